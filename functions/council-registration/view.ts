/** How a stored council registration reads, for admins and the public profile (issue 27). */
import type { Answer } from "../../core/api/responses";
import {
  type CouncilRegistration,
  checkLapsesAt,
  councilInfo,
  registrationBadge,
} from "../../core/council-registration";
import type { PractitionerItem, RegistrationRequestItem } from "../data/items";

type Registered = Pick<PractitionerItem | RegistrationRequestItem, "registrationNumber" | "council_registration"> & {
  council?: string;
};

/** The stored registration; a listing from before issue 27 has only its number (council unknown). */
export function registrationOf(item: Registered): CouncilRegistration {
  return item.council_registration ?? { council: item.council ?? "", number: item.registrationNumber };
}

export type AdminCouncilRegistration = Answer<"councilCheck">["council_registration"];

export function adminCouncilView(registration: CouncilRegistration): AdminCouncilRegistration {
  return {
    council: registration.council,
    number: registration.number,
    register_url: councilInfo(registration.council).registerUrl,
    checked_at: registration.checked_at ?? null,
    checked_by: registration.checked_by ?? null,
    register_category: registration.register_category ?? null,
    voided: registration.voided === true,
    lapses_at: registration.checked_at ? checkLapsesAt(registration.checked_at) : null,
    not_confirmed: registration.not_confirmed ?? null,
  };
}

/** What GET /api/practitioner/users answers: the registration only while its check is current. */
export function publicCouncilRegistration(item: PractitionerItem, nowMs: number) {
  const registration = registrationOf(item);
  const badge = registrationBadge(registration, nowMs);
  return badge ? { council: badge.council, number: registration.number, checked_at: badge.checkedAt } : null;
}

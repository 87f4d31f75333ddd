/** How a stored council registration reads, for admins and the public profile (issue 27). */
import type { Answer } from "../../core/api/responses";
import {
  type CouncilRegistration,
  checkLapsesAt,
  councilInfo,
  normaliseNumber,
  numberFits,
  registrationBadge,
} from "../../core/council-registration";
import type { PractitionerItem, RegistrationRequestItem } from "../data/items";

type Registered = Pick<
  PractitionerItem | RegistrationRequestItem,
  "registrationNumber" | "council_registration"
> & {
  council?: string;
};

/**
 * The stored registration. A listing from before issue 27 has only its number: read as HPCSA's when
 * it has HPCSA's shape (most listings), else with the council unknown until the practitioner says.
 */
export function registrationOf(item: Registered): CouncilRegistration {
  if (item.council_registration) return item.council_registration;
  const number = normaliseNumber(item.registrationNumber);
  return { council: item.council ?? (numberFits("HPCSA", number) ? "HPCSA" : ""), number };
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

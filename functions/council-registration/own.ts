/** The council section of the practitioner's own profile editor (issue 27). */
import { COUNCIL_IDS, type CouncilRegistration, registrationBadge } from "../../core/council-registration";
import { type ProfileEditBody, storedCouncil } from "../../core/schemas/profile-editor";
import type { PractitionerItem } from "../data/items";
import { registrationOf } from "./view";

const isKnownCouncil = (council: string) => (COUNCIL_IDS as readonly string[]).includes(council);

/** The form's fields: another body's name goes in council_name under "other". */
export function ownCouncilFields(item: PractitionerItem, nowMs: number) {
  const registration = registrationOf(item);
  const known = isKnownCouncil(registration.council);
  return {
    council: known ? registration.council : registration.council ? "other" : "",
    council_name: known ? "" : registration.council,
    registration_number: registration.number,
    bhf_practice_number: item.bhfPracticeNumber ?? "",
    registration_checked: registrationBadge(registration, nowMs) !== null,
  };
}

/**
 * What a save changes of the registration: nothing unless the council or number changed (so a
 * check an admin records meanwhile is never written over); a change voids any check and takes the
 * practitioner off the re-check list.
 */
export function editedRegistration(
  before: PractitionerItem,
  body: Pick<ProfileEditBody, "council_registration" | "bhf_practice_number">,
): { set: Partial<PractitionerItem>; remove: (keyof PractitionerItem)[] } {
  const set: Partial<PractitionerItem> = {};
  const remove: (keyof PractitionerItem)[] = [];
  if (body.bhf_practice_number !== undefined) {
    if (body.bhf_practice_number) set.bhfPracticeNumber = body.bhf_practice_number;
    else remove.push("bhfPracticeNumber");
  }
  const input = body.council_registration;
  if (!input) return { set, remove };
  const previous = registrationOf(before);
  const council = storedCouncil(input);
  const number = input.registration_number;
  if (council === previous.council && number === previous.number) return { set, remove };
  const wasChecked = Boolean(previous.checked_at) || previous.voided === true;
  const registration: CouncilRegistration = { council, number, ...(wasChecked ? { voided: true } : {}) };
  set.council_registration = registration;
  set.registrationNumber = number;
  remove.push("GSI2PK", "GSI2SK");
  return { set, remove };
}

import { checkLapsesAt } from "../../core/council-registration";
import type { PractitionerItem, RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { registrationOf } from "./view";

/** The listing's registration on approval: the request's, with any check and its re-check entry. */
export function councilFieldsFrom(
  request: RegistrationRequestItem,
  practitionerId: string,
): Pick<PractitionerItem, "council_registration" | "bhfPracticeNumber" | "GSI2PK" | "GSI2SK"> {
  const registration = registrationOf(request);
  return {
    council_registration: registration,
    ...(request.bhfPracticeNumber ? { bhfPracticeNumber: request.bhfPracticeNumber } : {}),
    ...(registration.checked_at
      ? keys.councilRecheck(checkLapsesAt(registration.checked_at), practitionerId)
      : {}),
  };
}

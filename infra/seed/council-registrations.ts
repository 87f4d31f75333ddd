/**
 * Demo council registrations (issue 27), from the practitioner's number alone (no PRNG draws, so
 * every other demo value stays as it was): every third practitioner was checked on the register
 * lately (the badge shows), every ninth after the first was checked before the last 1 April (due
 * for re-check, no badge), the rest are unchecked.
 */
import { type CouncilRegistration, checkLapsesAt, lastAprilFirst } from "../../core/council-registration";
import { DAY_MS } from "../../core/sast-time";
import type { PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";

/** Who registers each demo profession's numbers (prefix of the number: the seed's professions). */
const COUNCIL_OF_PREFIX: Record<string, string> = { SW: "SACSSP", ASCHP: "ASCHP" };

export const DEMO_CHECKER = "admin@vulahealth.co.za";

export function demoCouncilRegistration(
  id: number,
  registrationNumber: string,
  profession: string,
  nowMs: number,
): Pick<PractitionerItem, "council_registration" | "GSI2PK" | "GSI2SK"> {
  const prefix = registrationNumber.split(" ")[0] ?? "";
  const registration: CouncilRegistration = {
    council: COUNCIL_OF_PREFIX[prefix] ?? "HPCSA",
    number: registrationNumber,
  };
  const lastApril = lastAprilFirst(nowMs);
  let checkedMs: number | undefined;
  if (id % 3 === 0) checkedMs = Math.max(nowMs - ((id % 10) + 1) * DAY_MS, lastApril);
  else if (id % 9 === 1 && id > 1) checkedMs = lastApril - 30 * DAY_MS;
  if (checkedMs === undefined) return { council_registration: registration };
  const checkedAt = new Date(checkedMs).toISOString();
  return {
    council_registration: {
      ...registration,
      checked_at: checkedAt,
      checked_by: DEMO_CHECKER,
      register_category: `${profession}, Independent Practice`,
    },
    ...keys.councilRecheck(checkLapsesAt(checkedAt), String(id)),
  };
}

/**
 * Council registration fields (issue 27), shared by /register, the admin's direct listing and the
 * profile editor, and the admins' check of a number. Validates the shape of a number for its
 * council, never whether it is real: an admin checks that on the council's register.
 */
import type { Answer } from "../api/responses";
import {
  BHF_PRACTICE_NUMBER,
  COUNCIL_IDS,
  normaliseNumber,
  numberFits,
  numberHint,
} from "../council-registration";
import * as z from "./z";

export const OTHER_COUNCIL_NEEDED = "Please name the council or body you are registered with.";
export const BHF_HINT = "must be the 7 digits of your BHF practice number (or left empty)";

/** The council, its name when "other", and the number (stored upper case, spaces tidied). */
export const councilFields = {
  council: z.enum(COUNCIL_IDS),
  council_name: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  registration_number: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(30), z.overwrite(normaliseNumber)),
};

/** Optional: empty means none. */
export const bhfPracticeNumber = z.optional(
  z.string().check(
    z.overwrite((value) => value.replace(/\s/g, "")),
    z.refine((value) => value === "" || BHF_PRACTICE_NUMBER.test(value), BHF_HINT),
  ),
);

type CouncilInput = { council: string; council_name?: string | undefined; registration_number: string };

/** The number fits its council's shape, and "other" comes with the council's name. */
export const councilRules = z.superRefine((body: CouncilInput, ctx) => {
  if (body.council === "other" && !body.council_name) {
    ctx.issues.push({ code: "custom", message: OTHER_COUNCIL_NEEDED, path: ["council_name"], input: body });
  }
  if (body.registration_number && !numberFits(body.council, body.registration_number)) {
    ctx.issues.push({
      code: "custom",
      message: numberHint(body.council),
      path: ["registration_number"],
      input: body,
    });
  }
});

/** The profile editor's council section: absent leaves the stored registration as it is. */
export const councilRegistrationInput = z.object(councilFields).check(councilRules);

/** What a registration stores as `council`: the id, or another body's own name. */
export const storedCouncil = (body: Pick<CouncilInput, "council" | "council_name">) =>
  body.council === "other" ? (body.council_name ?? "").replace(/\s+/g, " ").trim() : body.council;

export const REGISTER_CATEGORY_NEEDED =
  "Please say which register category you saw (e.g. Psychologist, Independent Practice).";
export const NOT_CONFIRMED_REASON_NEEDED = "Please give the reason; it is emailed to the practitioner.";
export const CHECK_NOTE_MAX = 300;

/**
 * POST .../council-check/{id}: "Checked on the register" with the category seen, or "Could not
 * confirm" with the reason mailed to the practitioner. `number` is the one the admin looked up: if
 * it has changed since, the check is refused (409) rather than recorded against another number.
 */
export const councilCheckBody = z
  .object({
    number: z.string().check(z.trim(), z.minLength(1), z.maxLength(30), z.overwrite(normaliseNumber)),
    outcome: z.enum(["checked", "not_confirmed"]),
    register_category: z.optional(z.string().check(z.trim(), z.maxLength(CHECK_NOTE_MAX))),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(CHECK_NOTE_MAX))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.outcome === "checked" && !body.register_category) {
        ctx.issues.push({
          code: "custom",
          message: REGISTER_CATEGORY_NEEDED,
          path: ["register_category"],
          input: body,
        });
      }
      if (body.outcome === "not_confirmed" && !body.reason) {
        ctx.issues.push({
          code: "custom",
          message: NOT_CONFIRMED_REASON_NEEDED,
          path: ["reason"],
          input: body,
        });
      }
    }),
  );
export type CouncilCheckBody = z.infer<typeof councilCheckBody>;

/** GET /api/practitioner/council-recheck: checks lapsing within `within_days` (0: lapsed already). */
export const recheckListQuery = z.object({
  within_days: z.optional(z.string().check(z.regex(/^\d{1,3}$/, "must be a whole number of days (0-365)"))),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, "is not a cursor from this list"))),
});

export type CouncilCheckResponse = Answer<"councilCheck">;
export type RecheckListResponse = Answer<"councilRecheckList">;

/**
 * The version of our legal text: the terms and conditions (/page/term-condition) and the privacy policy
 * (/page/privacy-policy). Both pages show it through the `{{termsVersion}}` and `{{termsEffectiveDate}}`
 * placeholders (infra/vite/partials-plugin.ts), and the booking handler stores TERMS_VERSION with each
 * patient's consent, so every booking records the text the patient agreed to.
 * When the terms or the policy change, change both values (and the pages) in the same commit.
 */

/** The date the current text took effect, as YYYY-MM-DD: what a booking stores. */
export const TERMS_VERSION = "2026-11-22";

/** The same date as people read it on the pages. */
export const TERMS_EFFECTIVE_DATE_LABEL = "22 November 2026";

/**
 * Related professions (issue 27 item 3), grouped as the statutory registers group them: a group's
 * search finds every category in it ("Psychologist" finds clinical, counselling, educational ...
 * psychologists), a category's search narrows to it, and names that mean the same register entry
 * are one ("GP" is "General Practitioner"). The taxonomy is in docs/decisions.md. Keys are the
 * normalised names (core/search-text.ts normalize).
 */
import { normalize } from "./search-text";

/** Group -> its categories (besides the group's own name). */
export const PROFESSION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // HPCSA Professional Board for Psychology: the registration categories.
  psychologist: [
    "clinical psychologist",
    "counselling psychologist",
    "educational psychologist",
    "industrial psychologist",
    "research psychologist",
    "neuropsychologist",
  ],
  // HPCSA: registered counsellors are a psychology-board category; "counsellor" is how patients say it.
  counsellor: ["registered counsellor", "lay counsellor"],
  "social worker": ["clinical social worker"],
};

/** Other names for one register entry -> the name the index uses. */
export const PROFESSION_SYNONYMS: Readonly<Record<string, string>> = {
  gp: "general practitioner",
  "family physician": "general practitioner",
  "medical practitioner": "general practitioner",
  dietician: "dietitian",
  "physical therapist": "physiotherapist",
  "speech language therapist": "speech therapist",
};

const GROUP_OF = new Map(
  Object.entries(PROFESSION_GROUPS).flatMap(([group, categories]) =>
    categories.map((category) => [category, group] as const),
  ),
);

/** The profession list a search for `text` reads: its own name, or the one its synonym means. */
export function professionKey(text: string): string {
  const key = normalize(text);
  return PROFESSION_SYNONYMS[key] ?? key;
}

/** The profession lists a practitioner belongs to: the category, and its group when it has one. */
export function professionKeys(profession: string): string[] {
  const key = professionKey(profession);
  const group = GROUP_OF.get(key);
  return group ? [key, group] : [key];
}

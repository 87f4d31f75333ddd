/** The home headline's rotating last word (spec sections 2 and 9). */
export const ROTATING_WORDS = ["GP's.", "Psychologists.", "Counsellors."] as const;
export const ROTATE_INTERVAL_MS = 1500;

/** The word index after `index`, wrapping to the first. */
export function nextWordIndex(index: number, count: number = ROTATING_WORDS.length): number {
  return count <= 0 ? 0 : (((index + 1) % count) + count) % count;
}

/**
 * How a typed search matches a suggestion: every typed word must start a word of the value
 * ("psy" -> "Psychologist", "clin psy" -> "Clinical Psychologist"); typed words of 4+ letters may
 * carry one typo ("pyschologist"). Lower rank is better.
 */
import { withinEdits, words } from "./search-text";

export const NO_MATCH = Number.POSITIVE_INFINITY;

function wordMatch(typed: string, valueWords: string[]): 0 | 1 | undefined {
  if (valueWords.some((word) => word.startsWith(typed))) return 0;
  if (typed.length >= 4 && valueWords.some((word) => withinEdits(typed, word.slice(0, typed.length), 1)))
    return 1;
  // A typo that drops or adds a letter shifts the prefix length.
  if (
    typed.length >= 4 &&
    valueWords.some(
      (word) =>
        withinEdits(typed, word.slice(0, typed.length + 1), 1) ||
        withinEdits(typed, word.slice(0, typed.length - 1), 1),
    )
  ) {
    return 1;
  }
  return undefined;
}

/** 0: the value's first word starts with the first typed word; 1: every word prefixes a word; 2: with a typo; NO_MATCH. */
export function matchRank(query: string, value: string): number {
  const typedWords = words(query);
  if (typedWords.length === 0) return NO_MATCH;
  const valueWords = words(value);
  let typos = 0;
  for (const typed of typedWords) {
    const match = wordMatch(typed, valueWords);
    if (match === undefined) return NO_MATCH;
    typos += match;
  }
  if (typos > 0) return 2;
  return valueWords[0]?.startsWith(typedWords[0] ?? "") ? 0 : 1;
}

/** Values that match, best first (rank, then `weight` descending, then shorter, then A-Z), at most `limit`. */
export function rankSuggestions<T>(
  query: string,
  candidates: readonly T[],
  textOf: (candidate: T) => string,
  limit: number,
  weightOf: (candidate: T) => number = () => 0,
): T[] {
  return candidates
    .map((candidate) => ({
      candidate,
      value: textOf(candidate),
      rank: matchRank(query, textOf(candidate)),
    }))
    .filter((entry) => entry.rank !== NO_MATCH)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        weightOf(b.candidate) - weightOf(a.candidate) ||
        a.value.length - b.value.length ||
        a.value.localeCompare(b.value),
    )
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/**
 * Text normalisation for search, shared by the browser and the Lambdas (pure, no dependencies).
 * "Mbombela (Nelspruit)" -> "mbombela nelspruit", "St. Francis Bay" -> "st francis bay",
 * "Botha’s Hill" -> "bothas hill", "Daniëlskuil" -> "danielskuil", "Ga-Rankuwa" -> "ga rankuwa".
 */

const APOSTROPHES = /['’‘ʼ`´]/g;
const MARKS = /\p{M}+/gu;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;

/** Lowercase, no diacritics, `&` -> "and", apostrophes dropped, anything else non-alphanumeric -> one space. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(APOSTROPHES, "")
    .replace(NON_ALPHANUMERIC, " ")
    .trim();
}

/** The normalized words of `text` (none for blank text). */
export function words(text: string): string[] {
  const normalized = normalize(text);
  return normalized === "" ? [] : normalized.split(" ");
}

/**
 * `items` with one of each text, compared case- and space-insensitively ("Anxiety " and "anxiety"
 * are one suggestion); the first of each is kept, in order.
 */
export function distinctByText<T>(items: readonly T[], text: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = text(item).toLowerCase().replace(/\s+/g, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Normalized with the spaces removed, so "KwaDukuza" meets "kwa dukuza" and "Ga-Rankuwa" "garankuwa". */
export function compact(text: string): string {
  return normalize(text).replace(/ /g, "");
}

/**
 * The letters and digits of normalized `text` as a bit set (a-z bits 0-25, 0-9 share bit 26): a
 * cheap filter before `withinEdits`, since every distinct letter of `a` missing from `b` costs an
 * edit (see `missingLetters`).
 */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << 26;
  }
  return mask;
}

/** How many letters of mask `a` are absent from mask `b`: a lower bound on the edits from a to b. */
export function missingLetters(a: number, b: number): number {
  let bits = a & ~b;
  let count = 0;
  while (bits !== 0) {
    bits &= bits - 1;
    count++;
  }
  return count;
}

// Rows of the edit-distance table, reused across calls (this runs on every keystroke, per place).
let rowBefore = new Int32Array(64);
let rowPrevious = new Int32Array(64);
let rowCurrent = new Int32Array(64);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours)
 * from `a` to `b`, or to the closest prefix of `b` when `prefix` is set; any answer above `max`
 * comes back as `max + 1`. Banded, stops early and allocates nothing in the steady state.
 */
function boundedDistance(a: string, b: string, max: number, prefix: boolean): number {
  const beyond = max + 1;
  const width = b.length + 1;
  if (rowPrevious.length < width) {
    const size = Math.max(width, rowPrevious.length * 2);
    rowBefore = new Int32Array(size);
    rowPrevious = new Int32Array(size);
    rowCurrent = new Int32Array(size);
  }
  let before = rowBefore;
  let previous = rowPrevious;
  let current = rowCurrent;
  for (let j = 0; j < width; j++) previous[j] = j < beyond ? j : beyond;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current.fill(beyond, 0, width);
    current[0] = i < beyond ? i : beyond;
    let rowMin = current[0] as number;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      if (value > beyond) value = beyond;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return beyond;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  if (!prefix) return previous[b.length] as number;
  let best = beyond;
  for (let j = 0; j < width; j++) if ((previous[j] as number) < best) best = previous[j] as number;
  return best;
}

/**
 * True when `a` becomes `b` in at most `max` single-character insertions, deletions, substitutions
 * or swaps of neighbours (optimal string alignment distance).
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > max) return false;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length) <= max;
  return boundedDistance(a, b, max, false) <= max;
}

/** True when some prefix of `text` is within `max` edits of `typed` ("johanes" -> "johannesburg"). */
export function prefixWithinEdits(typed: string, text: string, max: number): boolean {
  if (typed.length <= max) return true;
  if (text.length < typed.length - max) return false;
  if (text.startsWith(typed)) return true;
  return boundedDistance(typed, text, max, true) <= max;
}

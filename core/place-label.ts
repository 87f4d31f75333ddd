/**
 * A place or address as one line: its parts joined by ", ", blank parts and repeats left out, so a
 * town that is its own suburb reads "Ballito, 4420", never "Ballito, Ballito, 4420". Parts compare
 * case- and space-insensitively; the first spelling is kept.
 */
export function placeLabel(...parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim().replace(/\s+/g, " ") ?? "";
    const key = text.toLowerCase();
    if (text === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.join(", ");
}

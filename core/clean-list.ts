/**
 * A list of short texts as people should see it: each trimmed with runs of spaces made one, empty
 * entries dropped, case-insensitive repeats dropped (the first spelling kept). Accepts anything,
 * because stored profiles may hold nulls or non-strings.
 */
export function cleanList(values: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    const value = typeof raw === "string" ? raw.replace(/\s+/g, " ").trim() : "";
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

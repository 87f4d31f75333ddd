/**
 * What the admin lists share: the page asked for (spec section 9 sizes, capped), and the search
 * rule for names and emails. Lists that read a whole partition (bounded by a cap) page and search
 * in memory with these.
 */

export interface PageRequest {
  page: number;
  perPage: number;
}

/** `page` from 1, `perPage` from 1 to `max` (default `size`); junk falls back to the defaults. */
export function pageRequest(
  query: { page?: string | undefined; perPage?: string | undefined },
  size: number,
  max: number,
): PageRequest {
  return {
    page: Math.max(1, Number(query.page ?? 1) || 1),
    perPage: Math.min(max, Math.max(1, Number(query.perPage ?? size) || size)),
  };
}

export function pageOf<T>(items: readonly T[], { page, perPage }: PageRequest): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Lower case without accents: "Zoë" matches "zoe". */
export const fold = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Words of a name: "Botha-Smith O'Neill" is botha, smith, o, neill. */
const nameWords = (text: string) =>
  fold(text)
    .split(/[\s'-]+/)
    .filter(Boolean);

/** Every word of the search must start a word of `names` (or appear in the email). */
export function matchesNameOrEmail(search: string, names: string, email: string): boolean {
  const terms = nameWords(search);
  if (terms.length === 0) return true;
  const words = nameWords(names);
  const address = fold(email);
  return terms.every((term) => address.includes(term) || words.some((word) => word.startsWith(term)));
}

/** Digits of a South African number in one form: "+27 82 ..." and "082 ..." both become "082...". */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const international = value.trim().startsWith("+27") || (digits.startsWith("27") && digits.length >= 11);
  return international ? `0${digits.slice(2)}` : digits;
}

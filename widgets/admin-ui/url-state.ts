/**
 * Admin list filters and page kept in the address (so a refresh or a shared link shows the
 * same view). Pure, so the rules are unit-tested; `useUrlState` (use-url-state.ts) wires them to
 * the browser's history.
 *
 * State is a flat record of strings with a default for each key. A value equal to its default is
 * left out of the address (so the plain page address is the default view); keys the state does not
 * know are kept as they are.
 */
export type UrlState = Record<string, string>;

/** The state `search` describes: each known key from the address, else its default. */
export function readUrlState<T extends UrlState>(search: string, defaults: T): T {
  const params = new URLSearchParams(search);
  const state: UrlState = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = params.get(key);
    state[key] = value === null ? fallback : value;
  }
  return state as T;
}

/** The `?query` (or "") for `state`, keeping parameters of `search` that the state does not own. */
export function writeUrlState<T extends UrlState>(search: string, state: T, defaults: T): string {
  const params = new URLSearchParams(search);
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = state[key];
    if (value === undefined || value === fallback) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

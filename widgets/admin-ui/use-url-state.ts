import { useCallback, useEffect, useState } from "react";
import { pageFrom, readUrlState, type UrlState, writeUrlState } from "./url-state";

/**
 * `[state, update]` for filters and page that live in the address. `update` merges a patch and
 * pushes a history entry (Back returns to the previous view); Back and Forward update the state.
 * `defaults` must be stable (module level).
 */
export function useUrlState<T extends UrlState>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [state, setState] = useState<T>(() => readUrlState(window.location.search, defaults));

  useEffect(() => {
    const onPop = () => setState(readUrlState(window.location.search, defaults));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [defaults]);

  // The address is the source of truth, so two quick updates never lose one another.
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...readUrlState(window.location.search, defaults), ...patch } as T;
      const query = writeUrlState(window.location.search, next, defaults);
      if (query !== window.location.search) {
        window.history.pushState(null, "", `${window.location.pathname}${query}${window.location.hash}`);
      }
      setState(next);
    },
    [defaults],
  );

  return [state, update];
}

/** The page in the address and the `onPage` that moves it: spread into an `AdminTable`. */
export function urlPaging<T extends UrlState & { page: string }>(
  view: T,
  update: (patch: Partial<T>) => void,
): { page: number; onPage(next: number): void } {
  return { page: pageFrom(view.page), onPage: (next) => update({ page: String(next) } as Partial<T>) };
}

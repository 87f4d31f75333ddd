/**
 * "Put this into the search box": sent by the featured-services carousel, handled by search-box.
 * The two widgets are separate chunks and know each other only through this module.
 *
 * Contract: `window` event "vula:search-fill", a cancelable CustomEvent<{ service: string }>.
 * The search box that takes the value calls `event.preventDefault()` to say so, which is how the
 * sender knows the value landed (and only then confirms it to the user).
 */
export const SEARCH_FILL_EVENT = "vula:search-fill";

export interface SearchFillDetail {
  /** A featured service's name: the search box switches to type `service`. */
  service: string;
}

declare global {
  interface WindowEventMap {
    "vula:search-fill": CustomEvent<SearchFillDetail>;
  }
}

/**
 * A request no search box took yet: widgets mount independently, so a person can click a slide
 * before the search box's chunk has loaded. The next search box to mount takes it.
 */
let pending: { detail: SearchFillDetail; onTaken: () => void } | undefined;

/** Asks the page's search box to take `detail`; `onTaken` runs once one has (now or when it mounts). */
export function requestSearchFill(detail: SearchFillDetail, onTaken: () => void): void {
  const event = new CustomEvent<SearchFillDetail>(SEARCH_FILL_EVENT, { detail, cancelable: true });
  if (!window.dispatchEvent(event)) {
    pending = undefined;
    onTaken();
  } else {
    pending = { detail, onTaken };
  }
}

/** Handles fill requests; return false from `handler` to decline. Returns the unsubscribe function. */
export function onSearchFill(handler: (detail: SearchFillDetail) => boolean | undefined): () => void {
  const listener = (event: CustomEvent<SearchFillDetail>) => {
    if (event.defaultPrevented) return;
    if (handler(event.detail) !== false) event.preventDefault();
  };
  window.addEventListener(SEARCH_FILL_EVENT, listener);
  const waiting = pending;
  if (waiting && handler(waiting.detail) !== false) {
    pending = undefined;
    waiting.onTaken();
  }
  return () => window.removeEventListener(SEARCH_FILL_EVENT, listener);
}

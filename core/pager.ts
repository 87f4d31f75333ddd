/**
 * Page-number windows for pagers (spec sections 4 and 9). Pure, so the search pager and the admin
 * pagers share one tested rule and differ only in their thresholds:
 * - search: every page when there are 20 or fewer; otherwise 1, …, a window of 5 around the current
 *   page, …, the last page;
 * - admin lists: the same with a window of 5, every page when there are 6 or fewer.
 * Pages are numbered from 1.
 */

export type PagerItem = number | "ellipsis";

export interface PagerOptions {
  /** Show every page number when there are at most this many pages. */
  showAllUpTo: number;
  /** How many consecutive pages (the current one among them) the window holds. */
  window: number;
}

export const SEARCH_PAGER: PagerOptions = { showAllUpTo: 20, window: 5 };
export const ADMIN_PAGER: PagerOptions = { showAllUpTo: 6, window: 5 };

/** Number of pages for `total` items, `pageSize` a page (0 when there is nothing). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** `page` as a whole page within 1..totalPages (1 when there are no pages or it is not a number). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page++) pages.push(page);
  return pages;
}

/**
 * The items a pager shows, in order. The window is centred on the current page and slides so it
 * always holds `window` pages (fewer only if there are fewer pages); page 1 and the last page are
 * always shown. A gap of exactly one page shows that page instead of an ellipsis (same width, no
 * hidden page); there is never an ellipsis where there is no gap. An out-of-range current page is
 * clamped first.
 */
export function pagerItems(current: number, totalPages: number, options: PagerOptions): PagerItem[] {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total === 0) return [];
  if (total <= Math.max(1, options.showAllUpTo)) return range(1, total);
  const page = clampPage(current, total);
  const size = Math.min(total, Math.max(1, Math.floor(options.window)));
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  const end = start + size - 1;

  const items: PagerItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push("ellipsis");
  }
  items.push(...range(start, end));
  if (end < total) {
    if (end === total - 2) items.push(total - 1);
    else if (end < total - 2) items.push("ellipsis");
    items.push(total);
  }
  return items;
}

/** The public search pager (spec section 9). */
export function searchPagerItems(current: number, totalPages: number): PagerItem[] {
  return pagerItems(current, totalPages, SEARCH_PAGER);
}

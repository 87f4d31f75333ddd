import { describe, expect, it } from "vitest";
import {
  ADMIN_PAGER,
  clampPage,
  type PagerItem,
  pageCount,
  pagerItems,
  SEARCH_PAGER,
  searchPagerItems,
} from "./pager";

const all = (n: number): PagerItem[] => Array.from({ length: n }, (_, index) => index + 1);
const E = "ellipsis" as const;

describe("pageCount", () => {
  it("is 0 with nothing to show", () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(-5, 20)).toBe(0);
    expect(pageCount(Number.NaN, 20)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
  it("rounds up partial pages", () => {
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(437, 20)).toBe(22);
  });
});

describe("clampPage", () => {
  it("keeps a page in range", () => {
    expect(clampPage(3, 22)).toBe(3);
  });
  it("clamps below 1, above the last page, fractions and non-numbers", () => {
    expect(clampPage(0, 22)).toBe(1);
    expect(clampPage(-4, 22)).toBe(1);
    expect(clampPage(99, 22)).toBe(22);
    expect(clampPage(2.7, 22)).toBe(2);
    expect(clampPage(Number.NaN, 22)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 22)).toBe(1);
  });
  it("is 1 when there are no pages", () => {
    expect(clampPage(5, 0)).toBe(1);
  });
});

describe("searchPagerItems (all pages up to 20, else window of 5)", () => {
  it("shows nothing for 0 pages", () => {
    expect(searchPagerItems(1, 0)).toEqual([]);
  });
  it("shows the single page for 1 page", () => {
    expect(searchPagerItems(1, 1)).toEqual([1]);
  });
  it("shows every page for exactly 20 pages, wherever the current page is", () => {
    expect(searchPagerItems(1, 20)).toEqual(all(20));
    expect(searchPagerItems(10, 20)).toEqual(all(20));
    expect(searchPagerItems(20, 20)).toEqual(all(20));
  });
  it("windows 21 pages", () => {
    expect(searchPagerItems(1, 21)).toEqual([1, 2, 3, 4, 5, E, 21]);
    expect(searchPagerItems(11, 21)).toEqual([1, E, 9, 10, 11, 12, 13, E, 21]);
    expect(searchPagerItems(21, 21)).toEqual([1, E, 17, 18, 19, 20, 21]);
  });

  describe("22 pages", () => {
    it("current 1: window starts at page 1, no leading ellipsis", () => {
      expect(searchPagerItems(1, 22)).toEqual([1, 2, 3, 4, 5, E, 22]);
    });
    it("current 2 and 3: same window (it slides, it does not shrink)", () => {
      expect(searchPagerItems(2, 22)).toEqual([1, 2, 3, 4, 5, E, 22]);
      expect(searchPagerItems(3, 22)).toEqual([1, 2, 3, 4, 5, E, 22]);
    });
    it("current 4: window 2-6 touches page 1, so no ellipsis before it", () => {
      expect(searchPagerItems(4, 22)).toEqual([1, 2, 3, 4, 5, 6, E, 22]);
    });
    it("current 5: a gap of one page shows the page, not an ellipsis", () => {
      expect(searchPagerItems(5, 22)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 22]);
    });
    it("current 6: first real gap gets an ellipsis", () => {
      expect(searchPagerItems(6, 22)).toEqual([1, E, 4, 5, 6, 7, 8, E, 22]);
    });
    it("middle: ellipsis on both sides of a centred window", () => {
      expect(searchPagerItems(11, 22)).toEqual([1, E, 9, 10, 11, 12, 13, E, 22]);
    });
    it("last-3: a gap of one page at the end shows the page", () => {
      expect(searchPagerItems(19, 22)).toEqual([1, E, 17, 18, 19, 20, 21, 22]);
      expect(searchPagerItems(18, 22)).toEqual([1, E, 16, 17, 18, 19, 20, 21, 22]);
    });
    it("last-2, last-1 and last: window ends at the last page, no trailing ellipsis", () => {
      const end = [1, E, 18, 19, 20, 21, 22];
      expect(searchPagerItems(20, 22)).toEqual(end);
      expect(searchPagerItems(21, 22)).toEqual(end);
      expect(searchPagerItems(22, 22)).toEqual(end);
    });
    it("clamps an out-of-range current page", () => {
      expect(searchPagerItems(0, 22)).toEqual(searchPagerItems(1, 22));
      expect(searchPagerItems(-3, 22)).toEqual(searchPagerItems(1, 22));
      expect(searchPagerItems(500, 22)).toEqual(searchPagerItems(22, 22));
      expect(searchPagerItems(Number.NaN, 22)).toEqual(searchPagerItems(1, 22));
    });
  });

  it("keeps the current page in the items and never repeats a page", () => {
    for (let total = 1; total <= 60; total++) {
      for (let current = 1; current <= total; current++) {
        const items = searchPagerItems(current, total);
        const pages = items.filter((item): item is number => item !== E);
        expect(pages).toContain(current);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        // An ellipsis always stands for at least two hidden pages.
        items.forEach((item, index) => {
          if (item !== E) return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it("uses the search thresholds", () => {
    expect(SEARCH_PAGER).toEqual({ showAllUpTo: 20, window: 5 });
  });
});

describe("pagerItems with the admin thresholds (all pages up to 6, else window of 5)", () => {
  it("uses the admin thresholds", () => {
    expect(ADMIN_PAGER).toEqual({ showAllUpTo: 6, window: 5 });
  });
  it("shows nothing for 0 pages and the one page for 1", () => {
    expect(pagerItems(1, 0, ADMIN_PAGER)).toEqual([]);
    expect(pagerItems(1, 1, ADMIN_PAGER)).toEqual([1]);
  });
  it("shows every page for exactly 6 pages", () => {
    expect(pagerItems(1, 6, ADMIN_PAGER)).toEqual(all(6));
    expect(pagerItems(6, 6, ADMIN_PAGER)).toEqual(all(6));
  });
  it("windows 7 pages (gaps of one page show the page)", () => {
    expect(pagerItems(1, 7, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(7, 7, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("windows 10 pages at the start, middle and end", () => {
    expect(pagerItems(1, 10, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(pagerItems(2, 10, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(pagerItems(3, 10, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, E, 10]);
    expect(pagerItems(5, 10, ADMIN_PAGER)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
    expect(pagerItems(6, 10, ADMIN_PAGER)).toEqual([1, E, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerItems(8, 10, ADMIN_PAGER)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(pagerItems(9, 10, ADMIN_PAGER)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10, ADMIN_PAGER)).toEqual([1, E, 6, 7, 8, 9, 10]);
    expect(pagerItems(42, 10, ADMIN_PAGER)).toEqual([1, E, 6, 7, 8, 9, 10]);
  });
  it("handles an even window by leaning forward", () => {
    expect(pagerItems(10, 30, { showAllUpTo: 0, window: 4 })).toEqual([1, E, 9, 10, 11, 12, E, 30]);
  });
});

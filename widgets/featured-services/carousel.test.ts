import { describe, expect, it } from "vitest";
import {
  CAROUSEL_TRANSITION_MS,
  cloneCount,
  isScrollable,
  nextIndex,
  previousIndex,
  settle,
  slideForSlot,
  slidesPerView,
  slideWidthPercent,
  step,
  swipeDirection,
  trackOffsetPercent,
  visibleSlots,
  wrapIndex,
} from "./carousel";

describe("slidesPerView", () => {
  it.each([
    [0, 1.5],
    [299, 1.5],
    [300, 1.5],
    [390, 1.5],
    [699, 1.5],
    [700, 3.5],
    [1023, 3.5],
    [1024, 4],
    [1366, 4],
    [1999, 4],
    [2000, 5],
    [3840, 5],
  ])("shows the spec's count at %i px: %d", (width, perView) => {
    expect(slidesPerView(width)).toBe(perView);
  });

  it("uses the spec's 700 ms transition", () => {
    expect(CAROUSEL_TRANSITION_MS).toBe(700);
  });
});

describe("wrap-around indexes", () => {
  it("goes from the last slide to the first", () => {
    expect(nextIndex(9, 10)).toBe(0);
    expect(nextIndex(3, 10)).toBe(4);
  });

  it("goes from the first slide to the last", () => {
    expect(previousIndex(0, 10)).toBe(9);
    expect(previousIndex(4, 10)).toBe(3);
  });

  it("wraps any integer, in both directions", () => {
    expect(wrapIndex(10, 10)).toBe(0);
    expect(wrapIndex(23, 10)).toBe(3);
    expect(wrapIndex(-1, 10)).toBe(9);
    expect(wrapIndex(-11, 10)).toBe(9);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it("maps drawn copies back to their slide", () => {
    expect(slideForSlot(10, 10)).toBe(0);
    expect(slideForSlot(12, 10)).toBe(2);
  });
});

describe("layout", () => {
  it("scrolls only when the slides do not all fit", () => {
    expect(isScrollable(4, 4)).toBe(false);
    expect(isScrollable(5, 4)).toBe(true);
    expect(isScrollable(2, 1.5)).toBe(true);
    expect(isScrollable(1, 1.5)).toBe(false);
  });

  it("draws enough copies to fill the view from the copy of slide 0", () => {
    expect(cloneCount(10, 1.5)).toBe(2);
    expect(cloneCount(10, 3.5)).toBe(4);
    expect(cloneCount(10, 4)).toBe(4);
    expect(cloneCount(10, 5)).toBe(5);
    expect(cloneCount(2, 1.5)).toBe(2);
    expect(cloneCount(3, 4)).toBe(0);
  });

  it("sizes and offsets slides as a share of the view", () => {
    expect(slideWidthPercent(4)).toBe(25);
    expect(slideWidthPercent(1.5)).toBeCloseTo(66.667, 3);
    expect(trackOffsetPercent(0, 4)).toBe(0);
    expect(trackOffsetPercent(2, 4)).toBe(-50);
    expect(trackOffsetPercent(3, 1.5)).toBeCloseTo(-200, 6);
  });

  it("lists the slots at least partly in view", () => {
    expect(visibleSlots(0, 1.5, 12)).toEqual([0, 1]);
    expect(visibleSlots(9, 3.5, 14)).toEqual([9, 10, 11, 12]);
    expect(visibleSlots(10, 4, 14)).toEqual([10, 11, 12, 13]);
    expect(visibleSlots(0, 5, 3)).toEqual([0, 1, 2]);
  });
});

describe("step (loop with copies)", () => {
  it("moves forward one slot, onto the copy of slide 0 after the last", () => {
    expect(step(3, 10, "next")).toEqual({ jumpTo: null, moveTo: 4 });
    expect(step(9, 10, "next")).toEqual({ jumpTo: null, moveTo: 10 });
    expect(settle(10, 10)).toBe(0);
  });

  it("settles a copy before moving on", () => {
    expect(step(10, 10, "next")).toEqual({ jumpTo: 0, moveTo: 1 });
  });

  it("jumps from slide 0 onto its copy, then slides back onto the last slide", () => {
    expect(step(0, 10, "previous")).toEqual({ jumpTo: 10, moveTo: 9 });
    expect(step(10, 10, "previous")).toEqual({ jumpTo: null, moveTo: 9 });
    expect(step(5, 10, "previous")).toEqual({ jumpTo: null, moveTo: 4 });
  });

  it("walks every slide and returns to the start in both directions", () => {
    for (const direction of ["next", "previous"] as const) {
      let position = 0;
      const seen: number[] = [];
      for (let i = 0; i < 7; i++) {
        position = settle(step(position, 7, direction).moveTo, 7);
        seen.push(position);
      }
      expect(position).toBe(0);
      expect(new Set(seen).size).toBe(7);
    }
  });
});

describe("swipeDirection", () => {
  it("pages on a clear horizontal swipe", () => {
    expect(swipeDirection(-80, 5)).toBe("next");
    expect(swipeDirection(80, -10)).toBe("previous");
  });

  it("ignores taps, short drags and vertical scrolling", () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-30, 0)).toBeNull();
    expect(swipeDirection(-60, 70)).toBeNull();
  });
});

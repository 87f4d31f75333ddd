/**
 * Featured-services carousel maths (spec section 9): wrap-around, 700 ms transition, and 1.5 / 3.5 / 4 / 5
 * slides in view from viewport widths 300 / 700 / 1024 / 2000 px.
 *
 * The loop is drawn as the real slides followed by `cloneCount` copies of the first ones, so the
 * track can slide from the last slide onto the copy of the first and then jump, without animation, to
 * the real first slide (and the reverse for "previous").
 */

export const CAROUSEL_TRANSITION_MS = 700;

/** Ascending by width; each applies from its width up to the next one's. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 300, perView: 1.5 },
  { minWidth: 700, perView: 3.5 },
  { minWidth: 1024, perView: 4 },
  { minWidth: 2000, perView: 5 },
] as const;

/** Slides in view at a viewport width; narrower than the first breakpoint still shows 1.5. */
export function slidesPerView(viewportWidth: number): number {
  let perView: number = CAROUSEL_BREAKPOINTS[0].perView;
  for (const breakpoint of CAROUSEL_BREAKPOINTS) {
    if (viewportWidth >= breakpoint.minWidth) perView = breakpoint.perView;
  }
  return perView;
}

/** Any integer index brought into 0..count-1 (negative ones count from the end). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** A carousel only when the slides do not all fit; otherwise they are shown side by side. */
export function isScrollable(count: number, perView: number): boolean {
  return count > perView;
}

/** Copies of the first slides drawn after the last, enough to fill the view when it starts on a copy. */
export function cloneCount(count: number, perView: number): number {
  return isScrollable(count, perView) ? Math.min(count, Math.ceil(perView)) : 0;
}

/** Width of one slide as a percentage of the visible area. */
export function slideWidthPercent(perView: number): number {
  return 100 / perView;
}

/** Track translation (percent of the visible area) with slot `position` at the left edge. */
export function trackOffsetPercent(position: number, perView: number): number {
  return position === 0 ? 0 : -position * slideWidthPercent(perView);
}

/** Drawn slots at least partly in view with slot `position` at the left edge. */
export function visibleSlots(position: number, perView: number, slotCount: number): number[] {
  const slots: number[] = [];
  for (let slot = position; slot < Math.min(slotCount, position + Math.ceil(perView)); slot++)
    slots.push(slot);
  return slots;
}

/** The real slide a drawn slot shows (copies map back to the slide they copy). */
export function slideForSlot(slot: number, count: number): number {
  return wrapIndex(slot, count);
}

/**
 * One step of the loop. `position` is the drawn slot at the left edge (0..count, count being the copy
 * of slide 0). Returns the slot to jump to without animation first (or null), then the slot to animate to.
 */
export function step(
  position: number,
  count: number,
  direction: "next" | "previous",
): { jumpTo: number | null; moveTo: number } {
  const current = wrapIndex(position, count);
  if (direction === "next") return { jumpTo: current === position ? null : current, moveTo: current + 1 };
  // From slide 0, jump onto its copy (same picture) so the track can slide left onto the last slide.
  if (current === 0) return { jumpTo: position === count ? null : count, moveTo: count - 1 };
  return { jumpTo: current === position ? null : current, moveTo: current - 1 };
}

/** After an animated move: the real slot to settle on (the copy of slide 0 becomes slide 0). */
export function settle(position: number, count: number): number {
  return wrapIndex(position, count);
}

/** A horizontal swipe of at least `threshold` px, clearly more sideways than vertical, pages the carousel. */
export function swipeDirection(dx: number, dy: number, threshold = 40): "next" | "previous" | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy) * 1.2) return null;
  return dx < 0 ? "next" : "previous";
}

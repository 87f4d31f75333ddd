/**
 * The inline widget's room on the partner's page, reserved by the loader (./index.ts) the moment it
 * finds the element, before the widget's chunk has loaded, so the partner's content below never
 * moves down when the calendar arrives (issue 25: layout shift under 0.02 at 390 and 1366 px). No
 * CSS of the partner's and nothing in their <head>: a constructed stylesheet in the element's own
 * shadow root, which the widget later mounts into (./booking-embed.tsx keeps this sheet).
 *
 * The heights are the tallest first week the widget can show (e2e/partner-embed.e2e.ts checks the
 * partner content does not move): the header with a two-line name, and
 * - a phone (below 760 px, the one-day view of widgets/booking/booking.css): the week above
 *   Previous/Next, the day strip, and ten times in rows of three (a 320 px column);
 * - wider: seven day columns of ten times each, "Show all times", the time zone note.
 * A shorter week leaves room below it; "Online booking by" stays at the bottom of the box.
 * Only the inline element: the popup's host is [data-vula-popup], in the top layer.
 */
export const RESERVED_PX = { phone: 720, wide: 850 } as const;

/** The breakpoint of widgets/booking/booking.css between the one-day and the seven-column week. */
const WIDE_FROM_PX = 760;

export const RESERVED_ROOM_CSS = `:host([data-widget]){display:flex;flex-direction:column;min-height:${RESERVED_PX.phone}px}@media (min-width:${WIDE_FROM_PX}px){:host([data-widget]){min-height:${RESERVED_PX.wide}px}}`;

let sheet: CSSStyleSheet | undefined;

/** The host's shadow root, holding the reservation until the widget adds its own sheets beside it. */
export function reserveRoom(host: HTMLElement): ShadowRoot {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(RESERVED_ROOM_CSS);
  }
  if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [sheet];
  return shadow;
}

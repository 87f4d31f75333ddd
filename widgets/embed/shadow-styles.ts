/**
 * The embed's stylesheets, as text (?inline) so they go into each shadow root and never into the
 * host page. Constructable stylesheets: one parsed copy shared by every shadow root on the page, and
 * a partner's CSP needs no 'unsafe-inline' for them. The site's stylesheets size things in rem, which
 * follows the host page's root font size: here rem becomes px (16 px to the rem), so a partner's
 * `html { font-size: 20px }` cannot resize the widget.
 */
import booking from "../booking/booking.css?inline";
import base from "../ui/base.css?inline";
import toast from "../ui/toast.css?inline";
import ui from "../ui/ui.css?inline";
import embed from "./embed.css?inline";

const REM = /(-?\d*\.?\d+)rem\b/g;

export function remToPx(css: string): string {
  return css.replace(REM, (_, value: string) => `${Number(value) * 16}px`);
}

let sheets: CSSStyleSheet[] | undefined;

export function adoptStyles(root: ShadowRoot): void {
  sheets ??= [base, ui, toast, booking, embed].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(remToPx(text));
    return sheet;
  });
  // The loader's reservation (./reserved-room.ts) stays: the widget fills it rather than replacing it.
  const kept = root.adoptedStyleSheets.filter((sheet) => !sheets?.includes(sheet));
  root.adoptedStyleSheets = [...kept, ...sheets];
}

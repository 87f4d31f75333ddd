import { withReferral } from "./referral-href";

/**
 * A link that passes on the affiliate's referral code the visitor arrived with: on
 * /page/affiliate/programme?referral_link=CODE, "Sign up as an affiliate" leads to
 * /page/affiliate/programme/signup?referral_link=CODE. It enhances the page's own <a> (no Preact):
 * without scripts, or without a code, the link works as written.
 */
export function mount(element: HTMLElement): () => void {
  if (!(element instanceof HTMLAnchorElement)) throw new Error("referral-link must be on an <a href>");
  const written = element.getAttribute("href") ?? "";
  element.setAttribute("href", withReferral(written, window.location.search, window.location.href));
  return () => element.setAttribute("href", written);
}

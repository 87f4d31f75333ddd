import { referralFrom } from "../../core/schemas/registration";

/**
 * `href` with the referral code of the page's address (`search`, ?referral_link= or ?ref=) as
 * ?referral_link=, the parameter the affiliate sign-up page reads (spec section 2). Unchanged when
 * the address has no valid code: a code is letters, digits, _ and - only, and it goes in through
 * URLSearchParams, so nothing from the address reaches the link unencoded.
 */
export function withReferral(href: string, search: string, base: string): string {
  const code = referralFrom(search);
  if (!code) return href;
  const url = new URL(href, base);
  url.searchParams.set("referral_link", code);
  // Same origin: keep the link root-relative, as it was written.
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

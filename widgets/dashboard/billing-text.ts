/** Words and dates the billing notice and panel share (issue 29). */
import { longDate, sastDate } from "../../core/sast-time";

/** "Tuesday 1 December 2026" in South African time, from an ISO instant. */
export const billingDate = (iso: string) => longDate(sastDate(Date.parse(iso)));

/** Sends the practitioner to the provider's hosted checkout (the listing changes on its signed event). */
export async function openCheckout(call: () => Promise<{ authorization_url: string }>): Promise<void> {
  const { authorization_url } = await call();
  window.location.assign(authorization_url);
}

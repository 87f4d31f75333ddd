/**
 * What a patient is told inside the cancel cut-off (issue 23), in one place so the API's 409 and the
 * manage page say the same: when online cancellation closed, and the practice's number to call.
 */
import { longDate, sastDate, sastTime } from "./sast-time";

export interface PracticePhone {
  /** As people read it: "021 555 0100". */
  text: string;
  /** "tel:0215550100" */
  href: string;
}

/** The practice's number to show and dial; null when the listing has none. */
export function practicePhone(raw: string): PracticePhone | null {
  const digits = raw.replace(/[^\d+]/g, "");
  if (!/\d{3}/.test(digits)) return null;
  // South African numbers read in groups of 3-3-4 (021 555 0100); anything else as it was entered.
  const text = /^0\d{9}$/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : raw.trim();
  return { text, href: `tel:${digits}` };
}

/** "Online cancellation closed on Thursday 3 December 2026 at 10:00 (24 hours before your appointment)." */
export function cancelClosedSentence(cancelUntilMs: number, hours: number): string {
  const when = `${longDate(sastDate(cancelUntilMs))} at ${sastTime(cancelUntilMs)}`;
  return `Online cancellation closed on ${when} (${hours} hours before your appointment).`;
}

/** The whole message with the number written out (the API's answer; the page links the number). */
export function cancelClosedMessage(
  cancelUntilMs: number,
  hours: number,
  phone: PracticePhone | null,
): string {
  return `${cancelClosedSentence(cancelUntilMs, hours)} ${callToCancel(phone)}`;
}

/** "To cancel, please call the practice on 021 555 0100." */
export function callToCancel(phone: PracticePhone | null): string {
  return phone
    ? `To cancel, please call the practice on ${phone.text}.`
    : "To cancel, please contact the practice directly.";
}

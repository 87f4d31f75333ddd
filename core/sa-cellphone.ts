/**
 * South African cellphone numbers for text messages: the forms people type (082 123 4567,
 * 27821234567, +27 82 123 4567, 0027..., +27 082...) to E.164 (+27821234567). Only mobile ranges
 * (06x, 07x, 081-084) can receive an SMS: landlines (01x-05x), toll-free (080), share-call (086)
 * and VoIP (087) numbers are refused rather than paid for and never delivered.
 */

const SEPARATORS = /[\s\-().]/g;
const NATIONAL = /^(?:\+27|0027|27)?0?([6-8]\d{8})$/;
const MOBILE = /^(?:[67]\d|8[1-4])/;

/** The number as the SMS provider takes it ("+27821234567"), or null when it cannot receive an SMS. */
export function saCellphone(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, "");
  const national = NATIONAL.exec(compact)?.[1];
  // A leading 0 is required unless a country code is given: "821234567" alone is ambiguous.
  if (!national || !/^(?:\+27|0027|27|0)/.test(compact)) return null;
  return MOBILE.test(national) ? `+27${national}` : null;
}

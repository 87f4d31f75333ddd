/** Names and values of the public writes' allowances, without I/O (the e2e config reads them too). */
/**
 * Per-client and per-email allowances on public writes (docs/security.md), and per admin account
 * where an admin reads something sensitive ("-admin": bank details). These are the production values,
 * which `npm start` runs; `RATE_LIMITS` (JSON, e.g. {"booking-ip":{"max":500}}) changes them for a
 * stack, and tests change them in-process with setRateLimitsForTests.
 *
 * Per-IP numbers are generous because South African mobile networks put many subscribers behind one
 * carrier-grade NAT address; the WAF's coarser rules sit in front of these.
 */
const HOUR = 60 * 60 * 1000;
export const DEFAULT_RATE_LIMITS = {
  "booking-ip": { max: 20, windowMs: HOUR },
  "booking-email": { max: 5, windowMs: HOUR },
  // Moving a booking (POST /api/booking/reschedule): per address, and per manage link (a patient
  // tries a few times at most; a stolen link cannot shuffle a booking around all day).
  "reschedule-ip": { max: 20, windowMs: HOUR },
  "reschedule-link": { max: 10, windowMs: HOUR },
  "registration-ip": { max: 10, windowMs: HOUR },
  "registration-email": { max: 3, windowMs: 24 * HOUR },
  "photo-upload-ip": { max: 20, windowMs: HOUR },
  "forgot-password-ip": { max: 10, windowMs: HOUR },
  "login-ip": { max: 30, windowMs: 15 * 60 * 1000 },
  // The manage link's own writes (reminders off/on, "I'm coming"): per address, and per link.
  "booking-manage-ip": { max: 60, windowMs: HOUR },
  "booking-manage-link": { max: 20, windowMs: HOUR },
  // Public writes of the next release (reviews, contact, affiliate sign-up) use these.
  "review-ip": { max: 5, windowMs: HOUR },
  // A review that gives an email (optional on the form): a patient reviews a few practitioners at most.
  "review-email": { max: 5, windowMs: 24 * HOUR },
  "contact-ip": { max: 5, windowMs: HOUR },
  "contact-email": { max: 3, windowMs: HOUR },
  "affiliate-ip": { max: 5, windowMs: HOUR },
  "affiliate-email": { max: 3, windowMs: 24 * HOUR },
  // Bank changes count apart from sign-ups: a stranger's sign-ups with an affiliate's address
  // must not use up the affiliate's own changes (and the reverse).
  "affiliate-bank-email": { max: 3, windowMs: 24 * HOUR },
  // Joining a waitlist (issue 26): per address, and per email (5 entries at most anyway); leaving by link.
  "waitlist-ip": { max: 20, windowMs: HOUR },
  "waitlist-email": { max: 5, windowMs: HOUR },
  "waitlist-leave-ip": { max: 30, windowMs: HOUR },
  // Opening and using emailed affiliate links (a token cannot be guessed; this caps the trying).
  "affiliate-confirm-ip": { max: 30, windowMs: HOUR },
  // One practitioner's calendar feed (GET /api/calendar/{token}), counted only once its token is
  // verified: calendar apps refetch every 5 minutes at most, a few devices each.
  "calendar-feed": { max: 120, windowMs: HOUR },
  // "My bookings" sign-in links (issue 28): asking for one per address and per email (the same
  // count for known and unknown emails), and using one per address (a token cannot be guessed).
  "my-link-ip": { max: 10, windowMs: HOUR },
  "my-link-email": { max: 3, windowMs: HOUR },
  "my-session-ip": { max: 30, windowMs: HOUR },
  // Not a public write: one admin account's looks at affiliates' bank details (a stolen session
  // cannot read them all at once).
  "bank-detail-admin": { max: 30, windowMs: HOUR },
  // One admin account's monthly payout files (each shows many affiliates' details at once): a run
  // and a few retries an hour, counted apart from single looks, which keep their own limit.
  "payout-file-admin": { max: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;

export const TOO_MANY = "Too many requests from your network. Please wait a little and try again.";
export const TOO_MANY_FOR_ACCOUNT =
  "Too many requests from your account. Please wait a little and try again.";
export const TOO_MANY_FOR_FEED =
  "This calendar was fetched too often. Your calendar app will try again later.";
export const TOO_MANY_FOR_EMAIL =
  "Too many requests for this email address. Please wait a little and try again.";

let overrides: Partial<Record<RateLimitName, Partial<RateLimit>>> | undefined;
let fromEnv: Partial<Record<RateLimitName, Partial<RateLimit>>> | undefined;

function envOverrides(): Partial<Record<RateLimitName, Partial<RateLimit>>> {
  if (fromEnv) return fromEnv;
  const raw = process.env.RATE_LIMITS;
  try {
    fromEnv = raw ? ((JSON.parse(raw) as typeof fromEnv) ?? {}) : {};
  } catch {
    throw new Error('RATE_LIMITS must be JSON, e.g. {"booking-ip":{"max":500}}');
  }
  return fromEnv ?? {};
}

export function rateLimit(name: RateLimitName): RateLimit {
  return { ...DEFAULT_RATE_LIMITS[name], ...envOverrides()[name], ...overrides?.[name] };
}

/** Tests only: replace some limits (undefined restores the configured ones). */
export function setRateLimitsForTests(
  next: Partial<Record<RateLimitName, Partial<RateLimit>>> | undefined,
): void {
  overrides = next;
  fromEnv = undefined;
}

/** RATE_LIMITS for a test stack whose every request comes from 127.0.0.1: all limits out of reach. */
export function unlimitedForTests(): string {
  return JSON.stringify(
    Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 1_000_000 }])),
  );
}

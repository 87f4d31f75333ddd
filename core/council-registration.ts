/**
 * A practitioner's statutory council registration and whether it earns the "registered, checked"
 * badge (issue 27 item 7). Smallest version, written by the filters work so `verified=1` has one
 * rule to read; the registration work owns the rest (councils, number formats, the admin check).
 */

export interface CouncilRegistration {
  council: string;
  number: string;
  /** UTC ISO instant an admin checked it on the council's public register. */
  checked_at?: string;
  checked_by?: string;
  register_category?: string;
  /** The practitioner changed the number after the check. */
  voided?: boolean;
}

/** 1 April 00:00 SAST (UTC+2), when councils suspend practitioners who have not paid, as UTC ms. */
function firstApril(year: number): number {
  return Date.UTC(year, 3, 1) - 2 * 60 * 60 * 1000;
}

/** The year of the first 1 April (SAST) after `ms`: a check at `ms` holds until then. */
export function badgeSeason(ms: number): number {
  const year = new Date(ms + 2 * 60 * 60 * 1000).getUTCFullYear();
  return ms < firstApril(year) ? year : year + 1;
}

/** The season a check must belong to, for the check to count at `checkedAtMs`; null without a live check. */
export function checkedSeason(registration: CouncilRegistration | null | undefined): number | null {
  if (!registration?.checked_at || registration.voided) return null;
  const checkedMs = Date.parse(registration.checked_at);
  return Number.isFinite(checkedMs) ? badgeSeason(checkedMs) : null;
}

/**
 * The badge at `nowMs`: null when unchecked, voided, or checked before the last 1 April that has
 * passed (the season of the check is over).
 */
export function registrationBadge(
  registration: CouncilRegistration | null | undefined,
  nowMs: number,
): { council: string; checkedAt: string } | null {
  const season = checkedSeason(registration);
  if (season === null || season !== badgeSeason(nowMs) || !registration?.checked_at) return null;
  return { council: registration.council, checkedAt: registration.checked_at };
}

/**
 * The council registration badge (issue 27): when an admin's check still counts (the 1 April rule)
 * and its words. Kept apart from core/council-registration.ts (which re-exports it) so the search
 * and profile bundles carry only this.
 */
import type { CouncilRegistration } from "./council-registration";
import { SAST_OFFSET_MS } from "./sast-time";

/** Epoch ms of the most recent 1 April 00:00 SAST at or before `ms`. */
export function lastAprilFirst(ms: number): number {
  const year = new Date(ms + SAST_OFFSET_MS).getUTCFullYear();
  const thisYear = Date.UTC(year, 3, 1) - SAST_OFFSET_MS;
  return ms >= thisYear ? thisYear : Date.UTC(year - 1, 3, 1) - SAST_OFFSET_MS;
}

/**
 * When a check made at `checkedAt` stops counting: the next 1 April (SAST), when councils suspend
 * those who have not paid their annual fee.
 */
export function checkLapsesAt(checkedAt: string): string {
  const lapse = new Date(lastAprilFirst(Date.parse(checkedAt)));
  lapse.setUTCFullYear(lapse.getUTCFullYear() + 1);
  return lapse.toISOString();
}

/**
 * The season an instant belongs to: the year of the 1 April (SAST) after it. A check counts while
 * the season is the check's own; the search index keys `verified` on it (core/search-filters.ts).
 */
export function badgeSeason(ms: number): number {
  return new Date(lastAprilFirst(ms) + SAST_OFFSET_MS).getUTCFullYear() + 1;
}

/** The season of a live check, or null (unchecked, voided, an unreadable date). */
export function checkedSeason(
  registration: Pick<CouncilRegistration, "checked_at" | "voided"> | null | undefined,
): number | null {
  if (!registration?.checked_at || registration.voided) return null;
  const checkedMs = Date.parse(registration.checked_at);
  return Number.isFinite(checkedMs) ? badgeSeason(checkedMs) : null;
}

/**
 * The badge a profile and a search result show, or null: unchecked, voided, or checked before the
 * last 1 April that has passed.
 */
export function registrationBadge(
  registration: Pick<CouncilRegistration, "council" | "checked_at" | "voided"> | null | undefined,
  nowMs: number,
): { council: string; checkedAt: string } | null {
  if (!registration?.checked_at || registration.voided) return null;
  if (Date.parse(registration.checked_at) < lastAprilFirst(nowMs)) return null;
  return { council: registration.council, checkedAt: registration.checked_at };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "25 Nov 2026": the SAST date of an instant. */
export function checkDate(iso: string): string {
  const date = new Date(Date.parse(iso) + SAST_OFFSET_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "HPCSA registered, checked 25 Nov 2026". */
export function badgeText(badge: { council: string; checkedAt: string }): string {
  return `${badge.council} registered, checked ${checkDate(badge.checkedAt)}`;
}

/** The badge's words from an answer's `council_registration` (current checks only), or "". */
export function councilBadgeText(
  registration: { council: string; checked_at: string } | null | undefined,
): string {
  return registration ? badgeText({ council: registration.council, checkedAt: registration.checked_at }) : "";
}

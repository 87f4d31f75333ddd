import type { BookingStatus } from "./slots";

/**
 * A booking's status as answers show it (docs/decisions.md "Booking lifecycle"). The stored status
 * changes only by someone's action; time moves a booking on by itself:
 * - pending whose start time came without the practitioner's answer -> "expired" (it never held a
 *   real appointment, and nobody can confirm it any more);
 * - confirmed whose end time has passed -> "completed".
 * Declined and cancelled stay as they are. Computed on read, so no job has to sweep the table.
 */
export function currentStatus(
  status: BookingStatus,
  startMs: number,
  endMs: number,
  nowMs: number,
): BookingStatus {
  if (status === "pending" && startMs <= nowMs) return "expired";
  if (status === "confirmed" && endMs <= nowMs) return "completed";
  return status;
}

/**
 * Out-of-office over booked time (issue 25 item 6): the bookings a period covers, as the 409 of
 * POST /api/out-of-office/store and /update/{id} lists them, and the words the handler and the
 * dashboard use about them. One module for both, so the answer and the form say the same thing.
 */
import { shortDate, shortWeekday } from "./sast-time";

/** One booking a period covers: `date` is "YYYY-MM-DD HH:mm" (SAST), as the API writes booking dates. */
export interface Clash {
  id: string;
  date: string;
  first_name: string;
}

/**
 * The most bookings one save may cancel. Each is its own small transaction (status, lock cells,
 * mail, reminders), run one after another: 50 stay well inside the API's 29 s; a longer list is
 * refused as a whole (TOO_MANY_CLASHES) before anything is cancelled.
 */
export const OOO_MAX_CANCEL_CLASHING = 50;

function appointments(count: number): string {
  return count === 1 ? "1 appointment" : `${count} appointments`;
}

/** The dashboard's toast once the period is saved and its bookings cancelled. */
export function clashesCancelledMessage(count: number): string {
  return `Out-of-office period saved. ${appointments(count)} cancelled, and the ${count === 1 ? "patient is" : "patients are"} emailed.`;
}

/** The 409's `error`: no names (the answer's `error` is logged), and what to do next. */
export function clashMessage(count: number): string {
  return `${appointments(count)} ${count === 1 ? "falls" : "fall"} in this period. Cancel ${count === 1 ? "it" : "them"} and email the ${count === 1 ? "patient" : "patients"}, or change the dates.`;
}

/** The 409 when cancelling that many at once is refused. */
export function tooManyClashesMessage(count: number): string {
  return `${appointments(count)} fall in this period. We can cancel at most ${OOO_MAX_CANCEL_CLASHING} at once: please choose a shorter period, or cancel some of them in your bookings first.`;
}

/** "Mon 7 Dec 09:00 Thandi" */
export function clashLabel(clash: Clash): string {
  const [day = "", time = ""] = clash.date.split(" ");
  return `${shortWeekday(day)} ${shortDate(day)} ${time} ${clash.first_name}`;
}

/** "3 appointments fall in this period: Mon 7 Dec 09:00 Thandi, Tue 8 Dec 10:00 Sipho, ..." */
export function clashSummary(clashes: readonly Clash[]): string {
  const count = clashes.length;
  return `${appointments(count)} ${count === 1 ? "falls" : "fall"} in this period: ${clashes.map(clashLabel).join(", ")}.`;
}

/** The 503 when a cancellation failed part-way: what happened, and that trying again finishes it. */
export const CLASHES_UNFINISHED =
  "Not every appointment in this period could be cancelled, so the period is not saved yet. Please try again: appointments already cancelled stay cancelled, and no patient is emailed twice.";

/** The 503 when the period was saved but a booking made at that same moment could not be cancelled. */
export const LATE_CLASH_UNFINISHED =
  "Your out-of-office period is saved, but an appointment booked at that same moment could not be cancelled. Please cancel it in your bookings.";

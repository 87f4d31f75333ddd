/**
 * What the confirmation after a booking shows (widgets/booking/BookingConfirmation.tsx, on our
 * /page/booking-confirmed and in the partner widget's form frame): the booking as the submit answer
 * gives it, by when the practitioner must confirm, where the mail went, and the calendar event.
 * Pure, so the wording and the event are tested once. Never the reason for the appointment: the
 * submit answer does not carry it.
 */
import { appointmentCalendar, calendarUid, utcStamp } from "./ics";
import { longDate, MINUTE_MS, parseDateTime, sastToMs } from "./sast-time";
import type { BookingSubmitResponse, BookingSummary } from "./schemas/booking";
import { siteConfig } from "./site-config";

export interface Confirmation {
  booking: BookingSummary;
  /** "YYYY-MM-DD HH:mm" SAST: the request lapses unless confirmed by then (functions/reminders/plan.ts). */
  confirmBy: string;
  /** Where the booking mail went: shown, so a mistyped address can be noticed. */
  email: string;
}

export function confirmationOf(answer: BookingSubmitResponse, email: string): Confirmation {
  return { booking: answer.booking, confirmBy: answer.confirm_by, email };
}

/** "Saturday 28 November 2026 at 14:05"; the raw value when it is not "YYYY-MM-DD HH:mm". */
export function dayAtTime(dateTime: string): string {
  const parts = parseDateTime(dateTime);
  return parts ? `${longDate(parts.date)} at ${parts.time}` : dateTime;
}

/** Where the appointment is: the practice's address, or the video call's link in the mail. */
export function whereText(booking: Pick<BookingSummary, "type" | "practitioner">): string {
  if (booking.type === 1) return "Video call. The link to join is in the email we sent you.";
  return booking.practitioner.address || "In person (the practice will send the address)";
}

/** The request's state in plain words, with the deadline the expiry is scheduled at. */
export function requestText(confirmation: Confirmation): string {
  const name = confirmation.booking.practitioner.name;
  return (
    `This is a request until ${name} confirms it. If it is not confirmed by ` +
    `${dayAtTime(confirmation.confirmBy)}, the request lapses, the time is freed and we email you.`
  );
}

function span(booking: BookingSummary): { startMs: number; endMs: number } | null {
  const parts = parseDateTime(booking.date);
  if (!parts) return null;
  const startMs = sastToMs(parts.date, parts.time);
  return { startMs, endMs: startMs + booking.duration * MINUTE_MS };
}

/**
 * The .ics the "Add to calendar" link downloads: the same UID as the booking mails' attachment, at
 * sequence 0, so the confirmation or cancellation mail later updates this event instead of adding a
 * second one. Null when the booking's time cannot be read.
 */
export function confirmationCalendar(confirmation: Confirmation, nowMs: number): string | null {
  const { booking } = confirmation;
  const times = span(booking);
  if (!times) return null;
  const { name, profession } = booking.practitioner;
  return appointmentCalendar({
    uid: calendarUid(booking.id),
    ...times,
    summary: `Appointment with ${name}`,
    location: booking.type === 1 ? "Video call" : booking.practitioner.address,
    description: [
      "Requested: pending the practitioner's confirmation.",
      `${name}, ${profession}`,
      `Where: ${whereText(booking)}`,
      `To change or cancel it, use the link in the email we sent to ${confirmation.email}.`,
    ].join("\n"),
    status: "TENTATIVE",
    method: "PUBLISH",
    sequence: 0,
    organizer: { name: siteConfig.brandName, email: siteConfig.contactEmail },
    nowMs,
  });
}

/** A Google Calendar "add event" link (for phones that do not open .ics files); null as above. */
export function googleCalendarUrl(confirmation: Confirmation): string | null {
  const { booking } = confirmation;
  const times = span(booking);
  if (!times) return null;
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", `Appointment with ${booking.practitioner.name}`);
  url.searchParams.set("dates", `${utcStamp(times.startMs)}/${utcStamp(times.endMs)}`);
  url.searchParams.set(
    "details",
    `Requested on ${siteConfig.brandName}: pending the practitioner's confirmation.`,
  );
  url.searchParams.set("location", booking.type === 1 ? "Video call" : booking.practitioner.address);
  return url.href;
}

import { describe, expect, it } from "vitest";
import { calendarTextOf } from "../functions/test/calendar-file";
import {
  type Confirmation,
  confirmationCalendar,
  dayAtTime,
  googleCalendarUrl,
  requestText,
  whereText,
} from "./booking-confirmation";
import { calendarUid } from "./ics";
import type { BookingSummary } from "./schemas/booking";

const booking: BookingSummary = {
  id: "bk_01",
  date: "2026-11-23 09:00",
  status: "pending",
  duration: 30,
  type: 0,
  booking_with: "Cash/Card",
  first_name: "Naledi",
  practitioner: {
    id: "1",
    name: 'Dr Nomvula Ndlovu, "Ndlovu; Associates"',
    profession: "Psychologist",
    address: "12 Main Road, Sea Point, Cape Town",
  },
  cancellable: true,
};
const confirmation: Confirmation = { booking, confirmBy: "2026-11-23 07:00", email: "naledi@example.com" };
const MADE = Date.UTC(2026, 10, 22, 6, 0, 0);

describe("the confirmation's words", () => {
  it("says it is a request, by when it must be confirmed, and what happens otherwise", () => {
    expect(requestText(confirmation)).toBe(
      'This is a request until Dr Nomvula Ndlovu, "Ndlovu; Associates" confirms it. If it is not confirmed by Monday 23 November 2026 at 07:00, the request lapses, the time is freed and we email you.',
    );
    expect(dayAtTime("not a time")).toBe("not a time");
  });

  it("gives the address in person, and says where the video link is for a video call", () => {
    expect(whereText(booking)).toBe("12 Main Road, Sea Point, Cape Town");
    expect(whereText({ ...booking, practitioner: { ...booking.practitioner, address: "" } })).toMatch(
      /^In person/,
    );
    expect(whereText({ ...booking, type: 1 })).toBe(
      "Video call. The link to join is in the email we sent you.",
    );
  });
});

describe("Add to calendar", () => {
  it("is a tentative event ical.js reads, with the booking mails' UID so their updates apply to it", () => {
    const ics = confirmationCalendar(confirmation, MADE);
    expect(ics).not.toBeNull();
    expect(calendarTextOf(ics ?? "")).toEqual({
      method: "PUBLISH",
      uid: calendarUid("bk_01"),
      status: "TENTATIVE",
      sequence: 0,
      stampMs: MADE,
      // 09:00-09:30 SAST is 07:00-07:30 UTC.
      startMs: Date.UTC(2026, 10, 23, 7, 0, 0),
      endMs: Date.UTC(2026, 10, 23, 7, 30, 0),
    });
  });

  it("names where the change-or-cancel link is, never a link or a reason", () => {
    const ics = (confirmationCalendar(confirmation, MADE) ?? "").replace(/\r\n /g, "");
    expect(ics).toContain("naledi@example.com");
    expect(ics).not.toMatch(/token|manage/i);
  });

  it("is not offered when the booking's time cannot be read", () => {
    const odd = { ...confirmation, booking: { ...booking, date: "soon" } };
    expect(confirmationCalendar(odd, MADE)).toBeNull();
    expect(googleCalendarUrl(odd)).toBeNull();
  });

  it("links to Google Calendar with the same times in UTC", () => {
    const url = new URL(googleCalendarUrl(confirmation) ?? "");
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261123T070000Z/20261123T073000Z");
    expect(url.searchParams.get("location")).toBe("12 Main Road, Sea Point, Cape Town");
    expect(
      new URL(
        googleCalendarUrl({ ...confirmation, booking: { ...booking, type: 1 } }) ?? "",
      ).searchParams.get("location"),
    ).toBe("Video call");
  });
});

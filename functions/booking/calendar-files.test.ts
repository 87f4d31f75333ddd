import { describe, expect, it } from "vitest";
import { calendarOf } from "../test/calendar-file";
import { bookingMailFacts } from "../test/mail-facts";
import {
  type BookingMailFacts,
  calendarUid,
  patientCancelled,
  patientConfirmed,
  patientDeclined,
  patientRequestReceived,
  patientWithdrawn,
} from "./mails";

/** Every mail that carries a calendar file, with what its event must say. */
const calendarMails = [
  { render: patientRequestReceived, method: "PUBLISH", status: "TENTATIVE", sequence: 0 },
  { render: patientConfirmed, method: "PUBLISH", status: "CONFIRMED", sequence: 1 },
  { render: patientDeclined, method: "CANCEL", status: "CANCELLED", sequence: 1 },
  { render: patientWithdrawn, method: "CANCEL", status: "CANCELLED", sequence: 1 },
  { render: patientCancelled, method: "CANCEL", status: "CANCELLED", sequence: 1 },
];

const REQUESTED = Date.UTC(2026, 10, 20, 8, 0, 0);

/** A practitioner's name that a calendar file must escape (comma, quotes, semicolon). */
function facts(nowMs: number): BookingMailFacts {
  const base = bookingMailFacts();
  return bookingMailFacts({
    patient: { firstName: "Thabo", lastName: "Mokoena", email: "thabo@example.com" },
    practitioner: { ...base.practitioner, name: 'Dr Nomvula Ndlovu, "Ndlovu; Associates"' },
    bookingWith: "Cash/Card",
    dashboardUrl: "https://vulahealth.co.za/dashboard",
    nowMs,
  });
}

describe("every calendar file the booking mails write, read by ical.js", () => {
  it.each(calendarMails)(
    "$status / $method (sequence $sequence) parses, for the booking's slot",
    (expected) => {
      const parsed = calendarOf(expected.render(facts(REQUESTED)));
      expect(parsed).toEqual({
        method: expected.method,
        uid: calendarUid("bk_01"),
        status: expected.status,
        sequence: expected.sequence,
        stampMs: REQUESTED,
        // 09:00-10:00 SAST is 07:00-08:00 UTC.
        startMs: Date.UTC(2026, 10, 23, 7, 0, 0),
        endMs: Date.UTC(2026, 10, 23, 8, 0, 0),
      });
    },
  );

  it("stamps each file with when its own message was made, not when the booking was requested", () => {
    // A day between the request and each later message: every DTSTAMP must be its message's time.
    calendarMails.forEach(({ render }, index) => {
      const madeAt = REQUESTED + index * 24 * 60 * 60 * 1000 + 1000;
      expect(calendarOf(render(facts(madeAt))).stampMs).toBe(madeAt);
    });
  });
});

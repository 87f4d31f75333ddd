import { describe, expect, it } from "vitest";
import { calendarFeed } from "../../core/ics";
import { feedEvent } from "../calendar-feed/feed-events";
import { calendarOf, feedOf } from "../test/calendar-file";
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

describe("the practitioner's calendar feed, read by ical.js", () => {
  it("parses with one event of each state, each with its status and the same times", () => {
    const nowMs = Date.parse("2026-11-22T06:00:00Z");
    const states = ["pending", "confirmed", "cancelled", "declined"] as const;
    const text = calendarFeed({
      name: "Vula Health appointments",
      refreshMinutes: 60,
      events: states.map((status, index) =>
        feedEvent(
          {
            id: `b-${index}`,
            date: "2026-11-23",
            time: "09:00",
            duration: 60,
            type: "in-person",
            status,
            firstName: 'Thabo, "TJ"',
            lastName: "Mokoena; Jr",
            updatedAt: "2026-11-21T08:00:00.000Z",
          },
          nowMs,
          "https://www.vulahealth.co.za/dashboard",
        ),
      ),
    });
    const feed = feedOf(text);
    expect(feed.events.map((event) => [event.status, event.summary])).toEqual([
      ["TENTATIVE", 'Requested: Thabo, "TJ" M. (in person)'],
      ["CONFIRMED", 'Thabo, "TJ" M. (in person)'],
      ["CANCELLED", 'Cancelled: Thabo, "TJ" M. (in person)'],
      ["CANCELLED", 'Declined: Thabo, "TJ" M. (in person)'],
    ]);
    for (const event of feed.events) {
      expect(event.startMs).toBe(Date.UTC(2026, 10, 23, 7, 0, 0));
      expect(event.endMs).toBe(Date.UTC(2026, 10, 23, 8, 0, 0));
    }
  });
});

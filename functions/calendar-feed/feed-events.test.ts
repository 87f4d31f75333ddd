import { describe, expect, it } from "vitest";
import type { BookingStatus } from "../../core/slots";
import { type FeedBooking, feedEvent, feedTitle } from "./feed-events";

const DASHBOARD = "https://www.vulahealth.co.za/dashboard";
const BEFORE = Date.parse("2026-11-22T06:00:00Z");
const AFTER = Date.parse("2026-11-24T06:00:00Z");

function booking(overrides: Partial<FeedBooking> = {}): FeedBooking {
  return {
    id: "b-1",
    date: "2026-11-23",
    time: "09:00",
    duration: 30,
    type: "in-person",
    status: "pending",
    firstName: "Thabo",
    lastName: "mokoena",
    updatedAt: "2026-11-20T08:00:00.000Z",
    ...overrides,
  };
}

describe("a booking's title in the practitioner's calendar", () => {
  it("names the patient by first name and last initial, and the kind of visit", () => {
    expect(feedTitle(booking(), "confirmed")).toBe("Thabo M. (in person)");
    expect(feedTitle(booking({ type: "virtual" }), "pending")).toBe("Requested: Thabo M. (virtual)");
    expect(feedTitle(booking({ lastName: "" }), "cancelled")).toBe("Cancelled: Thabo (in person)");
    expect(feedTitle(booking({ lastName: "Ñdlovu" }), "declined")).toBe("Declined: Thabo Ñ. (in person)");
  });

  it("shows no name for an erased booking", () => {
    const erased = booking({ erasedAt: "2026-11-21T00:00:00.000Z", firstName: "", lastName: "" });
    expect(feedTitle(erased, "confirmed")).toBe("Appointment (in person)");
    expect(feedTitle({ ...erased, firstName: "Thabo" }, "confirmed")).toBe("Appointment (in person)");
  });
});

describe("a booking's SEQUENCE", () => {
  /** Every path a booking can take; each step must raise the sequence a calendar compares. */
  const paths: [string, Partial<FeedBooking>[]][] = [
    [
      "confirmed, moved back to a request, confirmed, cancelled",
      [
        { status: "pending" },
        { status: "confirmed" },
        { status: "pending", moves: 1 },
        { status: "confirmed", moves: 1 },
        { status: "cancelled", moves: 1 },
      ],
    ],
    ["declined", [{ status: "pending" }, { status: "declined" }]],
    [
      "moved twice while confirmed",
      [{ status: "confirmed" }, { status: "confirmed", moves: 1 }, { status: "confirmed", moves: 2 }],
    ],
  ];
  it.each(paths)("rises at every step: %s", (_label, steps) => {
    const sequences = steps.map((step) => feedEvent(booking(step), BEFORE, DASHBOARD).sequence);
    sequences.slice(1).forEach((sequence, index) => {
      expect(sequence).toBeGreaterThan(sequences[index] ?? Number.POSITIVE_INFINITY);
    });
  });

  it("rises when a request expires unanswered, and the event changed at its start", () => {
    const open = feedEvent(booking(), BEFORE, DASHBOARD);
    const expired = feedEvent(booking(), AFTER, DASHBOARD);
    expect(expired.sequence).toBeGreaterThan(open.sequence);
    expect(expired.status).toBe("CANCELLED");
    expect(expired.lastModifiedMs).toBe(Date.parse("2026-11-23T07:00:00Z"));
  });

  it.each<[BookingStatus, string]>([
    ["pending", "TENTATIVE"],
    ["confirmed", "CONFIRMED"],
    ["cancelled", "CANCELLED"],
    ["declined", "CANCELLED"],
  ])("maps %s to STATUS:%s", (status, calendar) => {
    expect(feedEvent(booking({ status }), BEFORE, DASHBOARD).status).toBe(calendar);
  });
});

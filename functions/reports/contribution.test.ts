import { describe, expect, it } from "vitest";
import type { BookingItem } from "../data/items";
import { addFigures, contribution, type ReportFigures, reportMonthOf, zeroFigures } from "./contribution";

type Counted = Parameters<typeof contribution>[0];
const base: Counted = { status: "pending", duration: 30 };
const only = (figures: Partial<ReportFigures>): ReportFigures => ({
  ...zeroFigures(),
  requests: 1,
  ...figures,
});

describe("contribution: what one booking adds to its month", () => {
  it.each<[string, Counted, Partial<ReportFigures>]>([
    ["a pending request", base, { pending: 1 }],
    ["a declined one", { ...base, status: "declined" }, { declined: 1 }],
    ["an expired one", { ...base, status: "expired" }, { expired: 1 }],
    ["a cancellation in good time", { ...base, status: "cancelled" }, { cancelled: 1 }],
    [
      "a late cancellation",
      { ...base, status: "cancelled", lateCancel: true },
      { cancelled: 1, lateCancellations: 1 },
    ],
    [
      "a confirmed appointment, its minutes",
      { ...base, status: "confirmed", duration: 60 },
      { confirmed: 1, bookedMinutes: 60 },
    ],
    [
      "an attended one by a new patient",
      { ...base, status: "confirmed", attendance: "attended", newPatient: true },
      { confirmed: 1, bookedMinutes: 30, attended: 1, newPatients: 1 },
    ],
    [
      "a no-show by a returning patient",
      { ...base, status: "confirmed", attendance: "no_show", newPatient: false },
      { confirmed: 1, bookedMinutes: 30, noShows: 1, returningPatients: 1 },
    ],
    [
      "reminders sent before it was cancelled",
      { ...base, status: "cancelled", remindersSent: 2 },
      { cancelled: 1, remindersSent: 2 },
    ],
  ])("%s", (_label, booking, figures) => {
    expect(contribution(booking)).toEqual(only(figures));
  });

  it("never counts a cancelled booking as a no-show or attended, nor its patient as new or returning", () => {
    const figures = contribution({ ...base, status: "cancelled", attendance: "no_show", newPatient: true });
    expect(figures).toMatchObject({
      cancelled: 1,
      noShows: 0,
      attended: 0,
      newPatients: 0,
      bookedMinutes: 0,
    });
  });

  it("counts a booking from before the new-patient flag as neither new nor returning", () => {
    expect(contribution({ ...base, status: "confirmed" })).toMatchObject({
      newPatients: 0,
      returningPatients: 0,
    });
  });

  it("adds and takes away figure by figure", () => {
    const confirmed = contribution({ ...base, status: "confirmed" });
    const cancelled = contribution({ ...base, status: "cancelled", lateCancel: true });
    const delta = addFigures(addFigures(zeroFigures(), cancelled), confirmed, -1);
    expect(delta).toEqual({
      ...zeroFigures(),
      confirmed: -1,
      bookedMinutes: -30,
      cancelled: 1,
      lateCancellations: 1,
    });
  });

  it("counts in the SAST month the appointment falls in", () => {
    expect(reportMonthOf({ date: "2026-11-30" } as Pick<BookingItem, "date">)).toBe("2026-11");
  });
});

/**
 * The practitioner's cancel cut-off on the patient's manage link (issue 23): the manage answer and
 * POST /api/booking/cancel agree at the edges (one millisecond before the cut-off, and at it), for
 * each choice of hours and the default; inside it the 409 names the practice's phone number and
 * nothing changes; the practitioner and an admin are never bound. And the optional reason category.
 * The clock is injected (setClockForTests); DynamoDB Local is real.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CUTOFF_HOURS } from "../../core/cutoffs";
import { HOUR_MS } from "../../core/sast-time";
import { handler as dashboardHandler } from "../dashboard/handler";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { apiEvent, invoke } from "../test/api-event";
import { practitionerSession, sessionOf } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  partition,
  putSchemes,
  queuedMailsTo,
  TUESDAY,
  weekBookings,
} from "../test/booking-fixtures";
import { book, cancel, manage } from "../test/manage-fixtures";
import { cancelUpcomingBookings } from "./cancel-upcoming";

/** Tuesday 09:00 SAST: 49 hours after TEST_NOW, so every cut-off still lies ahead when booked. */
const START_MS = Date.parse(`${TUESDAY}T07:00:00Z`);
const at = (ms: number) => setClockForTests(() => ms);

async function bookTuesday(overrides: Parameters<typeof createPractitioner>[0] = {}) {
  const practitioner = await createPractitioner(overrides);
  return { practitioner, ...(await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 })) };
}

async function cancelMails(email: string) {
  return (await queuedMailsTo([email])).filter((mail) => mail.kind.startsWith("booking-cancelled"));
}

clockAtTestNowInEachTest();
beforeAll(putSchemes);

describe("the cancel cut-off on the manage link", () => {
  const cases = [
    ...CUTOFF_HOURS.filter((hours) => hours > 0).map((hours) => ({ label: `${hours} h`, hours, set: hours })),
    { label: "the default (never set: 24 h)", hours: 24, set: undefined },
  ];

  it.each(cases)("$label: open one millisecond before it, closed at it", async ({ hours, set }) => {
    const { practitioner, body, token } = await bookTuesday(
      set === undefined ? {} : { cancelCutoffHours: set },
    );
    const until = START_MS - hours * HOUR_MS;

    at(until);
    const closed = await manage(token);
    expect(closed.body.booking).toMatchObject({
      cancellable: false,
      cancel_until: new Date(until).toISOString(),
      practitioner: { phone: "0215550100" },
    });
    const refused = await cancel(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`(${hours} hours before your appointment)`);
    expect(refused.body.error).toContain("To cancel, please call the practice on 021 555 0100.");
    // Nothing half-written: still holding its time, no mail queued.
    expect(await weekBookings(practitioner.id)).toHaveLength(1);
    expect(await cancelMails(body.email)).toEqual([]);

    at(until - 1);
    expect((await manage(token)).body.booking.cancellable).toBe(true);
    const done = await cancel(token);
    expect(done.status).toBe(200);
    expect(done.body.booking.status).toBe("cancelled");
  });

  it("0 h: no cut-off, so cancelling stays open until the appointment starts", async () => {
    const { token } = await bookTuesday({ cancelCutoffHours: 0 });
    at(START_MS);
    expect((await cancel(token)).status).toBe(409);
    at(START_MS - 1);
    const open = await manage(token);
    expect(open.body.booking).toMatchObject({ cancellable: true, cancel_until: null });
    expect((await cancel(token)).status).toBe(200);
  });

  it("binds a confirmed booking as well, and says when it closed in SAST", async () => {
    const { practitioner, headers } = await practitionerSession();
    const { booking, token } = await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 });
    const ref = { id: booking.id, date: booking.date };
    const confirmed = await invoke(
      dashboardHandler,
      apiEvent("POST", "/api/dashboard/bookings/confirm", { headers, body: ref }),
    );
    expect(confirmed.status).toBe(200);
    at(START_MS - 24 * HOUR_MS);
    const refused = await cancel(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Online cancellation closed on Monday 23 November 2026 at 09:00 (24 hours before your appointment). " +
        "To cancel, please call the practice on 021 555 0100.",
    );
  });

  it("never binds the practitioner: they decline inside their own cut-off", async () => {
    const { practitioner, account } = await practitionerSession();
    const { booking } = await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 });
    at(START_MS - HOUR_MS);
    const declined = await invoke(
      dashboardHandler,
      apiEvent("POST", "/api/dashboard/bookings/decline", {
        // A session of this moment: one opened at TEST_NOW has long expired.
        headers: await sessionOf(account),
        body: { id: booking.id, date: booking.date },
      }),
    );
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe("declined");
  });

  it("never binds an admin: deactivating a listing cancels a booking inside the cut-off", async () => {
    const { practitioner, token } = await bookTuesday({ cancelCutoffHours: 48 });
    at(START_MS - HOUR_MS);
    expect((await cancel(token)).status).toBe(409);
    const count = await cancelUpcomingBookings(practitioner, "admin", START_MS - HOUR_MS, createLogger({}));
    expect(count).toBe(1);
    expect((await manage(token)).body.booking.status).toBe("cancelled");
  });
});

describe("the cancel reason category", () => {
  it("is stored on the booking, shown to the practitioner, and never mailed to the patient", async () => {
    const { practitioner, headers } = await practitionerSession();
    const { body, token } = await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 });
    const done = await cancel(token, undefined, { reason_category: "time_no_longer_suits" });
    expect(done.status).toBe(200);
    const [stored] = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "booking",
    );
    expect(stored).toMatchObject({ status: "cancelled", cancelReason: "time_no_longer_suits" });
    const mails = await queuedMailsTo([body.email, practitioner.email]);
    const toPractitioner = mails.find((mail) => mail.kind === "booking-cancelled-practitioner");
    expect(toPractitioner?.mail.text).toContain("Reason for cancelling: Time no longer suits");
    const toPatient = mails.find((mail) => mail.kind === "booking-cancelled-patient");
    expect(toPatient?.mail.text).not.toContain("Time no longer suits");
    const listed = await invoke(dashboardHandler, apiEvent("GET", "/api/dashboard/bookings", { headers }));
    expect(listed.body.data).toEqual([expect.objectContaining({ cancel_reason: "time_no_longer_suits" })]);
  });

  it.each([
    ["another category", "bored"],
    ["free text", "I feel much better after my session with another doctor"],
    ["a number", 2],
  ])("refuses %s with a 400 naming the accepted values, and changes nothing", async (_label, value) => {
    const { practitioner, body, token } = await bookTuesday();
    const refused = await cancel(token, undefined, { reason_category: value });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.reason_category).toBe(
      "must be one of: feeling_better, time_no_longer_suits, cost, other",
    );
    expect(await weekBookings(practitioner.id)).toHaveLength(1);
    expect(await cancelMails(body.email)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  CLASHES_UNFINISHED,
  clashMessage,
  OOO_MAX_CANCEL_CLASHING,
  tooManyClashesMessage,
} from "../../core/out-of-office-clashes";
import { addDays } from "../../core/sast-time";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import {
  clockAt,
  confirmedBooking,
  dashboardPost,
  practitionerHeaders,
  submitBooking,
} from "../test/attendance-fixtures";
import { adminSession, bearer, practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  MONDAY,
  partition,
  put,
  queuedMailsTo,
  TUESDAY,
} from "../test/booking-fixtures";
import { changesBookingStatus, failNth } from "../test/injected-fault";
import { period, periodsOf, store, update } from "../test/out-of-office-fixtures";
import { NOT_YOURS, PERIOD_NOT_FOUND } from "./periods";

// The clock is pinned to Sunday 22 November 2026, 08:00 SAST (TEST_NOW). The fixture practitioner
// offers Monday 09:00, 09:30, 10:00 and 10:30 (30 minutes) and Tuesday 09:00 and 10:00 (60 minutes).
clockAtTestNowInEachTest();

/** All of Monday morning. */
const mondayMorning = period({ day: MONDAY, second_day: MONDAY, time: "08:00", to_time: "12:00" });

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

async function statusOf(practitionerId: string, bookingId: string) {
  const booking = (await bookingsOf(practitionerId)).find((item) => item.id === bookingId);
  return { status: booking?.status, cancelledBy: booking?.cancelledBy };
}

/** Monday 09:00 pending (Lerato) and 10:00 confirmed (Sipho); a declined 09:30 and Tuesday's 09:00 do not clash. */
async function bookedMonday() {
  const session = await practitionerSession();
  const { practitioner } = session;
  const pending = await submitBooking(practitioner, { date: `${MONDAY} 09:00`, first_name: "Lerato" });
  const confirmed = await confirmedBooking(practitioner, { date: `${MONDAY} 10:00`, first_name: "Sipho" });
  const declined = await submitBooking(practitioner, { date: `${MONDAY} 09:30`, first_name: "Ayanda" });
  expect((await dashboardPost(practitioner.id, "decline", declined.booking)).status).toBe(200);
  const tuesday = await submitBooking(practitioner, {
    date: `${TUESDAY} 09:00`,
    duration: 60,
    first_name: "Naledi",
  });
  return { ...session, pending, confirmed, tuesday };
}

const cancellationMailsTo = async (email: string) =>
  (await queuedMailsTo([email])).filter((mail) => mail.kind === "booking-cancelled-patient");

describe("a period over booked time", () => {
  it("is refused with 409 listing the bookings it covers (exact shape); nothing is saved or cancelled", async () => {
    const { practitioner, headers, pending, confirmed, tuesday } = await bookedMonday();
    const refused = await store(headers, mondayMorning);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: clashMessage(2),
      clashes: [
        { id: pending.booking.id, date: `${MONDAY} 09:00`, first_name: "Lerato" },
        { id: confirmed.booking.id, date: `${MONDAY} 10:00`, first_name: "Sipho" },
      ],
    });
    // The reason for the appointment never leaves the booking.
    expect(JSON.stringify(refused.body)).not.toContain("Trouble sleeping");
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await statusOf(practitioner.id, pending.booking.id)).status).toBe("pending");
    expect((await statusOf(practitioner.id, confirmed.booking.id)).status).toBe("confirmed");
    expect((await statusOf(practitioner.id, tuesday.booking.id)).status).toBe("pending");
    expect(await cancellationMailsTo(pending.body.email)).toEqual([]);
    // cancel_clashing: false is the same as leaving it out.
    expect((await store(headers, { ...mondayMorning, cancel_clashing: false })).status).toBe(409);
  });

  it("with cancel_clashing: saves the period, cancels those bookings (by the practitioner) and emails their patients", async () => {
    const { practitioner, headers, pending, confirmed, tuesday } = await bookedMonday();
    const saved = await store(headers, { ...mondayMorning, cancel_clashing: true });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      success: true,
      data: { id: expect.any(String), ...mondayMorning },
      cancelled_bookings: 2,
    });
    expect(await periodsOf(practitioner.id)).toHaveLength(1);
    for (const placed of [pending, confirmed]) {
      expect(await statusOf(practitioner.id, placed.booking.id)).toEqual({
        status: "cancelled",
        cancelledBy: "practitioner",
      });
      const [mail, ...more] = await cancellationMailsTo(placed.body.email);
      expect(more).toEqual([]);
      expect(mail?.mail.subject).toMatch(/^Booking cancelled: /);
      expect(mail?.mail.text).toContain(`Hi ${placed.body.first_name},`);
      expect(`${mail?.mail.text}${mail?.mail.html}`).not.toContain("Trouble sleeping");
    }
    // Tuesday's booking is outside the period: untouched, its patient not mailed.
    expect((await statusOf(practitioner.id, tuesday.booking.id)).status).toBe("pending");
    expect(await cancellationMailsTo(tuesday.body.email)).toEqual([]);
  });

  it("an admin for a practitioner (auth_id) gets the same 409, and cancels as the admin", async () => {
    const { practitioner, pending, confirmed } = await bookedMonday();
    const admin = await adminSession();
    const whose = { ...mondayMorning, auth_id: practitioner.id };
    const refused = await store(admin.headers, whose);
    expect(refused.status).toBe(409);
    expect(refused.body.clashes.map((clash: { id: string }) => clash.id)).toEqual([
      pending.booking.id,
      confirmed.booking.id,
    ]);
    const saved = await store(admin.headers, { ...whose, cancel_clashing: true });
    expect(saved.status).toBe(201);
    expect(saved.body.cancelled_bookings).toBe(2);
    expect(await statusOf(practitioner.id, pending.booking.id)).toEqual({
      status: "cancelled",
      cancelledBy: "admin",
    });
    expect(await cancellationMailsTo(confirmed.body.email)).toHaveLength(1);
  });

  it("on update: 409 and the period unchanged; with cancel_clashing the period moves and the booking is cancelled", async () => {
    const { practitioner, headers } = await practitionerSession();
    const placed = await submitBooking(practitioner, { date: `${MONDAY} 10:30`, first_name: "Thandeka" });
    const tuesdayAfternoon = period({ day: TUESDAY, second_day: TUESDAY, time: "12:00", to_time: "17:00" });
    const created = await store(headers, tuesdayAfternoon);
    expect(created.status).toBe(201);
    const before = await periodsOf(practitioner.id);

    const refused = await update(headers, created.body.data.id, mondayMorning);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: clashMessage(1),
      clashes: [{ id: placed.booking.id, date: `${MONDAY} 10:30`, first_name: "Thandeka" }],
    });
    expect(await periodsOf(practitioner.id)).toEqual(before);
    expect((await statusOf(practitioner.id, placed.booking.id)).status).toBe("pending");

    const moved = await update(headers, created.body.data.id, { ...mondayMorning, cancel_clashing: true });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      success: true,
      data: { id: created.body.data.id, ...mondayMorning },
      cancelled_bookings: 1,
    });
    expect((await statusOf(practitioner.id, placed.booking.id)).status).toBe("cancelled");
    expect(await cancellationMailsTo(placed.body.email)).toHaveLength(1);
  });

  it("a deleted period's update is 404 before anything is cancelled", async () => {
    const { practitioner, headers } = await practitionerSession();
    const placed = await submitBooking(practitioner, { date: `${MONDAY} 09:00` });
    const gone = await update(headers, "no-such-period", { ...mondayMorning, cancel_clashing: true });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: PERIOD_NOT_FOUND });
    expect((await statusOf(practitioner.id, placed.booking.id)).status).toBe("pending");
  });

  it("a booking that lands between the 409 and the retry: 409 again naming it; cancel_clashing cancels what clashes then", async () => {
    const { practitioner, headers } = await practitionerSession();
    const first = await submitBooking(practitioner, { date: `${MONDAY} 09:00` });
    expect((await store(headers, mondayMorning)).body.clashes).toHaveLength(1);
    const second = await submitBooking(practitioner, { date: `${MONDAY} 10:00` });
    const again = await store(headers, mondayMorning);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(clashMessage(2));
    expect(again.body.clashes.map((clash: { id: string }) => clash.id)).toEqual([
      first.booking.id,
      second.booking.id,
    ]);
    const saved = await store(headers, { ...mondayMorning, cancel_clashing: true });
    expect(saved.body.cancelled_bookings).toBe(2);
    expect((await statusOf(practitioner.id, second.booking.id)).status).toBe("cancelled");
  });

  it("a cancellation failing part-way: 503, the period not saved; the retry finishes, mailing each patient once", async () => {
    const { practitioner, headers, pending, confirmed } = await bookedMonday();
    // The second booking's status change fails (an injected DynamoDB outage: the only mock here).
    const outage = failNth(changesBookingStatus, 2);
    const failed = await store(headers, { ...mondayMorning, cancel_clashing: true }).finally(() =>
      outage.mockRestore(),
    );
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: CLASHES_UNFINISHED });
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await statusOf(practitioner.id, pending.booking.id)).status).toBe("cancelled");
    expect((await statusOf(practitioner.id, confirmed.booking.id)).status).toBe("confirmed");

    const retried = await store(headers, { ...mondayMorning, cancel_clashing: true });
    expect(retried.status).toBe(201);
    expect(retried.body.cancelled_bookings).toBe(1);
    expect(await periodsOf(practitioner.id)).toHaveLength(1);
    expect((await statusOf(practitioner.id, confirmed.booking.id)).status).toBe("cancelled");
    for (const placed of [pending, confirmed])
      expect(await cancellationMailsTo(placed.body.email)).toHaveLength(1);
  });

  it(`refuses to cancel more than ${OOO_MAX_CANCEL_CLASHING} at once (409), cancelling none`, async () => {
    const { practitioner, headers } = await practitionerSession();
    // Written straight to the table (the calendar has not that many open times in a week): only the
    // fields the clash query reads matter, as nothing may be cancelled.
    const count = OOO_MAX_CANCEL_CLASHING + 1;
    const days = Array.from({ length: count }, (_, i) => addDays(MONDAY, i));
    await Promise.all(
      days.map((date, i) =>
        put({
          ...keys.booking(practitioner.id, `${date}T09:00`, `bulk-${i}`),
          entity: "booking",
          id: `bulk-${i}`,
          practitionerId: practitioner.id,
          firstName: "Bulk",
          date,
          time: "09:00",
          duration: 30,
          status: "confirmed",
        }),
      ),
    );
    const all = period({ day: MONDAY, second_day: days.at(-1), time: "00:00", to_time: "23:59" });
    const listed = await store(headers, all);
    expect(listed.status).toBe(409);
    expect(listed.body.clashes).toHaveLength(count);
    const refused = await store(headers, { ...all, cancel_clashing: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(tooManyClashesMessage(count));
    expect(refused.body.clashes).toHaveLength(count);
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await bookingsOf(practitioner.id)).every((booking) => booking.status === "confirmed")).toBe(true);
  });
});

describe("a period over no booked time", () => {
  it("saves as before (no cancelled_bookings); bookings that end at its start or have ended do not clash", async () => {
    const { practitioner, headers } = await practitionerSession();
    // Monday 09:00 to 09:30: the period from 09:30 starts as it ends.
    const adjoining = await submitBooking(practitioner, { date: `${MONDAY} 09:00` });
    const fromHalfPast = period({ day: MONDAY, second_day: MONDAY, time: "09:30", to_time: "09:55" });
    const saved = await store(headers, fromHalfPast);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ success: true, data: { id: expect.any(String), ...fromHalfPast } });
    // Asking to cancel when nothing clashes: saved, 0 cancelled.
    const other = period({ day: TUESDAY, second_day: TUESDAY, time: "12:00", to_time: "13:00" });
    const none = await store(headers, { ...other, cancel_clashing: true });
    expect(none.status).toBe(201);
    expect(none.body.cancelled_bookings).toBe(0);
    expect((await statusOf(practitioner.id, adjoining.booking.id)).status).toBe("pending");
  });

  it("an appointment that has ended does not clash with a period under way", async () => {
    const { practitioner } = await practitionerSession();
    const placed = await confirmedBooking(practitioner, { date: `${MONDAY} 09:00` });
    // Monday 09:45: the 09:00 appointment ended at 09:30.
    clockAt(Date.parse(`${MONDAY}T07:45:00Z`));
    const headers = await practitionerHeaders(practitioner.id);
    const saved = await store(headers, mondayMorning);
    expect(saved.status).toBe(201);
    expect((await statusOf(practitioner.id, placed.booking.id)).status).toBe("confirmed");
  });
});

describe("bad input and credentials", () => {
  it.each([["yes"], [1], [null]])("refuses cancel_clashing %j (400) and changes nothing", async (value) => {
    const { practitioner, headers, pending } = await bookedMonday();
    const answer = await store(headers, { ...mondayMorning, cancel_clashing: value });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Please check the form: cancel_clashing /);
    expect(answer.body.fields.cancel_clashing).toBeTruthy();
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await statusOf(practitioner.id, pending.booking.id)).status).toBe("pending");
  });

  it("without a token or with a wrong one: 401, nothing cancelled", async () => {
    const { practitioner, headers, pending } = await bookedMonday();
    const request = { ...mondayMorning, cancel_clashing: true };
    expect((await store({}, request)).status).toBe(401);
    const forged = `${headers.authorization?.slice(0, -4)}AAAA`;
    expect((await store({ authorization: forged }, request)).status).toBe(401);
    expect((await store(bearer("not-a-token"), request)).status).toBe(401);
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await statusOf(practitioner.id, pending.booking.id)).status).toBe("pending");
  });

  it("another practitioner cannot see or cancel these bookings (403 for their auth_id, 404 for their period)", async () => {
    const { practitioner, headers, pending } = await bookedMonday();
    const own = await store(headers, period({ day: TUESDAY, second_day: TUESDAY, time: "15:00" }));
    const intruder = await practitionerSession();
    const named = await store(intruder.headers, {
      ...mondayMorning,
      auth_id: practitioner.id,
      cancel_clashing: true,
    });
    expect(named.status).toBe(403);
    expect(named.body).toEqual({ error: NOT_YOURS });
    const theirs = await update(intruder.headers, own.body.data.id, {
      ...mondayMorning,
      cancel_clashing: true,
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain("Lerato");
    expect((await statusOf(practitioner.id, pending.booking.id)).status).toBe("pending");
    expect(await periodsOf(intruder.practitioner.id)).toEqual([]);
  });
});

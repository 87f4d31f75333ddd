import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeeklyTemplate } from "../../core/slots";
import { handler as bookingHandler } from "../booking/handler";
import { placeBooking } from "../booking/place-booking";
import { changeStatus } from "../booking/status-change";
import { recordAttendance } from "../dashboard/attendance-mark";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { deliverByIds } from "../outbox/outbox";
import { handler as patients } from "../patients/handler";
import { scheduledItemId } from "../reminders/plan";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import {
  createPractitioner,
  csrfHeader,
  ipSequence,
  partition,
  putDateSlots,
  putOutOfOffice,
  putSchemes,
  uniqueEmail,
} from "../test/booking-fixtures";
import { book, cancel } from "../test/manage-fixtures";
import { REPORT_FIGURES } from "./contribution";
import { reportAnswer } from "./month-report";
import { recomputeMonth } from "./recompute";

/** Weekdays 08:00 to 15:00, 30-minute slots: 240 minutes a day. */
const HOURS = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"];
const WEEKDAYS: WeeklyTemplate = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [day, { times: HOURS, duration: 30 }]),
);
const sast = (at: string) => Date.parse(`${at}:00+02:00`);
const nextIp = ipSequence("10.124");
const admin = adminForThisFile();
let clock = sast("2026-11-22T08:00");

beforeAll(async () => {
  await putSchemes();
  setClockForTests(() => clock);
});
afterAll(() => setClockForTests(undefined));

async function bookings(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

async function bookingById(practitionerId: string, id: string): Promise<BookingItem> {
  const found = (await bookings(practitionerId)).find((booking) => booking.id === id);
  if (!found) throw new Error(`no booking ${id}`);
  return found;
}

async function counterItem(practitionerId: string, month: string) {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.find((item) => item.SK === keys.reportMonth(practitionerId, month).SK);
}

/** The counter item's figures, absent ones as 0 (as the report reads them). */
async function counted(practitionerId: string, month: string) {
  const item = (await counterItem(practitionerId, month)) ?? {};
  return Object.fromEntries(REPORT_FIGURES.map((figure) => [figure, Number(item[figure] ?? 0)]));
}

describe("the monthly report's counters", () => {
  let practitioner: PractitionerItem;
  let headers: Record<string, string>;
  let account: Awaited<ReturnType<typeof createAccount>>;

  const act = (action: "confirm" | "decline", booking: { id: string; date: string }) =>
    invoke(
      dashboardHandler,
      apiEvent("POST", `/api/dashboard/bookings/${action}`, {
        headers,
        body: { id: booking.id, date: booking.date },
      }),
    );
  const placeOnline = (date: string, email = uniqueEmail("report")) =>
    book(practitioner, { date, email }, nextIp());
  const reschedule = (token: string, date: string) =>
    invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/reschedule", {
        body: { token, date },
        headers: csrfHeader(),
        sourceIp: nextIp(),
      }),
    );

  beforeAll(async () => {
    practitioner = await createPractitioner({}, WEEKDAYS);
    account = await createAccount("practitioner", { practitionerId: practitioner.id });
    headers = bearer((await loginAs(account)).access_token);
  });

  it("equal the figures recomputed from the bookings after every kind of change", async () => {
    const returning = uniqueEmail("returning");
    // Sunday 22 November, 08:00 SAST.
    const seen = await placeOnline("2026-11-23 08:00", returning);
    const noShow = await placeOnline("2026-11-23 09:00");
    expect((await act("confirm", seen.booking)).status).toBe(200);
    expect((await act("confirm", noShow.booking)).status).toBe(200);
    // The same patient again, after a confirmed appointment: returning.
    const again = await placeOnline("2026-11-25 08:00", returning);
    expect((await act("confirm", again.booking)).status).toBe(200);
    const declined = await placeOnline("2026-11-24 08:00");
    expect((await act("decline", declined.booking)).status).toBe(200);
    const cancelledEarly = await placeOnline("2026-11-26 08:00");
    expect((await cancel(cancelledEarly.token, csrfHeader())).status).toBe(200);
    const cancelledLate = await placeOnline("2026-11-23 10:00");
    expect((await act("confirm", cancelledLate.booking)).status).toBe(200);
    const expired = await placeOnline("2026-11-27 08:00");
    const movedWithin = await placeOnline("2026-11-25 09:00");
    expect((await act("confirm", movedWithin.booking)).status).toBe(200);
    expect((await reschedule(movedWithin.token, "2026-11-25 10:00")).status).toBe(200);
    const movedAcross = await placeOnline("2026-11-26 09:00");
    expect((await act("confirm", movedAcross.booking)).status).toBe(200);
    expect((await reschedule(movedAcross.token, "2026-12-01 09:00")).status).toBe(200);
    const erasedAhead = await placeOnline("2026-11-27 10:00");
    const log = createLogger({ test: "report counters" });
    await placeBooking(
      {
        practitionerId: practitioner.id,
        email: uniqueEmail("phone"),
        firstName: "Sipho",
        lastName: "Mokoena",
        cellphone: "0825550199",
        reason: "Taken by phone",
        bookingWith: "Cash/Card",
        type: 0,
        date: "2026-11-27",
        time: "09:00",
        duration: 30,
        followUp: false,
      },
      { channel: { kind: "phone", adminId: "admin-1", outOfHours: false }, log },
    );

    // Noon: Monday 10:00 is inside the default 24-hour cut-off now.
    clock = sast("2026-11-22T12:00");
    await changeStatus(
      await bookingById(practitioner.id, cancelledLate.booking.id),
      practitioner,
      { to: "cancelled", by: "practitioner", mails: [] },
      clock,
    );
    await changeStatus(
      await bookingById(practitioner.id, expired.booking.id),
      practitioner,
      { to: "expired", by: "system", mails: [] },
      clock,
    );

    // The returning patient's Wednesday reminder, sent when due (Tuesday 08:00).
    const reminderId = scheduledItemId(again.booking.id, "remind-24h", "email");
    expect(await deliverByIds([reminderId], sast("2026-11-24T08:01"))).toMatchObject({ sent: 1 });

    // Monday noon: the first two appointments are over.
    clock = sast("2026-11-23T12:00");
    await recordAttendance(await bookingById(practitioner.id, seen.booking.id), "attended", clock);
    // Marked a no-show by mistake, corrected, then marked a no-show after all: counted once.
    for (const mark of ["no_show", "attended", "no_show"] as const)
      await recordAttendance(await bookingById(practitioner.id, noShow.booking.id), mark, clock);
    // Erasure: a past appointment keeps its figures; an ahead one is cancelled (not late: Friday).
    for (const erased of [noShow, erasedAhead]) {
      const { patientId } = await bookingById(practitioner.id, erased.booking.id);
      const answer = await invoke(
        patients,
        apiEvent("GET", `/api/patient/delete/${patientId}`, {
          route: "/api/patient/delete/{id}",
          pathParameters: { id: patientId },
          headers: admin.headers,
        }),
      );
      expect(answer.status).toBe(200);
    }

    const november = await recomputeMonth(practitioner.id, "2026-11");
    const december = await recomputeMonth(practitioner.id, "2026-12");
    expect(await counted(practitioner.id, "2026-11")).toEqual(november);
    expect(await counted(practitioner.id, "2026-12")).toEqual(december);
    // And the figures are the ones the changes made (so the equality above is no 0 = 0).
    expect(november).toEqual({
      requests: 10,
      pending: 1,
      confirmed: 4,
      declined: 1,
      cancelled: 3,
      expired: 1,
      lateCancellations: 1,
      attended: 1,
      noShows: 1,
      bookedMinutes: 120,
      newPatients: 3,
      returningPatients: 1,
      remindersSent: 1,
    });
    expect(december).toMatchObject({ requests: 1, confirmed: 1, bookedMinutes: 30, newPatients: 1 });
    expect((await bookingById(practitioner.id, again.booking.id)).remindersSent).toBe(1);

    // The report: the counters, with November's offered minutes (21 weekdays of 240 minutes, less
    // Thursday the 19th out of office and Wednesday the 18th's own single 60-minute slot).
    await putOutOfOffice(practitioner.id, "2026-11-19", "2026-11-19", "00:00", "23:59");
    await putDateSlots(practitioner.id, "2026-11-18", ["08:00"], 60);
    const freshHeaders = bearer((await loginAs(account)).access_token);
    const report = await invoke(
      dashboardHandler,
      apiEvent("GET", "/api/dashboard/report", { headers: freshHeaders, query: { month: "2026-11" } }),
    );
    expect(report.status).toBe(200);
    expect(report.body).toEqual(reportAnswer("2026-11", november, 21 * 240 - 240 - 180));
    expect(report.body).toMatchObject({ no_show_rate: 0.5, utilisation: Number((120 / 4620).toFixed(4)) });
  }, 90_000); // About thirty writes in a row: a loaded machine needs more than the default.

  it("answers zeros for a month with nothing in it", async () => {
    const answer = await invoke(
      dashboardHandler,
      apiEvent("GET", "/api/dashboard/report", {
        headers: bearer((await loginAs(account)).access_token),
        query: { month: "2025-02" },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ month: "2025-02", requests: 0, confirmed: 0, no_show_rate: null });
    // February 2025: 20 weekdays of 240 minutes.
    expect(answer.body.offered_minutes).toBe(20 * 240);
  });
});

/**
 * Marking attendance (issue 24) at the rules' edges, on an injected clock (the only stand-in: the
 * table, the handlers and the mails are real): a minute before the end and at the end, cancelled,
 * declined and unanswered bookings, a correction, a repeat, the marking window, another
 * practitioner's booking, credentials and bad bodies; then the no-show count on the patient's next
 * request and its erasure.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { ConflictError } from "../../core/errors";
import { DAY_MS, MINUTE_MS } from "../../core/sast-time";
import { handler as bookingHandler } from "../booking/handler";
import type { BookingItem, NoShowCountItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { handler as patientsHandler } from "../patients/handler";
import { apiEvent, invoke } from "../test/api-event";
import {
  clockAt,
  confirmedBooking,
  dashboardPost,
  practitionerHeaders,
  submitBooking,
} from "../test/attendance-fixtures";
import { adminSession, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  MONDAY,
  manageTokenIn,
  partition,
  putSchemes,
  queuedMailsTo,
  TUESDAY,
} from "../test/booking-fixtures";
import {
  MARKED,
  MARKING_WINDOW_DAYS,
  NOT_ENDED,
  NOT_FOUND_IN_WINDOW,
  notHeld,
  recordAttendance,
  TOO_OLD,
} from "./attendance-mark";
import { handler } from "./handler";

beforeAll(putSchemes);
clockAtTestNowInEachTest();

/** Monday 09:00-09:30 SAST, the usual test booking. */
const MONDAY_END = Date.parse(`${MONDAY}T07:30:00Z`);

function mark(practitionerId: string, body: object, headers?: Record<string, string>) {
  return dashboardPost(practitionerId, "attendance", body, headers);
}

async function bookingItem(practitionerId: string, id: string): Promise<BookingItem> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.find((item) => item.entity === "booking" && item.id === id) as unknown as BookingItem;
}

async function noShowCount(practitionerId: string, patientId: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.noShowCount(practitionerId, patientId),
      ConsistentRead: true,
    }),
  );
  return (Item as NoShowCountItem | undefined)?.count;
}

async function listed(practitionerId: string, query: Record<string, string>) {
  const answer = await invoke(
    handler,
    apiEvent("GET", "/api/dashboard/bookings", { headers: await practitionerHeaders(practitionerId), query }),
  );
  expect(answer.status).toBe(200);
  return answer.body.data as { id: string; status: string; attendance?: string; patient_no_shows?: number }[];
}

describe("marking attendance", () => {
  it("is refused a minute before the appointment ends and accepted at its end, with or without the date", async () => {
    const practitioner = await createPractitioner();
    const { booking } = await confirmedBooking(practitioner);
    clockAt(MONDAY_END - MINUTE_MS);
    const early = await mark(practitioner.id, { ...booking, attendance: "attended" });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(NOT_ENDED);
    expect((await bookingItem(practitioner.id, booking.id)).attendance).toBeUndefined();

    clockAt(MONDAY_END);
    const marked = await mark(practitioner.id, { id: booking.id, attendance: "attended" });
    expect(marked.status).toBe(200);
    expect(marked.body.success).toBe(MARKED.attended);
    expect(marked.body.data).toMatchObject({ id: booking.id, status: "completed", attendance: "attended" });
    const stored = await bookingItem(practitioner.id, booking.id);
    expect(stored).toMatchObject({
      attendance: "attended",
      attendanceAt: new Date(MONDAY_END).toISOString(),
    });
    // Attended moves no count.
    expect(await noShowCount(practitioner.id, stored.patientId)).toBeUndefined();
    expect((await listed(practitioner.id, { from: MONDAY, to: MONDAY }))[0]?.attendance).toBe("attended");
  });

  it("corrects attended <-> no-show (the patient's count follows); the same mark again changes nothing", async () => {
    const practitioner = await createPractitioner();
    const { booking } = await confirmedBooking(practitioner);
    clockAt(MONDAY_END + 10 * MINUTE_MS);
    const headers = await practitionerHeaders(practitioner.id);
    const noShow = { ...booking, attendance: "no_show" };
    expect((await mark(practitioner.id, noShow, headers)).body.success).toBe(MARKED.no_show);
    const { patientId, attendanceAt } = await bookingItem(practitioner.id, booking.id);
    expect(await noShowCount(practitioner.id, patientId)).toBe(1);

    clockAt(MONDAY_END + 20 * MINUTE_MS);
    const again = await mark(practitioner.id, noShow, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.attendance).toBe("no_show");
    expect((await bookingItem(practitioner.id, booking.id)).attendanceAt).toBe(attendanceAt);
    expect(await noShowCount(practitioner.id, patientId)).toBe(1);

    const corrected = await mark(practitioner.id, { ...booking, attendance: "attended" }, headers);
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.attendance).toBe("attended");
    expect(await noShowCount(practitioner.id, patientId)).toBe(0);
    expect((await mark(practitioner.id, noShow, headers)).status).toBe(200);
    expect(await noShowCount(practitioner.id, patientId)).toBe(1);
  });

  it("refuses a mark made from a stale read (another tab marked meanwhile): 409, nothing half-written", async () => {
    const practitioner = await createPractitioner();
    const { booking } = await confirmedBooking(practitioner);
    const stale = await bookingItem(practitioner.id, booking.id);
    clockAt(MONDAY_END + MINUTE_MS);
    expect((await mark(practitioner.id, { ...booking, attendance: "attended" })).status).toBe(200);
    await expect(recordAttendance(stale, "no_show", MONDAY_END + 2 * MINUTE_MS)).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await bookingItem(practitioner.id, booking.id)).attendance).toBe("attended");
    expect(await noShowCount(practitioner.id, stale.patientId)).toBeUndefined();
  });

  it("is refused for cancelled, declined and never-confirmed bookings, which write nothing", async () => {
    const practitioner = await createPractitioner();
    const cancelled = await confirmedBooking(practitioner);
    const [mail] = await queuedMailsTo([cancelled.body.email]);
    const cancel = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/cancel", {
        body: { token: manageTokenIn(mail ?? ({} as never)) },
        headers: csrfHeader(),
      }),
    );
    expect(cancel.status).toBe(200);
    const declined = await confirmedBooking(practitioner, { date: `${MONDAY} 09:30` });
    expect((await dashboardPost(practitioner.id, "decline", declined.booking)).status).toBe(200);
    const unanswered = await submitBooking(practitioner, { date: `${MONDAY} 10:00` });

    clockAt(MONDAY_END + DAY_MS);
    const headers = await practitionerHeaders(practitioner.id);
    const cases = [
      [cancelled, "cancelled"],
      [declined, "declined"],
      [unanswered, "pending"],
    ] as const;
    for (const [{ booking }, status] of cases) {
      for (const attendance of ["no_show", "attended"]) {
        const answer = await mark(practitioner.id, { id: booking.id, attendance }, headers);
        expect(answer.status).toBe(409);
        expect(answer.body.error).toBe(notHeld(status));
      }
      expect((await bookingItem(practitioner.id, booking.id)).attendance).toBeUndefined();
    }
    const counts = (await partition(keys.practitioner(practitioner.id).PK)).filter((item) =>
      String(item.SK).startsWith("NOSHOW#"),
    );
    expect(counts).toEqual([]);
  });

  it(`is open for ${MARKING_WINDOW_DAYS} days after the appointment ends`, async () => {
    const practitioner = await createPractitioner();
    const { booking } = await confirmedBooking(practitioner);
    clockAt(MONDAY_END + MARKING_WINDOW_DAYS * DAY_MS);
    expect((await mark(practitioner.id, { ...booking, attendance: "no_show" })).status).toBe(200);
    clockAt(MONDAY_END + MARKING_WINDOW_DAYS * DAY_MS + MINUTE_MS);
    const late = await mark(practitioner.id, { ...booking, attendance: "attended" });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(TOO_OLD);
    clockAt(MONDAY_END + (MARKING_WINDOW_DAYS + 2) * DAY_MS);
    const lost = await mark(practitioner.id, { id: booking.id, attendance: "attended" });
    expect(lost.status).toBe(404);
    expect(lost.body.error).toBe(NOT_FOUND_IN_WINDOW);
    expect((await bookingItem(practitioner.id, booking.id)).attendance).toBe("no_show");
  });

  it("finds no other practitioner's booking (404), with or without its date", async () => {
    const owner = await createPractitioner();
    const { booking } = await confirmedBooking(owner);
    const intruder = await createPractitioner();
    clockAt(MONDAY_END + MINUTE_MS);
    const headers = await practitionerHeaders(intruder.id);
    for (const body of [
      { ...booking, attendance: "no_show" },
      { id: booking.id, attendance: "no_show" },
    ]) {
      expect((await mark(intruder.id, body, headers)).status).toBe(404);
    }
    expect((await bookingItem(owner.id, booking.id)).attendance).toBeUndefined();
  });

  it("asks for a login (401), a practitioner's (403) linked to a listing (403)", async () => {
    const practitioner = await createPractitioner();
    const { booking } = await confirmedBooking(practitioner);
    clockAt(MONDAY_END + MINUTE_MS);
    const body = { ...booking, attendance: "no_show" };
    expect((await mark(practitioner.id, body, {})).status).toBe(401);
    expect((await mark(practitioner.id, body, bearer("a.b.c"))).status).toBe(401);
    const expired = await practitionerHeaders(practitioner.id);
    clockAt(MONDAY_END + 30 * MINUTE_MS);
    expect((await mark(practitioner.id, body, expired)).status).toBe(401);
    expect((await mark(practitioner.id, body, (await adminSession()).headers)).status).toBe(403);
    const unlinked = await loginAs(await createAccount("practitioner", { practitionerId: undefined }));
    expect((await mark(practitioner.id, body, bearer(unlinked.access_token))).status).toBe(403);
    expect((await bookingItem(practitioner.id, booking.id)).attendance).toBeUndefined();
  });

  it("refuses bad bodies with a readable 400 per field", async () => {
    const practitioner = await createPractitioner();
    const headers = await practitionerHeaders(practitioner.id);
    const id = "00000000-0000-4000-8000-000000000000";
    const cases: [object, string, RegExp][] = [
      [{ attendance: "attended" }, "id", /required/],
      [{ id: "42", attendance: "attended" }, "id", /booking id/],
      [{ id }, "attendance", /one of: attended, no_show/],
      [{ id, attendance: "late" }, "attendance", /one of: attended, no_show/],
      [{ id, attendance: "attended", date: "yesterday" }, "date", /date and time/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await mark(practitioner.id, body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.fields[field], JSON.stringify(answer.body)).toMatch(message);
    }
  });
});

describe("a patient's no-shows", () => {
  it("show on their next request to that practitioner only, and go when the patient is erased", async () => {
    const practitioner = await createPractitioner();
    const first = await confirmedBooking(practitioner);
    clockAt(MONDAY_END + MINUTE_MS);
    expect((await mark(practitioner.id, { ...first.booking, attendance: "no_show" })).status).toBe(200);
    const { patientId } = await bookingItem(practitioner.id, first.booking.id);

    const next = await submitBooking(practitioner, {
      email: first.body.email,
      date: `${TUESDAY} 09:00`,
      duration: 60,
    });
    const other = await createPractitioner();
    const elsewhere = await submitBooking(other, {
      email: first.body.email,
      date: `${TUESDAY} 10:00`,
      duration: 60,
    });
    const rows = await listed(practitioner.id, { from: MONDAY, to: TUESDAY });
    expect(rows.find((row) => row.id === next.booking.id)).toMatchObject({
      status: "pending",
      patient_no_shows: 1,
    });
    // The no-show itself (completed) carries no count; another practitioner never sees it.
    expect(rows.find((row) => row.id === first.booking.id)?.patient_no_shows).toBeUndefined();
    const theirs = await listed(other.id, { from: TUESDAY, to: TUESDAY });
    expect(theirs.find((row) => row.id === elsewhere.booking.id)?.patient_no_shows).toBeUndefined();

    const admin = await adminSession();
    const erased = await invoke(
      patientsHandler,
      apiEvent("GET", `/api/patient/delete/${patientId}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: patientId },
        headers: admin.headers,
      }),
    );
    expect(erased.status).toBe(200);
    expect(await noShowCount(practitioner.id, patientId)).toBeUndefined();
  });
});

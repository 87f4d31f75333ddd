/**
 * Past appointments for demo practitioner 1's login (README "Demo accounts"), so a fresh
 * `npm start` has something under Bookings > Past appointments to mark (issue 24). Each is placed and
 * confirmed through the booking core on a clock set back to its day (functions/lib/clock.ts), so
 * everything that follows a change (the report's counters, the patient's record) is as it would
 * have been; one is already marked attended and one a no-show whose patient has asked again.
 * The mails and scheduled reminders those past changes queued are dropped unsent: they belong to
 * days that are over, and a fresh stack should not mail a flood of them.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { addDays, MINUTE_MS, sastDate, sastToMs } from "../../core/sast-time";
import type { AttendanceMark } from "../../core/schemas/dashboard";
import { endMs } from "../../functions/booking/booking-view";
import { patientConfirmed } from "../../functions/booking/mails";
import { placeBooking } from "../../functions/booking/place-booking";
import { changeStatus } from "../../functions/booking/status-change";
import { recordAttendance } from "../../functions/dashboard/attendance-mark";
import type { BookingItem, OutboxItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { batchGetAll } from "../../functions/lib/batch-get";
import { now, setClockForTests } from "../../functions/lib/clock";
import { db, tableName } from "../../functions/lib/db";
import { requireLocalTable } from "../local-table";
import {
  type DemoPatientDetails,
  firstOpenTime,
  hasPatientRecord,
  quietLog,
  requestAt,
} from "./demo-bookings";
import { SEED_LOCAL_ONLY } from "./write";

/** Demo practitioner 1 (Dr Thandeka Mkhize); e2e/attendance.e2e.ts marks these. */
export const HISTORY_PRACTITIONER = "1";

interface PastVisit extends DemoPatientDetails {
  /** The day to look for a time, counted back from today (earlier days are tried when it has none). */
  daysAgo: number;
  attendance?: AttendanceMark;
  /** Asks again this many days ahead: the request shows the no-show. */
  asksAgainInDays?: number;
}

export const DEMO_HISTORY: readonly PastVisit[] = [
  {
    firstName: "Thabo",
    lastName: "Mokoena",
    email: "thabo.mokoena@patients.example",
    cellphone: "0825550111",
    reason: "Feeling low since losing my job",
    daysAgo: 1,
  },
  {
    firstName: "Anele",
    lastName: "Khumalo",
    email: "anele.khumalo@patients.example",
    cellphone: "0835550112",
    reason: "Panic attacks at work",
    daysAgo: 2,
  },
  {
    firstName: "Priya",
    lastName: "Naidoo",
    email: "priya.naidoo@patients.example",
    cellphone: "0845550113",
    reason: "Follow-up session",
    daysAgo: 3,
    attendance: "attended",
  },
  {
    firstName: "Ruan",
    lastName: "de Villiers",
    email: "ruan.devilliers@patients.example",
    cellphone: "0765550114",
    reason: "Trouble sleeping",
    daysAgo: 5,
    attendance: "no_show",
    // Past the weeks e2e tests book at practitioner 1 (e2e/api-calls.ts bookOpenTime).
    asksAgainInDays: 45,
  },
];

/** Days tried before a visit is skipped (weekends and days off have no times). */
const DAYS_TRIED = 5;

/** The outbox items the booking queued (mails, reminders, its expiry) dropped unsent. */
async function dropQueued(booking: BookingItem, nowMs: number): Promise<void> {
  // The list also names items a later change removed (a request's nudges once confirmed).
  const queued = await batchGetAll<OutboxItem>(
    (booking.mailIds ?? []).map((id) => keys.outbox(id)),
    true,
  );
  for (const { id: mailId } of queued) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(mailId),
        UpdateExpression: "SET #state = :dropped, droppedAt = :at REMOVE GSI2PK, GSI2SK, sealedMail",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":dropped": "dropped", ":at": new Date(nowMs).toISOString() },
      }),
    );
  }
}

/** One past visit, placed, confirmed and marked on its own day's clock; false when no day had a time. */
async function placeVisit(visit: PastVisit, realNow: number): Promise<boolean> {
  const log = quietLog("seed-demo-history");
  for (let back = visit.daysAgo; back < visit.daysAgo + DAYS_TRIED; back++) {
    const day = addDays(sastDate(realNow), -back);
    // Midnight of that day: every time of the day is still ahead, past the practitioner's notice or not.
    const dayStart = sastToMs(day, "00:00");
    setClockForTests(() => dayStart);
    const open = await firstOpenTime(HISTORY_PRACTITIONER, day, dayStart, 1);
    if (!open || sastToMs(open.date, open.time) + open.duration * MINUTE_MS > realNow) continue;
    const { booking, practitioner } = await placeBooking(requestAt(visit, open), {
      channel: { kind: "online" },
      log,
    });
    let current = await changeStatus(
      booking,
      practitioner,
      {
        to: "confirmed",
        by: "practitioner",
        mails: [{ kind: "booking-confirmed-patient", render: patientConfirmed }],
      },
      dayStart,
    );
    if (visit.attendance) {
      const after = endMs(current) + 60 * MINUTE_MS;
      setClockForTests(() => after);
      current = await recordAttendance(current, visit.attendance, after);
    }
    await dropQueued(current, realNow);
    return true;
  }
  return false;
}

/**
 * Places the demo history for each of its patients who has no patient record yet (a reseed adds
 * nothing twice). The clock is the real one again afterwards, whatever happened. How many visits.
 */
export async function seedDemoHistory(): Promise<number> {
  await requireLocalTable(db(), "The demo history", SEED_LOCAL_ONLY);
  const realNow = now();
  let placed = 0;
  try {
    for (const visit of DEMO_HISTORY) {
      if (await hasPatientRecord(visit.email)) continue;
      if (!(await placeVisit(visit, realNow))) continue;
      placed++;
      setClockForTests(undefined);
      if (visit.asksAgainInDays === undefined) continue;
      const firstDate = addDays(sastDate(realNow), visit.asksAgainInDays);
      const open = await firstOpenTime(HISTORY_PRACTITIONER, firstDate, realNow);
      if (open)
        await placeBooking(requestAt(visit, open), {
          channel: { kind: "online" },
          log: quietLog("seed-demo-history"),
        });
    }
  } finally {
    setClockForTests(undefined);
  }
  return placed;
}

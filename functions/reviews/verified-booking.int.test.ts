/**
 * A "Verified patient" review needs an appointment that took place. Tried as an
 * attacker would: the review link redeemed before the appointment, after a cancellation, after a
 * decline, for an erased booking and for a no-show; a booking called off after its review was
 * published; and erasure's anonymisation (anonymise.ts). The link's token is read from the
 * invitation SES local received (delivered early by passing the outbox a later clock).
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { ConflictError } from "../../core/errors";
import { endMs, manageUrl } from "../booking/booking-view";
import { handler as bookingHandler } from "../booking/handler";
import { changeStatus } from "../booking/status-change";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { BookingItem, OutboxItem, PractitionerItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { deliverByIds } from "../outbox/outbox";
import { handler as patientsHandler } from "../patients/handler";
import { handler as practitionerHandler } from "../practitioner/handler";
import { apiEvent, invoke } from "../test/api-event";
import { dashboardPost, practitionerHeaders } from "../test/attendance-fixtures";
import { adminForThisFile, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  csrfHeader,
  ipSequence,
  partition,
  put,
  putSchemes,
  sesStore,
  TEST_NOW,
} from "../test/booking-fixtures";
import { anonymiseBookingReview } from "./anonymise";
import { handler } from "./handler";
import { APPOINTMENT_AHEAD, APPOINTMENT_NOT_HELD } from "./verified-booking";

beforeAll(() => putSchemes());
const admin = adminForThisFile();
clockAtTestNowInEachTest();

const clockAt = (ms: number) => setClockForTests(() => ms);

const freshIp = ipSequence("10.21");

function submit(body: object) {
  return invoke(
    handler,
    apiEvent("POST", "/api/review/submit", { body, headers: csrfHeader(), sourceIp: freshIp() }),
  );
}

async function bookingOf(practitionerId: string, id: string): Promise<BookingItem> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  const booking = items.find((item) => item.entity === "booking" && item.id === id);
  if (!booking) throw new Error("booking not found");
  return booking as unknown as BookingItem;
}

async function get<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

async function profileReviews(id: string) {
  const answer = await invoke(
    practitionerHandler,
    apiEvent("GET", "/api/practitioner/users", { query: { id } }),
  );
  return answer.body.practitioner.get_reviews as { name: string; comment: string; verified: boolean }[];
}

/**
 * A booking on the test Monday (09:00-09:30 SAST), confirmed by the practitioner, and the token of
 * its review link as the patient's mailbox shows it.
 */
async function confirmedBookingWithLink() {
  const { practitioner, headers } = await practitionerSession();
  const body = bookingBody(practitioner);
  const booked = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(booked.status).toBe(201);
  const { id, date } = booked.body.booking as { id: string; date: string };
  const confirmed = await invoke(
    dashboardHandler,
    apiEvent("POST", "/api/dashboard/bookings/confirm", { headers, body: { id, date } }),
  );
  expect(confirmed.status).toBe(200);
  const booking = await bookingOf(practitioner.id, id);
  const mails = await Promise.all(
    (booking.mailIds ?? []).map((mailId) => get<OutboxItem>(keys.outbox(mailId))),
  );
  const invitation = mails.find((mail) => mail?.kind === "review-invite");
  expect(invitation).toBeDefined();
  // The outbox sends it at the appointment's end, if confirmed then: handed a later clock, now.
  expect(await deliverByIds([invitation?.id ?? ""], endMs(booking) + 1000)).toMatchObject({ sent: 1 });
  const mail = (await sesStore()).find((stored) => stored.destination.to.includes(body.email));
  const token = /\?review=([A-Za-z0-9_-]{43})#reviews/.exec(mail?.body.text ?? "")?.[1];
  if (!token) throw new Error("no review link in the invitation");
  return { practitioner, headers, booking, token, end: endMs(booking) };
}

const review = (practitioner: PractitionerItem, token: string, name = "Lerato D.") => ({
  practitioner_id: practitioner.id,
  name,
  rating: 5,
  comment: "Helped with my insomnia.",
  token,
});

/** The review is refused because the appointment did not take place, and the profile shows none. */
async function expectNotHeld(practitioner: PractitionerItem, token: string) {
  const answer = await submit(review(practitioner, token));
  expect(answer.status).toBe(409);
  expect(answer.body.error).toBe(APPOINTMENT_NOT_HELD);
  expect(await profileReviews(practitioner.id)).toEqual([]);
}

async function totals(id: string) {
  const stored = await get<PractitionerItem>(keys.practitioner(id));
  return { sum: stored?.ratingSum, count: stored?.ratingCount };
}

describe("redeeming a review link reads the booking", () => {
  it("before the appointment has ended: 409, nothing published, and the link still works afterwards", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    for (const at of [TEST_NOW, end - 60_000]) {
      clockAt(at);
      const early = await submit(review(practitioner, token));
      expect(early.status).toBe(409);
      expect(early.body.error).toBe(APPOINTMENT_AHEAD);
    }
    expect(await profileReviews(practitioner.id)).toEqual([]);
    expect(await totals(practitioner.id)).toEqual({ sum: 0, count: 0 });

    clockAt(end + 60_000);
    const answer = await submit(review(practitioner, token));
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe("published");
    expect(await profileReviews(practitioner.id)).toEqual([expect.objectContaining({ verified: true })]);
    // The booking links its review (a later cancellation finds it there).
    expect((await bookingOf(practitioner.id, booking.id)).reviewSK).toMatch(/^REVIEW#/);
  });

  it("after the patient cancelled: 409 and nothing published", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    const manageToken = new URL(manageUrl(booking)).searchParams.get("token");
    const cancelled = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/cancel", { body: { token: manageToken }, headers: csrfHeader() }),
    );
    expect(cancelled.status).toBe(200);
    clockAt(end + 60_000);
    await expectNotHeld(practitioner, token);
    expect(await totals(practitioner.id)).toEqual({ sum: 0, count: 0 });
  });

  it("after the practitioner declined (called off) the confirmed booking: 409", async () => {
    const { practitioner, headers, booking, token, end } = await confirmedBookingWithLink();
    const declined = await invoke(
      dashboardHandler,
      apiEvent("POST", "/api/dashboard/bookings/decline", {
        headers,
        body: { id: booking.id, date: `${booking.date} ${booking.time}` },
      }),
    );
    expect(declined.status).toBe(200);
    clockAt(end + 60_000);
    await expectNotHeld(practitioner, token);
  });

  it("for a booking whose patient was erased: 409", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    clockAt(end + 60_000);
    const erased = await invoke(
      patientsHandler,
      apiEvent("GET", `/api/patient/delete/${booking.patientId}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: booking.patientId },
        headers: admin.headers,
      }),
    );
    expect(erased.status).toBe(200);
    expect((await bookingOf(practitioner.id, booking.id)).erasedAt).toBeTruthy();
    await expectNotHeld(practitioner, token);
  });

  it("for a booking marked as a no-show: 409", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    clockAt(end + 60_000);
    const noShow = { id: booking.id, attendance: "no_show" };
    expect((await dashboardPost(practitioner.id, "attendance", noShow)).status).toBe(200);
    const answer = await submit(review(practitioner, token));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(APPOINTMENT_NOT_HELD);
  });
});

describe("a booking called off after its verified review was published", () => {
  it("takes the mark away in the same change; the review and the rating stay", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    clockAt(end + 60_000);
    expect((await submit(review(practitioner, token))).status).toBe(200);
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
    // Every route refuses to change a finished appointment; the booking core (which erasure and
    // admin tools call) is what must hold.
    const linked = await bookingOf(practitioner.id, booking.id);
    const profile = await get<PractitionerItem>(keys.practitioner(practitioner.id));
    await changeStatus(
      linked,
      profile as PractitionerItem,
      { to: "cancelled", by: "admin", mails: [] },
      end + 120_000,
    );
    expect(await profileReviews(practitioner.id)).toEqual([
      expect.objectContaining({ name: "Lerato D.", verified: false }),
    ]);
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
  });

  it("a cancellation that read the booking before the review was linked is refused, then finds it", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    const stale = await bookingOf(practitioner.id, booking.id);
    clockAt(end + 60_000);
    expect((await submit(review(practitioner, token))).status).toBe(200);
    const profile = (await get<PractitionerItem>(keys.practitioner(practitioner.id))) as PractitionerItem;
    const change = { to: "cancelled" as const, by: "admin" as const, mails: [] };
    await expect(changeStatus(stale, profile, change, end + 120_000)).rejects.toBeInstanceOf(ConflictError);
    expect(await profileReviews(practitioner.id)).toEqual([expect.objectContaining({ verified: true })]);
    await changeStatus(await bookingOf(practitioner.id, booking.id), profile, change, end + 120_000);
    expect(await profileReviews(practitioner.id)).toEqual([expect.objectContaining({ verified: false })]);
  });

  it("a review published before the fix (no link on the booking) loses the mark when the patient cancels", async () => {
    const { practitioner, booking } = await confirmedBookingWithLink();
    // As the old code published it, two days before the appointment: found by its bookingId.
    const at = new Date(TEST_NOW).toISOString();
    const legacy: ReviewItem = {
      ...keys.review(practitioner.id, at, "legacy-review"),
      entity: "review",
      id: "legacy-review",
      practitionerId: practitioner.id,
      name: "Early bird",
      rating: 5,
      comment: "",
      createdAt: at,
      verified: true,
      bookingId: booking.id,
    };
    await put(legacy);
    const manageToken = new URL(manageUrl(booking)).searchParams.get("token");
    const cancelled = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/cancel", { body: { token: manageToken }, headers: csrfHeader() }),
    );
    expect(cancelled.status).toBe(200);
    const after = await get<ReviewItem>({ PK: legacy.PK, SK: legacy.SK });
    expect(after?.verified).toBeUndefined();
    expect(after?.verificationWithdrawnAt).toBeTruthy();
    expect(after?.rating).toBe(5);
  });
});

describe("a verified review's patient marked as a no-show afterwards (issue 24)", () => {
  it("loses the mark in the same change, and a correction to attended gives it back", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    clockAt(end + 60_000);
    expect((await submit(review(practitioner, token))).status).toBe(200);
    const headers = await practitionerHeaders(practitioner.id);
    const marked = (attendance: string) =>
      dashboardPost(practitioner.id, "attendance", { id: booking.id, attendance }, headers);
    expect((await marked("no_show")).status).toBe(200);
    expect(await profileReviews(practitioner.id)).toEqual([
      expect.objectContaining({ name: "Lerato D.", verified: false }),
    ]);
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
    expect((await marked("attended")).status).toBe(200);
    expect(await profileReviews(practitioner.id)).toEqual([expect.objectContaining({ verified: true })]);
  });
});

describe("anonymiseBookingReview (for erasure)", () => {
  it("removes the name, comment, booking link and mark; keeps the stars and totals; idempotent", async () => {
    const { practitioner, booking, token, end } = await confirmedBookingWithLink();
    clockAt(end + 60_000);
    expect((await submit(review(practitioner, token))).status).toBe(200);
    const linked = await bookingOf(practitioner.id, booking.id);
    expect(await anonymiseBookingReview(linked, end + 120_000)).toBe(true);
    const [shown] = await profileReviews(practitioner.id);
    expect(shown).toMatchObject({ name: "", comment: "", verified: false, rating: 5 });
    const stored = await get<ReviewItem>({ PK: linked.PK, SK: linked.reviewSK ?? "" });
    expect(stored?.bookingId).toBeUndefined();
    expect(JSON.stringify(stored)).not.toMatch(/Lerato|insomnia/);
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
    // Again (a retried erasure), and through the booking's id alone: nothing more to do.
    expect(await anonymiseBookingReview(linked, end + 180_000)).toBe(false);
    expect(await anonymiseBookingReview({ id: booking.id, practitionerId: practitioner.id }, end)).toBe(
      false,
    );
  });

  it("finds an older review by its bookingId; a booking without a review changes nothing", async () => {
    const { practitioner, booking } = await confirmedBookingWithLink();
    expect(await anonymiseBookingReview(booking, TEST_NOW)).toBe(false);
    const at = new Date(TEST_NOW).toISOString();
    const key = keys.review(practitioner.id, at, "older-review");
    await put({
      ...key,
      entity: "review",
      id: "older-review",
      practitionerId: practitioner.id,
      name: "Named",
      rating: 4,
      comment: "About my condition",
      createdAt: at,
      verified: true,
      bookingId: booking.id,
    } satisfies ReviewItem);
    expect(await anonymiseBookingReview({ id: booking.id, practitionerId: practitioner.id }, TEST_NOW)).toBe(
      true,
    );
    expect(await get<ReviewItem>(key)).toMatchObject({ name: "", comment: "", rating: 4 });
    expect((await get<ReviewItem>(key))?.verified).toBeUndefined();
  });
});

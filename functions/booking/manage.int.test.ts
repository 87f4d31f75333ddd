import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { env } from "../lib/env";
import { apiEvent, invoke } from "../test/api-event";
import {
  createPractitioner,
  MONDAY,
  partition,
  putSchemes,
  queuedMailsTo,
  TEST_NOW,
  weekBookings,
} from "../test/booking-fixtures";
import { book, cancel, manage } from "../test/manage-fixtures";
import { handler } from "./handler";
import { issueManageToken } from "./manage-token";

beforeAll(async () => {
  await putSchemes();
});
beforeEach(() => setClockForTests(() => TEST_NOW));
afterAll(() => setClockForTests(undefined));

describe("the manage-booking link", () => {
  it("shows the booking behind the emailed link, without the reason", async () => {
    const practitioner = await createPractitioner();
    const { body, booking, token } = await book(practitioner);
    const { status, body: answer } = await manage(token);
    expect(status).toBe(200);
    expect(answer.booking).toMatchObject(booking);
    expect(answer.booking).toMatchObject({
      cancel_until: "2026-11-22T07:00:00.000Z",
      reschedule_until: "2026-11-22T07:00:00.000Z",
      policy: "You can cancel or reschedule online up to 24 hours before your appointment.",
      status: "pending",
      first_name: "Lerato",
      cancellable: true,
      practitioner: { id: practitioner.id, name: practitioner.name },
    });
    expect(JSON.stringify(answer)).not.toContain(body.reason_for_appointment);
  });

  it("is the one answer that carries a virtual booking's video link", async () => {
    const practitioner = await createPractitioner({ meetingUrl: "https://zoom.us/j/5551234567" });
    const { booking, token } = await book(practitioner, { type: 1 });
    expect(booking).not.toHaveProperty("video_url");
    const { body: answer } = await manage(token);
    expect(answer.booking.video_url).toBe("https://zoom.us/j/5551234567");
  });

  it("refuses a tampered (403), expired (410), missing (400) or foreign-secret token", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner);
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    expect((await manage(tampered)).status).toBe(403);
    const foreign = issueManageToken(
      "another-secret",
      { practitionerId: practitioner.id, start: `${MONDAY}T09:00`, bookingId: "x" },
      TEST_NOW + 86_400_000,
    );
    expect((await manage(foreign)).status).toBe(403);
    expect((await invoke(handler, apiEvent("GET", "/api/booking/manage"))).status).toBe(400);
    setClockForTests(() => Date.parse("2026-11-23T08:00:00Z")); // Monday 10:00 SAST: the 09:00 slot has ended
    const expired = await manage(token);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatch(/expired/);
  });

  it("404s a well-signed token for a booking that does not exist", async () => {
    const practitioner = await createPractitioner();
    const token = issueManageToken(
      env().signingSecret,
      {
        practitionerId: practitioner.id,
        start: `${MONDAY}T09:00`,
        bookingId: "00000000-0000-4000-8000-000000000000",
      },
      TEST_NOW + 86_400_000,
    );
    expect((await manage(token)).status).toBe(404);
  });
});

describe("POST /api/booking/cancel", () => {
  it("cancels, frees the slot for the next patient, queues both emails, and is safe to repeat", async () => {
    const practitioner = await createPractitioner();
    const { body, token } = await book(practitioner);
    expect(await weekBookings(practitioner.id)).toEqual([
      { date: `${MONDAY} 09:00`, status: "pending", duration: 30 },
    ]);

    const { status, body: answer } = await cancel(token);
    expect(status).toBe(200);
    expect(answer.booking).toMatchObject({ status: "cancelled", cancellable: false });
    expect(await weekBookings(practitioner.id)).toEqual([]);
    const items = await partition(keys.practitioner(practitioner.id).PK);
    expect(items.filter((item) => item.entity === "slotLock")).toEqual([]);

    const mails = await queuedMailsTo([body.email, practitioner.email]);
    const subjects = mails.map((mail) => `${mail.mail.to[0]}: ${mail.mail.subject}`);
    expect(subjects.filter((subject) => /cancel/i.test(subject))).toHaveLength(2);
    const patientCancel = mails.find((mail) => mail.kind === "booking-cancelled-patient");
    const ics = Buffer.from(patientCancel?.mail.attachments?.[0]?.content ?? "", "base64").toString();
    expect(ics).toContain("METHOD:CANCEL");

    const again = await cancel(token);
    expect(again.status).toBe(200);
    expect(again.body.booking.status).toBe("cancelled");
    expect(
      (await queuedMailsTo([body.email])).filter((mail) => /cancel/i.test(mail.mail.subject)),
    ).toHaveLength(1);

    const next = await book(practitioner);
    expect(next.booking.status).toBe("pending");
  });

  it("refuses without a CSRF token, and after the appointment has started", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner);
    expect((await cancel(token, {})).status).toBe(403);
    setClockForTests(() => Date.parse("2026-11-23T07:10:00Z")); // Monday 09:10 SAST, during the appointment
    const late = await cancel(token);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/can no longer be cancelled online/);
    expect(await weekBookings(practitioner.id)).toHaveLength(1);
  });
});

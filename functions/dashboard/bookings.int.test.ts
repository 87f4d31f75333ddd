import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as bookingHandler } from "../booking/handler";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  type createPractitioner,
  csrfHeader,
  deliveredTo,
  MONDAY,
  manageTokenIn,
  partition,
  putSchemes,
  queuedMailsTo,
  TEST_NOW,
  weekBookings,
} from "../test/booking-fixtures";
import { handler } from "./handler";

/** A listed practitioner with a login of their own. */
async function practitionerWithLogin() {
  const { practitioner, headers } = await practitionerSession();
  return { practitioner, auth: headers };
}

async function book(practitioner: Awaited<ReturnType<typeof createPractitioner>>, overrides = {}) {
  const body = bookingBody(practitioner, overrides);
  const answer = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(answer.status).toBe(201);
  return { body, booking: answer.body.booking as { id: string; date: string } };
}

function list(auth: Record<string, string>, query: Record<string, string> = {}) {
  return invoke(handler, apiEvent("GET", "/api/dashboard/bookings", { headers: auth, query }));
}

function act(action: "confirm" | "decline", auth: Record<string, string>, body: object) {
  return invoke(handler, apiEvent("POST", `/api/dashboard/bookings/${action}`, { headers: auth, body }));
}

beforeAll(putSchemes);
beforeEach(() => setClockForTests(() => TEST_NOW));
afterAll(() => setClockForTests(undefined));

describe("a practitioner's own bookings", () => {
  it("lists them with the patient's details and reason; another practitioner sees none of them", async () => {
    const { practitioner, auth } = await practitionerWithLogin();
    const { body } = await book(practitioner);
    const { status, body: answer } = await list(auth);
    expect(status).toBe(200);
    expect(answer.data).toEqual([
      expect.objectContaining({
        date: `${MONDAY} 09:00`,
        status: "pending",
        first_name: "Lerato",
        email: body.email,
        reason_for_appointment: body.reason_for_appointment,
      }),
    ]);
    const other = await practitionerWithLogin();
    expect((await list(other.auth)).body.data).toEqual([]);
  });

  it("confirms (the patient is emailed, the slot stays taken) and declines (the slot is freed)", async () => {
    const { practitioner, auth } = await practitionerWithLogin();
    const { body, booking } = await book(practitioner);
    const ref = { id: booking.id, date: booking.date };

    const confirmed = await act("confirm", auth, ref);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe("confirmed");
    expect(await weekBookings(practitioner.id)).toEqual([
      { date: `${MONDAY} 09:00`, status: "confirmed", duration: 30 },
    ]);
    const mails = await queuedMailsTo([body.email]);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "booking-confirmed-patient",
      "booking-received-patient",
    ]);
    expect((await act("confirm", auth, ref)).status).toBe(200);
    const sent = await deliveredTo([body.email]);
    expect(sent.map((mail) => mail.subject).join(" | ")).toMatch(/confirmed/i);
    expect(sent.find((mail) => /confirmed/i.test(mail.subject))?.attachments[0]?.filename).toBe(
      "appointment.ics",
    );

    const declined = await act("decline", auth, ref);
    expect(declined.body.data.status).toBe("declined");
    expect(await weekBookings(practitioner.id)).toEqual([]);
    const locks = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "slotLock",
    );
    expect(locks).toEqual([]);
    // It had been confirmed: the patient hears the appointment is called off, not a request declined.
    const withdrawn = (await queuedMailsTo([body.email])).find(
      (mail) => mail.kind === "booking-withdrawn-patient",
    );
    expect(withdrawn?.mail.subject).toMatch(/^Appointment cancelled: /);
    expect(withdrawn?.mail.text).toContain("can no longer see you");
    expect((await act("confirm", auth, ref)).status).toBe(409);
  });

  it("refuses another practitioner's booking (404) and changes nothing", async () => {
    const owner = await practitionerWithLogin();
    const { booking } = await book(owner.practitioner);
    const intruder = await practitionerWithLogin();
    for (const action of ["confirm", "decline"] as const) {
      const answer = await act(action, intruder.auth, { id: booking.id, date: booking.date });
      expect(answer.status).toBe(404);
    }
    expect((await list(owner.auth)).body.data[0].status).toBe("pending");
  });

  it("cannot confirm what the patient cancelled, or an appointment that is over", async () => {
    const { practitioner, auth } = await practitionerWithLogin();
    const { body, booking } = await book(practitioner);
    const [mail] = await queuedMailsTo([body.email]);
    const token = manageTokenIn(mail ?? ({} as never));
    await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/cancel", { body: { token }, headers: csrfHeader() }),
    );
    const cancelled = await act("confirm", auth, { id: booking.id, date: booking.date });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toMatch(/cancelled/);

    const late = await book(practitioner, { date: `${MONDAY} 10:00` });
    setClockForTests(() => Date.parse("2026-11-23T09:00:00Z")); // Monday 11:00 SAST
    const account = await createAccount("practitioner", { practitionerId: practitioner.id });
    const fresh = bearer((await loginAs(account)).access_token); // the old token expired meanwhile
    const over = await act("confirm", fresh, { id: late.booking.id, date: late.booking.date });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatch(/passed/);
  });

  it("refuses bad input with a readable 400, and an account with no listing with 403", async () => {
    const { auth } = await practitionerWithLogin();
    expect((await act("confirm", auth, { id: "nope", date: `${MONDAY} 09:00` })).status).toBe(400);
    expect((await act("confirm", auth, { id: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    const range = await list(auth, { from: "2026-11-22", to: "2027-06-01" });
    expect(range.status).toBe(400);
    expect(range.body.fields.to).toMatch(/at most 92 days/);
    expect((await list(auth, { from: "2026-12-01", to: "2026-11-01" })).status).toBe(400);
    const unlinked = await loginAs(await createAccount("practitioner", { practitionerId: undefined }));
    const refused = await list(bearer(unlinked.access_token));
    expect(refused.status).toBe(403);
  });
});

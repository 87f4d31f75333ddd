import { beforeAll, describe, expect, it } from "vitest";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { apiEvent, invoke } from "../test/api-event";
import { adminSession, practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  putSchemes,
  queuedMailsTo,
  uniqueEmail,
} from "../test/booking-fixtures";

let handler: typeof import("./handler").handler;
let admin: typeof import("../booking-admin/handler").handler;

beforeAll(async () => {
  handler = (await import("./handler")).handler;
  admin = (await import("../booking-admin/handler")).handler;
  await putSchemes();
});
clockAtTestNowInEachTest();

/** A walk-in (or phone) patient for Monday 09:00, a slot of the default template. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    channel: "walk-in",
    first_name: "Sipho",
    last_name: "Ndlovu",
    email: uniqueEmail("walkin"),
    cellphone_number: "0831234567",
    date: `${MONDAY} 09:00`,
    type: 0,
    booking_with: "Cash/Card",
    duration: 30,
    reason_for_appointment: "Sore knee after a fall",
    ...overrides,
  };
}

function add(body: object, headers: Record<string, string>) {
  return invoke(
    handler,
    apiEvent("POST", "/api/dashboard/bookings/add", { body, headers: { ...headers, ...csrfHeader() } }),
  );
}

const bookingsOf = async (practitionerId: string) =>
  (await partition(keys.practitioner(practitionerId).PK)).filter(
    (item) => item.entity === "booking",
  ) as unknown as BookingItem[];

describe("POST /api/dashboard/bookings/add (the practitioner's own phone or walk-in booking)", () => {
  it("places it in their own diary through the booking core, confirmed, with mails that fit", async () => {
    const { practitioner, headers } = await practitionerSession();
    const other = await createPractitioner();
    // A practitioner id in the body is no field of this form: the diary is always the caller's.
    const body = form({ practitioner_id: other.id });
    const answer = await add(body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      status: 200,
      booking: { status: "confirmed", date: `${MONDAY} 09:00` },
    });
    expect(await bookingsOf(other.id)).toEqual([]);
    const [booking] = await bookingsOf(practitioner.id);
    expect(booking).toMatchObject({ status: "confirmed", bookedBy: { channel: "walk-in" } });
    const mails = await queuedMailsTo([body.email as string]);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "booking-confirmed-patient",
      "booking-received-patient",
    ]);
    const first = mails.find((mail) => mail.kind === "booking-received-patient");
    expect(first?.mail.subject).toMatch(/^Appointment booked for you:/);
    expect(first?.mail.text).not.toMatch(/thank you for your booking request/i);
    for (const mail of mails) expect(mail.mail.text).not.toContain("Sore knee");
  });

  it("answers 400 for what is missing or not offered, writing nothing", async () => {
    const { practitioner, headers } = await practitionerSession();
    const missing = await add(form({ email: "" }), headers);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("email");
    const closed = await add(form({ date: `${MONDAY} 13:00` }), headers);
    expect(closed.status).toBe(400);
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });

  it("refuses a missing or wrong token (401), an admin (403) and a request without the CSRF header", async () => {
    expect((await add(form(), {})).status).toBe(401);
    expect((await add(form(), { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect((await add(form(), (await adminSession()).headers)).status).toBe(403);
    const { headers } = await practitionerSession();
    const event = apiEvent("POST", "/api/dashboard/bookings/add", { body: form(), headers });
    expect((await invoke(handler, event)).status).toBe(403);
  });
});

describe("the patient's first mail for a booking an admin took by phone", () => {
  it("says it was booked for them and does not thank them for an online request", async () => {
    const practitioner = await createPractitioner();
    const { headers } = await adminSession();
    const email = uniqueEmail("phoned");
    const body = { ...form({ email }), practitioner_id: practitioner.id, channel: undefined };
    const event = apiEvent("POST", "/api/booking/submission", {
      body,
      headers: { ...headers, ...csrfHeader() },
    });
    expect((await invoke(admin, event)).status).toBe(201);
    const [mail] = await queuedMailsTo([email]);
    expect(mail?.kind).toBe("booking-received-patient");
    expect(mail?.mail.subject).toBe(
      `Appointment booked for you: ${practitioner.name} on Monday 23 November 2026 at 09:00`,
    );
    expect(mail?.mail.text).toContain(
      `As arranged with you, this appointment with ${practitioner.name} has been booked for you.`,
    );
    expect(mail?.mail.text).not.toMatch(/thank you/i);
  });
});

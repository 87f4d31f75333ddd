import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_EXISTS } from "../../core/schemas/admin-booking";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { adminAtTestNow, type createAccount } from "../test/auth-fixtures";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  putOutOfOffice,
  queuedMailsTo,
  SUNDAY,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";

// Own table: the patient type-ahead reads the whole PATIENTS partition.
let handler: typeof import("./handler").handler;
let booking: typeof import("../booking/handler").handler;
let adminAccount: Awaited<ReturnType<typeof createAccount>>;
let admin: Record<string, string>;

beforeAll(async () => {
  await useOwnTable("admin-booking-int");
  handler = (await import("./handler")).handler;
  booking = (await import("../booking/handler")).handler;
  ({ account: adminAccount, headers: admin } = await adminAtTestNow());
});
afterAll(() => setClockForTests(undefined));

function post(path: string, body: unknown, headers: Record<string, string> = admin, route = path) {
  return invoke(handler, apiEvent("POST", path, { body: body as object, headers, route }));
}

function submission(body: unknown, headers: Record<string, string> = { ...admin, ...csrfHeader() }) {
  return post("/api/booking/submission", body, headers);
}

function medicalAids(practitionerUserId: string) {
  return invoke(
    handler,
    apiEvent("POST", `/api/booking/search/getMedicalAids/${practitionerUserId}`, {
      route: "/api/booking/search/getMedicalAids/{practitionerUserId}",
      pathParameters: { practitionerUserId },
      headers: admin,
      body: {},
    }),
  );
}

/** A new patient's phone booking for Monday 09:00 (30 minutes, a slot of the default template). */
function phoneForm(practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Bongani",
    last_name: "Zulu",
    email: uniqueEmail("phone"),
    cellphone_number: "0831234567",
    practitioner: practitioner.name,
    practitioner_id: practitioner.id,
    date: `${MONDAY}T09:00`,
    type: 0,
    booking_with: "Cash/Card",
    duration: 30,
    reason_for_appointment: "Follow-up on blood pressure",
    ...overrides,
  };
}

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

describe("POST /api/booking/submission", () => {
  it("books a new patient through the booking core: 201 status 200, mails queued, phone recorded", async () => {
    const practitioner = await createPractitioner();
    const form = phoneForm(practitioner);
    const { status, body } = await submission(form);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 200,
      message: "Operation Successfull !",
      booking: { status: "pending", date: `${MONDAY} 09:00`, duration: 30, first_name: "Bongani" },
    });
    const [item] = await bookingsOf(practitioner.id);
    expect(item).toMatchObject({
      patientEmail: form.email,
      firstName: "Bongani",
      lastName: "Zulu",
      cellphone: "0831234567",
      bookedBy: { channel: "phone", adminId: adminAccount.email.toLowerCase() },
    });
    expect(item?.outOfHours).toBeUndefined();
    const patientItems = await partition(keys.patient(form.email).PK);
    expect(patientItems.map((entry) => entry.SK).sort()).toEqual([
      expect.stringMatching(/^CONSENT#/),
      "PROFILE",
    ]);
    expect(patientItems.find((entry) => entry.entity === "consent")).toMatchObject({
      channel: "phone",
      recordedBy: adminAccount.email.toLowerCase(),
    });
    const mails = await queuedMailsTo([form.email, practitioner.email]);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "booking-received-patient",
      "booking-received-practitioner",
    ]);
  });

  it("answers status 300 with the spec's words when the time is taken, and writes nothing", async () => {
    const practitioner = await createPractitioner();
    expect((await submission(phoneForm(practitioner))).status).toBe(201);
    const again = await submission(phoneForm(practitioner));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 300, message: BOOKING_EXISTS });
    // Overlapping, not only equal: a 60-minute booking at 08:30 (override) runs into 09:00.
    const overlap = await submission(
      phoneForm(practitioner, { date: `${MONDAY}T08:30`, duration: 60, out_of_hours: true }),
    );
    expect(overlap.body).toEqual({ status: 300, message: BOOKING_EXISTS });
    expect(await bookingsOf(practitioner.id)).toHaveLength(1);
  });

  it("books an existing patient by id with their stored details (not what the form says)", async () => {
    const practitioner = await createPractitioner();
    const email = uniqueEmail("known");
    const first = await invoke(
      booking,
      apiEvent("POST", "/api/booking/submit", {
        body: bookingBody(practitioner, { email, first_name: "Ayanda", last_name: "Mthembu-known" }),
        headers: csrfHeader(),
      }),
    );
    expect(first.status).toBe(201);
    const found = await post("/api/booking/search/patient", { name: "ayanda mthembu-known" });
    expect(found.body.data).toHaveLength(1);
    const patientId = found.body.data[0].id;

    const { status } = await submission(
      phoneForm(practitioner, {
        patient_id: patientId,
        first_name: "Someone",
        last_name: "Else",
        email: uniqueEmail("ignored"),
        date: `${MONDAY}T10:00`,
      }),
    );
    expect(status).toBe(201);
    const phoned = (await bookingsOf(practitioner.id)).find((item) => item.time === "10:00");
    expect(phoned).toMatchObject({
      patientId,
      patientEmail: email,
      firstName: "Ayanda",
      lastName: "Mthembu-known",
    });
    // A patient_id alone is enough: no new-patient fields needed.
    const bare = await submission({
      patient_id: patientId,
      practitioner_id: practitioner.id,
      date: `${MONDAY}T10:30`,
      type: 1,
      booking_with: "Cash/Card",
      duration: 30,
    });
    expect(bare.status).toBe(201);
    const unknown = await submission(
      phoneForm(practitioner, { patient_id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.status).toBe(404);
  });

  it("needs the out-of-hours override for a time or length the practitioner does not offer, and records it", async () => {
    const practitioner = await createPractitioner();
    const lunch = phoneForm(practitioner, { date: `${MONDAY}T12:15` });
    const refused = await submission(lunch);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /outside the practitioner's bookable times.*Book outside the practitioner's hours/,
    );
    const longer = await submission(phoneForm(practitioner, { duration: 60 }));
    expect(longer.status).toBe(400);
    expect(longer.body.fields).toEqual({ duration: "must be 30" });
    expect(await bookingsOf(practitioner.id)).toEqual([]);

    const overridden = await submission({ ...lunch, out_of_hours: true });
    expect(overridden.status).toBe(201);
    const [item] = await bookingsOf(practitioner.id);
    expect(item).toMatchObject({ time: "12:15", outOfHours: true, status: "pending" });
    // Inside the practitioner's notice (Sunday 09:00 is an hour away) is out of hours too.
    const soon = { date: `${SUNDAY}T09:00`, duration: 20 };
    expect((await submission(phoneForm(practitioner, soon))).status).toBe(400);
    expect((await submission(phoneForm(practitioner, { ...soon, out_of_hours: true }))).status).toBe(201);
  });

  it("never books the past, out-of-office or beyond the horizon, override or not", async () => {
    const practitioner = await createPractitioner();
    await putOutOfOffice(practitioner.id, MONDAY, MONDAY, "14:00", "16:00");
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ date: `${SUNDAY}T07:00` }, 400, /already passed/],
      [{ date: `${MONDAY}T14:30` }, 409, /out of office/],
      [{ date: "2027-12-01T09:00" }, 400, /too far ahead/],
    ];
    for (const [when, status, error] of cases) {
      const answer = await submission(phoneForm(practitioner, { ...when, out_of_hours: true }));
      expect(answer.status, JSON.stringify(when)).toBe(status);
      expect(answer.body.error).toMatch(error);
    }
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });

  it("is not held to the public 3-pending limit (an admin is trusted with it)", async () => {
    const practitioner = await createPractitioner();
    const email = uniqueEmail("many");
    for (const time of ["09:00", "09:30", "10:00", "10:30"]) {
      const answer = await submission(phoneForm(practitioner, { email, date: `${MONDAY}T${time}` }));
      expect(answer.status, time).toBe(201);
    }
  });

  it("checks payment against the practitioner and requires the medical aid when chosen", async () => {
    const practitioner = await createPractitioner({ workWith: "Medical Aid" });
    const cash = await submission(phoneForm(practitioner));
    expect(cash.status).toBe(400);
    expect(cash.body.fields).toEqual({ booking_with: "must be Medical aid for this practitioner" });
    const none = await submission(phoneForm(practitioner, { booking_with: "Medical aid" }));
    expect(none.status).toBe(400);
    expect(none.body.fields.medical_aid_id).toBe("Please select the patient's medical aid.");
    const notAccepted = await submission(
      phoneForm(practitioner, { booking_with: "Medical aid", medical_aid_id: "903" }),
    );
    expect(notAccepted.status).toBe(400);
    const ok = await submission(
      phoneForm(practitioner, { booking_with: "Medical aid", medical_aid_id: "901" }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.booking.medical_aid).toBe("Discovery Health Medical Scheme");
  });

  it.each([
    [{ last_name: "" }, "last_name"],
    [{ email: undefined }, "email"],
    [{ email: "not-an-email" }, "email"],
    [{ cellphone_number: "" }, "cellphone_number"],
    [{ cellphone_number: "call me" }, "cellphone_number"],
    [{ first_name: undefined }, "first_name"],
    [{ duration: 45 }, "duration"],
    [{ date: `${MONDAY}T09:03` }, "date"],
    [{ date: "Monday morning" }, "date"],
    [{ type: 2 }, "type"],
    [{ booking_with: "EFT" }, "booking_with"],
    [{ practitioner_id: "" }, "practitioner_id"],
    [{ patient_id: "../1" }, "patient_id"],
    [{ reason_for_appointment: "x".repeat(1001) }, "reason_for_appointment"],
  ])("refuses %o with a readable 400 naming the field, writing nothing", async (change, field) => {
    const practitioner = await createPractitioner();
    const { status, body } = await submission(phoneForm(practitioner, change));
    expect(status).toBe(400);
    expect(body.error).toMatch(/Please check the form/);
    expect(body.fields[field]).toBeTruthy();
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });

  it("books only a type the practitioner offers, even out of hours, and says which", async () => {
    const virtualOnly = await createPractitioner({ appointmentModes: ["virtual"] });
    for (const outOfHours of [false, true]) {
      const answer = await submission(phoneForm(virtualOnly, { out_of_hours: outOfHours }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(
        "This practitioner sees patients by video call only. Please choose a video call appointment.",
      );
      expect(answer.body.fields).toEqual({ type: "in-person is not offered by this practitioner" });
    }
    expect(await bookingsOf(virtualOnly.id)).toHaveLength(0);
    expect((await medicalAids(virtualOnly.id)).body.appointment_modes).toEqual(["virtual"]);
    const booked = await submission(phoneForm(virtualOnly, { type: 1 }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await bookingsOf(virtualOnly.id)).map((booking) => booking.type)).toEqual(["virtual"]);
  });

  it("does not enforce the reason (labelled required, spec section 5)", async () => {
    const practitioner = await createPractitioner();
    const { reason_for_appointment: _reason, ...form } = phoneForm(practitioner);
    expect((await submission(form)).status).toBe(201);
  });

  it("refuses a missing or forged CSRF header (403) and unknown practitioners (404)", async () => {
    const practitioner = await createPractitioner();
    expect((await submission(phoneForm(practitioner), admin)).status).toBe(403);
    expect((await submission(phoneForm(practitioner), { ...admin, "x-csrf-token": "1.2.3" })).status).toBe(
      403,
    );
    expect(await bookingsOf(practitioner.id)).toEqual([]);
    const gone = await createPractitioner({ isActive: false });
    expect((await submission(phoneForm(gone))).status).toBe(404);
    expect((await submission(phoneForm(practitioner, { practitioner_id: "999999999999" }))).status).toBe(404);
  });

  it("answers a retry under the same Idempotency-Key with the first booking", async () => {
    const practitioner = await createPractitioner();
    const form = phoneForm(practitioner);
    const headers = { ...admin, ...csrfHeader(), "idempotency-key": "phone-retry-0001" };
    expect((await submission(form, headers)).status).toBe(201);
    const retried = await submission(form, headers);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe(200);
    expect(await bookingsOf(practitioner.id)).toHaveLength(1);
  });
});

describe("look-ups", () => {
  it("finds active practitioners by name words, with what they accept", async () => {
    const { addToSearchIndex } = await import("../search/index-writer");
    const practitioner = await createPractitioner({ workWith: "Medical Aid" });
    await addToSearchIndex(practitioner);
    const lastName = practitioner.lastName.toLowerCase();
    const { status, body } = await post("/api/booking/search/practitioner", { practitioner: lastName });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      message: "",
      data: [
        {
          id: practitioner.id,
          name: practitioner.name,
          profession: practitioner.profession,
          address: practitioner.businessAddressPhysical,
          work_with: "Medical Aid",
        },
      ],
    });
    const none = await post("/api/booking/search/practitioner", { practitioner: "zzqq" });
    expect(none.body).toEqual({ status: 200, data: [], message: "No practitioner found." });
  });

  it("finds patients by name or email", async () => {
    const practitioner = await createPractitioner();
    const form = phoneForm(practitioner, { first_name: "Thulani", last_name: "Lookup-Patient" });
    expect((await submission(form)).status).toBe(201);
    const { body } = await post("/api/booking/search/patient", { name: "thul lookup" });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        name: "Thulani",
        surname: "Lookup-Patient",
        contact_number: "0831234567",
        email_address: form.email,
      },
    ]);
    expect((await post("/api/booking/search/patient", { name: form.email })).body.data).toHaveLength(1);
  });

  it("gives a practitioner's medical aids by name, none for cash only, 404 for unknown", async () => {
    const both = await createPractitioner();
    expect((await medicalAids(both.id)).body).toEqual({
      status: 200,
      medicalAids: [
        { id: "902", scheme_name: "Bonitas Medical Fund" },
        { id: "901", scheme_name: "Discovery Health Medical Scheme" },
      ],
      work_with: "both",
      appointment_modes: ["in-person", "virtual"],
      message: "",
    });
    const cash = await createPractitioner({ workWith: "Cash-Card" });
    expect((await medicalAids(cash.id)).body.medicalAids).toEqual([]);
    expect((await medicalAids("999999999999")).status).toBe(404);
    expect((await medicalAids("abc")).status).toBe(400);
  });

  it.each([
    ["/api/booking/search/patient", {}],
    ["/api/booking/search/patient", { name: "" }],
    ["/api/booking/search/patient", { name: "x".repeat(101) }],
    ["/api/booking/search/practitioner", { practitioner: "  " }],
    ["/api/booking/search/practitioner", { practitioner: 7 }],
  ])("%s refuses %o with a readable 400", async (path, body) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/Please check the form/);
  });
});

/**
 * Issue 25 item 3: the medical aid card's membership number and dependant code, optional on a
 * medical-aid booking, reach the practitioner's own booking row and nothing else: not the booking
 * answer, the manage link's answer, any mail, the calendar feed, the log or another practitioner.
 * (Erasure removing them: functions/patients/patients.int.test.ts.)
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEPENDANT_CODE_FORMAT, MEMBERSHIP_NUMBER_FORMAT } from "../../core/schemas/medical-aid-details";
import { handler as adminBookingHandler } from "../booking-admin/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { apiEvent, invoke, invokeRaw } from "../test/api-event";
import { adminSession, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  MONDAY,
  manageTokenIn,
  partition,
  putSchemes,
  queuedMailsTo,
  uniqueEmail,
} from "../test/booking-fixtures";
import { manage } from "../test/manage-fixtures";
import { handler } from "./handler";

const NUMBER = "ZX9081726354";
const DEPENDANT = "03";
const CARD = { booking_with: "Medical aid", medical_aid_id: "901", medical_aid_number: "zx 9081-726354" };

clockAtTestNowInEachTest();
beforeAll(putSchemes);
afterEach(() => vi.restoreAllMocks());

function submit(body: object) {
  return invoke(handler, apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }));
}

function dashboardList(headers: Record<string, string>) {
  return invoke(dashboardHandler, apiEvent("GET", "/api/dashboard/bookings", { headers }));
}

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

/** The calendar feed's text, as a calendar app fetches it with the address the dashboard gives. */
async function feedText(headers: Record<string, string>): Promise<string> {
  const address = await invoke(
    dashboardHandler,
    apiEvent("GET", "/api/dashboard/calendar-feed", { headers }),
  );
  const url = String(address.body.url);
  const token = url.slice(url.lastIndexOf("/") + 1);
  const event = apiEvent("GET", `/api/calendar/${token}`, {
    route: "/api/calendar/{token}",
    pathParameters: { token },
  });
  delete event.headers["x-requested-with"];
  const answer = await invokeRaw(dashboardHandler, event);
  expect(answer.status).toBe(200);
  return String(answer.body);
}

describe("a medical-aid booking with the card's details", () => {
  it("keeps them on the booking and shows them only in the practitioner's own row", async () => {
    const logged = [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")];
    const { practitioner, headers } = await practitionerSession();
    const body = bookingBody(practitioner, { ...CARD, medical_aid_dependant: DEPENDANT });
    const answer = await submit(body);
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain(NUMBER);

    const [booking] = await bookingsOf(practitioner.id);
    expect(booking).toMatchObject({
      medicalAidId: "901",
      medicalAidNumber: NUMBER,
      medicalAidDependant: DEPENDANT,
    });

    const own = await dashboardList(headers);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({
        id: booking?.id,
        medical_aid: "Discovery Health Medical Scheme",
        medical_aid_number: NUMBER,
        medical_aid_dependant: DEPENDANT,
      }),
    ]);

    const other = await practitionerSession();
    expect(JSON.stringify((await dashboardList(other.headers)).body)).not.toContain(NUMBER);

    const mails = await queuedMailsTo([body.email, practitioner.email]);
    expect(mails).toHaveLength(2);
    for (const { mail } of mails) expect(JSON.stringify(mail)).not.toContain(NUMBER);
    const patientMail = mails.find(({ mail }) => mail.to.includes(body.email));
    if (!patientMail) throw new Error("no mail to the patient");
    const managed = await manage(manageTokenIn(patientMail));
    expect(managed.status).toBe(200);
    expect(JSON.stringify(managed.body)).not.toMatch(new RegExp(`${NUMBER}|medical_aid_(number|dependant)`));

    expect(await feedText(headers)).not.toContain(NUMBER);
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call)));
    expect(lines.join("\n")).not.toContain(NUMBER);
  });

  it("is optional: without them, or with one of them, the booking is made", async () => {
    const practitioner = await createPractitioner();
    expect(
      (await submit(bookingBody(practitioner, { booking_with: "Medical aid", medical_aid_id: "902" })))
        .status,
    ).toBe(201);
    const withEmpty = {
      ...CARD,
      medical_aid_number: "",
      medical_aid_dependant: "00",
      date: `${MONDAY} 10:00`,
    };
    expect((await submit(bookingBody(practitioner, withEmpty))).status).toBe(201);
    const byTime = new Map((await bookingsOf(practitioner.id)).map((item) => [item.time, item]));
    expect(byTime.get("09:00")).not.toHaveProperty("medicalAidNumber");
    expect(byTime.get("09:00")).not.toHaveProperty("medicalAidDependant");
    expect(byTime.get("10:00")).not.toHaveProperty("medicalAidNumber");
    expect(byTime.get("10:00")).toMatchObject({ medicalAidDependant: "00" });
  });

  it("is not kept on a cash booking", async () => {
    const practitioner = await createPractitioner();
    const body = bookingBody(practitioner, { medical_aid_number: NUMBER, medical_aid_dependant: DEPENDANT });
    expect((await submit(body)).status).toBe(201);
    const [booking] = await bookingsOf(practitioner.id);
    expect(booking).not.toHaveProperty("medicalAidNumber");
    expect(booking).not.toHaveProperty("medicalAidDependant");
  });

  it.each([
    [
      "a membership number with a slash",
      { medical_aid_number: "123/456" },
      "medical_aid_number",
      MEMBERSHIP_NUMBER_FORMAT,
    ],
    [
      "a membership number of 21 characters",
      { medical_aid_number: "1".repeat(21) },
      "medical_aid_number",
      MEMBERSHIP_NUMBER_FORMAT,
    ],
    [
      "markup as a membership number",
      { medical_aid_number: "<b>1</b>" },
      "medical_aid_number",
      MEMBERSHIP_NUMBER_FORMAT,
    ],
    [
      "a one-digit dependant code",
      { medical_aid_dependant: "1" },
      "medical_aid_dependant",
      DEPENDANT_CODE_FORMAT,
    ],
    [
      "letters as a dependant code",
      { medical_aid_dependant: "AB" },
      "medical_aid_dependant",
      DEPENDANT_CODE_FORMAT,
    ],
    [
      "a number as a dependant code",
      { medical_aid_dependant: 1 },
      "medical_aid_dependant",
      "must be a string",
    ],
  ])("refuses %s with a 400 under that field and stores nothing", async (_name, bad, field, message) => {
    const practitioner = await createPractitioner();
    const body = bookingBody(practitioner, { ...CARD, ...bad });
    const answer = await submit(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ [field]: message });
    expect(answer.body.error).toContain(field);
    expect(await bookingsOf(practitioner.id)).toEqual([]);
    expect(await queuedMailsTo([body.email])).toEqual([]);
  });
});

describe("an admin's phone booking with the card's details", () => {
  /** Logged in within the test: the session's clock is the test's (TEST_NOW). */
  async function submission(practitioner: PractitionerItem, overrides: Record<string, unknown>) {
    const { headers } = await adminSession();
    const body = {
      first_name: "Bongani",
      last_name: "Zulu",
      email: uniqueEmail("phone-card"),
      cellphone_number: "0831234567",
      practitioner_id: practitioner.id,
      date: `${MONDAY}T09:00`,
      type: 0,
      duration: 30,
      ...CARD,
      ...overrides,
    };
    return invoke(
      adminBookingHandler,
      apiEvent("POST", "/api/booking/submission", { body, headers: { ...headers, ...csrfHeader() } }),
    );
  }

  it("keeps them on the booking, as the public form does", async () => {
    const practitioner = await createPractitioner();
    const answer = await submission(practitioner, { medical_aid_dependant: DEPENDANT });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain(NUMBER);
    const [booking] = await bookingsOf(practitioner.id);
    expect(booking).toMatchObject({ medicalAidNumber: NUMBER, medicalAidDependant: DEPENDANT });
  });

  it("refuses a bad dependant code with a 400 under that field and stores nothing", async () => {
    const practitioner = await createPractitioner();
    const answer = await submission(practitioner, { medical_aid_dependant: "123" });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ medical_aid_dependant: DEPENDANT_CODE_FORMAT });
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });
});

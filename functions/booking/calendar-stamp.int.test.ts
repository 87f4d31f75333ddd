import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as dashboardHandler } from "../dashboard/handler";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { practitionerSession } from "../test/auth-fixtures";
import { bookingBody, csrfHeader, putSchemes, queuedMailsTo, TEST_NOW } from "../test/booking-fixtures";
import { calendarOf } from "../test/calendar-file";
import { handler as bookingHandler } from "./handler";

// Within the login session (an hour would outlive it), and still a different DTSTAMP.
const LATER = 10 * 60 * 1000;

beforeAll(putSchemes);
beforeEach(() => setClockForTests(() => TEST_NOW));
afterAll(() => setClockForTests(undefined));

describe("calendar files in the booking mails", () => {
  it("each is stamped (DTSTAMP) when its own message was made: the confirmation ten minutes after the request", async () => {
    const { practitioner, headers } = await practitionerSession();
    const body = bookingBody(practitioner);
    const placed = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
    );
    expect(placed.status).toBe(201);
    const { id, date } = placed.body.booking as { id: string; date: string };

    setClockForTests(() => TEST_NOW + LATER);
    const confirmed = await invoke(
      dashboardHandler,
      apiEvent("POST", "/api/dashboard/bookings/confirm", { headers, body: { id, date } }),
    );
    expect(confirmed.status).toBe(200);

    const stamps = Object.fromEntries(
      (await queuedMailsTo([body.email])).map((queued) => [queued.kind, calendarOf(queued.mail).stampMs]),
    );
    expect(stamps).toEqual({
      "booking-received-patient": TEST_NOW,
      "booking-confirmed-patient": TEST_NOW + LATER,
    });
  });
});

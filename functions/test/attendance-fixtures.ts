import { expect } from "vitest";
import { handler as bookingHandler } from "../booking/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { PractitionerItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "./api-event";
import { createAccount, sessionOf } from "./auth-fixtures";
import { bookingBody, csrfHeader } from "./booking-fixtures";

/**
 * Attendance tests (issue 24): a booking placed and confirmed through the API, and the dashboard's
 * calls made by a session opened at the clock's current time (access tokens live 15 minutes, and
 * these tests move the clock past appointments).
 */

/** Bearer headers of a new login to the practitioner's listing, opened now. */
export async function practitionerHeaders(practitionerId: string): Promise<Record<string, string>> {
  return sessionOf(await createAccount("practitioner", { practitionerId }));
}

/** A booking submitted as a patient would; `status` 201 expected. */
export async function submitBooking(practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) {
  const body = bookingBody(practitioner, overrides);
  const answer = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { body, booking: answer.body.booking as { id: string; date: string } };
}

/** A dashboard POST (confirm, decline, attendance) by a fresh session of the practitioner. */
export async function dashboardPost(
  practitionerId: string,
  action: "confirm" | "decline" | "attendance",
  body: object,
  headers?: Record<string, string>,
) {
  return invoke(
    dashboardHandler,
    apiEvent("POST", `/api/dashboard/bookings/${action}`, {
      headers: headers ?? (await practitionerHeaders(practitionerId)),
      body,
    }),
  );
}

/** A booking submitted and confirmed (at the current clock). */
export async function confirmedBooking(
  practitioner: PractitionerItem,
  overrides: Record<string, unknown> = {},
) {
  const placed = await submitBooking(practitioner, overrides);
  const confirmed = await dashboardPost(practitioner.id, "confirm", placed.booking);
  expect(confirmed.status).toBe(200);
  return placed;
}

export const clockAt = (ms: number) => setClockForTests(() => ms);

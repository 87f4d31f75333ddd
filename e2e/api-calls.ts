import { type APIRequestContext, expect } from "@playwright/test";
import { offeredModes, typeOfMode } from "../core/appointment-modes";

/**
 * The stack's API as the widgets call it (JSON, X-Requested-With), for e2e tests that set up a state
 * through the real handlers rather than the pages: bookings, their confirmation, public forms.
 */
const API = { "X-Requested-With": "XMLHttpRequest" };

export interface Account {
  email: string;
  password: string;
}

export async function apiJson(
  request: APIRequestContext,
  path: string,
  init: { method?: string; data?: object; headers?: Record<string, string> } = {},
) {
  const response = await request.fetch(path, {
    method: init.method ?? "GET",
    headers: { ...API, ...init.headers },
    ...(init.data ? { data: init.data } : {}),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** A public POST with a fresh CSRF token; the answer must be `status`. */
export async function publicPost(
  request: APIRequestContext,
  path: string,
  data: object,
  status = 200,
): Promise<Record<string, unknown>> {
  const csrf = (await apiJson(request, "/api/csrf-token")).body.token as string;
  const answer = await apiJson(request, path, { method: "POST", headers: { "X-CSRF-TOKEN": csrf }, data });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

/** The Authorization header of a fresh session of `account`. */
export async function bearerOf(
  request: APIRequestContext,
  account: Account,
): Promise<Record<string, string>> {
  const csrf = (await apiJson(request, "/api/csrf-token")).body.token as string;
  const tokens = await apiJson(request, "/api/auth/login", {
    method: "POST",
    headers: { "X-CSRF-TOKEN": csrf },
    data: account,
  });
  expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
  return { Authorization: `Bearer ${tokens.body.access_token as string}` };
}

export interface BookedTime {
  id: string;
  date: string;
  duration: number;
}

/** How the booking form would pay and meet for this practitioner: cash where taken, their first mode. */
async function bookingTerms(request: APIRequestContext, practitionerId: string) {
  const profile = (await apiJson(request, `/api/practitioner/users?id=${practitionerId}`)).body
    .practitioner as {
    get_medical_aids: { medical_scheme: { id: string } }[];
    get_member_active_detail: { work_with: string; appointment_modes?: string[] };
  };
  const cash = profile.get_member_active_detail.work_with !== "Medical Aid";
  const scheme = profile.get_medical_aids[0]?.medical_scheme.id;
  // Video-only practices refuse an in-person booking (core/appointment-modes.ts).
  const type = typeOfMode(offeredModes(profile.get_member_active_detail.appointment_modes)[0] ?? "in-person");
  return {
    booking_with: cash ? "Cash/Card" : "Medical aid",
    ...(cash ? {} : { medical_aid_id: scheme }),
    type,
  };
}

/**
 * POST /api/booking/submit for `time.date` ("YYYY-MM-DD HH:mm"), as the booking form sends it;
 * `time.offer_token`: a waitlist offer's token (issue 26).
 */
export async function submitBooking(
  request: APIRequestContext,
  practitionerId: string,
  email: string,
  time: { date: string; duration: number; offer_token?: string },
) {
  const csrf = (await apiJson(request, "/api/csrf-token")).body.token as string;
  return apiJson(request, "/api/booking/submit", {
    method: "POST",
    headers: { "X-CSRF-TOKEN": csrf },
    data: {
      practitioner_id: practitionerId,
      first_name: "Verified",
      last_name: "Patient",
      email,
      reason_for_appointment: "A check-in",
      ...(await bookingTerms(request, practitionerId)),
      follow_up_session: false,
      term_condition: 1,
      ...time,
    },
  });
}

/** The open times of the week from `sunday` ("YYYY-MM-DD"), as the calendar reads them. */
export async function weekSlots(request: APIRequestContext, practitionerId: string, sunday: string) {
  const end = new Date(Date.parse(sunday) + 6 * 86_400_000).toISOString().slice(0, 10);
  return (
    await apiJson(
      request,
      `/api/practitioner/timeSlots?id=${practitionerId}&start_date=${sunday}&end_date=${end}`,
    )
  ).body as {
    practitioner: { date: string; time_slots: string[]; duration: number }[];
    booking: { date: string }[];
  };
}

/**
 * Books practitioner `practitionerId`'s first open time from next week on (or `weeksLater` weeks
 * after that), as the booking form does.
 */
export async function bookOpenTime(
  request: APIRequestContext,
  practitionerId: string,
  email: string,
  weeksLater = 0,
): Promise<BookedTime> {
  const sunday = new Date();
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay() + 7 * (1 + weeksLater));
  for (let week = 0; week < 4; week++) {
    const start = new Date(sunday.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const slots = await weekSlots(request, practitionerId, start);
    const taken = new Set(slots.booking.map((booking) => booking.date));
    for (const record of slots.practitioner) {
      for (const time of record.time_slots) {
        const date = `${record.date} ${time}`;
        if (taken.has(date)) continue;
        const booked = await submitBooking(request, practitionerId, email, {
          date,
          duration: record.duration,
        });
        if (booked.status !== 201) continue;
        return booked.body.booking as BookedTime;
      }
    }
  }
  throw new Error(`no open time for practitioner ${practitionerId} in four weeks`);
}

/** The practitioner (or an admin) confirms or declines a booking from the dashboard's list. */
export async function decideBooking(
  request: APIRequestContext,
  bearer: Record<string, string>,
  action: "confirm" | "decline",
  booking: BookedTime,
): Promise<void> {
  const answer = await apiJson(request, `/api/dashboard/bookings/${action}`, {
    method: "POST",
    headers: bearer,
    data: { id: booking.id, date: booking.date },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** An admin's "Checked on the register" or "Could not confirm" on a practitioner's council number (issue 27). */
export async function councilDecision(
  request: APIRequestContext,
  admin: Record<string, string>,
  practitionerId: string,
  decision: { outcome: "checked"; register_category: string } | { outcome: "not_confirmed"; reason: string },
): Promise<void> {
  const detail = await apiJson(request, `/api/practitioner/detail/${practitionerId}`, { headers: admin });
  const { number } = (detail.body.practitioner as { council_registration: { number: string } })
    .council_registration;
  const answer = await apiJson(request, `/api/practitioner/council-check/${practitionerId}`, {
    method: "POST",
    headers: admin,
    data: { number, ...decision },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Issue 28: a "My bookings" session for `email` through its mailed link (`linkOf` reads the mail). */
export async function patientBearerOf(
  request: APIRequestContext,
  email: string,
  linkOf: (email: string) => Promise<string>,
): Promise<Record<string, string>> {
  await publicPost(request, "/api/my/link", { email });
  const token = new URLSearchParams((await linkOf(email)).split("?")[1]).get("token") ?? "";
  const session = await publicPost(request, "/api/my/session", { token });
  return { Authorization: `Bearer ${session.token as string}` };
}

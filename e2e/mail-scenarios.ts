import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { MailKind } from "../functions/outbox/mail-kinds";
import {
  apiJson,
  type BookedTime,
  bearerOf,
  bookOpenTime,
  councilDecision,
  decideBooking,
  patientBearerOf,
  publicPost,
  submitBooking,
} from "./api-calls";
import { demoFailedRenewal, demoPayment } from "./billing-events";
import { DEMO_ADMIN } from "./log-in";
import { linkMailedTo } from "./mail-links";
import { fillApplication } from "./register-form";
import { expireRequest, queueNudgeBeforeStart } from "./timed-mails";

/**
 * One scenario per mail kind (functions/outbox/mail-kinds.ts): it makes the product send a real mail
 * of that kind through the stack's own handlers, as a patient, practitioner, admin or affiliate
 * would. The safe-links test then opens every link in it. A scenario may send other kinds too: the
 * test reads only the kind it is for. Adding a kind: one entry here, usually a few lines.
 */
export interface ScenarioContext {
  request: APIRequestContext;
  page: Page;
  /** A fresh address for this run. */
  email: (tag: string) => string;
}
export type MailScenario = (context: ScenarioContext) => Promise<void>;

/** Practitioner 1 of the demo data (business package) takes the bookings; other e2e files use 2 and 3. */
export const PRACTITIONER_1 = {
  id: "1",
  email: "thandeka.mkhize@mkhize-psychology.example",
  password: "Practitioner#2026",
};

/**
 * A booking request at practitioner 1 by a new patient, next week (or `weeksLater` weeks after: a
 * week on, the request gets its nudges and, once confirmed, both reminders).
 */
export async function booked(
  { request, email }: ScenarioContext,
  weeksLater = 0,
): Promise<BookedTime & { patient: string }> {
  const patient = email("patient");
  return { ...(await bookOpenTime(request, PRACTITIONER_1.id, patient, weeksLater)), patient };
}

async function decided(context: ScenarioContext, ...actions: ("confirm" | "decline")[]): Promise<void> {
  const booking = await booked(context, 1);
  const bearer = await bearerOf(context.request, PRACTITIONER_1);
  for (const action of actions) await decideBooking(context.request, bearer, action, booking);
}

/** The patient moves their booking to another open time of its week (the page's POST). */
async function rescheduled(context: ScenarioContext): Promise<void> {
  const booking = await booked(context, 1);
  const token = new URLSearchParams((await manageLink(booking.patient)).split("?")[1]).get("token");
  const day = booking.date.slice(0, 10);
  const sunday = new Date(`${day}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const week = await apiJson(
    context.request,
    `/api/practitioner/timeSlots?id=${PRACTITIONER_1.id}&start_date=${iso(sunday)}&end_date=${iso(new Date(sunday.getTime() + 6 * 86_400_000))}`,
  );
  const slots = week.body as {
    practitioner: { date: string; time_slots: string[] }[];
    booking: { date: string }[];
  };
  const taken = new Set(slots.booking.map((held) => held.date));
  const times = slots.practitioner.flatMap((record) =>
    record.time_slots.map((time) => `${record.date} ${time}`),
  );
  const date = times.find((time) => !taken.has(time) && time !== booking.date);
  expect(date, "another open time in the booking's week").toBeTruthy();
  await publicPost(context.request, "/api/booking/reschedule", { token, date });
}

/** The manage link in the booking mails sent to `patient`. */
export function manageLink(patient: string): Promise<string> {
  return linkMailedTo(patient, "/page/booking/manage?");
}

/** The patient presses Cancel on the page their manage link opens (its POST, never a GET). */
export async function cancelThrough(context: ScenarioContext, link: string): Promise<void> {
  const token = new URLSearchParams(link.split("?")[1]).get("token");
  await publicPost(context.request, "/api/booking/cancel", { token });
}

async function cancelledByPatient(context: ScenarioContext): Promise<void> {
  const { patient } = await booked(context);
  await cancelThrough(context, await manageLink(patient));
}

async function affiliateSignup(context: ScenarioContext, email: string): Promise<void> {
  await publicPost(context.request, "/api/program/signup", {
    name: "Ayanda",
    surname: "Zulu",
    email,
    contact: "0825550123",
    bank_detail: "FNB 62000000123 branch 250655",
  });
}

const CONFIRM_PAGE = "/page/affiliate/programme/confirm?";

/** Presses Confirm on the page of an affiliate confirmation link (its POST). */
async function confirmAffiliateLink(context: ScenarioContext, link: string): Promise<void> {
  const token = new URLSearchParams(link.split("?")[1]).get("token");
  await publicPost(context.request, "/api/program/confirm", { token });
}

/** A confirmed affiliate at `email`: signs up and confirms; the link it used. */
async function affiliate(context: ScenarioContext, email: string): Promise<string> {
  await affiliateSignup(context, email);
  const link = await linkMailedTo(email, CONFIRM_PAGE);
  await confirmAffiliateLink(context, link);
  return link;
}

/** A confirmed affiliate asks to change their bank details; the link that confirms the change. */
async function bankChangeLink(context: ScenarioContext): Promise<string> {
  const email = context.email("affiliate");
  const signupLink = await affiliate(context, email);
  await publicPost(context.request, "/api/program/bank-change", {
    email,
    bank_detail: "Capitec 1234567890 branch 470010",
  });
  return linkMailedTo(email, CONFIRM_PAGE, signupLink);
}

/**
 * The waitlist scenarios use practitioners no other e2e file books (an entry stays on a list, and
 * offers go to the first three): one for the offer, one for "it has gone".
 */
export const WAITLIST_PRACTITIONERS = { offer: "11", gone: "13" } as const;

async function joinWaitlist(
  { request }: ScenarioContext,
  practitionerId: string,
  email: string,
): Promise<void> {
  await publicPost(request, "/api/waitlist/join", {
    practitioner_id: practitionerId,
    first_name: "Naledi",
    email,
    type: 0,
  });
}

/**
 * `count` new addresses join the practitioner's waitlist; then a new patient books their first open
 * time and cancels it from the manage link, which offers the time to the list after the settle delay.
 */
async function offeredAt(context: ScenarioContext, practitionerId: string, count: number) {
  const waiting = Array.from({ length: count }, () => context.email("waitlister"));
  for (const email of waiting) await joinWaitlist(context, practitionerId, email);
  const patient = context.email("patient");
  const booked = await bookOpenTime(context.request, practitionerId, patient);
  const link = await manageLink(patient);
  await cancelThrough(context, link);
  return { waiting, booked };
}

/** An application through /register (the photo goes through the page's upload). */
async function apply(context: ScenarioContext, email: string): Promise<void> {
  const { page } = context;
  await page.goto("/register");
  await fillApplication(page, email);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText("Thank you. We have emailed you at")).toBeVisible({ timeout: 30_000 });
}

/** Applies at a new address, then the admin decides (confirmation 1 approves, 0 rejects). */
async function decidedApplication(context: ScenarioContext, confirmation: "0" | "1"): Promise<void> {
  const email = context.email("applicant");
  await apply(context, email);
  const admin = await bearerOf(context.request, DEMO_ADMIN);
  const list = await apiJson(
    context.request,
    `/api/registration/getrequest?is_approved=2&search=${encodeURIComponent(email)}`,
    {
      headers: admin,
    },
  );
  const rows = (list.body.data as { data: { id: string; email: string }[] }).data;
  const id = rows.find((row) => row.email === email)?.id;
  expect(id, "the application in the admin's list").toBeTruthy();
  const decided = await apiJson(
    context.request,
    `/api/registration/confirmation/${id}?confirmation=${confirmation}`,
    { headers: admin },
  );
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

export const MAIL_SCENARIOS: Record<MailKind, MailScenario> = {
  "booking-received-patient": async (context) => void (await booked(context)),
  "booking-received-practitioner": async (context) => void (await booked(context)),
  // Queued with the booking, due when the appointment ends: read from the outbox.
  "review-invite": async (context) => void (await booked(context)),
  "booking-confirmed-patient": (context) => decided(context, "confirm"),
  "booking-declined-patient": (context) => decided(context, "decline"),
  "booking-withdrawn-patient": (context) => decided(context, "confirm", "decline"),
  "booking-cancelled-patient": cancelledByPatient,
  "booking-moved-patient": rescheduled,
  "booking-moved-practitioner": rescheduled,
  // Queued when the practitioner confirms, due 72 h and 24 h before: read from the outbox.
  "remind-72h": (context) => decided(context, "confirm"),
  "remind-24h": (context) => decided(context, "confirm"),
  "nudge-12h": async (context) => void (await booked(context, 1)),
  "nudge-24h": async (context) => queueNudgeBeforeStart(PRACTITIONER_1.id, await booked(context, 1)),
  "booking-expired-patient": async (context) => expireRequest(await booked(context, 1)),
  "booking-cancelled-practitioner": cancelledByPatient,
  "password-reset": async ({ request }) =>
    void (await publicPost(request, "/api/auth/password/forgot", { email: PRACTITIONER_1.email })),
  "council-not-confirmed": async ({ request }) =>
    councilDecision(request, await bearerOf(request, DEMO_ADMIN), "8", {
      outcome: "not_confirmed",
      reason: "The register lists this number under another name.",
    }),
  "practitioner-access-link": async ({ request }) => {
    const sent = await apiJson(request, "/api/practitioner/send/email/practitioner/6", {
      headers: await bearerOf(request, DEMO_ADMIN),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  },
  "contact-message": async ({ request, email }) =>
    void (await publicPost(request, "/api/contact/submit", {
      name: "Thabo Nkosi",
      email: email("visitor"),
      contact_number: "0825550101",
      message: "Do you list practitioners in Polokwane?",
    })),
  "registration-received-applicant": (context) => apply(context, context.email("applicant")),
  "registration-received-admin": (context) => apply(context, context.email("applicant")),
  "registration-account-applicant": (context) => apply(context, PRACTITIONER_1.email),
  "registration-applied-applicant": async (context) => {
    const email = context.email("applicant");
    await apply(context, email);
    await apply(context, email);
  },
  "billing-invoice": async ({ request }) => void (await demoPayment(request)),
  "billing-past-due": async ({ request }) => demoFailedRenewal(request),
  "registration-approved": (context) => decidedApplication(context, "1"),
  "registration-rejected": (context) => decidedApplication(context, "0"),
  "affiliate-confirm-signup": (context) => affiliateSignup(context, context.email("affiliate")),
  "affiliate-welcome": async (context) => void (await affiliate(context, context.email("affiliate"))),
  "affiliate-already-joined": async (context) => {
    const email = context.email("affiliate");
    await affiliate(context, email);
    await affiliateSignup(context, email);
  },
  "affiliate-confirm-bank-change": async (context) => void (await bankChangeLink(context)),
  "affiliate-bank-changed": async (context) => confirmAffiliateLink(context, await bankChangeLink(context)),
  // Issue 28: the sign-in link, and the confirmation after "Delete my data".
  "my-sign-in-link": async (context) => {
    const { patient } = await booked(context);
    await publicPost(context.request, "/api/my/link", { email: patient });
  },
  "my-data-deleted": async (context) => {
    const { patient } = await booked(context);
    const headers = await patientBearerOf(context.request, patient, (email) =>
      linkMailedTo(email, "/page/my-bookings?token="),
    );
    const deleted = await apiJson(context.request, "/api/my/delete", { method: "POST", headers });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  },
  "waitlist-joined": async (context) => joinWaitlist(context, PRACTITIONER_1.id, context.email("waitlister")),
  "waitlist-offer": async (context) => void (await offeredAt(context, WAITLIST_PRACTITIONERS.offer, 1)),
  "waitlist-gone": async (context) => {
    const { waiting, booked } = await offeredAt(context, WAITLIST_PRACTITIONERS.gone, 2);
    const [first = ""] = waiting;
    const link = await linkMailedTo(first, `/page/practitioner/${WAITLIST_PRACTITIONERS.gone}?offer=`);
    const token = new URLSearchParams(link.split("?")[1]).get("offer") ?? "";
    const answer = await submitBooking(context.request, WAITLIST_PRACTITIONERS.gone, first, {
      date: booked.date,
      duration: booked.duration,
      offer_token: token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  },
};

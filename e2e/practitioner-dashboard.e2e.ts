import { expect, type Page, test } from "@playwright/test";
import { testPorts } from "../infra/local/test-ports";
import { visitDashboardSections } from "./dashboard-sections";
import { openTime } from "./open-times";
import { settledAxe } from "./page-checks";

/** Demo practitioner 2 (README) and their listing. */
const PIETER = {
  email: "pieter.vandermerwe@seapoint-family-practice.example",
  password: "Practitioner#2026",
  id: "2",
};

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`http://127.0.0.1:${testPorts.ses}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

/**
 * A patient books an open time on the practitioner's page, from next week on (openTime: this week's
 * last times may all be gone on a Friday afternoon); returns the slot's date and how many weeks
 * ahead the calendar showed it.
 */
async function patientBooks(page: Page, email: string): Promise<{ date: string; weeks: number }> {
  await page.goto(`/page/practitioner/${PIETER.id}`);
  const calendar = page.locator("#availability");
  const { name, weeks } = await openTime(calendar);
  const slot = calendar.getByRole("button", { name, exact: true });
  const date = (await slot.getAttribute("data-date")) ?? "";
  await slot.click();
  await page.getByLabel("First name *").fill("Sipho");
  await page.getByLabel("Last name").fill("Ndlovu");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Reason for appointment *").fill("Check-up");
  await page.getByRole("radio", { name: "Cash/Card" }).check();
  await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Operation successfull, Please check your mail. Thank you !")).toBeVisible();
  return { date, weeks };
}

async function openTimesOn(page: Page, date: string): Promise<string[]> {
  const sunday = new Date(`${date}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  const saturday = new Date(sunday.getTime() + 6 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const response = await page.request.get(
    `/api/practitioner/timeSlots?id=${PIETER.id}&start_date=${iso(sunday)}&end_date=${iso(saturday)}`,
    { headers: { "X-Requested-With": "XMLHttpRequest" } },
  );
  const body = (await response.json()) as { practitioner: { date: string; time_slots: string[] }[] };
  return body.practitioner.find((record) => record.date === date)?.time_slots ?? [];
}

test("a practitioner confirms a booking and takes a day out of office", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const patientEmail = `dashboard-${Date.now()}@example.org`;
  const patient = await browser.newPage();
  const { date, weeks } = await patientBooks(patient, patientEmail);
  await patient.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.getByLabel("Email").fill(PIETER.email);
  await page.getByLabel("Password", { exact: true }).fill(PIETER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // Confirm the pending booking: the patient gets the confirmation email.
  const row = page.locator(".db-booking", { hasText: patientEmail });
  await expect(row).toContainText("Waiting for you", { timeout: 20_000 });
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Booking confirmed. We have emailed the patient.")).toBeVisible();
  await expect(row).toContainText("Confirmed");
  await expect
    .poll(async () => (await emailsTo(patientEmail)).map((email) => email.subject).join(" | "), {
      timeout: 20_000,
    })
    .toMatch(/confirmed/i);

  // Out of office that whole day: the public calendar stops offering it.
  expect((await openTimesOn(page, date)).length).toBeGreaterThan(0);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Out of office" })
    .click();
  await expect(page).toHaveURL(/#out-of-office$/);
  await page.getByLabel("Start date").fill(date);
  await page.getByLabel("Start time").fill("00:00");
  await page.getByLabel("End date").fill(date);
  await page.getByLabel("End time").fill("23:59");
  await page.getByRole("button", { name: "Add period" }).click();
  // The day holds the booking just confirmed (and perhaps others' from other tests): the form says
  // so, and taking the day off cancels them with a mail to each patient.
  await expect(page.locator("#ooo-clashes-summary")).toContainText(/falls? in this period/);
  await page.getByRole("button", { name: /^Cancel (this appointment|these appointments) and email/ }).click();
  await expect(page.getByText(/^Out-of-office period saved\. \d+ appointments? cancelled/)).toBeVisible();
  await expect
    .poll(async () => (await emailsTo(patientEmail)).map((email) => email.subject).join(" | "), {
      timeout: 20_000,
    })
    .toMatch(/cancel/i);
  await expect(page.getByRole("list", { name: "Your out-of-office periods" })).toContainText("00:00");
  expect(await openTimesOn(page, date)).toEqual([]);
  // What a patient sees: the calendar offers nothing that day (in the week it was booked from).
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto(`/page/practitioner/${PIETER.id}`);
  const times = visitor.locator("#availability");
  for (let week = 0; week < weeks; week++) {
    await expect(times.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    await times.getByRole("button", { name: /Next/ }).click();
  }
  await expect(times.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.locator(`button.bk-time[data-date="${date}"]`)).toHaveCount(0);
  await visitor.close();

  // The other sections load and pass axe too.
  await visitDashboardSections(page, async (section) => {
    const axe = await (await settledAxe(page)).analyze();
    expect(axe.violations.map((violation) => `${section}: ${violation.id}`)).toEqual([]);
  });
});

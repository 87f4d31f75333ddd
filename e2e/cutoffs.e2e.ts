import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addDays, longDate, sastDate } from "../core/sast-time";
import { apiJson, type BookedTime, decideBooking } from "./api-calls";
import { choosePayment } from "./booking-form";
import { openDashboardSection, PIETER } from "./dashboard-sections";
import { settledAxe } from "./page-checks";
import { emailsTo } from "./ses-mail";

const script = { "X-Requested-With": "XMLHttpRequest" };
/** Tomorrow (SAST) at 19:35: always less than 48 hours away, and always past the 2-hour notice. */
const DAY = addDays(sastDate(Date.now()), 1);
const TIME = "19:35";

/** Pieter's bearer headers for the API (his dashboard session lives in the page's storage). */
async function pieterApi(request: APIRequestContext): Promise<Record<string, string>> {
  const csrf = (await (await request.get("/api/csrf-token", { headers: script })).json()) as {
    token: string;
  };
  const login = await request.post("/api/auth/login", {
    headers: { ...script, "X-CSRF-TOKEN": csrf.token },
    data: { email: PIETER.email, password: PIETER.password },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { ...script, Authorization: `Bearer ${access_token}` };
}

async function screenshots(page: Page, name: string, path: (file: string) => string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
}

/** Books DAY at TIME with Pieter through his public page; the manage link from the patient's mail. */
async function bookInsideCutoff(page: Page): Promise<string> {
  await page.goto(`/page/practitioner/${PIETER.id}`);
  const calendar = page.locator("#availability");
  await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
  const slot = calendar.getByRole("button", { name: `${longDate(DAY)} at ${TIME}`, exact: true });
  // Tomorrow is next week's Sunday when today is Saturday.
  if ((await slot.count()) === 0) await calendar.getByRole("button", { name: /Next/ }).click();
  await slot.click();
  const email = `e2e-cutoff-${Date.now()}@example.org`;
  await page.getByLabel("First name *").fill("Ayanda");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Reason for appointment *").fill("Check-up");
  await choosePayment(page);
  await page.getByRole("checkbox", { name: /I agree to the terms & conditions and privacy policy/ }).check();
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Operation successfull, Please check your mail. Thank you !")).toBeVisible();
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await emailsTo(email);
  // The booking mail states the policy the practitioner set.
  expect(mail?.body.text).toContain("You can cancel online up to 48 hours before your appointment");
  const link = /https?:\/\/\S+\/page\/booking\/manage\?token=[^\s>"]+/.exec(mail?.body.text ?? "")?.[0];
  if (!link) throw new Error("no manage link in the booking mail");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("the practitioner sets a 48-hour cancel cut-off; a booking inside it shows the practice's phone instead of Cancel", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const api = await pieterApi(request);
  // A time tomorrow that no one else holds: a date record of Pieter's own, removed again below.
  const opened = await request.post("/api/availability/dates", {
    headers: api,
    data: { date: DAY, time_slots: [TIME], duration: 20 },
  });
  expect(opened.status()).toBeLessThan(300);
  try {
    await openDashboardSection(page, "Cancellation policy");
    await expect(page.getByRole("heading", { level: 2, name: "Cancellation policy" })).toBeVisible();
    await page.getByLabel("Patients can cancel online").selectOption({ label: "Up to 48 hours before" });
    await expect(page.locator(".cp-preview")).toContainText(
      "You can cancel online up to 48 hours before your appointment and reschedule online up to 24 hours before your appointment.",
    );
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(page.getByText("Operation Successfull !")).toBeVisible();
    const axe = await (await settledAxe(page)).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshots(page, "dashboard-policy", (file) => testInfo.outputPath(file));
    // Saved on the server, not just in the form.
    await page.reload();
    await expect(page.getByLabel("Patients can cancel online")).toHaveValue("48");

    // The public profile states it.
    await page.goto(`/page/practitioner/${PIETER.id}`);
    await expect(page.locator("main")).toContainText(
      "You can cancel online up to 48 hours before your appointment",
    );

    const manage = await bookInsideCutoff(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(manage);
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    await expect(page.locator(".bm-closed")).toContainText(
      /^Online cancellation closed on \w+ \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(48 hours before your appointment\)\./,
    );
    const call = page.locator(".bm-closed a[href^='tel:']");
    await expect(call).toHaveText(/^0\d{2} \d{3} \d{4}$/);
    await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
    // Cancelling online has closed, but the rest has not: moving the time (earlier only, once inside
    // the reschedule cut-off), the reminders, and, once confirmed, "Confirm I'm coming".
    await expect(page.getByRole("button", { name: "Change the time" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Reminders" })).toBeVisible();
    const token = new URL(manage, "http://x").searchParams.get("token") ?? "";
    const managed = await apiJson(request, `/api/booking/manage?token=${encodeURIComponent(token)}`);
    const booked = managed.body.booking as BookedTime;
    await decideBooking(request, api, "confirm", booked);
    await page.reload();
    await page.getByRole("button", { name: "Confirm I'm coming" }).click();
    await expect(page.getByText(/^You told .+ you're coming\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel appointment" })).toHaveCount(0);
    await expect(page.locator(".bm-closed")).toBeVisible();
    const manageAxe = await (await settledAxe(page)).analyze();
    expect(manageAxe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshots(page, "manage-inside-cutoff", (file) => testInfo.outputPath(file));
  } finally {
    // Leave Pieter as the other tests expect him: the default policy, no extra date.
    await request.post("/api/dashboard/policy", {
      headers: api,
      data: { cancel_cutoff_hours: 24, reschedule_cutoff_hours: 24 },
    });
    await request.post("/api/availability/dates/delete", { headers: api, data: { date: DAY } });
  }
});

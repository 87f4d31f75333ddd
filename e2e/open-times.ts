import { type Browser, expect, type Locator, type Page } from "@playwright/test";

/** Practitioner 1 of the demo data: active, with a weekly template. */
export const PROFILE = "/page/practitioner/1";

/**
 * The last open time of the first week from next week on that has one: its accessible name and how
 * many weeks ahead it is. Not the first: a time just past the notice period closes while the test
 * runs, and would then not show again after a cancellation or a move. Not this week: a time inside
 * the practitioner's cancel and reschedule cut-offs (24 hours by default) cannot be changed online.
 */
export async function openTime(calendar: Locator): Promise<{ name: string; weeks: number }> {
  // The first call wakes the API's functions (slow on a busy 2-core machine).
  await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
  await calendar.getByRole("button", { name: /Next/ }).click();
  for (let weeks = 1; weeks < 6; weeks++) {
    await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    // The times shown: on a phone the calendar shows one day's times at a time.
    const times = calendar.locator("button.bk-time:visible");
    if ((await times.count()) > 0)
      return { name: (await times.last().getAttribute("aria-label")) ?? "", weeks };
    await calendar.getByRole("button", { name: /Next/ }).click();
  }
  throw new Error("no open time in six weeks");
}

/** Whether a new visitor sees `slotName` on the profile's calendar, `weeksAhead` weeks on. */
export async function openTimeVisible(
  browser: Browser,
  slotName: string,
  weeksAhead: number,
): Promise<boolean> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  await page.goto(PROFILE);
  const calendar = page.locator("#availability");
  for (let week = 0; week < weeksAhead; week++) {
    await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible();
    await calendar.getByRole("button", { name: /Next/ }).click();
  }
  await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible();
  const visible = (await calendar.getByRole("button", { name: slotName, exact: true }).count()) > 0;
  await context.close();
  return visible;
}

/**
 * Picks an open time in the form's slot calendar (the public one); the form asks how long an
 * appointment then lasts and sets the duration. Returns the time chosen ("YYYY-MM-DDTHH:mm").
 */
export async function pickOpenTime(page: Page): Promise<string> {
  const calendar = page.locator(".ab-calendar");
  const { name } = await openTime(calendar);
  const duration = page.waitForResponse((response) => response.url().includes("/api/booking/get/duration/"));
  await calendar.getByRole("button", { name, exact: true }).click();
  expect((await duration).status()).toBe(200);
  await expect(page.getByText(/^Chosen time: /)).toBeVisible();
  return page.locator('input[type="hidden"][name="date"]').inputValue();
}

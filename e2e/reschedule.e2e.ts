import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { bookAs } from "./booking-form";
import { openTime, openTimeVisible, PROFILE } from "./open-times";
import { emailsTo, type StoredEmail } from "./ses-mail";

/** UID and SEQUENCE of a mail's calendar file, read by ical.js (as calendar clients would). */
function calendarOf(mail: StoredEmail | undefined): { uid: string; sequence: number; start: string } {
  const file = mail?.attachments.find((attachment) => attachment.filename === "appointment.ics");
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(file?.content ?? "", "base64").toString("utf8")),
  );
  const event = calendar.getFirstSubcomponent("vevent");
  return {
    uid: String(event?.getFirstPropertyValue("uid")),
    sequence: Number(event?.getFirstPropertyValue("sequence")),
    start: String(event?.getFirstPropertyValue("dtstart")),
  };
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("a patient moves their booking through the emailed link", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto(PROFILE);
  // A time next week or later: outside the practitioner's reschedule cut-off (24 h in the demo data),
  // so it may move to a later day.
  const profileCalendar = page.locator("#availability");
  await expect(profileCalendar.getByRole("list", { name: /Appointment times/ })).toBeVisible({
    timeout: 30_000,
  });
  await profileCalendar.getByRole("button", { name: /Next/ }).click();
  const found = await openTime(profileCalendar);
  const before = { name: found.name, weeks: found.weeks + 1 };
  await page.getByRole("button", { name: before.name, exact: true }).click();
  const email = `e2e-move-${Date.now()}@example.org`;
  await bookAs(page, email);

  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 30_000 }).toBe(1);
  const [requested] = await emailsTo(email);
  const link = /https?:\/\/\S+\/page\/booking\/manage\?token=[^\s>"]+/.exec(requested?.body.text ?? "")?.[0];
  const manage = new URL(link ?? "");

  // The mail's "Reschedule" button: the page opens at the calendar and moves nothing by itself.
  await page.goto(`${manage.pathname}${manage.search}&action=reschedule`);
  const calendar = page.locator(".bm-reschedule");
  await expect(calendar.getByRole("heading", { name: "Choose a new time" })).toBeVisible();
  await expect(page.locator(".bm-facts")).toContainText(before.name.split(" at ")[1] ?? "");
  for (let week = 0; week <= before.weeks; week++) {
    await expect(calendar.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    await calendar.getByRole("button", { name: /Next/ }).click();
  }
  const after = await openTime(calendar);
  const afterWeeks = before.weeks + 1 + after.weeks;
  await calendar.getByRole("button", { name: after.name, exact: true }).click();
  const question = calendar.getByRole("heading", { name: /^Move your appointment to / });
  await expect(question).toBeVisible();
  await screenshots(page, "reschedule-view");

  await calendar.getByRole("button", { name: "Yes, move my appointment" }).click();
  const moved = page.locator(".bm-note--moved");
  await expect(moved).toContainText(/^This appointment was moved to .+ at \d{2}:\d{2}\.$/);
  await expect(page.locator(".bm-facts")).toContainText(after.name.split(" at ")[1] ?? "");

  // The old time is open again in the public calendar; the new one is not.
  expect(await openTimeVisible(browser, before.name, before.weeks)).toBe(true);
  expect(await openTimeVisible(browser, after.name, afterWeeks)).toBe(false);

  // The new mail's calendar file updates the same event: same UID, higher SEQUENCE.
  await expect.poll(async () => (await emailsTo(email)).length, { timeout: 30_000 }).toBe(2);
  const mails = await emailsTo(email);
  const movedMail = mails.find((mail) => mail.subject.startsWith("Appointment moved"));
  const [first, second] = [calendarOf(requested), calendarOf(movedMail)];
  expect(second.uid).toBe(first.uid);
  expect(second.sequence).toBeGreaterThan(first.sequence);
  expect(second.start).not.toBe(first.start);

  // The old link still opens the booking, as it is now.
  await page.goto(`${manage.pathname}${manage.search}`);
  await expect(page.locator(".bm-note--moved")).toBeVisible();
  await screenshots(page, "moved-view");
});

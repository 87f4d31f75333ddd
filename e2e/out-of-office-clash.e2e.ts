import { expect, type Page, test } from "@playwright/test";
import { bookOpenTime } from "./api-calls";
import { openDashboardSection } from "./dashboard-sections";
import { settledAxe } from "./page-checks";
import { emailsTo } from "./ses-mail";

/**
 * Out-of-office over booked time (issue 25 item 6): a practitioner with a booked time takes it off,
 * is shown the appointment it covers, cancels it from the form, and the patient gets the mail.
 * Demo practitioner 3; each width books its own time (weeks apart) and takes only that time off,
 * so no other test's bookings are touched.
 */
const LWANDO = {
  id: "3",
  email: "lwando.mgijima@mgijima-counselling.example",
  password: "Practitioner#2026",
};

async function expectAxeClean(page: Page) {
  const results = await (await settledAxe(page)).include(".ooo").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 7 Dec" of a "YYYY-MM-DD" date. */
function shortDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

for (const [width, weeksLater] of [
  [390, 3],
  [1366, 4],
] as const) {
  test(`a practitioner takes a booked time off and cancels the appointment (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const patient = `e2e-ooo-${width}-${Date.now()}@example.org`;
    const booked = await bookOpenTime(request, LWANDO.id, patient, weeksLater);
    const [day = "", time = ""] = booked.date.split(" ");
    const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 5;
    const until = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

    await openDashboardSection(page, "Out of office", LWANDO);
    const panel = page.locator(".ooo");
    await expect(panel.getByRole("heading", { name: "Add an out-of-office period" })).toBeVisible();
    await panel.getByLabel("Start date").fill(day);
    await panel.getByLabel("Start time").fill(time);
    await panel.getByLabel("End date").fill(day);
    await panel.getByLabel("End time").fill(until);
    await panel.getByRole("button", { name: "Add period" }).click();

    // The clash, said plainly and focused (a screen reader reads it first), with the two ways on.
    const summary = panel.locator("#ooo-clashes-summary");
    await expect(summary).toHaveText(
      `1 appointment falls in this period: ${shortDay(day)} ${time} Verified.`,
    );
    await expect(summary).toBeFocused();
    const cancel = panel.getByRole("button", { name: "Cancel this appointment and email the patient" });
    await expect(panel.getByRole("button", { name: "Change the dates" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Add period" })).toBeHidden();
    await expectAxeClean(page);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`ooo-clash-${width}.png`), fullPage: true });

    // "Change the dates" goes back to the form; sending the same dates shows the clash again.
    await panel.getByRole("button", { name: "Change the dates" }).click();
    await expect(panel.getByLabel("Start date")).toBeFocused();
    await expect(summary).toBeHidden();
    await panel.getByRole("button", { name: "Add period" }).click();
    await expect(summary).toBeFocused();

    // From the keyboard: cancel the appointment.
    await cancel.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Out-of-office period saved. 1 appointment cancelled")).toBeVisible();
    await expect(summary).toBeHidden();
    const row = panel.locator(".ooo-item", { hasText: `${shortDay(day)} ${day.slice(0, 4)} ${time}` });
    await expect(row).toBeVisible();
    await expect(row).toBeFocused();
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath(`ooo-saved-${width}.png`), fullPage: true });

    // The patient is told.
    await expect
      .poll(async () => (await emailsTo(patient)).map((mail) => mail.subject), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/^Booking cancelled: /));

    // Clean up: the period goes again (the demo practitioner's list stays short).
    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: /^Delete/ }).click();
    await expect(row).toBeHidden();
  });
}

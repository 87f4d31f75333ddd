import { expect, type Page, test } from "@playwright/test";
import { addDays, sastDate, weekStart } from "../core/sast-time";
import { appointmentsText, requestsText, waitlistText } from "../widgets/dashboard/glance-text";
import { apiJson, bearerOf, bookOpenTime, decideBooking } from "./api-calls";
import { openDashboardSection, PIETER } from "./dashboard-sections";
import { settledAxe } from "./page-checks";
import { emailsTo } from "./ses-mail";

/**
 * The practice dashboard (issue 25 item 8): the glance's counts match the bookings, the filter keeps
 * cancelled ones apart, and "Cancel" on a confirmed booking mails the practitioner's message to the
 * patient. Demo practitioner 2; each width books two times of its own, weeks ahead (this week may
 * have no time left), and both are called off again at the end.
 */
const NOTE = "I am away on a course that day <sorry>. Please choose another time.";

interface Row {
  date: string;
  status: string;
}

/** The glance as it should read, counted from the practitioner's own list (not from the glance). */
async function expectedGlance(page: Page, bearer: Record<string, string>) {
  const rows = (await apiJson(page.request, "/api/dashboard/bookings", { headers: bearer })).body
    .data as Row[];
  const today = sastDate(Date.now());
  const saturday = addDays(weekStart(today), 6);
  const booked = rows.filter((row) => row.status === "confirmed" || row.status === "completed");
  const day = (row: Row) => row.date.slice(0, 10);
  // Who waits is never shown, so the waitlist's count comes from the glance itself.
  const glance = (await apiJson(page.request, "/api/dashboard/glance", { headers: bearer })).body as {
    waitlist_waiting: number;
  };
  return {
    waitlist: waitlistText(glance.waitlist_waiting),
    requests: requestsText(rows.filter((row) => row.status === "pending").length),
    today: appointmentsText(booked.filter((row) => day(row) === today).length),
    week: appointmentsText(booked.filter((row) => day(row) >= today && day(row) <= saturday).length),
  };
}

async function expectAxeClean(page: Page) {
  const results = await (await settledAxe(page)).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const [width, weeksLater] of [
  [390, 5],
  [1366, 6],
] as const) {
  test(`the practice dashboard: glance, filter and Cancel with a message (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const bearer = await bearerOf(request, PIETER);
    const stamp = Date.now();
    const kept = `e2e-pdash-kept-${width}-${stamp}@example.org`;
    const waiting = `e2e-pdash-waiting-${width}-${stamp}@example.org`;
    const confirmed = await bookOpenTime(request, PIETER.id, kept, weeksLater);
    const pending = await bookOpenTime(request, PIETER.id, waiting, weeksLater);
    try {
      await decideBooking(request, bearer, "confirm", confirmed);

      await openDashboardSection(page, "Bookings");
      const glance = page.locator(".db-glance");
      await expect(glance).toHaveAttribute("aria-busy", "false");
      const expected = await expectedGlance(page, bearer);
      const tiles = glance.locator(".db-glance__count");
      await expect(tiles).toHaveText([expected.requests, expected.today, expected.week, expected.waitlist]);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`glance-${width}.png`) });

      // "Show them": the list shows the requests waiting, among them the one just made.
      await glance.getByRole("button", { name: /^Show (it|them)$/ }).click();
      await expect(page.getByRole("radio", { name: /^Waiting for you/ })).toBeChecked();
      const waitingRow = page.locator(".db-booking", { hasText: waiting });
      const keptRow = page.locator(".db-booking", { hasText: kept });
      await expect(waitingRow).toBeVisible();
      await expect(keptRow).toHaveCount(0);
      await expect(waitingRow.getByRole("button", { name: "Decline" })).toBeVisible();

      // Confirmed: the confirmed booking has Cancel, not Decline.
      await page.getByRole("radio", { name: /^Confirmed/ }).check();
      await expect(keptRow).toBeVisible();
      await expect(waitingRow).toHaveCount(0);
      await expect(keptRow.getByRole("button", { name: "Decline" })).toHaveCount(0);
      await keptRow.getByRole("button", { name: "Cancel", exact: true }).click();
      const message = keptRow.getByLabel("Message to the patient (optional)");
      await expect(message).toBeFocused();
      await message.fill(NOTE);
      await keptRow.scrollIntoViewIfNeeded();
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`cancel-form-${width}.png`) });
      await keptRow.getByRole("button", { name: "Cancel appointment" }).click();
      await expect(page.getByText("Appointment cancelled. We have emailed the patient.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your bookings" })).toBeFocused();
      await expect(keptRow).toHaveCount(0);

      // Cancelled and declined ones are apart: there it is, cancelled by the practitioner.
      await page.getByRole("radio", { name: /^Cancelled and declined/ }).check();
      await expect(keptRow.locator(".db-status")).toHaveText("Cancelled by you");
      await expect(keptRow.getByRole("button")).toHaveCount(0);
      await keptRow.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`cancelled-${width}.png`) });

      // The glance counts again: one confirmed appointment fewer (it was weeks ahead: not this
      // week's), so it still matches the list.
      const after = await expectedGlance(page, bearer);
      await expect(tiles).toHaveText([after.requests, after.today, after.week, after.waitlist]);

      // The patient's mail carries the message, escaped in its HTML.
      await expect
        .poll(async () => (await emailsTo(kept)).map((mail) => mail.subject), { timeout: 30_000 })
        .toContainEqual(expect.stringMatching(/^Appointment cancelled: /));
      const mail = (await emailsTo(kept)).find((each) => each.subject.startsWith("Appointment cancelled"));
      expect(mail?.body.text).toContain(NOTE);
      expect(mail?.body.html).toContain("course that day &lt;sorry&gt;.");

      // Past appointments are one link away.
      await glance.getByRole("link", { name: "Past appointments" }).click();
      await expect(page.getByRole("heading", { name: "Past appointments" })).toBeInViewport();
      await expect(page.getByRole("link", { name: "Bookings", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    } finally {
      // Leave the practitioner as found: both times free again (declining twice changes nothing).
      for (const booking of [confirmed, pending])
        await apiJson(request, "/api/dashboard/bookings/decline", {
          method: "POST",
          headers: bearer,
          data: { id: booking.id, date: booking.date },
        });
    }
  });
}

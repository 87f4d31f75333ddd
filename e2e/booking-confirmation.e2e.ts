import { readFile } from "node:fs/promises";
import { type Download, expect, type FrameLocator, type Locator, type Page, test } from "@playwright/test";
import { calendarUid } from "../core/ics";
import { calendarTextOf } from "../functions/test/calendar-file";
import { bookAs } from "./booking-form";
import { openTime, PROFILE } from "./open-times";
import { settledAxe } from "./page-checks";
import { fillBookingForm, formFrame, INLINE, PARTNER, showOpenTimes } from "./partner-widget";
import { emailsTo } from "./ses-mail";

/**
 * After a booking (issue 25 item 1): a confirmation that stays, on our own page and inside the
 * partner widget (inline and popup), at a phone's and a laptop's width. Screenshots go to
 * test-results/booking-confirmation/ for a person to look at.
 */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

const SHOTS = "test-results/booking-confirmation";

/** The booking's id from the submit answer (the event's UID names it). */
async function submittedId(page: Page, submit: () => Promise<void>): Promise<string> {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/booking/submit") && r.status() === 201);
  await submit();
  const body = (await (await answered).json()) as { booking: { id: string } };
  return body.booking.id;
}

/** Clicks "Add to calendar" and reads the file with ical.js: our booking, tentative, one event. */
async function expectCalendarFile(page: Page, scope: Locator | FrameLocator, bookingId: string | null) {
  const download: Promise<Download> = page.waitForEvent("download");
  await scope.getByRole("link", { name: "Add to calendar (.ics)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("appointment.ics");
  const parsed = calendarTextOf(await readFile(await file.path(), "utf8"));
  expect(parsed).toMatchObject({ status: "TENTATIVE", method: "PUBLISH" });
  expect(parsed.uid).toMatch(bookingId === null ? /^[\w-]+@vulahealth\.co\.za$/ : calendarUid(bookingId));
  expect(parsed.endMs).toBeGreaterThan(parsed.startMs);
}

/** The form knows whose it is (and so which payments they take) before it is filled in. */
async function profileLoaded(form: FrameLocator) {
  await expect(form.getByRole("heading", { name: /^Your appointment with / })).toBeVisible();
}

/** What every confirmation says, wherever it is shown. */
async function expectConfirmation(scope: Locator, email: string) {
  await expect(scope).toContainText("SAST");
  await expect(scope).toContainText(/This is a request until .+ confirms it\. If it is not confirmed by /);
  await expect(scope).toContainText(`We sent the details to ${email}`);
  await expect(scope).toContainText("link to change or cancel this booking");
  await expect(scope).toContainText("If it is urgent");
  await expect(scope.getByRole("link", { name: "0800 567 567", exact: true })).toHaveAttribute(
    "href",
    "tel:0800567567",
  );
  await expect(scope.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
  // The reason for the appointment never leaves the booking.
  await expect(scope).not.toContainText(/Panic attacks|Embedded reason/);
}

for (const size of WIDTHS) {
  test.describe(`after booking, at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test("our site: the confirmation page, .ics, the manage link; later a kind fallback", async ({
      page,
    }) => {
      await page.goto(PROFILE);
      const practitioner = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
      await page
        .getByRole("button", { name: (await openTime(page.locator("#availability"))).name, exact: true })
        .click();
      const email = `confirm-${size.name}-${Date.now()}@example.org`;
      // The page leaves at once, so the answer's body is gone: the event's UID is checked by its form.
      await bookAs(page, email);

      // Its own page, nothing personal in the address; the heading has focus (no jump to the footer).
      await expect(page).toHaveURL(/\/page\/booking-confirmed$/);
      const heading = page.getByRole("heading", { level: 1, name: "Booking request sent" });
      await expect(heading).toBeFocused();
      const main = page.locator("main");
      await expect(main).toContainText(practitioner);
      await expectConfirmation(main, email);
      // The page's own crisis helplines close it, as on the home page.
      await expect(page.locator("#helplines")).toBeVisible();
      expect((await (await settledAxe(page)).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/page-${size.width}.png`, fullPage: true });
      await expectCalendarFile(page, main, null);

      // The manage link is the mail's (the submit answer does not carry it), and it works.
      await expect.poll(async () => (await emailsTo(email)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await emailsTo(email);
      const link = /https?:\/\/\S+\/page\/booking\/manage\?token=[^\s>"]+/.exec(mail?.body.text ?? "")?.[0];
      expect(link).toBeTruthy();

      // Refreshed (or opened later): the booking is not shown again; the page says where it is.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
      await expect(main).toContainText("the email we sent you has the details");
      await expect(main).not.toContainText(email);
      expect((await (await settledAxe(page)).analyze()).violations.map((v) => v.id)).toEqual([]);

      const manage = new URL(link ?? "");
      await page.goto(`${manage.pathname}${manage.search}`);
      await expect(page.getByText("Pending confirmation")).toBeVisible();
      await expect(main).toContainText(practitioner);
    });

    test("partner widget inline: a panel in the widget, focused; Done shows the week again", async ({
      page,
    }) => {
      await page.goto(`${PARTNER}/`);
      const widget = page.locator(INLINE);
      await (await showOpenTimes(widget)).click();
      const form = formFrame(widget);
      await profileLoaded(form);
      const email = `confirm-inline-${size.name}-${Date.now()}@example.org`;
      await fillBookingForm(form, email);
      const bookingId = await submittedId(page, () =>
        form.getByRole("button", { name: "Book appointment" }).click(),
      );

      // The spec's toast, then the confirmation in place of the calendar, its heading focused.
      await expect(
        widget.getByText("Operation successfull, Please check your mail. Thank you !"),
      ).toBeVisible();
      const heading = form.getByRole("heading", { level: 2, name: "Booking request sent" });
      await expect(heading).toBeFocused();
      await expect(widget.getByRole("list", { name: /Appointment times/ })).toHaveCount(0);
      const panel = form.locator("body");
      await expectConfirmation(panel, email);
      expect(page.url()).toBe(`${PARTNER}/`);
      // The frame has no h1 of its own (it is part of the partner's page, under the widget's h2).
      const axe = await (await settledAxe(page))
        .include(INLINE)
        .disableRules(["page-has-heading-one"])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await widget.scrollIntoViewIfNeeded();
      await widget.screenshot({ path: `${SHOTS}/inline-${size.width}.png` });
      await expectCalendarFile(page, form, bookingId);

      // Inline there is nothing to close: Done shows the week again, without the booked time.
      await form.getByRole("button", { name: "Done" }).click();
      await expect(widget.locator("iframe")).toHaveCount(0);
      await expect(widget.getByRole("list", { name: /Appointment times/ })).toBeVisible();
    });

    test("partner widget popup: the panel in the dialog; Done closes it and focus goes back", async ({
      page,
    }) => {
      await page.goto(`${PARTNER}/`);
      const trigger = page.getByRole("button", { name: "Book with Dr Thandeka Mkhize", exact: true });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: /^Book with Dr Thandeka Mkhize/ });
      await (await showOpenTimes(dialog)).click();
      const form = formFrame(dialog);
      await profileLoaded(form);
      const email = `confirm-popup-${size.name}-${Date.now()}@example.org`;
      await fillBookingForm(form, email);
      const bookingId = await submittedId(page, () =>
        form.getByRole("button", { name: "Book appointment" }).click(),
      );

      await expect(form.getByRole("heading", { level: 2, name: "Booking request sent" })).toBeFocused();
      await expectConfirmation(form.locator("body"), email);
      const axe = await (await settledAxe(page))
        .include("[data-vula-popup]")
        .disableRules(["page-has-heading-one"])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/popup-${size.width}.png` });
      await expectCalendarFile(page, form, bookingId);

      await form.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      // Opened again, it starts from the week, not the old confirmation.
      await trigger.click();
      await expect(dialog.getByRole("list", { name: /Appointment times/ })).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveCount(0);
    });
  });
}

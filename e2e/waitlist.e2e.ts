import { expect, type Page, test } from "@playwright/test";
import { NO_OPEN_TIME } from "../core/next-available";
import { addDays, MINUTE_MS, sastDate, sastTime, sastToMs } from "../core/sast-time";
import { WAITLIST_LEFT } from "../core/schemas/waitlist";
import { apiJson, bearerOf, bookOpenTime, submitBooking } from "./api-calls";
import { bookAs } from "./booking-form";
import { DEMO_ADMIN } from "./log-in";
import { linkMailedTo } from "./mail-links";
import { manageLink } from "./mail-scenarios";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

/**
 * Issue 26's proof in Chromium: a patient joins the waitlist of a fully booked practitioner, a
 * booking is cancelled from its manage link, the offer mail arrives in SES local, its link opens the
 * profile with the time chosen and held, and the booking succeeds. Practitioner 19 is booked by no
 * other e2e file; the admin's out-of-office periods around one open time make it fully booked once
 * that time is taken (and are removed again at the end).
 */
const PRACTITIONER = "19";
const PROFILE = `/page/practitioner/${PRACTITIONER}`;

/** Out of office from `from` to `to` ("YYYY-MM-DD HH:mm", SAST), set by the admin for practitioner 19. */
async function outOfOffice(
  page: Page,
  admin: Record<string, string>,
  from: string,
  to: string,
): Promise<string> {
  const [day = "", time = ""] = from.split(" ");
  const [second_day = "", to_time = ""] = to.split(" ");
  const saved = await apiJson(page.request, "/api/out-of-office/store", {
    method: "POST",
    headers: admin,
    // A retry finds the first attempt's booking in the period: it is cancelled with it.
    data: { auth_id: PRACTITIONER, day, time, second_day, to_time, cancel_clashing: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body.data as { id: string }).id;
}

/** Removes the periods this test added (the demo's own periods stay). */
async function removeOutOfOffice(page: Page, admin: Record<string, string>, ids: string[]): Promise<void> {
  for (const id of ids) {
    const removed = await apiJson(page.request, `/api/out-of-office/delete/${id}?auth_id=${PRACTITIONER}`, {
      headers: admin,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  }
}

test("a freed time finds the patient waiting: join, cancel, offer mail, held time, booked", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await bearerOf(page.request, DEMO_ADMIN);
  const run = Date.now();
  const first = `e2e-wl-first-${run}@example.org`;
  const waiting = `e2e-wl-waiting-${run}@example.org`;
  const periods: string[] = [];
  try {
    // Fully booked: the first open time taken, nothing open before or after it in the horizon.
    const booked = await bookOpenTime(page.request, PRACTITIONER, first);
    const [date = "", time = ""] = booked.date.split(" ");
    const end = sastToMs(date, time) + booked.duration * MINUTE_MS;
    periods.push(await outOfOffice(page, admin, `${sastDate(Date.now())} 00:00`, booked.date));
    periods.push(
      await outOfOffice(page, admin, `${sastDate(end)} ${sastTime(end)}`, `${addDays(date, 200)} 23:59`),
    );

    // On a desktop and a phone: no open times, the helplines, and the form already open.
    for (const width of [1366, 390]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const patient = await visitor.newPage();
      await patient.goto(PROFILE);
      const waitlist = patient.locator(".bk-waitlist");
      await expect(waitlist.getByRole("heading", { name: NO_OPEN_TIME })).toBeVisible();
      await expect(waitlist.getByRole("link", { name: "0800 567 567" })).toBeVisible();
      await expect(waitlist.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
      await expectAxeClean(patient, `the waitlist form at ${width} px`);
      await expectNoSidewaysScroll(patient, `the profile at ${width} px`);
      await waitlist.scrollIntoViewIfNeeded();
      await patient
        .locator("#availability")
        .screenshot({ path: test.info().outputPath(`waitlist-join-${width}.png`) });
      if (width === 390) {
        // A missing email is refused where it is typed, then the patient joins.
        await waitlist.getByLabel("First name *").fill("Naledi");
        await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
        await expect(waitlist.locator("#wl-email-error")).toBeVisible();
        await expect(waitlist.getByLabel("Email *")).toBeFocused();
        await waitlist.getByLabel("Email *").fill(waiting);
        await waitlist.getByRole("checkbox", { name: "Mornings (before 12:00)" }).check();
        await waitlist.getByRole("checkbox", { name: "Afternoons (12:00 to 17:00)" }).check();
        await waitlist.getByRole("checkbox", { name: "Evenings (from 17:00)" }).check();
        await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
        await expect(waitlist.getByRole("heading", { name: "Waitlist joined" })).toBeFocused();
        await waitlist.screenshot({ path: test.info().outputPath("waitlist-joined-390.png") });
      }
      await visitor.close();
    }
    const leave = await linkMailedTo(waiting, "/page/waitlist/leave?token=");

    // The first patient cancels from their manage link: the time comes free.
    const manage = new URL(await manageLink(first), "http://site");
    await page.goto(`${manage.pathname}${manage.search}`);
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(
      page.getByText("Your appointment has been cancelled.", { exact: false }).first(),
    ).toBeVisible();

    // After the settle delay the offer mail arrives; while held, nobody else can book the time.
    const offer = await linkMailedTo(waiting, `${PROFILE}?offer=`);
    const other = await submitBooking(page.request, PRACTITIONER, `e2e-wl-other-${run}@example.org`, {
      date: booked.date,
      duration: booked.duration,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(409);

    // Its link opens the profile with the time chosen and held; the booking goes through.
    const phone = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const patient = await phone.newPage();
    await patient.goto(offer);
    const form = patient.locator("#booking");
    await expect(form.locator(".bk-form__when")).toContainText(time);
    await expect(form.locator(".bk-form__held")).toContainText("We are keeping this time for you until");
    await expectAxeClean(patient, "the offered time's booking form");
    await form.locator(".bk-form__held").scrollIntoViewIfNeeded();
    await patient.screenshot({ path: test.info().outputPath("waitlist-offer-390.png") });
    await bookAs(patient, waiting);
    await expect(patient).toHaveURL(/\/page\/booking-confirmed$/);
    await linkMailedTo(waiting, "/page/booking/manage?");

    // Booking ended the entry; the joined mail's leave link still answers kindly, on a button press.
    await patient.goto(leave);
    await patient.getByRole("button", { name: "Leave the waitlist" }).click();
    await expect(patient.getByRole("status")).toHaveText(WAITLIST_LEFT);
    await expect(patient.getByRole("status")).toBeFocused();
    await phone.close();
  } finally {
    await removeOutOfOffice(page, admin, periods);
  }
});

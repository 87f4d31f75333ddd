import { expect, type Page, test } from "@playwright/test";
import { testPorts } from "../infra/local/test-ports";
import { DEMO_ADMIN, logIn } from "./log-in";
import { pickOpenTime } from "./open-times";
import { settledAxe } from "./page-checks";

/**
 * Admin operations: a phone booking for a new patient (and the 300 warning on a second
 * try), the patient's erasure after the confirm dialog (the practitioner's email in SES local),
 * the locations map toggle, out-of-office for a practitioner; axe and no sideways scroll on each
 * admin page at 390 and 1366 px. Screenshots go to test-results/admin-ops/ to be looked at.
 */
/** Practitioner 1 of the demo data (active, weekly template). */
const PRACTITIONER = { id: "1", name: "Thandeka Mkhize", email: "thandeka.mkhize@mkhize-psychology.example" };
const SES_STORE = `http://127.0.0.1:${testPorts.ses}/store`;
const BOOKING_EXISTS = "Booking already exist please change you schedule !";
const WIDTHS = [390, 1366] as const;

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(SES_STORE);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

/** YYYY-MM-DD of a day in SAST, `days` from today. */
function sastDay(days: number): string {
  return new Date(Date.now() + 2 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** axe finds nothing, nothing scrolls sideways, and a screenshot is kept, at both widths. */
async function checkPage(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    const axe = await (await settledAxe(page)).analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
      ),
      `${name} at ${width}px`,
    ).toEqual([]);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement?.scrollWidth ?? 0,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: `test-results/admin-ops/${name}-${width}.png`, fullPage: true });
  }
}

async function choosePractitioner(page: Page, id: string): Promise<void> {
  const box = page.locator(`#${id}-input`);
  await box.fill(PRACTITIONER.name);
  const option = page.getByRole("option", { name: new RegExp(PRACTITIONER.name) }).first();
  await expect(option).toBeVisible({ timeout: 30_000 });
  await option.click();
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** Fills the phone-booking form for a new patient at an open time from the calendar; returns that time. */
async function fillBooking(page: Page, patient: { email: string; surname: string }): Promise<string> {
  await page.getByLabel("First name").fill("Nomvula");
  await page.getByLabel("Last name").fill(patient.surname);
  await page.getByLabel("Email").fill(patient.email);
  await page.getByLabel("Cellphone").fill("0825551234");
  await choosePractitioner(page, "ab-practitioner");
  const when = await pickOpenTime(page);
  await choosePayment(page);
  return when;
}

/** Whatever the practitioner accepts: cash if they take it, else their first medical aid. */
async function choosePayment(page: Page): Promise<void> {
  const payment = page.getByLabel("Payment");
  await expect(payment.locator("option", { hasText: /Cash|Medical/ }).first()).toBeAttached();
  if ((await payment.locator("option", { hasText: "Cash/Card" }).count()) > 0) {
    await payment.selectOption("Cash/Card");
  } else {
    await payment.selectOption("Medical aid");
    await page.getByLabel("Medical aid").selectOption({ index: 1 });
  }
}

test.describe.configure({ mode: "serial" });

test.describe("admin operations", () => {
  const patient = { email: `phone-${Date.now()}@example.org`, surname: `Phone${Date.now().toString(36)}` };

  test("adds a phone booking for a new patient from the slot calendar; the same time again gets the 300 warning", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, DEMO_ADMIN, 30_000);
    await page.goto("/admin/bookings/add");
    await expect(page.getByRole("heading", { name: "Add a booking", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await checkPage(page, "add-booking", async () => {
      await expect(page.getByRole("button", { name: "Add booking" })).toBeVisible();
    });

    await page.setViewportSize({ width: 390, height: 844 });
    const when = await fillBooking(page, patient);
    await page.getByRole("button", { name: "Add booking" }).click();
    // The confirmation says what was booked, and takes focus.
    const booked = page.getByRole("heading", { name: "Booking added" });
    await expect(booked).toBeFocused({ timeout: 30_000 });
    await expect(
      page.getByText(
        new RegExp(`^Nomvula ${patient.surname} with .*${PRACTITIONER.name} on .* at ${when.slice(11)}`),
      ),
    ).toBeVisible();
    await checkPage(page, "add-booking-done", async () => {
      await expect(booked).toBeVisible();
    });
    await expect
      .poll(async () => (await emailsTo(patient.email)).map((mail) => mail.subject).join("|"), {
        timeout: 30_000,
      })
      .toContain("Appointment booked for you");
    expect((await emailsTo(patient.email)).map((mail) => mail.body.text ?? "").join("")).not.toMatch(
      /thank you for your booking request/i,
    );

    // The calendar no longer offers that time; the out-of-hours override can still name it.
    await page.getByRole("button", { name: "Add another booking" }).click();
    await fillBooking(page, patient);
    await page.getByLabel("Book outside the practitioner's hours (kept on the booking)").check();
    await page.getByLabel("Date and time").fill(when);
    await page.getByRole("button", { name: "Add booking" }).click();
    await expect(page.getByText(BOOKING_EXISTS)).toBeVisible({ timeout: 30_000 });
    // The form keeps what was typed, to change the time.
    await expect(page.getByLabel("Last name")).toHaveValue(patient.surname);

    // The same patient again, found by typing, at another open time.
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("radio", { name: "Existing patient" }).check();
    await page.getByRole("combobox", { name: "Patient name" }).fill(patient.surname);
    await page.getByRole("option", { name: new RegExp(patient.surname) }).click();
    await expect(page.getByText(patient.email)).toBeVisible();
    await choosePractitioner(page, "ab-practitioner");
    await pickOpenTime(page);
    await choosePayment(page);
    await page.getByRole("button", { name: "Add booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking added" })).toBeVisible({ timeout: 30_000 });
  });

  test("finds the patient, sees their booking, deletes them after the confirm dialog", async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, DEMO_ADMIN, 30_000);
    await page.goto(`/admin/patients?search=${encodeURIComponent(patient.surname)}`);
    const row = page.locator("tr", { hasText: patient.email });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await checkPage(page, "patients", async () => {
      await expect(page.locator("tr", { hasText: patient.surname })).toBeVisible();
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await row.getByRole("link", { name: /Bookings/ }).click();
    await expect(page).toHaveURL(/\/admin\/patient\/bookings\/[^/]+$/);
    // Both phone bookings, waiting for the practitioner (a phone hides the "Taken" column at first).
    await expect(page.getByText("Pending", { exact: true })).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole("cell", { name: "By phone" })).toHaveCount(2);
    await checkPage(page, "patient-bookings", async () => {
      await expect(page.getByText("Pending", { exact: true }).first()).toBeVisible();
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/admin/patients?search=${encodeURIComponent(patient.surname)}`);
    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page
      .locator("tr", { hasText: patient.email })
      .getByRole("button", { name: /Delete/ })
      .click();
    await expect(page.getByText("Operation Successfull !")).toBeVisible({ timeout: 30_000 });
    expect(question).toContain("personal data");
    await expect(page.getByText("Empty Record !")).toBeVisible({ timeout: 30_000 });

    // The practitioner is told the booking is cancelled (outbox -> SES local).
    await expect
      .poll(
        async () =>
          (await emailsTo(PRACTITIONER.email)).some(
            (mail) => mail.subject.startsWith("Booking cancelled") && mail.subject.includes(patient.surname),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test("pages the locations list from the server; the map shows clusters, then pins zoomed in", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, DEMO_ADMIN, 30_000);
    await page.goto("/admin/locations");
    const table = page.getByRole("table");
    await expect(table).toBeVisible({ timeout: 30_000 });
    // The demo's 240 active practitioners: 25 a page, the total from the server's X-Total-Count.
    await expect(page.getByText(/^\d+ active practitioners$/)).toBeVisible();
    const total = Number((await page.getByText(/^\d+ active practitioners$/).textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThan(25);
    await expect(table.locator("tbody tr")).toHaveCount(25);
    const firstOfPage1 = await table.locator("tbody tr").first().textContent();
    const answer = page.waitForResponse((response) => response.url().includes("/api/location/getLocation"));
    await page.getByRole("button", { name: "Next page" }).click();
    const paged = await answer;
    expect(new URL(paged.url()).searchParams.get("page")).toBe("2");
    expect(paged.headers()["x-total-count"]).toBe(String(total));
    await expect(page).toHaveURL(/page=2/);
    await expect(table.locator("tbody tr").first()).not.toHaveText(firstOfPage1 ?? "");
    await checkPage(page, "locations-list", async () => {
      await expect(table.locator("tbody tr")).toHaveCount(25);
    });

    await page.getByRole("button", { name: "Map view" }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole("region", { name: "Map of practitioner locations" });
    // Country zoom: round cluster markers with their count, named for a screen reader.
    const clusters = map.getByRole("button", { name: /^\d+ practitioners? near .+: zoom in$/ });
    await expect(clusters.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: /in view, in \d+ groups?/ })).toBeVisible();
    expect(await map.locator(".sr-pin").count()).toBe(0);
    await checkPage(page, "locations-map-clusters", async () => {
      await expect(clusters.first()).toBeVisible();
    });

    // Choosing the biggest group zooms in on it, until each practitioner has a pin.
    await page.setViewportSize({ width: 1366, height: 900 });
    for (let step = 0; step < 4 && (await map.locator(".sr-pin").count()) === 0; step++) {
      const counts = await clusters.evaluateAll((markers) =>
        markers.map((marker) => Number(marker.textContent)),
      );
      await clusters.nth(counts.indexOf(Math.max(...counts))).click();
      await page.waitForResponse((response) => response.url().includes("/api/location/map"));
      await page.waitForTimeout(500);
    }
    await expect(map.locator(".sr-pin").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: /^\d+ practitioners? in view$/ })).toBeVisible();
    // Demo practitioners share their suburb's coordinates, so pins overlap: open one by its own click.
    await map.locator(".sr-pin").first().dispatchEvent("click");
    await expect(map.locator(".sr-popup__name")).toBeVisible();
    await checkPage(page, "locations-map-pins", async () => {
      await expect(map.locator(".sr-pin").first()).toBeVisible();
    });

    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(map).toHaveCount(0);
  });

  test("sets an out-of-office period for a practitioner", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO_ADMIN, 30_000);
    await page.goto("/admin/out-of-office");
    await expect(page.getByRole("heading", { name: "Out-of-office periods", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await choosePractitioner(page, "aoo-practitioner");
    await expect(page.getByRole("heading", { name: "Out of office" })).toBeVisible({ timeout: 30_000 });
    const day = sastDay(30);
    await page.getByLabel("Start date").fill(day);
    await page.getByLabel("Start time").fill("08:00");
    await page.getByLabel("End date").fill(day);
    await page.getByLabel("End time").fill("12:00");
    await page.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByText("Operation Successfull !")).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole("list", { name: /Out-of-office periods of/ });
    await expect(list.getByRole("listitem")).not.toHaveCount(0);
    await checkPage(page, "out-of-office", async () => {
      await expect(list).toBeVisible();
    });
  });
});

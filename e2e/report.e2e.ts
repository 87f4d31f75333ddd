import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { monthOf } from "../core/commission";
import { apiJson, bearerOf, bookOpenTime, decideBooking } from "./api-calls";
import { openDashboardSection, PIETER } from "./dashboard-sections";
import { DEMO_ADMIN, logIn } from "./log-in";
import { settledAxe } from "./page-checks";

/** The figure a report list shows under `label` (the figures are a description list). */
function figure(page: Page, label: string) {
  return page.locator(".mr-figure", { has: page.getByText(label, { exact: true }) }).locator("dd");
}

async function noAxeViolations(page: Page): Promise<void> {
  const axe = await (await settledAxe(page)).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

test("the practitioner's monthly report on a phone: this month first, another month picked, CSV downloaded", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const pieter = await bearerOf(request, PIETER);
  // A confirmed appointment of Pieter's, so the month picked below has something in it.
  const booked = await bookOpenTime(request, PIETER.id, `e2e-report-${Date.now()}@example.org`);
  await decideBooking(request, pieter, "confirm", booked);
  const report = async (month: string) =>
    (await apiJson(request, `/api/dashboard/report?month=${month}`, { headers: pieter })).body;

  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardSection(page, "Monthly report");
  await expect(page.getByRole("heading", { level: 2, name: "Monthly report" })).toBeVisible();
  const thisMonth = monthOf(Date.now());
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue(thisMonth);
  const now = await report(thisMonth);
  await expect(figure(page, "Booking requests")).toHaveText(String(now.requests));
  await expect(figure(page, "Confirmed")).toHaveText(String(now.confirmed));
  await noAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("report-390.png"), fullPage: true });

  const month = booked.date.slice(0, 7);
  await page.getByLabel("Month", { exact: true }).fill(month);
  const picked = await report(month);
  expect(picked.confirmed).toBeGreaterThanOrEqual(1);
  await expect(figure(page, "Confirmed")).toHaveText(String(picked.confirmed));
  await expect(figure(page, "Booking requests")).toHaveText(String(picked.requests));

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`vula-health-report-${month}.csv`);
  const lines = (await readFile(await file.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe(`"Figure","Value for ${month}"`);
  expect(lines).toContain(`"Booking requests","${picked.requests}"`);
  expect(lines).toContain(`"Booked minutes","${picked.booked_minutes}"`);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("report-1366.png"), fullPage: true });
});

test("an admin sees the same report on the practitioner's record", async ({ page, request }, testInfo) => {
  const pieter = await bearerOf(request, PIETER);
  const month = monthOf(Date.now());
  const own = (await apiJson(request, `/api/dashboard/report?month=${month}`, { headers: pieter })).body;
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO_ADMIN);
  await page.goto(`/admin/doctor/detail/${PIETER.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Monthly report" })).toBeVisible();
  await expect(figure(page, "Booking requests")).toHaveText(String(own.requests));
  await expect(figure(page, "Offered")).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("admin-report-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("admin-report-1366.png"), fullPage: true });
});

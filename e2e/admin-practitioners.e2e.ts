import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, logIn } from "./log-in";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

const publicSearchByName = (name: string) =>
  `/page/search?name=${encodeURIComponent(name)}&type=name&address=&lat=&lng=`;

test("an admin finds a practitioner, deactivates them (gone from public search) and reactivates them", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO_ADMIN);
  // The dashboard links the page; the list starts on active practitioners, 15 a page.
  await page.getByRole("link", { name: "Practitioners" }).first().click();
  await expect(page).toHaveURL(/\/admin\/practitioners$/);
  await expect(page.getByRole("heading", { level: 1, name: "Practitioners" })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(15);

  // Someone from page 3 (not the demo accounts other tests log in as).
  await page.getByRole("button", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/page=3/);
  const name = (await page.locator("tbody tr th a").first().textContent())?.trim() ?? "";
  expect(name).toMatch(/^Dr /);

  // Search finds them; the filter lives in the address.
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  const row = page.locator("tbody tr", { hasText: name });
  await expect(row).toHaveCount(1);

  // They are in public search now.
  const visitor = await context.newPage();
  await visitor.goto(publicSearchByName(name));
  await expect(visitor.getByRole("link", { name }).first()).toBeVisible({ timeout: 20_000 });

  await row.getByRole("button", { name: `Deactivate ${name}` }).click();
  const asking = page.getByRole("dialog", { name: `Deactivate ${name}?` });
  await asking.getByLabel("Reason").fill("Asked to be taken off the directory");
  await asking.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(page.getByText("Operation Successfull !")).toBeVisible();
  await expect(page.getByText("Empty Record !")).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText("Result Not Found !")).toBeVisible({ timeout: 20_000 });

  // Deactivated list: the delete button shows there only; reactivate.
  await page.getByLabel("Status").selectOption("0");
  await expect(page).toHaveURL(/is_active=0/);
  const inactive = page.locator("tbody tr", { hasText: name });
  await expect(inactive.getByRole("button", { name: `Delete ${name}` })).toBeVisible();
  await inactive.getByRole("button", { name: `Activate ${name}` }).click();
  await expect(page.getByText("Operation Successfull !").last()).toBeVisible();
  await expect(page.getByText("Empty Record !")).toBeVisible();

  // A refresh shows the same view (filters in the address).
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("0");
  await expect(page.getByLabel("Search")).toHaveValue(name);

  await visitor.reload();
  await expect(visitor.getByRole("link", { name }).first()).toBeVisible({ timeout: 20_000 });
});

test("exports the practitioners as CSV with a progress bar, and Cancel stops an export", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/practitioners");
  const total = await page.evaluate(async () => {
    // The list's own total, as the export reads it.
    const token = localStorage.getItem("token");
    const answer = await fetch("/api/practitioner/view?perPage=1", {
      headers: { Authorization: `Bearer ${token}`, "X-Requested-With": "XMLHttpRequest" },
    });
    return ((await answer.json()) as { total: number }).total;
  });
  expect(total).toBeGreaterThan(100);
  await page.getByRole("link", { name: "Export CSV" }).click();
  await expect(page).toHaveURL(/\/admin\/export\/practitioner/);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Start the export" }).click();
  const download = await downloading;
  const progress = page.locator("progress");
  await expect(progress).toHaveAttribute("value", String(total));
  await expect(progress).toHaveAttribute("max", String(total));
  await expect(
    page.getByText(`Exported: ${total} of ${total} practitioners read, ${total} exported`),
  ).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^practitioners-active-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "id,name,email,profession,contact_number,business_address_physical,is_active,rating,review_count",
  );
  expect(lines).toHaveLength(total + 1);

  // A slow server: Cancel stops between pages and makes no file.
  await page.route("**/api/practitioner/export**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Export again" }).click();
  await expect(page.getByText(/^Exporting: 0 of/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("The export was cancelled. No file was made.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Download/ })).toHaveCount(0);
});

test("the admin pages are axe clean at 390 and 1366 px and never scroll sideways", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ADMIN);
  for (const path of [
    "/admin/practitioners",
    "/admin/practitioners?is_active=0",
    "/admin/doctor/detail/5",
    "/admin/doctor/add",
    "/admin/export/practitioner",
  ]) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator(".vh-admin-nav")).toBeVisible();
      // Whatever the page loads is in place before it is checked.
      await expect(page.locator(".vh-loader")).toHaveCount(0);
      await expectAxeClean(page, `${path} at ${width}px`);
      await expectNoSidewaysScroll(page, `${path} at ${width}px`);
    }
  }
});

test("a signed-out visitor is sent to log in; a practitioner is told the page is for admins", async ({
  page,
}) => {
  await page.goto("/admin/practitioners?is_active=0");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fpractitioners%3Fis_active%3D0$/, {
    timeout: 20_000,
  });
  await page.getByLabel("Email").fill("thandeka.mkhize@mkhize-psychology.example");
  await page.getByLabel("Password", { exact: true }).fill("Practitioner#2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/practitioners\?is_active=0$/, { timeout: 20_000 });
  await expect(page.getByRole("alert")).toContainText("This page is for administrators only.");
  await expect(page.locator("table")).toHaveCount(0);
});

test("on a phone the list hides low-priority columns until asked; the name sort turns around", async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/practitioners");
  const firstRow = page.locator("tbody tr").first();
  await expect(firstRow.locator('td[data-label="Contact"]')).toBeVisible();
  await expect(firstRow.locator('td[data-label="Email"]')).toHaveCount(0);
  await page.locator("summary", { hasText: "Columns" }).click();
  await page.getByRole("checkbox", { name: "Email" }).check();
  await expect(firstRow.locator('td[data-label="Email"]')).toContainText("@");

  await page.setViewportSize({ width: 1366, height: 900 });
  const first = await page.locator("tbody tr th a").first().textContent();
  await page.getByRole("button", { name: /^Practitioner/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.getByRole("columnheader", { name: /Practitioner/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(page.locator("tbody tr th a").first()).not.toHaveText(first ?? "");
});

test("the pager's next page and a reload are read from the page shown (its anchor), never from the address", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/practitioners?page=4");
  await expect(page.locator("tbody tr")).toHaveCount(15);
  const fourth = await page.locator("tbody tr th a").first().textContent();
  // Next: the request carries the sealed anchor of page 4; the address only the page number.
  const next = page.waitForRequest((request) => request.url().includes("/api/practitioner/view"));
  await page.getByRole("button", { name: "Next page" }).click();
  expect(new URL((await next).url()).searchParams.get("anchor")).toMatch(/^v1\./);
  await expect(page).toHaveURL(/page=5/);
  await expect(page.locator("tbody tr th a").first()).not.toHaveText(fourth ?? "");
  const fifth = await page.locator("tbody tr th a").first().textContent();
  // A reload asks from the anchor kept in the history entry, and shows the same page.
  const reload = page.waitForRequest((request) => request.url().includes("/api/practitioner/view"));
  await page.reload();
  expect(new URL((await reload).url()).searchParams.get("anchor")).toMatch(/^v1\./);
  await expect(page.locator("tbody tr th a").first()).toHaveText(fifth ?? "");
});

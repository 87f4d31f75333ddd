import { expect, type Page, test } from "@playwright/test";
import { PNG } from "pngjs";
import { DEMO_ADMIN, logIn } from "./log-in";
import { checkPhoneAndDesktop } from "./page-checks";

/**
 * The admins' catalogue (issue 29 item 10): a featured service added with a picture, moved up,
 * renamed and retired; a medical scheme added, renamed, retired and brought back. Each page is axe
 * clean and never scrolls sideways at 390 and 1366 px; screenshots go to test-results/admin-catalogue/.
 * Whatever the test adds ends retired, so the home page and the scheme choices are as they were.
 */
/** A small PNG made here (no binary fixtures in git): a teal square. */
function picture(): Buffer {
  const png = new PNG({ width: 120, height: 90 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 140, 130, 255], i);
  return PNG.sync.write(png);
}

const homeServices = async (page: Page): Promise<string[]> =>
  (await (await page.request.get("/api/get/feature/services")).json()).map((s: { name: string }) => s.name);

test("an admin adds, reorders, renames and retires a featured service", async ({ page }) => {
  const name = `Sleep clinic ${Date.now() % 100_000}`;
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/featured-services");
  const live = page.getByRole("list").filter({ has: page.getByText("Individual therapy") });
  await expect(live.getByRole("listitem")).toHaveCount(12);
  await checkPhoneAndDesktop(page, "admin-catalogue", "featured-services");

  await page.getByLabel("Service name").first().fill(name);
  await page
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name: "sleep.png", mimeType: "image/png", buffer: picture() });
  await page.getByRole("button", { name: "Add service" }).click();
  const added = live.getByRole("listitem").filter({ hasText: name });
  await expect(added).toContainText("13.");
  await expect(added.locator("img")).toHaveAttribute("src", /^\/photos\/service-/);
  expect((await homeServices(page)).at(-1)).toBe(name);

  await added.getByRole("button", { name: `Move up ${name}` }).click();
  await expect(added).toContainText("12.");
  expect((await homeServices(page)).at(-2)).toBe(name);

  await added.getByRole("button", { name: `Edit ${name}` }).click();
  await added.getByLabel("Service name").fill(`${name} and rest`);
  await checkPhoneAndDesktop(page, "admin-catalogue", "featured-services-edit");
  await added.getByRole("button", { name: "Save" }).click();
  const renamed = page.getByRole("listitem").filter({ hasText: `${name} and rest` });
  await renamed.getByRole("button", { name: `Retire ${name} and rest` }).click();
  const retired = page.getByRole("region", { name: "Retired" });
  await expect(retired.getByRole("listitem").filter({ hasText: `${name} and rest` })).toBeVisible();
  await expect(live.getByRole("listitem")).toHaveCount(12);
  expect(await homeServices(page)).not.toContain(`${name} and rest`);
});

test("an admin adds, renames, retires and brings back a medical scheme", async ({ page }) => {
  const name = `Vula Test Fund ${Date.now() % 100_000}`;
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/medical-schemes");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Discovery Health Medical Scheme" }),
  ).toBeVisible();
  await checkPhoneAndDesktop(page, "admin-catalogue", "medical-schemes");

  await page.getByLabel("Scheme name, as the Council for Medical Schemes registers it").fill(name);
  await page.getByRole("button", { name: "Add scheme" }).click();
  await page.getByLabel("Find a scheme").fill(name);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // The same name again is refused, next to the field.
  await page
    .getByLabel("Scheme name, as the Council for Medical Schemes registers it")
    .fill(name.toUpperCase());
  await page.getByRole("button", { name: "Add scheme" }).click();
  await expect(page.getByText("A medical scheme with this name exists already.").first()).toBeVisible();

  await row.getByRole("button", { name: `Rename ${name}` }).click();
  await row.getByLabel("New name").fill(`${name} Plus`);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText(`${name} Plus`);
  await row.getByRole("button", { name: `Retire ${name} Plus` }).click();
  await expect(row).toContainText("Retired: not offered for new choices");
  await checkPhoneAndDesktop(page, "admin-catalogue", "medical-schemes-retired");
  await row.getByRole("button", { name: `Bring back ${name} Plus` }).click();
  await expect(row).not.toContainText("Retired");
  // Ends retired: the demo's choices are as they were.
  await row.getByRole("button", { name: `Retire ${name} Plus` }).click();
  await expect(row).toContainText("Retired");
});

import { expect, test } from "@playwright/test";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

// No internet here: map tiles are refused at once instead of hanging.
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("filters on a 320 px phone: medical aid and language, no reload; the shared address works without JavaScript", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/page/search?find=&type=find&address=Durban");
  const results = page.locator("ol.sr__list > li");
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".sr-filters__reach-text")).toContainText("Nearest to Durban");
  const everyone = (await page.locator(".sr__title").textContent()) ?? "";
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

  // A person's choice focuses the control first; the list drawn again must give the focus back.
  await page.getByLabel("Medical aid").focus();
  await page.getByLabel("Medical aid").selectOption({ label: "Discovery Health Medical Scheme" });
  await expect(page).toHaveURL(/medical_aid=1(&|$)/);
  await expect(page.locator(".sr__title")).not.toHaveText(everyone);
  await expect(page.getByLabel("Medical aid")).toBeFocused();
  const withAid = (await page.locator(".sr__title").textContent()) ?? "";

  await page.getByLabel("Language").focus();
  await page.getByLabel("Language").selectOption("isiZulu");
  await expect(page).toHaveURL(/language=isiZulu/);
  await expect(page).toHaveURL(/medical_aid=1(&|$)/);
  await expect(page.locator(".sr__title")).not.toHaveText(withAid);
  await expect(page.getByLabel("Language")).toBeFocused();
  await expect(results.first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  const filtered = (await page.locator(".sr__title").textContent()) ?? "";
  expect(filtered).toMatch(/^\d[\d ]* practitioners?$/);

  await expectNoSidewaysScroll(page, "the filtered search at 320 px");
  await expectAxeClean(page, "the filtered search");

  // The address is the search: opened elsewhere without JavaScript, the server shows the same.
  const shared = page.url();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 800 },
  });
  const plain = await context.newPage();
  await plain.goto(shared);
  await expect(plain.locator(".sr__title")).toHaveText(filtered);
  await expect(plain.getByLabel("Language")).toHaveValue("isiZulu");
  await expect(plain.getByLabel("Medical aid")).toHaveValue("1");
  // Without the script the form itself applies a change: a plain GET of the filtered address.
  await plain.getByLabel("Gender").selectOption("female");
  await plain.getByRole("button", { name: "Show results" }).click();
  await expect(plain).toHaveURL(/gender=female/);
  await expect(plain).toHaveURL(/language=isiZulu/);
  await context.close();
});

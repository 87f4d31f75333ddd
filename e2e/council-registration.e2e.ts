import { expect, type Page, test } from "@playwright/test";
import { apiJson, bearerOf } from "./api-calls";
import { openDashboardSection } from "./dashboard-sections";
import { DEMO_ADMIN, logIn } from "./log-in";
import { settledAxe } from "./page-checks";

/**
 * Issue 27 items 6 and 7 at 390 and 1366 px: a demo practitioner whose council number nobody has
 * checked has no badge on their profile; an admin opens the record, follows nothing but records
 * "Checked on the register" with the category seen; the server-rendered profile then shows
 * "HPCSA registered, checked {date}". Each width takes its own unchecked demo practitioner (the
 * seed checks every third one: infra/seed/council-registrations.ts).
 */
const CANDIDATES = { 390: [11, 13, 14, 16, 20, 22], 1366: [23, 25, 26, 29, 31, 32] } as const;
const BADGE = /^HPCSA registered, checked \d{1,2} [A-Z][a-z]{2} \d{4}$/;

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/council-registration/${name}-${width}.png`, fullPage: true });

for (const width of [390, 1366] as const) {
  test(`the council badge appears after an admin's check and not before (${width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // An HPCSA-registered, unchecked, listed one (social workers are SACSSP's in the demo data).
    const admin = await bearerOf(request, DEMO_ADMIN);
    let id = "";
    for (const candidate of CANDIDATES[width]) {
      const record = await apiJson(request, `/api/practitioner/detail/${candidate}`, { headers: admin });
      const practitioner = record.body.practitioner as
        | { is_active: number; council_registration: { council: string; checked_at: string | null } }
        | undefined;
      const publicAnswer = await apiJson(request, `/api/practitioner/users?id=${candidate}`);
      if (
        publicAnswer.status === 200 &&
        practitioner?.council_registration.council === "HPCSA" &&
        practitioner.council_registration.checked_at === null
      ) {
        id = String(candidate);
        break;
      }
    }
    // Before: no badge on the server-rendered profile (read without JavaScript).
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const before = await plain.newPage();
    await before.goto(`/page/practitioner/${id}`);
    await expect(before.locator(".pp-name")).toBeVisible();
    await expect(before.locator(".pp-council")).toHaveCount(0);

    await page.setViewportSize({ width, height: 900 });
    await logIn(page, DEMO_ADMIN);
    await page.goto(`/admin/doctor/detail/${id}`);
    const section = page.getByRole("region", { name: "Council registration" });
    await expect(section.getByText("Not checked yet.")).toBeVisible();
    await expect(section.getByRole("link", { name: /Open the HPCSA register search/ })).toHaveAttribute(
      "href",
      /hpcsaonline/,
    );
    await shot(page, "record-unchecked", width);
    const axe = await (await settledAxe(page)).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await section.getByRole("button", { name: "Checked on the register" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Register category you saw").fill("Psychologist, Independent Practice");
    await dialog.getByRole("button", { name: "Record the check" }).click();
    await expect(section.getByText(/^Checked on the register on /)).toBeVisible();
    await shot(page, "record-checked", width);

    // After: the badge, in the first HTML response.
    await before.goto(`/page/practitioner/${id}`);
    await expect(before.locator(".pp-council")).toHaveText(BADGE);
    await shot(before, "profile-badge", width);
    const answer = await apiJson(request, `/api/practitioner/users?id=${id}`);
    expect(
      (answer.body.practitioner as { council_registration: unknown }).council_registration,
    ).toMatchObject({
      council: "HPCSA",
    });
    await plain.close();

    // The other pages this issue changed, looked at in both widths.
    await page.goto("/admin/council-recheck?within_days=90");
    await expect(page.getByRole("table")).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      "no sideways scrolling",
    ).toBeLessThanOrEqual(width);
    await shot(page, "recheck-list", width);
    await page.goto("/register");
    await page.getByLabel("Council *").selectOption("other");
    await expect(page.getByLabel("Name of the council or body *")).toBeVisible();
    await shot(page, "register-council", width);

    // The practitioner's side: the council section of the profile editor (demo practitioner 2).
    const own = await browser.newContext({ viewport: { width, height: 900 } });
    const dashboard = await own.newPage();
    await openDashboardSection(dashboard, "Profile");
    const council = dashboard.getByRole("group", { name: "Council registration" });
    await expect(council.getByLabel("Registration number")).toHaveValue(/^MP \d{7}$/);
    await council.scrollIntoViewIfNeeded();
    await shot(dashboard, "editor-council", width);
    await own.close();
  });
}

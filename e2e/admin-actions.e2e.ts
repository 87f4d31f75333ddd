import { expect, type Page, test } from "@playwright/test";
import { apiJson, bookOpenTime, publicPost } from "./api-calls";
import { DEMO_ADMIN, logIn } from "./log-in";
import { settledAxe } from "./page-checks";

/**
 * Issue 25 items 12 and 13 at 390 and 1366 px: the practitioner list filters by profession and
 * package; deactivating says how many upcoming bookings it cancels and asks a reason; a review left
 * with an email is approved, then unpublished with a reason, and the decisions show who and why.
 * Each width takes its own seeded dietitian on the business package (never demo practitioners 1-3),
 * books it a time, and reactivates it at the end.
 */
async function expectAxeClean(page: Page, what: string): Promise<void> {
  const axe = await (await settledAxe(page)).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" ")}`),
    what,
  ).toEqual([]);
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/admin-actions/${name}-${width}.png`, fullPage: true });

/** What GET /api/practitioner/upcoming/{id} says now, with the page's admin session. */
const upcomingNow = (page: Page, id: string) =>
  page.evaluate(async (practitionerId) => {
    const answer = await fetch(`/api/practitioner/upcoming/${practitionerId}`, {
      headers: {
        Authorization: `Bearer ${localStorage.getItem("token")}`,
        "X-Requested-With": "XMLHttpRequest",
      },
    });
    return ((await answer.json()) as { upcoming_bookings: number }).upcoming_bookings;
  }, id);

for (const [width, index] of [
  [390, 0],
  [1366, 1],
] as const) {
  test(`admin actions say what they do; a review is unpublished with a reason (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, DEMO_ADMIN);
    await page.goto("/admin/practitioners");

    // Filters: profession and package, kept in the address.
    await page.getByLabel("Profession").selectOption("Dietitian");
    await page.getByLabel("Package").selectOption("business_package");
    await expect(page).toHaveURL(/profession=Dietitian/);
    await expect(page).toHaveURL(/package=business_package/);
    const rows = page.locator("tbody tr");
    await expect(rows.nth(index)).toBeVisible();
    for (const text of await rows.allTextContents()) expect(text).toContain("Dietitian");
    const link = rows.nth(index).locator("th a, td a").first();
    const name = (await link.textContent())?.trim() ?? "";
    const id = /\/admin\/doctor\/detail\/(\d+)/.exec((await link.getAttribute("href")) ?? "")?.[1] ?? "";
    expect(Number(id)).toBeGreaterThan(3);
    await expect(
      rows.nth(index).getByRole("button", { name: `Send set-password link to ${name}` }),
    ).toBeVisible();
    await expectAxeClean(page, "filtered list");
    await shot(page, "filtered-list", width);

    // A booking they hold, so the dialog has something to count.
    await bookOpenTime(request, id, `e2e-adminact-${width}-${Date.now()}@example.org`);
    const count = await upcomingNow(page, id);
    expect(count).toBeGreaterThan(0);

    await rows
      .nth(index)
      .getByRole("button", { name: `Deactivate ${name}` })
      .click();
    const asking = page.getByRole("dialog", { name: `Deactivate ${name}?` });
    await expect(asking).toContainText(
      count === 1 ? "This cancels 1 upcoming booking" : `This cancels ${count} upcoming bookings`,
    );
    await expectAxeClean(page, "deactivate dialog");
    await shot(page, "deactivate-dialog", width);
    // The reason is required: said in the dialog, nothing done.
    await asking.getByRole("button", { name: `Deactivate and cancel ${count}` }).click();
    await expect(asking).toContainText("Please write a reason.");
    await asking.getByLabel("Reason").fill("Moved overseas; asked to be taken off");
    await asking.getByRole("button", { name: `Deactivate and cancel ${count}` }).click();
    await expect(asking).toBeHidden();
    await expect(
      page.getByText(
        count === 1 ? "1 upcoming booking was cancelled" : `${count} upcoming bookings were cancelled`,
      ),
    ).toBeVisible();
    expect(await upcomingNow(page, id)).toBe(0);

    // Back again (activation asks nothing).
    await page.getByLabel("Status").selectOption("0");
    await page
      .locator("tbody tr", { hasText: name })
      .getByRole("button", { name: `Activate ${name}` })
      .click();
    // Done when the row leaves the deactivated list (the deactivation's toast may still show).
    await expect(page.locator("tbody tr", { hasText: name })).toHaveCount(0);

    // A review with an email: it waits; the queue shows the email and that no booking is behind it.
    const reviewer = `Ntombi ${width}-${Date.now().toString(36)}`;
    const email = `e2e-review-${width}-${Date.now()}@example.org`;
    const sent = await publicPost(request, "/api/review/submit", {
      practitioner_id: id,
      name: reviewer,
      rating: 2,
      comment: "Waited an hour.",
      email,
    });
    expect(sent.state).toBe("pending");
    await page.goto("/admin/reviews");
    const region = (label: string) => page.getByRole("region", { name: label, exact: true });
    const waiting = region("Reviews waiting for a decision").locator("tbody tr", { hasText: reviewer });
    await expect(waiting).toContainText(email, { timeout: 60_000 });
    await expect(waiting).toContainText("No booking");
    await waiting.getByRole("button", { name: `Approve the review by ${reviewer}` }).click();
    await expect(waiting).toHaveCount(0);

    // Published: found by practitioner, unpublished with a reason.
    const box = page.locator("#ar-practitioner-input");
    await box.fill(name);
    const option = page.getByRole("option", { name: new RegExp(name) }).first();
    await expect(option).toBeVisible({ timeout: 30_000 });
    await option.click();
    const published = region(`Published reviews of ${name}`).locator("tbody tr", { hasText: reviewer });
    await expect(published).toContainText(email, { timeout: 60_000 });
    await published.getByRole("button", { name: `Unpublish the review by ${reviewer}` }).click();
    const unpublishing = page.getByRole("dialog", { name: `Unpublish the review by ${reviewer}?` });
    await unpublishing.getByRole("button", { name: "Unpublish review" }).click();
    await expect(unpublishing).toContainText("Please write a reason.");
    await unpublishing.getByLabel("Reason").fill("Written about another practice");
    await expectAxeClean(page, "unpublish dialog");
    await shot(page, "unpublish-dialog", width);
    await unpublishing.getByRole("button", { name: "Unpublish review" }).click();
    await expect(unpublishing).toBeHidden();

    // The decisions are kept: approved, then unpublished with the reason and who did it.
    const decisions = page
      .locator("tbody tr", { hasText: "Written about another practice" })
      .filter({ hasText: reviewer });
    await expect(decisions).toContainText("Unpublished");
    await expect(decisions).toContainText(DEMO_ADMIN.email);
    await expect(page.locator("tbody tr", { hasText: reviewer }).filter({ hasText: "Approved" })).toHaveCount(
      1,
    );
    // Gone from the public profile.
    const profile = await apiJson(request, `/api/practitioner/users?id=${id}`);
    expect(JSON.stringify(profile.body)).not.toContain(reviewer);
    await expectAxeClean(page, "review page");
    await shot(page, "reviews", width);
  });
}

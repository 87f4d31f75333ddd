import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { bookOpenTime } from "./api-calls";
import { linkMailedTo } from "./mail-links";
import { manageLink } from "./mail-scenarios";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

/**
 * Issue 28's proof in Chromium on a phone: a patient asks for a sign-in link, opens it from SES
 * local, sees their booking, downloads their data, deletes it, and their manage link refuses after.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("My bookings on a phone: link, bookings, export, delete; the manage link refuses afterwards", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `e2e-my-${Date.now()}@example.org`;
  await bookOpenTime(page.request, "5", email);
  const manage = await manageLink(email);

  await page.goto("/page/my-bookings");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "My bookings" })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("we have emailed a sign-in link");
  await expectAxeClean(page, "My bookings after asking for a link");
  await page.screenshot({ path: test.info().outputPath("asked-390.png"), fullPage: true });

  // The link does nothing until the button is pressed (a mail scanner opening it uses nothing).
  await page.goto(await linkMailedTo(email, "/page/my-bookings?token="));
  await page.getByRole("button", { name: "Show my bookings" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  expect(page.url()).not.toContain("token=");
  const card = page.locator(".my-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: "Manage this booking" })).toBeVisible();
  // The header's link (in the menu, folded away on a phone) now shows.
  await expect(page.locator('#site-nav a[href="/page/my-bookings"]')).toHaveCount(1);
  await expectAxeClean(page, "My bookings signed in");
  await expectNoSidewaysScroll(page, "My bookings signed in");
  await page.screenshot({ path: test.info().outputPath("signed-in-390.png"), fullPage: true });
  // The same page on a desktop, for the eye (the rest of the journey is on the phone).
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAxeClean(page, "My bookings signed in at 1366 px");
  await page.screenshot({ path: test.info().outputPath("signed-in-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = JSON.parse(await readFile((await (await download).path()) ?? "", "utf8"));
  expect(file.email).toBe(email);
  expect(file.bookings).toHaveLength(1);
  expect(file.bookings[0].reason_for_appointment).toBe("A check-in");
  expect(file.consents).toHaveLength(1);

  await page.getByRole("button", { name: "Show a summary to print" }).click();
  await expect(page.getByRole("heading", { name: `What we hold about ${email}` })).toBeVisible();

  await page.getByRole("button", { name: "Delete my data..." }).click();
  await expect(
    page.getByText("Your upcoming bookings are cancelled, and each practitioner is told by email."),
  ).toBeVisible();
  await expectAxeClean(page, "the deletion's confirmation");
  await page.screenshot({ path: test.info().outputPath("confirm-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Yes, delete my data" }).click();
  await expect(page.getByRole("status")).toContainText("Your data is deleted");

  await page.goto(manage);
  await expect(page.getByText("We could not find this booking.")).toBeVisible();
});

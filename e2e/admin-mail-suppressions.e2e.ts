import { expect, test } from "@playwright/test";
import { maskAddress } from "../functions/mail-events/mask-address";
import { suppressAddress, suppressionOf } from "../functions/mail-events/suppression-list";
import { DEMO_ADMIN, logIn } from "./log-in";
// Sets this process's environment to the stack's (its table, its signing secret for the hashes).
import "./mail-links";
import { checkPhoneAndDesktop } from "./page-checks";

/**
 * /admin/mail-suppressions (issue 30): two addresses SES reported (put on the stack's list by the
 * product's own code, as the mail-events function does: the local stack has no SES events) show
 * masked, newest first; a look-up by the address finds one, and "Lift" after the confirm dialog
 * takes it off the list. axe clean without sideways scroll at 390 and 1366 px; screenshots go to
 * test-results/admin-mail-suppressions/.
 */
test("an admin sees suppressed addresses masked, looks one up and lifts it", async ({ page }) => {
  // Four axe runs and a build-sized page on the shared machine.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const bounced = `bounced.${stamp}@patients.example`;
  const complained = `complained.${stamp}@patients.example`;
  const now = Date.now();
  await suppressAddress(bounced, "bounce", "NoEmail", new Date(now - 60_000).toISOString());
  await suppressAddress(complained, "complaint", "abuse", new Date(now).toISOString());

  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/mail-suppressions");
  await expect(page.getByRole("heading", { name: "Mail suppressions", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: /Suppressed addresses/ });
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toContainText("Complaint");
  await expect(rows.nth(1)).toContainText(maskAddress(complained));
  await expect(rows.nth(2)).toContainText("Hard bounce");
  await expect(rows.nth(2)).toContainText("NoEmail");
  await expect(table).not.toContainText(stamp);
  await checkPhoneAndDesktop(page, "admin-mail-suppressions", "list");

  await page.getByLabel("Email address").fill(bounced);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText(`Mail to ${bounced} stopped on`)).toBeVisible();
  await checkPhoneAndDesktop(page, "admin-mail-suppressions", "found");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Lift: send mail again" }).click();
  await expect(page.getByText(`Mail to ${bounced} is sent as usual`)).toBeVisible();
  expect(await suppressionOf(bounced)).toBeUndefined();
  expect(await suppressionOf(complained)).toBeDefined();
});

import { expect, test } from "@playwright/test";
import { demoFailedRenewal } from "./billing-events";
import { DEMO_ADMIN, logIn } from "./log-in";
import { checkPhoneAndDesktop } from "./page-checks";

/**
 * The admins' billing view (issue 29 item 7): a demo practitioner pays and then fails a renewal
 * (signed events, as Paystack sends them); the overview lists the failed payment with the
 * practitioner and date, and the practitioner's record shows the status and both payments. Each
 * page is axe clean without sideways scroll at 390 and 1366 px; screenshots go to test-results/admin-billing/.
 * Practitioner 198 of the demo data takes the events, so no other e2e file sees its billing change.
 */
const PRACTITIONER = "198";
test("an admin sees the failed renewal on the billing overview and the payments on the record", async ({
  page,
}) => {
  await demoFailedRenewal(page.request, PRACTITIONER);
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/billing");
  const figures = page.locator(".vh-admin-figures");
  await expect(figures.getByText("Past due")).toBeVisible();
  await expect(figures.getByText("Monthly recurring revenue (incl. VAT)")).toBeVisible();
  const failed = page.getByRole("table", { name: "Failed payments, this month and last" });
  const row = failed
    .getByRole("row")
    .filter({ has: page.locator(`a[href="/admin/doctor/detail/${PRACTITIONER}"]`) });
  await expect(row.first()).toContainText("R375.00");
  await checkPhoneAndDesktop(page, "admin-billing", "overview");

  await row.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/doctor/detail/${PRACTITIONER}$`));
  const billing = page.locator("section", {
    has: page.getByRole("heading", { name: "Billing", exact: true }),
  });
  await expect(billing).toContainText("Payment failed");
  const payments = billing.getByRole("table", { name: "Payments" });
  await expect(payments.getByRole("row").filter({ hasText: "Failed" })).toHaveCount(1);
  await expect(payments.getByRole("row").filter({ hasText: "Paid" }).first()).toContainText("R375.00");
  await checkPhoneAndDesktop(page, "admin-billing", "record");
});

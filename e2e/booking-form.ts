import type { FrameLocator, Locator, Page } from "@playwright/test";

/** Picks how to pay on the booking form: cash when offered, else the first medical aid. */
export async function choosePayment(scope: Page | Locator | FrameLocator): Promise<void> {
  const cash = scope.getByRole("radio", { name: "Cash/Card" });
  if ((await cash.count()) > 0) {
    await cash.check();
    return;
  }
  await scope.getByRole("radio", { name: "Medical aid" }).check();
  await scope.getByLabel("Medical aid *").selectOption({ index: 1 });
}

/** Fills the open booking form as a patient with `email` and sends it (after a time was chosen). */
export async function bookAs(page: Page, email: string): Promise<void> {
  await page.getByLabel("First name *").fill("Naledi");
  await page.getByLabel("Last name").fill("Khumalo");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Reason for appointment *").fill("Panic attacks at work");
  await choosePayment(page);
  await page.getByRole("checkbox", { name: /I agree to the terms & conditions and privacy policy/ }).check();
  await page.getByRole("button", { name: "Book appointment" }).click();
  await page.getByText("Operation successfull, Please check your mail. Thank you !").waitFor();
}

import type { Page } from "@playwright/test";

/** A 1x1 PNG: the form resizes whatever it is given before uploading. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Fills /register's application (photo included) for Dr Nomsa Dube at `email`; does not submit. */
export async function fillApplication(page: Page, email: string): Promise<void> {
  await page.getByLabel("Title *").selectOption("Dr");
  await page.getByLabel("First name *").fill("Nomsa");
  await page.getByLabel("Surname *").fill("Dube");
  await page.getByLabel("Sex *").selectOption("Female");
  await page.getByLabel("Profession *").selectOption({ index: 1 });
  await page.locator("#rg-photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Cellphone number *").fill("0825550199");
  await page.getByLabel("Suburb *").fill("Sea Point");
  await page.getByLabel("City or town *").fill("Cape Town");
  await page.getByLabel("Postal code *").fill("8005");
  await page.getByLabel("Council *").selectOption({ index: 1 });
  await page.getByLabel("Registration number *").fill("PS 0999999");
  await page.getByRole("checkbox", { name: "Cash/Card" }).check();
  await page.locator('input[value="starter_package"]').check();
}

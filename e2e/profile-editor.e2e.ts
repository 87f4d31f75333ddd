import { expect, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";

test("a practitioner's profile save is refused by the form, then by the server, field by field", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const loaded = page.waitForResponse((response) => response.url().includes("/api/profile/own"));
  await openDashboardSection(page, "Profile");
  const { profile } = (await (await loaded).json()) as { profile: Record<string, unknown> };
  const firstName = page.getByLabel("First name");
  await expect(firstName).toBeVisible({ timeout: 20_000 });
  const save = page.getByRole("button", { name: "Save profile" });

  // The form's own check: the message under the field, read with it, and the focus on it.
  const name = await firstName.inputValue();
  await firstName.fill("");
  await save.click();
  await expect(page.locator("#pe-first_name-error")).toContainText(/^First name /);
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAttribute("aria-describedby", "pe-first_name-error");
  // Typing takes the message away.
  await firstName.fill(name);
  await expect(page.locator("#pe-first_name-error")).toHaveCount(0);

  // A place the map does not know: the server's 400 ("address.city") under the city, focused.
  const city = page.getByLabel("City or town");
  await page.getByLabel("Suburb").fill("Nowhere Flats");
  await city.fill("Atlantis Deep");
  await save.click();
  await expect(page.locator("#pe-city-error")).toHaveText("City or town could not be found on the map");
  await expect(city).toBeFocused();
  await expect(city).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Suburb")).not.toHaveAttribute("aria-invalid", "true");

  // Put back and sent again: the request carries the loaded profile. Answered as stale (409) here,
  // so nothing is stored: the page offers the latest version.
  await page.getByLabel("Suburb").fill((profile.address as { suburb: string }).suburb);
  await city.fill((profile.address as { city: string }).city);
  let sent: Record<string, unknown> = {};
  await page.route("**/api/profile/own", (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent = route.request().postDataJSON() as Record<string, unknown>;
    return route.fulfill({ status: 409, json: { message: "Your profile changed elsewhere." } });
  });
  await save.click();
  await expect(page.getByRole("button", { name: "Reload the latest version" })).toBeVisible();
  for (const key of ["version", "title", "first_name", "profession", "work_with", "medical_aid_ids", "bio"])
    expect(sent[key]).toEqual(profile[key]);
  expect(sent.address).toEqual(profile.address);
  expect(sent.min_notice_minutes).toBe(profile.min_notice_minutes);
});

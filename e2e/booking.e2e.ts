import { expect, test } from "@playwright/test";
import { choosePayment } from "./booking-form";
import { openTime, openTimeVisible, PROFILE } from "./open-times";
import { settledAxe } from "./page-checks";
import { emailsTo } from "./ses-mail";

test.describe("book an appointment", () => {
  test("choose a time, book, get the email with its .ics, cancel through the manage link", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PROFILE);

    // The form stays hidden until a time is chosen.
    await expect(page.locator("#booking")).toContainText("Choose an open time above");
    const { name: slotName, weeks } = await openTime(page.locator("#availability"));
    await page.getByRole("button", { name: slotName, exact: true }).click();
    await expect(page.getByRole("button", { name: slotName, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const form = page.locator("#booking form");
    await expect(page.locator("#booking")).toContainText(/\(\d{2} minutes\) SAST/);
    await expect(form).toBeVisible();

    // Auto Fill with nothing saved, then an empty submit: readable errors, nothing sent.
    await page.getByRole("button", { name: "Auto Fill" }).click();
    await expect(page.getByText("No saved data found in storage. Please fill this form !")).toBeVisible();
    await page.getByRole("button", { name: "Book appointment" }).click();
    await expect(form).toContainText("First name is required.");
    await expect(form).toContainText("You must agree to the terms & conditions and privacy policy.");

    const email = `e2e-${Date.now()}@example.org`;
    await page.getByLabel("First name *").fill("Naledi");
    await page.getByLabel("Last name").fill("Khumalo");
    await page.getByLabel("Cellphone number").fill("0821234567");
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Reason for appointment *").fill("Panic attacks at work");
    await choosePayment(page);
    await expect(form.getByRole("link", { name: "terms & conditions" })).toHaveAttribute(
      "href",
      /\/page\/term-condition$/,
    );
    await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      /\/page\/privacy-policy$/,
    );
    await page
      .getByRole("checkbox", { name: /I agree to the terms & conditions and privacy policy/ })
      .check();

    await page.getByRole("checkbox", { name: /Remember my details on this device/ }).check();

    const accessibility = await (await settledAxe(page)).analyze();
    expect(accessibility.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("button", { name: "Book appointment" }).click();
    await expect(page.getByText("Operation successfull, Please check your mail. Thank you !")).toBeVisible();
    // The confirmation page says what was booked (e2e/booking-confirmation.e2e.ts shows it all), once.
    await expect(page).toHaveURL(/\/page\/booking-confirmed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking request sent" })).toBeFocused();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);

    // The next visitor no longer sees that time.
    expect(await openTimeVisible(browser, slotName, weeks)).toBe(false);

    // The email with its .ics arrives in SES local (the outbox worker sends it within seconds).
    await expect.poll(async () => (await emailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toMatch(/Booking request received/);
    const ics = mail?.attachments.find((attachment) => attachment.filename === "appointment.ics");
    expect(Buffer.from(ics?.content ?? "", "base64").toString()).toContain("BEGIN:VCALENDAR");
    expect(mail?.body.text).not.toContain("Panic attacks");
    const link = /https?:\/\/\S+\/page\/booking\/manage\?token=[^\s>"]+/.exec(mail?.body.text ?? "")?.[0];
    expect(link).toBeTruthy();

    // Auto Fill now restores what was saved on this device.
    await page.goto(PROFILE);
    await page
      .getByRole("button", { name: (await openTime(page.locator("#availability"))).name, exact: true })
      .click();
    await page.getByRole("button", { name: "Auto Fill" }).click();
    await expect(page.getByLabel("First name *")).toHaveValue("Naledi");
    await expect(page.getByLabel("Email *")).toHaveValue(email);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator("#booking form")).toHaveCount(0);

    // Cancel through the manage link: the slot is offered again.
    const manage = new URL(link ?? "");
    await page.goto(`${manage.pathname}${manage.search}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Naledi");
    await page.getByRole("button", { name: "Cancel appointment" }).click();
    // The optional reason: four categories, never a text box.
    const reasons = page.getByRole("group", { name: "Why are you cancelling? (optional)" });
    await expect(reasons.getByRole("radio")).toHaveCount(4);
    await expect(reasons.getByRole("textbox")).toHaveCount(0);
    await reasons.getByRole("radio", { name: "Feeling better" }).check();
    await page.getByRole("button", { name: "Yes, cancel appointment" }).click();
    await expect(
      page.getByText("Your appointment has been cancelled.", { exact: false }).first(),
    ).toBeVisible();
    expect(await openTimeVisible(browser, slotName, weeks)).toBe(true);
  });
});

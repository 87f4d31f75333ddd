import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { demoPayment } from "./billing-events";
import { DEMO_ADMIN, logIn } from "./log-in";
import { settledAxe } from "./page-checks";
import { fillApplication } from "./register-form";
import { emailsTo } from "./ses-mail";

/**
 * Contact us and the affiliate programme: a message reaches support's inbox in SES local
 * and the admin inbox; an affiliate signs up and confirms through the emailed link, a practitioner
 * applies through the emailed referral link, the admin approves them and finds them in the month's
 * commission report; axe on every new page.
 */

/** The local stack sets no SUPPORT_EMAIL: contact messages go to ADMIN_EMAIL. */
const SUPPORT = "admin@vulahealth.co.za";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `${path} scrolls sideways`).toBeLessThanOrEqual(widths[1] ?? 0);
}

test("send a contact message: support gets it in SES local (Reply-To the sender), the admin marks it handled", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `visitor-${Date.now()}@example.org`;
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.locator(".site-footer").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/page\/contact-us$/);

  // Every field is required: an empty submit names them.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Message is required.")).toBeVisible();

  await page.getByLabel("Name *").fill("Thabo Nkosi");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Contact number *").fill("082 555 0101");
  await page.getByLabel("Message *").fill("Do you list practitioners in Polokwane?\nThank you");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thank you for your message. We will get back to you soon.")).toBeVisible();

  let mail: Awaited<ReturnType<typeof emailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        mail = (await emailsTo(SUPPORT)).find((m) => m.body.text?.includes(email));
        return mail?.subject;
      },
      { timeout: 30_000 },
    )
    .toBe("Contact form: Thabo Nkosi");
  expect(mail?.replyTo).toEqual([email]);
  expect(mail?.body.text).toContain("Do you list practitioners in Polokwane?");

  // The admin's inbox lists it; Mark handled moves it to Handled.
  await logIn(page, DEMO_ADMIN);
  await page.getByRole("link", { name: "Contact messages" }).first().click();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  const row = page.locator("tr", { hasText: email });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole("button", { name: /Mark handled/ }).click();
  await expect(page.getByText("Operation Successfull !")).toBeVisible();
  await expect(row.getByText("Handled", { exact: true })).toBeVisible();
  await page.getByLabel("Show").selectOption("handled");
  await expect(page).toHaveURL(/\?state=handled/);
  await expect(page.locator("tr", { hasText: email })).toBeVisible({ timeout: 20_000 });
});

test("sign up as an affiliate and confirm by email, a practitioner applies through the emailed link, is approved, and is in the month's commission", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const affiliateEmail = `affiliate-${stamp}@example.org`;
  const applicantEmail = `referred-${stamp}@example.org`;
  await page.setViewportSize(DESKTOP);

  await page.goto("/");
  await page.locator(".site-footer").getByRole("link", { name: "Affiliate programme" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Earn by bringing practitioners");
  await expect(page.getByText("R37.50", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Sign up as an affiliate" }).click();
  await expect(page).toHaveURL(/\/page\/affiliate\/programme\/signup$/);

  await page.getByLabel("Name *", { exact: true }).fill("Lindiwe");
  await page.getByLabel("Surname *").fill(`Dube${stamp}`);
  await page.getByLabel("Email *").fill(affiliateEmail);
  await page.getByLabel("Contact number *").fill("0712345678");
  await page.getByLabel("Bank details *").fill("Capitec savings 1234567890, branch 470010");
  await page.getByRole("button", { name: "Sign up" }).click();
  // The loader while it sends (and until the thank-you page), then the spec's toast and that page.
  await expect(page.getByRole("status").filter({ hasText: "Signing you up..." })).toBeVisible();
  await expect(page.getByText("Thank You for sign up affiliate programme")).toBeVisible();
  await expect(page).toHaveURL(/\/page\/thanks-for-join-affiliate-programme$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Nothing is the affiliate's yet: a confirmation link arrives, without the name or bank details.
  let confirmLink = "";
  await expect
    .poll(
      async () => {
        const text = (await emailsTo(affiliateEmail)).map((m) => m.body.text ?? "").join("\n");
        confirmLink =
          /https?:\/\/\S+\/page\/affiliate\/programme\/confirm\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? "";
        return confirmLink;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const confirmation = (await emailsTo(affiliateEmail))[0];
  for (const typed of ["Lindiwe", `Dube${stamp}`, "1234567890"])
    expect(`${confirmation?.body.text}${confirmation?.body.html}`).not.toContain(typed);
  const confirmUrl = new URL(confirmLink);
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await expect(page.getByText("ending 0010")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("ending 678")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(
    page.getByText(
      "Your email address is confirmed and you are signed up. We have emailed you your referral link.",
    ),
  ).toBeVisible();

  // The welcome mail carries the referral link, and never the bank details.
  let link = "";
  await expect
    .poll(
      async () => {
        const text = (await emailsTo(affiliateEmail)).map((m) => m.body.text ?? "").join("\n");
        link = /https?:\/\/\S+\/register\?referral_link=[A-Z0-9]+/.exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  const welcome = (await emailsTo(affiliateEmail)).find((m) => m.body.text?.includes("referral_link="));
  expect(`${welcome?.body.text}${welcome?.body.html}`).not.toContain("1234567890");
  const url = new URL(link);
  const code = url.searchParams.get("referral_link") ?? "";

  // A practitioner applies through it.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(`Referral code ${code} will be sent with your application.`)).toBeVisible();
  await fillApplication(page, applicantEmail);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText("Thank you. We have emailed you at")).toBeVisible({ timeout: 30_000 });

  // The admin approves them.
  await logIn(page, DEMO_ADMIN);
  const request = page.locator("tr", { hasText: applicantEmail });
  await expect(request).toBeVisible({ timeout: 20_000 });
  page.once("dialog", (dialog) => dialog.accept());
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Operation Successfull !")).toBeVisible();
  // Commission is 10% of what they paid (issue 29): their first payment, as Paystack signs it.
  await expect
    .poll(
      async () =>
        (await emailsTo(applicantEmail)).some((m) => /practitioner number \d+/.test(m.body.text ?? "")),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const approvedMail = (await emailsTo(applicantEmail)).map((m) => m.body.text ?? "").join("\n");
  await demoPayment(page.request, /practitioner number (\d+)/.exec(approvedMail)?.[1] ?? "");

  // This month's commission report lists the affiliate with them: 10% of the starter package.
  await page.getByRole("link", { name: "Affiliate commission" }).first().click();
  await expect(page).toHaveURL(/\/admin\/affiliate-commission$/);
  const row = page.locator("tr", { hasText: `Dube${stamp}` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(`Code ${code}`);
  await expect(row).toContainText("Dr Nomsa Dube");
  await expect(row).toContainText("R37.50");
  await expect(row).toContainText("•••• 0010");
  await expect(row).not.toContainText("1234567890");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^affiliate-commission-\d{4}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const line = csv.split("\r\n").find((l) => l.includes(code)) ?? "";
  expect(line).toContain(`"Dube${stamp}"`);
  expect(line).toContain("Dr Nomsa Dube");
  expect(line).toMatch(/"1","37\.50"$/);
  expect(csv).not.toContain("1234567890");

  // Finance asks for the details in full to pay out (the API records the look), then hides them.
  const toggle = row.getByRole("button", { name: `Show bank details of Lindiwe Dube${stamp}` });
  await toggle.click();
  await expect(row).toContainText("Capitec savings 1234567890, branch 470010");
  await row.getByRole("button", { name: `Hide bank details of Lindiwe Dube${stamp}` }).click();
  await expect(row).not.toContainText("1234567890");
  await expect(row).toContainText("•••• 0010");
});

test("the programme page's sign-up link passes on the referral code the visitor came with, and only a valid one", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const signUp = page.getByRole("link", { name: "Sign up as an affiliate" });
  await page.goto("/page/affiliate/programme?referral_link=ABCD2345");
  await expect(signUp).toHaveAttribute("href", "/page/affiliate/programme/signup?referral_link=ABCD2345");
  await signUp.click();
  await expect(page).toHaveURL(/\/page\/affiliate\/programme\/signup\?referral_link=ABCD2345$/);
  await expect(page.getByText(/You were referred by affiliate\s+ABCD2345/)).toBeVisible();

  // The short form (?ref=) as /register takes it.
  await page.goto("/page/affiliate/programme?ref=wxyz_9");
  await expect(signUp).toHaveAttribute("href", "/page/affiliate/programme/signup?referral_link=wxyz_9");

  // Not a code: the link stays as written (the widget has loaded and run once the network is idle).
  await page.goto(
    `/page/affiliate/programme?referral_link=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
  );
  await page.waitForLoadState("networkidle");
  await expect(signUp).toHaveAttribute("href", "/page/affiliate/programme/signup");
  await signUp.click();
  await expect(page).toHaveURL(/\/page\/affiliate\/programme\/signup$/);
  await expect(page.getByLabel("Name *", { exact: true })).toBeVisible();
  await expect(page.getByText("You were referred by affiliate")).toHaveCount(0);
});

const PUBLIC_PAGES = [
  "/page/contact-us",
  "/page/affiliate/programme",
  "/page/affiliate/programme/signup?referral_link=ABCD2345",
  "/page/thanks-for-join-affiliate-programme",
  "/page/affiliate/programme/bank-details",
];
const ADMIN_PAGES = ["/admin/contact", "/admin/affiliate-commission"];

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`axe finds no violations and nothing scrolls sideways on the new pages (${name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const check = async (path: string) => {
      const results = await (await settledAxe(page)).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
      await expectNoSidewaysScroll(page, path);
    };
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.includes("contact-us"))
        await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
      if (path.includes("signup"))
        await expect(page.getByText("You were referred by affiliate")).toBeVisible();
      await check(path);
    }
    // A form showing its errors, too.
    await page.goto("/page/contact-us");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await check("/page/contact-us (errors)");

    await logIn(page, DEMO_ADMIN);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.locator("table, .vh-empty").first()).toBeVisible({ timeout: 20_000 });
      await check(path);
    }
  });
}

import { expect, type Locator, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { checklists, PHQ_ATTRIBUTION } from "../core/checklists";
import { siteConfig } from "../core/site-config";
import { settledAxe } from "./page-checks";

/**
 * /page/symptom-checker: the warning, the three PDF checklists (downloaded from the page), and the
 * on-page checklists scored in the browser, with the crisis helplines first for the self-harm
 * question or a high score. Nothing is sent to the server while scoring.
 */

const PATH = "/page/symptom-checker";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

/** Answers every question of a form with the answer labelled `label`, except those in `others`. */
async function answerAll(form: Locator, count: number, label: string, others: Record<number, string> = {}) {
  for (let number = 1; number <= count; number++) {
    await form
      .getByRole("group", { name: new RegExp(`^${number}\\. `) })
      .getByRole("radio", { name: others[number] ?? label, exact: true })
      .check();
  }
}

test("the header link leads here; the page warns against self-diagnosis", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Symptom Checker" }).click();
  await expect(page).toHaveURL(/\/page\/symptom-checker$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check in on how you have been feeling");
  await expect(page.getByRole("complementary", { name: "Self-diagnosis is not recommended" })).toBeVisible();
  // Three PDF cards (spec section 2), and the helplines on the page without any script.
  await expect(page.locator(".checklist-card")).toHaveCount(3);
  const helplines = page.getByRole("region", { name: "Need help right now?" });
  for (const line of siteConfig.helplines) {
    await expect(helplines.getByRole("link", { name: `Call ${line.name} on ${line.number}` })).toBeVisible();
  }
});

test("each checklist downloads from its card as a PDF", async ({ page, request }) => {
  await page.goto(PATH);
  for (const checklist of checklists) {
    const link = page.getByRole("link", { name: `Download PDF of the ${checklist.title}` });
    await expect(link).toHaveAttribute("href", checklist.pdfPath);
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(checklist.pdfPath.split("/").pop());

    const response = await request.get(checklist.pdfPath);
    expect(response.status(), checklist.pdfPath).toBe(200);
    expect(response.headers()["content-type"], checklist.pdfPath).toMatch(/^application\/pdf/);
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe(`${checklist.title} | ${siteConfig.brandName}`);
  }
});

test("a PHQ-9 filled in on the page shows its score and band, computed without the server", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(PATH);
  const depression = section(page, "Depression checklist (PHQ-9)");
  const form = depression.getByRole("form", { name: "Depression checklist (PHQ-9)" });
  await expect(depression).toContainText(PHQ_ATTRIBUTION);

  // Scoring sends nothing: watch every request from here on; and it breaks no rule of the CSP
  // (a violation is a console error).
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.method()} ${request.url()}`));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  // Skipped questions are named, and the first gets focus.
  await form.getByRole("group", { name: /^1\. / }).getByRole("radio", { name: "Several days" }).check();
  await form.getByRole("button", { name: "Show my score" }).click();
  const result = form.locator("[data-checklist-result]");
  await expect(result).toHaveAttribute("aria-live", "polite");
  await expect(result).toHaveText(
    "Please answer every question to see your score: questions 2, 3, 4, 5, 6, 7, 8 and 9 are still open.",
  );
  await expect(form.getByRole("group", { name: /^2\. / }).getByRole("radio").first()).toBeFocused();

  // 2 + 2 + 2 + 2 + 1 + 1 + 1 + 1 + 0 = 12: moderate.
  await answerAll(form, 9, "Several days", {
    1: "More than half the days",
    2: "More than half the days",
    3: "More than half the days",
    4: "More than half the days",
    9: "Not at all",
  });
  await form.getByRole("button", { name: "Show my score" }).click();
  await expect(result.getByRole("heading")).toHaveText("Your score: 12 out of 27, moderate");
  await expect(result).toContainText("This is not a diagnosis.");
  await expect(result.getByRole("link", { name: "Find a practitioner near you" })).toHaveAttribute(
    "href",
    "/page/search",
  );
  await expect(result.locator(".helplines")).toHaveCount(0);
  // A shown result follows later answers.
  await form.getByRole("group", { name: /^1\. / }).getByRole("radio", { name: "Nearly every day" }).check();
  await expect(result.getByRole("heading")).toHaveText("Your score: 13 out of 27, moderate");
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);

  await form.getByRole("button", { name: "Clear answers" }).click();
  await expect(result).toBeEmpty();
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("any answer but 'Not at all' to PHQ-9 question 9 shows the helplines first", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PATH);
  const form = page.getByRole("form", { name: "Depression checklist (PHQ-9)" });
  await answerAll(form, 9, "Not at all", { 9: "Several days" });
  await form.getByRole("button", { name: "Show my score" }).click();

  const result = form.locator("[data-checklist-result]");
  const headings = result.getByRole("heading");
  await expect(headings).toHaveText([
    "Please talk to someone today",
    "Your score: 1 out of 27, minimal or none",
  ]);
  await expect(result.locator(":scope > *").first()).toHaveClass("checklist-result__urgent");
  const urgent = result.locator(".checklist-result__urgent");
  await expect(urgent).toContainText("thoughts of being better off dead or of hurting yourself");
  for (const line of siteConfig.helplines) {
    await expect(urgent.getByRole("link", { name: `Call ${line.name} on ${line.number}` })).toHaveAttribute(
      "href",
      line.href,
    );
  }
  // Brought into view, above the score.
  await expect(urgent.getByRole("heading")).toBeInViewport();
  // Even with the other questions left open, question 9 alone shows them.
  await form.getByRole("button", { name: "Clear answers" }).click();
  await form.getByRole("group", { name: /^9\. / }).getByRole("radio", { name: "Nearly every day" }).check();
  await form.getByRole("button", { name: "Show my score" }).click();
  await expect(result.getByRole("heading")).toHaveText(["Please talk to someone today"]);
  await expect(result).toContainText("questions 1, 2, 3, 4, 5, 6, 7 and 8 are still open");
});

test("a severe GAD-7 score shows the helplines first; the ADHD checklist counts frequent signs", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(PATH);
  const anxiety = page.getByRole("form", { name: "Anxiety checklist (GAD-7)" });
  await answerAll(anxiety, 7, "Nearly every day");
  await anxiety.getByRole("button", { name: "Show my score" }).click();
  await expect(anxiety.locator("[data-checklist-result]").getByRole("heading")).toHaveText([
    "Please talk to someone today",
    "Your score: 21 out of 21, severe",
  ]);

  const adhd = page.getByRole("form", { name: "Adult ADHD checklist" });
  await answerAll(adhd, 18, "Sometimes", { 1: "Often", 2: "Very often", 3: "Often", 11: "Very often" });
  await adhd.getByRole("button", { name: "Show my score" }).click();
  const result = adhd.locator("[data-checklist-result]");
  await expect(result.getByRole("heading")).toHaveText(["Your score: 3 out of 9, some frequent signs"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cards, questions and helplines are all there, and Show my score sends nothing", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole("link", { name: /^Download PDF/ })).toHaveCount(3);
    const form = page.getByRole("form", { name: "Depression checklist (PHQ-9)" });
    await expect(form.getByRole("group")).toHaveCount(10);
    // (Chromium with scripts turned off by the test still parses <noscript> as if scripts ran: the
    // note on scoring by hand is checked in the HTML, by core/checklist-html.test.ts.)
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url()));
    await answerAll(form, 9, "Nearly every day");
    await form.getByRole("button", { name: "Show my score" }).click();
    await expect(page).toHaveURL(/\/page\/symptom-checker$/);
    expect(sent).toEqual([]);
    await expect(
      page.getByRole("region", { name: "Need help right now?" }).locator(".helplines__item"),
    ).toHaveCount(siteConfig.helplines.length);
  });
});

for (const viewport of [
  { name: "phone", ...PHONE },
  { name: "desktop", ...DESKTOP },
]) {
  test(`axe-core finds no violations, with a result and its helplines shown (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto(PATH);
    const form = page.getByRole("form", { name: "Depression checklist (PHQ-9)" });
    await answerAll(form, 9, "Several days");
    await form.getByRole("button", { name: "Show my score" }).click();
    await expect(form.locator(".checklist-result__urgent")).toBeVisible();
    const results = await (await settledAxe(page)).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // Nor does the result widen the page on the narrowest phone.
    if (viewport.name === "phone") {
      await page.setViewportSize({ width: 320, height: 800 });
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.scrollingElement?.scrollWidth ?? 0,
        window.innerWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    }
  });
}

import { expect, test } from "@playwright/test";
import { MAIL_KINDS } from "../functions/outbox/mail-kinds";
import { bearerOf, bookOpenTime, decideBooking } from "./api-calls";
import { changes, mailsOfKind, outboxSettled, siteLinks, tableState } from "./mail-links";
import {
  cancelThrough,
  MAIL_SCENARIOS,
  manageLink,
  PRACTITIONER_1,
  type ScenarioContext,
} from "./mail-scenarios";

/**
 * Links that are safe to follow (issue 23): mail scanners (Outlook Safe Links, antivirus gateways)
 * open every link of a mail, running the page's JavaScript. For every kind of mail the product sends
 * (functions/outbox/mail-kinds.ts), its scenario makes a real one through the stack's handlers; then
 * every link in it on the site is opened as a scanner would (a fresh browser, no session, JavaScript
 * on, until the network is idle), and the whole table must be as it was.
 */

test("every mail kind has a scenario", () => {
  expect(MAIL_KINDS.filter((kind) => !(kind in MAIL_SCENARIOS))).toEqual([]);
});

function contextFor(fixtures: Pick<ScenarioContext, "request" | "page">): ScenarioContext {
  const run = Date.now().toString(36);
  return {
    ...fixtures,
    email: (tag) => `${tag}-${run}-${Math.random().toString(36).slice(2, 8)}@example.org`,
    since: new Date().toISOString(),
  };
}

for (const kind of MAIL_KINDS) {
  test(`opening every link of a "${kind}" mail changes nothing`, async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const context = contextFor({ page, request });
    await MAIL_SCENARIOS[kind](context);
    const mails = await mailsOfKind(kind, context.since);
    expect(mails.length, `the scenario sent no "${kind}" mail`).toBeGreaterThan(0);
    const links = [...new Set(mails.flatMap(siteLinks))];
    test.info().annotations.push({ type: "links", description: links.join(" ") || "(none on the site)" });

    await outboxSettled();
    const before = await tableState();
    for (const link of links) {
      // A scanner: its own browser context (no cookies, no session), the page's scripts running.
      const scanner = await browser.newContext();
      const opened = await scanner.newPage();
      const response = await opened.goto(link, { waitUntil: "networkidle" });
      expect(response?.status(), link).toBeLessThan(400);
      await scanner.close();
    }
    expect(changes(before, await tableState())).toEqual([]);
  });
}

test("an old manage link shows a declined or cancelled booking as it is now, with no error", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const practitioner = PRACTITIONER_1;
  const declinedRun = contextFor({ page, request });
  const declined = await bookOpenTime(request, practitioner.id, declinedRun.email("patient"));
  const declinedLink = await manageLink(declinedRun);
  await decideBooking(request, await bearerOf(request, practitioner), "decline", declined);
  await page.goto(declinedLink);
  await expect(page.getByText("Declined", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/could not accept this request, so there is nothing to cancel/)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  const cancelledRun = contextFor({ page, request });
  await bookOpenTime(request, practitioner.id, cancelledRun.email("patient"));
  const cancelledLink = await manageLink(cancelledRun);
  await cancelThrough(cancelledRun, cancelledLink);
  await page.goto(cancelledLink);
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("This appointment has been cancelled.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
});

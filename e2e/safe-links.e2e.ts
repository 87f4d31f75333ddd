import { expect, test } from "@playwright/test";
import { MAIL_KINDS, type MailKind } from "../functions/outbox/mail-kinds";
import { bearerOf, decideBooking } from "./api-calls";
import { changes, mailsOfKind, outboxSettled, scanTable, siteLinks, tableState } from "./mail-links";
import {
  booked,
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
  };
}

/**
 * One test for all kinds: the table is scanned whole, which takes a while on DynamoDB Local with the
 * seed's data, so it is scanned once before and once after opening every link of every mail.
 */
test("opening every link of every mail kind changes nothing", async ({ page, request, browser }) => {
  test.setTimeout(900_000);
  const context = contextFor({ page, request });
  const started: [MailKind, string][] = [];
  for (const kind of MAIL_KINDS) {
    started.push([kind, new Date().toISOString()]);
    await MAIL_SCENARIOS[kind](context);
  }
  await outboxSettled();
  const rows = await scanTable();
  const links = new Map<string, MailKind>();
  for (const [kind, since] of started) {
    const mails = await mailsOfKind(rows, kind, since);
    expect(mails.length, `the scenario sent no "${kind}" mail`).toBeGreaterThan(0);
    for (const link of mails.flatMap(siteLinks)) if (!links.has(link)) links.set(link, kind);
  }
  test.info().annotations.push(
    ...[...links].map(([link, kind]) => ({
      type: kind,
      description: link.replace(/token=[^&#]+/, "token=…"),
    })),
  );

  const before = tableState(rows);
  for (const [link, kind] of links) {
    // A scanner: its own browser context (no cookies, no session), the page's scripts running.
    const scanner = await browser.newContext();
    const opened = await scanner.newPage();
    const response = await opened.goto(link, { waitUntil: "networkidle" });
    expect(response?.status(), `${kind}: ${link}`).toBeLessThan(400);
    await scanner.close();
  }
  await outboxSettled();
  expect(changes(before, tableState(await scanTable()))).toEqual([]);
});

test("an old manage link shows a declined or cancelled booking as it is now, with no error", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const context = contextFor({ page, request });
  const declined = await booked(context);
  await decideBooking(request, await bearerOf(request, PRACTITIONER_1), "decline", declined);
  await page.goto(await manageLink(declined.patient));
  await expect(page.getByText("Declined", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/could not accept this request, so there is nothing to cancel/)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  const cancelled = await booked(context);
  const link = await manageLink(cancelled.patient);
  await cancelThrough(context, link);
  await page.goto(link);
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("This appointment has been cancelled.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
});

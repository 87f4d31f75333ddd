import { QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { expect } from "@playwright/test";
import type { OutboxItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { env } from "../functions/lib/env";
import type { MailKind } from "../functions/outbox/mail-kinds";
import { openMail } from "../functions/outbox/sealed-mail";
import { apiEnvironment, LOCAL_TABLE, localClients } from "../infra/local/stack";
import { testPorts } from "../infra/local/test-ports";
import type { StoredEmail } from "./ses-mail";

/**
 * What the safe-links test reads of the running e2e stack: the whole table (DynamoDB Local, in
 * memory, for tests only), the mails of a kind (sent ones from SES local by message id, ones not yet
 * due opened from the outbox with the stack's key) and the links in them.
 */

// The stack's own environment: its signing secret opens the outbox's sealed mails, and code run in
// this process (e2e/timed-mails.ts) writes to its table and links to its site. env() keeps the site's
// address from here on; SITE_URL itself is put back, because Playwright's workers inherit this
// process's environment and other tests read it as the address the build was made for.
const buildSiteUrl = process.env.SITE_URL;
Object.assign(
  process.env,
  apiEnvironment({ dynamodb: testPorts.dynamodb, ses: testPorts.ses, web: testPorts.web }),
);
env();
if (buildSiteUrl === undefined) delete process.env.SITE_URL;
else process.env.SITE_URL = buildSiteUrl;

const { doc } = localClients(testPorts.dynamodb);

export type Row = Record<string, unknown> & { PK: string; SK: string };

export async function scanTable(): Promise<Row[]> {
  const rows: Row[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({ TableName: LOCAL_TABLE, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    rows.push(...((page.Items ?? []) as Row[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

/**
 * Items that may change while a page is only looked at, and why:
 * RATE#: per-address rate-limit windows. A page that reads through a POST (the affiliate confirm
 * page's details) counts against its limit, as any visit would; they say nothing about what the
 * link is for and expire on their own.
 */
const BOOKKEEPING = [/^RATE#/];

/** The table as `key -> item` (without the bookkeeping above), for comparing before and after. */
export function tableState(rows: Row[]): Map<string, string> {
  return new Map(
    rows
      .filter((row) => !BOOKKEEPING.some((pattern) => pattern.test(row.PK)))
      .map((row) => [`${row.PK} | ${row.SK}`, JSON.stringify(row, Object.keys(row).sort())]),
  );
}

/** What differs between two states: keys added, removed or changed. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) found.push(`added ${key}: ${value}`);
    else if (before.get(key) !== value) found.push(`changed ${key}: ${before.get(key)} -> ${value}`);
  }
  for (const key of before.keys()) if (!after.has(key)) found.push(`removed ${key}`);
  return found;
}

/** Waits until the outbox has sent everything due (its due list, GSI2), so its sender changes nothing meanwhile. */
export async function outboxSettled(): Promise<void> {
  await expect
    .poll(
      async () => {
        const shards = await Promise.all(
          keys.outboxDuePartitions.map((partition) =>
            doc.send(
              new QueryCommand({
                TableName: LOCAL_TABLE,
                IndexName: "GSI2",
                KeyConditionExpression: "GSI2PK = :due AND GSI2SK <= :now",
                // Due now or within the e2e stack's waitlist settle delay (2 s) and a margin: a
                // cancellation's offers are an action due a moment later, whose mail follows it.
                ExpressionAttributeValues: {
                  ":due": partition,
                  ":now": new Date(Date.now() + 10_000).toISOString(),
                },
                Select: "COUNT",
              }),
            ),
          ),
        );
        return shards.reduce((sum, { Count = 0 }) => sum + Count, 0);
      },
      { timeout: 45_000, message: "mails due now (or within seconds) still unsent" },
    )
    .toBe(0);
}

async function sesStore(): Promise<(StoredEmail & { messageId: string })[]> {
  const response = await fetch(`http://127.0.0.1:${testPorts.ses}/store`);
  return ((await response.json()) as { emails: (StoredEmail & { messageId: string })[] }).emails;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The mails of `kind` queued since `sinceIso` among `rows` (a scan of the settled table), as their
 * recipients read them: sent ones from SES local, ones not due yet (a review invitation waits for
 * the appointment's end) opened from the outbox.
 */
export async function mailsOfKind(rows: Row[], kind: MailKind, sinceIso: string): Promise<RenderedMail[]> {
  const items = (rows as unknown as OutboxItem[]).filter(
    (row) => row.entity === "outbox" && row.kind === kind && row.createdAt >= sinceIso,
  );
  const store = await sesStore();
  return items.map((item) => {
    if (item.sealedMail) return openMail(item.sealedMail, item.id);
    const sent = store.find((mail) => mail.messageId === item.messageId);
    if (!sent) throw new Error(`mail ${item.id} (${kind}) is neither queued nor in SES local`);
    return { subject: sent.subject, html: sent.body.html ?? "", text: sent.body.text ?? "" };
  });
}

/** The newest link starting with `prefix` in the mails SES local received for `address` (other than `seen`). */
export async function linkMailedTo(address: string, prefix: string, seen?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await sesStore()).filter((mail) => mail.destination.to.includes(address));
        link = mails
          .flatMap((mail) =>
            siteLinks({ subject: mail.subject, html: mail.body.html ?? "", text: mail.body.text ?? "" }),
          )
          .findLast((path) => path.startsWith(prefix) && path !== seen);
        return link;
      },
      { timeout: 30_000, message: `a ${prefix} link mailed to ${address}` },
    )
    .toBeTruthy();
  return link ?? "";
}

/**
 * Every link of a mail on the site's own origin (HTML hrefs and bare URLs in the text), as a path
 * for the test's base URL. Other links (mailto:, tel:, a video call, a map) leave the site.
 */
export function siteLinks(mail: RenderedMail): string[] {
  const site = new URL(env().siteUrl);
  const decode = (href: string) =>
    href.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'");
  const found = [
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => decode(match[1] ?? "")),
    ...[...mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0].replace(/[.,;:]+$/, "")),
  ];
  const paths = found.flatMap((href) => {
    const url = URL.canParse(href) ? new URL(href) : null;
    return url && url.origin === site.origin ? [`${url.pathname}${url.search}${url.hash}`] : [];
  });
  return [...new Set(paths)];
}

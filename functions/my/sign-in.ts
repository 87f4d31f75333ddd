/**
 * Signing in to "My bookings" (issue 28, docs/security.md "Patient sessions"). POST /api/my/link
 * answers `{ sent: true }` for every email and does the same work for each: the same reads, and one
 * transaction that stores the link's hash (and, for an email we hold data about, queues its mail in
 * the outbox, so the answer never waits on SES). POST /api/my/session uses the link once, within
 * 15 minutes, and opens a patient session in the same transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import { GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, GoneError } from "../../core/errors";
import { MY_LINK_MINUTES } from "../../core/schemas/my-data";
import type { PatientLinkItem } from "../data/items";
import { keys } from "../data/keys";
import { batchDelete } from "../lib/batch-write";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { failedAt, putNew } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { signInMail } from "./mails";
import { newPatientSession } from "./patient-session";

export const MY_LINK_MS = MY_LINK_MINUTES * 60 * 1000;
export const MY_LINK_INVALID =
  "This sign-in link is not valid or was already used. Please ask for a new one.";
export const MY_LINK_EXPIRED = "This sign-in link has expired. Please ask for a new one.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Whether anything is kept under the email: a patient record, or messages, reviews or waitlist entries. */
async function holdsDataAbout(emailLower: string): Promise<boolean> {
  const hash = emailHash(emailLower);
  const anyIn = (pk: string) =>
    db()
      .send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "PK = :pk",
          ExpressionAttributeValues: { ":pk": pk },
          ProjectionExpression: "PK",
          Limit: 1,
        }),
      )
      .then(({ Items = [] }) => Items.length > 0);
  const found = await Promise.all([
    db()
      .send(
        new GetCommand({ TableName: tableName(), Key: keys.patient(emailLower), ProjectionExpression: "PK" }),
      )
      .then(({ Item }) => Item !== undefined),
    anyIn(keys.contactByEmailPartition(hash)),
    anyIn(keys.reviewByEmailPartition(hash)),
    anyIn(keys.waitlistByEmailPartition(hash)),
  ]);
  return found.includes(true);
}

export function myBookingsLink(token: string): string {
  return `${env().siteUrl}/page/my-bookings?token=${encodeURIComponent(token)}`;
}

/** POST /api/my/link {email} (CSRF; per-address and per-email limits). */
export const requestLink = httpHandler(
  {
    route: "POST /api/my/link",
    limits: { ip: "my-link-ip", email: { name: "my-link-email", of: (body) => body.email } },
  },
  async ({ body, log }) => {
    const emailLower = body.email.toLowerCase();
    const nowMs = now();
    const token = randomBytes(32).toString("base64url");
    const createdAt = new Date(nowMs).toISOString();
    const link: PatientLinkItem = {
      ...keys.patientLink(sha256(token)),
      ...keys.patientLinksOf(emailHash(emailLower), createdAt),
      entity: "patientLink",
      email: emailLower,
      createdAt,
      expiresAt: Math.floor((nowMs + MY_LINK_MS) / 1000),
    };
    const known = await holdsDataAbout(emailLower);
    // An unknown email's link is stored too (same work, same time) but never mailed: nobody holds it.
    const mail = known
      ? [queueMail(signInMail({ to: body.email, link: myBookingsLink(token) }), "my-sign-in-link", nowMs)]
      : [];
    await db().send(new TransactWriteCommand({ TransactItems: [putNew(link), ...mail] }));
    log.info("my bookings link requested");
    return { sent: true as const };
  },
);

/** POST /api/my/session {token} (CSRF; per-address limit): the link, used once, opens a session. */
export const openSession = httpHandler(
  { route: "POST /api/my/session", limits: { ip: "my-session-ip" } },
  async ({ body, log }) => {
    const key = keys.patientLink(sha256(body.token));
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const link = Item as PatientLinkItem | undefined;
    const nowMs = now();
    if (!link) throw new BadRequestError(MY_LINK_INVALID);
    // TTL deletes lazily: an expired link may still be there.
    if (link.expiresAt * 1000 <= nowMs) throw new GoneError(MY_LINK_EXPIRED);
    const session = await newPatientSession(link.email, nowMs);
    // The delete's condition makes the link single use, even for two requests at once.
    const use = { TableName: tableName(), Key: key, ConditionExpression: "attribute_exists(PK)" };
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [{ Delete: use }, session.write] }));
    } catch (error) {
      if (failedAt(error)(0)) throw new BadRequestError(MY_LINK_INVALID);
      throw error;
    }
    log.info("patient session opened");
    return { token: session.token, expires_in: session.expiresIn, email: link.email };
  },
);

/** Erasure (EMAIL_ERASERS): the email's sign-in links not used yet (GSI1); how many there were. */
export async function eraseSignInLinks(emailLower: string): Promise<number> {
  const links = await queryAll<{ PK: string; SK: string }>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.patientLinksPartition(emailHash(emailLower)) },
    ProjectionExpression: "PK, SK",
  });
  await batchDelete(links);
  return links.length;
}

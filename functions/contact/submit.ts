import { randomUUID } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { CONTACT_RECEIVED, type ContactSubmitResponse } from "../../core/schemas/contact";
import type { ContactMessageItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { putNew } from "../lib/transactions";
import { outboxIds, queueMail } from "../outbox/outbox";
import { contactPointer } from "./by-email";
import { supportContactMail } from "./mails";

/** Where the support mail's button leads (the admin contact inbox page). */
export const CONTACT_INBOX_PATH = "/admin/contact";

/**
 * POST /api/contact/submit (public, CSRF, per-address and per-email limits): stores the message and
 * queues the mail to support in one transaction. A filled honeypot gets the same answer, and nothing
 * is stored or sent.
 */
export const submitContact = httpHandler(
  {
    route: "POST /api/contact/submit",
    limits: { ip: "contact-ip", email: { name: "contact-email", of: (form) => form.email.toLowerCase() } },
  },
  async ({ body, log }): Promise<ContactSubmitResponse> => {
    const answer = { success: CONTACT_RECEIVED };
    if (body.website) {
      log.info("contact honeypot filled");
      return answer;
    }
    const started = now();
    const id = randomUUID();
    const createdAt = new Date(started).toISOString();
    const item: ContactMessageItem = {
      ...keys.contactMessage(id),
      ...keys.contactMessageByState("new", createdAt, id),
      entity: "contactMessage",
      id,
      name: body.name,
      email: body.email,
      contactNumber: body.contact_number,
      message: body.message,
      state: "new",
      createdAt,
    };
    const mail = supportContactMail({
      to: env().supportEmail,
      id,
      name: body.name,
      email: body.email,
      contactNumber: body.contact_number,
      message: body.message,
      inboxUrl: `${env().siteUrl}${CONTACT_INBOX_PATH}`,
    });
    const queued = queueMail(mail, "contact-message", started);
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          putNew(item),
          // Erasure of the sender finds the message (and the mail quoting it) through this item.
          { Put: { TableName: tableName(), Item: contactPointer(item, outboxIds([queued])) } },
          queued,
        ],
      }),
    );
    log.info("contact message stored", { messageId: id });
    return answer;
  },
);

import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import {
  CONTACT_MAX_PAGE_SIZE,
  CONTACT_PAGE_SIZE,
  type ContactHandledResponse,
  type ContactListResponse,
  type ContactMessageRow,
} from "../../core/schemas/contact";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { expirePointer } from "../contact/by-email";
import type { ContactMessageItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";

/**
 * Messages read per state at most: the inbox pages in memory over the state's partition, newest
 * first (as the registration list does). Handled messages expire a year after handling, so the
 * handled partition stays bounded by a year's mail.
 */
export const CONTACT_LIST_CAP = 2000;
/** A handled message (names, addresses, what someone wrote) is kept this long for follow-ups. */
const KEEP_HANDLED_SECONDS = 365 * 24 * 60 * 60;

export const ALREADY_HANDLED = "This message is already marked as handled.";
export const MESSAGE_NOT_FOUND = "We could not find this message.";
export const MARKED_HANDLED = OPERATION_SUCCESSFUL;

function row(item: ContactMessageItem): ContactMessageRow {
  return {
    id: item.id,
    name: item.name,
    email: item.email,
    contact_number: item.contactNumber,
    message: item.message,
    state: item.state,
    created_at: item.createdAt,
    handled_at: item.handledAt ?? null,
    handled_by: item.handledBy ?? null,
  };
}

/** GET /api/contact/messages?page&perPage&state (admin): one state's messages, newest first, 25 a page. */
export const listMessages = httpHandler(
  { route: "GET /api/contact/messages" },
  async ({ query }): Promise<ContactListResponse> => {
    const perPage = Math.min(CONTACT_MAX_PAGE_SIZE, Math.max(1, Number(query.perPage ?? CONTACT_PAGE_SIZE)));
    const page = Math.max(1, Number(query.page ?? 1));
    const all = await queryAll<ContactMessageItem>(
      {
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.contactStatePartition(query.state ?? "new") },
        ScanIndexForward: false,
      },
      CONTACT_LIST_CAP,
    );
    return { data: { data: all.slice((page - 1) * perPage, page * perPage).map(row) }, total: all.length };
  },
);

/** POST /api/contact/handled/{id} (admin): mark a new message handled (404 unknown, 409 already). */
export const markHandled = httpHandler(
  { route: "POST /api/contact/handled/{id}" },
  async ({ path, user, log }): Promise<ContactHandledResponse> => {
    const key = keys.contactMessage(path.id);
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    if (!Item) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const message = Item as ContactMessageItem;
    if (message.state !== "new") throw new ConflictError(ALREADY_HANDLED);
    const nowMs = now();
    const handledAt = new Date(nowMs).toISOString();
    const gsi = keys.contactMessageByState("handled", message.createdAt, message.id);
    const ttl = Math.floor(nowMs / 1000) + KEEP_HANDLED_SECONDS;
    // The sender's pointer (erasure finds the message by it) first: should the message's update
    // fail after it, a retry still finds the message new and does both again; never the reverse,
    // which would leave the pointer without an expiry behind a handled message.
    await expirePointer(message, ttl);
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression:
            "SET #state = :handled, GSI1PK = :gpk, GSI1SK = :gsk, handledAt = :at, handledBy = :by, expiresAt = :ttl",
          ConditionExpression: "#state = :new",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: {
            ":handled": "handled",
            ":new": "new",
            ":gpk": gsi.GSI1PK,
            ":gsk": gsi.GSI1SK,
            ":at": handledAt,
            ":by": user.email,
            ":ttl": ttl,
          },
          ReturnValues: "ALL_NEW",
        }),
      );
      log.info("contact message handled", { messageId: message.id });
      return { success: MARKED_HANDLED, data: row(Attributes as ContactMessageItem) };
    } catch (error) {
      if ((error as Error).name === "ConditionalCheckFailedException")
        throw new ConflictError(ALREADY_HANDLED);
      throw error;
    }
  },
);

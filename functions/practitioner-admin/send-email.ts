import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import { adminAccessMail } from "../auth/account-mails";
import { newPasswordToken, RESET_TOKEN_MS, setPasswordLink, WELCOME_TOKEN_MS } from "../auth/password-tokens";
import { accountItem } from "../data/account-item";
import type { UserItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { putNew } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { readPractitioner } from "./practitioner-item";
import { OPERATION_SUCCESSFUL } from "./status";

const ACCOUNT_CHANGED = "This practitioner's account changed a moment ago. Please try again.";
const NOT_A_PRACTITIONER_ACCOUNT = "This email address belongs to an administrator account.";
const HOUR_MS = 60 * 60 * 1000;

/**
 * GET /api/practitioner/send/email/practitioner/{id} (admin): a fresh single-use set-password link
 * by email (password-tokens.ts; only its hash is stored). A practitioner without an account (the
 * demo directory's, or one listed before accounts existed) gets one now, with no password, in the
 * same transaction. A GET that writes, as the spec has it: bearer token required, never prefetched.
 */
export const sendAccessEmail = httpHandler(
  { route: "GET /api/practitioner/send/email/practitioner/{id}" },
  async ({ path, log }) => {
    const practitioner = await readPractitioner(path.id);
    const email = practitioner.email.trim().toLowerCase();
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.user(email), ConsistentRead: true }),
    );
    const account = Item as UserItem | undefined;
    if (account && account.role !== "practitioner") throw new ConflictError(NOT_A_PRACTITIONER_ACCOUNT);
    const nowMs = now();
    const firstLink = !account?.passwordHash;
    const { token, item } = newPasswordToken(
      email,
      firstLink ? "welcome" : "reset",
      nowMs,
      account?.passwordVersion ?? 0,
    );
    const mail = adminAccessMail({
      to: email,
      name: practitioner.name,
      link: setPasswordLink(token),
      hours: (firstLink ? WELCOME_TOKEN_MS : RESET_TOKEN_MS) / HOUR_MS,
    });
    const newAccount: UserItem | undefined = account
      ? undefined
      : accountItem({
          email,
          role: "practitioner",
          name: practitioner.name,
          practitionerId: practitioner.id,
          createdAt: new Date(nowMs).toISOString(),
        });
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            ...(newAccount ? [putNew(newAccount)] : []),
            putNew(item),
            queueMail(mail, "practitioner-access-link", nowMs),
          ],
        }),
      );
    } catch (error) {
      if ((error as Error).name === "TransactionCanceledException") throw new ConflictError(ACCOUNT_CHANGED);
      throw error;
    }
    log.info("set-password link sent by an admin", { practitionerId: practitioner.id, newAccount: !account });
    return { success: OPERATION_SUCCESSFUL };
  },
);

import { randomBytes } from "node:crypto";
import { type DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
import { accountItem } from "../../functions/data/account-item";
import { hashPassword } from "../../functions/lib/password";
import { requireLocalTable } from "../local-table";
import { demoPasswords } from "../seed/demo-accounts";

export interface NewAdmin {
  email: string;
  name: string;
  /** Omitted: a random one is generated and returned (shown once by the command). */
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 12;

/**
 * Creates an admin account. Admins are never created through the API: only this command (with
 * access to the table) makes them. Refuses an email that already has an account of any role.
 * It rightly targets AWS for real admins; what must never reach a table outside the local stack is
 * a demo login, i.e. an account with one of the seed's published passwords (infra/seed/demo-accounts.ts).
 */
export async function createAdmin(
  client: DynamoDBDocumentClient,
  tableName: string,
  admin: NewAdmin,
  nowMs = Date.now(),
): Promise<{ email: string; password: string; generated: boolean }> {
  const email = admin.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`not an email address: "${admin.email}"`);
  if (admin.name.trim() === "") throw new Error("the admin needs a name (--name)");
  const generated = admin.password === undefined;
  const password = admin.password ?? randomBytes(18).toString("base64url");
  if (password.length < MIN_PASSWORD)
    throw new Error(`the password must be at least ${MIN_PASSWORD} characters`);
  if (demoPasswords.has(password))
    await requireLocalTable(
      client,
      "An admin with a demo password",
      "that password is published in the README",
    );
  const item = accountItem({
    email,
    role: "admin",
    name: admin.name.trim(),
    passwordHash: await hashPassword(password),
    createdAt: new Date(nowMs).toISOString(),
  });
  try {
    await client.send(
      new PutCommand({ TableName: tableName, Item: item, ConditionExpression: "attribute_not_exists(PK)" }),
    );
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException")
      throw new Error(`an account for ${email} already exists`);
    throw error;
  }
  return { email, password, generated };
}

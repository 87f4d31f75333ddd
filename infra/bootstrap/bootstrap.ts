/**
 * Fills a new stage (issue 29 item 10): loads the medical schemes of the committed register
 * (medical-schemes.csv) and creates the first admin. Idempotent: a scheme whose name is there
 * already (under any id, the demo's digits included) is left alone, and an existing admin account is
 * kept. It refuses a stage that already holds marketplace data (anything but schemes, admin
 * accounts, sessions, sign-in counters and its own marker) unless told (`force`), so it is never
 * mistaken for a seed or a reset.
 */
import { readFileSync } from "node:fs";
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from "@aws-sdk/lib-dynamodb";
import { medicalSchemeItem, sameSchemeName, schemeIdOf } from "../../functions/catalogue/scheme-item";
import type { MedicalSchemeItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { createAdmin, type NewAdmin } from "../admin/create-admin";

export interface RegisteredScheme {
  name: string;
  type: "open" | "restricted";
}

/** The register's rows (comments and the header line skipped); a malformed line stops the load. */
export function parseSchemeRegister(csv: string): RegisteredScheme[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return lines.slice(1).map((line, i) => {
    const comma = line.lastIndexOf(",");
    const name = line.slice(0, comma).trim();
    const type = line.slice(comma + 1).trim();
    if (comma < 1 || !name || (type !== "open" && type !== "restricted"))
      throw new Error(`medical-schemes.csv line ${i + 2}: expected "name,open|restricted", got "${line}"`);
    return { name, type };
  });
}

export const schemeRegister = (): RegisteredScheme[] =>
  parseSchemeRegister(readFileSync(new URL("./medical-schemes.csv", import.meta.url), "utf8"));

/** What the bootstrap itself writes, and what signing in adds: none of it is the marketplace's data. */
const NOT_DATA = {
  FilterExpression:
    "PK <> :schemes AND PK <> :marker AND NOT begins_with(PK, :session) AND NOT begins_with(PK, :rate) " +
    "AND NOT begins_with(PK, :loginFail) AND NOT (begins_with(PK, :user) AND #role = :admin)",
  ExpressionAttributeNames: { "#role": "role" },
  ExpressionAttributeValues: {
    ":schemes": keys.medicalSchemePartition,
    ":marker": keys.bootstrapMarker.PK,
    ":session": "SESSION#",
    ":rate": "RATE#",
    ":loginFail": "LOGINFAIL#",
    ":user": "USER#",
    ":admin": "admin",
  },
};

/**
 * Whether the table holds marketplace data. The one Scan in the project: a one-off command on a
 * table that is new or small, stopping at the first item found.
 */
export async function stageHasData(client: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        ...NOT_DATA,
        ExclusiveStartKey: start,
        ProjectionExpression: "PK",
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    start = page.LastEvaluatedKey;
  } while (start);
  return false;
}

export interface BootstrapResult {
  schemesAdded: number;
  schemesKept: number;
  admin: { email: string; created: boolean; password?: string };
}

export class StageHasDataError extends Error {}

export async function bootstrapStage(
  client: DynamoDBDocumentClient,
  tableName: string,
  options: { admin: NewAdmin; force?: boolean; schemes?: RegisteredScheme[]; nowMs?: number },
): Promise<BootstrapResult> {
  if (!options.force && (await stageHasData(client, tableName)))
    throw new StageHasDataError(
      `${tableName} already holds marketplace data: bootstrap fills a new stage only. Run it with --force to add the missing schemes and admin anyway.`,
    );
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.medicalSchemePartition },
      ConsistentRead: true,
    }),
  );
  const existing = Items as MedicalSchemeItem[];
  const missing = (options.schemes ?? schemeRegister()).filter(
    (scheme) => !existing.some((s) => sameSchemeName(s.schemeName, scheme.name)),
  );
  for (const scheme of missing) {
    await client
      .send(
        new PutCommand({
          TableName: tableName,
          Item: medicalSchemeItem(schemeIdOf(scheme.name), scheme.name),
          // A scheme added meanwhile under the same id is kept as it is.
          ConditionExpression: "attribute_not_exists(PK)",
        }),
      )
      .catch((error: Error) => {
        if (error.name !== "ConditionalCheckFailedException") throw error;
      });
  }
  const admin = await createFirstAdmin(client, tableName, options.admin, options.nowMs);
  await client.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.bootstrapMarker, at: new Date(options.nowMs ?? Date.now()).toISOString() },
    }),
  );
  return { schemesAdded: missing.length, schemesKept: existing.length, admin };
}

/** The admin, created unless an account with that email exists (then kept, password unchanged). */
async function createFirstAdmin(
  client: DynamoDBDocumentClient,
  tableName: string,
  admin: NewAdmin,
  nowMs?: number,
): Promise<BootstrapResult["admin"]> {
  try {
    const created = await createAdmin(client, tableName, admin, nowMs);
    return {
      email: created.email,
      created: true,
      ...(created.generated ? { password: created.password } : {}),
    };
  } catch (error) {
    if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
    const email = admin.email.trim().toLowerCase();
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: keys.user(email), ConsistentRead: true }),
    );
    if (Item?.role !== "admin") throw new Error(`an account for ${email} exists and is not an admin`);
    return { email, created: false };
  }
}

import { createHmac } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { TooManyRequestsError } from "../../core/errors";
import { keys } from "../data/keys";
import { db, tableName } from "./db";
import { env } from "./env";
import {
  type RateLimitName,
  rateLimit,
  TOO_MANY,
  TOO_MANY_FOR_ACCOUNT,
  TOO_MANY_FOR_EMAIL,
  TOO_MANY_FOR_FEED,
} from "./rate-limit-config";
import { takeFromWindow } from "./window-counter";

/**
 * Addresses and emails are kept only as keyed hashes: the table learns which window is full, not
 * who filled it.
 */
function identityHash(name: RateLimitName, identity: string): string {
  return createHmac("sha256", env().signingSecret).update(`${name}\n${identity}`).digest("base64url");
}

/**
 * Takes one request from `identity`'s allowance under `name`; over the limit, throws a 429 whose
 * Retry-After says when the window ends.
 */
export async function enforceRateLimit(name: RateLimitName, identity: string, nowMs: number): Promise<void> {
  const limit = rateLimit(name);
  const key = keys.rateWindow(name, identityHash(name, identity.toLowerCase()));
  if (await takeFromWindow({ key, entity: "rateWindow", field: "requests", ...limit }, nowMs)) return;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ProjectionExpression: "windowEndsAt" }),
  );
  const endsAt = typeof Item?.windowEndsAt === "number" ? Item.windowEndsAt : nowMs + limit.windowMs;
  throw new TooManyRequestsError(
    name.endsWith("-email")
      ? TOO_MANY_FOR_EMAIL
      : name.endsWith("-admin")
        ? TOO_MANY_FOR_ACCOUNT
        : name.endsWith("-feed")
          ? TOO_MANY_FOR_FEED
          : TOO_MANY,
    Math.max(endsAt - nowMs, 1000) / 1000,
  );
}

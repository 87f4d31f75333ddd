/**
 * The per-email cap (at most MAX_ENTRIES_PER_EMAIL active entries), kept atomic (issue 26): one
 * roster item per email, `WAITLISTER#{hash}/ROSTER`, with an attribute `on_{practitionerId}` per
 * list it is on holding that entry's expiry (ms), and a `version`. A join counts the unexpired
 * ones and writes its own with the condition that the version is still the one read, in the join's
 * transaction: of two joins racing, one commits and the other reads again, so a sixth never
 * commits. An entry's end (leave, booking, erasure) removes its attribute in the end's own
 * transaction; an expiry needs no write (the count reads the expiry). A removal never conflicts
 * with a join: at worst the join counted an entry that was ending (a 409 the patient can retry).
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { type TransactItem, updateItem } from "../lib/transactions";

const LIST = "on_";

export interface Roster {
  /** undefined: no roster yet (or one without a join: a removal's remainder). */
  version: number | undefined;
  /** practitioner id -> the entry's expiry (ms). */
  lists: Map<string, number>;
}

export async function rosterOf(email: string): Promise<Roster> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.waitlistRoster(emailHash(email)),
      ConsistentRead: true,
    }),
  );
  const lists = new Map<string, number>();
  for (const [name, value] of Object.entries(Item ?? {}))
    if (name.startsWith(LIST) && typeof value === "number") lists.set(name.slice(LIST.length), value);
  return { version: typeof Item?.version === "number" ? Item.version : undefined, lists };
}

/** The lists other than `practitionerId` the roster is on now. */
export function activeLists(roster: Roster, practitionerId: string, nowMs: number): number {
  return [...roster.lists].filter(([id, expiresAtMs]) => id !== practitionerId && expiresAtMs > nowMs).length;
}

/**
 * The join's entry in its transaction: this list added, the expired ones dropped, if the roster
 * is still the version read (a concurrent join fails it: read again).
 */
export function rosterJoinWrite(
  email: string,
  roster: Roster,
  entry: { practitionerId: string; expiresAtMs: number },
  nowMs: number,
): TransactItem {
  const expired = [...roster.lists]
    .filter(([id, expiresAtMs]) => id !== entry.practitionerId && expiresAtMs <= nowMs)
    .map(([id]) => id);
  const names: Record<string, string> = { "#new": `${LIST}${entry.practitionerId}` };
  for (const [index, id] of expired.entries()) names[`#old${index}`] = `${LIST}${id}`;
  return updateItem({
    Key: keys.waitlistRoster(emailHash(email)),
    UpdateExpression:
      "SET #new = :expires, version = :next, expiresAt = :ttl" +
      (expired.length > 0 ? ` REMOVE ${expired.map((_, index) => `#old${index}`).join(", ")}` : ""),
    ConditionExpression: roster.version === undefined ? "attribute_not_exists(version)" : "version = :read",
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ":expires": entry.expiresAtMs,
      ":next": (roster.version ?? 0) + 1,
      // The latest join's entry outlives the others: the roster goes with it.
      ":ttl": Math.ceil(entry.expiresAtMs / 1000),
      ...(roster.version === undefined ? {} : { ":read": roster.version }),
    },
  });
}

/**
 * An entry's end in its transaction: its list leaves the roster (no condition: never refused).
 * `ttl` (epoch seconds): when a roster this creates (an end with none to end in) expires.
 */
export function rosterEndWrite(email: string, practitionerId: string, ttl: number): TransactItem {
  return updateItem({
    Key: keys.waitlistRoster(emailHash(email)),
    // An end with no roster to end in leaves a bare key: it expires like an entry would.
    UpdateExpression: "SET expiresAt = if_not_exists(expiresAt, :ttl) REMOVE #list",
    ExpressionAttributeNames: { "#list": `${LIST}${practitionerId}` },
    ExpressionAttributeValues: { ":ttl": ttl },
  });
}

import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import type { MedicalSchemeItem } from "./items";
import { keys } from "./keys";

/**
 * Every medical scheme, read once a minute per container: schemes change rarely, and an admin's
 * change (functions/catalogue) reaches every function within a minute. A failed read is retried.
 */
const FRESH_MS = 60_000;
let cached: { readAt: number; items: Promise<MedicalSchemeItem[]> } | undefined;

export function medicalSchemeItems(): Promise<MedicalSchemeItem[]> {
  const nowMs = now();
  if (cached && nowMs - cached.readAt < FRESH_MS) return cached.items;
  const items = queryAll<MedicalSchemeItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.medicalSchemePartition },
  }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  cached = { readAt: nowMs, items };
  return items;
}

/** The admins' own change is read back at once by the container that made it. */
export function forgetMedicalSchemes(): void {
  cached = undefined;
}

/** A scheme retired by an admin is offered for no new choice; absent `active` (the demo's) is offered. */
export const isOffered = (scheme: MedicalSchemeItem) => scheme.active !== false;

/**
 * Medical scheme id -> name, retired ones included: profiles, bookings and links that name a
 * scheme keep showing it after it is retired.
 */
export async function schemeNames(): Promise<Map<string, string>> {
  return new Map((await medicalSchemeItems()).map((item) => [item.id, item.schemeName]));
}

/** Medical scheme id -> name of the schemes offered for new choices (not retired). */
export async function offeredSchemeNames(): Promise<Map<string, string>> {
  return new Map((await medicalSchemeItems()).filter(isOffered).map((item) => [item.id, item.schemeName]));
}

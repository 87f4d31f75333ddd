/** The leave link of a waitlist entry: names the entry's key, works while the entry could last. */
import { env } from "../lib/env";
import { issueToken, readToken } from "./signed-token";

export interface EntryRef {
  practitionerId: string;
  entrySK: string;
}

export function leaveUrl(ref: EntryRef, expiresAtMs: number): string {
  const token = issueToken(env().signingSecret, "waitlist-leave", [
    ref.practitionerId,
    ref.entrySK,
    Math.floor(expiresAtMs / 1000),
  ]);
  return `${env().siteUrl}/page/waitlist/leave?token=${encodeURIComponent(token)}`;
}

/** The entry a leave token names (signature holds), or undefined. Expiry does not matter: leaving an ended entry is a no-op. */
export function readLeaveToken(token: string): EntryRef | undefined {
  const parts = readToken(env().signingSecret, "waitlist-leave", token, 3);
  const [practitionerId, entrySK] = parts ?? [];
  if (typeof practitionerId !== "string" || typeof entrySK !== "string") return undefined;
  return { practitionerId, entrySK };
}

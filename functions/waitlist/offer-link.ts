/** The offer mail's link: the profile with the freed time chosen, and the token that books it while held. */
import { env } from "../lib/env";
import { issueToken, readToken } from "./signed-token";

export interface OfferRef {
  practitionerId: string;
  /** "YYYY-MM-DDTHH:mm" (SAST). */
  start: string;
  entryId: string;
}

export function offerUrl(ref: OfferRef, holdUntilMs: number): string {
  const token = issueToken(env().signingSecret, "waitlist-offer", [
    ref.practitionerId,
    ref.start,
    ref.entryId,
    Math.floor(holdUntilMs / 1000),
  ]);
  return `${env().siteUrl}/page/practitioner/${encodeURIComponent(ref.practitionerId)}?offer=${encodeURIComponent(token)}`;
}

/** The offer a token names when its signature holds (whether its hold still runs is the hold's to say). */
export function readOfferToken(token: string): OfferRef | undefined {
  const [practitionerId, start, entryId] = readToken(env().signingSecret, "waitlist-offer", token, 4) ?? [];
  if (typeof practitionerId !== "string" || typeof start !== "string" || typeof entryId !== "string")
    return undefined;
  return { practitionerId, start, entryId };
}

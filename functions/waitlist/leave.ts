import { BadRequestError } from "../../core/errors";
import { WAITLIST_LEFT, type WaitlistLeaveResponse } from "../../core/schemas/waitlist";
import { keys } from "../data/keys";
import { httpHandler } from "../lib/http-handler";
import { endEntry, entryAt } from "./entries";
import { readLeaveToken } from "./leave-link";

export const BAD_LEAVE_LINK =
  "This link to leave the waitlist is not complete. Please open it again from your email, or copy the whole address.";

/**
 * POST /api/waitlist/leave {token} (public, CSRF): ends the entry the confirmation mail's link
 * names. An entry already ended (left, booked, expired, erased) gets the same answer: the patient
 * is off the list either way.
 */
export const leaveWaitlist = httpHandler(
  { route: "POST /api/waitlist/leave", limits: { ip: "waitlist-leave-ip" } },
  async ({ body, log }): Promise<WaitlistLeaveResponse> => {
    const ref = readLeaveToken(body.token);
    if (!ref) throw new BadRequestError(BAD_LEAVE_LINK, { token: "is not a valid link" });
    const entry = await entryAt({ PK: keys.waitlistPartition(ref.practitionerId), SK: ref.entrySK });
    if (entry) {
      await endEntry(entry.email, entry.practitionerId, entry.SK);
      log.info("waitlist left", { practitionerId: entry.practitionerId, entryId: entry.id });
    }
    return { success: WAITLIST_LEFT };
  },
);

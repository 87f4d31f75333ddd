/**
 * A time freed up (a cancellation, a decline, an expiry, a move away, out-of-office removed, new
 * availability): the outbox action that offers it to the waitlist once the settle delay has passed
 * (functions/waitlist/offers.ts). Its id names the time, so freeing it again within the delay
 * replaces it (one offer round), and a time booked again meanwhile (an undo) is found taken then.
 */
import { queueAction } from "../outbox/outbox";
import { settleMs } from "./config";

export function freedTimeWrite(practitionerId: string, date: string, time: string, nowMs: number) {
  return queueAction("waitlist-round", nowMs, {
    id: `waitlist-freed.${practitionerId}.${date}T${time}`,
    dueAtMs: nowMs + settleMs(),
    waitlistSlot: { practitionerId, date, time },
  });
}

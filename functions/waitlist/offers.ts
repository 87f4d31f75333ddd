/**
 * Offering a freed time to the waitlist (issue 26). When the settle delay after a time freed up has
 * passed, or a hold has ended unused, the outbox runs "waitlist-round" for the time: if it is still
 * open (bookable online: offered, not taken, not out of office, within notice and horizon), the
 * first OFFERS_PER_ROUND matching entries in joining order that have not had it yet get an offer
 * mail (and SMS where configured), and the time is held for them (config.ts holdMs). The hold's end
 * is another "waitlist-round", which cascades to the next entries. One transaction per round: the
 * hold record, the mails, the entries' mail lists and the hold's end.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { offeredModes, typeOfMode } from "../../core/appointment-modes";
import { saCellphone } from "../../core/sa-cellphone";
import { sastTime, sastToMs, shortDate, shortWeekday } from "../../core/sast-time";
import { slotProblem } from "../../core/slots";
import { suits } from "../../core/waitlist-match";
import { loadSchedule, recordFor, slotContext } from "../booking/availability";
import type { OutboxItem, PractitionerItem, WaitlistEntryItem, WaitlistHoldItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { createLogger } from "../lib/logger";
import { failedAt, type TransactItem } from "../lib/transactions";
import { outboxIds, queueAction, queueMail } from "../outbox/outbox";
import { refreshNextAvailable } from "../search/next-available";
import { queueSms, smsEnabled } from "../sms/queue-sms";
import { holdMs, OFFERS_PER_ROUND } from "./config";
import { activeEntries, entryMailsWrite, holdsOtherOffer } from "./entries";
import { holdAt, startOf } from "./holds";
import { entryMailFacts, waitlistOfferMail } from "./mails";
import { offerUrl } from "./offer-link";

const log = createLogger({ component: "waitlist" });

export type OfferOutcome = "held" | "offered" | "not-open" | "nobody" | "raced";

/** Runs a due "waitlist-round" outbox action; what the outbox records in place of a message id. */
export async function runWaitlistOffer(item: OutboxItem, nowMs: number): Promise<string> {
  const slot = item.waitlistSlot;
  if (!slot) throw new Error("a waitlist-round action without its time");
  return offerFreedTime(slot.practitionerId, slot.date, slot.time, nowMs);
}

/** The practitioner's schedule for the day, or undefined when they are gone or not listed. */
async function openPractitioner(practitionerId: string, date: string, time: string, nowMs: number) {
  try {
    const schedule = await loadSchedule(practitionerId, date, date);
    if (!schedule.practitioner.listed) return undefined;
    const problem = slotProblem(recordFor(schedule, date), time, slotContext(schedule, nowMs));
    return problem ? undefined : schedule.practitioner;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

function deleteHold(hold: WaitlistHoldItem): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: { PK: hold.PK, SK: hold.SK },
      ConditionExpression: "#round = :round",
      ExpressionAttributeNames: { "#round": "round" },
      ExpressionAttributeValues: { ":round": hold.round },
    },
  };
}

/** The offer's text message: who, when, where to book; never more than 160 characters. */
function offerSms(practitioner: PractitionerItem, date: string, time: string): string {
  const text = `Vula Health: a time with ${practitioner.name} came free, ${shortWeekday(date)} ${shortDate(date)} at ${time}. To book it, see our email.`;
  return text.length <= 160 ? text : `${text.slice(0, 159)}\u2026`;
}

/** One entry's offer: the mail (and SMS) queued, and the entry's record of them (for erasure). */
function offerWrites(
  entry: WaitlistEntryItem,
  practitioner: PractitionerItem,
  slot: { date: string; time: string; holdUntilMs: number },
  nowMs: number,
): TransactItem[] {
  const { date, time, holdUntilMs } = slot;
  const mail = queueMail(
    waitlistOfferMail({
      ...entryMailFacts(entry, practitioner),
      date,
      time,
      offerUrl: offerUrl(
        { practitionerId: practitioner.id, start: startOf(date, time), entryId: entry.id },
        holdUntilMs,
      ),
      heldUntil: holdUntilMs > 0 ? sastTime(holdUntilMs) : undefined,
    }),
    "waitlist-offer",
    nowMs,
  );
  const sms =
    smsEnabled() && saCellphone(entry.cellphone)
      ? [
          queueSms(
            { to: entry.cellphone, text: offerSms(practitioner, date, time) },
            "waitlist-offer-sms",
            nowMs,
          ),
        ]
      : [];
  // A held offer is the entry's one offer until the hold ends (a round without a hold holds nothing).
  const held =
    holdUntilMs > 0 ? { offer: { start: startOf(date, time), untilMs: holdUntilMs }, nowMs } : undefined;
  return [mail, ...sms, entryMailsWrite(entry, outboxIds([mail, ...sms]), held)];
}

/** Rounds tried when an entry took another offer (or ended) between the read and the write. */
const ROUND_ATTEMPTS = 3;

/**
 * Offers the time at `date` `time` to the next entries (see the module's comment). Safe to run
 * twice: a round under way is left alone, and each round's write is conditioned on the round read.
 * An entry holding another time's offer is passed over (it may have this time in a later round).
 */
export async function offerFreedTime(
  practitionerId: string,
  date: string,
  time: string,
  nowMs: number,
): Promise<OfferOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await offerRound(practitionerId, date, time, nowMs);
    if (outcome !== "entry-changed") return outcome;
    if (attempt === ROUND_ATTEMPTS) {
      log.warn("waitlist round gave up: its entries kept changing", { practitionerId, attempt });
      return "raced";
    }
  }
}

async function offerRound(
  practitionerId: string,
  date: string,
  time: string,
  nowMs: number,
): Promise<OfferOutcome | "entry-changed"> {
  const start = startOf(date, time);
  const hold = await holdAt(practitionerId, start);
  if (hold && hold.holdUntilMs > nowMs) return "held";
  const practitioner = await openPractitioner(practitionerId, date, time, nowMs);
  const types = practitioner ? offeredModes(practitioner.appointmentModes).map(typeOfMode) : [];
  const offered = new Set(hold?.offeredEntryIds ?? []);
  const next = practitioner
    ? (await activeEntries(practitionerId, nowMs))
        .filter(
          (entry) =>
            !offered.has(entry.id) &&
            !holdsOtherOffer(entry, start, nowMs) &&
            suits(entry, date, time, types),
        )
        .slice(0, OFFERS_PER_ROUND)
    : [];
  if (!practitioner || next.length === 0) {
    if (hold)
      await db()
        .send(new TransactWriteCommand({ TransactItems: [deleteHold(hold)] }))
        .catch(ignoreRace);
    return practitioner ? "nobody" : "not-open";
  }

  const startMs = sastToMs(date, time);
  const held = holdMs(startMs, nowMs);
  const round = (hold?.round ?? 0) + 1;
  const item: WaitlistHoldItem = {
    ...keys.waitlistHold(practitionerId, start),
    entity: "waitlistHold",
    practitionerId,
    date,
    time,
    round,
    offers: next.map((entry) => ({ entryId: entry.id, entrySK: entry.SK })),
    offeredEntryIds: [...offered, ...next.map((entry) => entry.id)],
    holdUntilMs: held > 0 ? nowMs + held : 0,
    expiresAt: Math.floor(startMs / 1000) + 24 * 60 * 60,
  };
  const slot = { date, time, holdUntilMs: item.holdUntilMs };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: item,
              // The round read: a second runner of the same round fails here and sends nothing.
              ConditionExpression: hold ? "#round = :round" : "attribute_not_exists(PK)",
              ...(hold
                ? {
                    ExpressionAttributeNames: { "#round": "round" },
                    ExpressionAttributeValues: { ":round": hold.round },
                  }
                : {}),
            },
          },
          ...next.flatMap((entry) => offerWrites(entry, practitioner, slot, nowMs)),
          // The hold's end offers the time to the next entries (a round without a hold does not cascade).
          ...(item.holdUntilMs > 0
            ? [
                queueAction("waitlist-round", nowMs, {
                  id: `waitlist-hold.${practitionerId}.${start}.${round}`,
                  dueAtMs: item.holdUntilMs,
                  waitlistSlot: { practitionerId, date, time },
                }),
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    // Another runner's round: it sends the offers.
    if (failedAt(error)(0)) return "raced";
    // An entry that ended, or took another time's offer, since the read: read again.
    return "entry-changed";
  }
  log.info("waitlist offers sent", {
    practitionerId,
    round,
    offers: next.length,
    held: item.holdUntilMs > 0,
  });
  await refreshNextAvailable(practitionerId);
  return "offered";
}

function ignoreRace(error: unknown): void {
  if ((error as Error).name !== "TransactionCanceledException") throw error;
}

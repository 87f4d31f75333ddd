import { randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { modeOfType, notOfferedMessage, offeredModes } from "../../core/appointment-modes";
import { BadRequestError, ConflictError, NotFoundError } from "../../core/errors";
import { sastDate } from "../../core/sast-time";
import { WAITLIST_JOINED, type WaitlistJoinResponse } from "../../core/schemas/waitlist";
import { PRACTITIONER_NOT_FOUND } from "../booking/availability";
import type { PractitionerItem, WaitlistByEmailItem, WaitlistEntryItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { failedAt, putNew } from "../lib/transactions";
import { outboxIds, queueMail } from "../outbox/outbox";
import { ENTRY_MS, emailHash, entryDelete, MAX_ENTRIES_PER_EMAIL, pointerOf } from "./entries";
import { entryMailFacts, waitlistJoinedMail } from "./mails";
import { activeLists, rosterJoinWrite, rosterOf } from "./roster";

export const ALREADY_WAITING =
  "You are already on this practitioner's waitlist with this email address. We will email you when a time comes free.";
export const TOO_MANY_LISTS = `You are on ${MAX_ENTRIES_PER_EMAIL} waitlists already, the most we allow. Leave one (the link is in its confirmation email) to join another.`;

export const BUSY =
  "We could not add you to the waitlist just now because of other changes to your lists. Please try again in a moment.";

/** Joins of one email racing each other: each attempt lets at least one of them commit. */
const JOIN_ATTEMPTS = MAX_ENTRIES_PER_EMAIL + 3;

async function listedPractitioner(id: string): Promise<PractitionerItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  const practitioner = Item as PractitionerItem | undefined;
  if (!practitioner?.isActive || !practitioner.listed) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
  return practitioner;
}

/**
 * POST /api/waitlist/join (public, CSRF, per-address and per-email limits). One entry per email and
 * practitioner, at most MAX_ENTRIES_PER_EMAIL active per email; the entry, its email's pointer, its
 * roster's count (roster.ts) and the confirmation mail (with the leave link) in one transaction.
 * The pointer's condition keeps the pair unique under concurrency, the roster's version the cap; an
 * expired entry of the pair is replaced. A filled honeypot gets the
 * same answer and nothing is stored or sent.
 */
export const joinWaitlist = httpHandler(
  {
    route: "POST /api/waitlist/join",
    limits: { ip: "waitlist-ip", email: { name: "waitlist-email", of: (form) => form.email.toLowerCase() } },
  },
  async ({ body, log }): Promise<WaitlistJoinResponse> => {
    const answer = { success: WAITLIST_JOINED };
    if (body.website) {
      log.info("waitlist honeypot filled");
      return answer;
    }
    const started = now();
    const email = body.email.toLowerCase();
    const practitioner = await listedPractitioner(body.practitioner_id);
    const mode = modeOfType(body.type);
    if (!offeredModes(practitioner.appointmentModes).includes(mode))
      throw new BadRequestError(notOfferedMessage(mode), {
        type: `${mode} is not offered by this practitioner`,
      });

    const id = randomUUID();
    const joinedAt = new Date(started).toISOString();
    const expiresAtMs = started + ENTRY_MS;
    const ttl = Math.ceil(expiresAtMs / 1000);
    const entry: WaitlistEntryItem = {
      ...keys.waitlistEntry(practitioner.id, joinedAt, id),
      entity: "waitlistEntry",
      id,
      practitionerId: practitioner.id,
      email,
      firstName: body.first_name,
      cellphone: body.cellphone_number ?? "",
      type: body.type,
      weekdays: [...new Set(body.weekdays ?? [])].sort(),
      partsOfDay: [...new Set(body.parts_of_day ?? [])],
      joinedAt,
      expiresAtMs,
      expiresAt: ttl,
      mailIds: [],
    };
    const pointer: WaitlistByEmailItem = {
      ...keys.waitlistByEmail(emailHash(email), practitioner.id),
      entity: "waitlistByEmail",
      practitionerId: practitioner.id,
      entrySK: entry.SK,
      expiresAtMs,
      expiresAt: ttl,
    };
    const mail = waitlistJoinedMail(entryMailFacts(entry, practitioner), sastDate(expiresAtMs));
    const queued = queueMail(mail, "waitlist-joined", started);
    entry.mailIds = outboxIds([queued]);
    // A concurrent join of the same email changes the roster: read it again and recount.
    for (let attempt = 1; attempt <= JOIN_ATTEMPTS; attempt++) {
      const [mine, roster] = await Promise.all([pointerOf(email, practitioner.id), rosterOf(email)]);
      if (mine && mine.expiresAtMs > started) throw new ConflictError(ALREADY_WAITING);
      if (activeLists(roster, practitioner.id, started) >= MAX_ENTRIES_PER_EMAIL)
        throw new ConflictError(TOO_MANY_LISTS);
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              // Absent, or the pair's expired entry (read above), which this one replaces.
              mine
                ? {
                    Put: {
                      TableName: tableName(),
                      Item: pointer,
                      ConditionExpression: "entrySK = :old AND expiresAtMs <= :now",
                      ExpressionAttributeValues: { ":old": mine.entrySK, ":now": started },
                    },
                  }
                : putNew(pointer),
              putNew(entry),
              queued,
              rosterJoinWrite(email, roster, { practitionerId: practitioner.id, expiresAtMs }, started),
              // The expired entry the pointer named goes now rather than at its TTL.
              ...(mine ? [entryDelete(practitioner.id, mine.entrySK)] : []),
            ],
          }),
        );
        log.info("waitlist joined", { practitionerId: practitioner.id, entryId: id, attempt });
        return answer;
      } catch (error) {
        const failed = failedAt(error);
        if (failed(0)) throw new ConflictError(ALREADY_WAITING);
        if (!failed(3)) throw error;
      }
    }
    throw new ConflictError(BUSY);
  },
);

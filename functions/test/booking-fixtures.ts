import { randomInt } from "node:crypto";
import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeEach } from "vitest";
import type { Duration, WeeklyTemplate } from "../../core/slots";
import type {
  DateSlotsItem,
  MedicalSchemeItem,
  OutboxItem,
  OutOfOfficeItem,
  PractitionerItem,
  WeeklyAvailabilityItem,
} from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { listingOf } from "../directory/listing-of";
import type { Mail } from "../email/mime";
import { batchGetAll } from "../lib/batch-get";
import { setClockForTests } from "../lib/clock";
import { issueCsrfToken } from "../lib/csrf";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { queryAll } from "../lib/query-all";
import { putWith } from "../lib/transactions";
import { mapListingOf, mapWrites } from "../locations/map-items";
import { openMail } from "../outbox/sealed-mail";
import { listedFlag } from "../practitioner/listing";

/**
 * A practitioner of our own for booking tests, with a unique id so test files running side by side
 * in one table never meet. Monday 23 November 2026 is the usual test day; the clock is pinned to
 * Sunday 22 November 2026, 08:00 SAST.
 */
export const TEST_NOW = Date.parse("2026-11-22T06:00:00Z");
export const MONDAY = "2026-11-23";
export const TUESDAY = "2026-11-24";
export const SUNDAY = "2026-11-22";
export const SATURDAY = "2026-11-28";

export const SCHEMES = [
  { id: "901", schemeName: "Discovery Health Medical Scheme" },
  { id: "902", schemeName: "Bonitas Medical Fund" },
  { id: "903", schemeName: "Momentum Health" },
];

export const defaultTemplate: WeeklyTemplate = {
  "1": { times: ["09:00", "09:30", "10:00", "10:30"], duration: 30 },
  "2": { times: ["09:00", "10:00"], duration: 60 },
};

/** Puts an item; a practitioner's or patient's directory entries (and map items) follow it, as every writer's do. */
export async function put(item: object): Promise<void> {
  const after = listingOf(item);
  if (!after) {
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return;
  }
  const { PK, SK } = item as { PK: string; SK: string };
  const { Item: before } = await db().send(
    new GetCommand({ TableName: tableName(), Key: { PK, SK }, ConsistentRead: true }),
  );
  await putWith({ TableName: tableName(), Item: item }, [
    ...directoryWrites(listingOf(before), after),
    ...mapWrites(mapListingOf(before), mapListingOf(item)),
  ]);
}

export async function putSchemes(): Promise<void> {
  for (const scheme of SCHEMES) {
    const item: MedicalSchemeItem = { ...keys.medicalScheme(scheme.id), entity: "medicalScheme", ...scheme };
    await put(item);
  }
}

export async function createPractitioner(
  overrides: Partial<PractitionerItem> = {},
  template: WeeklyTemplate = defaultTemplate,
): Promise<PractitionerItem> {
  const id = String(randomInt(100_000_000, 999_999_999));
  const fields: Omit<PractitionerItem, "listed"> & { listed?: boolean } = {
    ...keys.practitioner(id),
    ...keys.practitionerByStatus(true, `test ${id}`, id),
    entity: "practitioner",
    id,
    title: "Dr",
    firstName: "Thandi",
    lastName: `Test${id}`,
    name: `Dr Thandi Test${id}`,
    email: `practitioner-${id}@example.co.za`,
    contactNumber: "0215550100",
    profession: "Clinical Psychologist",
    registrationNumber: "PS 0123456",
    image: "/images/practitioners/1.svg",
    address: {
      street: "12 Main Road",
      suburb: "Sea Point",
      city: "Cape Town",
      province: "Western Cape",
      postalCode: "8005",
    },
    businessAddressPhysical: "12 Main Road, Sea Point, Cape Town, 8005",
    lat: -33.9,
    lng: 18.38,
    qualifications: ["MA Clinical Psychology (UCT)"],
    languages: ["English", "isiXhosa"],
    workWith: "both",
    services: ["Individual therapy"],
    focusAreas: "Anxiety",
    bio: "Test practitioner.",
    medicalAidIds: ["901", "902"],
    social: [],
    plan: "starter_package",
    isActive: true,
    ratingSum: 0,
    ratingCount: 0,
    minNoticeMinutes: 120,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
  // Listed when complete, as the writers store it, unless the test says otherwise.
  const practitioner: PractitionerItem = { ...fields, listed: overrides.listed ?? listedFlag(fields) };
  await put(practitioner);
  const weekly: WeeklyAvailabilityItem = {
    ...keys.weeklyAvailability(id),
    SK: "AVAIL#WEEK",
    entity: "weeklyAvailability",
    practitionerId: id,
    days: template,
  };
  await put(weekly);
  return practitioner;
}

export async function putDateSlots(
  practitionerId: string,
  date: string,
  timeSlots: string[],
  duration: Duration,
) {
  const item: DateSlotsItem = {
    ...keys.dateSlots(practitionerId, date),
    entity: "dateSlots",
    practitionerId,
    date,
    timeSlots,
    duration,
  };
  await put(item);
}

export async function putOutOfOffice(
  practitionerId: string,
  day: string,
  secondDay: string,
  time: string,
  toTime: string,
) {
  const id = String(randomInt(1, 1_000_000));
  const item: OutOfOfficeItem = {
    ...keys.outOfOffice(practitionerId, id),
    entity: "outOfOffice",
    id,
    practitionerId,
    day,
    secondDay,
    time,
    toTime,
  };
  await put(item);
}

/** Every item in a partition (to prove a refused request wrote nothing). */
export async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": pk },
      ConsistentRead: true,
    }),
  );
  return Items;
}

export function csrfHeader(): Record<string, string> {
  return { "x-csrf-token": issueCsrfToken(env().signingSecret).token };
}

let emailCounter = 0;
/** A patient email no other test uses (SES local's store is shared by every test file). */
export function uniqueEmail(tag: string): string {
  emailCounter += 1;
  return `${tag}-${Date.now().toString(36)}-${emailCounter}-${randomInt(1e6)}@example.org`;
}

export function bookingBody(practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) {
  return {
    practitioner_id: practitioner.id,
    first_name: "Lerato",
    last_name: "Dlamini",
    cellphone_number: "0821234567",
    email: uniqueEmail("patient"),
    reason_for_appointment: "Trouble sleeping for a few weeks",
    booking_with: "Cash/Card",
    type: 0,
    date: `${MONDAY} 09:00`,
    duration: 30,
    follow_up_session: false,
    term_condition: 1,
    ...overrides,
  };
}

/** What the outbox's due index (GSI2, keys only) holds right now. */
export async function dueIndexEntries(): Promise<Record<string, unknown>[]> {
  // Every page: DynamoDB Local sizes an index page by the whole items, so a shared table's many
  // queued mails (sealed bodies of several KB) fill 1 MB long before the keys would.
  // Every shard of the due list, and the partition from before the shards.
  const shards = await Promise.all(
    keys.outboxDuePartitions.map((partition) =>
      queryAll<Record<string, unknown>>({
        TableName: tableName(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :due",
        ExpressionAttributeValues: { ":due": partition },
      }),
    ),
  );
  return shards.flat();
}

/** An outbox item with its sealed body opened, as the sender would. */
export type QueuedMail = OutboxItem & { mail: Mail };

export function withMail(item: OutboxItem): QueuedMail {
  if (!item.sealedMail) throw new Error(`mail ${item.id} has no body (sent or dropped)`);
  return { ...item, mail: openMail(item.sealedMail, item.id) };
}

/**
 * Queued (not yet sent) mails to any of `recipients`; with `invitations`, review invitations too, and
 * with `scheduled`, a booking's scheduled reminders and nudges (functions/reminders) too (test emails
 * are unique per test). GSI2 holds only keys, so the mails are read from the table.
 */
export async function queuedMailsTo(
  recipients: string[],
  options: { invitations?: boolean; scheduled?: boolean } = {},
): Promise<QueuedMail[]> {
  const Items = await dueIndexEntries();
  const mails = await batchGetAll<OutboxItem>(
    Items.map(({ PK, SK }) => ({ PK: String(PK), SK: String(SK) })),
    true,
  );
  return (
    mails
      // A scheduled action (a request's expiry) is no mail; text messages (functions/sms) are queued beside mails.
      .filter((item) => item.action === undefined && item.channel !== "sms")
      .map(withMail)
      .filter((item) => item.mail.to.some((to) => recipients.includes(to)))
      // The review invitation waits for the appointment's end: only tests of it ask for it.
      .filter((item) => options.invitations === true || item.onlyIfConfirmed === undefined)
      .filter((item) => options.scheduled === true || item.dueAt === undefined)
      .sort((a, b) => (a.GSI2SK ?? "").localeCompare(b.GSI2SK ?? ""))
  );
}

/** The manage-booking token in a queued patient mail. */
export function manageTokenIn(mail: QueuedMail): string {
  const match = /\/page\/booking\/manage\?token=([^\s"<&)]+)/.exec(mail.mail.text);
  if (!match?.[1]) throw new Error("no manage link in the mail");
  return decodeURIComponent(match[1]);
}

/** What SES local lists at GET /store (aws-ses-v2-local's Email, the fields tests read). */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType: string; content: string /* base64 */ }[];
}

/** Everything SES local has received (GET /store). Other suites share it: filter, never clear. */
export async function sesStore(): Promise<StoredEmail[]> {
  const response = await fetch(`${env().sesEndpoint}/store`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/**
 * Sends the mails queued for `recipients` through SES local now (the outbox sender, as the stream
 * would) and returns what SES local received for them.
 */
export async function deliveredTo(recipients: string[]): Promise<StoredEmail[]> {
  const { deliverByIds } = await import("../outbox/outbox");
  const queued = await queuedMailsTo(recipients);
  await deliverByIds(
    queued.map((mail) => mail.id),
    Date.parse(
      queued
        .map((mail) => mail.createdAt)
        .sort()
        .at(-1) ?? new Date().toISOString(),
    ) + 1000,
  );
  const wanted = recipients.map((address) => address.toLowerCase());
  return (await sesStore()).filter((email) =>
    email.destination.to.some((to) => wanted.includes(to.toLowerCase())),
  );
}

/** GET /api/practitioner/timeSlots for the test week (Sunday 22 to Saturday 28 November 2026). */
export async function weekTimeSlots(practitionerId: string) {
  const { handler } = await import("../practitioner/handler");
  const { apiEvent, invoke } = await import("./api-event");
  return invoke(
    handler,
    apiEvent("GET", "/api/practitioner/timeSlots", {
      query: { id: practitionerId, start_date: SUNDAY, end_date: SATURDAY },
    }),
  );
}

/** The pending and confirmed bookings the public calendar sees in the test week. */
export async function weekBookings(practitionerId: string) {
  return (await weekTimeSlots(practitionerId)).body.booking as { date: string; status: string }[];
}

/** Hooks of a file on the test clock: TEST_NOW before each test, the real clock again after the file. */
export function clockAtTestNowInEachTest(): void {
  beforeEach(() => setClockForTests(() => TEST_NOW));
  afterAll(() => setClockForTests(undefined));
}

/** Source addresses under `prefix` ("10.9"), a new one each call, so one test never trips another's per-address limit. */
export function ipSequence(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${Math.floor(counter / 250)}.${counter % 250}`;
  };
}

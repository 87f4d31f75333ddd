/**
 * Fuzzing every API route (functions/routes.ts) through its real route-group handler against
 * DynamoDB Local, SES local and the S3 server: malformed, oversized and random queries, path
 * parameters, bodies and headers. Whatever arrives, the answer is never a 5xx, always JSON with a
 * readable `error` when refused, and a run of refused requests leaves no item behind except the
 * counters that exist to count such requests (rate windows, failed logins, reset requests).
 */

import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { setClockForTests } from "./lib/clock";
import { type Route, routes } from "./routes";
import { useOwnTable } from "./test/own-table";

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const TABLE = "vula-health-fuzz";
/** Items a refused request may legitimately leave: the counters of the limits themselves. */
const COUNTERS = new Set(["rateWindow", "loginFailures", "passwordResetRequests"]);
const RUNS_PER_ROUTE = 60;

let handlers: Map<string, Handler>;
let fallback: Handler;
let fixtures: typeof import("./test/booking-fixtures");
let api: typeof import("./test/api-event");
let practitionerId = "1";

/** The whole (small, own) table; `projection` keeps only those attributes. */
async function allItems(projection?: string): Promise<Record<string, unknown>[]> {
  const { db, tableName } = await import("./lib/db");
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        ExclusiveStartKey: start,
        ...(projection ? { ProjectionExpression: projection } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every booking in the table is whole: its lock cells, consent and pending place were written with it. */
async function expectBookingsWhole(): Promise<void> {
  const items = await allItems();
  const bookings = items.filter((item) => item.entity === "booking");
  for (const booking of bookings) {
    const id = booking.id;
    const cells = booking.lockCells as string[];
    const locks = items.filter((item) => item.entity === "slotLock" && item.bookingId === id);
    expect(locks).toHaveLength(cells.length);
    expect(items.filter((item) => item.entity === "consent" && item.bookingId === id)).toHaveLength(1);
    expect(items.filter((item) => item.entity === "pendingPlace" && item.bookingId === id)).toHaveLength(1);
  }
}

async function countByEntity(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const item of await allItems("entity, PK")) {
    const entity = String(item.entity ?? String(item.PK).split("#")[0]);
    counts.set(entity, (counts.get(entity) ?? 0) + 1);
  }
  return counts;
}

function withoutCounters(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].filter(([entity]) => !COUNTERS.has(entity)).sort());
}

const KNOWN_KEYS = [
  "id",
  "start_date",
  "end_date",
  "page",
  "perPage",
  "type",
  "find",
  "address",
  "lat",
  "lng",
  "profession",
  "name",
  "service",
  "workplace",
  "focusAreas",
  "token",
  "from",
  "to",
  "search",
  "state",
  "confirmation",
  "email",
  "password",
  "refresh_token",
  "first_name",
  "last_name",
  "practitioner_id",
  "date",
  "duration",
  "booking_with",
  "medical_aid_id",
  "reason_for_appointment",
  "term_condition",
  "type",
  "content_type",
  "size",
  "image_key",
  "cellphone_number",
  "title",
  "surname",
  "sex",
  "occupation",
  "cell_number",
  "suburb",
  "city",
  "postal_code",
  "subscription_plan",
  "work_with",
  "council",
  "registration_number",
  "day",
  "second_day",
  "time",
  "to_time",
  "template",
  "times",
  "version",
];

function generators() {
  const nasty = fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "9".repeat(40),
    practitionerId,
    "2026-11-23",
    "2026-11-22",
    "2026-11-28",
    "2026-11-23 09:00",
    "2026-11-23T09:00",
    "2026-02-30",
    "<script>alert(1)</script>",
    "' OR '1'='1",
    "../../etc/passwd",
    "%00%ff",
    "\u0000",
    "\ud800",
    "a@b.co",
    "x".repeat(5000),
    "Psychologist",
    "Cape Town",
    "registrations/x.webp",
    "image/webp",
  );
  const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }));
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.dictionary(text, text, { maxKeys: 3 }),
  );
  const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 12 }));
  const query = fc.dictionary(key, text, { maxKeys: 6 });
  const body = fc.oneof(
    fc.dictionary(key, value, { maxKeys: 12 }).map((object) => JSON.stringify(object)),
    fc.jsonValue().map((json) => JSON.stringify(json)),
    fc.string({ maxLength: 60 }),
    fc.constant("x".repeat(70 * 1024)),
    fc.constant(undefined),
  );
  const headers = fc.record({
    csrf: fc.oneof(fc.constant("valid"), fc.constant("none"), text),
    authorization: fc.oneof(
      fc.constant(undefined),
      text.map((t) => `Bearer ${t}`),
      text,
    ),
    contentType: fc.constantFrom("application/json", "text/plain", undefined),
    idempotencyKey: fc.oneof(fc.constant(undefined), text),
  });
  const segment = fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 30 })).filter((s) => s.length > 0);
  return { query, body, headers, segment, value };
}

/** encodeURIComponent refuses lone surrogates; a client could still send their bytes. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

function eventFor(
  route: { method: string; path: string },
  input: {
    query: Record<string, string>;
    body: string | undefined;
    headers: { csrf: string; authorization?: string; contentType?: string; idempotencyKey?: string };
    params: Record<string, string>;
  },
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  if (input.headers.csrf === "valid") Object.assign(headers, fixtures.csrfHeader());
  else if (input.headers.csrf !== "none") headers["x-csrf-token"] = input.headers.csrf;
  if (input.headers.authorization !== undefined) headers.authorization = input.headers.authorization;
  if (input.headers.contentType) headers["content-type"] = input.headers.contentType;
  if (input.headers.idempotencyKey !== undefined) headers["idempotency-key"] = input.headers.idempotencyKey;
  const rawPath = route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    encodeSegment(input.params[name] ?? "x"),
  );
  const event = api.apiEvent(route.method, rawPath, {
    route: route.path,
    query: input.query,
    headers,
    ...(Object.keys(input.params).length > 0 ? { pathParameters: input.params } : {}),
  });
  if (input.body !== undefined) event.body = input.body;
  return event;
}

/** Statuses seen per route: proof that the fuzzer gets past the header checks into each handler. */
const seen = new Map<string, Set<number>>();

async function expectRefusedCleanly(handler: Handler, event: APIGatewayProxyEventV2) {
  const result = (await handler(event, api.lambdaContext())) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  seen.set(event.routeKey, (seen.get(event.routeKey) ?? new Set()).add(result.statusCode));
  if (result.statusCode >= 500)
    throw new Error(`${event.routeKey} answered ${result.statusCode}: ${result.body.slice(0, 300)}`);
  expect(result.headers["Content-Type"]).toMatch(/^application\/json/);
  const parsed = JSON.parse(result.body);
  if (result.statusCode >= 400) expect(typeof parsed.error).toBe("string");
  return result.statusCode;
}

beforeAll(async () => {
  await useOwnTable(TABLE);
  fixtures = await import("./test/booking-fixtures");
  // The fixtures' week: bookable slots exist, so near-valid bookings reach the transaction.
  setClockForTests(() => fixtures.TEST_NOW);
  api = await import("./test/api-event");
  await fixtures.putSchemes();
  practitionerId = (await fixtures.createPractitioner()).id;
  const groups = [...new Set(routes.map((route) => route.group))];
  handlers = new Map(
    await Promise.all(
      groups.map(async (group) => {
        const module = (await import(`./${group}/handler.ts`)) as { handler: Handler };
        return [group, module.handler] as const;
      }),
    ),
  );
  fallback = ((await import("./fallback/handler")) as { handler: Handler }).handler;
});

describe("fuzzing every route", () => {
  it("refuses near-valid bookings (one field replaced) without writing anything", {
    timeout: 600_000,
  }, async () => {
    const practitioner = await fixtures.createPractitioner();
    const submit = handlers.get("booking");
    if (!submit) throw new Error("no booking handler");
    const { value } = generators();
    const fields = Object.keys(fixtures.bookingBody(practitioner));
    const slots = [
      ...["09:00", "09:30", "10:00", "10:30"].map((time) => ({
        date: `${fixtures.MONDAY} ${time}`,
        duration: 30,
      })),
      ...["09:00", "10:00"].map((time) => ({ date: `${fixtures.TUESDAY} ${time}`, duration: 60 })),
    ];
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        value,
        fc.constantFrom(...slots),
        async (field, replacement, slot) => {
          const body = { ...fixtures.bookingBody(practitioner, slot), [field]: replacement };
          const before = withoutCounters(await countByEntity());
          const event = eventFor(
            { method: "POST", path: "/api/booking/submit" },
            {
              query: {},
              body: JSON.stringify(body),
              headers: { csrf: "valid", contentType: "application/json" },
              params: {},
            },
          );
          const status = await expectRefusedCleanly(submit, event);
          if (status >= 400) expect(withoutCounters(await countByEntity())).toEqual(before);
          else created += 1;
        },
      ),
      { numRuns: 150 },
    );
    expect(created).toBeLessThanOrEqual(slots.length);
    await expectBookingsWhole();
  });

  it("never answers 5xx and leaves nothing half-written", { timeout: 600_000 }, async () => {
    const before = await countByEntity();
    const { query, body, headers, segment } = generators();
    for (const route of routes) {
      const handler = handlers.get(route.group);
      if (!handler) throw new Error(`no handler for group ${route.group}`);
      const names = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1] as string);
      const params = fc.record(Object.fromEntries(names.map((name) => [name, segment])));
      await fc.assert(
        fc.asyncProperty(query, body, headers, params, async (q, b, h, p) => {
          await expectRefusedCleanly(
            handler,
            eventFor(route, {
              query: q,
              body: route.method === "GET" ? undefined : b,
              headers: h,
              params: p,
            }),
          );
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // Unknown paths and wrong methods go to the catch-all.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        headers,
        async (method, parts, h) => {
          const path = `/api/${parts.map(encodeSegment).join("/")}`;
          await expectRefusedCleanly(
            fallback,
            eventFor(
              { method: method as Route["method"], path },
              { query: {}, body: undefined, headers: h, params: {} },
            ),
          );
        },
      ),
      { numRuns: 100 },
    );
    expect(withoutCounters(await countByEntity())).toEqual(withoutCounters(before));
    for (const route of routes) {
      const statuses = [...(seen.get(`${route.method} ${route.path}`) ?? [])];
      expect(
        statuses.some((status) => status !== 403),
        `${route.method} ${route.path}: ${statuses}`,
      ).toBe(true);
    }
  });
});

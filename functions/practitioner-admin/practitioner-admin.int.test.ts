import { randomInt } from "node:crypto";
import { GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminPractitionerRow,
  PractitionerDetailResponse,
  PractitionerExportResponse,
  PractitionerListResponse,
} from "../../core/schemas/practitioner-admin";
import { normalize } from "../../core/search-text";
import type { BookingItem, PractitionerItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { postingLists } from "../search/index-items";
import { apiEvent, invoke } from "../test/api-event";
import { changesBookingStatus, failNth } from "../test/injected-fault";
import { useOwnTable } from "../test/own-table";

// Its own table: the list reads a whole status partition, so other suites' practitioners would
// change its totals.
const TABLE = "practitioner-admin-int-test";

let handler: Handler;
let searchHandler: Handler;
let profileHandler: Handler;
let bookingHandler: Handler;
let authHandler: Handler;
let fixtures: typeof import("../test/booking-fixtures");
let auth: typeof import("../test/auth-fixtures");
let addToSearchIndex: typeof import("../search/index-writer").addToSearchIndex;
let adminToken = "";
let practitionerToken = "";

/** A unique word for this run, so names and searches never meet another run's. */
const RUN = `Zq${randomInt(1e6).toString(36)}`;

beforeAll(async () => {
  await useOwnTable(TABLE);
  fixtures = await import("../test/booking-fixtures");
  auth = await import("../test/auth-fixtures");
  ({ addToSearchIndex } = await import("../search/index-writer"));
  ({ handler } = await import("./handler"));
  ({ handler: searchHandler } = await import("../search/handler"));
  ({ handler: profileHandler } = await import("../practitioner/handler"));
  ({ handler: bookingHandler } = await import("../booking/handler"));
  ({ handler: authHandler } = await import("../auth/handler"));
  setClockForTests(() => fixtures.TEST_NOW);
  await fixtures.putSchemes();
  adminToken = (await auth.loginAs(await auth.createAccount("admin"))).access_token;
  practitionerToken = (await auth.loginAs(await auth.createAccount("practitioner"))).access_token;
}, 60_000);
afterAll(() => setClockForTests(undefined));

/** A practitioner named `{first} {last}` (listed by that name), indexed for search when active. */
async function listed(first: string, last: string, overrides: Partial<PractitionerItem> = {}) {
  const name = `Dr ${first} ${last}`;
  const created = await fixtures.createPractitioner({ firstName: first, lastName: last, name, ...overrides });
  // Listed under its name, as approvals and the seed do (the fixture lists everyone as "test {id}").
  const practitioner: PractitionerItem = {
    ...created,
    email: `${first}.${last}.${created.id}@example.co.za`.toLowerCase(),
    ...keys.practitionerByStatus(created.isActive, name.toLowerCase(), created.id),
  };
  await fixtures.put(practitioner);
  if (practitioner.isActive) await addToSearchIndex(practitioner);
  return practitioner;
}

function call(method: string, path: string, query: Record<string, string> = {}, token = adminToken) {
  return invoke(handler, apiEvent(method, path, { query, headers: auth.bearer(token) }));
}
/** A route with an {id}: API Gateway's route key and path parameter, as deployed. */
function callWithId(method: string, template: string, id: string, body?: object) {
  return invoke(
    handler,
    apiEvent(method, template.replace("{id}", id), {
      route: template,
      pathParameters: { id },
      headers: auth.bearer(adminToken),
      ...(body ? { body } : {}),
    }),
  );
}
const view = (query: Record<string, string> = {}, token = adminToken) =>
  call("GET", "/api/practitioner/view", query, token);
const toggle = (id: string) =>
  callWithId("POST", "/api/practitioner/is_active/{id}", id, { reason: "Left the practice" });
const remove = (id: string) => callWithId("GET", "/api/practitioner/delete/{id}", id);
const sendEmail = (id: string) => callWithId("GET", "/api/practitioner/send/email/practitioner/{id}", id);
const detail = (id: string) => callWithId("GET", "/api/practitioner/detail/{id}", id);

const rows = (body: unknown) => (body as PractitionerListResponse).data.data;
const ids = (list: AdminPractitionerRow[]) => list.map((row) => row.id);

async function stored<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

const searchByName = (name: string) =>
  invoke(searchHandler, apiEvent("GET", "/api/search/index", { query: { type: "name", name } }));
const suggest = (text: string) =>
  invoke(searchHandler, apiEvent("GET", "/api/search/prac/info", { query: { search: text } }));
const profile = (id: string) =>
  invoke(profileHandler, apiEvent("GET", "/api/practitioner/users", { query: { id } }));
const book = (practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) =>
  invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", {
      body: fixtures.bookingBody(practitioner, overrides),
      headers: fixtures.csrfHeader(),
    }),
  );

describe("GET /api/practitioner/view", () => {
  const surname = `${RUN}list`;
  const everyone: PractitionerItem[] = [];
  beforeAll(async () => {
    // 17 active (two pages of 15) and 2 deactivated, with the same surname.
    const firsts =
      "Aya Bongi Carla Dumi Eli Fezi Gugu Hlengi Itu Jabu Kea Lindi Mpho Nandi Olu Pule Qhawe".split(" ");
    // One at a time: DynamoDB Local stalls on many transactions adding to the same directory counters.
    for (const first of firsts) everyone.push(await listed(first, surname));
    everyone.push(await listed("Rethabile", surname, { isActive: false }));
    everyone.push(await listed("Sipho", surname, { isActive: false, contactNumber: "+27 82 999 1234" }));
  }, 60_000);

  it("lists active practitioners by name, 15 a page, with the total (is_active defaults to 1)", async () => {
    const first = await view({ search: surname });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(17);
    const page1 = rows(first.body);
    expect(page1).toHaveLength(15);
    const names = page1.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect(page1.every((row) => row.get_member_detail.is_active === 1)).toBe(true);
    const page2 = rows((await view({ search: surname, page: "2" })).body);
    expect(page2).toHaveLength(2);
    expect(new Set([...ids(page1), ...ids(page2)]).size).toBe(17);
    expect(rows((await view({ search: surname, page: "9" })).body)).toEqual([]);
    const reversed = rows((await view({ search: surname, order: "desc", perPage: "17" })).body);
    expect(ids(reversed)).toEqual([...ids(page1), ...ids(page2)].reverse());
  });

  it("shows the spec's fields: contact, address, image, rating", async () => {
    const [row] = rows((await view({ search: `Aya ${surname}` })).body);
    expect(row).toMatchObject({
      name: `Dr Aya ${surname}`,
      profession: "Clinical Psychologist",
      rating: null,
      review_count: 0,
      get_member_detail: {
        is_active: 1,
        contact_number: "0215550100",
        business_address_physical: "12 Main Road, Sea Point, Cape Town, 8005",
        image: "/images/practitioners/1.svg",
      },
    });
  });

  it("lists deactivated practitioners with is_active=0", async () => {
    const { body } = await view({ search: surname, is_active: "0" });
    expect(body.total).toBe(2);
    expect(rows(body).map((row) => row.get_member_detail.is_active)).toEqual([0, 0]);
  });

  it("searches name, surname, email and practice; filters by contact number digits", async () => {
    const gugu = everyone.find((p) => p.firstName === "Gugu") as PractitionerItem;
    expect(ids(rows((await view({ search: `gugu ${surname.toUpperCase()}` })).body))).toEqual([gugu.id]);
    expect(ids(rows((await view({ search: gugu.email })).body))).toEqual([gugu.id]);
    expect((await view({ search: `${surname} sea point` })).body.total).toBe(17);
    expect((await view({ search: `${surname} durban` })).body.total).toBe(0);
    const sipho = everyone.find((p) => p.firstName === "Sipho") as PractitionerItem;
    const byPhone = await view({ search: surname, is_active: "0", contact_number: "082 999 12" });
    expect(ids(rows(byPhone.body))).toEqual([sipho.id]);
    expect((await view({ search: surname, contact_number: "0000000" })).body.total).toBe(0);
  });

  it("caps perPage at 100 and refuses bad input with a readable 400", async () => {
    expect(rows((await view({ search: surname, perPage: "500" })).body)).toHaveLength(17);
    const bad: Record<string, string>[] = [
      { page: "abc" },
      { perPage: "-1" },
      { is_active: "2" },
      { search: "x".repeat(101) },
      { contact_number: "1".repeat(31) },
      { order: "up" },
    ];
    for (const query of bad) {
      const { status, body } = await view(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(typeof body.error).toBe("string");
    }
  });

  it("is for admins only", async () => {
    expect((await view({}, practitionerToken)).status).toBe(403);
    expect((await invoke(handler, apiEvent("GET", "/api/practitioner/view"))).status).toBe(401);
  });

  it("exports page by page with a cursor: the pages add up to the list, in its order", async () => {
    const all = rows((await view({ search: surname, perPage: "100" })).body);
    const exported: AdminPractitionerRow[] = [];
    let cursor: string | null = null;
    let requests = 0;
    let read = 0;
    let total: number | null = null;
    do {
      const query: Record<string, string> = { search: surname, ...(cursor ? { cursor } : {}) };
      const { status, body } = await call("GET", "/api/practitioner/export", query);
      expect(status).toBe(200);
      const page = body as PractitionerExportResponse;
      exported.push(...page.data);
      if (requests === 0) total = page.total;
      else expect(page.total).toBeNull();
      read += page.read;
      cursor = page.next;
      requests++;
    } while (cursor && requests < 100);
    expect(ids(exported)).toEqual(ids(all));
    // Progress counts everyone of the status read (the table holds other active practitioners too).
    expect(total).toBe((await view({})).body.total);
    expect(read).toBe(total);
  });

  it("refuses a cursor it did not make", async () => {
    const forged = Buffer.from(JSON.stringify(["x#1", "PRAC#2"])).toString("base64url");
    for (const cursor of ["%%%", forged, Buffer.from("[1,2]").toString("base64url")]) {
      const { status, body } = await call("GET", "/api/practitioner/export", { cursor });
      expect(status, cursor).toBe(400);
      expect(typeof body.error).toBe("string");
    }
  });
});

describe("POST /api/practitioner/is_active/{id}", () => {
  it("deactivating takes them off search, suggestions, profile and booking at once; reactivating restores them", async () => {
    const surname = `${RUN}gone`;
    const practitioner = await listed("Themba", surname);
    expect(ids((await searchByName(practitioner.name)).body.data)).toContain(practitioner.id);
    const names = () => suggest(surname).then(({ body }) => body.username.map((u: { id: string }) => u.id));
    expect(await names()).toContain(practitioner.id);

    // An upcoming booking, pending, made through the public form.
    const patientEmail = fixtures.uniqueEmail("patient");
    const booked = await book(practitioner, { email: patientEmail });
    expect(booked.status).toBe(201);

    const off = await toggle(practitioner.id);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: "Operation Successfull !", is_active: 0, cancelled_bookings: 1 });
    expect(ids((await searchByName(practitioner.name)).body.data)).not.toContain(practitioner.id);
    expect(await names()).not.toContain(practitioner.id);
    expect((await profile(practitioner.id)).status).toBe(404);
    const refused = await book(practitioner, { date: `${fixtures.MONDAY} 10:00` });
    expect(refused.status).toBe(404);
    // The booking is cancelled and its patient emailed.
    const [booking] = (await fixtures.partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "booking",
    ) as unknown as BookingItem[];
    expect(booking).toMatchObject({ status: "cancelled", cancelledBy: "admin" });
    const mails = await fixtures.queuedMailsTo([patientEmail]);
    expect(mails.map((mail) => mail.kind)).toContain("booking-cancelled-patient");
    // The admin list moved them.
    expect(ids(rows((await view({ search: surname, is_active: "0" })).body))).toEqual([practitioner.id]);
    expect((await view({ search: surname })).body.total).toBe(0);

    const on = await toggle(practitioner.id);
    expect(on.body).toEqual({ success: "Operation Successfull !", is_active: 1, cancelled_bookings: 0 });
    expect(ids((await searchByName(practitioner.name)).body.data)).toContain(practitioner.id);
    expect(await names()).toContain(practitioner.id);
    expect((await profile(practitioner.id)).status).toBe(200);
    expect((await book(practitioner, { date: `${fixtures.MONDAY} 10:00` })).status).toBe(201);
  });

  it("answers 404 for an unknown practitioner and 400 for a malformed id", async () => {
    expect((await toggle("987654321")).status).toBe(404);
    const bad = await toggle("abc");
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe("string");
  });
});

describe("deactivation: the count first, and a reason (issue 25)", () => {
  const upcoming = (id: string) => callWithId("GET", "/api/practitioner/upcoming/{id}", id);
  const deactivate = (id: string, body: object) =>
    callWithId("POST", "/api/practitioner/is_active/{id}", id, body);

  it("counts the upcoming bookings it then cancels; keeps the reason; mails patients without it", async () => {
    const practitioner = await listed("Zodwa", `${RUN}reason`);
    const emails = [fixtures.uniqueEmail("patient"), fixtures.uniqueEmail("patient")];
    expect((await book(practitioner, { email: emails[0] })).status).toBe(201);
    expect(
      (
        await book(practitioner, {
          email: emails[1],
          cellphone_number: "0829876543",
          date: `${fixtures.MONDAY} 10:00`,
        })
      ).status,
    ).toBe(201);
    const counted = await upcoming(practitioner.id);
    expect(counted).toMatchObject({ status: 200, body: { upcoming_bookings: 2 } });

    const reason = "Registration lapsed <b>per HPCSA</b>";
    const off = await deactivate(practitioner.id, { reason: `  ${reason} ` });
    expect(off.body).toEqual({ success: "Operation Successfull !", is_active: 0, cancelled_bookings: 2 });
    const stored_ = await stored<PractitionerItem & { statusChangedBy?: string }>(
      keys.practitioner(practitioner.id),
    );
    expect(stored_).toMatchObject({ isActive: false, statusReason: reason });
    expect(stored_?.statusChangedBy).toMatch(/@/);
    expect((await upcoming(practitioner.id)).body).toEqual({ upcoming_bookings: 0 });
    // The record shows it to admins.
    expect((await detail(practitioner.id)).body.practitioner.status_reason).toBe(reason);
    // The patients hear that the booking is cancelled; the admin's reason is internal.
    const mails = await fixtures.queuedMailsTo(emails);
    expect(mails.filter((mail) => mail.kind === "booking-cancelled-patient")).toHaveLength(2);
    for (const mail of mails) expect(JSON.stringify(mail.mail)).not.toContain("HPCSA");

    // Reactivating needs no reason and clears the old one.
    expect((await callWithId("POST", "/api/practitioner/is_active/{id}", practitioner.id, {})).status).toBe(
      200,
    );
    expect(
      (await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.statusReason,
    ).toBeUndefined();
  });

  it("refuses to deactivate without a reason, and changes nothing", async () => {
    const practitioner = await listed("Sipho", `${RUN}noreason`);
    expect((await book(practitioner)).status).toBe(201);
    for (const body of [{}, { reason: "   " }, { reason: "a\u0000b" }, { reason: "x".repeat(501) }]) {
      const refused = await deactivate(practitioner.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(/reason/i);
    }
    expect((await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.isActive).toBe(true);
    expect((await upcoming(practitioner.id)).body).toEqual({ upcoming_bookings: 1 });
  });

  it("the count answers 404 for an unknown practitioner and 400 for a malformed id", async () => {
    expect((await upcoming("987654321")).status).toBe(404);
    const bad = await upcoming("abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("is not a practitioner number");
  });

  it("the count needs an admin: no, a tampered and a practitioner's token are refused", async () => {
    const practitioner = await listed("Nandi", `${RUN}count-role`);
    const as = (headers: Record<string, string>) =>
      invoke(
        handler,
        apiEvent("GET", `/api/practitioner/upcoming/${practitioner.id}`, {
          route: "/api/practitioner/upcoming/{id}",
          pathParameters: { id: practitioner.id },
          headers,
        }),
      );
    expect((await as({})).status).toBe(401);
    expect((await as(auth.bearer(`${adminToken}x`))).status).toBe(401);
    expect((await as(auth.bearer(practitionerToken))).status).toBe(403);
    const asPractitioner = await invoke(
      handler,
      apiEvent("POST", `/api/practitioner/is_active/${practitioner.id}`, {
        route: "/api/practitioner/is_active/{id}",
        pathParameters: { id: practitioner.id },
        headers: auth.bearer(practitionerToken),
        body: { reason: "not mine to give" },
      }),
    );
    expect(asPractitioner.status).toBe(403);
    expect((await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.isActive).toBe(true);
  });
});

describe("the list filters by profession and package (issue 25)", () => {
  const surname = `${RUN}filters`;
  let gp: PractitionerItem;
  let psychologist: PractitionerItem;
  let business: PractitionerItem;
  beforeAll(async () => {
    gp = await listed("Ayo", surname, { profession: "General Practitioner" });
    psychologist = await listed("Bongi", surname, { profession: "Clinical Psychologist" });
    business = await listed("Chris", surname, {
      profession: "General Practitioner",
      plan: "business_package",
    });
  });

  it("keeps only the profession, the package, or both", async () => {
    const found = async (query: Record<string, string>) => {
      const { status, body } = await view({ search: surname, ...query });
      expect(status).toBe(200);
      return { ids: ids(rows(body)), total: (body as PractitionerListResponse).total };
    };
    expect(await found({ profession: "General Practitioner" })).toEqual({
      ids: [gp.id, business.id],
      total: 2,
    });
    expect(await found({ package: "starter_package" })).toEqual({ ids: [gp.id, psychologist.id], total: 2 });
    expect(await found({ profession: "General Practitioner", package: "business_package" })).toEqual({
      ids: [business.id],
      total: 1,
    });
    expect(await found({ profession: "Dietitian" })).toEqual({ ids: [], total: 0 });
    // The export's pages read the same filters.
    const exported = await call("GET", "/api/practitioner/export", {
      search: surname,
      package: "business_package",
    });
    expect(ids((exported.body as PractitionerExportResponse).data)).toEqual([business.id]);
  });

  it("answers 400 naming the accepted values for an unknown profession or package", async () => {
    const profession = await view({ profession: "Wizard" });
    expect(profession.status).toBe(400);
    expect(profession.body.error).toContain("profession must be one of: General Practitioner");
    const plan = await view({ package: "gold" });
    expect(plan.status).toBe(400);
    expect(plan.body.error).toContain("package must be one of: starter_package, business_package");
  });
});

describe("GET /api/practitioner/detail/{id}", () => {
  it("has the profile, account and latest bookings, never the reason", async () => {
    const practitioner = await listed("Ayanda", `${RUN}detail`);
    expect((await book(practitioner)).status).toBe(201);
    const { status, body } = await detail(practitioner.id);
    expect(status).toBe(200);
    const record = body as PractitionerDetailResponse;
    expect(record.practitioner).toMatchObject({
      id: practitioner.id,
      first_name: "Ayanda",
      plan: "starter_package",
    });
    expect(record.account).toEqual({ exists: false, password_set: false });
    expect(record.bookings).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain("Trouble sleeping");
    expect((await detail("987654321")).status).toBe(404);
    expect((await detail("1;drop")).status).toBe(400);
  });
});

describe("GET /api/practitioner/send/email/practitioner/{id}", () => {
  it("creates a missing account and emails a set-password link that works", async () => {
    const practitioner = await listed("Lwazi", `${RUN}mail`);
    const { status, body } = await sendEmail(practitioner.id);
    expect(status).toBe(200);
    expect(body).toEqual({ success: "Operation Successfull !" });
    const account = await stored<UserItem>(keys.user(practitioner.email));
    expect(account).toMatchObject({
      role: "practitioner",
      passwordHash: "",
      practitionerId: practitioner.id,
    });
    const [mail] = await fixtures.queuedMailsTo([practitioner.email]);
    expect(mail?.kind).toBe("practitioner-access-link");
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.mail.text ?? "")?.[1] ?? "";
    const set = await invoke(
      authHandler,
      apiEvent("POST", "/api/auth/password/set", {
        body: { token, password: "Lwazi#Practice#2026" },
        headers: fixtures.csrfHeader(),
      }),
    );
    expect(set.status).toBe(200);
    expect((await auth.login(practitioner.email, "Lwazi#Practice#2026")).status).toBe(200);
  });

  it("answers 404 for an unknown practitioner and 400 for a malformed id", async () => {
    expect((await sendEmail("987654321")).status).toBe(404);
    expect((await sendEmail("x")).status).toBe(400);
  });
});

describe("GET /api/practitioner/delete/{id}", () => {
  it("refuses an active practitioner (409) and deletes a deactivated one, keeping their bookings", async () => {
    const practitioner = await listed("Nomsa", `${RUN}delete`);
    expect((await book(practitioner)).status).toBe(201);
    expect((await sendEmail(practitioner.id)).status).toBe(200);
    const active = await remove(practitioner.id);
    expect(active.status).toBe(409);
    expect(active.body.error).toBe("Deactivate this practitioner before deleting them.");
    expect((await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.entity).toBe("practitioner");

    expect((await toggle(practitioner.id)).status).toBe(200);
    const gone = await remove(practitioner.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: "Operation Successfull !" });
    const left = await fixtures.partition(keys.practitioner(practitioner.id).PK);
    // The bookings stay (retention), and with them their month's report counters (no personal data).
    expect(left.map((item) => item.entity).sort()).toEqual(["booking", "deletedPractitioner", "reportMonth"]);
    expect(left.find((item) => item.entity === "deletedPractitioner")).not.toHaveProperty("email");
    expect(await stored(keys.user(practitioner.email))).toBeUndefined();
    expect((await detail(practitioner.id)).status).toBe(404);
    expect((await remove(practitioner.id)).status).toBe(404);
    expect((await profile(practitioner.id)).status).toBe(404);
    expect((await view({ search: `${RUN}delete`, is_active: "0" })).body.total).toBe(0);
  });

  it("answers 404 for an unknown practitioner and 400 for a malformed id", async () => {
    expect((await remove("987654321")).status).toBe(404);
    expect((await remove("-1")).status).toBe(400);
  });
});

describe("half-finished admin actions: a retry finishes the job, never flips it back", () => {
  /** Every posting-list count and vocabulary entry the practitioner counts in, as stored now. */
  async function countsOf(practitioner: PractitionerItem): Promise<Record<string, number | null>> {
    const lists = postingLists(practitioner).map(({ kind, value }) => ({
      PK: keys.searchList(kind, value),
      SK: keys.searchListCount,
    }));
    const vocabulary = [
      keys.vocabulary("profession", normalize(practitioner.profession)),
      ...practitioner.services.map((service) => keys.vocabulary("service", normalize(service))),
    ];
    const counts: Record<string, number | null> = {};
    for (const key of [...lists, ...vocabulary])
      counts[`${key.PK}|${key.SK}`] = (await stored<{ count: number }>(key))?.count ?? null;
    return counts;
  }

  const deletesSearchEntry = (command: unknown) =>
    command instanceof TransactWriteCommand &&
    (command.input.TransactItems ?? []).some((item) => String(item.Delete?.Key?.PK ?? "").startsWith("IX#"));

  it("deactivation: a failed cancellation answers 503; the next toggle finishes it (bookings, search) instead of reactivating", async () => {
    const practitioner = await listed("Sizwe", `${RUN}half`);
    const shown = await countsOf(practitioner);
    const patientEmail = fixtures.uniqueEmail("half");
    expect((await book(practitioner, { email: patientEmail })).status).toBe(201);

    // The booking's cancellation (a status-change transaction) fails.
    const cancelling = failNth(changesBookingStatus);
    const first = await toggle(practitioner.id).finally(() => cancelling.mockRestore());
    expect(first.status).toBe(503);
    expect(first.body.error).toMatch(/deactivated, but .* did not finish\. Please try again/);
    // The status is stored (off booking at once); the booking still waits; the job is recorded.
    expect((await profile(practitioner.id)).status).toBe(404);
    expect((await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.statusJob).toBe(
      "deactivate",
    );
    const bookings = async () =>
      (await fixtures.partition(keys.practitioner(practitioner.id).PK)).filter(
        (item) => item.entity === "booking",
      ) as unknown as BookingItem[];
    expect((await bookings())[0]?.status).toBe("pending");

    // The search step fails half-way (the third entry): again 503, still deactivated.
    const indexing = failNth(deletesSearchEntry, 3);
    const second = await toggle(practitioner.id).finally(() => indexing.mockRestore());
    expect(second.status).toBe(503);
    expect((await bookings())[0]).toMatchObject({ status: "cancelled", cancelledBy: "admin" });

    // The retry finishes: still deactivated, every count down by exactly one, the job gone.
    const third = await toggle(practitioner.id);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ is_active: 0, cancelled_bookings: 0 });
    expect(ids((await searchByName(practitioner.name)).body.data)).not.toContain(practitioner.id);
    const hidden = await countsOf(practitioner);
    for (const [key, count] of Object.entries(shown))
      expect(hidden[key], key).toBe(count === 1 ? null : (count ?? 0) - 1);
    expect((await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.statusJob).toBeUndefined();
    const mails = await fixtures.queuedMailsTo([patientEmail]);
    expect(mails.filter((mail) => mail.kind === "booking-cancelled-patient")).toHaveLength(1);

    // Only now does a toggle reactivate, and the counts are as they were.
    const on = await toggle(practitioner.id);
    expect(on.body).toMatchObject({ is_active: 1 });
    expect(await countsOf(practitioner)).toEqual(shown);
    expect(ids((await searchByName(practitioner.name)).body.data)).toContain(practitioner.id);
  });

  it("delete: a failed clean-up answers 503, not success; Delete again finishes it; toggling meanwhile is refused", async () => {
    const practitioner = await listed("Zodwa", `${RUN}halfdel`);
    expect((await sendEmail(practitioner.id)).status).toBe(200);
    expect((await toggle(practitioner.id)).status).toBe(200);
    // A session of theirs (the sessions clean-up reads them from GSI1).
    const sessions = (command: unknown) =>
      command instanceof QueryCommand &&
      String(command.input.ExpressionAttributeValues?.[":pk"] ?? "").startsWith("USERSESSIONS#");
    const failing = failNth(sessions);
    const first = await remove(practitioner.id).finally(() => failing.mockRestore());
    expect(first.status).toBe(503);
    expect(first.body.error).toBe(
      `${practitioner.name} was not fully deleted: some of their data could not be removed. Please use Delete again to finish.`,
    );
    // Still listed (deactivated, marked) for the retry; the account is gone already.
    expect(ids(rows((await view({ search: `${RUN}halfdel`, is_active: "0" })).body))).toEqual([
      practitioner.id,
    ]);
    expect(
      (await stored<PractitionerItem>(keys.practitioner(practitioner.id)))?.deletionStartedAt,
    ).toBeTruthy();
    expect(await stored(keys.user(practitioner.email))).toBeUndefined();
    const reactivate = await toggle(practitioner.id);
    expect(reactivate.status).toBe(409);
    expect(reactivate.body.error).toBe(
      "This practitioner is being deleted. Please use Delete again to finish.",
    );

    const again = await remove(practitioner.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: "Operation Successfull !" });
    const left = await fixtures.partition(keys.practitioner(practitioner.id).PK);
    expect(left.map((item) => item.entity)).toEqual(["deletedPractitioner"]);
    expect(left[0]).not.toHaveProperty("email");
    expect((await remove(practitioner.id)).status).toBe(404);
  });
});

/**
 * "Next available" kept current (issue 26 item 5) against DynamoDB Local: each kind of write that can
 * change a practitioner's next open time stores the new one (through the real handlers), the clock's
 * passage is caught by the sweep, and search answers it and sorts by it. The clock is injected
 * (functions/lib/clock.ts): Sunday 22 November 2026, 08:00 SAST; the notice is 2 hours.
 */
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { handler as availabilityHandler } from "../availability/handler";
import { handler as bookingHandler } from "../booking/handler";
import { changeStatus } from "../booking/status-change";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { handler as practitionerHandler } from "../practitioner/handler";
import { apiEvent, invoke } from "../test/api-event";
import { practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  MONDAY,
  partition,
  put,
  TEST_NOW,
  TUESDAY,
} from "../test/booking-fixtures";
import { book, cancel } from "../test/manage-fixtures";
import { period, remove, store } from "../test/out-of-office-fixtures";
import { handler as searchHandler } from "./handler";
import { addToSearchIndex } from "./index-writer";
import { refreshNextAvailable } from "./next-available";
import { storedNextAvailable } from "./next-available-read";
import { sweepNextAvailable } from "./next-available-sweep";

clockAtTestNowInEachTest();
const nextIp = ipSequence("10.26");

/** SAST wall time of the test week as the stored UTC instant. */
const at = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+02:00`)).toISOString();
const NEXT_MONDAY = "2026-11-30";
const onlyMonday9 = { "1": { times: ["09:00"], duration: 30 as const } };

async function storedTime(practitionerId: string): Promise<string | null | undefined> {
  return (await storedNextAvailable(practitionerId))?.nextAvailable;
}

/** A practitioner whose time is stored before the test changes anything. */
async function refreshed(practitioner: PractitionerItem): Promise<PractitionerItem> {
  await refreshNextAvailable(practitioner.id);
  return practitioner;
}

describe("refreshNextAvailable", () => {
  it("stores the first open time with the calendar's rule, its soonest cards and its due entry; unchanged writes nothing", async () => {
    const practitioner = await createPractitioner();
    expect(await refreshNextAvailable(practitioner.id)).toBe(true);
    const stored = await storedNextAvailable(practitioner.id);
    // Sunday 08:00 now, no Sunday times: Monday 09:00 SAST.
    expect(stored).toMatchObject({ nextAvailable: at(MONDAY, "09:00"), recheckAt: at(MONDAY, "07:00") });
    const cards = (await partition(keys.soonestList("profession", "clinical psychologist"))).filter(
      (item) => item.id === practitioner.id,
    );
    expect(cards).toEqual([
      expect.objectContaining({ nextAvailable: at(MONDAY, "09:00"), name: practitioner.name }),
    ]);
    const due = await partition(keys.nextAvailableDuePartition);
    expect(due.map((item) => item.SK)).toContain(`${at(MONDAY, "07:00")}#${practitioner.id}`);
    expect(await refreshNextAvailable(practitioner.id)).toBe(false);
    expect((await storedNextAvailable(practitioner.id))?.version).toBe(stored?.version);
  });

  it("stores null when nothing is open within the horizon, and looks again at the next midnight", async () => {
    const practitioner = await refreshed(await createPractitioner({}, {}));
    expect(await storedNextAvailable(practitioner.id)).toMatchObject({
      nextAvailable: null,
      recheckAt: at("2026-11-23", "00:00"),
    });
  });

  it("respects out-of-office periods and date records already stored", async () => {
    const practitioner = await createPractitioner({}, onlyMonday9);
    await put({
      ...keys.outOfOffice(practitioner.id, "1"),
      entity: "outOfOffice",
      id: "1",
      practitionerId: practitioner.id,
      day: MONDAY,
      secondDay: MONDAY,
      time: "00:00",
      toTime: "23:59",
    });
    await refreshNextAvailable(practitioner.id);
    expect(await storedTime(practitioner.id)).toBe(at(NEXT_MONDAY, "09:00"));
  });

  it("takes a practitioner who is no longer listed out of the soonest lists", async () => {
    const practitioner = await refreshed(await createPractitioner());
    await put({ ...practitioner, listed: false });
    expect(await refreshNextAvailable(practitioner.id)).toBe(true);
    expect(await storedNextAvailable(practitioner.id)).toBeUndefined();
    const cards = await partition(keys.soonestList("all", "*"));
    expect(cards.some((item) => item.id === practitioner.id)).toBe(false);
  });
});

describe("each kind of change updates the stored time", () => {
  it("a booking of the only open time moves it on a week; the patient cancelling brings it back", async () => {
    const practitioner = await refreshed(await createPractitioner({}, onlyMonday9));
    const { token } = await book(practitioner, {}, nextIp());
    expect(await storedTime(practitioner.id)).toBe(at(NEXT_MONDAY, "09:00"));
    expect((await cancel(token)).status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:00"));
  });

  it("a move to another time frees the first one", async () => {
    const practitioner = await refreshed(await createPractitioner());
    const { token } = await book(practitioner, {}, nextIp());
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:30"));
    const moved = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/reschedule", {
        body: { token, date: `${TUESDAY} 10:00` },
        headers: csrfHeader(),
        sourceIp: nextIp(),
      }),
    );
    expect(moved.status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:00"));
  });

  it("the practitioner declining a request, or a request expiring, frees its time", async () => {
    const { practitioner, headers } = await practitionerSession();
    await refreshNextAvailable(practitioner.id);
    const first = await book(practitioner, {}, nextIp());
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:30"));
    const declined = await invoke(
      dashboardHandler,
      apiEvent("POST", "/api/dashboard/bookings/decline", {
        headers,
        body: { id: first.booking.id, date: first.booking.date },
      }),
    );
    expect(declined.status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:00"));

    await book(practitioner, {}, nextIp());
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:30"));
    const [pending] = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "booking" && item.status === "pending",
    ) as unknown as BookingItem[];
    if (!pending) throw new Error("no pending booking");
    // The confirm-by deadline's action (functions/reminders/actions.ts) expires it the same way.
    await changeStatus(pending, practitioner, { to: "expired", by: "system", mails: [] }, TEST_NOW);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:00"));
  });

  it("weekly availability and date-specific records", async () => {
    const { practitioner, headers } = await practitionerSession();
    await refreshNextAvailable(practitioner.id);
    const send = (method: "POST", path: string, body: object) =>
      invoke(availabilityHandler, apiEvent(method, path, { headers, body }));
    const template = await send("POST", "/api/availability/template", {
      days: { "2": { times: ["10:00"], duration: 60 } },
    });
    expect(template.status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(TUESDAY, "10:00"));
    const saved = await send("POST", "/api/availability/dates", {
      date: MONDAY,
      time_slots: ["11:00"],
      duration: 30,
    });
    expect(saved.status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "11:00"));
    expect((await send("POST", "/api/availability/dates/delete", { date: MONDAY })).status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(TUESDAY, "10:00"));
  });

  it("out-of-office periods stored and deleted", async () => {
    const { practitioner, headers } = await practitionerSession();
    await refreshNextAvailable(practitioner.id);
    const stored = await store(headers, period({ time: "00:00", to_time: "09:45", second_day: TUESDAY }));
    expect(stored.status).toBe(201);
    // Monday is out from midnight to Tuesday 09:45: Tuesday's 10:00 is the first left.
    expect(await storedTime(practitioner.id)).toBe(at(TUESDAY, "10:00"));
    expect((await remove(headers, stored.body.data.id)).status).toBe(200);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:00"));
  });

  it("the passage of time: the sweep moves on a time that entered the notice, and only due ones", async () => {
    const practitioner = await refreshed(await createPractitioner());
    const later = await refreshed(await createPractitioner({}, { "5": { times: ["09:00"], duration: 30 } }));
    const laterVersion = (await storedNextAvailable(later.id))?.version;
    // Monday 07:30 SAST: 09:00 is inside the 2-hour notice, 09:30 is not.
    const monday0730 = Date.parse(at(MONDAY, "07:30"));
    setClockForTests(() => monday0730);
    expect(await sweepNextAvailable(monday0730, createLogger({ test: "sweep" }), 10_000)).toBeGreaterThan(0);
    expect(await storedTime(practitioner.id)).toBe(at(MONDAY, "09:30"));
    expect((await storedNextAvailable(later.id))?.version).toBe(laterVersion);
  });
});

describe("GET /api/search/index with next_available and sort=soonest", () => {
  const search = (query: Record<string, string>) =>
    invoke(searchHandler, apiEvent("GET", "/api/search/index", { query, route: "/api/search/index" }));

  /** Practitioners of a profession of their own (the table is shared), indexed and refreshed. */
  async function directory() {
    const profession = `Soonest Tester ${randomInt(1e9)}`;
    const make = async (template: Parameters<typeof createPractitioner>[1], lastName: string) => {
      const practitioner = await createPractitioner(
        { profession, lastName, name: `Dr ${lastName}` },
        template,
      );
      await addToSearchIndex(practitioner);
      return refreshed(practitioner);
    };
    // Created best-rated-order-last to first, so the soonest order is not the usual one by accident.
    const none = await make({}, "Anele");
    const tuesday = await make({ "2": { times: ["09:00"], duration: 30 } }, "Bongi");
    const monday = await make(onlyMonday9, "Chris");
    return { profession, none, tuesday, monday };
  }

  it("answers each result's stored next open time and orders by it with sort=soonest, none last, page by page", async () => {
    const { profession, none, tuesday, monday } = await directory();
    const usual = await search({ type: "profession", profession });
    expect(usual.status).toBe(200);
    expect(usual.body.data.map((r: { id: string }) => r.id)).toEqual([none.id, tuesday.id, monday.id]);
    expect(usual.body.data.map((r: { next_available: unknown }) => r.next_available)).toEqual([
      null,
      at(TUESDAY, "09:00"),
      at(MONDAY, "09:00"),
    ]);
    const pages = [];
    for (const page of ["1", "2", "3", "4"]) {
      const answer = await search({ type: "profession", profession, sort: "soonest", perPage: "1", page });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(3);
      pages.push(
        ...answer.body.data.map((r: { id: string; next_available: unknown }) => [r.id, r.next_available]),
      );
    }
    expect(pages).toEqual([
      [monday.id, at(MONDAY, "09:00")],
      [tuesday.id, at(TUESDAY, "09:00")],
      [none.id, null],
    ]);
  });

  it("a booking of the only open time moves the practitioner down the soonest order", async () => {
    const { profession, tuesday, monday } = await directory();
    await book(monday, {}, nextIp());
    const answer = await search({ type: "profession", profession, sort: "soonest" });
    expect(answer.body.data.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([tuesday.id, monday.id]);
    expect(answer.body.data[1].next_available).toBe(at(NEXT_MONDAY, "09:00"));
  });

  it("near a place, orders the nearest matches by their next open time", async () => {
    const { profession, none, tuesday, monday } = await directory();
    const answer = await search({
      type: "profession",
      profession,
      sort: "soonest",
      lat: "-33.9",
      lng: "18.38",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r: { id: string }) => r.id)).toEqual([monday.id, tuesday.id, none.id]);
    expect(answer.body.data[0].distance_km).toBe(0);
  });

  it("refuses an unknown sort with a 400 that says what it takes", async () => {
    const answer = await search({ type: "find", find: "", sort: "cheapest" });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("must be soonest, or left out for the usual order");
  });

  it("the profile answers the stored time too", async () => {
    const practitioner = await refreshed(await createPractitioner());
    const answer = await invoke(
      practitionerHandler,
      apiEvent("GET", "/api/practitioner/users", { query: { id: practitioner.id } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.practitioner.next_available).toBe(at(MONDAY, "09:00"));
  });
});

import { describe, expect, it } from "vitest";
import { handler as availabilityHandler } from "../availability/handler";
import type { PractitionerItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  csrfHeader,
  defaultTemplate,
  ipSequence,
  MONDAY,
  queuedMailsTo,
  TEST_NOW,
} from "../test/booking-fixtures";
import { period, remove, store } from "../test/out-of-office-fixtures";
import { freedActionId, join, joinBody, queuedRounds, runOutboxAt } from "../test/waitlist-fixtures";
import { holdAt } from "./holds";

// The clock is a test double (functions/lib/clock.ts): the settle delay is minutes long.
clockAtTestNowInEachTest();
const nextIp = ipSequence("10.28");
const SETTLE = 2 * 60_000;
const WEDNESDAYS = ["2026-11-25", "2026-12-02", "2026-12-09", "2026-12-16", "2026-12-23"];
/** The default template's Monday times (functions/test/booking-fixtures.ts). */
const MONDAY_TIMES = ["09:00", "09:30", "10:00", "10:30"].map((time) => `${MONDAY}T${time}`);

type Headers = Record<string, string>;

async function waiting(practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) {
  const body = joinBody(practitioner, overrides);
  expect((await join(body, csrfHeader(), nextIp())).status).toBe(200);
  return body.email;
}

/** A practitioner out of office all Monday morning (stored through the API). */
async function awayMondayMorning() {
  const session = await practitionerSession();
  const stored = await store(
    session.headers,
    period({ second_day: MONDAY, time: "08:00", to_time: "12:00" }),
  );
  expect(stored.status).toBe(201);
  return { ...session, periodId: (stored.body.data as { id: string }).id };
}

function saveTemplate(headers: Headers, days: unknown) {
  return invoke(
    availabilityHandler,
    apiEvent("POST", "/api/availability/template", { headers, body: { days } as object }),
  );
}

function saveDate(headers: Headers, body: object) {
  return invoke(availabilityHandler, apiEvent("POST", "/api/availability/dates", { headers, body }));
}

const offerSubjects = async (email: string) =>
  (await queuedMailsTo([email]))
    .filter((mail) => mail.kind === "waitlist-offer")
    .map((mail) => mail.mail.subject);

describe("times a practitioner's change opens go to the waitlist", () => {
  it("offers the earliest times an out-of-office period covered once it is removed, a few at most, one offer per entry", async () => {
    const { practitioner, headers, periodId } = await awayMondayMorning();
    const email = await waiting(practitioner);

    expect((await remove(headers, periodId)).status).toBe(200);
    // Four Monday times open again; the cap (3) queues the earliest three.
    expect(await queuedRounds(practitioner.id, MONDAY_TIMES)).toEqual(MONDAY_TIMES.slice(0, 3));

    const rounds = MONDAY_TIMES.slice(0, 3).map((start) => freedActionId(practitioner.id, start));
    await runOutboxAt(rounds, TEST_NOW + SETTLE - 1);
    expect(await offerSubjects(email)).toEqual([]);
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt(rounds, TEST_NOW + SETTLE);
    // The entry holds the first time's offer: the other two times wait for someone else.
    expect(await offerSubjects(email)).toEqual([
      `A time came free: ${practitioner.name} at 09:00 on Monday 23 November 2026`,
    ]);
    expect(await holdAt(practitioner.id, MONDAY_TIMES[1] as string)).toBeUndefined();
  });

  it("offers a date's new times and a template's new weekday, the earliest few that suit someone", async () => {
    const { practitioner, headers } = await practitionerSession();
    const email = await waiting(practitioner, { parts_of_day: ["afternoon"] });

    const dated = await saveDate(headers, {
      date: WEDNESDAYS[0],
      time_slots: ["09:00", "14:00"],
      duration: 30,
    });
    expect(dated.status).toBe(200);
    // 09:00 suits nobody waiting (mornings): only 14:00 is offered.
    expect(await queuedRounds(practitioner.id, [`${WEDNESDAYS[0]}T09:00`, `${WEDNESDAYS[0]}T14:00`])).toEqual(
      [`${WEDNESDAYS[0]}T14:00`],
    );
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt([freedActionId(practitioner.id, `${WEDNESDAYS[0]}T14:00`)], TEST_NOW + SETTLE);
    expect(await offerSubjects(email)).toEqual([
      `A time came free: ${practitioner.name} at 14:00 on Wednesday 25 November 2026`,
    ]);

    // Every Wednesday afternoon for six months opens (but the 25th: its own times win over the
    // template): three rounds, for the next three Wednesdays.
    const template = await saveTemplate(headers, {
      ...defaultTemplate,
      "3": { times: ["15:00"], duration: 30 },
    });
    expect(template.status).toBe(200);
    const starts = WEDNESDAYS.map((date) => `${date}T15:00`);
    expect(await queuedRounds(practitioner.id, starts)).toEqual(starts.slice(1, 4));
  });

  it("queues nothing for a change that opens nothing, or when nobody is waiting", async () => {
    const { practitioner, headers } = await practitionerSession();
    await waiting(practitioner);
    // The same template again: nothing new.
    expect((await saveTemplate(headers, defaultTemplate)).status).toBe(200);
    expect(await queuedRounds(practitioner.id, MONDAY_TIMES)).toEqual([]);
    // Fewer times: nothing opens.
    expect((await saveTemplate(headers, { "1": { times: ["09:00"], duration: 30 } })).status).toBe(200);
    expect(await queuedRounds(practitioner.id, MONDAY_TIMES)).toEqual([]);

    const alone = await awayMondayMorning();
    expect((await remove(alone.headers, alone.periodId)).status).toBe(200);
    expect(await queuedRounds(alone.practitioner.id, MONDAY_TIMES)).toEqual([]);
  });

  it("answers 404 for a period already deleted, whoever is waiting", async () => {
    const { practitioner, headers, periodId } = await awayMondayMorning();
    await waiting(practitioner);
    expect((await remove(headers, periodId)).status).toBe(200);
    const again = await remove(headers, periodId);
    expect(again.status).toBe(404);
  });
});

import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registrationBadge } from "../../core/council-registration";
import { distanceKm } from "../../core/geo";
import { type Gender, practitionerTokens } from "../../core/search-filters";
import { generateSeed } from "../../infra/seed/generate";
import { seedTable } from "../../infra/seed/write";
import type { PractitionerItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { db } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import { useOwnTable } from "../test/own-table";
import { searchableWords } from "./index-items";

// Its own table, seeded with the demo directory; the expected answers are worked out here from the
// seed itself (brute force), so every filter is checked against what the index should hold.
const TABLE = "search-filters-int-test";
const seed = generateSeed({ practitioners: 240 });
const active = seed.practitioners.filter((p) => p.isActive && p.listed);
const SEA_POINT = { lat: -33.9167, lng: 18.3833 };
const DURBAN = { lat: -29.8579, lng: 31.0292 };

let handler: Handler;
beforeAll(async () => {
  await useOwnTable(TABLE);
  await seedTable({ client: db(), tableName: TABLE, practitioners: 240 });
  ({ handler } = await import("./handler"));
}, 120_000);
afterEach(() => setClockForTests(undefined));

const searchFor = (query: Record<string, string>) =>
  invoke(handler, apiEvent("GET", "/api/search/index", { query, route: "/api/search/index" }));
const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);
const has = (p: PractitionerItem, token: string) => practitionerTokens(p).includes(token);

/** The most common value of `of` among `list`, and the rarest one still held by several. */
function commonAndRare(list: PractitionerItem[], of: (p: PractitionerItem) => string[]) {
  const counts = new Map<string, number>();
  for (const p of list) for (const value of of(p)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const sorted = [...counts].filter(([, n]) => n >= 3).sort((a, b) => b[1] - a[1]);
  return { common: sorted[0]?.[0] ?? "", rare: sorted.at(-1)?.[0] ?? "" };
}

const schemes = commonAndRare(active, (p) => p.medicalAidIds);
const professionCounts = commonAndRare(active, (p) => [p.profession]);
const profession = professionCounts.common;
const nearest = (list: PractitionerItem[], from: { lat: number; lng: number }) =>
  [...list].sort((a, b) => distanceKm(from, a) - distanceKm(from, b));

describe("GET /api/search/index with filters (issue 27)", () => {
  it("a medical aid alone: only practitioners it pays, every one counted, best rated first", async () => {
    const expected = active.filter((p) => p.medicalAidIds.includes(schemes.rare));
    const { status, body } = await searchFor({ medical_aid: schemes.rare, find: "", perPage: "50" });
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    expect(body.partial).toBeUndefined();
    expect(new Set(ids(body))).toEqual(new Set(expected.slice(0, 50).map((p) => p.id)));
    // Best rated first: the same order the unfiltered list would give them.
    const everyone = await searchFor({ find: "", perPage: "50" });
    const order = ids(everyone.body).filter((id: string) => ids(body).includes(id));
    expect(ids(body).slice(0, order.length)).toEqual(order);
  });

  it("a language with a profession: isiZulu spelled any way the profile might", async () => {
    const expected = active.filter((p) => p.profession === profession && has(p, "lang:isizulu"));
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await searchFor({ type: "profession", profession, language: "ISIZULU", perPage: "50" });
    expect(body.total).toBe(expected.length);
    expect(new Set(ids(body))).toEqual(new Set(expected.map((p) => p.id)));
  });

  it("three filters combined near a place: AND, nearest first, the true total", async () => {
    const gender: Gender = "female";
    const expected = nearest(
      active.filter(
        (p) => p.medicalAidIds.includes(schemes.common) && p.gender === gender && has(p, "mode:in_person"),
      ),
      SEA_POINT,
    );
    expect(expected.length).toBeGreaterThan(5);
    const { body } = await searchFor({
      find: "",
      medical_aid: schemes.common,
      gender,
      mode: "in_person",
      lat: String(SEA_POINT.lat),
      lng: String(SEA_POINT.lng),
      perPage: "5",
    });
    expect(body.total).toBe(expected.length);
    expect(ids(body)).toEqual(expected.slice(0, 5).map((p) => p.id));
  });

  it("free text with a filter keeps every word and the filter", async () => {
    const word = searchableWords(profession)[0] as string;
    const expected = active.filter(
      (p) =>
        searchableWords(`${p.profession} ${p.services.join(" ")}`).includes(word) && has(p, "mode:virtual"),
    );
    const { body } = await searchFor({ find: word, mode: "virtual", perPage: "50" });
    expect(body.total).toBe(expected.length);
    for (const id of ids(body)) expect(expected.map((p) => p.id)).toContain(id);
  });

  it("radius_km keeps only those within it; without it results stay nearest first however far", async () => {
    const within = nearest(active, DURBAN).filter((p) => distanceKm(DURBAN, p) <= 25);
    const { body } = await searchFor({ find: "", address: "Durban", radius_km: "25", perPage: "50" });
    expect(body.place.suburb).toBe("Durban");
    expect(body.total).toBe(within.length);
    for (const result of body.data) expect(result.distance_km).toBeLessThanOrEqual(25);
    const unbounded = await searchFor({ find: "", address: "Durban", perPage: "50" });
    expect(unbounded.body.total).toBe(active.length);
  });

  it("a list longer than it reads at once, near a place: the nearest that pass, from the geohash cells", async () => {
    const { searchLimits } = await import("./search-list");
    const matching = active.filter(
      (p) => p.medicalAidIds.includes(schemes.common) && has(p, "mode:in_person"),
    );
    const expected = nearest(matching, SEA_POINT);
    const saved = searchLimits.readAllUpTo;
    searchLimits.readAllUpTo = 10;
    try {
      const { body } = await searchFor({
        find: "",
        medical_aid: schemes.common,
        mode: "in_person",
        lat: String(SEA_POINT.lat),
        lng: String(SEA_POINT.lng),
        perPage: "8",
      });
      expect(ids(body)).toEqual(expected.slice(0, 8).map((p) => p.id));
      // Estimated from the share that passed among the entries read: flagged, and never below what it shows.
      expect(body.partial).toBe(true);
      expect(body.total).toBeGreaterThanOrEqual(8);
      expect(body.total).toBeLessThanOrEqual(active.length);
      // One filter alone near a place: its own list's cells give the page, its count the exact total.
      const schemeOnly = active.filter((p) => p.medicalAidIds.includes(schemes.common));
      const one = await searchFor({
        find: "",
        medical_aid: schemes.common,
        lat: String(SEA_POINT.lat),
        lng: String(SEA_POINT.lng),
        perPage: "8",
      });
      expect(ids(one.body)).toEqual(
        nearest(schemeOnly, SEA_POINT)
          .slice(0, 8)
          .map((p) => p.id),
      );
      expect(one.body.total).toBe(schemeOnly.length);
      expect(one.body.partial).toBeUndefined();
    } finally {
      searchLimits.readAllUpTo = saved;
    }
  });

  it("a long list in rating order: reads only as far as the page needs, every result passes, the total estimated", async () => {
    const { searchLimits } = await import("./search-list");
    const matching = active.filter(
      (p) => p.medicalAidIds.includes(schemes.common) && has(p, "mode:in_person") && p.gender === "female",
    );
    const everyone = await searchFor({ find: "", perPage: "50" });
    const ranked = ids(everyone.body);
    const saved = searchLimits.readAllUpTo;
    searchLimits.readAllUpTo = 10;
    try {
      const query = {
        find: "",
        medical_aid: schemes.common,
        mode: "in_person",
        gender: "female",
        perPage: "5",
      };
      const { body } = await searchFor(query);
      expect(body.data).toHaveLength(5);
      const wanted = new Set(matching.map((p) => p.id));
      for (const id of ids(body)) expect(wanted.has(id)).toBe(true);
      // Best rated first, as the unfiltered list orders them.
      const order = ranked.filter((id: string) => ids(body).includes(id));
      expect(ids(body).slice(0, order.length)).toEqual(order);
      expect(body.partial).toBe(true);
      expect(body.total).toBeGreaterThanOrEqual(5);
      expect(body.total).toBeLessThanOrEqual(active.length);
      // Read whole (the default bound), the same search counts every match exactly.
      searchLimits.readAllUpTo = saved;
      const exact = await searchFor(query);
      expect(exact.body.total).toBe(matching.length);
      expect(exact.body.partial).toBeUndefined();
    } finally {
      searchLimits.readAllUpTo = saved;
    }
  });

  it("available_within keeps those whose stored next open time falls within the days asked", async () => {
    const { refreshNextAvailable } = await import("./next-available");
    const { nextAvailableOf } = await import("./next-available-read");
    const group = active.filter((p) => p.profession === profession);
    for (const p of group) await refreshNextAvailable(p.id);
    const times = await nextAvailableOf(group.map((p) => p.id));
    // The clock is pinned a day before the middle stored time: "within 1 day" then means "before it".
    const stored = [...new Set([...times.values()].filter((t): t is string => t !== null))].sort();
    const middle = stored[Math.floor(stored.length / 2)] as string;
    setClockForTests(() => Date.parse(middle) - 86_400_000);
    const expected = group.filter((p) => {
      const next = times.get(p.id);
      return typeof next === "string" && next < middle;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(group.length);
    const { body } = await searchFor({
      type: "profession",
      profession,
      available_within: "1",
      perPage: "50",
    });
    expect(new Set(ids(body))).toEqual(new Set(expected.map((p) => p.id)));
    expect(body.total).toBe(expected.length);
  }, 60_000);

  it("verified=1: a checked registration shows until the next 1 April, a voided or unchecked one never", async () => {
    const { addToSearchIndex } = await import("./index-writer");
    const base = active.find((p) => p.profession === profession) as PractitionerItem;
    const make = (id: string, registration?: PractitionerItem["council_registration"]) => ({
      ...base,
      id,
      PK: `PRAC#${id}`,
      name: `Dr Verified ${id}`,
      ...(registration ? { council_registration: registration } : {}),
    });
    const checked = { council: "HPCSA", number: "PS 0123456", checked_at: "2026-11-25T08:00:00.000Z" };
    await addToSearchIndex(make("900001", checked));
    await addToSearchIndex(make("900002", { ...checked, voided: true }));
    await addToSearchIndex(make("900003", { council: "HPCSA", number: "PS 0123457" }));
    const verified = () => searchFor({ type: "profession", profession, verified: "1", perPage: "50" });
    // 1 April 2027 00:00 SAST is 31 March 22:00 UTC.
    const lastMoment = Date.parse("2027-03-31T21:59:59.000Z");
    setClockForTests(() => lastMoment);
    // The demo data has checked registrations too (infra/seed/council-registrations.ts).
    const demoChecked = active
      .filter((p) => p.profession === profession && registrationBadge(p.council_registration, lastMoment))
      .map((p) => p.id);
    expect(new Set(ids((await verified()).body))).toEqual(new Set([...demoChecked, "900001"]));
    expect((await verified()).body.total).toBe(demoChecked.length + 1);
    setClockForTests(() => Date.parse("2027-03-31T22:00:00.000Z"));
    expect((await verified()).body).toMatchObject({ data: [], total: 0 });
  });

  it("refuses unknown values with a 400 that names the accepted ones", async () => {
    const refused = async (query: Record<string, string>, field: string, says: RegExp) => {
      const { status, body } = await searchFor({ find: "", ...query });
      expect(status).toBe(400);
      expect(body.fields[field]).toMatch(says);
    };
    await refused({ language: "Klingon" }, "language", /isiZulu.*Xitsonga/);
    await refused({ mode: "phone" }, "mode", /in_person or virtual/);
    await refused({ gender: "other" }, "gender", /female or male/);
    await refused({ available_within: "0" }, "available_within", /1 to 60/);
    await refused({ available_within: "61" }, "available_within", /1 to 60/);
    await refused({ verified: "yes" }, "verified", /must be 1/);
    await refused({ radius_km: "7", address: "Durban" }, "radius_km", /5, 10, 25, 50, 100/);
    await refused({ radius_km: "25" }, "radius_km", /needs a place/);
    await refused({ medical_aid: "999999" }, "medical_aid", /1 \(Discovery Health Medical Scheme\)/);
    await refused({ medical_aid: "Discovery" }, "medical_aid", /id/);
  });

  it("empty filter values are no filter", async () => {
    const plain = await searchFor({ find: "", perPage: "5" });
    const blank = await searchFor({ find: "", perPage: "5", language: "", mode: "", medical_aid: "" });
    expect(blank.body).toEqual(plain.body);
  });
});

describe("related professions (issue 27 item 3)", () => {
  const psychologists = active.filter((p) => / ?psychologist$/i.test(p.profession));
  const clinical = active.filter((p) => p.profession === "Clinical Psychologist");

  it("the group finds every category in it; a category narrows it; GP is General Practitioner", async () => {
    expect(clinical.length).toBeGreaterThan(0);
    expect(psychologists.length).toBeGreaterThan(clinical.length);
    const group = await searchFor({ type: "profession", profession: "Psychologist", perPage: "50" });
    expect(group.body.total).toBe(psychologists.length);
    const narrow = await searchFor({
      type: "profession",
      profession: "Clinical Psychologist",
      perPage: "50",
    });
    expect(new Set(ids(narrow.body))).toEqual(new Set(clinical.map((p) => p.id)));
    const gp = await searchFor({ type: "profession", profession: "GP", perPage: "5" });
    const general = await searchFor({ type: "profession", profession: "General Practitioner", perPage: "5" });
    expect(gp.body.total).toBeGreaterThan(0);
    expect(gp.body).toEqual(general.body);
  });

  it("a word searched as the wrong type is searched as what it names, and the answer says so", async () => {
    const { status, body } = await searchFor({ type: "service", service: "Psychologist" });
    expect(status).toBe(200);
    expect(body.searched_as).toBe("profession");
    expect(body.total).toBe(psychologists.length);
    const nothing = await searchFor({ type: "service", service: "Zebra grooming" });
    expect(nothing.body).toEqual({ data: [], total: 0 });
  });
});

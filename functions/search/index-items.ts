/**
 * The search index a practitioner contributes (docs/access-patterns.md "Search"): posting-list
 * entries carrying the result card, geo entries for "nearest first", suggestion prefixes and
 * vocabulary. Pure, so the seed, the tests and (later) profile edits build exactly the same items.
 */
import { encodeGeohash } from "../../core/geohash";
import { professionKeys } from "../../core/profession-groups";
import { practitionerTokens } from "../../core/search-filters";
import { normalize, words } from "../../core/search-text";
import type {
  PractitionerItem,
  SearchCard,
  SearchCountItem,
  SearchEntryItem,
  SuggestionItem,
  VocabularyItem,
} from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { isPublic } from "../practitioner/listing";

/** Words too common to search by on their own. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from has have i in is it my of on or our the their to we with you your dr mr ms mrs prof".split(
    " ",
  ),
);

export function searchableWords(text: string): string[] {
  return words(text).filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/** 0-500: the mean rating times 100; unrated practitioners sort after every rated one. */
export function ratingScore(ratings: readonly number[]): number {
  const rated = ratings.filter((rating) => rating > 0);
  if (rated.length === 0) return 0;
  return Math.round((rated.reduce((sum, rating) => sum + rating, 0) / rated.length) * 100);
}

export function searchCard(practitioner: PractitionerItem, ratings: number[]): SearchCard {
  return {
    id: practitioner.id,
    name: practitioner.name,
    profession: practitioner.profession,
    image: practitioner.image,
    addr: practitioner.businessAddressPhysical,
    lat: practitioner.lat,
    lng: practitioner.lng,
    ratings,
    ...checkedRegistration(practitioner),
    f: practitionerTokens(practitioner),
  };
}

/** The card's copy of a current-or-lapsing check (issue 27); shown only while registrationBadge allows. */
function checkedRegistration(practitioner: PractitionerItem): Pick<SearchCard, "reg"> {
  const registration = practitioner.council_registration;
  if (!registration?.checked_at || registration.voided) return {};
  return { reg: { council: registration.council, checked_at: registration.checked_at } };
}

/** The value of the one "all" list. */
export const ALL = "*";

/** Lists that have one sub-list per filter token (docs/access-patterns.md "Search filters"). */
export const FACETED_KINDS: ReadonlySet<SearchListKind> = new Set(["all", "profession", "service"]);

/** The value of the `facet` list of `token` within the list `kind`/`value`: "profession:psychologist|ma:4". */
export function facetValue(kind: SearchListKind, value: string, token: string): string {
  return `${kind}:${value}|${token}`;
}

/** Every (kind, normalised value) posting list the practitioner belongs to. */
export function postingLists(practitioner: PractitionerItem): { kind: SearchListKind; value: string }[] {
  const lists: { kind: SearchListKind; value: string }[] = [
    { kind: "all", value: ALL },
    ...professionKeys(practitioner.profession).map((value) => ({ kind: "profession" as const, value })),
    { kind: "name", value: normalize(practitioner.name) },
    { kind: "workplace", value: normalize(practitioner.businessAddressPhysical) },
  ];
  if (practitioner.focusAreas) lists.push({ kind: "focusAreas", value: normalize(practitioner.focusAreas) });
  for (const service of new Set(practitioner.services.map(normalize)))
    lists.push({ kind: "service", value: service });
  const allWords = practitionerWords(practitioner);
  for (const word of allWords) lists.push({ kind: "word", value: word });
  // Free text that names a place ("psychologist sea point") reads one list per word and place.
  for (const place of practitionerPlaces(practitioner)) {
    lists.push({ kind: "place", value: place });
    const placeWords = new Set(place.split(" "));
    for (const word of allWords)
      if (!placeWords.has(word)) lists.push({ kind: "wordPlace", value: wordPlaceValue(word, place) });
  }
  const tokens = practitionerTokens(practitioner);
  for (const { kind, value } of lists.filter((list) => FACETED_KINDS.has(list.kind)))
    for (const token of tokens) lists.push({ kind: "facet", value: facetValue(kind, value, token) });
  return lists;
}

/** A place as free text matches it: its searchable words, e.g. "sea point", "cape town". */
export function placeKey(text: string): string {
  return searchableWords(text).join(" ");
}

/** The places a free-text search can name: the practice's suburb and city. */
export function practitionerPlaces(practitioner: PractitionerItem): string[] {
  const { suburb, city } = practitioner.address;
  return [...new Set([placeKey(suburb), placeKey(city)])].filter((place) => place !== "");
}

export function wordPlaceValue(word: string, place: string): string {
  return `${word}@${place}`;
}

/**
 * The words a free-text ("find") search can match: name, profession, services and place. Focus-area
 * statements are reached through their own suggestions; indexing every word of them would triple
 * the index for little gain.
 */
export function practitionerWords(practitioner: PractitionerItem): string[] {
  const { address } = practitioner;
  const texts = [
    practitioner.firstName,
    practitioner.lastName,
    practitioner.profession,
    ...practitioner.services,
    address.suburb,
    address.city,
  ];
  return [...new Set(texts.flatMap(searchableWords))].sort();
}

/** Lists big enough to need geo partitions for "nearest first"; the rest are sorted in memory. */
export const GEO_KINDS: ReadonlySet<SearchListKind> = new Set([
  "all",
  "profession",
  "service",
  "word",
  "place",
]);

/**
 * Whether a list has geo copies. Everyone's filter sub-lists do too: a rare filter near a place
 * ("a small scheme near Sea Point") reads that sub-list's nearest cells instead of widening
 * everyone's cells until enough of a few percent pass.
 */
export function hasGeoCopies(kind: SearchListKind, value: string): boolean {
  return GEO_KINDS.has(kind) || (kind === "facet" && value.startsWith(`all:${ALL}|`));
}

export function searchIndexItems(
  practitioner: PractitionerItem,
  ratings: number[],
): (SearchEntryItem | SuggestionItem)[] {
  if (!isPublic(practitioner)) return [];
  const card = searchCard(practitioner, ratings);
  const score = ratingScore(ratings);
  const nameKey = normalize(practitioner.name);
  const geohash = encodeGeohash(practitioner.lat, practitioner.lng, 9);
  const allWords = practitionerWords(practitioner);
  const items: (SearchEntryItem | SuggestionItem)[] = [];
  for (const { kind, value } of postingLists(practitioner)) {
    const entry: SearchEntryItem = {
      PK: keys.searchList(kind, value),
      SK: keys.searchListEntry(score, nameKey, practitioner.id),
      entity: "searchEntry",
      ...card,
    };
    // Free-text searches of several words filter the rarest list by the others; a filtered free-text
    // search may read a facet of everyone instead of a word's list.
    if (kind === "word" || kind === "wordPlace" || (kind === "facet" && value.startsWith("all:")))
      entry.words = allWords;
    items.push(entry);
    if (hasGeoCopies(kind, value)) {
      items.push({
        ...entry,
        PK: keys.searchGeoList(kind, value, geohash.slice(0, 3)),
        SK: keys.searchGeoEntry(geohash, practitioner.id),
      });
    }
  }
  items.push(...suggestionItems(practitioner));
  return items;
}

function suggestionItems(practitioner: PractitionerItem): SuggestionItem[] {
  const items: SuggestionItem[] = [];
  const add = (
    kind: "name" | "workplace" | "focusAreas",
    text: string,
    value: string,
    valueKey: string,
    id?: string,
  ) => {
    for (const word of new Set(searchableWords(text))) {
      const item: SuggestionItem = { ...keys.suggestion(kind, word, valueKey), entity: "suggestion", value };
      if (id) item.id = id;
      items.push(item);
    }
  };
  add(
    "name",
    `${practitioner.firstName} ${practitioner.lastName}`,
    practitioner.name,
    `${normalize(practitioner.name)}#${practitioner.id}`,
    practitioner.id,
  );
  // Identical addresses and statements share one suggestion (same key).
  add(
    "workplace",
    practitioner.businessAddressPhysical,
    practitioner.businessAddressPhysical,
    normalize(practitioner.businessAddressPhysical),
  );
  if (practitioner.focusAreas) {
    const key = normalize(practitioner.focusAreas).slice(0, 200);
    add("focusAreas", practitioner.focusAreas, practitioner.focusAreas, key);
  }
  return items;
}

/**
 * Counts per posting list and the profession/service vocabularies, accumulated while practitioners
 * stream past (the seed) and written once at the end.
 */
export class SearchTotals {
  private readonly counts = new Map<string, number>();
  private readonly vocabulary = new Map<
    string,
    { kind: "profession" | "service"; value: string; count: number }
  >();

  private readonly shared = new Set<string>();

  /**
   * Workplace and focus-area suggestions are shared by everyone with the same text (same key):
   * true the first time a key is seen, so a batch never holds the same key twice.
   */
  firstTime(item: SearchEntryItem | SuggestionItem): boolean {
    if (item.entity !== "suggestion" || item.id) return true;
    const key = `${item.PK}\u0000${item.SK}`;
    if (this.shared.has(key)) return false;
    this.shared.add(key);
    return true;
  }

  add(practitioner: PractitionerItem): void {
    if (!isPublic(practitioner)) return;
    for (const { kind, value } of postingLists(practitioner)) {
      const pk = keys.searchList(kind, value);
      this.counts.set(pk, (this.counts.get(pk) ?? 0) + 1);
    }
    const vocabulary: ["profession" | "service", string][] = [
      ["profession", practitioner.profession],
      ...[...new Set(practitioner.services)].map((service): ["service", string] => ["service", service]),
    ];
    for (const [kind, value] of vocabulary) {
      const key = `${kind}#${normalize(value)}`;
      const entry = this.vocabulary.get(key) ?? { kind, value, count: 0 };
      entry.count += 1;
      this.vocabulary.set(key, entry);
    }
  }

  *items(): Generator<SearchCountItem | VocabularyItem> {
    for (const [pk, count] of this.counts) {
      yield { PK: pk, SK: keys.searchListCount, entity: "searchCount", count };
    }
    for (const [key, { kind, value, count }] of this.vocabulary) {
      yield {
        ...keys.vocabulary(kind, key.slice(kind.length + 1)),
        entity: "vocabulary",
        kind,
        value,
        count,
      } as VocabularyItem;
    }
  }
}

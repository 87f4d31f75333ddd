import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { SUGGESTION_LIMIT, type SuggestionsResponse } from "../../core/schemas/search";
import { distinctByText, words } from "../../core/search-text";
import { rankSuggestions } from "../../core/suggestion-match";
import type { SuggestionItem, VocabularyItem } from "../data/items";
import { keys, type SuggestionKind } from "../data/keys";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";

/** Professions and services are a few hundred values: read once per container, refreshed every 5 min. */
const VOCABULARY_TTL_MS = 5 * 60 * 1000;
let vocabulary: { items: VocabularyItem[]; loadedAt: number } | undefined;

async function loadVocabulary(): Promise<VocabularyItem[]> {
  if (vocabulary && Date.now() - vocabulary.loadedAt < VOCABULARY_TTL_MS) return vocabulary.items;
  const items = await queryAll<VocabularyItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.vocabularyPartition },
  });
  vocabulary = { items, loadedAt: Date.now() };
  return items;
}

/** Tests reseed between cases. */
export function forgetVocabulary(): void {
  vocabulary = undefined;
}

/** Candidates whose indexed word starts with the longest typed word (one Query), ranked in memory. */
const READ_LIMIT = 60;

/** Also the admin's practitioner type-ahead (functions/booking-admin): names of listed practitioners. */
export async function prefixed(kind: SuggestionKind, query: string): Promise<SuggestionItem[]> {
  const anchor = words(query).sort((a, b) => b.length - a.length)[0];
  if (!anchor || anchor.length < 2) return [];
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :word)",
      ExpressionAttributeValues: { ":pk": keys.suggestionPartition(kind, anchor), ":word": anchor },
      Limit: READ_LIMIT,
    }),
  );
  const unique = new Map<string, SuggestionItem>();
  for (const item of (page.Items ?? []) as SuggestionItem[])
    unique.set(`${item.value}#${item.id ?? ""}`, item);
  // A name is one practitioner's; focus areas or a workplace written alike by two is one suggestion.
  const candidates =
    kind === "name" ? [...unique.values()] : distinctByText([...unique.values()], (item) => item.value);
  return rankSuggestions(query, candidates, (item) => item.value, SUGGESTION_LIMIT);
}

/** GET /api/search/prac/info?search= : the five suggestion lists of spec section 3. */
export const suggestions = httpHandler(
  { route: "GET /api/search/prac/info", cacheControl: "public, max-age=60" },
  async ({ query }): Promise<SuggestionsResponse> => {
    const search = query.search;
    const [known, names, workplaces, focus] = await Promise.all([
      loadVocabulary(),
      prefixed("name", search),
      prefixed("workplace", search),
      prefixed("focusAreas", search),
    ]);
    const ofKind = (kind: VocabularyItem["kind"]) =>
      rankSuggestions(
        search,
        known.filter((item) => item.kind === kind),
        (item) => item.value,
        SUGGESTION_LIMIT,
        (item) => item.count,
      );
    return {
      profession: ofKind("profession").map((item) => ({ profession: item.value })),
      service: ofKind("service").map((item) => ({ service_name: item.value })),
      username: names.map((item) => ({ name: item.value, id: item.id ?? "" })),
      workPlace: workplaces.map((item) => ({ business_address_physical: item.value })),
      focus_areas_statment: focus.map((item) => ({ focus_areas_statment: item.value })),
    };
  },
);

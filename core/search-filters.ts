/**
 * Search filters (issue 27 item 1): the values each accepts, how they read from an address and
 * write back to it, and the index tokens a practitioner carries for them. Pure: the API, the
 * server-rendered page, the filter bar and the index builder share one vocabulary.
 */
import { type AppointmentMode, offeredModes } from "./appointment-modes";
import { badgeSeason, checkedSeason } from "./council-badge";
import type { CouncilRegistration } from "./council-registration";
import { normalize } from "./search-text";

/** South Africa's 12 official languages, spelled as profiles list them. */
export const SEARCH_LANGUAGES = [
  "English",
  "Afrikaans",
  "isiZulu",
  "isiXhosa",
  "isiNdebele",
  "Sepedi",
  "Sesotho",
  "Setswana",
  "siSwati",
  "Tshivenda",
  "Xitsonga",
  "South African Sign Language",
] as const;

export const SEARCH_MODES = ["in_person", "virtual"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number];
export const RADII_KM = [5, 10, 25, 50, 100] as const;
export const MAX_AVAILABLE_WITHIN_DAYS = 60;

/** The address parameters, in the order an address writes them. */
export const FILTER_PARAMS = [
  "medical_aid",
  "language",
  "mode",
  "gender",
  "available_within",
  "verified",
  "radius_km",
] as const;

export interface SearchFilters {
  medicalAid?: string;
  /** As SEARCH_LANGUAGES spells it. */
  language?: string;
  mode?: SearchMode;
  gender?: Gender;
  availableWithin?: number;
  verified?: true;
  radiusKm?: number;
}

/** The language as SEARCH_LANGUAGES spells it, whatever its case; undefined when not one of them. */
export function canonicalLanguage(text: string): string | undefined {
  const key = normalize(text);
  return SEARCH_LANGUAGES.find((language) => normalize(language) === key);
}

const MODE_OF: Record<AppointmentMode, SearchMode> = { "in-person": "in_person", virtual: "virtual" };

/** What a practitioner can be filtered by, as index tokens ("ma:4", "lang:isizulu", "v:2027"). */
export interface FilterFacts {
  medicalAidIds: readonly string[];
  languages: readonly string[];
  appointmentModes?: readonly string[];
  gender?: Gender;
  council_registration?: CouncilRegistration;
}

export function practitionerTokens(facts: FilterFacts): string[] {
  const tokens = [
    ...facts.medicalAidIds.map((id) => `ma:${id}`),
    ...facts.languages.flatMap((text) => {
      const language = canonicalLanguage(text);
      return language ? [`lang:${normalize(language)}`] : [];
    }),
    ...offeredModes(facts.appointmentModes).map((mode) => `mode:${MODE_OF[mode]}`),
  ];
  if (facts.gender) tokens.push(`g:${facts.gender}`);
  // The season of the check, not a yes/no: after 1 April the query asks for the next season, so a
  // stale check stops matching without any rewrite of the index.
  const season = checkedSeason(facts.council_registration);
  if (season !== null) tokens.push(`v:${season}`);
  return [...new Set(tokens)];
}

/** The tokens a result must carry for the filters at `nowMs` (available_within and radius are not tokens). */
export function queryTokens(filters: SearchFilters, nowMs: number): string[] {
  const tokens: string[] = [];
  if (filters.medicalAid) tokens.push(`ma:${filters.medicalAid}`);
  if (filters.language) tokens.push(`lang:${normalize(filters.language)}`);
  if (filters.mode) tokens.push(`mode:${filters.mode}`);
  if (filters.gender) tokens.push(`g:${filters.gender}`);
  if (filters.verified) tokens.push(`v:${badgeSeason(nowMs)}`);
  return tokens;
}

export function hasFilters(filters: SearchFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * The filters an address carries, leniently (the page: an unknown value is dropped, the API's
 * schema refuses it with a 400 instead).
 */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const medicalAid = (params.get("medical_aid") ?? "").trim();
  if (/^\d{1,6}$/.test(medicalAid)) filters.medicalAid = medicalAid;
  const language = canonicalLanguage(params.get("language") ?? "");
  if (language) filters.language = language;
  const mode = SEARCH_MODES.find((known) => known === params.get("mode"));
  if (mode) filters.mode = mode;
  const gender = GENDERS.find((known) => known === params.get("gender"));
  if (gender) filters.gender = gender;
  const days = Number(params.get("available_within") ?? "");
  if (Number.isInteger(days) && days >= 1 && days <= MAX_AVAILABLE_WITHIN_DAYS)
    filters.availableWithin = days;
  if (params.get("verified") === "1") filters.verified = true;
  const radius = RADII_KM.find((known) => String(known) === params.get("radius_km"));
  if (radius) filters.radiusKm = radius;
  return filters;
}

/** The filters as address parameters (FILTER_PARAMS order); absent ones left out. */
export function filterParams(filters: SearchFilters): [string, string][] {
  const values: Record<(typeof FILTER_PARAMS)[number], string | undefined> = {
    medical_aid: filters.medicalAid,
    language: filters.language,
    mode: filters.mode,
    gender: filters.gender,
    available_within: filters.availableWithin?.toString(),
    verified: filters.verified ? "1" : undefined,
    radius_km: filters.radiusKm?.toString(),
  };
  return FILTER_PARAMS.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
}

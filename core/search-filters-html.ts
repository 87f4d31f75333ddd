/**
 * The search page's filter bar (issue 27 item 2) as an HTML string, for the server-rendered page and
 * the search-results widget alike. A plain GET form: without JavaScript "Show results" loads the
 * filtered address; with it, the widget applies each change at once (pushState, no reload).
 */
import { escapeHtml as e } from "./escape-html";
import { filterParams, GENDERS, RADII_KM, SEARCH_LANGUAGES, type SearchFilters } from "./search-filters";
import { groupThousands, type SearchPageQuery } from "./search-page";
import { SEARCH_PATH } from "./search-url";

export interface SchemeChoice {
  id: string;
  name: string;
}

/** "Available this week": the bar's one choice of available_within. */
export const THIS_WEEK_DAYS = 7;

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${e(value)}"${selected ? " selected" : ""}>${e(label)}</option>`;

function select(name: string, label: string, any: string, options: [string, string][], current?: string) {
  const id = `srf-${name}`;
  return [
    `<div class="sr-filters__field"><label class="sr-filters__label" for="${id}">${e(label)}</label>`,
    `<select class="sr-filters__select" id="${id}" name="${name}">`,
    option("", any, current === undefined),
    ...options.map(([value, text]) => option(value, text, value === current)),
    "</select></div>",
  ].join("");
}

const checkbox = (name: string, value: string, label: string, checked: boolean) =>
  `<label class="sr-filters__check"><input type="checkbox" name="${name}" value="${value}"${checked ? " checked" : ""}> ${e(label)}</label>`;

const GENDER_LABEL: Record<(typeof GENDERS)[number], string> = { female: "Woman", male: "Man" };

/** The search itself rides along as hidden fields, so the form's address is the whole search. */
function searchFields(query: SearchPageQuery): string {
  const fields: [string, string][] = [
    [query.type, query.term],
    ["type", query.type],
    ["address", query.address],
  ];
  if (query.lat !== null && query.lng !== null)
    fields.push(["lat", String(query.lat)], ["lng", String(query.lng)]);
  if (query.sort) fields.push(["sort", query.sort]);
  return fields
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join("");
}

/** The address of this search with other filters (from page 1). */
export function filteredSearchHref(query: SearchPageQuery, filters: SearchFilters): string {
  const params = new URLSearchParams([
    [query.type, query.term],
    ["type", query.type],
    ["address", query.address],
  ]);
  if (query.lat !== null && query.lng !== null) {
    params.set("lat", String(query.lat));
    params.set("lng", String(query.lng));
  }
  if (query.sort) params.set("sort", query.sort);
  for (const [name, value] of filterParams(filters)) params.set(name, value);
  return `${SEARCH_PATH}?${params}`;
}

/**
 * Near a place: how far the results reach (nearest first, however far: say so) and the radius
 * chips, each a real link.
 */
function radiusHtml(query: SearchPageQuery, farthestKm: number | undefined, near: string): string {
  if (near === "") return "";
  const { radiusKm } = query.filters;
  const reach =
    radiusKm !== undefined
      ? `Within ${radiusKm} km of ${near}.`
      : farthestKm !== undefined
        ? `Nearest to ${near} first; on this page up to ${groupThousands(Math.round(farthestKm))} km away.`
        : "";
  const chips = [undefined, ...RADII_KM].map((radius) => {
    const { radiusKm: _, ...others } = query.filters;
    const href = filteredSearchHref(query, radius === undefined ? others : { ...others, radiusKm: radius });
    const current = radius === radiusKm ? ' aria-current="true"' : "";
    return `<li><a class="sr-filters__chip" href="${e(href)}" data-filter-link${current}>${radius === undefined ? "Any distance" : `${radius} km`}</a></li>`;
  });
  return `<div class="sr-filters__reach"><p class="sr-filters__reach-text">${e(reach)}</p><nav aria-label="Distance"><ul class="sr-filters__chips">${chips.join("")}</ul></nav></div>`;
}

export interface FilterBarInput {
  query: SearchPageQuery;
  schemes: readonly SchemeChoice[];
  /** The place the results are near, as the summary names it ("" for none). */
  near: string;
  farthestKm?: number;
}

export function filterBarHtml({ query, schemes, near, farthestKm }: FilterBarInput): string {
  const { filters } = query;
  const fields = [
    schemes.length > 0
      ? select(
          "medical_aid",
          "Medical aid",
          "Any medical aid",
          schemes.map(({ id, name }) => [id, name]),
          filters.medicalAid,
        )
      : "",
    select(
      "language",
      "Language",
      "Any language",
      SEARCH_LANGUAGES.map((language) => [language, language]),
      filters.language,
    ),
    select(
      "mode",
      "Appointment",
      "Any type",
      [
        ["in_person", "In person"],
        ["virtual", "Video call"],
      ],
      filters.mode,
    ),
    select(
      "gender",
      "Gender",
      "Any gender",
      GENDERS.map((gender) => [gender, GENDER_LABEL[gender]]),
      filters.gender,
    ),
  ];
  const checks = [
    checkbox(
      "available_within",
      String(THIS_WEEK_DAYS),
      "Available this week",
      filters.availableWithin !== undefined,
    ),
    checkbox("verified", "1", "Registration checked", filters.verified === true),
  ];
  const radius =
    filters.radiusKm !== undefined
      ? `<input type="hidden" name="radius_km" value="${filters.radiusKm}">`
      : "";
  return [
    `<form class="sr-filters" method="get" action="${SEARCH_PATH}" aria-label="Filter results" data-filters>`,
    searchFields(query),
    radius,
    `<div class="sr-filters__fields">${fields.join("")}</div>`,
    `<div class="sr-filters__checks">${checks.join("")}`,
    '<button type="submit" class="btn btn--outline sr-filters__apply">Show results</button></div>',
    radiusHtml(query, farthestKm, near),
    "</form>",
  ].join("");
}

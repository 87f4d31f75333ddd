/**
 * The search results' markup as HTML strings: one renderer for the server-rendered search page
 * (functions/public-pages: the first results page is in the first HTML response) and for the
 * search-results widget, which takes the page over with the same markup (no shift, no flash) and
 * answers clicks by delegation (`data-action`, `data-page`). Every value is escaped here.
 */

import { councilBadgeText } from "./council-badge";
import { escapeHtml as e } from "./escape-html";
import { mapConfig } from "./map-config";
import { nextAvailableText, type SearchSort } from "./next-available";
import { fillRegions, jsonScript } from "./page-template";
import { pageCount, searchPagerItems } from "./pager";
import { practitionerPath } from "./practitioner-id";
import type { ImageSrc } from "./profile-html";
import { PROFILE_ICONS } from "./profile-icons";
import {
  type AddressSuggestion,
  SEARCH_MAX_DEPTH,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
  type SearchResult,
} from "./schemas/search";
import { hasFilters } from "./search-filters";
import { filterBarHtml, type SchemeChoice } from "./search-filters-html";
import {
  distanceText,
  groupThousands,
  hasCoordinates,
  initials,
  MAX_SEARCH_PAGE,
  nearPlace,
  parseSearchPageQuery,
  placeNotFoundText,
  ratingLabel,
  resultCountText,
  reviewCountText,
  type SearchPageQuery,
  searchSummary,
  showingRange,
  withPage,
  withSort,
} from "./search-page";
import { SEARCH_PATH, searchUrl } from "./search-url";
import { siteConfig } from "./site-config";
import { uiText } from "./ui-text";

export const LOAD_FAILED = "We could not load results. Please try again.";
export const MAP_FAILED = "The map could not be loaded. The list still works.";

/** One page of answers, as the list shows it. */
export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  page: number;
  partial: boolean;
  /** The place a typed address (no lat/lng) was taken to mean, or false when none matched. */
  place?: AddressSuggestion | false;
  /** The words were searched as this instead of the type asked (SearchResponse.searched_as). */
  searchedAs?: "profession" | "service";
}

export type SearchLoad = { status: "loading" } | { status: "error" } | ({ status: "ready" } & SearchAnswer);

/** GET /api/search/index's answer for `page`, as the list shows it. */
export function answerLoad(body: SearchResponse, page: number): SearchLoad {
  return {
    status: "ready",
    results: body.data,
    total: body.total,
    page,
    partial: body.partial === true,
    ...(body.place_not_found ? { place: false as const } : body.place ? { place: body.place } : {}),
    ...(body.searched_as ? { searchedAs: body.searched_as } : {}),
  };
}

export interface SearchResultsInput {
  load: SearchLoad;
  query: SearchPageQuery;
  /** False leaves the map out (a narrow partner embed). */
  withMap: boolean;
  /** Phones: the map replaces the list (the Show map toggle). */
  mapView: boolean;
  /** The address of another results page (a real link: open in a new tab works). */
  pageHref(page: number): string;
  imageSrc: ImageSrc;
  /** The medical aids the filter bar offers (issue 27); none: the bar leaves that filter out. */
  schemes?: readonly SchemeChoice[];
}

/** No results or no answer: the list takes the whole width (an empty map helps nobody). */
export function hasMapArea({ load, withMap }: Pick<SearchResultsInput, "load" | "withMap">): boolean {
  return withMap && load.status !== "error" && !(load.status === "ready" && load.total === 0);
}

/** The root's classes: the map column's room and the phone's map view are laid out by CSS. */
export function resultsRootClass(input: SearchResultsInput): string {
  const mapArea = hasMapArea(input);
  return `sr${mapArea ? " sr--with-map" : ""}${mapArea && input.mapView ? " sr--map-view" : ""}`;
}

const svg = (className: string, viewBox: string, size: number, body: string) =>
  `<svg${className ? ` class="${className}"` : ""} viewBox="${viewBox}" width="${size}" height="${size}" aria-hidden="true" focusable="false">${body}</svg>`;

const STAR = '<path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z"/>';
const PIN =
  '<path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor"/>';
const LIST_ICON = '<path d="M4 6h16v2H4V6Zm0 5h16v2H4v-2Zm0 5h16v2H4v-2Z" fill="currentColor"/>';
const MAP_ICON =
  '<path d="M15 4 9 2 3 4v18l6-2 6 2 6-2V2l-6 2Zm-6 .2 6 2v13.6l-6-2V4.2Z" fill="currentColor"/>';

/** The shared spinner (widgets/ui/Loader.tsx draws the same). */
export function loaderHtml(text: string = uiText.loading): string {
  return `<div class="vh-loader" role="status"><span class="vh-loader__spinner" aria-hidden="true"></span><span>${e(text)}</span></div>`;
}

function starsHtml(rating: number | null, reviews: number): string {
  const label = ratingLabel(rating);
  if (label === null || rating === null) return '<span class="sr-card__no-reviews">No reviews yet</span>';
  const filled = Math.min(5, Math.round(rating));
  const stars = [1, 2, 3, 4, 5]
    .map((star) => svg(star <= filled ? "sr-stars__star is-on" : "sr-stars__star", "0 0 20 20", 16, STAR))
    .join("");
  const count = reviews > 0 ? `<span class="sr-card__reviews">(${e(reviewCountText(reviews))})</span>` : "";
  return `<span class="sr-card__rating"><span class="sr-stars" role="img" aria-label="${e(label)}">${stars}</span>${count}</span>`;
}

/** The photo (alt = name), or the initials when there is none; the widget swaps in initials on error. */
export function resultPhotoHtml(name: string, image: string, imageSrc: ImageSrc): string {
  if (!image) {
    return `<span class="sr-card__photo sr-card__photo--initials" role="img" aria-label="${e(name)}"><span aria-hidden="true">${e(initials(name))}</span></span>`;
  }
  return `<img class="sr-card__photo" src="${e(imageSrc(image))}" alt="${e(name)}" width="72" height="72" loading="lazy" decoding="async">`;
}

/**
 * One practitioner. The name is the link; it stretches over the whole card so the card is one big
 * tap target, while "Show on map" stays a separate button on top.
 */
export function resultCardHtml(
  result: SearchResult,
  rank: number,
  withMap: boolean,
  imageSrc: ImageSrc,
): string {
  const distance = distanceText(result.distance_km);
  const nameId = `sr-name-${e(result.id)}`;
  const onMap = withMap && hasCoordinates(result);
  const address = result.business_address_physical
    ? `<p class="sr-card__address">${e(result.business_address_physical)}</p>`
    : "";
  const mapButton = onMap
    ? `<button type="button" class="sr-card__map-btn" aria-describedby="${nameId}" data-action="show-on-map" data-id="${e(result.id)}">${svg("", "0 0 24 24", 16, PIN)}Show on map</button>`
    : "";
  return [
    `<li class="sr-card" data-id="${e(result.id)}">`,
    `<div class="sr-card__media">${resultPhotoHtml(result.name, result.image, imageSrc)}`,
    onMap ? `<span class="sr-card__rank" aria-hidden="true">${rank}</span>` : "",
    "</div>",
    '<div class="sr-card__body">',
    `<h3 class="sr-card__name"><a id="${nameId}" class="sr-card__link" href="${e(practitionerPath(result.id))}">${e(result.name)}</a></h3>`,
    `<p class="sr-card__profession">${e(result.profession)}</p>`,
    result.council_badge
      ? `<p class="sr-card__council">${svg("sr-card__shield", "0 0 24 24", 16, `<path d="${PROFILE_ICONS.shield}" fill="currentColor"/>`)}${e(councilBadgeText(result.council_badge))}</p>`
      : "",
    address,
    `<p class="sr-card__next${result.next_available ? "" : " sr-card__next--none"}">${e(nextAvailableText(result.next_available ?? null))}</p>`,
    `<p class="sr-card__meta">${starsHtml(result.rating, result.get_reviews?.length ?? 0)}`,
    distance ? `<span class="sr-card__distance">${e(distance)}</span>` : "",
    "</p>",
    mapButton,
    "</div>",
    '<span class="sr-card__chevron" aria-hidden="true">›</span>',
    "</li>",
  ].join("");
}

/**
 * The pager (spec sections 4 and 9): real links, each page its own URL; Previous is disabled on
 * page 1 and Next on the last page (links without href, aria-disabled). Empty for one page.
 */
export function pagerHtml(page: number, totalPages: number, pageHref: (page: number) => string): string {
  if (totalPages <= 1) return "";
  const step = (to: number, enabled: boolean, rel: "prev" | "next", label: string, text: string) => {
    const attributes = enabled
      ? `href="${e(pageHref(to))}" rel="${rel}" data-page="${to}"`
      : 'role="link" aria-disabled="true"';
    return `<a class="sr-pager__step sr-pager__step--${rel}" ${attributes} aria-label="${label}">${text}</a>`;
  };
  const items = searchPagerItems(page, totalPages)
    .map((item) =>
      item === "ellipsis"
        ? '<li class="sr-pager__gap"><span aria-hidden="true">…</span></li>'
        : `<li><a class="sr-pager__page" href="${e(pageHref(item))}" aria-label="Page ${item}"${item === page ? ' aria-current="page"' : ""} data-page="${item}">${item}</a></li>`,
    )
    .join("");
  return [
    '<nav class="sr-pager" aria-label="Pagination">',
    step(page - 1, page > 1, "prev", "Previous page", '<span aria-hidden="true">‹</span> Previous'),
    `<ul class="sr-pager__pages">${items}</ul>`,
    step(page + 1, page < totalPages, "next", "Next page", 'Next <span aria-hidden="true">›</span>'),
    "</nav>",
  ].join("");
}

function headHtml(input: SearchResultsInput): string {
  const { load, query, withMap, mapView } = input;
  const ready = load.status === "ready";
  const estimated = ready && isEstimate(input);
  const title = ready
    ? load.total === 0
      ? uiText.resultNotFound
      : resultCountText(load.total, estimated)
    : "Search results";
  const summary = searchSummary({ ...query, address: nearPlace(query, (ready && load.place) || undefined) });
  const hasResults = ready && load.results.length > 0;
  // While loading, the range line's room is kept, so the list does not jump when it comes.
  const range = hasResults
    ? `<p class="sr__range">${e(showingRange(load.page, SEARCH_PAGE_SIZE, load.results.length, load.total, estimated))}</p>`
    : load.status === "loading"
      ? '<p class="sr__range" aria-hidden="true">&nbsp;</p>'
      : "";
  // Wide screens show list and map side by side: CSS hides the toggle there.
  const toggle =
    withMap && hasResults
      ? `<button type="button" class="sr__toggle btn btn--outline" data-action="toggle-map">${svg("", "0 0 24 24", 18, mapView ? LIST_ICON : MAP_ICON)}${mapView ? "Show list" : "Show map"}</button>`
      : "";
  return [
    '<div class="sr__head"><div class="sr__head-text">',
    `<h2 class="sr__title" tabindex="-1">${e(title)}</h2>`,
    `<p class="sr__summary">${e(summary)}</p>`,
    range,
    `</div>${toggle}</div>`,
    // Under the head at full width, so both choices sit on one line on a phone.
    hasResults ? sortHtml(input) : "",
  ].join("");
}

const SORT_CHOICES: { sort: SearchSort | undefined; label: string }[] = [
  { sort: undefined, label: "Best match" },
  { sort: "soonest", label: "Soonest available" },
];

/** The order as two links (they work without the script: each is its own address, from page 1). */
function sortHtml({ query, pageHref }: SearchResultsInput): string {
  const links = SORT_CHOICES.map(({ sort, label }) => {
    const current = query.sort === sort ? ' aria-current="true"' : "";
    return `<li><a class="sr-sort__choice" href="${e(withSort(pageHref(1), sort))}"${current}>${label}</a></li>`;
  }).join("");
  return `<nav class="sr-sort" aria-label="Sort results"><span class="sr-sort__label">Sort:</span><ul class="sr-sort__choices">${links}</ul></nav>`;
}

/** A filtered search's partial answer is an estimated total (the page says "About"); without filters it is words cut short. */
function isEstimate({ load, query }: Pick<SearchResultsInput, "load" | "query">): boolean {
  return load.status === "ready" && load.partial && hasFilters(query.filters);
}

function noticesHtml({ load, query }: SearchResultsInput): string {
  if (load.status !== "ready") return "";
  const place =
    load.place === false ? `<p class="sr__partial">${e(placeNotFoundText(query.address))}</p>` : "";
  const partial =
    load.results.length > 0 && load.partial && !isEstimate({ load, query })
      ? `<p class="sr__partial">${e(uiText.partialResults)}</p>`
      : "";
  const searchedAs = load.searchedAs
    ? `<p class="sr__partial">${e(`Showing “${query.term}” as a ${load.searchedAs}: nothing else has that name.`)}</p>`
    : "";
  return place + searchedAs + partial;
}

function emptyHtml(query: SearchPageQuery): string {
  const everyone =
    query.term !== "" || query.address !== ""
      ? `<a class="btn btn--outline" href="${e(searchUrl({ type: "find" }))}">See all practitioners</a>`
      : "";
  return `<div class="sr__notice"><p>Try another word, a nearby town or a wider area. Or call us on <a href="${e(siteConfig.supportPhoneHref)}">${e(siteConfig.supportPhone)}</a> and we will help you find someone.</p>${everyone}</div>`;
}

function bodyHtml(input: SearchResultsInput): string {
  const { load, withMap, imageSrc, pageHref } = input;
  if (load.status === "loading") return loaderHtml();
  if (load.status === "error") {
    return `<div class="sr__notice sr__notice--error" role="alert"><p>${e(LOAD_FAILED)}</p><button type="button" class="btn btn--primary" data-action="retry">Retry</button></div>`;
  }
  if (load.total === 0) return emptyHtml(input.query);
  if (load.results.length === 0) return "";
  const first = (load.page - 1) * SEARCH_PAGE_SIZE;
  const cards = load.results
    .map((result, index) => resultCardHtml(result, first + index + 1, withMap, imageSrc))
    .join("");
  const allPages = pageCount(load.total, SEARCH_PAGE_SIZE);
  // The API pages only through the first SEARCH_MAX_DEPTH results.
  const totalPages = Math.min(allPages, MAX_SEARCH_PAGE);
  const depth =
    allPages > totalPages
      ? `<p class="sr__summary">Only the first ${groupThousands(SEARCH_MAX_DEPTH)} results have pages. Add a place or another word to narrow the search.</p>`
      : "";
  return `<ol class="sr__list" start="${first + 1}">${cards}</ol>${pagerHtml(load.page, totalPages, pageHref)}${depth}`;
}

/** The list column's content: heading, what was searched, notices, then the list and pager (or a state). */
export function resultsListHtml(input: SearchResultsInput): string {
  return `${filtersHtml(input)}${headHtml(input)}${noticesHtml(input)}<div class="sr__body">${bodyHtml(input)}</div>`;
}

/** The filter bar, above the heading so its controls keep their place while results change. */
function filtersHtml({ load, query, schemes = [] }: SearchResultsInput): string {
  const ready = load.status === "ready";
  const near = nearPlace(query, (ready && load.place) || undefined);
  const distances = ready ? load.results.flatMap((result) => result.distance_km ?? []) : [];
  return filterBarHtml({
    query,
    schemes,
    near,
    ...(distances.length > 0 ? { farthestKm: Math.max(...distances) } : {}),
  });
}

/**
 * The map column's content, the same whatever happens (Leaflet draws into the canvas, which must
 * never be replaced): its loading and failure overlays show by the column's `data-map` (CSS).
 */
export const RESULTS_MAP_HTML = [
  '<section class="sr-map" aria-label="Map of search results">',
  '<div class="sr-map__canvas"></div>',
  `<div class="sr-map__overlay sr-map__overlay--loading">${loaderHtml()}</div>`,
  `<div class="sr-map__overlay sr-map__overlay--failed"><p>${e(MAP_FAILED)}</p></div>`,
  "</section>",
  `<p class="sr-map__credit"><a href="${e(mapConfig.placeDataCredit.url)}">${e(mapConfig.placeDataCredit.text)}</a></p>`,
].join("");

/** The whole results block as the server renders it (the widget builds the same root with React). */
export function searchResultsHtml(input: SearchResultsInput): string {
  const map = input.withMap ? `<div class="sr__map-col" data-map="idle">${RESULTS_MAP_HTML}</div>` : "";
  return `<div class="${resultsRootClass(input)}" aria-busy="${input.load.status === "loading"}"><div class="sr__list-col">${resultsListHtml(input)}</div>${map}</div>`;
}

export interface SearchPageInput {
  /** The address's query string as asked ("" or "?…"). */
  search: string;
  /** The filter bar's medical aids (also handed to the widget). */
  schemes?: readonly SchemeChoice[];
  /** The first answer, or null to leave the page as built (the widget then asks itself). */
  answer: SearchResponse | null;
}

/**
 * The search page (/page/search?…) with its results in the first HTML response: the built page is
 * the template, its `search:results` region (the loading fallback) becomes the results, and the
 * widget gets the same answer as JSON props, so it starts where the server left off.
 */
export function renderSearchPage(
  template: string,
  { search, answer, schemes = [] }: SearchPageInput,
): string {
  if (!answer) return template;
  const query = parseSearchPageQuery(search);
  const load = answerLoad(answer, query.page);
  const input: SearchResultsInput = {
    load,
    query,
    withMap: true,
    mapView: false,
    pageHref: (page) => withPage(`${SEARCH_PATH}${search}`, page),
    imageSrc: (path) => path,
    schemes,
  };
  const results =
    jsonScript({ initial: { search, answer }, ...(schemes.length > 0 ? { schemes } : {}) }) +
    searchResultsHtml(input);
  // The tab and a search engine's listing say what was searched; "everyone" keeps the page's title.
  const where = nearPlace(query, (load.status === "ready" && load.place) || undefined);
  const title = `<title>${e(`${searchSummary({ ...query, address: where })} | ${siteConfig.brandName}`)}</title>`;
  const everyone = query.term === "" && where === "";
  return fillRegions(fillSearchForm(template, query), "search", everyone ? { results } : { results, title });
}

/**
 * The page's static search form (pages-static/partials/search-form.html) shows what was searched:
 * at once, before the search-box widget takes it over (which reads the address too), and without
 * JavaScript. Its inputs carry no value as built; the first input of each name gets one.
 */
export function fillSearchForm(html: string, query: Pick<SearchPageQuery, "term" | "address">): string {
  const fill = (markup: string, name: string, value: string) =>
    value === ""
      ? markup
      : markup.replace(new RegExp(`<input\\b[^>]*\\bname="${name}"`), (tag) => `${tag} value="${e(value)}"`);
  return fill(fill(html, "find", query.term), "address", query.address);
}

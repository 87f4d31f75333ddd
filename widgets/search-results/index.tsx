import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { mapConfig } from "../../core/map-config";
import {
  type AddressSuggestion,
  SEARCH_MAX_DEPTH,
  SEARCH_PAGE_SIZE,
  type SearchResult,
} from "../../core/schemas/search";
import * as z from "../../core/schemas/z";
import { searchUrl } from "../../core/search-url";
import { siteConfig } from "../../core/site-config";
import { api } from "../api/client";
import { pageCount } from "../lib/pager";
import { defineWidget } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { uiText } from "../ui/ui-text";
import { Pager } from "./Pager";
import { ResultCard } from "./ResultCard";
import type { ResultsMap } from "./results-map";
import {
  hasCoordinates,
  MAX_SEARCH_PAGE,
  nearPlace,
  parseSearchPageQuery,
  placeNotFoundText,
  resultCountText,
  type SearchPageQuery,
  searchSummary,
  showingRange,
  withPage,
} from "./search-page";
import "./search-results.css";

/**
 * The search page's results (spec sections 2, 4, 7, 9): reads the search from the URL, calls
 * GET /api/search/index, shows the list with a pager and, beside it (phones: behind a toggle), a map.
 * The page number lives in the URL (pushState), so results pages can be shared and Back works.
 * Leaflet is imported only when the map is first needed, so the list never waits for it.
 */
const LOAD_FAILED = "We could not load results. Please try again.";
const MAP_FAILED = "The map could not be loaded. The list still works.";
const WIDE = "(min-width: 960px)";

type Load =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "ready";
      results: SearchResult[];
      total: number;
      page: number;
      partial: boolean;
      /** The place a typed address (no lat/lng) was taken to mean, or false when none matched. */
      place?: AddressSuggestion | false;
    };

const props = z.object({
  /** "off" leaves the map out (e.g. a narrow partner embed). */
  map: z.optional(z.enum(["on", "off"])),
});
type Props = z.infer<typeof props>;

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    onChange();
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

const profileHref = (id: string) => `/page/practitioner/${encodeURIComponent(id)}`;

function SearchResults({ map: mapProp }: Props) {
  const [query, setQuery] = useState<SearchPageQuery>(() => parseSearchPageQuery(window.location.search));
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [view, setView] = useState<"list" | "map">("list");
  const [mapState, setMapState] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const wide = useMediaQuery(WIDE);
  const withMap = mapProp !== "off";

  const sequence = useRef(0);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const mapRef = useRef<ResultsMap | null>(null);
  const pendingReveal = useRef<string | null>(null);

  // Back/forward: the URL is the source of truth.
  useEffect(() => {
    const onPopState = () => setQuery(parseSearchPageQuery(window.location.search));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // Fetch; a response for an older query (aborted or not) never overwrites a newer one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same search (Retry).
  useEffect(() => {
    const id = ++sequence.current;
    const controller = new AbortController();
    setLoad({ status: "loading" });
    api
      .call("GET /api/search/index", {
        query: {
          type: query.type,
          [query.type]: query.term,
          address: query.address,
          lat: query.lat,
          lng: query.lng,
          page: query.page,
          perPage: SEARCH_PAGE_SIZE,
        },
        signal: controller.signal,
      })
      .then((body) => {
        if (id !== sequence.current) return;
        const pages = pageCount(body.total, SEARCH_PAGE_SIZE);
        // A shared link to a page that no longer exists: show the last page instead.
        if (body.data.length === 0 && pages > 0 && query.page > pages) {
          window.history.replaceState(window.history.state, "", withPage(window.location.href, pages));
          setQuery({ ...query, page: pages });
          return;
        }
        setLoad({
          status: "ready",
          results: body.data,
          total: body.total,
          page: query.page,
          partial: body.partial === true,
          place: body.place_not_found ? false : body.place,
        });
      })
      .catch((error: unknown) => {
        if (id !== sequence.current || controller.signal.aborted) return;
        console.error("[search-results] search failed", error);
        setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, [query, attempt]);

  const results = load.status === "ready" ? load.results : [];
  const place = load.status === "ready" ? load.place : undefined;
  // No results or no answer: the list takes the whole width (an empty map helps nobody).
  const mapArea = withMap && load.status !== "error" && !(load.status === "ready" && load.total === 0);
  const mapNeeded = mapArea && (wide || view === "map");

  // Load the map the first time it is needed (desktop: once the list is on screen).
  useEffect(() => {
    if (!mapNeeded || mapState !== "idle" || load.status === "loading") return;
    setMapState("loading");
    import("./results-map")
      .then(({ createResultsMap }) => {
        if (!canvas.current) return;
        mapRef.current = createResultsMap(canvas.current);
        setMapState("ready");
      })
      .catch((error: unknown) => {
        console.error("[search-results] map failed to load", error);
        setMapState("failed");
      });
  }, [mapNeeded, mapState, load.status]);

  useEffect(() => () => mapRef.current?.destroy(), []);

  // Markers follow the results on screen.
  useEffect(() => {
    const map = mapRef.current;
    if (mapState !== "ready" || !map || load.status !== "ready") return;
    const first = (load.page - 1) * SEARCH_PAGE_SIZE;
    map.show(
      load.results.flatMap((result, index) =>
        hasCoordinates(result)
          ? [
              {
                id: result.id,
                rank: first + index + 1,
                name: result.name,
                profession: result.profession,
                href: profileHref(result.id),
                lat: result.lat,
                lng: result.lng,
              },
            ]
          : [],
      ),
      // The searched point: the coordinates given, else the place the server took the address to mean.
      query.lat !== null && query.lng !== null ? { lat: query.lat, lng: query.lng } : load.place || null,
    );
    if (pendingReveal.current) {
      map.reveal(pendingReveal.current);
      pendingReveal.current = null;
    }
  }, [mapState, load, query.lat, query.lng]);

  // A map that was hidden (phone list view) must measure itself again when shown.
  useEffect(() => {
    if (mapNeeded && mapState === "ready") {
      mapRef.current?.resize();
      if (pendingReveal.current) {
        mapRef.current?.reveal(pendingReveal.current);
        pendingReveal.current = null;
      }
    }
  }, [mapNeeded, mapState]);

  const goToPage = useCallback(
    (page: number) => {
      if (page === query.page) return;
      window.history.pushState(window.history.state, "", withPage(window.location.href, page));
      setQuery({ ...query, page });
      setView("list");
      // A jump, not a glide: the list below is being replaced, so a smooth scroll would chase a
      // moving target (and site.css makes "auto" smooth).
      top.current?.scrollIntoView({ block: "start", behavior: "instant" });
      heading.current?.focus({ preventScroll: true });
    },
    [query],
  );

  const showOnMap = (id: string) => {
    if (wide && mapRef.current) {
      mapRef.current.reveal(id);
      return;
    }
    pendingReveal.current = id;
    setView("map");
    top.current?.scrollIntoView({ block: "start", behavior: "instant" });
  };

  const highlight = (id: string | null) => {
    if (wide) mapRef.current?.highlight(id);
  };

  const summary = searchSummary({ ...query, address: nearPlace(query, place || undefined) });
  const empty = load.status === "ready" && load.total === 0;
  const hasResults = load.status === "ready" && results.length > 0;
  const title =
    load.status === "ready"
      ? empty
        ? uiText.resultNotFound
        : resultCountText(load.total)
      : "Search results";
  const allPages = load.status === "ready" ? pageCount(load.total, SEARCH_PAGE_SIZE) : 0;
  // The API pages only through the first SEARCH_MAX_DEPTH results.
  const totalPages = Math.min(allPages, MAX_SEARCH_PAGE);
  const mapVisible = mapNeeded;

  return (
    <div
      ref={top}
      className={`sr${mapArea ? " sr--with-map" : ""}${view === "map" && mapArea ? " sr--map-view" : ""}`}
      aria-busy={load.status === "loading"}
    >
      <div className="sr__list-col">
        <div className="sr__head">
          <div className="sr__head-text">
            <h2 ref={heading} className="sr__title" tabIndex={-1}>
              {title}
            </h2>
            <p className="sr__summary">{summary}</p>
            {hasResults ? (
              <p className="sr__range">
                {showingRange(load.page, SEARCH_PAGE_SIZE, results.length, load.total)}
              </p>
            ) : (
              // While loading, the range line's room is kept, so the list does not jump when it comes.
              load.status === "loading" && (
                <p className="sr__range" aria-hidden="true">
                  &nbsp;
                </p>
              )
            )}
          </div>
          {withMap && hasResults && !wide && (
            <button
              type="button"
              className="sr__toggle btn btn--outline"
              onClick={() => setView(view === "map" ? "list" : "map")}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                {view === "map" ? (
                  <path d="M4 6h16v2H4V6Zm0 5h16v2H4v-2Zm0 5h16v2H4v-2Z" fill="currentColor" />
                ) : (
                  <path
                    d="M15 4 9 2 3 4v18l6-2 6 2 6-2V2l-6 2Zm-6 .2 6 2v13.6l-6-2V4.2Z"
                    fill="currentColor"
                  />
                )}
              </svg>
              {view === "map" ? "Show list" : "Show map"}
            </button>
          )}
        </div>
        {place === false && <p className="sr__partial">{placeNotFoundText(query.address)}</p>}
        {hasResults && load.partial && <p className="sr__partial">{uiText.partialResults}</p>}

        <div className="sr__body">
          {load.status === "loading" && <Loader />}

          {load.status === "error" && (
            <div className="sr__notice sr__notice--error" role="alert">
              <p>{LOAD_FAILED}</p>
              <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </div>
          )}

          {empty && (
            <div className="sr__notice">
              <p>
                Try another word, a nearby town or a wider area. Or call us on{" "}
                <a href={siteConfig.supportPhoneHref}>{siteConfig.supportPhone}</a> and we will help you find
                someone.
              </p>
              {(query.term !== "" || query.address !== "") && (
                <a className="btn btn--outline" href={searchUrl({ type: "find" })}>
                  See all practitioners
                </a>
              )}
            </div>
          )}

          {hasResults && (
            <>
              <ol className="sr__list" start={(load.page - 1) * SEARCH_PAGE_SIZE + 1}>
                {results.map((result, index) => (
                  <ResultCard
                    key={result.id}
                    result={result}
                    rank={(load.page - 1) * SEARCH_PAGE_SIZE + index + 1}
                    href={profileHref(result.id)}
                    onShowOnMap={withMap && hasCoordinates(result) ? showOnMap : undefined}
                    onHighlight={highlight}
                  />
                ))}
              </ol>
              <Pager
                page={load.page}
                totalPages={totalPages}
                hrefFor={(page) => withPage(window.location.href, page)}
                onGo={(page, event: MouseEvent) => {
                  event.preventDefault();
                  goToPage(page);
                }}
              />
              {allPages > totalPages && (
                <p className="sr__summary">
                  Only the first {SEARCH_MAX_DEPTH.toLocaleString("en-ZA")} results have pages. Add a place or
                  another word to narrow the search.
                </p>
              )}
            </>
          )}
        </div>
      </div>

      {withMap && (
        <div className="sr__map-col" hidden={!mapVisible}>
          <section className="sr-map" aria-label="Map of search results">
            <div ref={canvas} className="sr-map__canvas" />
            {mapState === "loading" && (
              <div className="sr-map__overlay">
                <Loader />
              </div>
            )}
            {mapState === "failed" && (
              <div className="sr-map__overlay">
                <p>{MAP_FAILED}</p>
              </div>
            )}
          </section>
          <p className="sr-map__credit">
            <a href={mapConfig.placeDataCredit.url}>{mapConfig.placeDataCredit.text}</a>
          </p>
        </div>
      )}
    </div>
  );
}

export const { mount } = defineWidget(props, SearchResults);

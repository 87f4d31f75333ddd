import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { practitionerPath } from "../../core/practitioner-id";
import { SEARCH_PAGE_SIZE, type SearchResponse } from "../../core/schemas/search";
import * as z from "../../core/schemas/z";
import {
  hasCoordinates,
  parseSearchPageQuery,
  pastTheEnd,
  type SearchPageQuery,
  searchApiQuery,
  withPage,
} from "../../core/search-page";
import {
  answerLoad,
  hasMapArea,
  RESULTS_MAP_HTML,
  resultPhotoHtml,
  resultsListHtml,
  resultsRootClass,
  type SearchLoad,
} from "../../core/search-results-html";
import { siteUrl } from "../api/base";
import { api } from "../api/client";
import { defineWidget, type HostProp } from "../ui/define-widget";
import type { ResultsMap } from "./results-map";
import "./search-results.css";

/**
 * The search page's results (spec sections 2, 4, 7, 9): reads the search from the URL, calls
 * GET /api/search/index, shows the list with a pager and, beside it (phones: behind a toggle), a map.
 * The page number lives in the URL (pushState), so results pages can be shared and Back works.
 * On our search page the server has rendered the first answer already (functions/public-pages):
 * the widget starts from it, with the same markup (core/search-results-html.ts), and asks nothing.
 * Leaflet is imported only when the map is first needed, so the list never waits for it.
 */
const WIDE = "(min-width: 960px)";

const isAnswer = (value: unknown): value is SearchResponse =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as SearchResponse).data) &&
  typeof (value as SearchResponse).total === "number";

const props = z.object({
  /** "off" leaves the map out (e.g. a narrow partner embed). */
  map: z.optional(z.enum(["on", "off"])),
  /** The server's answer for the address it rendered (`search`: that address's query string). */
  initial: z.optional(z.object({ search: z.string(), answer: z.custom<SearchResponse>(isAnswer) })),
  /** The filter bar's medical aids (the server page hands them over). */
  schemes: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
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

const sameQuery = (a: SearchPageQuery, b: SearchPageQuery) => JSON.stringify(a) === JSON.stringify(b);

/** Let the browser handle new-tab/window clicks on the pager's links. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The filter form's choices as a search address (empty fields left out), from page 1. */
function filterFormHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value !== "") params.append(name, value);
  return `${form.getAttribute("action") ?? ""}?${params}`;
}

function SearchResults({ map: mapProp, initial, schemes = [] }: Props & HostProp) {
  const [query, setQuery] = useState<SearchPageQuery>(() => parseSearchPageQuery(window.location.search));
  const [attempt, setAttempt] = useState(0);
  // The server rendered this very search: start from its answer.
  const [load, setLoad] = useState<SearchLoad>(() =>
    initial && sameQuery(parseSearchPageQuery(initial.search), query)
      ? answerLoad(initial.answer, query.page)
      : { status: "loading" },
  );
  const [view, setView] = useState<"list" | "map">("list");
  const [mapState, setMapState] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const wide = useMediaQuery(WIDE);
  const withMap = mapProp !== "off";

  const sequence = useRef(0);
  const answered = useRef(load.status === "ready");
  const root = useRef<HTMLDivElement>(null);
  const mapColumn = useRef<HTMLDivElement>(null);
  const mapRef = useRef<ResultsMap | null>(null);
  const pendingReveal = useRef<string | null>(null);
  /**
   * What gets focus once the list column is drawn again (its markup is replaced, focus with it): the
   * heading, the toggle, or the filter control just changed (its CSS selector).
   */
  const refocus = useRef<string | null>(null);

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
    if (answered.current) {
      answered.current = false;
      return;
    }
    const controller = new AbortController();
    setLoad({ status: "loading" });
    api
      .call("GET /api/search/index", { query: searchApiQuery(query), signal: controller.signal })
      .then((body) => {
        if (id !== sequence.current) return;
        const last = pastTheEnd(body, query.page);
        // A shared link to a page that no longer exists: show the last page instead.
        if (last !== null) {
          window.history.replaceState(window.history.state, "", withPage(window.location.href, last));
          setQuery({ ...query, page: last });
          return;
        }
        setLoad(answerLoad(body, query.page));
      })
      .catch((error: unknown) => {
        if (id !== sequence.current || controller.signal.aborted) return;
        console.error("[search-results] search failed", error);
        setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, [query, attempt]);

  const mapArea = hasMapArea({ load, withMap });
  const mapNeeded = mapArea && (wide || view === "map");

  // Load the map the first time it is needed (desktop: once the list is on screen).
  useEffect(() => {
    if (!mapNeeded || mapState !== "idle" || load.status === "loading") return;
    setMapState("loading");
    import("./results-map")
      .then(({ createResultsMap }) => {
        const canvas = mapColumn.current?.querySelector<HTMLElement>(".sr-map__canvas");
        if (!canvas) return;
        mapRef.current = createResultsMap(canvas);
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
                href: practitionerPath(result.id),
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
      root.current?.scrollIntoView({ block: "start", behavior: "instant" });
      refocus.current = "heading";
    },
    [query],
  );

  /** A filter changed: the new address (pushState) and its results, focus kept on the control. */
  const applyFilters = (href: string, focus: string) => {
    window.history.pushState(window.history.state, "", href);
    setQuery(parseSearchPageQuery(new URL(href, window.location.href).search));
    // Loading at once: a first draw with the old answer would take the focus wish before the new list comes.
    setLoad({ status: "loading" });
    refocus.current = focus;
  };

  const showOnMap = (id: string) => {
    if (wide && mapRef.current) {
      mapRef.current.reveal(id);
      return;
    }
    pendingReveal.current = id;
    setView("map");
    root.current?.scrollIntoView({ block: "start", behavior: "instant" });
  };

  // The markup is shared with the server, so clicks are answered by delegation.
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-page], [data-action]");
    const filterLink = (event.target as Element).closest<HTMLAnchorElement>("a[data-filter-link]");
    if (filterLink && plainClick(event)) {
      event.preventDefault();
      applyFilters(
        filterLink.href,
        `a[data-filter-link][href="${CSS.escape(filterLink.getAttribute("href") ?? "")}"]`,
      );
      return;
    }
    if (!target) return;
    if (target.dataset.page) {
      if (!plainClick(event)) return;
      event.preventDefault();
      goToPage(Number(target.dataset.page));
    } else if (target.dataset.action === "retry") {
      refocus.current = "heading";
      setAttempt((n) => n + 1);
    } else if (target.dataset.action === "toggle-map") {
      refocus.current = "toggle";
      setView(view === "map" ? "list" : "map");
    } else if (target.dataset.action === "show-on-map" && target.dataset.id) {
      showOnMap(target.dataset.id);
    }
  };
  const onFilterChange = (event: Event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const form = control.closest<HTMLFormElement>("form[data-filters]");
    if (!form) return;
    if (event.type === "submit") event.preventDefault();
    applyFilters(filterFormHref(form), event.type === "submit" ? ".sr-filters__apply" : `#${control.id}`);
  };
  const handlers = useRef({ onClick, wide, onFilterChange });
  handlers.current = { onClick, wide, onFilterChange };

  // Native listeners (Preact's onFocus does not bubble): clicks, the map highlight that follows the
  // pointer or focus over the cards, and photos that fail to load (initials instead). Attached
  // before the first paint, so an image failing at once is still caught.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    let highlighted: string | null = null;
    const highlightCard = (target: EventTarget | null) => {
      const card = target instanceof Element ? target.closest<HTMLElement>(".sr-card") : null;
      const id = card && element.contains(card) ? (card.dataset.id ?? null) : null;
      if (id === highlighted) return;
      highlighted = id;
      if (handlers.current.wide) mapRef.current?.highlight(id);
    };
    const highlight = (event: Event) => highlightCard(event.target);
    const onFocusOut = (event: FocusEvent) => highlightCard(event.relatedTarget);
    const onClick = (event: MouseEvent) => handlers.current.onClick(event);
    const onFilterChange = (event: Event) => handlers.current.onFilterChange(event);
    const onPhotoError = (event: Event) => {
      const photo = event.target;
      if (photo instanceof HTMLImageElement && photo.matches(".sr-card__photo"))
        photo.outerHTML = resultPhotoHtml(photo.alt, "", siteUrl);
    };
    const listeners: [string, EventListener, boolean][] = [
      ["click", onClick as EventListener, false],
      ["mouseover", highlight, false],
      ["focusin", highlight, false],
      ["focusout", onFocusOut as EventListener, false],
      ["mouseleave", highlight, false],
      ["error", onPhotoError, true],
      ["change", onFilterChange, false],
      ["submit", onFilterChange, false],
    ];
    for (const [type, listener, capture] of listeners) element.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners) element.removeEventListener(type, listener, capture);
    };
  }, []);

  const input = {
    load,
    query,
    withMap,
    mapView: view === "map",
    pageHref: (page: number) => withPage(window.location.href, page),
    imageSrc: siteUrl,
    schemes,
  };
  const listHtml = resultsListHtml(input);

  // Focus where the person was: the heading after a page change or Retry, the toggle after toggling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list column was drawn again.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !root.current) return;
    const selector = want === "heading" ? ".sr__title" : want === "toggle" ? ".sr__toggle" : want;
    root.current.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
    if (want === "toggle" || load.status !== "loading") refocus.current = null;
  }, [listHtml]);

  return (
    <div ref={root} className={resultsRootClass(input)} aria-busy={load.status === "loading"}>
      <div
        className="sr__list-col"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server-rendered page's markup; core/search-results-html.ts escapes every value.
        dangerouslySetInnerHTML={{ __html: listHtml }}
      />
      {withMap && (
        <div
          ref={mapColumn}
          className="sr__map-col"
          data-map={mapState}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant; Leaflet draws into its canvas, which is never replaced.
          dangerouslySetInnerHTML={{ __html: RESULTS_MAP_HTML }}
        />
      )}
    </div>
  );
}

export const { mount } = defineWidget(props, SearchResults);

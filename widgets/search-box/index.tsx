import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { AddressResponse, SuggestionsResponse } from "../../core/schemas/search";
import * as z from "../../core/schemas/z";
import { parseSearchQuery, SEARCH_TYPES, type SearchType, searchUrl } from "../../core/search-url";
import { api } from "../api/client";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { onSearchFill } from "../ui/search-fill-event";
import { showCarriedToast, showToast } from "../ui/toast";
import { Combobox, type ComboGroup } from "./combobox";
import { createLookup } from "./lookup";
import {
  type PlaceOption,
  placeOptions,
  type SuggestionMenu,
  type SuggestionOption,
  suggestionMenu,
  suggestionsAnnouncement,
} from "./suggestions";
import "./search-box.css";

/**
 * The search form (home page hero, and the compact bar above the search page's results): what
 * (with grouped suggestions from GET /api/search/prac/info) and where (with place suggestions from
 * GET /api/search/prac/address, or the device's location). Search goes to /page/search with the
 * spec's parameters (core/search-url.ts); the form starts from the current URL's search, so the
 * search page shows what was searched. The host markup holds a plain GET form that works before JS;
 * what a person typed into it before this widget loaded is kept.
 */
const LOOKUP_DELAY_MS = 200;
/** Coordinates from the device are rounded to 3 decimals (about 100 m): enough to sort by distance,
 * and the search URL (which people share) does not pinpoint their home. */
const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

export const CURRENT_LOCATION = "Current location";
const LOCATION_DENIED =
  "We can't use your location because access to it is blocked. You can type your suburb, town or city instead.";
const LOCATION_FAILED =
  "We couldn't find your location just now. You can type your suburb, town or city instead.";

const props = z.object({ variant: z.optional(z.enum(["hero", "compact"])) });
type Props = z.infer<typeof props>;

/** What was typed into the static form before this widget replaced it (slow phones type early). */
function typedValue(replaced: DocumentFragment, names: readonly string[]): string {
  const selector = names.map((name) => `input[name="${name}"]`).join(",");
  return replaced.querySelector<HTMLInputElement>(selector)?.value.trim() ?? "";
}

interface Initial {
  term: string;
  type: SearchType;
  address: string;
  lat: number | null;
  lng: number | null;
}

/** The current URL's search, overridden by anything typed before mount. */
function initialState(replaced: DocumentFragment): Initial {
  const fromUrl = parseSearchQuery(window.location.search);
  const state: Initial = { ...fromUrl };
  const typedTerm = typedValue(replaced, SEARCH_TYPES);
  if (typedTerm && typedTerm !== fromUrl.term) {
    state.term = typedTerm;
    state.type = "find";
  }
  const typedAddress = typedValue(replaced, ["address"]);
  if (typedAddress && typedAddress !== fromUrl.address) {
    state.address = typedAddress;
    state.lat = null;
    state.lng = null;
  }
  return state;
}

type PlaceChoice = PlaceOption & { label: string };

let instances = 0;

function SearchBox({ variant = "hero", replaced }: Props & HostProp) {
  const [id] = useState(() => `sb${++instances}`);
  const [initial] = useState(() => initialState(replaced));
  const [term, setTerm] = useState(initial.term);
  const [type, setType] = useState<SearchType>(initial.type);
  const [address, setAddress] = useState(initial.address);
  const [coords, setCoords] = useState<{ lat: number; lng: number } | null>(
    initial.lat !== null && initial.lng !== null ? { lat: initial.lat, lng: initial.lng } : null,
  );

  // What: the last answer (kept so Down can reopen it) and whether it is showing.
  const [menu, setMenu] = useState<{ query: string; menu: SuggestionMenu } | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Where: likewise for places.
  const [places, setPlaces] = useState<{ query: string; groups: ComboGroup<PlaceChoice>[] } | null>(null);
  const [placesOpen, setPlacesOpen] = useState(false);
  const [locating, setLocating] = useState(false);

  const submit = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const [suggestions] = useState(() =>
    createLookup<SuggestionsResponse>({
      delayMs: LOOKUP_DELAY_MS,
      minChars: 1,
      load: (search, signal) => api.call("GET /api/search/prac/info", { query: { search }, signal }),
      onResult: (response, query) => {
        setMenu({ query, menu: suggestionMenu(response, query) });
        setMenuOpen(true);
      },
      onClear: () => {
        setMenu(null);
        setMenuOpen(false);
      },
      // Spec section 8: search failures are only logged; the list stays closed.
      onError: (error) => {
        console.error("[search-box] suggestions failed", error);
        setMenuOpen(false);
      },
    }),
  );
  const [addresses] = useState(() =>
    createLookup<AddressResponse>({
      delayMs: LOOKUP_DELAY_MS,
      minChars: 2,
      load: (location, signal) => api.call("GET /api/search/prac/address", { query: { location }, signal }),
      onResult: (response, query) => {
        const options = placeOptions(response).map((place) => ({ ...place, label: place.address }));
        setPlaces(options.length ? { query, groups: [{ heading: "", options }] } : null);
        setPlacesOpen(options.length > 0);
      },
      onClear: () => {
        setPlaces(null);
        setPlacesOpen(false);
      },
      onError: (error) => {
        console.error("[search-box] place suggestions failed", error);
        setPlacesOpen(false);
      },
    }),
  );
  useEffect(
    () => () => {
      suggestions.cancel();
      addresses.cancel();
    },
    [suggestions, addresses],
  );
  // A booking sends the patient home: say there what they booked (the booking page's toast is gone).
  useEffect(showCarriedToast, []);

  useEffect(
    () =>
      onSearchFill(({ service }) => {
        suggestions.cancel();
        setMenuOpen(false);
        setTerm(service);
        setType("service");
        // Bring the filled box into view (it may be off-screen on a phone); focus Search, not the
        // text field, so no on-screen keyboard pops up.
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        form.current?.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
        submit.current?.focus({ preventScroll: true });
        return true;
      }),
    [suggestions],
  );

  const onTermInput = (value: string) => {
    setTerm(value);
    // Typing over a chosen suggestion makes it a free-text search again.
    setType("find");
    suggestions.request(value);
  };
  const onChooseSuggestion = (option: SuggestionOption) => {
    suggestions.cancel();
    setTerm(option.value);
    setType(option.type);
  };

  const onAddressInput = (value: string) => {
    setAddress(value);
    // A typed place has no coordinates until one is chosen.
    setCoords(null);
    addresses.request(value);
  };
  const onChoosePlace = (place: PlaceChoice) => {
    addresses.cancel();
    setAddress(place.address);
    setCoords({ lat: place.lat, lng: place.lng });
  };

  const canLocate = typeof navigator !== "undefined" && "geolocation" in navigator;
  const locateMe = () => {
    if (locating) return;
    setLocating(true);
    addresses.cancel();
    setPlacesOpen(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setAddress(CURRENT_LOCATION);
        setCoords({
          lat: roundCoordinate(position.coords.latitude),
          lng: roundCoordinate(position.coords.longitude),
        });
      },
      (error) => {
        setLocating(false);
        showToast(error.code === error.PERMISSION_DENIED ? LOCATION_DENIED : LOCATION_FAILED, "info", {
          durationMs: 8000,
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    suggestions.cancel();
    addresses.cancel();
    setMenuOpen(false);
    setPlacesOpen(false);
    window.location.assign(
      searchUrl({
        type,
        term: term.trim(),
        address: address.trim(),
        lat: coords?.lat ?? null,
        lng: coords?.lng ?? null,
      }),
    );
  };

  const closeMenu = useCallback((open: boolean) => setMenuOpen(open), []);
  const closePlaces = useCallback((open: boolean) => setPlacesOpen(open), []);

  const compact = variant === "compact";
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on a form is announced by every screen reader; <search> is newer.
    <form
      ref={form}
      className={`search-card sb${compact ? " search-card--compact" : ""}${menuOpen || placesOpen ? " is-open" : ""}`}
      role="search"
      action="/page/search"
      method="get"
      onSubmit={onSubmit}
    >
      <Combobox<SuggestionOption>
        id={`${id}-what`}
        label="What are you looking for?"
        listLabel="Search suggestions"
        name={type}
        placeholder="e.g. anxiety or a GP"
        autoComplete="off"
        inputClassName="search-card__input"
        value={term}
        query={menu?.query ?? ""}
        groups={menu?.menu.groups ?? []}
        open={menuOpen}
        announcement={suggestionsAnnouncement(menu?.menu.count ?? 0)}
        onInput={onTermInput}
        onChoose={onChooseSuggestion}
        onOpenChange={closeMenu}
      />
      <Combobox<PlaceChoice>
        id={`${id}-where`}
        label="Where?"
        listLabel="Place suggestions"
        labelAside={
          canLocate ? (
            <button type="button" className="sb-locate" onClick={locateMe} aria-disabled={locating}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <path
                  d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.1A7 7 0 0 0 13 5.1V3h-2v2.1A7 7 0 0 0 5.1 11H3v2h2.1a7 7 0 0 0 5.9 5.9V21h2v-2.1a7 7 0 0 0 5.9-5.9H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z"
                  fill="currentColor"
                />
              </svg>
              {locating ? "Finding you…" : "Use my location"}
            </button>
          ) : undefined
        }
        name="address"
        placeholder="Suburb, town or city"
        autoComplete="off"
        inputClassName="search-card__input search-card__input--location"
        value={address}
        query={places?.query ?? ""}
        groups={places?.groups ?? []}
        open={placesOpen}
        announcement={suggestionsAnnouncement(places?.groups[0]?.options.length ?? 0, "place")}
        onInput={onAddressInput}
        onChoose={onChoosePlace}
        onOpenChange={closePlaces}
      />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="lat" value={coords ? String(coords.lat) : ""} />
      <input type="hidden" name="lng" value={coords ? String(coords.lng) : ""} />
      <button ref={submit} className="btn btn--primary btn--lg search-card__submit" type="submit">
        Search
      </button>
    </form>
  );
}

export const { mount } = defineWidget(props, SearchBox);

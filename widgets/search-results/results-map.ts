/**
 * The results map (Leaflet + OpenStreetMap tiles). Loaded only by dynamic import() from the widget,
 * so Leaflet and its CSS are a chunk of their own and the list never waits for them.
 * Markers are numbered CSS pins (L.divIcon): Leaflet's default PNG icons break under bundlers.
 */
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { mapConfig } from "../../core/map-config";
import "./results-map.css";

export interface MapResult {
  id: string;
  /** Its number in the list (the pin shows it). */
  rank: number;
  name: string;
  profession: string;
  href: string;
  lat: number;
  lng: number;
}

export interface ResultsMap {
  /** Replaces the markers and fits the view to them (and the searched place, if any). */
  show(results: MapResult[], searched: { lat: number; lng: number } | null): void;
  /** Raises and colours one marker (null: none). */
  highlight(id: string | null): void;
  /** Brings one marker into view and opens its popup. */
  reveal(id: string): void;
  /** After the container was hidden or resized. */
  resize(): void;
  destroy(): void;
}

function pin(rank: number): L.DivIcon {
  return L.divIcon({
    className: "sr-pin",
    html: `<span class="sr-pin__label">${rank}</span>`,
    iconSize: [30, 38],
    iconAnchor: [15, 38],
    popupAnchor: [0, -34],
  });
}

function popupContent(result: MapResult): HTMLElement {
  const box = document.createElement("div");
  box.className = "sr-popup";
  const link = document.createElement("a");
  link.className = "sr-popup__name";
  link.href = result.href;
  link.textContent = result.name;
  const profession = document.createElement("span");
  profession.className = "sr-popup__profession";
  profession.textContent = result.profession;
  box.append(link, profession);
  return box;
}

/** A Leaflet map on OpenStreetMap tiles at the default view (all of South Africa); the admin map starts here too. */
export function baseMap(element: HTMLElement): L.Map {
  const map = L.map(element, {
    center: [mapConfig.defaultCenter.lat, mapConfig.defaultCenter.lng],
    zoom: mapConfig.defaultZoom,
    zoomSnap: 0.5,
    // The page scrolls past a sticky map: the wheel zooms only once the map was clicked or focused.
    scrollWheelZoom: false,
  });
  L.tileLayer(mapConfig.tileUrl, {
    subdomains: mapConfig.tileSubdomains,
    maxZoom: mapConfig.maxZoom,
    attribution: mapConfig.attribution,
  }).addTo(map);
  map.on("focus click", () => map.scrollWheelZoom.enable());
  map.on("blur mouseout", () => map.scrollWheelZoom.disable());
  return map;
}

/** A numbered pin with the result's popup; Leaflet makes it a focusable button, named here for screen readers. */
export function addPin(map: L.Map, result: MapResult): L.Marker {
  const marker = L.marker([result.lat, result.lng], {
    icon: pin(result.rank),
    title: `${result.rank}. ${result.name}`,
    riseOnHover: true,
  })
    .bindPopup(() => popupContent(result), { minWidth: 160 })
    .addTo(map);
  marker.getElement()?.setAttribute("aria-label", `${result.rank}. ${result.name}, ${result.profession}`);
  return marker;
}

export function createResultsMap(element: HTMLElement): ResultsMap {
  const map = baseMap(element);
  const markers = new Map<string, { marker: L.Marker; result: MapResult }>();
  let searchedMarker: L.CircleMarker | null = null;
  let highlighted: string | null = null;

  const setActive = (id: string | null, active: boolean) => {
    const entry = id === null ? undefined : markers.get(id);
    if (!entry) return;
    entry.marker.getElement()?.classList.toggle("is-active", active);
    entry.marker.setZIndexOffset(active ? 1000 : 0);
  };

  return {
    show(results, searched) {
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
      highlighted = null;
      searchedMarker?.remove();
      searchedMarker = null;

      const points: L.LatLngTuple[] = [];
      for (const result of results) {
        const marker = addPin(map, result);
        markers.set(result.id, { marker, result });
        points.push([result.lat, result.lng]);
      }
      if (searched) {
        searchedMarker = L.circleMarker([searched.lat, searched.lng], {
          radius: 7,
          weight: 3,
          color: "#ffffff",
          fillColor: "#1d4ed8",
          fillOpacity: 1,
          interactive: false,
        }).addTo(map);
        points.push([searched.lat, searched.lng]);
      }

      if (points.length === 0) {
        map.setView([mapConfig.defaultCenter.lat, mapConfig.defaultCenter.lng], mapConfig.defaultZoom);
      } else if (
        points.length === 1 ||
        L.latLngBounds(points).getNorthEast().equals(L.latLngBounds(points).getSouthWest())
      ) {
        map.setView(points[0] as L.LatLngTuple, mapConfig.singleMarkerZoom);
      } else {
        map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: mapConfig.singleMarkerZoom });
      }
    },
    highlight(id) {
      if (id === highlighted) return;
      setActive(highlighted, false);
      highlighted = id;
      setActive(id, true);
    },
    reveal(id) {
      const entry = markers.get(id);
      if (!entry) return;
      this.highlight(id);
      map.invalidateSize();
      map.setView(entry.marker.getLatLng(), Math.max(map.getZoom(), 13));
      entry.marker.openPopup();
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.remove();
    },
  };
}

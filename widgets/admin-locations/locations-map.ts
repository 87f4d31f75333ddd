/**
 * The admin locations map (issue 30): the search page's base map and pins
 * (widgets/search-results/results-map.ts), filled from GET /api/location/map for the visible box
 * each time the map stops moving. Clusters are round markers with their count (a button: it
 * zooms in); pins are drawn as the search page draws them. Loaded by dynamic import() with Leaflet.
 */
import * as L from "leaflet";
import type { LocationMap, MapCluster } from "../../core/schemas/locations";
import { adminText } from "../admin-ui/admin-text";
import { addPin, baseMap } from "../search-results/results-map";
import "./locations-map.css";

/** What the map asks for: the visible box (degrees) and the zoom. */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

export interface LocationsMapOptions {
  /** Answers for a box; aborted when the map moves again first. */
  load(box: MapBox, signal: AbortSignal): Promise<LocationMap>;
  /** After each answer is drawn (the page says what is shown). */
  shown(answer: LocationMap): void;
  failed(error: unknown): void;
}

/** Wait this long after the map stops before asking: a drag or a double zoom is one request. */
const SETTLE_MS = 250;

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 52;
  return L.divIcon({
    className: "al-cluster",
    // A number we counted: nothing from a request reaches this HTML.
    html: `<span class="al-cluster__count">${Math.round(count)}</span>`,
    iconSize: [size, size],
  });
}

export const clusterName = (cluster: MapCluster) =>
  `${cluster.count} practitioner${cluster.count === 1 ? "" : "s"}${cluster.place ? ` near ${cluster.place}` : ""}`;

export function createLocationsMap(element: HTMLElement, options: LocationsMapOptions): { destroy(): void } {
  const map = baseMap(element);
  const layer = L.layerGroup().addTo(map);
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = (answer: LocationMap) => {
    layer.clearLayers();
    if (answer.kind === "pins") {
      answer.pins.forEach((pin, index) => {
        layer.addLayer(
          addPin(map, {
            id: pin.id,
            rank: index + 1,
            name: pin.name,
            profession: pin.location || adminText.noLocation,
            href: `/page/practitioner/${encodeURIComponent(pin.id)}`,
            lat: pin.lat,
            lng: pin.lng,
          }),
        );
      });
    } else {
      for (const cluster of answer.clusters) {
        const name = clusterName(cluster);
        const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count), title: name })
          .on("click", () =>
            map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, map.getMaxZoom())),
          )
          .addTo(layer);
        marker.getElement()?.setAttribute("aria-label", `${name}: zoom in`);
      }
    }
    options.shown(answer);
  };

  const ask = () => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const bounds = map.getBounds();
    options
      .load(
        {
          south: clamp(bounds.getSouth(), 90),
          west: clamp(bounds.getWest(), 180),
          north: clamp(bounds.getNorth(), 90),
          east: clamp(bounds.getEast(), 180),
          zoom: map.getZoom(),
        },
        current.signal,
      )
      .then((answer) => {
        if (!current.signal.aborted) draw(answer);
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") options.failed(error);
      });
  };
  map.on("moveend", () => {
    clearTimeout(timer);
    timer = setTimeout(ask, SETTLE_MS);
  });
  ask();

  return {
    destroy() {
      clearTimeout(timer);
      controller?.abort();
      map.remove();
    },
  };
}

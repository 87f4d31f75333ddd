import { useEffect, useRef, useState } from "react";
import type { LocationMap, LocationRow } from "../../core/schemas/locations";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { useAdminList, useDirectoryAnchor } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import { showToast } from "../ui/toast";
import "./admin-locations.css";

const PAGE_SIZE = 25;
const DEFAULTS = { page: "1", view: "list" };
const col = adminColumns<LocationRow>();

const columns = [
  col.accessor("name", { header: "Practitioner" }),
  col.accessor("location", {
    header: "Location",
    cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">{adminText.noLocation}</span>,
  }),
  col.accessor("address", {
    header: "Address",
    cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">{adminText.noLocation}</span>,
  }),
];

/** How the map's answer reads as text, under the map (a status: screen readers hear each change). */
function shownText(answer: LocationMap): string {
  const people = `${answer.total} practitioner${answer.total === 1 ? "" : "s"} in view`;
  if (answer.kind === "pins") return people;
  const groups = answer.clusters.length;
  return `${people}, in ${groups} group${groups === 1 ? "" : "s"}: zoom in or choose a group to see each practitioner.`;
}

/**
 * The map view (widgets/admin-locations/locations-map.ts, Leaflet in its own chunk), loaded only
 * when first shown: it asks GET /api/location/map for the visible box whenever it stops moving.
 */
function LocationsMap() {
  const canvas = useRef<HTMLElement>(null);
  const [shown, setShown] = useState("");
  useEffect(() => {
    let cancelled = false;
    let map: { destroy(): void } | null = null;
    import("./locations-map")
      .then(({ createLocationsMap }) => {
        if (cancelled || !canvas.current) return;
        map = createLocationsMap(canvas.current, {
          load: (box, signal) =>
            api.call("GET /api/location/map", {
              query: {
                south: box.south.toFixed(5),
                west: box.west.toFixed(5),
                north: box.north.toFixed(5),
                east: box.east.toFixed(5),
                zoom: box.zoom.toFixed(1),
              },
              signal,
            }),
          shown: (answer) => setShown(shownText(answer)),
          failed: () => showToast(adminText.error, "error"),
        });
      })
      .catch(() => showToast(adminText.error, "error"));
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, []);
  return (
    <>
      <section ref={canvas} className="al-map" aria-label="Map of practitioner locations" />
      <p className="vh-admin-muted" role="status">
        {shown}
      </p>
    </>
  );
}

/**
 * /admin/locations (spec sections 2, 3 and 8): where the active practitioners practise, as a list
 * (25 a page, read a page at a time from the server) or on a map of clusters and pins; the view
 * and page live in the address. A failure shows the spec's 'error' toast.
 */
export function Locations() {
  const [view, update] = useUrlState(DEFAULTS);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const showMap = view.view === "map";
  // One page from the server, its total in X-Total-Count (the list is the spec's plain array) and
  // where it starts in X-Page-Anchor (the next page asked for is read from there).
  const anchor = useDirectoryAnchor();
  const { load, reload } = useAdminList(`locations ${page}`, (signal) => {
    let total = 0;
    return api
      .call("GET /api/location/getLocation", {
        query: { page, perPage: PAGE_SIZE, ...anchor.anchor() },
        signal,
        onHeaders: (headers) => {
          total = Number(headers.get("X-Total-Count")) || 0;
          anchor.keep(headers.get("X-Page-Anchor"));
        },
      })
      .then((rows) => ({ rows, total }))
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") showToast(adminText.error, "error");
        throw error;
      });
  });

  return (
    <>
      <div className="vh-admin-toolbar">
        <button
          type="button"
          className={`vh-btn ${showMap ? "vh-btn--outline" : "vh-btn--primary"}`}
          aria-pressed={!showMap}
          onClick={() => update({ view: "list" })}
        >
          List view
        </button>
        <button
          type="button"
          className={`vh-btn ${showMap ? "vh-btn--primary" : "vh-btn--outline"}`}
          aria-pressed={showMap}
          onClick={() => update({ view: "map" })}
        >
          Map view
        </button>
        {load.status === "ready" && (
          <span className="vh-admin-muted">
            {load.total} active practitioner{load.total === 1 ? "" : "s"}
          </span>
        )}
      </div>
      {showMap ? (
        <LocationsMap />
      ) : (
        <AdminTable
          caption="Practitioner locations"
          columns={columns}
          load={load}
          {...paging}
          pageSize={PAGE_SIZE}
          onRetry={reload}
          lowPriority={["address"]}
        />
      )}
    </>
  );
}

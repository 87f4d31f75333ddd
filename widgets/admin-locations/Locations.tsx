import { useEffect, useRef } from "react";
import type { LocationRow } from "../../core/schemas/locations";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { useAdminList, useClientPage } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import type { ResultsMap } from "../search-results/results-map";
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

/**
 * The search page's map (widgets/search-results/results-map.ts, Leaflet in its own chunk), loaded
 * only when the map view is first shown; each practitioner a numbered pin linking to their profile.
 */
function LocationsMap({ rows }: { rows: LocationRow[] }) {
  const canvas = useRef<HTMLElement>(null);
  const map = useRef<ResultsMap | null>(null);
  useEffect(() => {
    let cancelled = false;
    import("../search-results/results-map")
      .then(({ createResultsMap }) => {
        if (cancelled || !canvas.current) return;
        map.current = createResultsMap(canvas.current);
        map.current.show(
          rows
            .filter((row) => Number.isFinite(row.lat) && Number.isFinite(row.lng))
            .map((row, index) => ({
              id: row.id,
              rank: index + 1,
              name: row.name,
              profession: row.location || row.address || adminText.noLocation,
              href: `/page/practitioner/${encodeURIComponent(row.id)}`,
              lat: row.lat,
              lng: row.lng,
            })),
          null,
        );
      })
      .catch(() => showToast(adminText.error, "error"));
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [rows]);
  return <section ref={canvas} className="al-map" aria-label="Map of practitioner locations" />;
}

/**
 * /admin/locations (spec sections 2, 3 and 8): where the active practitioners practise, as a list
 * (25 a page) or on a map; the view and page live in the address. A failure shows the spec's
 * 'error' toast.
 */
export function Locations() {
  const [view, update] = useUrlState(DEFAULTS);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const showMap = view.view === "map";
  const { load, reload } = useAdminList("locations", (signal) =>
    api
      .call("GET /api/location/getLocation", { signal })
      .then((rows) => ({ rows, total: rows.length }))
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") showToast(adminText.error, "error");
        throw error;
      }),
  );
  const shown = useClientPage(load, page, PAGE_SIZE);

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
      {showMap && load.status === "ready" ? (
        <LocationsMap rows={load.rows} />
      ) : (
        <AdminTable
          caption="Practitioner locations"
          columns={columns}
          load={shown}
          {...paging}
          pageSize={PAGE_SIZE}
          onRetry={reload}
          lowPriority={["address"]}
        />
      )}
    </>
  );
}

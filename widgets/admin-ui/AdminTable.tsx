import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { useEffect, useId, useMemo, useState } from "react";
import { pageCount } from "../../core/pager";
import { EmptyState } from "../ui/EmptyState";
import { Loader } from "../ui/Loader";
import { AdminPager } from "./AdminPager";
import { adminText } from "./admin-text";
import type { ListLoad } from "./use-admin-list";
import "./admin.css";

/**
 * Every admin list's table: @tanstack/react-table v9 as a headless model, our own
 * markup and the base stylesheet. The server pages (and sorts, where it can); the table never
 * pages or sorts rows itself (`manualSorting`), so what it shows is exactly the server's page.
 *
 * Columns come from `adminColumns<Row>()` (a column helper bound to the features below). On a
 * narrow screen the `lowPriority` columns start hidden, the rows become cards (each cell labelled
 * with its column), and a "Columns" control shows or hides any column. The first visible column is
 * the row header.
 */
export const adminTableFeatures = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
export type AdminFeatures = typeof adminTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: columns of different value types in one array (TanStack's own advice).
export type AdminColumn<Row extends RowData> = ColumnDef<AdminFeatures, Row, any>;

/** The column helper for admin tables: `const col = adminColumns<Row>(); col.accessor("name", {...})`. */
export function adminColumns<Row extends RowData>() {
  return createColumnHelper<AdminFeatures, Row>();
}

/** Narrower than this, low-priority columns start hidden (the admin card's content width on a phone). */
const NARROW = "(max-width: 47.99rem)";

function narrowNow(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(NARROW).matches;
}

function defaultVisibility(lowPriority: readonly string[], narrow: boolean): ColumnVisibilityState {
  return Object.fromEntries(lowPriority.map((id) => [id, !narrow]));
}

/** One server-side sort: a column id and its direction. */
export interface AdminSort {
  id: string;
  desc: boolean;
}

/** A row's key: its `id` unless the row has none (then `getRowId` is required). */
type RowIdProp<Row> = { getRowId?(row: Row): string } & (Row extends { id: string }
  ? unknown
  : { getRowId(row: Row): string });

export type AdminTableProps<Row extends RowData> = RowIdProp<Row> & {
  /** Read by screen readers as the table's name; page and total are added. */
  caption: string;
  /** Stable (module level or memoised): a new array rebuilds the table model. */
  columns: AdminColumn<Row>[];
  load: ListLoad<Row>;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onRetry(): void;
  /** Column ids hidden at first on a narrow screen. */
  lowPriority?: readonly string[];
  /** Server-side sort; only columns with `enableSorting: true` get a sort button. */
  sort?: AdminSort;
  onSort?(sort: AdminSort): void;
};

const rowId = (row: unknown) => (row as { id: string }).id;

const EMPTY: never[] = [];

/** A column's name as text (its header when that is a string, else its id). */
function headerText(header: unknown, id: string): string {
  return typeof header === "string" ? header : id;
}

export function AdminTable<Row extends RowData>(props: AdminTableProps<Row>) {
  const { caption, columns, load, page, pageSize, onPage, onRetry, sort, onSort } = props;
  const lowPriority = props.lowPriority ?? EMPTY;
  const controlsId = useId();
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() =>
    defaultVisibility(lowPriority, narrowNow()),
  );

  // Crossing the breakpoint (a phone turned, a window resized) resets to that width's defaults.
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(NARROW);
    const onChange = () => setVisibility(defaultVisibility(lowPriority, query.matches));
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [lowPriority]);

  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const rows = load.status === "ready" ? load.rows : EMPTY;
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => (props.getRowId ?? rowId)(row),
    state: { columnVisibility: visibility, sorting },
    onColumnVisibilityChange: setVisibility,
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (first && onSort) onSort({ id: first.id, desc: first.desc });
    },
  });

  const total = load.status === "ready" ? load.total : 0;
  const totalPages = pageCount(total, pageSize);
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    <div className="vh-admin-table">
      {hideable.length > 1 && (
        <details className="vh-admin-columns">
          <summary>Columns</summary>
          <fieldset id={controlsId}>
            <legend className="vh-sr-only">Columns to show</legend>
            {hideable.map((column) => (
              <label key={column.id} className="vh-check">
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  onChange={(event) => column.toggleVisibility((event.target as HTMLInputElement).checked)}
                />
                {headerText(column.columnDef.header, column.id)}
              </label>
            ))}
          </fieldset>
        </details>
      )}
      {load.status === "loading" && <Loader />}
      {load.status === "error" && (
        <div className="vh-admin-table__error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="vh-btn vh-btn--outline" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {load.status === "ready" && load.rows.length === 0 && <EmptyState />}
      {load.status === "ready" && load.capped && (
        <p className="vh-admin-muted" role="status">
          {adminText.capped(load.total)}
        </p>
      )}
      {load.status === "ready" && load.rows.length > 0 && (
        // Scrolls sideways inside itself if a phone still cannot fit it; focusable so keyboards can too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className="vh-admin-table__scroll" tabIndex={0} aria-label={caption}>
          <table>
            <caption className="vh-sr-only">
              {caption}, page {page} of {Math.max(1, totalPages)} ({total} in all)
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    const sortable = Boolean(onSort) && header.column.getCanSort();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                        }
                      >
                        {header.isPlaceholder ? null : sortable ? (
                          <button
                            type="button"
                            className="vh-admin-table__sort"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {direction === "asc" ? " ▲" : direction === "desc" ? " ▼" : " ↕"}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell, index) =>
                    index === 0 ? (
                      <th key={cell.id} scope="row">
                        <table.FlexRender cell={cell} />
                      </th>
                    ) : (
                      // On a phone each row is a card and each cell shows its column's name (admin.css).
                      <td key={cell.id} data-label={headerText(cell.column.columnDef.header, cell.column.id)}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {load.status === "ready" && <AdminPager page={page} totalPages={totalPages} onGo={onPage} />}
    </div>
  );
}

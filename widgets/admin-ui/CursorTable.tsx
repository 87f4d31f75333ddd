import type { RowData } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { type AdminColumn, AdminTable, type AdminTableProps } from "./AdminTable";

/** One page of a cursor-paged list: its rows and the next page's cursor (null on the last). */
export interface CursorPage<Row> {
  rows: Row[];
  next: string | null;
}

/**
 * An admin list the server pages by cursor (an index ordered by time or date, no total): the first
 * page when `listKey` changes, "Show more" appends the next. The table shows every row loaded.
 */
export function CursorTable<Row extends RowData>({
  caption,
  columns,
  listKey,
  fetchPage,
  getRowId,
}: {
  caption: string;
  /** Stable (module level or memoised). */
  columns: AdminColumn<Row>[];
  /** Whatever the first page depends on (a filter): a change loads it again. */
  listKey: string;
  fetchPage(cursor: string | undefined): Promise<CursorPage<Row>>;
  getRowId(row: Row): string;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState("");

  const load = async (cursor?: string) => {
    setError("");
    try {
      const page = await fetchPage(cursor);
      setRows((before) => [...(cursor ? (before ?? []) : []), ...page.rows]);
      setNext(page.next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The list could not be loaded.");
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the list's key changes only.
  useEffect(() => {
    setRows(null);
    void load();
  }, [listKey]);

  // A generic row cannot prove `getRowId` is optional for it (AdminTable's RowIdProp): it is given.
  const table = {
    caption,
    columns,
    getRowId,
    load: error
      ? { status: "error", message: error }
      : rows === null
        ? { status: "loading" }
        : { status: "ready", rows, total: rows.length },
    page: 1,
    pageSize: Math.max(rows?.length ?? 0, 1),
    onPage: () => undefined,
    onRetry: () => void load(),
  } as AdminTableProps<Row>;
  return (
    <>
      <AdminTable {...table} />
      {next && (
        <button type="button" className="vh-btn vh-btn--outline" onClick={() => void load(next)}>
          Show more
        </button>
      )}
    </>
  );
}

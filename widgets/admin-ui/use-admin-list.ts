import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../api/client";

/** What an admin list shows: loading, an error with a message, or a page of rows and the total. */
export type ListLoad<Row> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; rows: Row[]; total: number; capped?: boolean };

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** A search matched more than the server reads: `total` counts the first matches only. */
  capped?: boolean;
}

const LOAD_FAILED = "The list could not be loaded.";

/**
 * Loads one page of an admin list whenever `key` changes (build it from everything the request
 * depends on, e.g. `JSON.stringify(query)`), aborting the previous request. `reload()` asks again
 * (Try again, or after an action); `updateRows` edits the shown rows after an action without a reload.
 */
export function useAdminList<Row>(
  key: string,
  fetchPage: (signal: AbortSignal) => Promise<ListPage<Row>>,
  /** The error's first sentence (the server's readable error follows). */
  failureText = LOAD_FAILED,
): { load: ListLoad<Row>; reload(): void; updateRows(change: (rows: Row[]) => Row[]): void } {
  const [load, setLoad] = useState<ListLoad<Row>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are what trigger a load.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    fetchRef
      .current(controller.signal)
      .then((page) => setLoad({ status: "ready", rows: page.rows, total: page.total, capped: page.capped }))
      .catch((error: unknown) => {
        if ((error as Error)?.name === "AbortError") return;
        const message = error instanceof ApiError ? `${failureText} ${error.message}` : failureText;
        setLoad({ status: "error", message });
      });
    return () => controller.abort();
  }, [key, attempt, failureText]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const updateRows = useCallback((change: (rows: Row[]) => Row[]) => {
    setLoad((current) => (current.status === "ready" ? { ...current, rows: change(current.rows) } : current));
  }, []);
  return { load, reload, updateRows };
}

/** One page of a list the server answers whole (a few rows): the pages are cut here. */
export function useClientPage<Row>(load: ListLoad<Row>, page: number, pageSize: number): ListLoad<Row> {
  return useMemo(
    () =>
      load.status === "ready"
        ? { ...load, rows: load.rows.slice((page - 1) * pageSize, page * pageSize) }
        : load,
    [load, page, pageSize],
  );
}

/** Where a page's anchor is kept in its history entry (a reload of that page starts from it). */
const ANCHOR_STATE = "directoryAnchor";

function storedAnchor(): string | null {
  const state: unknown = window.history.state;
  const value = state && typeof state === "object" ? (state as Record<string, unknown>)[ANCHOR_STATE] : null;
  return typeof value === "string" ? value : null;
}

/**
 * The `anchor` the last page of a directory list answered (issue 30): sent with the next request,
 * the server reads a nearby page (next, previous, the pager's window) from there instead of from an
 * end of the list. Kept in memory and in the page's history entry (so a reload or Back reads from
 * it too), never in the address; the server ignores one from another filter or order.
 */
export function useDirectoryAnchor(): {
  anchor(): { anchor?: string };
  keep(anchor: string | null): void;
} {
  const last = useRef<string | null>(null);
  return useMemo(
    () => ({
      anchor: () => {
        last.current ??= storedAnchor();
        return last.current ? { anchor: last.current } : {};
      },
      keep: (anchor: string | null) => {
        last.current = anchor;
        const state: unknown = window.history.state;
        const kept = state && typeof state === "object" ? state : {};
        window.history.replaceState({ ...kept, [ANCHOR_STATE]: anchor }, "");
      },
    }),
    [],
  );
}

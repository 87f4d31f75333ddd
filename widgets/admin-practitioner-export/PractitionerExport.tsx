import { useEffect, useRef, useState } from "react";
import { sastDate } from "../../core/sast-time";
import { LIST_DEFAULTS, listQuery } from "../admin-practitioners/list-view";
import { readUrlState, writeUrlState } from "../admin-ui/url-state";
import { ApiError, api } from "../api/client";
import { csvFileName, csvHeaderLine, csvLines } from "./csv";
import "../admin-practitioners/admin-practitioners.css";

type Run =
  | { state: "idle" }
  | { state: "running"; done: number; read: number; total: number }
  | { state: "cancelled"; done: number; read: number; total: number }
  | { state: "failed"; message: string }
  | { state: "finished"; done: number; read: number; total: number; url: string; fileName: string };

const PROGRESS_LABEL = { running: "Exporting", cancelled: "Cancelled at", finished: "Exported" } as const;

/**
 * /admin/export/practitioner: every practitioner matching the list's filters (from the
 * address, as the list's "Export CSV" link passes them) as a CSV file. GET /api/practitioner/export
 * page by page (500 of the status read a request; the first page says how many there are), each page
 * turned into CSV lines as it arrives: the tab stays responsive, the progress bar moves by
 * practitioners read, and Cancel stops between pages. The file is a Blob offered for download.
 */
export function PractitionerExport() {
  const view = readUrlState(window.location.search, LIST_DEFAULTS);
  const query = listQuery(view);
  const [run, setRun] = useState<Run>({ state: "idle" });
  const controller = useRef<AbortController | null>(null);
  const download = useRef<HTMLAnchorElement>(null);

  // The file's URL lives until the page goes or a new export replaces it.
  const url = run.state === "finished" ? run.url : "";
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  useEffect(() => {
    if (run.state === "finished") download.current?.click();
  }, [run.state]);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    const { signal } = abort;
    setRun({ state: "running", done: 0, read: 0, total: 0 });
    try {
      // The byte-order mark tells Excel the file is UTF-8 (names with accents).
      const parts: string[] = ["\uFEFF", csvHeaderLine()];
      let done = 0;
      let read = 0;
      let total = 0;
      let cursor: string | null | undefined;
      do {
        const page = await api.call("GET /api/practitioner/export", {
          query: { ...query, ...(cursor ? { cursor } : {}) },
          signal,
        });
        parts.push(csvLines(page.data));
        done += page.data.length;
        read += page.read;
        total = Math.max(page.total ?? total, read);
        cursor = page.next;
        setRun({ state: "running", done, read, total });
      } while (cursor);
      const blob = new Blob(parts, { type: "text/csv;charset=utf-8" });
      setRun({
        state: "finished",
        done,
        read,
        total: read,
        url: URL.createObjectURL(blob),
        fileName: csvFileName(query.is_active, sastDate(Date.now())),
      });
    } catch (error) {
      if ((error as Error)?.name === "AbortError") return;
      const detail = error instanceof ApiError ? ` ${error.message}` : "";
      setRun({ state: "failed", message: `The export stopped.${detail}` });
    } finally {
      controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setRun((current) => (current.state === "running" ? { ...current, state: "cancelled" } : current));
  };

  const filters = [
    query.is_active === "0" ? "Deactivated practitioners" : "Active practitioners",
    ...(query.search ? [`search \u201c${query.search}\u201d`] : []),
    ...(query.contact_number ? [`contact number \u201c${query.contact_number}\u201d`] : []),
  ].join(", ");
  const backToList = `/admin/practitioners${writeUrlState("", view, LIST_DEFAULTS)}`;

  return (
    <div className="ap-export">
      <p>
        <strong>What is exported:</strong> {filters}, ordered by name. Change the filters on the{" "}
        <a href={backToList}>practitioner list</a> and use its Export CSV link.
      </p>
      {(run.state === "idle" ||
        run.state === "cancelled" ||
        run.state === "failed" ||
        run.state === "finished") && (
        <button type="button" className="vh-btn vh-btn--primary" onClick={start}>
          {run.state === "idle" ? "Start the export" : "Export again"}
        </button>
      )}
      {(run.state === "running" || run.state === "cancelled" || run.state === "finished") && (
        <div className="ap-progress">
          <label htmlFor="ap-progress">
            {PROGRESS_LABEL[run.state]}: {run.read} of {run.total || "…"} practitioners read, {run.done}{" "}
            exported
          </label>
          <progress id="ap-progress" max={Math.max(1, run.total)} value={run.read} />
          {run.state === "running" && (
            <button type="button" className="vh-btn vh-btn--outline" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
      )}
      <div role="status" className="ap-export__status">
        {run.state === "cancelled" && "The export was cancelled. No file was made."}
        {run.state === "failed" && <span className="ap-export__error">{run.message}</span>}
        {run.state === "finished" && (
          <>
            Done: {run.done} practitioners.{" "}
            <a ref={download} href={run.url} download={run.fileName}>
              Download {run.fileName}
            </a>
          </>
        )}
      </div>
    </div>
  );
}

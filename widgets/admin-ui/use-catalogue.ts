import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { toastFailureWithDetail, toastSuccess } from "./toasts";

/**
 * A catalogue page's list (featured services, medical schemes: issue 29): loaded once, and replaced
 * by each action's answer (every catalogue route answers the whole list). A 409 (another admin
 * changed the list first) reloads it, so the next try starts from what is stored.
 */
export function useCatalogue<T>(load: (signal?: AbortSignal) => Promise<{ data: T[] }>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      load(signal)
        .then((answer) => setRows(answer.data))
        .catch((error: unknown) => {
          if (!signal?.aborted) setFailed(error instanceof Error);
        });
    },
    [load],
  );
  useEffect(() => {
    const controller = new AbortController();
    reload(controller.signal);
    return () => controller.abort();
  }, [reload]);
  /** Runs one action (once at a time): true when it succeeded. */
  const run = async (action: () => Promise<{ data: T[] }>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      setRows((await action()).data);
      toastSuccess();
      return true;
    } catch (error) {
      toastFailureWithDetail(error);
      if (error instanceof ApiError && error.status === 409) reload();
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** `run` for a form: a failure is thrown again after its toast, for the form to show its field messages. */
  const submit = async (action: () => Promise<{ data: T[] }>): Promise<true> => {
    let failure: unknown;
    const done = await run(() =>
      action().catch((error: unknown) => {
        failure = error;
        throw error;
      }),
    );
    if (!done) throw failure;
    return true;
  };
  return { rows, failed, busy, run, submit, reload: () => reload() };
}

import { useCallback, useEffect, useSyncExternalStore } from "react";
import { type ProfileView, profileView } from "../../core/profile-view";
import { ApiError, api } from "../api/client";

/**
 * One GET /api/practitioner/users?id= per practitioner per page, shared by every instance of the
 * widget (the sidebar and the reviews list): a module-level entry per id that instances subscribe to.
 * Retry from any instance reloads it for all of them.
 */
export type ProfileLoad =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error" }
  | { status: "ready"; view: ProfileView };

interface Entry {
  load: ProfileLoad;
  listeners: Set<() => void>;
  started: boolean;
}

const LOADING: ProfileLoad = { status: "loading" };
const NOT_FOUND: ProfileLoad = { status: "not-found" };
const entries = new Map<string, Entry>();

function entryFor(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = { load: LOADING, listeners: new Set(), started: false };
    entries.set(id, entry);
  }
  return entry;
}

function settle(entry: Entry, load: ProfileLoad): void {
  entry.load = load;
  for (const listener of entry.listeners) listener();
}

function fetchProfile(id: string, entry: Entry): void {
  entry.started = true;
  settle(entry, LOADING);
  api
    .call("GET /api/practitioner/users", { query: { id } })
    .then((body) => settle(entry, { status: "ready", view: profileView(body) }))
    .catch((error: unknown) => {
      // 404: unknown or deactivated; 400: an id the API refuses. Both mean "not here" to a patient.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        settle(entry, NOT_FOUND);
        return;
      }
      console.error("[practitioner-profile] load failed", error);
      settle(entry, { status: "error" });
    });
}

/** The profile for `id` (null: a missing or malformed id, shown as not found without a call). */
export function useProfile(id: string | null): { load: ProfileLoad; retry: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (id === null) return () => {};
      const entry = entryFor(id);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [id],
  );
  const load = useSyncExternalStore(subscribe, () => (id === null ? NOT_FOUND : entryFor(id).load));
  useEffect(() => {
    if (id === null) return;
    const entry = entryFor(id);
    if (!entry.started) fetchProfile(id, entry);
  }, [id]);
  const retry = useCallback(() => {
    if (id !== null) fetchProfile(id, entryFor(id));
  }, [id]);
  return { load, retry };
}

import { useCallback, useSyncExternalStore } from "react";

/**
 * What the calendar and the form share, per practitioner: the chosen slot, and a revision the
 * calendar reloads on (after a booking, or when a slot turned out to be taken). The two parts can be
 * separate widget instances (the practitioner page puts them in two frames), so this lives at module
 * level, like the profile store.
 */
export interface Selection {
  date: string;
  time: string;
  /** Chosen by a waitlist offer's link (issue 26): its token books the held time; the hold's end. */
  offer?: { token: string; heldUntilMs: number };
}

interface Entry {
  selection: Selection | null;
  revision: number;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

function entryFor(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = { selection: null, revision: 0, listeners: new Set() };
    entries.set(id, entry);
  }
  return entry;
}

function notify(entry: Entry): void {
  for (const listener of entry.listeners) listener();
}

export function selectSlot(id: string, selection: Selection | null): void {
  const entry = entryFor(id);
  entry.selection = selection;
  notify(entry);
}

/** Clears the choice and makes every calendar for this practitioner load its week again. */
export function reloadSlots(id: string): void {
  const entry = entryFor(id);
  entry.selection = null;
  entry.revision += 1;
  notify(entry);
}

export function useSlotStore(id: string) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryFor(id);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [id],
  );
  const selection = useSyncExternalStore(subscribe, () => entryFor(id).selection);
  const revision = useSyncExternalStore(subscribe, () => entryFor(id).revision);
  return { selection, revision };
}

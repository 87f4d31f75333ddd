/**
 * `useSyncExternalStoreWithSelector` (the `use-sync-external-store/shim/with-selector` export that
 * @tanstack/react-store calls), written against our React API so the build does not take the
 * package's CommonJS shim, which imports preact/compat as a whole namespace into the shared widget
 * runtime of every page. vite.config.ts aliases the package path here. Same contract as React's:
 * the selection is recomputed only when the snapshot changes, and kept when `isEqual` says so.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last selection rendered, so an equal new one can be replaced by it (same identity).
  const rendered = useRef<{ has: boolean; value: Selection | undefined }>({ has: false, value: undefined });

  const [getSelection, getServerSelection] = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | undefined;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? { has: true, value: memo.selection } : rendered.current;
      if (isEqual && previous.has && isEqual(previous.value as Selection, next)) {
        memo = { snapshot, selection: previous.value as Selection };
        return previous.value as Selection;
      }
      memo = { snapshot, selection: next };
      return next;
    };
    const server = getServerSnapshot ? () => select(getServerSnapshot()) : undefined;
    return [() => select(getSnapshot()), server] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { has: true, value };
  }, [value]);
  return value;
}

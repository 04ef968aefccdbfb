// The user's column state for one grid (widths, order, hidden columns), kept as a stored item
// under the grid's `stateKey` (`${userId}:${screenId}:${gridId}`) and read back on mount, so it
// survives a reload (decision 0040). A thin hook over gridColumnState.ts: the state is read
// before the first render (no layout jump), each change writes the item, a reset removes it.
// Without a stateKey the state lives only as long as the grid.
import { useCallback, useMemo, useState } from 'react';
import { createStoredItemStore, type StoredItemStore } from '../storage/storedItem';
import {
  applyColumnState,
  emptyColumnState,
  isEmptyColumnState,
  restoreColumnState,
  serializeColumnState,
  withHidden,
  withMove,
  withWidth,
  type ColumnState,
} from './gridColumnState';

/** The stored item's key for a grid's state key. */
export const columnStateItemKey = (stateKey: string) => `grid-columns:${stateKey}`;

let sharedStore: StoredItemStore | undefined;
/** One localStorage-backed store for every grid (created on first use: it purges expired items once). */
const defaultStore = () => (sharedStore ??= createStoredItemStore());

export interface ColumnStateApi<C extends { key: string }> {
  state: ColumnState;
  /** The declared columns in the user's order, hidden ones left out. */
  visible: C[];
  setWidth(key: string, width: number): void;
  setHidden(key: string, hidden: boolean): void;
  move(key: string, by: number): void;
  /** Back to the declared columns (the stored item removed). */
  reset(): void;
}

export function useColumnState<C extends { key: string }>(
  columns: readonly C[],
  stateKey: string | undefined,
  storeOption: StoredItemStore | undefined,
): ColumnStateApi<C> {
  const keys = useMemo(() => columns.map((c) => c.key), [columns]);
  const store = stateKey ? (storeOption ?? defaultStore()) : undefined;
  const read = () =>
    store && stateKey ? restoreColumnState(store.get(columnStateItemKey(stateKey)), keys) : emptyColumnState();
  const [held, setHeld] = useState(() => ({ key: stateKey, state: read() }));
  // Another screen or user for the same grid: its own state (read while rendering, no flash).
  let state = held.state;
  if (held.key !== stateKey) {
    state = read();
    setHeld({ key: stateKey, state });
  }

  const update = useCallback(
    (change: (s: ColumnState) => ColumnState) => {
      setHeld((h) => {
        const next = change(h.state);
        if (next === h.state) return h;
        if (store && h.key) {
          const itemKey = columnStateItemKey(h.key);
          if (isEmptyColumnState(next)) store.remove(itemKey);
          else store.set(itemKey, serializeColumnState(next));
        }
        return { key: h.key, state: next };
      });
    },
    [store],
  );

  const visible = useMemo(() => applyColumnState(columns, state), [columns, state]);
  return {
    state,
    visible,
    setWidth: useCallback((key, width) => update((s) => withWidth(s, key, width)), [update]),
    setHidden: useCallback((key, hidden) => update((s) => withHidden(s, keys, key, hidden)), [update, keys]),
    move: useCallback((key, by) => update((s) => withMove(s, keys, key, by)), [update, keys]),
    reset: useCallback(() => update(() => emptyColumnState()), [update]),
  };
}

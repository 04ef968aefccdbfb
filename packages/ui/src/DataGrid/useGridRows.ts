import { useState, useSyncExternalStore } from 'react';
import { createGridRows, type GridRows, type GridRowsOptions } from './gridRows';

/**
 * The grid's row store (`createGridRows`) for a component: created once, and the component renders
 * again after every change. The options are read once; `load()` replaces the rows later.
 */
export function useGridRows<Row extends object>(options: GridRowsOptions<Row> = {}): GridRows<Row> {
  const [store] = useState(() => createGridRows(options));
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

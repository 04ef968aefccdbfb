import type { DataGridState } from './useDataGrid';

/**
 * What the grid's cells read instead of props: react-window memoizes its cells on their props, so
 * the props stay the same across edits and each cell subscribes here for its row's signature. A
 * change (an edit, a check, the active cell moving) renders only the rows whose signature changed:
 * an edit committed with Enter renders the edited row and the row below, not the whole view.
 */
export interface CellFeed {
  /** The grid's latest behaviour (read by cells when they render and by their event handlers). */
  readonly api: DataGridState<object>;
  /**
   * The element inside the active cell that holds the grid's one input (keys, IME, the editor).
   * The grid renders the input there through a portal, in its own render, so the input's value
   * is never a render behind (an IME composition would break).
   */
  /** A ref callback for a slot: the newest mounted slot holds the input; when it goes, the one before. */
  holdSlot(element: HTMLElement | null): (() => void) | undefined;
  slot(): HTMLElement | null;
  subscribeSlot(listener: () => void): () => void;
  subscribe(listener: () => void): () => void;
  /** A value that changes exactly when the row (0: the header) must render again. */
  rowSignature(rowIndex: number): string;
  /**
   * The columns react-window renders (with overscan). Frozen columns outside them are drawn by the
   * row's first rendered cell; only that cell follows the range.
   */
  setRendered(start: number, stop: number): void;
  /** The rendered columns. */
  rendered(): { start: number; stop: number };
  /** Frozen columns outside the rendered range (drawn by the first rendered cell). */
  extraColumns(): readonly number[];
  /** A cell's signature: its row's, plus the extra frozen columns for the first rendered cell. */
  cellSignature(rowIndex: number, columnIndex: number): string;
  /** The header copy's signature: the header row's plus the rendered range. */
  headerSignature(): string;
  /** After every render of the grid: the new behaviour; rows whose signature changed render again. */
  publish(api: DataGridState<object>): void;
}

/** A number per row object: rows are replaced on every change, never mutated. */
const identities = new WeakMap<object, number>();
let nextIdentity = 1;
const identity = (row: object | undefined) => {
  if (!row) return 0;
  let id = identities.get(row);
  if (id === undefined) {
    id = nextIdentity++;
    identities.set(row, id);
  }
  return id;
};

export function createCellFeed(initial: DataGridState<object>): CellFeed {
  let api = initial;
  let slot: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const slotListeners = new Set<() => void>();
  const cache = new Map<number, string>();
  // Until react-window reports its range, every column counts as rendered (no extra copies).
  let rendered = { start: 0, stop: Number.POSITIVE_INFINITY };
  let extras: number[] | null = null;
  const extraColumns = () => {
    if (!extras) {
      extras = [];
      api.laid.columns.forEach((c, i) => {
        if (c.frozen && (i < rendered.start || i > rendered.stop)) extras!.push(i);
      });
    }
    return extras;
  };
  // Which columns take edits now (readOnly may change at run time): part of every row's signature.
  const editableFlags = () => api.laid.columns.map((_, i) => (api.editableAt(i) ? 1 : 0)).join('');
  let editable = editableFlags();
  const notify = () => {
    cache.clear();
    extras = null;
    editable = editableFlags();
    for (const listener of [...listeners]) listener();
  };
  /** Slots mounted now: for a moment (a frozen cell drawn twice while scrolling) there are two. */
  const held: HTMLElement[] = [];
  const set = (element: HTMLElement | null) => {
    if (element === slot) return;
    slot = element;
    for (const listener of [...slotListeners]) listener();
  };

  const signature = (rowIndex: number): string => {
    if (rowIndex === 0)
      return `h:${api.sortKeys.map((k) => `${k.key}.${k.direction}`).join(',')}:${api.allChecked ? 1 : 0}:${editable}`;
    const viewRow = rowIndex - 1;
    const key = api.keyAtView(viewRow);
    const active = api.active.row === viewRow ? api.active.col : '';
    const range = api.range;
    const selected = range && viewRow >= range.top && viewRow <= range.bottom ? `${range.left}-${range.right}` : '';
    return [
      identity(api.rowAtView(viewRow)),
      api.stateAtView(viewRow),
      key !== undefined && api.store.isChecked(key) ? 1 : 0,
      active,
      selected,
      editable,
      api.errorSignature(key),
    ].join(':');
  };

  const rowSignature = (rowIndex: number) => {
    let value = cache.get(rowIndex);
    if (value === undefined) {
      value = signature(rowIndex);
      cache.set(rowIndex, value);
    }
    return value;
  };

  return {
    get api() {
      return api;
    },
    holdSlot(element) {
      if (!element) return undefined;
      held.push(element);
      set(element);
      return () => {
        held.splice(held.indexOf(element), 1);
        if (slot === element) set(held[held.length - 1] ?? null);
      };
    },
    slot: () => slot,
    subscribeSlot(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rowSignature,
    setRendered(start, stop) {
      if (start === rendered.start && stop === rendered.stop) return;
      rendered = { start, stop };
      notify();
    },
    rendered: () => rendered,
    extraColumns,
    cellSignature: (rowIndex, columnIndex) => {
      const row = rowSignature(rowIndex);
      return columnIndex === rendered.start ? `${row}|${extraColumns().join(',')}` : row;
    },
    headerSignature: () => {
      return `${rowSignature(0)}|${rendered.start}-${rendered.stop}`;
    },
    publish(next) {
      api = next;
      notify();
    },
  };
}

// The user's column state (widths, order, hidden columns) as the grid keeps it per user and
// screen (a stored item under the grid's `stateKey`, decision 0040): pure functions, no React,
// no storage. The hook (useColumnState.ts) reads and writes the stored item; the layout
// (gridColumns.ts) applies the state to the columns the page declares.

/** Bumped when the stored shape changes: an entry of another version is discarded. */
export const COLUMN_STATE_VERSION = 1;
/** A data column's narrowest and widest width (px) by pointer or keyboard. */
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 800;
/** One ArrowLeft / ArrowRight on a header's separator (px). */
export const RESIZE_STEP = 10;

export interface ColumnState {
  /** The data columns' keys in the user's order (only columns the page declares). */
  order: string[];
  /** Widths the user set (px, clamped). */
  widths: Record<string, number>;
  /** Keys of the columns the user hid. */
  hidden: string[];
}

/** The stored form: the state with its version. */
export interface StoredColumnState extends ColumnState {
  v: number;
}

export const emptyColumnState = (): ColumnState => ({ order: [], widths: {}, hidden: [] });

export const clampWidth = (width: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/** The stored form of a state (its version added). */
export function serializeColumnState(state: ColumnState, version = COLUMN_STATE_VERSION): StoredColumnState {
  return { v: version, order: [...state.order], widths: { ...state.widths }, hidden: [...state.hidden] };
}

const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/**
 * The state a stored value gives for the columns the page declares now (`keys`): an entry of
 * another version, or not of the stored shape, gives the empty state; keys of columns the page
 * no longer declares are dropped; widths are clamped; every column stays visible when the entry
 * would hide them all.
 */
export function restoreColumnState(
  stored: unknown,
  keys: readonly string[],
  version = COLUMN_STATE_VERSION,
): ColumnState {
  if (typeof stored !== 'object' || stored === null) return emptyColumnState();
  const s = stored as Partial<StoredColumnState>;
  if (s.v !== version) return emptyColumnState();
  const known = new Set(keys);
  const order = isStringArray(s.order) ? [...new Set(s.order.filter((k) => known.has(k)))] : [];
  const widths: Record<string, number> = {};
  if (typeof s.widths === 'object' && s.widths !== null) {
    for (const [k, w] of Object.entries(s.widths)) {
      if (known.has(k) && typeof w === 'number' && Number.isFinite(w)) widths[k] = clampWidth(w);
    }
  }
  let hidden = isStringArray(s.hidden) ? [...new Set(s.hidden.filter((k) => known.has(k)))] : [];
  if (hidden.length >= keys.length) hidden = [];
  return { order, widths, hidden };
}

/**
 * The columns in the state's order without the hidden ones. Columns the state does not order
 * (new ones) keep their declared place after the ordered ones before them.
 */
export function applyColumnState<C extends { key: string }>(columns: readonly C[], state: ColumnState): C[] {
  const hidden = new Set(state.hidden);
  if (!state.order.length) return hidden.size ? columns.filter((c) => !hidden.has(c.key)) : [...columns];
  const rank = new Map(state.order.map((k, i) => [k, i]));
  // A column the state does not order sorts right after the declared column before it.
  let last = -1;
  const ranked = columns.map((c, i) => {
    const r = rank.get(c.key);
    if (r !== undefined) last = r;
    return { c, r: r ?? last + 0.5, i };
  });
  ranked.sort((a, b) => a.r - b.r || a.i - b.i);
  return ranked.map((x) => x.c).filter((c) => !hidden.has(c.key));
}

/** The state with a column's width set (clamped). */
export const withWidth = (state: ColumnState, key: string, width: number): ColumnState => ({
  ...state,
  widths: { ...state.widths, [key]: clampWidth(width) },
});

/** The state with a column shown or hidden (the last visible column is never hidden). */
export function withHidden(state: ColumnState, keys: readonly string[], key: string, hide: boolean): ColumnState {
  const hidden = state.hidden.filter((k) => k !== key);
  if (hide) {
    if (keys.filter((k) => !hidden.includes(k) && k !== key).length === 0) return state;
    hidden.push(key);
  }
  return { ...state, hidden };
}

/** The state with a column moved by `by` places in the full order (hidden columns count). */
export function withMove(state: ColumnState, keys: readonly string[], key: string, by: number): ColumnState {
  const order = applyColumnState(
    keys.map((k) => ({ key: k })),
    { ...state, hidden: [] },
  ).map((c) => c.key);
  const from = order.indexOf(key);
  if (from < 0) return state;
  const to = Math.min(order.length - 1, Math.max(0, from + by));
  if (to === from) return state;
  order.splice(from, 1);
  order.splice(to, 0, key);
  return { ...state, order };
}

/** The width a key on a header's separator gives (null: not a resize key). */
export function keyboardWidth(key: string, width: number, step = RESIZE_STEP): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampWidth(width - step);
    case 'ArrowRight':
      return clampWidth(width + step);
    case 'Home':
      return MIN_COLUMN_WIDTH;
    case 'End':
      return MAX_COLUMN_WIDTH;
    default:
      return null;
  }
}

export const isEmptyColumnState = (s: ColumnState) =>
  !s.order.length && !s.hidden.length && !Object.keys(s.widths).length;

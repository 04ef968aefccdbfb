/**
 * The grid's rows and their states (spec 001, grids) as a store without React: states none,
 * created, updated and deleted; adding makes a row created; editing a none row makes it updated
 * (and none again when its values return to the saved ones); deleting a created row drops it,
 * other rows are soft-deleted; changed rows are checked when `autoCheck` is on; `reset()` rolls
 * back to the saved point; `commit()` makes the current rows the saved point; `getChanges()`
 * gives the created, updated and deleted rows for a save call; undo and redo, with a batch (a
 * paste) as one step.
 *
 * Cost: the store keeps only the changed rows beside the row array (their saved values and
 * positions), so `getChanges()`, `commit()` and `reset()` without added rows touch the changed
 * rows only; a reset that removes added rows makes one pass over the array. An edit is O(1).
 */
export type RowState = 'none' | 'created' | 'updated' | 'deleted';

export type RowKey = string;

export interface GridRowsOptions<Row extends object> {
  rows?: readonly Row[];
  /** A row's stable key (default: generated per row object). */
  rowKey?: (row: Row) => RowKey;
  /** Check changed rows automatically (spec option). */
  autoCheck?: boolean;
  /** How many steps undo remembers (default 100). */
  historyLimit?: number;
}

export interface GridChanges<Row> {
  created: Row[];
  updated: Row[];
  deleted: Row[];
}

interface Change<Row> {
  state: Exclude<RowState, 'none'>;
  /** The row at the saved point (updated and deleted rows). */
  saved?: Row;
}

/** A row as it was before and after one step, for undo and redo. */
interface Snapshot<Row> {
  key: RowKey;
  /** -1: the row did not exist. */
  index: number;
  row: Row | undefined;
  change: Change<Row> | undefined;
  checked: boolean;
}

interface Step<Row> {
  before: Snapshot<Row>[];
  after: Snapshot<Row>[];
}

let generated = 0;

export function createGridRows<Row extends object>(options: GridRowsOptions<Row> = {}) {
  const keys = new WeakMap<Row, RowKey>();
  const keyOf =
    options.rowKey ??
    ((row: Row) => {
      let key = keys.get(row);
      if (!key) {
        generated += 1;
        key = `r${generated}`;
        keys.set(row, key);
      }
      return key;
    });
  /**
   * The rows as given until the first change (then a copy of them), and their keys computed when
   * first needed: mounting 100,000 rows allocates no array of its own (two 800 kB arrays in the
   * large-object space set off a major garbage collection in the middle of the first paint).
   * Rows are immutable by contract: the array given is never changed, by the store or its owner.
   */
  let rows: Row[] = (options.rows ?? []) as Row[];
  let ownRows = false;
  let rowKeys: RowKey[] | null = null;
  const keysNow = (): RowKey[] => (rowKeys ??= rows.map(keyOf));
  /** Before a change: the keys of the rows as they are, and a copy of the rows to change. */
  const own = () => {
    if (ownRows) return;
    keysNow();
    rows = [...rows];
    ownRows = true;
  };
  const setRow = (index: number, row: Row) => {
    own();
    rows[index] = row;
  };
  /**
   * Key → index, built on demand: a few lookups after rows came or went scan the key array
   * (natively, well under a millisecond for 100,000 rows); more build the map once. Mounting
   * 100,000 rows builds nothing; edits keep the map valid.
   */
  let indexOf = new Map<RowKey, number>();
  let indexValid = false;
  let scans = 0;
  const invalidate = () => {
    indexValid = false;
    scans = 0;
  };
  const changes = new Map<RowKey, Change<Row>>();
  const checked = new Set<RowKey>();
  const listeners = new Set<() => void>();
  const undoStack: Step<Row>[] = [];
  const redoStack: Step<Row>[] = [];
  const historyLimit = options.historyLimit ?? 100;
  let autoCheck = options.autoCheck ?? false;
  let version = 0;
  /** The step being recorded (a batch gathers several operations into one). */
  let recording: Map<RowKey, Snapshot<Row>> | null = null;

  const emit = () => {
    version += 1;
    for (const l of [...listeners]) l();
  };

  const position = (key: RowKey): number => {
    if (!indexValid) {
      if (scans < 4) {
        scans += 1;
        return keysNow().indexOf(key);
      }
      const all = keysNow();
      indexOf = new Map();
      for (let i = 0; i < all.length; i += 1) indexOf.set(all[i]!, i);
      indexValid = true;
    }
    return indexOf.get(key) ?? -1;
  };

  const snapshot = (key: RowKey): Snapshot<Row> => {
    const index = position(key);
    const change = changes.get(key);
    return {
      key,
      index,
      row: index >= 0 ? rows[index] : undefined,
      change: change ? { ...change } : undefined,
      checked: checked.has(key),
    };
  };

  /** Remembers a row's state before the current step first touches it. */
  const touch = (key: RowKey) => {
    if (recording && !recording.has(key)) recording.set(key, snapshot(key));
  };

  function run<T>(operation: () => T): T {
    const outer = recording === null;
    if (outer) recording = new Map();
    try {
      return operation();
    } finally {
      if (outer) {
        const before = [...recording!.values()];
        recording = null;
        if (before.length) {
          undoStack.push({ before, after: before.map((b) => snapshot(b.key)) });
          if (undoStack.length > historyLimit) undoStack.shift();
          redoStack.length = 0;
          emit();
        }
      }
    }
  }

  const markChecked = (key: RowKey) => {
    if (autoCheck) checked.add(key);
  };

  const insertAt = (index: number, row: Row, key: RowKey) => {
    own();
    rows.splice(index, 0, row);
    rowKeys!.splice(index, 0, key);
    invalidate();
  };
  const removeAt = (index: number) => {
    own();
    rows.splice(index, 1);
    rowKeys!.splice(index, 1);
    invalidate();
  };

  /** Shallow equality of two rows' own values. */
  const sameValues = (a: Row, b: Row) => {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  };

  /** Removes every row in `state` (one pass over the array). */
  const dropRowsIn = (state: Exclude<RowState, 'none'>) => {
    const keep: number[] = [];
    const all = keysNow();
    for (let i = 0; i < rows.length; i += 1) if (changes.get(all[i]!)?.state !== state) keep.push(i);
    rows = keep.map((i) => rows[i]!);
    rowKeys = keep.map((i) => all[i]!);
    ownRows = true;
    invalidate();
  };
  /** A new saved point (a load, a reset, a commit): what was said of the old rows no longer holds. */
  let savedPoint = 0;
  const newSavedPoint = () => {
    savedPoint += 1;
    changes.clear();
    undoStack.length = 0;
    redoStack.length = 0;
    emit();
  };

  /** Puts rows back as snapshots say (undo and redo): removals from the end, then insertions. */
  const restore = (snapshots: Snapshot<Row>[]) => {
    const present = snapshots.filter((s) => s.index < 0).map((s) => ({ s, at: position(s.key) }));
    for (const { at } of present.filter((p) => p.at >= 0).sort((a, b) => b.at - a.at)) removeAt(at);
    for (const s of snapshots.filter((x) => x.index >= 0).sort((a, b) => a.index - b.index)) {
      const at = position(s.key);
      if (at >= 0) {
        setRow(at, s.row!);
        if (options.rowKey === undefined) keys.set(s.row!, s.key);
      } else {
        insertAt(s.index, s.row!, s.key);
        if (options.rowKey === undefined) keys.set(s.row!, s.key);
      }
    }
    for (const s of snapshots) {
      if (s.change) changes.set(s.key, { ...s.change });
      else changes.delete(s.key);
      if (s.checked) checked.add(s.key);
      else checked.delete(s.key);
    }
  };

  const store = {
    /** Listeners are told after every change (for useSyncExternalStore). */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Changes with every change: the snapshot React compares. */
    getVersion: () => version,
    /** Changes with every new saved point (load, reset, commit). */
    get savedPoint() {
      return savedPoint;
    },

    /** Every row in order, soft-deleted ones included (the view may hide them). */
    rows: (): readonly Row[] => rows,
    get size() {
      return rows.length;
    },
    keyAt: (index: number): RowKey | undefined => {
      if (rowKeys) return rowKeys[index];
      const row = rows[index];
      return row === undefined ? undefined : keyOf(row);
    },
    rowAt: (index: number): Row | undefined => rows[index],
    indexOfKey: (key: RowKey) => position(key),
    row: (key: RowKey): Row | undefined => rows[position(key)],
    stateOf: (key: RowKey): RowState => changes.get(key)?.state ?? 'none',
    /** The row's values at the saved point (updated and deleted rows). */
    savedOf: (key: RowKey): Row | undefined => changes.get(key)?.saved ?? store.row(key),
    get changedCount() {
      return changes.size;
    },
    get isDirty() {
      return changes.size > 0;
    },

    /** Adds a created row (at the end, or at `index`); returns its key. */
    add(row: Row, index = rows.length): RowKey {
      return run(() => {
        const key = keyOf(row);
        touch(key);
        insertAt(Math.max(0, Math.min(index, rows.length)), row, key);
        changes.set(key, { state: 'created' });
        markChecked(key);
        return key;
      });
    },

    /** Replaces a row's values; a none row becomes updated, an updated row whose values return becomes none. */
    update(key: RowKey, next: Partial<Row> | ((row: Row) => Row)): void {
      run(() => {
        const index = position(key);
        if (index < 0) return;
        const current = rows[index]!;
        const row = typeof next === 'function' ? next(current) : { ...current, ...next };
        if (sameValues(current, row)) return;
        touch(key);
        if (options.rowKey === undefined) keys.set(row, key);
        setRow(index, row);
        const change = changes.get(key);
        if (!change) {
          changes.set(key, { state: 'updated', saved: current });
          markChecked(key);
        } else if (change.state === 'updated' && change.saved && sameValues(change.saved, row)) {
          changes.delete(key);
          checked.delete(key);
        }
      });
    },

    /** Deletes rows: created ones are dropped, the others soft-deleted (kept, struck through). */
    remove(keysToRemove: Iterable<RowKey>): void {
      run(() => {
        const drop: number[] = [];
        for (const key of keysToRemove) {
          const index = position(key);
          if (index < 0) continue;
          touch(key);
          const change = changes.get(key);
          if (change?.state === 'created') {
            drop.push(index);
            changes.delete(key);
            checked.delete(key);
          } else if (change?.state !== 'deleted') {
            changes.set(key, { state: 'deleted', saved: change?.saved ?? rows[index] });
            // A deleted row keeps its saved values: an edit before the delete is not sent.
            if (change?.saved) setRow(index, change.saved);
            markChecked(key);
          }
        }
        for (const index of drop.sort((a, b) => b - a)) removeAt(index);
      });
    },

    /** Undeletes soft-deleted rows (back to none). */
    restoreDeleted(keysToRestore: Iterable<RowKey>): void {
      run(() => {
        for (const key of keysToRestore) {
          if (changes.get(key)?.state !== 'deleted') continue;
          touch(key);
          changes.delete(key);
          checked.delete(key);
        }
      });
    },

    /** Several operations as one undo step (a paste, a fill). */
    batch<T>(operation: () => T): T {
      return run(operation);
    },

    /** Back to the saved point: added rows go, edited and deleted rows return. Clears the history. */
    reset(): void {
      if (!changes.size) return;
      let created = 0;
      for (const [key, change] of changes) {
        if (change.state === 'created') created += 1;
        else if (change.saved) setRow(position(key), change.saved);
        checked.delete(key);
      }
      if (created) dropRowsIn('created');
      newSavedPoint();
    },

    /** The current rows become the saved point (after a successful save): deleted rows go, all are none. */
    commit(): void {
      let deleted = 0;
      for (const [key, change] of changes) {
        if (change.state === 'deleted') deleted += 1;
        checked.delete(key);
      }
      if (deleted) dropRowsIn('deleted');
      newSavedPoint();
    },

    /** Replaces every row (a new search): the new rows are the saved point. */
    load(next: readonly Row[]): void {
      rows = next as Row[];
      ownRows = false;
      rowKeys = null;
      invalidate();
      checked.clear();
      newSavedPoint();
    },

    /** Appends rows loaded by scroll paging to the saved point (they arrive unchanged). */
    append(more: readonly Row[]): void {
      own();
      for (const row of more) {
        rows.push(row);
        rowKeys!.push(keyOf(row));
      }
      invalidate();
      emit();
    },

    /** The rows a save call sends, by state. */
    getChanges(): GridChanges<Row> {
      const result: GridChanges<Row> = { created: [], updated: [], deleted: [] };
      for (const [key, change] of changes) result[change.state].push(store.row(key)!);
      return result;
    },

    isChecked: (key: RowKey) => checked.has(key),
    get checkedKeys(): ReadonlySet<RowKey> {
      return checked;
    },
    setChecked(key: RowKey, on: boolean) {
      if (on === checked.has(key)) return;
      if (on) checked.add(key);
      else checked.delete(key);
      emit();
    },
    /** Checks or unchecks every row (the header checkbox). */
    setAllChecked(on: boolean) {
      if (on) for (const key of keysNow()) checked.add(key);
      else checked.clear();
      emit();
    },
    get autoCheck() {
      return autoCheck;
    },
    set autoCheck(on: boolean) {
      autoCheck = on;
    },

    get canUndo() {
      return undoStack.length > 0;
    },
    get canRedo() {
      return redoStack.length > 0;
    },
    undo(): boolean {
      const step = undoStack.pop();
      if (!step) return false;
      restore(step.before);
      redoStack.push(step);
      emit();
      return true;
    },
    redo(): boolean {
      const step = redoStack.pop();
      if (!step) return false;
      restore(step.after);
      undoStack.push(step);
      emit();
      return true;
    },
  };
  return store;
}

export type GridRows<Row extends object> = ReturnType<typeof createGridRows<Row>>;

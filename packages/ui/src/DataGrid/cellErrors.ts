/**
 * Refusals of cells' values that come from outside the grid (a server's field errors after a
 * save, `<rowKey>.<field>`), without React. A refusal holds while its cell still has the value it
 * was refused for, at the same saved point: typing a new value, a reset, a new search or a
 * successful save lets it go, with no bookkeeping by the page. Cost: one map lookup per cell.
 */
import type { MessageParams } from '@mro/rules';
import type { RowKey } from './gridRows';

/** One refused cell: the row's key, the column's key, the message code and its params. */
export interface CellError {
  key: RowKey;
  column: string;
  code: string;
  params?: MessageParams;
}

/** A refusal with the value and saved point it was given against. */
export interface HeldCellError extends CellError {
  value: unknown;
  savedPoint: number;
}

export interface CellErrors {
  /** The refusal a cell shows now, or null. */
  at(key: RowKey | undefined, column: string): CellError | null;
  /** The row's refused columns now, for its render signature ('' when none). */
  signature(key: RowKey | undefined): string;
  /** The refusals that still hold, in the order they were given. */
  current(): CellError[];
}

/** What the rows look like now: a cell's value and the store's saved point. */
export interface CellSource {
  valueOf(key: RowKey, column: string): unknown;
  savedPoint: number;
}

/** Takes refusals against the rows as they are now. */
export function holdCellErrors(errors: readonly CellError[], source: CellSource): HeldCellError[] {
  return errors.map((e) => ({ ...e, value: source.valueOf(e.key, e.column), savedPoint: source.savedPoint }));
}

/** The refusals that still hold against the rows as they are now. */
export function cellErrors(held: readonly HeldCellError[], source: CellSource): CellErrors {
  const live = held.filter(
    (e) => e.savedPoint === source.savedPoint && Object.is(source.valueOf(e.key, e.column), e.value),
  );
  const byCell = new Map(live.map((e) => [`${e.key}\u0000${e.column}`, e]));
  const byRow = new Map<RowKey, string[]>();
  for (const e of live) byRow.set(e.key, [...(byRow.get(e.key) ?? []), e.column]);
  const plain = ({ key, column, code, params }: HeldCellError): CellError => ({
    key,
    column,
    code,
    ...(params ? { params } : {}),
  });
  return {
    at: (key, column) => {
      const held = key === undefined ? undefined : byCell.get(`${key}\u0000${column}`);
      return held ? plain(held) : null;
    },
    signature: (key) => (key === undefined ? '' : (byRow.get(key)?.join(',') ?? '')),
    current: () => live.map(plain),
  };
}

// The Table's pure core: the next sort when a header is pressed, and rows sorted by a column
// (strings by the locale's collation, so 가나다 and ABC sort as people expect; numbers as
// numbers; empty values last either way). No React. Cost: O(n log n) per sort, on a copy.

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** Pressing a header: a new column sorts ascending; the sorted one flips. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export type SortValue = string | number | null | undefined;

export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const ea = a.value === null || a.value === undefined || a.value === '';
      const eb = b.value === null || b.value === undefined || b.value === '';
      if (ea || eb) return ea === eb ? a.index - b.index : ea ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

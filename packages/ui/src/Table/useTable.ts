// The Table's behaviour: the controllable sort (useControllableState), rows sorted here unless the
// server sorts (`serverSort`), and prop getters for the sortable headers. Contract: aria-sort is
// on the sorted column's header only; a row link is a real <a> in the row's first cell, a plain
// click elsewhere on the row follows it. Cost: one sort per change of rows, sort or locale.
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useControllableState } from '../hooks/useControllableState';
import { isPlainClick } from '../hooks/plainClick';
import { nextSort, sortRows, type SortValue, type TableSort } from './tableCore';

export interface TableColumn<T> {
  key: string;
  /** The header text (also the label of a cell in the stacked layout). */
  header: string;
  /** The cell (default: the row's value at `key`). */
  render?: ((row: T) => ReactNode) | undefined;
  sortable?: boolean | undefined;
  /** The value to sort by (default: the row's value at `key`). */
  sortValue?: ((row: T) => SortValue) | undefined;
  align?: 'start' | 'end' | 'center' | undefined;
  width?: string | undefined;
}

export interface UseTableOptions<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  sort?: TableSort | null | undefined;
  defaultSort?: TableSort | null | undefined;
  onSortChange?: ((sort: TableSort) => void) | undefined;
  /** Rows arrive sorted (the server sorts by `sort`): shown as given. */
  serverSort?: boolean | undefined;
}

export interface UseTableResult<T> {
  rows: readonly T[];
  sort: TableSort | null;
  getHeaderProps: (column: TableColumn<T>) => {
    scope: 'col';
    'aria-sort': 'ascending' | 'descending' | undefined;
  };
  getSortButtonProps: (column: TableColumn<T>) => { type: 'button'; onClick: () => void };
  /** For a row with a link: a plain click anywhere on it (not on a control) follows the link. */
  onRowClick: (event: MouseEvent<HTMLTableRowElement>) => void;
}

const valueAt = <T>(row: T, key: string): SortValue => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};

export function useTable<T>({
  rows,
  columns,
  sort,
  defaultSort = null,
  onSortChange,
  serverSort,
}: UseTableOptions<T>): UseTableResult<T> {
  const { i18n } = useTranslation('ui');
  const [current, setSort] = useControllableState<TableSort | null>({
    value: sort,
    defaultValue: defaultSort,
    onChange: (next) => next && onSortChange?.(next),
  });
  const column = current ? columns.find((c) => c.key === current.key) : undefined;
  const shown = useMemo(() => {
    if (serverSort || !current || !column) return rows;
    const valueOf = column.sortValue ?? ((row: T) => valueAt(row, column.key));
    return sortRows(rows, valueOf, current.direction, i18n.language);
  }, [rows, current, column, serverSort, i18n.language]);

  return {
    rows: shown,
    sort: current,
    getHeaderProps: (c) => ({
      scope: 'col',
      'aria-sort': current?.key === c.key ? current.direction : undefined,
    }),
    getSortButtonProps: (c) => ({ type: 'button', onClick: () => setSort((s) => nextSort(s, c.key)) }),
    onRowClick: (event) => {
      const target = event.target as Element;
      if (!isPlainClick(event) || target.closest('a, button, input, select, textarea, label')) return;
      // A drag that selected text is not a click on the row.
      if (window.getSelection()?.toString()) return;
      event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
    },
  };
}

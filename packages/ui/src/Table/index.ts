export { Table, type TableProps } from './Table';
export { useTable, type TableColumn, type UseTableOptions, type UseTableResult } from './useTable';
export { sortRows, nextSort, type TableSort, type SortDirection } from './tableCore';

// A grid whose column state (widths, order, hidden columns) is kept under a stateKey, with a
// button that mounts it again as a reload would (DataGridColumns.stories.tsx). The stored items
// live in memory for the story's lifetime (an app uses localStorage, the default). Story support only.
import { useMemo, useState } from 'react';
import { Button } from '../../Button';
import { createMemoryStorage, createStoredItemStore, type StoredItemStore } from '../../storage/storedItem';
import { DataGrid } from '../DataGrid';
import { useDataGrid, type DataGridColumn } from '../useDataGrid';
import { useGridRows } from '../useGridRows';
import { sampleItems, type Item } from './GridDemo';

const columns: DataGridColumn<Item>[] = [
  { key: 'id', header: '품목코드', width: 110, editable: false },
  { key: 'name', header: '품목명', width: 180 },
  { key: 'qty', header: '수량', width: 90, rule: { editor: 'number', integerOnly: true, positiveOnly: true } },
  { key: 'unit', header: '단위', width: 80 },
  { key: 'maker', header: '제조사', width: 120 },
];

function Lines({ store, stateKey }: { store: StoredItemStore; stateKey: string }) {
  const rows = useGridRows<Item>({ rows: sampleItems(20), rowKey: (r) => r.id });
  const grid = useDataGrid({ rows, columns, stateKey, columnStateStore: store, statusColumn: false });
  return <DataGrid grid={grid} label="주문 품목" height={260} />;
}

export function ColumnsDemo({ stateKey = 'u1:ORD010:lines' }: { stateKey?: string }) {
  const [store] = useState(() => createStoredItemStore({ storage: createMemoryStorage() }));
  const [mount, setMount] = useState(0);
  return (
    <div>
      <Button size="sm" variant="secondary" onClick={() => setMount((n) => n + 1)}>
        다시 열기 (reload)
      </Button>
      <Lines key={mount} store={store} stateKey={stateKey} />
    </div>
  );
}

/** Display cells (a column's `render`): a link, a badge, a button, over many rows (virtualized). */
export function DisplayDemo({ count = 1000, onOpen }: { count?: number; onOpen?: (id: string) => void }) {
  const rows = useGridRows<Item>({ rows: sampleItems(count), rowKey: (r) => r.id });
  const display = useMemo<DataGridColumn<Item>[]>(
    () => [
      {
        key: 'id',
        header: '품목코드',
        width: 120,
        editable: false,
        render: (id, _row, cell) => (
          <a href={`#item-${id}`} tabIndex={cell.tabIndex}>
            {id}
          </a>
        ),
      },
      // Editable: the cell shows a badge with the unit, the editor edits the number.
      {
        key: 'qty',
        header: '수량',
        width: 110,
        rule: { editor: 'number', integerOnly: true, positiveOnly: true },
        render: (qty, row) => (
          <>
            {qty} <span className="mro-state">{row.unit}</span>
          </>
        ),
      },
      {
        key: 'urgent',
        header: '긴급',
        width: 80,
        editable: false,
        align: 'center',
        render: (urgent) =>
          urgent === 'Y' ? (
            <span className="mro-state" data-state="deleted">
              긴급
            </span>
          ) : null,
      },
      {
        key: 'name',
        header: '상세',
        width: 100,
        editable: false,
        render: (_name, row, cell) => (
          <button type="button" tabIndex={cell.tabIndex} onClick={() => onOpen?.(row.id)}>
            열기
          </button>
        ),
      },
    ],
    [onOpen],
  );
  const grid = useDataGrid({ rows, columns: display, checkColumn: false, statusColumn: false });
  return <DataGrid grid={grid} label="품목 목록" height={300} />;
}

const listColumns: DataGridColumn<Item>[] = [
  { key: 'id', header: '품목코드', width: 110, editable: false },
  { key: 'name', header: '품목명', width: 160 },
  { key: 'unit', header: '단위', width: 80 },
  { key: 'qty', header: '수량', width: 90, rule: { editor: 'number', integerOnly: true, positiveOnly: true } },
];

/** A list whose rows the grid holds: the filter menu and multi-column sort (Shift+click). */
export function SortFilterDemo({ count = 30 }: { count?: number }) {
  const rows = useGridRows<Item>({ rows: sampleItems(count), rowKey: (r) => r.id });
  const grid = useDataGrid({ rows, columns: listColumns, checkColumn: false, statusColumn: false });
  return <DataGrid grid={grid} label="품목 목록" height={300} columnFilters />;
}

// A grid whose column state (widths, order, hidden columns) is kept under a stateKey, with a
// button that mounts it again as a reload would (DataGridColumns.stories.tsx). The stored items
// live in memory for the story's lifetime (an app uses localStorage, the default). Story support only.
import { useState } from 'react';
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

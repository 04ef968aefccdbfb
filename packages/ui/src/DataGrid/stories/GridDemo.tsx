// The grid as the DataGrid stories show it (DataGrid*.stories.tsx): order lines seeded the same
// every run, with the buttons a page puts beside a grid (save, add, delete checked, reset, undo),
// and a small grid per class. Story support only: not part of the package.
import { useEffect, useMemo, useRef, useState } from 'react';

import type { MessageParams } from '@mro/rules';

import { T, useStoryText } from '../../../../../.storybook/story-helpers';

import { Button } from '../../Button';
import { useMro } from '../../MroProvider';
import { useMessageBox } from '../../MessageBox';
import { DataGrid } from '../DataGrid';
import { useDataGrid, type DataGridColumn, type SortState } from '../useDataGrid';
import { useGridRows } from '../useGridRows';
import { useGridDiscard } from '../useGridDiscard';
import { createGridRows, type GridChanges } from '../gridRows';

export interface Item {
  id: string;
  name: string | null;
  qty: number | null;
  price: number | null;
  unit: string | null;
  due: string | null;
  urgent: 'Y' | 'N';
  maker: string | null;
  spec: string | null;
  memo: string | null;
}

const NAMES = ['육각 볼트 M8', '평와셔 M8', '스프링 와셔', '볼 베어링 6204', '안전장갑', 'V벨트 A-42', '절삭유 20L'];
const MAKERS = ['대한정밀', 'KS볼트', 'SKF', '한국산업'];

/** The same rows every run (seeded), so screenshots and checks are stable. */
export function sampleItems(count: number): Item[] {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  return Array.from({ length: count }, (_, i) => {
    const r = next();
    return {
      id: `IT${String(i + 1).padStart(6, '0')}`,
      name: NAMES[r % NAMES.length]!,
      qty: (r % 500) + 1,
      price: (r % 90_000) + 100,
      unit: ['EA', 'BOX', 'SET'][r % 3]!,
      due: `2026${String((r % 12) + 1).padStart(2, '0')}${String((r % 28) + 1).padStart(2, '0')}`,
      urgent: r % 5 === 0 ? 'Y' : 'N',
      maker: MAKERS[r % MAKERS.length]!,
      spec: `${(r % 40) + 10}mm`,
      memo: null,
    };
  });
}

interface DemoProps {
  count: number;
  hideDeleted?: boolean;
  searched?: boolean;
  onChanges?: (changes: GridChanges<Item>) => void;
  /** Excel download and upload in the grid's toolbar. */
  excel?: boolean;
  /** Paging as a server would: pages of 50, or 100 more rows near the end of the scroll. */
  paging?: 'page' | 'scroll';
  saveBlob?: (blob: Blob, fileName: string) => void;
  /**
   * A save as a server answers it: the changes go to `onSave`, which resolves with the refused
   * cells (`<rowKey>.<field>` and a message code) or none; refusals are put on their cells.
   */
  onSave?: (changes: GridChanges<Item>) => Promise<{ field: string; code: string; params?: MessageParams }[]>;
  /** The rows come sorted as a server sorts its search (`manualSort`): a header click is reported here. */
  onSortChange?: (sort: SortState) => void;
  /** The download writes every row of the "search" (`excel.source`), not only the rows loaded. */
  exportAll?: boolean;
  /** Rows sold in sets are shown, not changed (`rowEditable`), as a request past its first status. */
  lockSets?: boolean;
  /** Opens a row's detail (`onRowActivate`): Enter or a double click on a cell not edited there. */
  onRowActivate?: (item: Item) => void;
  /** The Excel buttons in a page heading's actions outside the grid (`excel.buttonsIn`). */
  buttonsInHeading?: boolean;
}

export const emptyItem = (): Item => ({
  id: `NEW${++added}`,
  name: null,
  qty: null,
  price: null,
  unit: null,
  due: null,
  urgent: 'N',
  maker: null,
  spec: null,
  memo: null,
});

let added = 0;

export function Demo({
  count,
  hideDeleted,
  searched,
  onChanges,
  excel,
  paging,
  saveBlob,
  onSave,
  onSortChange,
  exportAll,
  lockSets,
  onRowActivate,
  buttonsInHeading,
}: DemoProps) {
  const text = useStoryText();
  const [heading, setHeading] = useState<HTMLDivElement | null>(null);
  const [serverSort, setServerSort] = useState<SortState>(null);
  const all = useMemo(() => {
    const items = sampleItems(count);
    if (!serverSort) return items;
    const key = serverSort.key as keyof Item;
    const dir = serverSort.direction === 'asc' ? 1 : -1;
    return items.sort(
      (a, b) => dir * String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'en', { numeric: true }),
    );
  }, [count, serverSort]);
  const firstPage = paging === 'page' ? all.slice(0, 50) : paging === 'scroll' ? all.slice(0, 100) : all;
  const rows = useGridRows<Item>({ rows: firstPage, rowKey: (r) => r.id, autoCheck: true });
  const [page, setPage] = useState(1);
  const columns = useMemo<DataGridColumn<Item>[]>(
    () => [
      { key: 'id', header: text('itemCode'), width: 100, editable: false, frozen: 'left' },
      { key: 'name', header: text('itemName'), width: 170, rule: { editor: 'text', maxLength: 30, required: true } },
      {
        key: 'qty',
        header: text('quantity'),
        width: 90,
        rule: { editor: 'number', integerOnly: true, positiveOnly: true, integerDigits: 7 },
      },
      { key: 'price', header: text('unitPrice'), width: 110, rule: { editor: 'number', decimalDigits: 2 } },
      {
        key: 'unit',
        header: text('unit'),
        width: 80,
        rule: {
          editor: 'dropdown',
          options: [
            { value: 'EA', label: text('unitEa') },
            { value: 'BOX', label: text('unitBox') },
            { value: 'SET', label: text('unitSet') },
          ],
        },
      },
      { key: 'due', header: text('dueDate'), width: 120, rule: { editor: 'date' } },
      { key: 'urgent', header: text('urgent'), width: 70, rule: { editor: 'checkbox' } },
      { key: 'maker', header: text('maker'), width: 140 },
      { key: 'spec', header: text('spec'), width: 120 },
      { key: 'memo', header: text('memo'), width: 200, rule: { maxLength: 100 } },
    ],
    [text],
  );
  const grid = useDataGrid({
    rows,
    columns,
    hideDeleted,
    newRow: emptyItem,
    ...(lockSets ? { rowEditable: (row: Item) => row.unit !== 'SET' } : {}),
    ...(onRowActivate ? { onRowActivate } : {}),
    ...(onSortChange
      ? {
          manualSort: true,
          sort: serverSort,
          onSortChange: (next: SortState) => {
            onSortChange(next);
            setServerSort(next);
          },
        }
      : {}),
  });
  // A new server order is a new search: its first page replaces the rows.
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    rows.load(paging === 'page' ? all.slice(0, 50) : paging === 'scroll' ? all.slice(0, 100) : all);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new order reloads
  }, [all]);
  const discard = useGridDiscard(rows);
  const box = useMessageBox();
  const pagingProps =
    paging === 'page'
      ? {
          mode: 'page' as const,
          totalCount: all.length,
          page,
          onPageChange: (next: number) => {
            setPage(next);
            rows.load(all.slice((next - 1) * 50, next * 50));
          },
        }
      : paging === 'scroll'
        ? {
            mode: 'scroll' as const,
            hasMore: rows.size < all.length,
            onLoadMore: async () => all.slice(rows.size, rows.size + 100),
          }
        : undefined;
  const [changes, setChanges] = useState('');
  const report = () => {
    const c = rows.getChanges();
    onChanges?.(c);
    setChanges(`${c.created.length}/${c.updated.length}/${c.deleted.length}`);
  };
  const save = async () => {
    if (!onSave) return;
    const refused = await onSave(rows.getChanges());
    // As the portal does: the first refusal alerted, then every one on its cell (the focus goes there).
    if (refused[0]) await box.alert(refused[0].code, { params: refused[0].params ?? {} });
    const shown = grid.showCellErrors(
      refused.map((r) => {
        const dot = r.field.lastIndexOf('.');
        return { key: r.field.slice(0, dot), column: r.field.slice(dot + 1), code: r.code, params: r.params ?? {} };
      }),
    );
    if (!shown) rows.commit();
    report();
  };
  return (
    // The page's width, as a screen gives it: the columns (1,356 px) overflow it and scroll.
    <div style={{ width: '100%', display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {onSave && (
          <Button size="sm" onClick={save}>
            <T k="save" />
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            // The new row's first editable cell takes the focus, ready for typing.
            grid.focusCell(rows.add({ ...emptyItem(), unit: 'EA' }), 'name');
            report();
          }}
        >
          <T k="addRow" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={async () => {
            if (await discard.removeChecked()) report();
          }}
        >
          <T k="deleteChecked" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={async () => {
            if (await discard.reset()) report();
          }}
        >
          <T k="resetRows" />
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void rows.undo()}>
          <T k="undo" />
        </Button>
      </div>
      {buttonsInHeading && <div data-page-actions ref={setHeading} style={{ display: 'flex', gap: 8 }} />}
      <DataGrid
        grid={grid}
        label={text('orderLines')}
        height={320}
        searched={searched}
        onBlur={report}
        paging={pagingProps}
        excel={
          excel
            ? {
                fileName: text('orderLines'),
                newRow: emptyItem,
                import: true,
                ...(saveBlob ? { saveBlob } : {}),
                ...(exportAll ? { source: async () => all } : {}),
                ...(buttonsInHeading ? { buttonsIn: heading } : {}),
              }
            : undefined
        }
      />
      <output data-testid="changes">{changes}</output>
    </div>
  );
}

/** A small grid in each class: row heights, header, the row-state colours and a required cell. */
export function ClassSample() {
  const text = useStoryText();
  const { themeClasses } = useMro();
  const [rows] = useState(() => {
    const store = createGridRows<Item>({ rows: sampleItems(6), rowKey: (r) => r.id, autoCheck: true });
    store.update('IT000002', { qty: 999 });
    store.remove(['IT000004']);
    store.add({ ...emptyItem(), id: 'IT900001', unit: 'EA' });
    return store;
  });
  const columns = useMemo<DataGridColumn<Item>[]>(
    () => [
      { key: 'id', header: text('itemCode'), width: 96, editable: false, frozen: 'left' },
      { key: 'name', header: text('itemName'), width: 130, rule: { required: true } },
      { key: 'qty', header: text('quantity'), width: 70, rule: { editor: 'number' } },
    ],
    [text],
  );
  const grid = useDataGrid({ rows, columns, numberColumn: false });
  // Four grids on one page need four names.
  return <DataGrid grid={grid} label={`${text('orderLines')} ${themeClasses.join(' ')}`} height={260} />;
}

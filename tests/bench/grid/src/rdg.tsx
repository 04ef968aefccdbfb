// The bench page of react-data-grid (the React 19 line) on the same data and row heights.
import { useMemo, useState } from 'react';
import { DataGrid, SelectColumn, renderTextEditor, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { COLUMNS, GRID_HEIGHT, HEADER_HEIGHT, OPTIONS, ROW_HEIGHT, makeRows, type BenchRow } from './dataset';
import { recordFrames, scrollThrough, watchCommits } from './harness';
import { mountBench } from './mount';

const initial = makeRows();
const label = (value: unknown) => OPTIONS.find((o) => o.value === value)?.label ?? String(value ?? '');

function App() {
  const [rows, setRows] = useState(initial);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const columns = useMemo<Column<BenchRow>[]>(
    () => [
      SelectColumn,
      ...COLUMNS.map<Column<BenchRow>>((c, i) => ({
        key: c.key,
        name: c.key,
        width: c.width,
        resizable: true,
        sortable: true,
        ...(i === 0 ? { frozen: true } : {}),
        ...(c.kind === 'text' && i > 0 ? { renderEditCell: renderTextEditor } : {}),
        ...(c.kind === 'number'
          ? {
              renderEditCell: renderTextEditor,
              renderCell: ({ row }) => Number(row[c.key]).toLocaleString('ko-KR'),
            }
          : {}),
        ...(c.kind === 'dropdown' ? { renderCell: ({ row }) => label(row[c.key]) } : {}),
        ...(c.kind === 'checkbox'
          ? { renderCell: ({ row }) => <input type="checkbox" readOnly checked={row[c.key] === 'Y'} /> }
          : {}),
      })),
    ],
    [],
  );
  return (
    <DataGrid
      aria-label="bench"
      columns={columns}
      rows={rows}
      rowKeyGetter={(r) => r.id}
      onRowsChange={setRows}
      selectedRows={selected}
      onSelectedRowsChange={setSelected}
      rowHeight={ROW_HEIGHT}
      headerRowHeight={HEADER_HEIGHT}
      style={{ height: GRID_HEIGHT, width: '100%' }}
    />
  );
}

const scroller = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const commits = watchCommits();
const mounted = mountBench((children) => <>{children}</>, App);

Object.assign(window, {
  bench: {
    name: 'react-data-grid',
    headerHeight: HEADER_HEIGHT,
    mounted,
    scroll: (ms: number) => scrollThrough(scroller, HEADER_HEIGHT, ms),
    recordFrames: () => recordFrames(scroller, HEADER_HEIGHT),
    commits: () => commits.slice(),
  },
});

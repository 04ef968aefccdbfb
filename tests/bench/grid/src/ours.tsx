// The bench page of our grid: @mro/ui DataGrid (built package) on the shared data.
import { useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import {
  DataGrid,
  MroProvider,
  OverlayProvider,
  useDataGrid,
  useGridRows,
  type DataGridState,
  type DataGridColumn,
} from '@mro/ui';
// The theme's CSS variables, loaded with the page as a consumer of @mro/ui loads them (react-data-grid's
// page loads its stylesheet the same way).
import '@mro/tokens/index.css';
import { COLUMNS, GRID_HEIGHT, HEADER_HEIGHT, OPTIONS, makeRows, type BenchRow } from './dataset';
import { afterPaint, recordFrames, scrollThrough, watchCommits } from './harness';
import { mountBench } from './mount';

const rows = makeRows();
let api: DataGridState<BenchRow> | null = null;
let exported: Promise<number> | null = null;
let exportDone: (rows: number) => void = () => undefined;

function App() {
  const store = useGridRows<BenchRow>({ rows, rowKey: (r) => r.id, autoCheck: true });
  const columns = useMemo<DataGridColumn<BenchRow>[]>(
    () =>
      // Our status is the grid's own status column (row states); the data's status column is left out.
      COLUMNS.filter((c) => c.kind !== 'status').map((c, i) => ({
        key: c.key,
        header: c.key,
        width: c.width,
        ...(i === 0 ? { frozen: 'left' as const, editable: false } : {}),
        rule:
          c.kind === 'number'
            ? { editor: 'number' as const }
            : c.kind === 'dropdown'
              ? { editor: 'dropdown' as const, options: OPTIONS }
              : c.kind === 'checkbox'
                ? { editor: 'checkbox' as const }
                : { editor: 'text' as const, maxLength: 50 },
      })),
    [],
  );
  const grid = useDataGrid<BenchRow>({ rows: store, columns, numberColumn: false });
  useEffect(() => {
    api = grid;
  });
  return (
    <DataGrid
      grid={grid}
      label="bench"
      height={GRID_HEIGHT}
      excel={{ fileName: 'bench', saveBlob: (blob) => exportDone(blob.size) }}
    />
  );
}

const scroller = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const commits = watchCommits();
const mounted = mountBench(
  (children) => (
    <MroProvider system="BY" locale="ko">
      <OverlayProvider>{children}</OverlayProvider>
    </MroProvider>
  ),
  App,
);

const edits = (count: number) => {
  const store = api!.store;
  for (let i = 0; i < count; i += 1) store.update(rows[i]!.id, { c1: `edit ${i}` });
};

Object.assign(window, {
  bench: {
    name: 'ours',
    headerHeight: HEADER_HEIGHT,
    mounted,
    scroll: (ms: number) => scrollThrough(scroller, HEADER_HEIGHT, ms),
    recordFrames: () => recordFrames(scroller, HEADER_HEIGHT),
    commits: () => commits.slice(),
    /** Paste of a 40 × 20 TSV range (800 cells) at the active cell: to the paint. */
    paste: async () => {
      const text = Array.from({ length: 40 }, (_, r) =>
        Array.from({ length: 20 }, (_, c) => (c % 3 === 1 ? String(r * 20 + c) : `붙여넣기 ${r}-${c}`)).join('\t'),
      ).join('\r\n');
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const input = document.querySelector<HTMLInputElement>(
        '[role="grid"] input[type="text"], [role="grid"] input:not([type])',
      );
      const t0 = performance.now();
      flushSync(() =>
        input!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })),
      );
      const work = performance.now() - t0;
      return { work, painted: (await afterPaint()) - t0, changed: api!.store.changedCount };
    },
    /** 1,000 edits, painted; then reset() to the paint. */
    resetAfterEdits: async (count = 1000) => {
      edits(count);
      await afterPaint();
      const t0 = performance.now();
      // The work: the reset, the render and the commit (flushSync: no wait for React's microtask).
      flushSync(() => api!.store.reset());
      const work = performance.now() - t0;
      const painted = (await afterPaint()) - t0;
      return { work, painted, changedAfter: api!.store.changedCount };
    },
    /** One cycle of the heap-growth run: 10 edits then reset. */
    editReset: async () => {
      edits(10);
      await afterPaint();
      api!.store.reset();
      await afterPaint();
    },
    /** The Excel download of every row (through the worker); resolves with the file size. */
    exportAll: async () => {
      exported = new Promise<number>((resolve) => (exportDone = resolve));
      const button = [...document.querySelectorAll('button')].find((b) => /엑셀|Excel/.test(b.textContent ?? ''));
      button!.click();
      return exported;
    },
  },
});

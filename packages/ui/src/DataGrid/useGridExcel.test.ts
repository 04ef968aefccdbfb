import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readSpreadsheet } from '@mro/excel/sheet';
import { useDataGrid, type DataGridColumn } from './useDataGrid';
import { useGridExcel } from './useGridExcel';
import { useGridRows } from './useGridRows';

interface Line {
  code: string;
  name: string | null;
  qty: number | null;
}
const columns: DataGridColumn<Line>[] = [
  { key: 'code', header: 'Code', editable: false },
  { key: 'name', header: 'Name', rule: { required: true } },
  { key: 'qty', header: 'Qty', rule: { editor: 'number', positiveOnly: true } },
];
let n = 0;
const newRow = (): Line => ({ code: `N${++n}`, name: null, qty: null });

function setup(rows: Line[], source?: () => Promise<readonly Line[] | null>) {
  const saveBlob = vi.fn();
  const hook = renderHook(() => {
    const store = useGridRows<Line>({ rows, rowKey: (r) => r.code });
    const grid = useDataGrid<Line>({ rows: store, columns });
    return {
      grid,
      excel: useGridExcel(grid, { fileName: 'lines', newRow, saveBlob, inline: true, ...(source ? { source } : {}) }),
    };
  });
  return { ...hook, saveBlob };
}

describe('useGridExcel', () => {
  it('exports the rows in view without deleted ones; APUDM0007 when none', async () => {
    const { result, saveBlob } = setup([
      { code: 'A', name: 'bolt', qty: 3 },
      { code: 'B', name: 'nut', qty: 1 },
    ]);
    act(() => result.current.grid.store.remove(['B']));
    let outcome: Awaited<ReturnType<typeof result.current.excel.exportRows>> | undefined;
    await act(async () => void (outcome = await result.current.excel.exportRows()));
    expect(outcome).toEqual({ ok: true, rows: 1, errors: [] });
    const [blob, name] = saveBlob.mock.calls[0]! as [Blob, string];
    expect(name).toBe('lines.xlsx');
    const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name });
    expect(read.ok && read.rows).toEqual([{ A: 'A', B: 'bolt', C: '3' }]);
    const empty = setup([]);
    await act(async () => void (outcome = await empty.result.current.excel.exportRows()));
    expect(outcome).toMatchObject({ ok: false, code: 'APUDM0007' });
  });

  it('exports the rows a source gives (a whole search, not the page in view); nothing when it gives null', async () => {
    const all = Array.from({ length: 120 }, (_, i): Line => ({ code: `S${i}`, name: `item ${i}`, qty: i + 1 }));
    const { result, saveBlob } = setup(all.slice(0, 10), async () => all);
    let outcome: Awaited<ReturnType<typeof result.current.excel.exportRows>> | undefined;
    await act(async () => void (outcome = await result.current.excel.exportRows()));
    expect(outcome).toEqual({ ok: true, rows: 120, errors: [] });
    const [blob, name] = saveBlob.mock.calls[0]! as [Blob, string];
    const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name });
    expect(read.ok && read.rows.length).toBe(120);
    expect(read.ok && read.rows[119]).toEqual({ A: 'S119', B: 'item 119', C: '120' });
    const refused = setup(all.slice(0, 10), async () => null);
    await act(async () => void (outcome = await refused.result.current.excel.exportRows()));
    expect(outcome).toBeNull();
    expect(refused.saveBlob).not.toHaveBeenCalled();
  });

  it('imports lines as new rows; refused cells stay empty and are reported; read-only columns keep the new row', async () => {
    const { result } = setup([{ code: 'A', name: 'bolt', qty: 3 }]);
    const csv = new File(['Code,Name,Qty\nX9,washer,4\nX8,pipe,-1\n'], 'lines.csv');
    let outcome: Awaited<ReturnType<typeof result.current.excel.importFile>> | undefined;
    await act(async () => void (outcome = await result.current.excel.importFile(csv)));
    expect(outcome).toMatchObject({ ok: true, rows: 2, errors: [{ row: 3, column: 'qty', code: 'PICMCM0039' }] });
    expect(result.current.grid.rowCount).toBe(3);
    expect(result.current.grid.rowAtView(1)).toMatchObject({ name: 'washer', qty: 4 });
    expect(result.current.grid.rowAtView(1)!.code).toMatch(/^N\d+$/);
    expect(result.current.grid.rowAtView(2)).toMatchObject({ name: 'pipe', qty: null });
    expect(result.current.grid.stateAtView(2)).toBe('created');
    await act(async () => void (outcome = await result.current.excel.importFile(new File(['x'], 'a.pdf'))));
    expect(outcome).toMatchObject({ ok: false, code: 'PICMCM0011', params: { extension: 'pdf' } });
  });
});

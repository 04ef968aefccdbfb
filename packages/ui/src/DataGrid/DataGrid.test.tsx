import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MroProvider } from '../MroProvider';
import { OverlayProvider } from '../Overlay';
import { DataGrid } from './DataGrid';
import { useDataGrid, type DataGridState, type DataGridColumn } from './useDataGrid';
import { useGridRows } from './useGridRows';
import type * as Styles from './DataGrid.styles';
import type * as GridExcel from './useGridExcel';

/** Every render of a body cell, by its row in the view. */
const renders: string[] = [];
vi.mock('./DataGrid.styles', async (original) => {
  const styles = await original<typeof Styles>();
  const cell: typeof styles.cell = (key, props, ...children) => {
    renders.push(String(props.$row));
    return styles.cell(key, props, ...children);
  };
  return { ...styles, cell };
});

/** Every render of the grid itself (the grid calls useGridExcel once per render). */
let gridRenders = 0;
vi.mock('./useGridExcel', async (original) => {
  const module = await original<typeof GridExcel>();
  return {
    ...module,
    useGridExcel: (...args: Parameters<typeof module.useGridExcel>) => {
      gridRenders += 1;
      return module.useGridExcel(...args);
    },
  };
});

interface Line {
  id: number;
  name: string;
  qty: number;
  ok: string;
}
const columns: DataGridColumn<Line>[] = [
  { key: 'id', header: 'No', editable: false, frozen: 'left' },
  { key: 'name', header: 'Name', rule: { required: true } },
  { key: 'qty', header: 'Qty', rule: { editor: 'number' } },
  { key: 'ok', header: 'OK', rule: { editor: 'checkbox' } },
];
const data = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `item ${i}`, qty: i, ok: 'N' }));

let api: DataGridState<Line>;
function Harness({ onApi, readOnly }: { onApi: (grid: DataGridState<Line>) => void; readOnly?: boolean }) {
  const rows = useGridRows<Line>({ rows: data, rowKey: (r) => String(r.id), autoCheck: true });
  const grid = useDataGrid<Line>({ rows, columns, readOnly });
  useLayoutEffect(() => onApi(grid));
  return <DataGrid grid={grid} label="lines" height={400} />;
}

const tree = (readOnly = false) => (
  <MroProvider system="BY">
    <OverlayProvider>
      <Harness
        readOnly={readOnly}
        onApi={(grid) => {
          api = grid;
        }}
      />
    </OverlayProvider>
  </MroProvider>
);
const renderGrid = () => render(tree());

const rowsRendered = (action: () => void) => {
  renders.length = 0;
  act(action);
  return [...new Set(renders)].sort((a, b) => Number(a) - Number(b));
};

describe('DataGrid rendering', () => {
  it('renders only the edited row and the row below when an edit is committed with Enter', () => {
    renderGrid();
    expect(screen.getByRole('grid')).toBeTruthy();
    // More than a few rows are in view, so "only two" means something.
    expect(new Set(renders).size).toBeGreaterThan(8);
    expect(rowsRendered(() => api.move({ row: 3, col: 4 }))).toEqual(['0', '3']);
    // Editing starts in the grid's input alone: no cell renders again.
    expect(rowsRendered(() => void api.startEdit('bolt'))).toEqual([]);
    const input = screen.getByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('bolt');
    // Enter: the value, the state (updated), the auto-check and the active cell move.
    expect(rowsRendered(() => void fireEvent.keyDown(input, { key: 'Enter' }))).toEqual(['3', '4']);
    expect(api.store.getChanges().updated).toEqual([{ id: 3, name: 'bolt', qty: 3, ok: 'N' }]);
    expect(api.active).toEqual({ row: 4, col: 4 });
  });

  it('moves the input to the new active cell without rendering the grid a second time', () => {
    renderGrid();
    const moveRenders = (row: number) => {
      gridRenders = 0;
      act(() => api.move({ row, col: 1 }));
      return gridRenders;
    };
    // Not holding the keyboard: the input follows in a transition of its own.
    expect(moveRenders(2)).toBe(1);
    expect(screen.getByRole('textbox').closest('[role="gridcell"]')?.getAttribute('aria-colindex')).toBe('2');
    // Holding it: the input follows in the same commit, the grid still renders once.
    fireEvent.focus(screen.getByRole('grid'));
    expect(moveRenders(5)).toBe(1);
    expect(screen.getByRole('textbox').closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('7');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('renders nothing but the changed rows when the store changes outside the view', () => {
    renderGrid();
    // Row 400 is far below the view: no cell in view renders again.
    expect(rowsRendered(() => api.store.update('400', { name: 'far' }))).toEqual([]);
    expect(rowsRendered(() => api.store.update('2', { name: 'near' }))).toEqual(['2']);
    // Reset after many edits touches only the rows that change back.
    act(() => {
      for (let i = 10; i < 400; i += 1) api.store.update(String(i), { qty: -i });
    });
    const reset = rowsRendered(() => api.store.reset());
    expect(reset.length).toBeLessThan(30);
    expect(reset).not.toContain('0');
    expect(api.store.getChanges().updated).toEqual([]);
  });

  it('shows checkbox cells disabled as soon as the grid turns read-only, and enabled again', () => {
    const { rerender } = renderGrid();
    const boxes = () => screen.getAllByRole('checkbox', { name: 'OK' }) as HTMLInputElement[];
    expect(boxes().length).toBeGreaterThan(8);
    expect(boxes().every((box) => !box.disabled)).toBe(true);
    rerender(tree(true));
    expect(boxes().every((box) => box.disabled)).toBe(true);
    rerender(tree(false));
    expect(boxes().every((box) => !box.disabled)).toBe(true);
  });

  it('mounts react-window with the width its first render measured, so the first frame has only the columns in view', () => {
    // jsdom lays nothing out: the grid's box reports 300 px, as a browser would for a narrow page.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('mro-grid') ? 300 : 0;
    });
    const wide: DataGridColumn<Line>[] = Array.from({ length: 20 }, (_, i) => ({
      key: i % 2 ? 'name' : 'qty',
      header: `C${i}`,
      width: 100,
    }));
    let laid: DataGridState<Line>['laid'] | undefined;
    function Wide() {
      const rows = useGridRows<Line>({ rows: data, rowKey: (r) => String(r.id) });
      const grid = useDataGrid<Line>({ rows, columns: wide });
      useLayoutEffect(() => {
        laid = grid.laid;
      });
      return <DataGrid grid={grid} label="wide" height={400} />;
    }
    try {
      render(
        <MroProvider system="BY">
          <OverlayProvider>
            <Wide />
          </OverlayProvider>
        </MroProvider>,
      );
      const drawn = screen.getAllByRole('columnheader').map((h) => Number(h.getAttribute('aria-colindex')));
      // react-window draws the columns that start within the measured 300 px (no overscan before the
      // first paint), not those of a 1,280 px default that its observer would correct after the paint.
      const inView = laid!.columns.filter((c) => c.offset < 300).length;
      expect(Math.max(...drawn)).toBe(inView);
      expect(inView).toBeLessThan(laid!.columns.filter((c) => c.offset < 1280).length);
    } finally {
      width.mockRestore();
    }
  });
});

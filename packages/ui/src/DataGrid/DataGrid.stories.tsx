import { useEffect, useMemo, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageParams } from '@mro/rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messagePattern, T, useStoryText } from '../../../../.storybook/story-helpers';
import { hasCdp, imeCommit, imeSetComposition, pressKey } from '../../../../.storybook/ime';
import { Button } from '../Button';
import { useMro } from '../MroProvider';
import { useMessageBox } from '../MessageBox';
import { DataGrid } from './DataGrid';
import { useDataGrid, type DataGridColumn, type SortState } from './useDataGrid';
import { useGridRows } from './useGridRows';
import { useGridDiscard } from './useGridDiscard';
import { createGridRows, type GridChanges } from './gridRows';

interface Item {
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
function sampleItems(count: number): Item[] {
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
}

const emptyItem = (): Item => ({
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

function Demo({
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
}: DemoProps) {
  const text = useStoryText();
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
    <div style={{ width: 760, display: 'grid', gap: 8 }}>
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
          variant="ghost"
          onClick={async () => {
            if (await discard.reset()) report();
          }}
        >
          <T k="resetRows" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void rows.undo()}>
          <T k="undo" />
        </Button>
      </div>
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
              }
            : undefined
        }
      />
      <output data-testid="changes">{changes}</output>
    </div>
  );
}

const meta = {
  title: 'Grid/DataGrid',
  component: Demo,
  args: { count: 200, onChanges: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid's input lives in the active cell: query it again after every move. */
const cellInput = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox');
const cellText = (canvasElement: HTMLElement, row: number, col: number) =>
  canvasElement.querySelector(`[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`)?.textContent ?? '';
/** Columns: 1 check, 2 number, 3 status, 4 item code (frozen), 5 name, 6 qty, 7 price, 8 unit, 9 due, 10 urgent. */
const COL = { status: 3, code: 4, name: 5, qty: 6, price: 7, unit: 8, due: 9, urgent: 10 };
/** The grid measures itself before it draws its rows: wait for the first one. */
const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector("[role='row'][aria-rowindex='2']")).not.toBeNull());
const clickCell = async (canvasElement: HTMLElement, row: number, col: number) => {
  await ready(canvasElement);
  const cell = canvasElement.querySelector<HTMLElement>(
    `[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`,
  )!;
  await userEvent.pointer({ keys: '[MouseLeft]', target: cell });
};

export const Editing: Story = {
  name: 'Edit cells with their rules',
  play: async ({ canvas, canvasElement, step }) => {
    const input = () => cellInput(canvas);
    await step('typing starts editing; Enter commits, moves down and marks the row updated', async () => {
      await clickCell(canvasElement, 1, COL.name);
      await userEvent.keyboard('볼트 M10');
      await expect(input()).toHaveValue('볼트 M10');
      await userEvent.keyboard('{Enter}');
      await expect(cellText(canvasElement, 1, COL.name)).toBe('볼트 M10');
      await expect(cellText(canvasElement, 1, COL.status)).toMatch(/수정|Edited/);
    });
    await step('a number cell refuses a negative (PICMCM0039) and keeps the draft; Esc cancels', async () => {
      await clickCell(canvasElement, 2, COL.qty);
      const before = cellText(canvasElement, 2, COL.qty);
      await userEvent.keyboard('-5{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('PICMCM0039', { min: 0 }));
      await expect(input()).toHaveValue('-5');
      await userEvent.keyboard('{Escape}');
      await expect(cellText(canvasElement, 2, COL.qty)).toBe(before);
    });
    await step('decimals are refused when integerOnly; text is refused in a number cell', async () => {
      await userEvent.keyboard('1.5{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        messagePattern('PICMCM0048', { integerDigits: 7, decimalDigits: 0 }),
      );
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('abc{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('ACMCM0009'));
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('1,200{Enter}');
      await expect(cellText(canvasElement, 2, COL.qty)).toBe('1,200');
    });
    await step('a dropdown takes a listed label; a date any spelling', async () => {
      await clickCell(canvasElement, 3, COL.unit);
      await userEvent.keyboard('세트{Enter}');
      await expect(cellText(canvasElement, 3, COL.unit)).toBe('세트');
      await clickCell(canvasElement, 3, COL.unit);
      await userEvent.keyboard('pallet{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('MROCM0009'));
      await userEvent.keyboard('{Escape}');
      await clickCell(canvasElement, 3, COL.due);
      await userEvent.keyboard('2026.12.24{Enter}');
      await expect(cellText(canvasElement, 3, COL.due)).toBe('2026-12-24');
      await clickCell(canvasElement, 3, COL.due);
      await userEvent.keyboard('2026-02-30{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        messagePattern('PICMCM0058', { format: 'YYYY-MM-DD' }),
      );
      await userEvent.keyboard('{Escape}');
    });
    await step('Space toggles a checkbox cell; a required cell emptied is flagged', async () => {
      await clickCell(canvasElement, 4, COL.urgent);
      const box = () =>
        canvasElement.querySelector<HTMLInputElement>(
          `[role='row'][aria-rowindex='5'] [aria-colindex='${COL.urgent}'] input`,
        )!;
      const was = box().checked;
      await userEvent.keyboard(' ');
      await expect(box().checked).toBe(!was);
      await clickCell(canvasElement, 4, COL.name);
      await userEvent.keyboard('{F2}');
      await userEvent.clear(input());
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('ACMCM0002'));
      await userEvent.keyboard('{Escape}');
    });
    await step(
      'a refused value, then a click on its cell and a valid value: the value replaces the error',
      async () => {
        await clickCell(canvasElement, 6, COL.qty);
        await userEvent.keyboard('abc{Tab}');
        await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('ACMCM0009'));
        await clickCell(canvasElement, 6, COL.qty);
        await userEvent.keyboard('12{Enter}');
        await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
        await expect(cellText(canvasElement, 6, COL.qty)).toBe('12');
      },
    );
  },
};

export const Announcement: Story = {
  name: 'Announce a committed value with colons',
  play: async ({ canvas, canvasElement, step }) => {
    await step('a value with colons is announced whole: "10:30" is not cut to "10"', async () => {
      await clickCell(canvasElement, 1, COL.name);
      await userEvent.keyboard('납품 10:30 도착');
      await userEvent.keyboard('{Enter}');
      const status = canvasElement.querySelector("[role='status']");
      await waitFor(() => expect(status?.textContent).toContain('납품 10:30 도착'));
      await expect(cellText(canvasElement, 1, COL.name)).toBe('납품 10:30 도착');
    });
    await step('an edit that begins is announced with its column', async () => {
      await clickCell(canvasElement, 2, COL.name);
      await userEvent.keyboard('{F2}');
      await expect(cellInput(canvas)).toBeVisible();
      await waitFor(() => expect(canvasElement.querySelector("[role='status']")?.textContent).not.toContain('10:30'));
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const ServerRefusals: Story = {
  name: 'A save the server refuses: errors on their cells',
  args: {
    count: 8,
    // The server refuses a quantity of 100 or more, and any name with "X" (codes of @mro/rules).
    onSave: fn(async (changes: GridChanges<Item>) =>
      changes.updated.flatMap((row) => [
        ...((row.qty ?? 0) >= 100 ? [{ field: `${row.id}.qty`, code: 'PICMCM0040', params: { max: 99 } }] : []),
        ...(row.name?.includes('X') ? [{ field: `${row.id}.name`, code: 'MROCM0009' }] : []),
      ]),
    ),
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    const cell = (row: number, col: number) =>
      canvasElement.querySelector<HTMLElement>(`[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`)!;
    await step(
      'two edits the server refuses: each cell is marked with its message, the first becomes active',
      async () => {
        await clickCell(canvasElement, 2, COL.qty);
        await userEvent.keyboard('150{Enter}');
        await clickCell(canvasElement, 4, COL.name);
        await userEvent.keyboard('부품 X{Enter}');
        await new Promise((r) => setTimeout(r, 550));
        await userEvent.click(canvas.getByRole('button', { name: /^(저장|Save)$/ }));
        await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
        const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
        await expect(alert).toHaveTextContent(messagePattern('PICMCM0040', { max: 99 }));
        await userEvent.click(within(alert).getByRole('button'));
        await waitFor(() => expect(cell(2, COL.qty)).toHaveAttribute('aria-invalid', 'true'));
        // The focus is in the first refused cell, not back on the Save button that opened the alert.
        await waitFor(() => expect(cellInput(canvas)).toHaveFocus());
        await expect(cell(2, COL.qty)).toHaveAttribute(
          'title',
          expect.stringMatching(messagePattern('PICMCM0040', { max: 99 })),
        );
        await expect(cell(4, COL.name)).toHaveAttribute('aria-invalid', 'true');
        await waitFor(() => expect(cellInput(canvas)).toHaveAccessibleName(/^(수량|Quantity), (2행|row 2)/));
        // Nothing typed was lost: the refused values are still in their cells.
        await expect(cellText(canvasElement, 2, COL.qty)).toBe('150');
        await expect(cellText(canvasElement, 4, COL.name)).toBe('부품 X');
      },
    );
    await step('a new value in a refused cell lets its error go; the other stays', async () => {
      await clickCell(canvasElement, 2, COL.qty);
      await userEvent.keyboard('50{Enter}');
      await waitFor(() => expect(cell(2, COL.qty)).not.toHaveAttribute('aria-invalid'));
      await expect(cell(4, COL.name)).toHaveAttribute('aria-invalid', 'true');
    });
    await step('fixed and saved again: no error is left, and the rows are saved', async () => {
      await clickCell(canvasElement, 4, COL.name);
      await userEvent.keyboard('부품 Y{Enter}');
      await new Promise((r) => setTimeout(r, 550));
      await userEvent.click(canvas.getByRole('button', { name: /^(저장|Save)$/ }));
      await waitFor(() => expect(canvas.getByTestId('changes')).toHaveTextContent('0/0/0'));
      await expect(canvasElement.querySelector("[role='gridcell'][aria-invalid='true']")).toBeNull();
    });
  },
};

export const RowStates: Story = {
  name: 'Row states and reset',
  play: async ({ canvas, canvasElement, step }) => {
    const grid = canvas.getByRole('grid');
    const body = within(canvasElement.ownerDocument.body);
    const answer = async (code: 'MROGR0001' | 'MROGR0002', choice: RegExp, params = {}) => {
      const dialog = await body.findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern(code, params));
      await userEvent.click(within(dialog).getByRole('button', { name: choice }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    };
    await step('an added row is new and checked; deleting it asks first (it holds input), then drops it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /행 추가|Add row/ }));
      await expect(grid).toHaveAttribute('aria-rowcount', '202');
      await waitFor(() => expect(canvas.getByTestId('changes')).toHaveTextContent('1/0/0'));
      // The new row's name cell is active and focused: typing fills it (focusCell).
      await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
      await expect(canvas.getByRole('textbox')).toHaveAccessibleName(/^(품목명|Item name), (201행|row 201)/);
      await new Promise((r) => setTimeout(r, 550));
      await userEvent.click(canvas.getByRole('button', { name: /선택 행 삭제|Delete checked/ }));
      await answer('MROGR0002', /취소|Cancel/, { count: 1 });
      await expect(grid).toHaveAttribute('aria-rowcount', '202');
      await new Promise((r) => setTimeout(r, 550));
      await userEvent.click(canvas.getByRole('button', { name: /선택 행 삭제|Delete checked/ }));
      await answer('MROGR0002', /확인|OK/, { count: 1 });
      await expect(grid).toHaveAttribute('aria-rowcount', '201');
      await expect(canvas.getByTestId('changes')).toHaveTextContent('0/0/0');
    });
    await step('deleting a saved row keeps it struck through as deleted', async () => {
      // The added row scrolled the grid to its end: back to the top.
      grid.scrollTop = 0;
      await userEvent.click(await canvas.findByRole('checkbox', { name: /^(1행 선택|Select row 1)$/ }));
      await new Promise((r) => setTimeout(r, 550));
      await userEvent.click(canvas.getByRole('button', { name: /선택 행 삭제|Delete checked/ }));
      await expect(cellText(canvasElement, 1, COL.status)).toMatch(/삭제|Deleted/);
      await expect(canvas.getByTestId('changes')).toHaveTextContent('0/0/1');
    });
    await step('reset asks before it rolls back to the saved point; cancel keeps every edit', async () => {
      await clickCell(canvasElement, 2, COL.name);
      await userEvent.keyboard('변경{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: /초기화|Reset/ }));
      await answer('MROGR0001', /취소|Cancel/);
      await expect(cellText(canvasElement, 2, COL.name)).toBe('변경');
      await new Promise((r) => setTimeout(r, 550));
      await userEvent.click(canvas.getByRole('button', { name: /초기화|Reset/ }));
      await answer('MROGR0001', /확인|OK/);
      await expect(cellText(canvasElement, 1, COL.status)).toBe('');
      await expect(cellText(canvasElement, 2, COL.name)).not.toBe('변경');
      await expect(canvas.getByTestId('changes')).toHaveTextContent('0/0/0');
    });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard navigation',
  play: async ({ canvas, canvasElement, step }) => {
    const activeLabel = () => canvas.queryByRole('textbox')?.getAttribute('aria-label') ?? '';
    await clickCell(canvasElement, 1, COL.name);
    await step('arrows move the active cell; Home and End go to the row ends', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
      await waitFor(() => expect(activeLabel()).toMatch(/^(수량|Quantity), (3행|row 3)/));
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(activeLabel()).toMatch(/^(선택|Select), (3행|row 3)/));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(activeLabel()).toMatch(/^(비고|Memo), (3행|row 3)/));
    });
    await step('scrolled to the last column, the system and frozen columns stay at the left', async () => {
      const grid = canvas.getByRole('grid');
      await waitFor(() => expect(grid.scrollLeft).toBeGreaterThan(0));
      const code = canvasElement.querySelector<HTMLElement>(
        `[role='row'][aria-rowindex='4'] [aria-colindex='${COL.code}']`,
      )!;
      await expect(code).not.toBeNull();
      const left = code.getBoundingClientRect().left - grid.getBoundingClientRect().left;
      await expect(Math.abs(left - 156)).toBeLessThan(2);
    });
    await step('PageDown moves a page; Ctrl+End goes to the last cell, Ctrl+Home back', async () => {
      await userEvent.keyboard('{PageDown}');
      await waitFor(() => expect(activeLabel()).toMatch(/(13행|row 13)/));
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await waitFor(() => expect(activeLabel()).toMatch(/^(비고|Memo), (200행|row 200)/));
      await expect(canvasElement.querySelector("[role='row'][aria-rowindex='201']")).not.toBeNull();
      const grid = canvas.getByRole('grid');
      const header = canvas.getByRole('columnheader', { name: /품목코드|Item code/ });
      await expect(grid.scrollTop).toBeGreaterThan(1000);
      await expect(Math.abs(header.getBoundingClientRect().top - grid.getBoundingClientRect().top)).toBeLessThan(2);
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      await waitFor(() => expect(activeLabel()).toMatch(/^(선택|Select), (1행|row 1)/));
    });
    await step('a cell too narrow for its text shows the whole text on hover, a cell that fits none', async () => {
      const long = '스테인리스 육각 볼트 M8 x 100 (100개입)';
      await clickCell(canvasElement, 2, COL.name);
      await userEvent.keyboard(long);
      await userEvent.keyboard('{Enter}');
      const cellAt = (row: number) =>
        canvasElement.querySelector<HTMLElement>(
          `[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${COL.name}']`,
        )!;
      await waitFor(() => expect(cellAt(2).textContent).toBe(long));
      await userEvent.hover(cellAt(2));
      await waitFor(() => expect(cellAt(2).title).toBe(long));
      await userEvent.hover(cellAt(1));
      await expect(cellAt(1).hasAttribute('title')).toBe(false);
    });
  },
};

/** A paste event with clipboard text, as the browser fires it on Ctrl+V. */
const pasteText = (target: HTMLElement, text: string) => {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
};

export const CopyPaste: Story = {
  name: 'Range copy, paste and undo',
  play: async ({ canvas, canvasElement, step }) => {
    const input = () => cellInput(canvas);
    await step('Shift+arrows select a range; copy puts it as TSV', async () => {
      await clickCell(canvasElement, 1, COL.name);
      await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
      const data = new DataTransfer();
      input().dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
      const lines = data.getData('text/plain').split('\r\n');
      await expect(lines).toHaveLength(2);
      await expect(lines[0]!.split('\t')).toEqual([
        cellText(canvasElement, 1, COL.name),
        cellText(canvasElement, 1, COL.qty).replace(/,/g, ''),
      ]);
    });
    await step(
      'a TSV range from Excel is pasted cell by cell; a refused cell is reported, the rest applied',
      async () => {
        await clickCell(canvasElement, 1, COL.name);
        pasteText(input(), '앵글 밸브\t12\r\n게이트 밸브\t-3\r\n');
        await waitFor(() => expect(cellText(canvasElement, 1, COL.name)).toBe('앵글 밸브'));
        await expect(cellText(canvasElement, 1, COL.qty)).toBe('12');
        await expect(cellText(canvasElement, 2, COL.name)).toBe('게이트 밸브');
        await expect(await canvas.findByRole('alert')).toHaveTextContent(messagePattern('PICMCM0039', { min: 0 }));
        await expect(cellText(canvasElement, 2, COL.status)).toMatch(/수정|Edited/);
      },
    );
    await step('one undo takes the whole paste back', async () => {
      await userEvent.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(cellText(canvasElement, 1, COL.name)).not.toBe('앵글 밸브'));
      await expect(cellText(canvasElement, 2, COL.name)).not.toBe('게이트 밸브');
      await expect(cellText(canvasElement, 1, COL.status)).toBe('');
      await userEvent.keyboard('{Control>}y{/Control}');
      await waitFor(() => expect(cellText(canvasElement, 1, COL.name)).toBe('앵글 밸브'));
    });
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME in a cell',
  play: async ({ canvas, canvasElement, step }) => {
    const input = () => cellInput(canvas);
    await clickCell(canvasElement, 1, COL.name);
    await step('the first composed syllable starts the edit and is kept', async () => {
      await imeSetComposition('ㅂ');
      await imeSetComposition('보');
      await imeSetComposition('볼');
      // Under `npm test` the composition is real (CDP) and its text is already in the cell's input.
      if (hasCdp()) await waitFor(() => expect(input()).toHaveValue('볼'));
    });
    await step('Enter during the composition does not commit; after it, Enter commits', async () => {
      await pressKey('Enter', { composing: true });
      await imeCommit('볼');
      await waitFor(() => expect(input()).toHaveValue('볼'));
      await expect(cellText(canvasElement, 1, COL.name)).not.toBe('볼');
      await pressKey('Enter');
      await waitFor(() => expect(cellText(canvasElement, 1, COL.name)).toBe('볼'));
    });
  },
};

export const Empty: Story = {
  name: 'Empty grid',
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messagePattern('PICMCM0045'))).toBeVisible();
  },
};

export const EmptySearch: Story = {
  name: 'Empty search result',
  args: { count: 0, searched: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messagePattern('PICMCM0024'))).toBeVisible();
  },
};

export const Large: Story = {
  name: '100,000 rows',
  args: { count: 100_000 },
  play: async ({ canvas, canvasElement, step }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '100001');
    await expect(canvasElement.querySelectorAll("[role='row']").length).toBeLessThan(40);
    await step('a scroll draws the rows of its new offset in the same frame, before the paint', async () => {
      const grid = canvas.getByRole('grid');
      grid.scrollTop = grid.scrollHeight / 2;
      // The scroll event is dispatched in the next frame's update, before its animation callbacks:
      // rows drawn later (after the paint) would not be in the DOM yet.
      const rows = await new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          resolve(
            [...canvasElement.querySelectorAll("[role='row']")].map((r) => Number(r.getAttribute('aria-rowindex'))),
          ),
        ),
      );
      await expect(Math.max(...rows)).toBeGreaterThan(40_000);
      // Back to the top: the story's screenshot shows the first rows.
      grid.scrollTop = 0;
      await waitFor(() => expect(canvasElement.querySelector("[role='row'][aria-rowindex='2']")).not.toBeNull());
    });
  },
};

const fixture = async (name: string, type = '') => {
  const bytes = await (await fetch(new URL(`./fixtures/${name}`, import.meta.url).href)).arrayBuffer();
  return new File([bytes], name, { type });
};
const rowCount = (canvas: ReturnType<typeof within>) => Number(canvas.getByRole('grid').getAttribute('aria-rowcount'));

export const ExcelExport: Story = {
  name: 'Excel export',
  globals: { themeClass: 'buyer' },
  args: { count: 30, excel: true, saveBlob: fn() },
  play: async ({ args, canvas, step }) => {
    await step('the download writes the visible columns with their headers; the file reads back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalled(), { timeout: 10_000 });
      const [blob, name] = (args.saveBlob as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
      await expect(name).toMatch(/\.xlsx$/);
      const { readSpreadsheet } = await import('@mro/excel/sheet');
      const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name, headerRows: 0 });
      if (!read.ok) throw new Error(read.code);
      await expect(read.rows).toHaveLength(31);
      const headers = Object.values(read.rows[0]!);
      await expect(headers).toHaveLength(10);
      await expect(headers[0]).toMatch(/품목코드|Item code/);
      await expect(headers[9]).toMatch(/비고|Memo/);
      const first = sampleItems(1)[0]!;
      await expect(read.rows[1]).toMatchObject({ A: first.id, B: first.name, C: String(first.qty) });
      // Dates go as dates and come back as yyyy-MM-dd; units as their labels.
      await expect(read.rows[1]!.F).toBe(`${first.due!.slice(0, 4)}-${first.due!.slice(4, 6)}-${first.due!.slice(6)}`);
      await expect(read.rows[1]!.E).toMatch(/^(개|박스|세트|ea|box|set)$/);
    });
  },
};

export const ExcelExportEmpty: Story = {
  name: 'Excel export of an empty grid',
  globals: { themeClass: 'buyer' },
  args: { count: 0, excel: true, saveBlob: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(messagePattern('APUDM0007'));
    await userEvent.keyboard('{Enter}');
    await expect(args.saveBlob).not.toHaveBeenCalled();
  },
};

export const ExcelImport: Story = {
  name: 'Excel and CSV import',
  globals: { themeClass: 'buyer' },
  args: { count: 5, excel: true },
  play: async ({ canvas, canvasElement, step }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    /** The names of the last n rows (scrolled into view first: the grid draws only what is in view). */
    const lastNames = async (n: number) => {
      const grid = canvas.getByRole('grid');
      grid.scrollTop = grid.scrollHeight;
      const total = rowCount(canvas) - 1;
      await waitFor(() => expect(cellText(canvasElement, total, COL.name)).not.toBe(''));
      return Array.from({ length: n }, (_, i) => cellText(canvasElement, total - n + 1 + i, COL.name));
    };
    const importAndCheck = async (file: File, before: number) => {
      await userEvent.upload(input, file);
      await waitFor(() => expect(rowCount(canvas)).toBe(before + 3), { timeout: 10_000 });
    };
    await step('.xlsx: three lines become new rows; refused cells are reported and left empty', async () => {
      await importAndCheck(await fixture('order-lines.xlsx'), 6);
      await expect(await canvas.findByText(messagePattern('PICMCM0039', { min: 0 }))).toBeVisible();
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('UTF-8 CSV with BOM', async () => {
      await importAndCheck(await fixture('order-lines.utf8.csv', 'text/csv'), 9);
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('EUC-KR (CP949) CSV, UHC-only syllables included', async () => {
      await importAndCheck(await fixture('order-lines.cp949.csv', 'text/csv'), 12);
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('another type is refused with PICMCM0011', async () => {
      await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern('PICMCM0011', { extension: 'txt' }));
      await userEvent.keyboard('{Enter}');
      await expect(rowCount(canvas)).toBe(15);
    });
    await step('a renamed file is refused by its content: text named .xlsx gets PICMCM0011', async () => {
      const renamed = new File(['code,name\n1,렌치\n'], 'order-lines.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      await userEvent.upload(input, renamed);
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern('PICMCM0011', { extension: 'xlsx' }));
      await userEvent.keyboard('{Enter}');
      await expect(rowCount(canvas)).toBe(15);
    });
  },
};

export const ExportOffOnMain: Story = {
  name: 'No Excel export on the main system',
  globals: { themeClass: 'main' },
  args: { count: 5, excel: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /엑셀 다운로드|Download Excel/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /엑셀 업로드|Upload Excel/ })).toBeEnabled();
  },
};

export const ScrollPaging: Story = {
  name: 'Scroll paging',
  args: { count: 1000, paging: 'scroll' },
  play: async ({ canvas, step }) => {
    const grid = canvas.getByRole('grid');
    await step('100 rows first; near the end of the scroll 100 more come and the position stays', async () => {
      await expect(rowCount(canvas)).toBe(101);
      grid.scrollTop = grid.scrollHeight;
      grid.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(rowCount(canvas)).toBe(201));
      const kept = grid.scrollTop;
      await expect(kept).toBeGreaterThan(2000);
      await new Promise((r) => setTimeout(r, 150));
      await expect(grid.scrollTop).toBe(kept);
    });
  },
};

export const ServerSort: Story = {
  name: 'Sorted by the server',
  args: { count: 1000, paging: 'scroll', onSortChange: fn() },
  play: async ({ args, canvas, canvasElement, step }) => {
    const codeHeader = () => canvas.getByRole('columnheader', { name: /품목코드|Item code/ });
    await step(
      'a header click reports the sort; the search comes back sorted over every row, not the 100 loaded',
      async () => {
        await ready(canvasElement);
        await userEvent.click(within(codeHeader()).getByRole('button'));
        await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'id', direction: 'asc' });
        await userEvent.click(within(codeHeader()).getByRole('button'));
        await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'id', direction: 'desc' });
        // The loaded rows were IT000001-IT000100; the whole search's last code comes first.
        await waitFor(() => expect(cellText(canvasElement, 1, COL.code)).toBe('IT001000'));
        await expect(codeHeader()).toHaveAttribute('aria-sort', 'descending');
        await expect(rowCount(canvas)).toBe(101);
      },
    );
  },
};

export const ReadOnlyRows: Story = {
  name: 'Rows the page keeps read-only',
  args: { count: 30, lockSets: true },
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    const items = sampleItems(30);
    const locked = items.findIndex((i) => i.unit === 'SET') + 1;
    const open = items.findIndex((i) => i.unit !== 'SET') + 1;
    const nameCell = (row: number) =>
      canvasElement.querySelector<HTMLElement>(
        `[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${COL.name}']`,
      )!;
    await step('a locked row says so and typing does not edit it', async () => {
      await expect(nameCell(locked)).toHaveAttribute('aria-readonly', 'true');
      await clickCell(canvasElement, locked, COL.name);
      await userEvent.keyboard('바꿈');
      await userEvent.keyboard('{Enter}');
      await expect(cellText(canvasElement, locked, COL.name)).toBe(items[locked - 1]!.name);
      await expect(cellText(canvasElement, locked, COL.status)).toBe('');
    });
    await step('another row edits as usual', async () => {
      await expect(nameCell(open)).not.toHaveAttribute('aria-readonly');
      await clickCell(canvasElement, open, COL.name);
      await userEvent.keyboard('바꿈{Enter}');
      await waitFor(() => expect(cellText(canvasElement, open, COL.name)).toBe('바꿈'));
      await expect(canvas.getAllByRole('row').length).toBeGreaterThan(2);
    });
  },
};

export const OpeningARow: Story = {
  name: 'Opening a row',
  args: { count: 30, onRowActivate: fn() },
  play: async ({ args, canvas, canvasElement, step }) => {
    const items = sampleItems(30);
    await step('Enter on a cell that is not edited opens its row', async () => {
      await clickCell(canvasElement, 2, COL.code);
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowActivate).toHaveBeenCalledTimes(1);
      await expect(args.onRowActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: items[1]!.id }));
      // The active cell stays where it was (Enter does not move down here).
      await expect(cellInput(canvas)).toHaveAccessibleName(/^(품목코드|Item code), (2행|row 2)/);
    });
    await step('a double click on such a cell opens its row', async () => {
      await ready(canvasElement);
      const cell = canvasElement.querySelector<HTMLElement>(
        `[role='row'][aria-rowindex='5'] [aria-colindex='${COL.code}']`,
      )!;
      await userEvent.dblClick(cell);
      await expect(args.onRowActivate).toHaveBeenLastCalledWith(expect.objectContaining({ id: items[3]!.id }));
    });
    await step('Enter on an editable cell edits it, and opens nothing', async () => {
      const calls = (args.onRowActivate as ReturnType<typeof fn>).mock.calls.length;
      await clickCell(canvasElement, 1, COL.name);
      await userEvent.keyboard('{Enter}');
      // The edit starts with the cell's text (Enter is F2 here).
      await waitFor(() => expect(cellInput(canvas)).toHaveValue(items[0]!.name));
      await userEvent.keyboard(' 2{Enter}');
      await waitFor(() => expect(cellText(canvasElement, 1, COL.name)).toBe(`${items[0]!.name} 2`));
      await expect(args.onRowActivate).toHaveBeenCalledTimes(calls);
    });
  },
};

export const ExcelExportAll: Story = {
  name: 'Excel export of a whole search',
  globals: { themeClass: 'buyer' },
  args: { count: 1000, paging: 'scroll', excel: true, exportAll: true, saveBlob: fn() },
  play: async ({ args, canvas, step }) => {
    await step('100 rows loaded; the download writes the 1,000 rows the source gives', async () => {
      await expect(rowCount(canvas)).toBe(101);
      await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalled(), { timeout: 10_000 });
      const [blob, name] = (args.saveBlob as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
      const { readSpreadsheet } = await import('@mro/excel/sheet');
      const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name });
      if (!read.ok) throw new Error(read.code);
      await expect(read.rows).toHaveLength(1000);
      await expect(read.rows[999]!.A).toBe(sampleItems(1000)[999]!.id);
    });
  },
};

export const PageMode: Story = {
  name: 'Page mode',
  args: { count: 320, paging: 'page' },
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('50 rows a page with the pagination below', async () => {
      await expect(rowCount(canvas)).toBe(51);
      await userEvent.click(canvas.getByRole('button', { name: /^(2 페이지|Page 2)$/ }));
      await waitFor(() => expect(cellText(canvasElement, 1, COL.code)).toBe('IT000051'));
    });
    await step('with unsaved edits, changing page asks PICMCM0026 first; cancel stays', async () => {
      await clickCell(canvasElement, 1, COL.name);
      await userEvent.keyboard('변경{Enter}');
      await userEvent.click(canvas.getByRole('button', { name: /^(3 페이지|Page 3)$/ }));
      const dialog = await body.findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern('PICMCM0026'));
      await userEvent.click(within(dialog).getByRole('button', { name: /^(취소|Cancel)$/ }));
      await new Promise((r) => setTimeout(r, 200));
      await expect(cellText(canvasElement, 1, COL.code)).toBe('IT000051');
    });
  },
};

/** A small grid in each class: row heights, header, the row-state colours and a required cell. */
function ClassSample() {
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

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <ClassSample />,
  play: async ({ canvas, canvasElement }) => {
    const grids = await canvas.findAllByRole('grid');
    await expect(grids).toHaveLength(4);
    await waitFor(() => expect(canvasElement.querySelectorAll("[role='row'][aria-rowindex='8']")).toHaveLength(4));
    // Each class has its own row height (tokens): main 35, buyer 30, supply 33 px.
    const heights = grids.map(
      (g) => g.querySelector<HTMLElement>("[role='row'][aria-rowindex='2'] [role='gridcell']")!.offsetHeight,
    );
    await expect(heights).toEqual([35, 30, 33, 30]);
    for (const grid of grids) {
      const g = within(grid);
      await expect(g.getAllByText(/^(신규|New)$/)).toHaveLength(1);
      await expect(g.getAllByText(/^(수정|Edited)$/)).toHaveLength(1);
      await expect(g.getAllByText(/^(삭제|Deleted)$/)).toHaveLength(1);
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ColumnsDemo, DisplayDemo, SortFilterDemo } from './stories/ColumnsDemo';
import { dataGridDocs } from './stories/docs';
import { cellInput, cellText, clickCell, ready } from './stories/gridPlay';

/** The user's columns: keyboard resize, the column chooser, and the state kept per user and screen. */
const meta = {
  title: 'Grid/DataGrid/Columns',
  component: ColumnsDemo,
  parameters: dataGridDocs,
} satisfies Meta<typeof ColumnsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const headers = (root: HTMLElement) =>
  [...root.querySelectorAll("[role='row'][aria-rowindex='1'] [role='columnheader']")].map((h) => h.textContent);
const widthOf = (root: HTMLElement, header: string) =>
  [...root.querySelectorAll<HTMLElement>("[role='columnheader']")].find((h) => h.textContent === header)!.offsetWidth;

export const KeyboardResize: Story = {
  name: 'Resize a column from the keyboard',
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    const separator = () => canvas.getByRole('separator', { name: /품목명/ });
    await step('the separator is focusable and says its width, narrowest and widest', async () => {
      separator().focus();
      await expect(separator()).toHaveFocus();
      await expect(separator()).toHaveAttribute('aria-orientation', 'vertical');
      await expect(separator()).toHaveAttribute('aria-valuenow', '180');
      await expect(separator()).toHaveAttribute('aria-valuemin', '40');
      await expect(separator()).toHaveAttribute('aria-valuemax', '800');
    });
    await step('ArrowRight widens by 10 px, ArrowLeft narrows; the focus stays on the separator', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '200'));
      await expect(widthOf(canvasElement, '품목명')).toBe(200);
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '190'));
      await expect(separator()).toHaveFocus();
    });
    await step('Home goes to the narrowest, End to the widest', async () => {
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '40'));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '800'));
      await userEvent.keyboard('{Home}');
    });
    await step('a press on a cell gives the keys back to the grid', async () => {
      await clickCell(canvasElement, 1, 5);
      await userEvent.keyboard('7');
      await expect(cellInput(canvas)).toHaveValue('7');
      await userEvent.keyboard('{Escape}');
    });
  },
};

export const StateSurvivesReload: Story = {
  name: 'Widths, order and columns survive a reload',
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    await step('resize 수량 by keyboard, hide 단위 and move 제조사 earlier in the chooser', async () => {
      canvas.getByRole('separator', { name: /수량/ }).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await waitFor(() =>
        expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '120'),
      );
      await userEvent.click(canvas.getByRole('button', { name: /열 설정|Columns/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: '단위' }));
      await userEvent.click(canvas.getByRole('button', { name: /제조사 앞으로 이동|Move 제조사 earlier/ }));
      await userEvent.click(canvas.getByRole('button', { name: /제조사 앞으로 이동|Move 제조사 earlier/ }));
      await waitFor(() => expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '제조사', '수량']));
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByRole('button', { name: /열 설정|Columns/ })).toHaveFocus();
    });
    await step('a remount (a reload) restores them from the stored item', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /다시 열기/ }));
      await ready(canvasElement);
      await waitFor(() => expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '제조사', '수량']));
      await expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '120');
      await expect(widthOf(canvasElement, '수량')).toBe(120);
    });
    await step('reset gives the declared columns back, and so does the next reload', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /열 설정|Columns/ }));
      await userEvent.click(canvas.getByRole('button', { name: /기본 열로 되돌리기|Reset columns/ }));
      await waitFor(() =>
        expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '수량', '단위', '제조사']),
      );
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: /다시 열기/ }));
      await ready(canvasElement);
      await waitFor(() =>
        expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '90'),
      );
    });
  },
};

export const DisplayCells: StoryObj<typeof DisplayDemo> = {
  name: 'Display cells: a link, a badge, a button',
  render: (args) => <DisplayDemo {...args} />,
  args: { count: 1000, onOpen: fn() },
  play: async ({ args, canvas, canvasElement, step }) => {
    await ready(canvasElement);
    await step('the cells are drawn by the virtual rows: a link per drawn row, not per row', async () => {
      await waitFor(() => expect(canvasElement.querySelector("a[href='#item-IT000001']")).not.toBeNull());
      const links = canvasElement.querySelectorAll("[role='gridcell'] a[href]");
      await expect(links.length).toBeGreaterThan(3);
      await expect(links.length).toBeLessThan(60);
      // Tab does not stop in every cell: the controls are out of the tab order.
      for (const control of canvasElement.querySelectorAll("[role='gridcell'] a, [role='gridcell'] button")) {
        await expect(control).toHaveAttribute('tabindex', '-1');
      }
    });
    await step('Enter on a cell with a button clicks it (the keyboard reaches it through the grid)', async () => {
      await clickCell(canvasElement, 2, 5);
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledWith('IT000002');
    });
    await step('an editable display cell still edits its value with the text editor', async () => {
      await clickCell(canvasElement, 1, 3);
      await userEvent.keyboard('42');
      await expect(cellInput(canvas)).toHaveValue('42');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(cellText(canvasElement, 1, 3)).toMatch(/^42 /));
    });
    await step('a pointer click on a link reaches it, not stopped by the grid', async () => {
      // The story stops the navigation itself (the test page must stay); the grid must not have.
      let followed = false;
      const onClick = (e: MouseEvent) => {
        followed = !e.defaultPrevented && (e.target as HTMLElement).closest('a')?.hash === '#item-IT000003';
        e.preventDefault();
      };
      window.addEventListener('click', onClick, { once: true });
      await userEvent.click(canvas.getByRole('link', { name: 'IT000003' }));
      await expect(followed).toBe(true);
    });
  },
};

/** The rows' column values, top to bottom, of the rows drawn (the list is short: all of them). */
const columnValues = (root: HTMLElement, col: number) =>
  [...root.querySelectorAll<HTMLElement>(`[role='row'] [role='gridcell'][aria-colindex='${col}']`)]
    .map((c) => ({ row: Number(c.closest("[role='row']")!.getAttribute('aria-rowindex')), text: c.textContent ?? '' }))
    .sort((a, b) => a.row - b.row)
    .map((c) => c.text);

/** Columns of SortFilterDemo: 1 number, 2 code, 3 name, 4 unit, 5 qty. */
const NAME = 3;
const UNIT = 4;
const QTY = 5;

export const FilterAndMultiSort: StoryObj<typeof SortFilterDemo> = {
  name: 'Filter menu and multi-column sort',
  render: (args) => <SortFilterDemo {...args} />,
  args: { count: 30 },
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    const header = (name: string) => canvas.getByRole('columnheader', { name: new RegExp(name) });
    const sortButton = (name: string) => within(header(name)).getByRole('button');
    await step('a press on 단위 sorts by it; Shift+click on 수량 adds it as the second key', async () => {
      await userEvent.click(sortButton('단위'));
      await expect(header('단위')).toHaveAttribute('aria-sort', 'ascending');
      // One user-event session, so Shift stays held for the click.
      const user = userEvent.setup();
      await user.keyboard('{Shift>}');
      await user.click(sortButton('수량'));
      await user.keyboard('{/Shift}');
      await waitFor(() => expect(header('수량')).toHaveTextContent(/2차 정렬, 오름차순|sort key 2, ascending/));
      // aria-sort names the primary key only (one sorted header at a time, as ARIA asks).
      await expect(header('수량')).not.toHaveAttribute('aria-sort');
      const units = columnValues(canvasElement, UNIT);
      const qtys = columnValues(canvasElement, QTY).map((q) => Number(q.replace(/,/g, '')));
      await expect([...units].sort((a, b) => a.localeCompare(b, 'ko'))).toEqual(units);
      for (let i = 1; i < units.length; i += 1) {
        if (units[i] === units[i - 1]) await expect(qtys[i]).toBeGreaterThanOrEqual(qtys[i - 1]!);
      }
    });
    await step('Shift+Enter on a focused header turns the second key descending', async () => {
      sortButton('수량').focus();
      await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
      await waitFor(() => expect(header('수량')).toHaveTextContent(/2차 정렬, 내림차순|sort key 2, descending/));
      await expect(sortButton('수량')).toHaveFocus();
      const units = columnValues(canvasElement, UNIT);
      const qtys = columnValues(canvasElement, QTY).map((q) => Number(q.replace(/,/g, '')));
      for (let i = 1; i < units.length; i += 1) {
        if (units[i] === units[i - 1]) await expect(qtys[i]).toBeLessThanOrEqual(qtys[i - 1]!);
      }
    });
    await step('the filter menu keeps the rows whose 품목명 contains the text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^(필터|Filters)/ }));
      await userEvent.type(canvas.getByRole('searchbox', { name: /품목명/ }), '볼트');
      await waitFor(() => expect(columnValues(canvasElement, NAME).length).toBeGreaterThan(0));
      await waitFor(() => {
        for (const name of columnValues(canvasElement, NAME)) expect(name).toContain('볼트');
      });
      await expect(canvas.getByRole('grid')).toHaveAttribute(
        'aria-rowcount',
        String(columnValues(canvasElement, NAME).length + 1),
      );
      await userEvent.click(canvas.getByRole('button', { name: /필터 지우기|Clear filters/ }));
      await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '31'));
      await userEvent.keyboard('{Escape}');
    });
  },
};

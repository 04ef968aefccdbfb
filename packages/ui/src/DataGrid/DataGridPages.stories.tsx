import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messagePattern } from '../../../../.storybook/story-helpers';

import { Demo, sampleItems, type Item } from './stories/GridDemo';
import type { GridChanges } from './gridRows';
import { cellInput, cellText, clickCell, COL, ready, rowCount } from './stories/gridPlay';
import { dataGridDocs } from './stories/docs';

/** The grid as pages drive it: refusals of a save, paging, a server's sort, rows kept read-only, opening a row. */
const meta = {
  title: 'Grid/DataGrid/Pages',
  component: Demo,
  args: { count: 200, onChanges: fn() },
  parameters: dataGridDocs,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

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
        // Its message is a Tooltip on hover (no bare title), describing the cell while shown.
        await expect(cell(2, COL.qty)).not.toHaveAttribute('title');
        await userEvent.hover(cell(2, COL.qty));
        const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
        await expect(tip).toHaveTextContent(messagePattern('PICMCM0040', { max: 99 }));
        await expect(cell(2, COL.qty)).toHaveAttribute('aria-describedby', tip.id);
        await userEvent.unhover(cell(2, COL.qty));
        await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
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

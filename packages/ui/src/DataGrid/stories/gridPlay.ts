// What the DataGrid stories' play functions share: finding cells and the grid's one input, waiting
// for the first rows, clicking a cell, pasting text as the browser does.
import { expect, userEvent, waitFor, type within } from 'storybook/test';

/** The grid's input lives in the active cell: query it again after every move. */
export const cellInput = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox');
export const cellText = (canvasElement: HTMLElement, row: number, col: number) =>
  canvasElement.querySelector(`[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`)?.textContent ?? '';
/** Columns: 1 check, 2 number, 3 status, 4 item code (frozen), 5 name, 6 qty, 7 price, 8 unit, 9 due, 10 urgent. */
export const COL = { status: 3, code: 4, name: 5, qty: 6, price: 7, unit: 8, due: 9, urgent: 10 };
/** The grid measures itself before it draws its rows: wait for the first one. */
export const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector("[role='row'][aria-rowindex='2']")).not.toBeNull());
export const clickCell = async (canvasElement: HTMLElement, row: number, col: number) => {
  await ready(canvasElement);
  const cell = canvasElement.querySelector<HTMLElement>(
    `[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`,
  )!;
  await userEvent.pointer({ keys: '[MouseLeft]', target: cell });
};

/** A paste event with clipboard text, as the browser fires it on Ctrl+V. */
export const pasteText = (target: HTMLElement, text: string) => {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
};

/** The grid's row count (the header row included), from its ARIA. */
export const rowCount = (canvas: ReturnType<typeof within>) =>
  Number(canvas.getByRole('grid').getAttribute('aria-rowcount'));

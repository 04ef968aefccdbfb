// Typing into a DataGrid from a test (`@mro/ui/testing`, decision 0040), in a browser (Vitest
// browser mode, a Storybook play function, a page Playwright drives through `page.evaluate`): find
// a cell by its ARIA position, make it active as a press on it does, type into the grid's one
// input (plain text or through the Korean IME), and end the edit with Enter, which commits and
// moves down. Rows and columns are counted as a person reads them: row 1 is the first data row,
// column 1 the first column the grid lays out (its check column when it has one).
import type { Ime, ImeEnter } from './ime';

export interface GridCellPosition {
  /** 1-based data row (the header row is not counted). */
  row: number;
  /** 1-based column, as `aria-colindex`. */
  col: number;
}

const cellSelector = ({ row, col }: GridCellPosition) =>
  `[role='row'][aria-rowindex='${row + 1}'] [aria-colindex='${col}']`;

/** Waits for `check` to hold, a frame at a time (default 2 s). */
export async function waitUntil(check: () => boolean, { timeout = 2000, what = 'a condition' } = {}) {
  const until = performance.now() + timeout;
  while (!check()) {
    if (performance.now() > until) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }
}

/** The grid element (role="grid") in `root`; a grid itself is returned as it is. */
export function findGrid(root: ParentNode = document): HTMLElement {
  if (root instanceof HTMLElement && root.getAttribute('role') === 'grid') return root;
  const grid = root.querySelector<HTMLElement>("[role='grid']");
  if (!grid) throw new Error('No element with role="grid"');
  return grid;
}

/** A rendered cell (null when the grid has not drawn it: scroll it into view first). */
export function gridCell(grid: ParentNode, at: GridCellPosition): HTMLElement | null {
  return findGrid(grid).querySelector<HTMLElement>(cellSelector(at));
}

/** The grid's one input, once it sits in the active cell and has the focus. */
export function gridInput(grid: ParentNode): HTMLInputElement | null {
  const input = document.activeElement;
  return input instanceof HTMLInputElement && findGrid(grid).contains(input) ? input : null;
}

/** Makes a cell active as a press on it does and waits until the grid's input has the focus there. */
export async function focusGridCell(grid: ParentNode, at: GridCellPosition): Promise<HTMLInputElement> {
  await waitUntil(() => gridCell(grid, at) !== null, { what: `the cell at row ${at.row}, column ${at.col}` });
  const cell = gridCell(grid, at)!;
  const init = { bubbles: true, cancelable: true, button: 0, buttons: 1, pointerId: 1, isPrimary: true };
  cell.dispatchEvent(new PointerEvent('pointerdown', init));
  cell.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  await waitUntil(() => gridCell(grid, at)?.contains(document.activeElement) === true, {
    what: "the grid's input in the active cell",
  });
  return gridInput(grid)!;
}

/**
 * Types `text` into a cell and ends the edit with Enter (the value commits, the next row becomes
 * active). With `way` the text goes through the Korean IME in that order of events (decision
 * 0026: one Enter commits the last syllable and moves once); otherwise it is inserted as plain text.
 * Answers the cell's text after the commit.
 */
export async function typeInGridCell(
  ime: Ime,
  grid: ParentNode,
  at: GridCellPosition,
  text: string,
  { way }: { way?: ImeEnter } = {},
): Promise<string> {
  await focusGridCell(grid, at);
  if (way) {
    await ime.composeAndEnter(text, way);
  } else {
    await ime.insertText(text);
    await ime.pressKey('Enter');
  }
  // The commit moves the active cell down; a refused value keeps its editor (and says why).
  await waitUntil(
    () =>
      !gridCell(grid, at)?.contains(document.activeElement) || findGrid(grid).querySelector("[role='alert']") !== null,
    { what: 'the edit to end' },
  );
  return gridCell(grid, at)?.textContent ?? '';
}

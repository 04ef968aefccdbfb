import { createElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

/**
 * Cells are plain elements with class names and data attributes; their rules live once in Root.
 * A styled component per cell would compute and hash its CSS for each of the hundreds of cells
 * mounted on every scroll frame (decision 0015).
 */
export type CellAlign = 'left' | 'right' | 'center' | undefined;
export type CellState = 'none' | 'created' | 'updated' | 'deleted';

export interface CellProps extends HTMLAttributes<HTMLDivElement> {
  /** The cell's row in the view (not rendered). */
  $row: number;
  $align?: CellAlign;
  $state: CellState;
  $active: boolean;
  $selected: boolean;
  $frozen: boolean;
  $invalid?: boolean;
}

const flag = (on: boolean | undefined) => (on ? '' : undefined);

/**
 * A body cell (class `mro-cell`): an element, not a component — hundreds mount at once, and a
 * component per cell would add a fiber to each. A text content is the element's only child (React
 * sets it as the element's text, no text node of its own) unless the cell holds the grid's input.
 */
export function cell(
  key: string,
  { $row: _row, $align, $state, $active, $selected, $frozen, $invalid, ...rest }: CellProps,
  content: ReactNode,
  input?: ReactNode,
): ReactElement {
  const props = {
    ...rest,
    key,
    className: 'mro-cell',
    'data-align': $align,
    'data-state': $state === 'none' ? undefined : $state,
    'data-active': flag($active),
    'data-selected': flag($selected),
    'data-frozen': flag($frozen),
    'data-invalid': flag($invalid),
  };
  return input ? createElement('div', props, content, input) : createElement('div', props, content);
}

/** The classes of a header cell (made in DataGrid.tsx). */
export const HEADER_CLASS = 'mro-cell mro-header-cell';

/** A row state's badge in the status column. */
export const stateBadge = (state: CellState, label: string) =>
  createElement('span', { className: 'mro-state', 'data-state': state }, label);

const cellRules = css`
  /* A body cell is a block holding its text directly (no element per text): one line as tall as
     the row, clipped with an ellipsis. */
  .mro-cell {
    box-sizing: border-box;
    display: block;
    height: var(--mro-grid-row-h);
    line-height: calc(var(--mro-grid-row-h) - 1px);
    padding: 0 ${theme.space['2']};
    border-right: 1px solid ${theme.color.border.subtle};
    border-bottom: 1px solid ${theme.color.border.subtle};
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    background: ${theme.color.bg.surface};
    color: inherit;
  }
  .mro-cell:not([data-frozen]):not(.mro-header-cell) {
    position: absolute;
  }
  .mro-cell[data-align='right'] {
    text-align: right;
  }
  .mro-cell[data-align='center'] {
    text-align: center;
  }
  .mro-cell > input[type='checkbox'] {
    margin: 0;
    vertical-align: middle;
  }
  .mro-cell[data-frozen] {
    background: ${theme.color.bg.subtle};
    z-index: 2;
  }
  .mro-cell[data-selected] {
    background: ${theme.color.bg.selected};
  }
  .mro-cell[data-state='deleted'] {
    text-decoration: line-through;
    color: ${theme.color.text.muted};
  }
  .mro-cell[data-active] {
    box-shadow: inset 0 0 0 2px ${theme.color.focus.ring};
    z-index: 5;
  }
  /* The edit error hangs below the active cell. */
  .mro-cell[data-active]:has(.mro-edit-error) {
    overflow: visible;
  }
  .mro-cell[data-invalid] {
    box-shadow: inset 0 0 0 2px ${theme.color.text.danger};
  }
  .mro-header-cell {
    display: flex;
    align-items: center;
    justify-content: flex-start;
    line-height: normal;
    gap: ${theme.space['1']};
    background: ${theme.color.header.bg};
    color: ${theme.color.header.fg};
    font-weight: ${theme.font.weight.bold};
    z-index: 3;
  }
  .mro-header-cell[data-align='right'] {
    justify-content: flex-end;
  }
  .mro-header-cell[data-align='center'] {
    justify-content: center;
  }
  .mro-header-cell[data-frozen] {
    background: ${theme.color.header.bg};
    z-index: 4;
  }
  .mro-sort {
    all: unset;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 2px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .mro-sort:focus-visible {
    outline: 2px solid ${theme.color.focus.ring};
  }
  .mro-sort-level {
    font-size: ${theme.font.size.sm};
  }
  .mro-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .mro-required {
    color: ${theme.color.text.danger};
  }
  .mro-resize:focus-visible {
    outline: 2px solid ${theme.color.focus.ring};
    outline-offset: -2px;
  }
  .mro-resize {
    position: absolute;
    top: 0;
    right: -3px;
    width: 6px;
    height: 100%;
    cursor: col-resize;
    z-index: 5;
    touch-action: none;
  }
  .mro-state {
    display: inline-block;
    vertical-align: middle;
    line-height: 1.5;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    padding: 0 ${theme.space['1']};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text.default};
    background: transparent;
  }
  .mro-state[data-state='created'] {
    background: ${theme.color['row-state'].created};
  }
  .mro-state[data-state='updated'] {
    background: ${theme.color['row-state'].updated};
  }
  .mro-state[data-state='deleted'] {
    background: ${theme.color['row-state'].deleted};
  }
`;

/**
 * react-window's rows are zero-height blocks whose non-frozen cells are placed absolutely; each row
 * is as wide as the grid (--mro-grid-w) so that frozen cells, which stay in the row's flow with
 * `position: sticky`, can stick at any scroll position; the header row is as tall as the grid
 * (--mro-grid-h, cancelled by a negative margin) so that header cells stick to the top throughout.
 * Its rules read the theme module (CSS variable references, the same for every class) rather than
 * the theme prop: without a function among them styled-components builds them once, not on every
 * render of the grid (each edit, each move of the active cell).
 */
export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  font-family: ${theme.font.family.base};
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.default};
  border: 1px solid ${theme.color.border.default};
  background: ${theme.color.bg.surface};

  .mro-grid {
    outline: none;
    /* react-window places the rows itself: the browser's scroll anchoring would move the view. */
    overflow-anchor: none;
  }
  /* Scrollbars that stay drawn (where the platform would only overlay them while scrolling, as
     macOS does): columns past the right edge are announced by the bar, not found by chance. */
  .mro-grid::-webkit-scrollbar {
    width: 12px;
    height: 12px;
  }
  .mro-grid::-webkit-scrollbar-track {
    background: ${theme.color.bg.subtle};
  }
  .mro-grid::-webkit-scrollbar-thumb {
    border: 3px solid transparent;
    border-radius: 6px;
    background: ${theme.color.border.strong} content-box;
  }
  .mro-grid::-webkit-scrollbar-corner {
    background: ${theme.color.bg.subtle};
  }
  .mro-grid > [role='row'] {
    width: var(--mro-grid-w);
    height: 0;
  }
  .mro-grid > [role='row'][aria-rowindex='1'] {
    height: var(--mro-grid-h);
    margin-bottom: calc(-1 * var(--mro-grid-h));
  }
  ${cellRules}
`;

/** The one input of the grid: invisible while navigating (it takes the keys, IME included), the editor while editing. */
export const CellInput = styled.input<{ $editing: boolean; $invalid: boolean }>`
  position: absolute;
  inset: 0;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  pointer-events: ${({ $editing }) => ($editing ? 'auto' : 'none')};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space['2']};
  border: 2px solid
    ${({ theme, $invalid, $editing }) =>
      $invalid ? theme.color.text.danger : $editing ? theme.color.focus.ring : 'transparent'};
  background: ${({ theme, $editing }) => ($editing ? theme.color.bg.surface : 'transparent')};
  color: ${({ $editing }) => ($editing ? 'inherit' : 'transparent')};
  caret-color: ${({ $editing }) => ($editing ? 'auto' : 'transparent')};
  font: inherit;
  outline: none;
`;

/**
 * The refusal of the value being typed: a tooltip anchored below the edited cell, pointing at it
 * (its own width up to a readable measure, not the cell's), never over the cell itself; clicks go
 * through it to the cells it covers.
 */
export const EditError = styled.div`
  position: absolute;
  top: calc(100% + 7px);
  left: 0;
  width: max-content;
  min-width: 100%;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['2']}`};
  background: ${({ theme }) => theme.color.danger.bg};
  color: ${({ theme }) => theme.color.danger.fg};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
  text-align: left;
  white-space: normal;
  overflow-wrap: anywhere;
  pointer-events: none;
  z-index: 7;
  &::before {
    content: '';
    position: absolute;
    top: -5px;
    left: 12px;
    width: 10px;
    height: 10px;
    background: inherit;
    transform: rotate(45deg);
  }
`;

export const Empty = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space['4']};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Alert = styled.div`
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['2']}`};
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** The column chooser's panel, over the grid under its toolbar. */
export const ChooserPanel = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  min-width: 240px;
  max-height: 320px;
  overflow: auto;
  padding: ${theme.space['2']};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.bg.surface};
  box-shadow: 0 4px 12px rgb(0 0 0 / 16%);

  ul {
    list-style: none;
    margin: 0 0 ${theme.space['2']};
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space['1']};
  }
  label {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${theme.space['1']};
  }
`;

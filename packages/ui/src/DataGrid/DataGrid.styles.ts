import styled, { css } from 'styled-components';

/**
 * react-window's rows are zero-height blocks whose non-frozen cells are placed absolutely; each row
 * is as wide as the grid (--mro-grid-w) so that frozen cells, which stay in the row's flow with
 * `position: sticky`, can stick at any scroll position; the header row is as tall as the grid
 * (--mro-grid-h, cancelled by a negative margin) so that header cells stick to the top throughout.
 */
export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  font-family: ${({ theme }) => theme.font.family.base};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};

  .mro-grid {
    outline: none;
  }
  .mro-grid > [role='row'] {
    width: var(--mro-grid-w);
    height: 0;
  }
  .mro-grid > [role='row'][aria-rowindex='1'] {
    height: var(--mro-grid-h);
    margin-bottom: calc(-1 * var(--mro-grid-h));
  }
`;

const cellBase = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space['2']};
  border-right: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Cell = styled.div<{
  $align?: 'left' | 'right' | 'center' | undefined;
  $state: 'none' | 'created' | 'updated' | 'deleted';
  $active: boolean;
  $selected: boolean;
  $frozen: boolean;
  $invalid?: boolean;
}>`
  ${cellBase}
  justify-content: ${({ $align }) => ($align === 'right' ? 'flex-end' : $align === 'center' ? 'center' : 'flex-start')};
  background: ${({ theme, $selected, $frozen }) =>
    $selected ? theme.color.bg.selected : $frozen ? theme.color.bg.subtle : theme.color.bg.surface};
  text-decoration: ${({ $state }) => ($state === 'deleted' ? 'line-through' : 'none')};
  color: ${({ theme, $state }) => ($state === 'deleted' ? theme.color.text.muted : 'inherit')};
  z-index: ${({ $frozen }) => ($frozen ? 2 : 'auto')};
  ${({ $active, theme }) =>
    $active &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.color.focus.ring};
      overflow: visible;
      z-index: 5;
    `}
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.color.text.danger};
    `}
`;

export const HeaderCell = styled.div<{ $frozen: boolean; $align?: 'left' | 'right' | 'center' | undefined }>`
  ${cellBase}
  justify-content: ${({ $align }) => ($align === 'right' ? 'flex-end' : $align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space['1']};
  background: ${({ theme }) => theme.color.header.bg};
  color: ${({ theme }) => theme.color.header.fg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  z-index: ${({ $frozen }) => ($frozen ? 4 : 3)};
`;

export const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  overflow: hidden;
  text-overflow: ellipsis;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus.ring};
  }
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.color.text.danger};
`;

export const ResizeHandle = styled.span`
  position: absolute;
  top: 0;
  right: -3px;
  width: 6px;
  height: 100%;
  cursor: col-resize;
  z-index: 5;
  touch-action: none;
`;

export const StateBadge = styled.span<{ $state: 'none' | 'created' | 'updated' | 'deleted' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  padding: 0 ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.default};
  background: ${({ theme, $state }) =>
    $state === 'created'
      ? theme.color['row-state'].created
      : $state === 'updated'
        ? theme.color['row-state'].updated
        : $state === 'deleted'
          ? theme.color['row-state'].deleted
          : 'transparent'};
  display: inline-block;
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

export const EditError = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 100%;
  max-width: 320px;
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['2']}`};
  background: ${({ theme }) => theme.color.danger.bg};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: normal;
  z-index: 7;
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

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const CellText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

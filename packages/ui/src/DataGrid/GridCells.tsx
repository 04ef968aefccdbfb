// The grid's cells as react-window draws them (decision 0015): each data cell subscribes to the
// cell feed for its own row, so an edit renders the rows it changed and no other; the header row;
// the cell's accessible labels (built once per language); where a cell sits (frozen columns stay
// put); and the slot the grid's one input is moved into. No state of their own: everything comes
// from the grid's props object (CellProps) and the feed.
import {
  useCallback,
  useSyncExternalStore,
  memo,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
} from 'react';

import type { CellComponentProps } from 'react-window';

import type { MessageParams } from '@mro/rules';
import { formatNumber } from '@mro/rules';

import type { CellFeed } from './gridCellFeed';
import { editText, type LaidColumn } from './gridColumns';
import type { DataGridState } from './dataGridState';
import { cell, HEADER_CLASS, stateBadge } from './DataGrid.styles';
import { keyboardWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './gridColumnState';
import { isComposingEvent } from '../hooks/composition';
import { Tooltip, type TooltipProps } from '../Tooltip/Tooltip';

/**
 * The cells' props, the same object across edits (react-window memoizes cells on them): what
 * changes per row comes from the feed, which renders only the rows that changed.
 */
export interface CellProps {
  feed: CellFeed;
  laid: DataGridState<object>['laid'];
  rowHeight: number;
  headerHeight: number;
  t: (key: string, values?: Record<string, unknown>) => string;
  /** The cells' texts, looked up once per language (hundreds of cells mount at once). */
  labels: CellLabels;
}

export interface CellLabels {
  required(): string;
  selectRow(row: number): string;
  resize(column: string): string;
  requiredEmpty(column: string): string;
  state(state: 'created' | 'updated' | 'deleted'): string;
  /** A message code's text (a refusal from outside the grid). */
  message(code: string, params?: MessageParams): string;
}

/** A value made on first use, then kept. */
export const once = <T,>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** A message with one parameter as a function: one lookup, then the parts joined per cell. */
const PARAM = '\uE000';
function oneParam(t: CellProps['t'], key: string, name: string) {
  const parts = once(() => t(key, { [name]: PARAM }).split(PARAM));
  return (value: string | number) => parts().join(String(value));
}

/** Each label is looked up when a cell first needs it (most grids never show most of them). */
export function cellLabels(t: CellProps['t'], message: CellLabels['message']): CellLabels {
  const states = {
    created: once(() => t('dataGrid.state.created')),
    updated: once(() => t('dataGrid.state.updated')),
    deleted: once(() => t('dataGrid.state.deleted')),
  };
  return {
    required: once(() => t('dataGrid.required')),
    selectRow: oneParam(t, 'dataGrid.selectRow', 'row'),
    resize: oneParam(t, 'dataGrid.resize', 'column'),
    requiredEmpty: oneParam(t, 'dataGrid.requiredEmpty', 'column'),
    state: (state) => states[state](),
    message,
  };
}

/** Renders the calling cell again only when its signature changes (its row, its extra cells). */
function useCellFeed(feed: CellFeed, rowIndex: number, columnIndex: number) {
  const signature = () => feed.cellSignature(rowIndex, columnIndex);
  useSyncExternalStore(feed.subscribe, signature, signature);
}

/**
 * Where a cell sits: non-frozen body cells at react-window's place (the class gives them
 * `position: absolute` at the row's origin and the row height: only the offset and the width are
 * set per cell); frozen ones sticky in the row's flow; header cells sticky at the top.
 */
function placement(c: LaidColumn, rowIndex: number, p: CellProps): CSSProperties {
  const height = rowIndex === 0 ? p.headerHeight : p.rowHeight;
  const y = rowIndex === 0 ? 0 : p.headerHeight + (rowIndex - 1) * p.rowHeight;
  if (!c.frozen) {
    if (rowIndex === 0) {
      return {
        position: 'sticky',
        top: 0,
        width: c.width,
        height,
        marginBottom: -height,
        transform: `translateX(${c.offset}px)`,
      };
    }
    // left/top, not a transform: no paint property node per cell (pre-paint and layerization).
    return { left: c.offset, top: y, width: c.width };
  }
  const sticky: CSSProperties = {
    position: 'sticky',
    width: c.width,
    ...(rowIndex === 0 ? { height } : {}),
    marginBottom: -height,
    ...(c.frozen === 'left'
      ? { left: c.inset }
      : { right: c.inset, marginLeft: `calc(var(--mro-grid-w) - ${c.inset + c.width}px)` }),
  };
  if (rowIndex === 0) return { ...sticky, top: 0 };
  return { ...sticky, transform: `translateY(${y}px)` };
}

export function GridCell(props: CellComponentProps<CellProps>): ReactElement | null {
  const { columnIndex, rowIndex, feed } = props;
  useCellFeed(feed, rowIndex, columnIndex);
  const own = renderCell(columnIndex, rowIndex, props);
  if (columnIndex !== feed.rendered().start) return own;
  // Frozen columns outside react-window's rendered range are drawn with the row's first cell.
  const extra = feed.extraColumns();
  if (!extra.length) return own;
  return (
    <>
      {extra.map((i) => renderCell(i, rowIndex, props))}
      {own}
    </>
  );
}

/**
 * A flagged cell's message (a rule's or the server's refusal) as a Tooltip on hover, never a bare
 * `title`; only flagged cells carry one (a handful, not hundreds). The message is also read with
 * the cell when it is active (the grid input's label).
 */
function withTip(key: string, message: string | undefined, element: ReactElement): ReactElement {
  if (!message) return element;
  return (
    <Tooltip key={key} content={message}>
      {element as ReactElement<TooltipProps['children']['props']>}
    </Tooltip>
  );
}

/** A clipped cell shows its whole text on hover (set on demand: no title on hundreds of cells). */
export const showClippedText = (cell: HTMLElement) => {
  // A flagged cell shows its message in a Tooltip instead.
  if (cell.hasAttribute('data-invalid')) return;
  // The cell's text is its first child (the active cell also holds the grid's input after it).
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.firstChild?.textContent ?? '';
  else cell.removeAttribute('title');
};

/** Where the active cell holds the grid's input (the grid renders it there through a portal). */
function InputSlot({ feed }: { feed: CellFeed }) {
  const hold = useCallback((element: HTMLSpanElement | null) => feed.holdSlot(element), [feed]);
  return <span ref={hold} style={{ display: 'contents' }} />;
}

/** The header row's copy drawn once react-window's own header row has scrolled out of its range. */
export const HeaderRow = memo(function HeaderRow({ p }: { p: CellProps }) {
  const { feed } = p;
  useSyncExternalStore(feed.subscribe, feed.headerSignature, feed.headerSignature);
  const { start, stop } = feed.rendered();
  return (
    <div role="row" aria-rowindex={1}>
      {p.laid.columns.map((c, i) => (c.frozen || (i >= start && i <= stop) ? renderCell(i, 0, p) : null))}
    </div>
  );
});

function renderCell(col: number, rowIndex: number, p: CellProps): ReactElement | null {
  const { feed, labels } = p;
  const api = feed.api;
  const c = p.laid.columns[col]!;
  const style = placement(c, rowIndex, p);
  const key = `${c.id}`;
  if (rowIndex === 0) return headerCell(key, c, col, style, p);
  const viewRow = rowIndex - 1;
  const row = api.rowAtView(viewRow) as Record<string, unknown> | undefined;
  if (!row) return null;
  const state = api.stateAtView(viewRow);
  const active = api.active.row === viewRow && api.active.col === col;
  const selected = api.inRange(viewRow, col);
  const common = {
    $row: viewRow,
    ...api.getCellProps(viewRow, col),
    style,
    $state: state,
    $active: active,
    $selected: selected,
    $frozen: Boolean(c.frozen),
  } as const;
  switch (c.kind) {
    case 'check': {
      const rowKey = api.keyAtView(viewRow)!;
      return cell(
        key,
        { ...common, $align: 'center' },
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={labels.selectRow(viewRow + 1)}
          checked={api.store.isChecked(rowKey)}
          onChange={(e) => feed.api.setCheckedAt(viewRow, e.target.checked)}
        />,
        active && <InputSlot feed={feed} />,
      );
    }
    case 'number':
      return cell(key, { ...common, $align: 'right' }, viewRow + 1, active && <InputSlot feed={feed} />);
    case 'status':
      return cell(
        key,
        { ...common, $align: 'center' },
        state !== 'none' && stateBadge(state, labels.state(state)),
        active && <InputSlot feed={feed} />,
      );
    default: {
      const column = c.column!;
      const value = row[column.key];
      const refused = state === 'deleted' ? null : api.errorAt(viewRow, col);
      const invalid =
        refused !== null ||
        (column.rule?.required && (value === null || value === undefined || value === '') && state !== 'deleted');
      if (column.rule?.editor === 'checkbox') {
        return cell(
          key,
          { ...common, $align: 'center', $invalid: false },
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={column.header}
            checked={value === 'Y'}
            disabled={!api.editableAt(col, viewRow) || state === 'deleted'}
            onChange={() => feed.api.toggleCheckbox(viewRow, col)}
          />,
          active && <InputSlot feed={feed} />,
        );
      }
      if (column.render) {
        return withTip(
          key,
          refused ? labels.message(refused.code, refused.params) : undefined,
          cell(
            key,
            {
              ...common,
              $align: column.align,
              $invalid: Boolean(invalid),
              'aria-invalid': invalid || undefined,
            },
            <span className="mro-display">{column.render(value, row, { tabIndex: -1, active })}</span>,
            active && <InputSlot feed={feed} />,
          ),
        );
      }
      const text =
        column.rule?.editor === 'number' && (typeof value === 'number' || typeof value === 'string')
          ? formatNumber(value)
          : editText(value, column.rule);
      return withTip(
        key,
        refused
          ? labels.message(refused.code, refused.params)
          : invalid
            ? labels.requiredEmpty(column.header)
            : undefined,
        cell(
          key,
          {
            ...common,
            $align: column.align ?? (column.rule?.editor === 'number' ? 'right' : undefined),
            $invalid: Boolean(invalid),
            'aria-invalid': invalid || undefined,
          },
          text,
          active && <InputSlot feed={feed} />,
        ),
      );
    }
  }
}

/** A header cell: elements, no component (the header mounts with the grid's first frame). */
function headerCell(key: string, c: LaidColumn, col: number, style: CSSProperties, p: CellProps) {
  const { feed, t, labels } = p;
  const api = feed.api;
  const level = api.sortKeys.findIndex((k) => k.key === c.column?.key);
  const sort = level >= 0 ? api.sortKeys[level]!.direction : undefined;
  const startResize = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = c.width;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const onMove = (e: PointerEvent) => feed.api.resize(c.id, startWidth + e.clientX - startX);
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  };
  if (c.kind !== 'data') {
    return (
      <div
        key={key}
        role="columnheader"
        aria-colindex={col + 1}
        style={style}
        className={HEADER_CLASS}
        data-frozen=""
        data-align="center"
      >
        {c.kind === 'check' ? (
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={t('dataGrid.selectAll')}
            checked={api.allChecked}
            onChange={(e) => feed.api.setAllChecked(e.target.checked)}
          />
        ) : (
          t(c.kind === 'number' ? 'dataGrid.rowNumber' : 'dataGrid.status')
        )}
      </div>
    );
  }
  const column = c.column!;
  const label = (
    <>
      {column.header}
      {column.rule?.required && (
        <span className="mro-required" aria-label={labels.required()}>
          *
        </span>
      )}
      {sort && <span aria-hidden="true">{sort === 'asc' ? '▲' : '▼'}</span>}
      {/* The later keys of a multi-column sort: their place and direction (aria-sort is the first's). */}
      {level > 0 && (
        <>
          <span aria-hidden="true" className="mro-sort-level">
            {level + 1}
          </span>
          <span className="mro-visually-hidden">
            {t('dataGrid.sortLevel', {
              level: level + 1,
              direction: t(sort === 'asc' ? 'dataGrid.ascending' : 'dataGrid.descending'),
            })}
          </span>
        </>
      )}
    </>
  );
  return (
    <div
      key={key}
      role="columnheader"
      aria-colindex={col + 1}
      aria-sort={level === 0 ? (sort === 'asc' ? 'ascending' : 'descending') : undefined}
      style={style}
      className={HEADER_CLASS}
      data-frozen={c.frozen ? '' : undefined}
      data-align={column.align ?? (column.rule?.editor === 'number' ? 'right' : undefined)}
    >
      {column.sortable === false ? (
        label
      ) : (
        <button
          type="button"
          className="mro-sort"
          // Shift+click or Shift+Enter adds the column as the next sort key.
          onClick={(e) => feed.api.toggleSort(column.key, e.shiftKey)}
          // Pressed from the keyboard, the button keeps the focus through the sort (DataGrid's keepsFocus).
          onPointerDown={(e) => delete e.currentTarget.dataset.keyboard}
          onKeyDown={(e) => {
            e.currentTarget.dataset.keyboard = '';
            if (e.key !== 'Enter' || !e.shiftKey || isComposingEvent(e)) return;
            e.preventDefault();
            feed.api.toggleSort(column.key, true);
          }}
        >
          {label}
        </button>
      )}
      {/* Focusable: ArrowLeft / ArrowRight resize by a step, Home / End to the narrowest and widest.
        A focusable separator is a widget (the WAI-ARIA window splitter), which jsx-a11y does not know. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <span
        className="mro-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={labels.resize(column.header)}
        aria-valuenow={c.width}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-valuemax={MAX_COLUMN_WIDTH}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onPointerDown={startResize}
        onKeyDown={(event) => {
          const width = keyboardWidth(event.key, c.width);
          if (width === null) return;
          event.preventDefault();
          event.stopPropagation();
          feed.api.resize(c.id, width);
        }}
      />
    </div>
  );
}

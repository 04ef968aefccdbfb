import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  memo,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Grid, useGridRef, type CellComponentProps } from 'react-window';
import { values as tokenValues } from '@mro/tokens';
import type { MessageParams } from '@mro/rules';
import { formatNumber, GRID_SCROLL_CHECK_MS, GRID_SCROLL_OFFSET_PX } from '@mro/rules';
import { Button } from '../Button';
import { isComposingEvent } from '../hooks/composition';
import { useDirtyGuard } from '../DirtyGuard';
import { useMessageBox } from '../MessageBox';
import { useMro } from '../MroProvider';
import { Pagination } from '../Pagination';
import { useGridExcel, type UseGridExcelOptions } from './useGridExcel';
import { translateMessage } from '../i18n/createI18n';
import { createCellFeed, type CellFeed } from './gridCellFeed';
import { editText, useDataGrid, type DataGridApi, type LaidColumn, type PasteReport } from './useDataGrid';
import {
  Alert,
  Toolbar,
  cell,
  CellInput,
  EditError,
  HEADER_CLASS,
  Empty,
  Root,
  stateBadge,
  VisuallyHidden,
} from './DataGrid.styles';

export type DataGridPaging<Row> =
  | {
      /** Server pages with the Pagination widget (default 50 rows a page). */
      mode: 'page';
      totalCount: number;
      page?: number;
      pageSize?: number;
      onPageChange: (page: number) => void;
    }
  | {
      /** More rows (default 100) when the scroll nears the end; the scroll position stays. */
      mode: 'scroll';
      hasMore: boolean;
      onLoadMore: () => Promise<readonly Row[]>;
    };

export interface DataGridExcel<Row> extends UseGridExcelOptions<Row> {
  /** Offer the Excel download (default true; never for the main and marketplace systems). */
  export?: boolean;
  /** Offer the Excel upload (needs `newRow`). */
  import?: boolean;
}

export interface DataGridProps<Row extends object> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The grid's behaviour (`useDataGrid`). */
  grid: DataGridApi<Row>;
  /** The grid's name for assistive technology. */
  label: string;
  /** Height in px (default the class's grid height token). */
  height?: number;
  /** After a search with no result: PICMCM0024; otherwise an empty grid says PICMCM0045. */
  searched?: boolean;
  paging?: DataGridPaging<Row>;
  excel?: DataGridExcel<Row>;
  /** Counts unsaved rows in the page's unsaved-changes guard (default true). */
  guardDirty?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The grid's box as react-window draws it (the probe that measures the first width has the same). */
const gridBox: CSSProperties = {
  position: 'relative',
  maxHeight: '100%',
  maxWidth: '100%',
  flexGrow: 1,
  overflow: 'auto',
  width: '100%',
};

/** Spec: export is disabled in the grid menus of the main and marketplace systems. */
const NO_EXPORT_SYSTEMS = new Set(['MAIN', 'MP']);

const px = (value: string | undefined, fallback: number) => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The cells' props, the same object across edits (react-window memoizes cells on them): what
 * changes per row comes from the feed, which renders only the rows that changed.
 */
interface CellProps {
  feed: CellFeed;
  laid: DataGridApi<object>['laid'];
  rowHeight: number;
  headerHeight: number;
  t: (key: string, values?: Record<string, unknown>) => string;
  /** The cells' texts, looked up once per language (hundreds of cells mount at once). */
  labels: CellLabels;
}

interface CellLabels {
  required(): string;
  selectRow(row: number): string;
  resize(column: string): string;
  requiredEmpty(column: string): string;
  state(state: 'created' | 'updated' | 'deleted'): string;
  /** A message code's text (a refusal from outside the grid). */
  message(code: string, params?: MessageParams): string;
}

/** A value made on first use, then kept. */
const once = <T,>(make: () => T) => {
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
function cellLabels(t: CellProps['t'], message: CellLabels['message']): CellLabels {
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
function placement(c: LaidColumn<object>, rowIndex: number, p: CellProps): CSSProperties {
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

function GridCell(props: CellComponentProps<CellProps>): ReactElement | null {
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
 * The body cell an event happened in, with its place: cells carry no handlers of their own (one set
 * on the grid serves them all). The row element's `aria-rowindex` counts the header row as 1.
 */
function eventCell(event: { target: EventTarget | null }) {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>('[role="gridcell"]');
  const rowIndex = Number(element?.parentElement?.getAttribute('aria-rowindex'));
  const colIndex = Number(element?.getAttribute('aria-colindex'));
  if (!element || !rowIndex || !colIndex) return null;
  return { element, row: rowIndex - 2, col: colIndex - 1 };
}

/** A clipped cell shows its whole text on hover (set on demand: no title on hundreds of cells). */
const showClippedText = (cell: HTMLElement) => {
  // A cell flagged by a rule keeps the rule's title.
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
const HeaderRow = memo(function HeaderRow({ p }: { p: CellProps }) {
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
    role: 'gridcell',
    'aria-colindex': col + 1,
    'aria-selected': active || selected,
    style,
    $state: state,
    $active: active,
    $selected: selected,
    $frozen: Boolean(c.frozen),
    // A cell shown, not changed: a read-only column, or a row the page does not let change.
    ...(c.kind === 'data' && !api.editableAt(col, viewRow) ? { 'aria-readonly': true } : {}),
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
      const text =
        column.rule?.editor === 'number' && typeof value === 'number'
          ? formatNumber(value)
          : editText(value, column.rule);
      return cell(
        key,
        {
          ...common,
          $align: column.align ?? (column.rule?.editor === 'number' ? 'right' : undefined),
          $invalid: Boolean(invalid),
          'aria-invalid': invalid || undefined,
          title: refused
            ? labels.message(refused.code, refused.params)
            : invalid
              ? labels.requiredEmpty(column.header)
              : undefined,
        },
        text,
        active && <InputSlot feed={feed} />,
      );
    }
  }
}

/** A header cell: elements, no component (the header mounts with the grid's first frame). */
function headerCell(key: string, c: LaidColumn<object>, col: number, style: CSSProperties, p: CellProps) {
  const { feed, t, labels } = p;
  const api = feed.api;
  const sort = api.sort?.key === c.column?.key ? api.sort?.direction : undefined;
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
    </>
  );
  return (
    <div
      key={key}
      role="columnheader"
      aria-colindex={col + 1}
      aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
      style={style}
      className={HEADER_CLASS}
      data-frozen={c.frozen ? '' : undefined}
      data-align={column.align ?? (column.rule?.editor === 'number' ? 'right' : undefined)}
    >
      {column.sortable === false ? (
        label
      ) : (
        <button type="button" className="mro-sort" onClick={() => feed.api.toggleSort(column.key)}>
          {label}
        </button>
      )}
      <span
        className="mro-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={labels.resize(column.header)}
        onPointerDown={startResize}
      />
    </div>
  );
}

/**
 * The virtualized editable grid (spec 001 grids) on react-window's Grid: themed row heights, a
 * sticky header, frozen system and user columns, sorting, resizing, row states, editing with the
 * column rules, keyboard navigation, range copy and paste, undo. One input takes the keys in both
 * modes, so a Korean IME's first syllable starts the edit and is never lost.
 */
export function DataGrid<Row extends object>({
  grid,
  label,
  height,
  searched,
  paging,
  excel,
  guardDirty = true,
  ref,
  ...rest
}: DataGridProps<Row>) {
  const api = grid as unknown as DataGridApi<object>;
  const { t, i18n } = useTranslation('ui');
  const { themeClasses, system } = useMro();
  const box = useMessageBox();
  const { confirmLeave } = useDirtyGuard(guardDirty && grid.store.isDirty);
  const sheet = useGridExcel(grid, excel ?? { fileName: label });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [excelMessage, setExcelMessage] = useState('');
  const loadingMore = useRef(false);
  const lastCheck = useRef(0);
  const canExport = Boolean(excel) && excel?.export !== false && !NO_EXPORT_SYSTEMS.has(system);
  const canImport = Boolean(excel?.import && excel.newRow);

  const exportExcel = async () => {
    const outcome = await sheet.exportRows();
    if (outcome && !outcome.ok) await box.alert(outcome.code, { params: outcome.params });
  };
  const importExcel = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await sheet.importFile(file);
    if (!outcome.ok) {
      await box.alert(outcome.code, { params: outcome.params });
      return;
    }
    const first = outcome.errors[0];
    const header = (key: string) => columns.find((c) => c.column?.key === key)?.column?.header ?? key;
    setExcelMessage(
      first
        ? t('dataGrid.importErrors', {
            rows: outcome.rows,
            count: outcome.errors.length,
            row: first.row,
            column: header(first.column),
            message: translateMessage(i18n, first.code, first.params),
          })
        : t('dataGrid.imported', { rows: outcome.rows }),
    );
  };

  /** Scroll paging: every 100 ms at most, within 191 px of the end, ask for more (spec constants). */
  const checkScroll = (element: HTMLElement) => {
    if (paging?.mode !== 'scroll' || !paging.hasMore || loadingMore.current) return;
    const now = Date.now();
    if (now - lastCheck.current < GRID_SCROLL_CHECK_MS) return;
    lastCheck.current = now;
    if (element.scrollHeight - element.scrollTop - element.clientHeight > GRID_SCROLL_OFFSET_PX) return;
    loadingMore.current = true;
    void paging
      .onLoadMore()
      .then((more) => grid.store.append(more))
      .finally(() => {
        loadingMore.current = false;
      });
  };
  const ids = useId().replace(/:/g, '');
  const gridRef = useGridRef(null);
  const input = useRef<HTMLInputElement | null>(null);
  /** The grid holds the keyboard from a click or focus inside it until focus or a click goes elsewhere. */
  const focused = useRef(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  /** The grid's width found by the probe of its first render (below); react-window mounts with it. */
  const probe = useRef<HTMLDivElement | null>(null);
  const [firstWidth, setFirstWidth] = useState<number | null>(null);
  const gridMounted = firstWidth !== null;
  // The input moves with the active cell (react-window may mount that cell later, while scrolling):
  // a new input takes the focus while the grid holds it; with no active cell rendered the grid does.
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (!focused.current) return;
      if (element) element.focus({ preventScroll: true });
      else
        queueMicrotask(() => {
          if (focused.current && !input.current) gridRef.current?.element?.focus({ preventScroll: true });
        });
    },
    [gridRef],
  );
  // react-window moves its rows with a state update from a passive scroll listener, which React
  // renders after the paint (a continuous event): a fast wheel or a dragged scrollbar would show
  // frames without rows. Its listener runs again inside flushSync, so the rows for the new offset
  // are in the same frame (decision 0015).
  useEffect(() => {
    // The grid's element (react-window's handle learns it only in the render after its mount).
    const element = gridMounted ? rootRef.current?.querySelector<HTMLElement>('.mro-grid') : null;
    if (!element) return;
    let replaying = false;
    const replay = (event: Event) => {
      if (replaying || event.target !== element) return;
      replaying = true;
      try {
        flushSync(() => element.dispatchEvent(new Event('scroll')));
      } finally {
        replaying = false;
      }
    };
    element.addEventListener('scroll', replay, { capture: true, passive: true });
    return () => element.removeEventListener('scroll', replay, { capture: true });
  }, [gridMounted]);
  useEffect(() => {
    const away = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) focused.current = false;
    };
    document.addEventListener('focusin', away);
    document.addEventListener('pointerdown', away);
    return () => {
      document.removeEventListener('focusin', away);
      document.removeEventListener('pointerdown', away);
    };
  }, []);
  /** react-window's own header row has left its rendered rows: the grid draws a copy (HeaderRow). */
  const [headerOut, setHeaderOut] = useState(false);
  const [pasteReport, setPasteReport] = useState<PasteReport | null>(null);
  const tokens = tokenValues[themeClasses[themeClasses.length - 1] ?? 'main'];
  const rowHeight = px(tokens['grid-row-height'], 35);
  const headerHeight = px(tokens['grid-header-height'], 44);
  const gridHeight = height ?? px(tokens['grid-height'], 240);
  const { columns, totalWidth } = api.laid;
  const totalHeight = headerHeight + api.rowCount * rowHeight;
  const editing = api.editing;
  // After a refused value its text is selected, as Excel's Retry leaves it: typing replaces it.
  // The first click on the cell or into its input after the refusal selects it again (a click
  // would otherwise put the caret in it and a typed value would append); later clicks place the
  // caret for a small fix.
  const retry = useRef(false);
  const refusal = editing?.error ?? null;
  useEffect(() => {
    retry.current = refusal !== null;
    if (refusal) input.current?.select();
  }, [refusal]);
  const selectForRetry = () => {
    if (!retry.current) return false;
    retry.current = false;
    input.current?.select();
    return true;
  };

  // react-window learns its width from a ResizeObserver, which reports after the first paint, and
  // renders every cell again when the width differs from its default. So the grid's first render
  // lays out a probe instead (the grid's box and scroll size, no cell), before any cell exists, and
  // react-window mounts in the second render, before the paint, with the width it will observe
  // (decision 0015). A probe with no width (no layout: a hidden container) keeps the old default.
  useLayoutEffect(() => {
    if (gridMounted) return;
    const measured = probe.current?.clientWidth ?? 0;
    setFirstWidth(measured > 0 ? measured : Math.min(totalWidth, 1280));
  }, [gridMounted, totalWidth]);

  // Asked to take the focus (the first cell a save refused): the active cell's input, or the grid
  // until that cell is rendered (its input then takes the focus as it mounts).
  // A dialog still closing leaves the page inert for a moment: try again on the next frames.
  useEffect(() => {
    if (api.focusRequest === 0) return undefined;
    focused.current = true;
    let frame = 0;
    let tries = 0;
    const take = () => {
      const target = input.current ?? gridRef.current?.element;
      if (!target) return;
      if (target.closest('[inert]') && tries++ < 30) {
        frame = requestAnimationFrame(take);
        return;
      }
      target.focus({ preventScroll: true });
    };
    take();
    return () => cancelAnimationFrame(frame);
  }, [api.focusRequest, gridRef]);

  // Keep the active cell in view (react-window renders it, so the editor has its row).
  const scrolledTo = useRef('');
  useLayoutEffect(() => {
    const at = `${api.active.row}:${api.active.col}`;
    // Only a move scrolls: rows arriving (scroll paging) keep the position.
    if (!api.rowCount || !gridMounted || scrolledTo.current === at) return;
    scrolledTo.current = at;
    try {
      gridRef.current?.scrollToCell({
        rowIndex: api.active.row + 1,
        columnIndex: api.active.col,
        rowAlign: 'auto',
        columnAlign: 'auto',
      });
    } catch {
      /* out of range while rows change */
    }
  }, [api.active.row, api.active.col, api.rowCount, gridRef, gridMounted]);

  useLayoutEffect(() => {
    if (focused.current && input.current && document.activeElement !== input.current) {
      input.current.focus({ preventScroll: true });
    }
  });

  const activeColumn = columns[api.active.col];
  const activeRow = api.rowAtView(api.active.row) as Record<string, unknown> | undefined;
  const errorText = editing?.error
    ? translateMessage(i18n, editing.error.code, editing.error.params as MessageParams)
    : '';
  // The input's label: only when the input is drawn (not in the grid's first render).
  // A refusal from outside the grid on the active cell is read with it.
  const activeRefusal = editing ? null : api.errorAt(api.active.row, api.active.col);
  const describe = () =>
    activeColumn
      ? activeColumn.kind === 'data'
        ? `${activeColumn.column!.header}, ${t('dataGrid.rowLabel', { row: api.active.row + 1 })}: ${
            activeRow ? editText(activeRow[activeColumn.column!.key], activeColumn.column!.rule) : ''
          }${activeRefusal ? ` (${translateMessage(i18n, activeRefusal.code, activeRefusal.params)})` : ''}`
        : `${t(`dataGrid.column.${activeColumn.kind}`)}, ${t('dataGrid.rowLabel', { row: api.active.row + 1 })}`
      : label;
  const said = api.announcement;
  const announcement =
    said?.kind === 'edit'
      ? t('dataGrid.editing', { column: said.column })
      : said?.kind === 'commit'
        ? t('dataGrid.committed', { column: said.column, value: said.value })
        : '';

  const navigationKey = (e: ReactKeyboardEvent) => {
    const native = e.nativeEvent;
    return {
      key: e.key,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      shiftKey: e.shiftKey,
      isComposing: isComposingEvent(e),
      keyCode: native.keyCode,
      preventDefault: () => e.preventDefault(),
    };
  };

  const renderInput = () => (
    <>
      <CellInput
        ref={inputRef}
        aria-label={describe()}
        aria-invalid={Boolean(editing?.error) || undefined}
        aria-describedby={editing?.error ? `${ids}-error` : undefined}
        $editing={Boolean(editing)}
        $invalid={Boolean(editing?.error)}
        value={editing ? editing.draft : ''}
        list={editing && activeColumn?.column?.rule?.editor === 'dropdown' ? `${ids}-options` : undefined}
        autoComplete="off"
        onPointerDown={(e) => e.stopPropagation()}
        onClick={selectForRetry}
        onChange={(e) => {
          if (editing) api.setDraft(e.target.value);
          else if (e.target.value) api.startEdit(e.target.value);
        }}
        onKeyDown={(e) => {
          if (editing) api.onEditKey(navigationKey(e));
          else if (e.key !== 'Tab') api.onNavigationKey(navigationKey(e));
        }}
        onBlur={() => {
          if (editing && !editing.error) api.commitEdit();
        }}
        onCopy={(e) => {
          if (editing) return;
          e.preventDefault();
          e.clipboardData.setData('text/plain', api.copyText());
        }}
        onPaste={(e) => {
          if (editing) return;
          e.preventDefault();
          setPasteReport(api.paste(e.clipboardData.getData('text/plain')));
        }}
      />
      {editing?.error && (
        <EditError id={`${ids}-error`} role="alert" className="mro-edit-error">
          {errorText}
        </EditError>
      )}
    </>
  );

  // The first frame draws the cells in view; the rows and columns beyond them (for smooth
  // scrolling) come in the task after that paint (decision 0015).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setOverscan(2)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const [feed] = useState(() => createCellFeed(api));
  // After every render: rows whose signature changed render again (before the paint).
  useLayoutEffect(() => feed.publish(api));
  const laid = api.laid;
  const cellProps = useMemo<CellProps>(() => {
    const text: CellProps['t'] = (key, values) => t(key, values ?? {});
    const message: CellLabels['message'] = (code, params) => translateMessage(i18n, code, params);
    return { feed, laid, rowHeight, headerHeight, t: text, labels: cellLabels(text, message) };
  }, [feed, laid, rowHeight, headerHeight, t, i18n]);
  const columnWidth = useCallback((i: number) => laid.columns[i]!.width, [laid]);
  const rowHeightAt = useCallback((i: number) => (i === 0 ? headerHeight : rowHeight), [headerHeight, rowHeight]);

  const pasteMessage =
    pasteReport && pasteReport.refused.length
      ? t('dataGrid.pasteRefused', {
          count: pasteReport.refused.length,
          row: pasteReport.refused[0]!.row,
          column: pasteReport.refused[0]!.column,
          message: translateMessage(i18n, pasteReport.refused[0]!.code, pasteReport.refused[0]!.params),
        })
      : '';

  return (
    <Root
      ref={(element: HTMLDivElement | null) => {
        rootRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      {...rest}
      onPointerDownCapture={() => {
        focused.current = true;
      }}
      onFocus={(e) => {
        focused.current = true;
        rest.onFocus?.(e);
      }}
    >
      {(canExport || canImport) && (
        <Toolbar>
          {canExport && (
            <Button size="sm" variant="secondary" onClick={exportExcel}>
              {t('dataGrid.exportExcel')}
            </Button>
          )}
          {canImport && (
            <>
              <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
                {t('dataGrid.importExcel')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                accept=".xlsx,.xls,.csv"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  void importExcel(file);
                }}
              />
            </>
          )}
        </Toolbar>
      )}
      {gridMounted ? (
        <Grid
          className="mro-grid"
          gridRef={gridRef}
          role="grid"
          tabIndex={-1}
          aria-label={label}
          aria-multiselectable="true"
          aria-rowcount={api.rowCount + 1}
          aria-colcount={columns.length}
          cellComponent={GridCell as never}
          cellProps={cellProps as never}
          columnCount={columns.length}
          columnWidth={columnWidth}
          rowCount={api.rowCount + 1}
          rowHeight={rowHeightAt}
          overscanCount={overscan}
          defaultHeight={gridHeight}
          defaultWidth={firstWidth}
          onKeyDown={(e) => {
            if (e.target === e.currentTarget) api.onNavigationKey(navigationKey(e));
          }}
          onPointerDown={(e) => {
            const at = e.button === 0 ? eventCell(e) : null;
            if (at && editing && at.row === editing.row && at.col === editing.col && selectForRetry()) return;
            if (at) api.move({ row: at.row, col: at.col }, e.shiftKey);
          }}
          // The grid's input takes the focus (after the move), not the cell.
          onMouseDown={(e) => {
            if (!(e.target instanceof HTMLInputElement) && eventCell(e)) e.preventDefault();
          }}
          onDoubleClick={(e) => {
            if (eventCell(e) && !api.startEdit()) api.activate();
          }}
          onPointerOver={(e) => {
            const at = eventCell(e);
            if (at) showClippedText(at.element);
          }}
          onScroll={(e) => checkScroll(e.currentTarget)}
          onCellsRendered={(_visible, all) => {
            feed.setRendered(all.columnStartIndex, all.columnStopIndex);
            // Only a change renders the grid (a set state of the same value may still render it).
            if (headerOut !== all.rowStartIndex > 0) setHeaderOut(all.rowStartIndex > 0);
          }}
          style={
            {
              height: gridHeight,
              width: '100%',
              scrollPaddingTop: headerHeight,
              scrollPaddingLeft: api.laid.frozenLeft,
              scrollPaddingRight: api.laid.frozenRight,
              '--mro-grid-w': `${totalWidth}px`,
              '--mro-grid-row-h': `${rowHeight}px`,
              '--mro-grid-h': `${totalHeight}px`,
            } as CSSProperties
          }
        >
          {/* react-window draws only the rows in view: once the header row (row 1) scrolls out of
            its range, this copy takes its place, so exactly one header row is ever in the DOM. */}
          {headerOut && <HeaderRow p={cellProps} />}
        </Grid>
      ) : (
        <div ref={probe} className="mro-grid" aria-hidden="true" style={{ ...gridBox, height: gridHeight }}>
          <div style={{ width: totalWidth, height: totalHeight }} />
        </div>
      )}
      {api.rowCount === 0 && (
        <Empty style={{ top: headerHeight + 1 }}>
          {translateMessage(i18n, searched ? 'PICMCM0024' : 'PICMCM0045')}
        </Empty>
      )}
      {activeColumn?.column?.rule?.editor === 'dropdown' && (
        <datalist id={`${ids}-options`}>
          {activeColumn.column.rule.options?.map((o) => (
            <option key={o.value} value={o.label} />
          ))}
        </datalist>
      )}
      {paging?.mode === 'page' && (
        <Pagination
          totalCount={paging.totalCount}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.onPageChange}
          confirmChange={() => confirmLeave('PICMCM0026')}
          aria-label={t('dataGrid.pages', { label })}
        />
      )}
      {pasteMessage && <Alert role="alert">{pasteMessage}</Alert>}
      {excelMessage && <Alert role="status">{excelMessage}</Alert>}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <GridInput feed={feed} focused={focused}>
        {renderInput}
      </GridInput>
    </Root>
  );
}

/**
 * The grid's one input, in the active cell's slot. It follows the slot in the same frame while the
 * grid holds the keyboard; otherwise (the grid's first frame among them) after the paint, as a
 * transition: nothing shows it before the grid is used. A move of the slot renders this alone, not
 * the grid (decision 0015).
 */
function GridInput({
  feed,
  focused,
  children,
}: {
  feed: CellFeed;
  focused: RefObject<boolean>;
  children: () => ReactNode;
}) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const take = () => {
      const next = feed.slot();
      if (focused.current) setSlot(next);
      else startTransition(() => setSlot(next));
    };
    take();
    return feed.subscribeSlot(take);
  }, [feed, focused]);
  return slot ? createPortal(children(), slot) : null;
}

export { useDataGrid };

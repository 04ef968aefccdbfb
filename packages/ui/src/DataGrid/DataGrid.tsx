import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type Ref,
} from 'react';

import { useTranslation } from 'react-i18next';
import { Grid, useGridRef } from 'react-window';
import { values as tokenValues } from '@mro/tokens';
import type { MessageParams } from '@mro/rules';

import { useDirtyGuard } from '../DirtyGuard';
import { useMro } from '../MroProvider';
import { Pagination } from '../Pagination';

import { translateMessage } from '../i18n/createI18n';
import { createCellFeed } from './gridCellFeed';
import { editText, type DataGridState } from './useDataGrid';
import { eventCell } from './gridEvents';
import { Alert, CellInput, EditError, Empty, Root } from './DataGrid.styles';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { DataGridExcel, DataGridPaging } from './gridTypes';
import { useExcelBar } from './useExcelBar';
import { useScrollPaging } from './useScrollPaging';
import { fillOffsetToken, useFillHeight } from './useFillHeight';
import { useDeferredOverscan, useFocusAway, useScrollReplay } from './gridEffects';
import { GridInput } from './GridInput';
import { isComposingEvent } from '../hooks/composition';
import { ColumnChooser } from './ColumnChooser';
import { FilterMenu } from './FilterMenu';
import { GridCell, HeaderRow, cellLabels, showClippedText, type CellLabels, type CellProps } from './GridCells';

export type { DataGridExcel, DataGridPaging } from './gridTypes';

export interface DataGridProps<Row extends object> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The grid's behaviour (`useDataGrid`). */
  grid: DataGridState<Row>;
  /** The grid's name for assistive technology. */
  label: string;
  /** Height in px (default the class's grid height token). */
  height?: number;
  /**
   * A list screen's full-height grid (decision 0027): down the window to the class's fill offset
   * above its bottom, at least the grid height token. A grid inside a form leaves it off.
   */
  fill?: boolean;
  /** After a search with no result: PICMCM0024; otherwise an empty grid says PICMCM0045. */
  searched?: boolean;
  paging?: DataGridPaging<Row>;
  excel?: DataGridExcel<Row>;
  /** Counts unsaved rows in the page's unsaved-changes guard (default true). */
  guardDirty?: boolean;
  /** The column chooser in the toolbar (show, hide, move, reset columns); default on with a `stateKey`. */
  columnChooser?: boolean;
  /** The filter menu in the toolbar ("contains" per column), for lists whose rows the grid holds. */
  columnFilters?: boolean;
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

const px = (value: string | undefined, fallback: number) => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

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
  fill = false,
  searched,
  paging,
  excel,
  guardDirty = true,
  columnChooser,
  columnFilters = false,
  ref,
  ...rest
}: DataGridProps<Row>) {
  // The view's parts never name the row type (dataGridState.ts).
  const api: DataGridState<object> = grid;
  const { t, i18n } = useTranslation('ui');
  const { themeClasses, system } = useMro();
  const { confirmLeave } = useDirtyGuard(guardDirty && grid.store.isDirty);
  const excelBar = useExcelBar(
    grid,
    excel,
    label,
    system,
    (key) => api.laid.columns.find((c) => c.column?.key === key)?.column?.header ?? key,
    columnFilters || (columnChooser ?? Boolean(api.stateKey)) ? (
      <>
        {columnFilters && <FilterMenu grid={api} />}
        {(columnChooser ?? Boolean(api.stateKey)) && <ColumnChooser grid={api} />}
      </>
    ) : null,
  );
  const checkScroll = useScrollPaging(paging, grid.store);
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
  /**
   * Whether the focused element keeps the focus when the grid's input would take it back: a
   * header's resize separator (its keys resize), a header's sort button pressed from the keyboard
   * (Shift+Enter adds keys one after another), the controls around the grid (toolbar, chooser).
   */
  const keepsFocus = useCallback(
    (at: Element | null) => {
      if (!at || at === input.current) return false;
      if (at.getAttribute('role') === 'separator') return true;
      if (at.closest('[role="columnheader"]') && at instanceof HTMLElement && at.dataset.keyboard !== undefined) {
        return true;
      }
      const gridElement = gridRef.current?.element;
      return Boolean(gridElement && rootRef.current?.contains(at) && !gridElement.contains(at));
    },
    [gridRef],
  );
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (!focused.current || keepsFocus(document.activeElement)) return;
      if (element) element.focus({ preventScroll: true });
      else
        queueMicrotask(() => {
          if (focused.current && !input.current) gridRef.current?.element?.focus({ preventScroll: true });
        });
    },
    [gridRef, keepsFocus],
  );
  useScrollReplay(rootRef, gridMounted);
  useFocusAway(rootRef, focused);
  /** react-window's own header row has left its rendered rows: the grid draws a copy (HeaderRow). */
  const [headerOut, setHeaderOut] = useState(false);
  const tokens = tokenValues[themeClasses[themeClasses.length - 1] ?? 'main'];
  const rowHeight = px(tokens['grid-row-height'], 35);
  const headerHeight = px(tokens['grid-header-height'], 44);
  const gridHeight = useFillHeight(
    rootRef,
    fill && height === undefined,
    px(tokens[fillOffsetToken(themeClasses)], 70),
    height ?? px(tokens['grid-height'], 240),
  );
  // An empty grid's message sits below the header row, under whatever is above the grid (the
  // Excel bar): issue 41, where it sat behind the header of a grid with the bar.
  const [gridTop, setGridTop] = useState(0);
  const isEmpty = api.rowCount === 0;
  useLayoutEffect(() => {
    if (isEmpty) setGridTop(rootRef.current?.querySelector<HTMLElement>('.mro-grid')?.offsetTop ?? 0);
  }, [isEmpty, gridMounted, excel]);
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
    const at = document.activeElement;
    const keep = keepsFocus(at);
    if (focused.current && input.current && at !== input.current && !keep) {
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

  const inputProps = api.getInputProps();
  const renderInput = () => (
    <>
      <CellInput
        {...inputProps}
        onKeyDown={(e) => {
          // Enter on a display cell (a column's `render`) that is not edited there clicks its link or button.
          if (
            !editing &&
            e.key === 'Enter' &&
            !e.shiftKey &&
            !isComposingEvent(e) &&
            activeColumn?.column?.render &&
            !api.editableAt(api.active.col, api.active.row)
          ) {
            const control = e.currentTarget
              .closest('[role="gridcell"]')
              ?.querySelector<HTMLElement>('a[href], button:not([disabled])');
            if (control) {
              e.preventDefault();
              control.click();
              return;
            }
          }
          inputProps.onKeyDown?.(e);
        }}
        ref={inputRef}
        aria-label={describe()}
        aria-describedby={editing?.error ? `${ids}-error` : undefined}
        $editing={Boolean(editing)}
        $invalid={Boolean(editing?.error)}
        list={editing && activeColumn?.column?.rule?.editor === 'dropdown' ? `${ids}-options` : undefined}
        onClick={selectForRetry}
      />
      {editing?.error && (
        <EditError id={`${ids}-error`} role="alert" className="mro-edit-error">
          {errorText}
        </EditError>
      )}
    </>
  );

  const overscan = useDeferredOverscan();
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

  const pasteReport = api.pasteReport;
  const pasteMessage = pasteReport?.refused.length
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
      onPointerDownCapture={(e) => {
        focused.current = true;
        // A press on a cell hands the keys back to the grid's input (from a separator or a header).
        const at = document.activeElement;
        if ((e.target as Element).closest?.('[role="gridcell"]') && at instanceof HTMLElement && keepsFocus(at)) {
          at.blur();
        }
      }}
      onFocus={(e) => {
        focused.current = true;
        rest.onFocus?.(e);
      }}
    >
      {excelBar.toolbar}
      {gridMounted ? (
        <Grid
          className="mro-grid"
          {...api.getGridProps()}
          gridRef={gridRef}
          aria-label={label}
          cellComponent={GridCell as never}
          cellProps={cellProps as never}
          columnCount={columns.length}
          columnWidth={columnWidth}
          rowCount={api.rowCount + 1}
          rowHeight={rowHeightAt}
          overscanCount={overscan}
          defaultHeight={gridHeight}
          defaultWidth={firstWidth}
          onPointerDown={(e) => {
            const at = e.button === 0 ? eventCell(e) : null;
            if (at && editing && at.row === editing.row && at.col === editing.col && selectForRetry()) return;
            if (at) api.move({ row: at.row, col: at.col }, e.shiftKey);
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
        <Empty style={{ top: gridTop + headerHeight + 1 }}>
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
      {excelBar.message}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <GridInput feed={feed} focused={focused}>
        {renderInput}
      </GridInput>
    </Root>
  );
}

export { useDataGrid } from './useDataGrid';

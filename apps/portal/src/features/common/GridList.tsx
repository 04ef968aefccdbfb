/**
 * One list screen over a server-paged grid (issue 55 item 1, decision 0089): a screen gives its
 * search fields with their rules, its columns, its query options, its row actions and its export;
 * `useGridList` and `<GridList>` give the search box (its unsaved-changes guard: SearchBox asks
 * PICMCM0026 over unsaved rows, and a new order asks it here), the grid with scroll paging and its
 * empty state, the count, the Excel export of the whole search (shown when the menu grants EXCEL,
 * in the page heading or above the grid), the per-role buttons (`list.can`, the menu's page
 * events), the period refused before anything is asked, and the filters the screen's own location
 * names (`?cpNm=…`, read from useScreen(), not the router: decision 0089). The screen keeps only
 * what differs: its toolbar's buttons and its dialogs. Texts are the screen's `<name>.search`,
 * `.count`, `.grid` and `.fileName`. Cost: one call per page; the export one call per 500 rows.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { seoulDay } from '@mro/rules';
import {
  Button,
  DataGrid,
  SearchBox,
  useDataGrid,
  useFormBox,
  useGridRows,
  useMessageBox,
  type DataGridColumn,
  type DataGridState,
  type DataGridProps,
  type FormBoxState,
  type UseFormBoxOptions,
  type GridDiscard,
  type GridRows,
  type SortState,
} from '@mro/ui';
import type { TFunction } from 'i18next';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { ListToolbar } from '../../shared/list.styles';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { searchFields } from './searchFields';
import { conditionsFromQuery } from '../../shared/period';
import { PageActions, usePageActions, useScreen } from '../../frames/ScreenContext';
import type { PortalApi } from '../../http/api';
import { useApi } from '../../services/ServicesProvider';
import { usePagedSearch, type PagedSearchResult } from './usePagedSearch';
import type { AllRowsQueryOptions, PagedQueryOptions } from './pagedQuery';

const SaveNote = styled.p`
  margin: ${({ theme }) => theme.space['2']} 0 0;
  color: ${({ theme }) => theme.color.text.danger};
`;

export interface GridSave {
  save(): Promise<void>;
  discard: GridDiscard;
  /** The note under the grid ('' for none); a search that ran clears it. */
  note: string;
  clearNote(): void;
}

export interface GridListOptions<Conditions extends FieldValues, Answer, Row extends { key: string }> {
  /** The prefix of the screen's texts (`<name>.search`, `.count`, `.grid`, `.fileName`). */
  name: string;
  /** The search the screen opens with, from today's date in Seoul (YYYYMMDD). */
  opening: (today: string) => Conditions;
  /** The search fields' rules (useFormBox's schema). */
  schema: UseFormBoxOptions<Conditions>['schema'];
  query: (api: PortalApi, conditions: Conditions, sort: SortState) => PagedQueryOptions<Answer>;
  /** Every row of the last search (the Excel export); without it the grid has no export. */
  exportQuery?: (api: PortalApi, conditions: Conditions, sort: SortState) => AllRowsQueryOptions<Answer>;
  rowOf: (answer: Answer, t: TFunction) => Row;
  columns: readonly DataGridColumn<Row>[];
  /** Why conditions cannot be searched (a period too long: shared/period.ts's `periodRefusal`). */
  refusal?: (conditions: Conditions) => string | null;
  /** The grid follows rows changed in the query cache (a decision written there). */
  follow?: boolean;
  /** The grid sorts the rows it holds (default: the server sorts, a header click searches again). */
  clientSort?: boolean;
  /** Enter or a double click on a row. */
  onActivate?: (row: Row) => void;
  /** The Excel buttons go to the page heading (issue 41 item 14). */
  excelInHeading?: boolean;
  /**
   * An editable grid (with SAVE): new rows (`add`: the page heading's "new row" button, `<name>.add`,
   * focusing this column of the row), which rows may change, the check column, Excel import.
   */
  edit?: {
    newRow: () => Row;
    add?: string;
    rowEditable?: (row: Row) => boolean;
    checkColumn?: boolean;
    importable?: boolean;
  };
}

export interface GridList<Conditions extends FieldValues, Row extends object> {
  name: string;
  t: TFunction;
  today: string;
  form: FormBoxState<Conditions>;
  rows: GridRows<Row>;
  grid: DataGridState<Row>;
  search: PagedSearchResult<Conditions, Row>;
  /** The active row, if any. */
  active: Row | undefined;
  /** Whether the menu grants the page event (SAVE, EXCEL, DELETE…). */
  can: (event: string) => boolean;
  /** Runs the last search again (after a dialog changed a row). */
  again(): void;
  excel: DataGridProps<Row>['excel'];
  /** A new row at the top, its first cell focused (an editable list with SAVE), or null. */
  addRow: (() => void) | null;
}

export function useGridList<Conditions extends FieldValues, Answer, Row extends { key: string }>(
  options: GridListOptions<Conditions, Answer, Row>,
): GridList<Conditions, Row> {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { can, location } = useScreen();
  const api = useApi();
  const box = useMessageBox();
  const headingActions = usePageActions();
  // The screen's callbacks as of its last render (inline arrows need no memo in a screen).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { name, edit, exportQuery: hasExport, excelInHeading, follow, clientSort } = options;
  const [activates] = useState(() => options.onActivate !== undefined);
  const [today] = useState(() => seoulDay(new Date()));
  const [opening] = useState(() => conditionsFromQuery(options.opening(today), location.search));
  const form = useFormBox<Conditions>({ schema: options.schema, defaultValues: opening as DefaultValues<Conditions> });
  const rows = useGridRows<Row>({ rows: [], rowKey: (r) => r.key, autoCheck: edit?.checkColumn !== false && !!edit });
  const query = useCallback(
    (s: { conditions: Conditions; sort: SortState }) => latest.current.query(api, s.conditions, s.sort),
    [api],
  );
  const exportQuery = useCallback(
    (s: { conditions: Conditions; sort: SortState }) => latest.current.exportQuery!(api, s.conditions, s.sort),
    [api],
  );
  const rowOf = useCallback((answer: Answer) => latest.current.rowOf(answer, t), [t]);
  const refusal = useCallback((c: Conditions) => latest.current.refusal?.(c) ?? null, []);
  const keyOf = useCallback((row: Row) => row.key, []);
  const search = usePagedSearch<Conditions, Answer, Row>({
    rows,
    query,
    rowOf,
    opening,
    refusal,
    ...(follow ? { follow: keyOf } : {}),
    ...(hasExport ? { exportQuery } : {}),
  });
  const canSave = can('SAVE');
  // A new order over unsaved rows asks first (the search box asks before a search).
  const sortBy = async (next: SortState) => {
    if (search.last && rows.isDirty && !(await box.confirm('PICMCM0026'))) return;
    await search.sortBy(next);
  };
  const grid = useDataGrid<Row>({
    rows,
    columns: options.columns,
    readOnly: !edit || !canSave,
    ...(edit
      ? { newRow: edit.newRow, ...(edit.rowEditable ? { rowEditable: edit.rowEditable } : {}) }
      : { statusColumn: false }),
    ...(edit?.checkColumn !== false && edit ? {} : { checkColumn: false }),
    ...(clientSort ? {} : { manualSort: true, sort: search.sort, onSortChange: (next) => void sortBy(next) }),
    // Only a list with a detail opens rows (Enter in an editable grid stays the grid's).
    ...(activates ? { onRowActivate: (row: Row) => latest.current.onActivate?.(row) } : {}),
  });
  const { exportRows } = search;
  const canExport = can('EXCEL');
  const importable = !!edit?.importable && canSave;
  const excel = useMemo(
    () =>
      hasExport
        ? {
            fileName: t(`${name}.fileName`),
            export: canExport,
            source: exportRows,
            ...(importable && edit ? { newRow: edit.newRow, import: true } : {}),
            ...(excelInHeading ? { buttonsIn: headingActions } : {}),
          }
        : undefined,
    [hasExport, t, name, canExport, exportRows, importable, edit, excelInHeading, headingActions],
  );
  const again = useCallback(() => {
    const last = search.current();
    if (last) void search.run(last.conditions);
  }, [search]);
  return {
    name,
    t,
    today,
    form,
    rows,
    grid,
    search,
    active: grid.rowAtView(grid.active.row),
    can,
    again,
    excel,
    addRow: edit?.add && canSave ? () => grid.focusCell(rows.add(edit.newRow(), 0), edit.add!) : null,
  };
}

/** The list screen's view: the search box of `fields`, the toolbar (count, then `actions`), the grid, then `children` (dialogs). */
export function GridList<Conditions extends FieldValues, Row extends object>({
  list,
  fields,
  actions,
  heading,
  saving,
  children,
}: {
  list: GridList<Conditions, Row>;
  fields: ReactNode;
  actions?: ReactNode;
  /** The screen's own actions in the page heading (new rows, an upload), before the Excel ones. */
  heading?: ReactNode;
  /** An editable list's save (useGridSave): reset and save ending the toolbar, its note under the grid. */
  saving?: GridSave;
  children?: ReactNode;
}) {
  const { t, name, search, grid, excel, form, addRow } = list;
  const run = async (conditions: Conditions) => {
    if (await search.run(conditions)) saving?.clearNote();
  };
  return (
    <div>
      <SearchBox form={form} onSearch={run} aria-label={t(`${name}.search`)}>
        {searchFields(fields)}
      </SearchBox>
      <ListToolbar>
        <output>{search.last ? t(`${name}.count`, { count: search.totalCount }) : ''}</output>
        {actions}
        {saving && <SaveButtons list={list} saving={saving} />}
      </ListToolbar>
      <ListGrid grid={grid} label={t(`${name}.grid`)} search={search} {...(excel ? { excel } : {})} />
      {(heading || addRow) && (
        <PageActions>
          {heading}
          {/* New rows in the page heading, secondary: the screen's one primary is the save by the grid. */}
          {addRow && (
            <Button size="sm" variant="secondary" onClick={addRow}>
              {t(`${name}.add`)}
            </Button>
          )}
        </PageActions>
      )}
      {saving?.note && <SaveNote role="status">{saving.note}</SaveNote>}
      {children}
    </div>
  );
}

/** The list's reset and save (with SAVE). */
export function SaveButtons({
  list,
  saving,
}: {
  list: Pick<GridList<FieldValues, object>, 't' | 'name' | 'can'>;
  saving: GridSave;
}) {
  const { t, name, can } = list;
  if (!can('SAVE')) return null;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => void saving.discard.reset()}>
        {t(`${name}.reset`)}
      </Button>
      <Button size="sm" onClick={() => void saving.save()}>
        {t(`${name}.save`)}
      </Button>
    </>
  );
}

/**
 * The list's grid: filling its panel, its empty state once a search ran, the next page as the
 * scroll nears the end (GridList's, and the catalogue's grid view, decision 0110).
 */
export function ListGrid<Row extends object>({
  grid,
  label,
  search,
  onLoadMore = search.loadMore,
  excel,
}: {
  grid: DataGridState<Row>;
  label: string;
  search: { last: unknown; hasMore: boolean; loadMore: () => Promise<readonly Row[]> };
  /** The next page (default the search's; the catalogue tracks its "more"). */
  onLoadMore?: () => Promise<readonly Row[]>;
  excel?: DataGridProps<Row>['excel'];
}) {
  return (
    <DataGrid
      grid={grid}
      label={label}
      fill
      searched={search.last !== null}
      paging={{ mode: 'scroll', hasMore: search.hasMore, onLoadMore }}
      {...(excel ? { excel } : {})}
    />
  );
}

/** A toolbar button that acts on the active row (its detail, its files): disabled while there is none. */
export function RowButton<Row extends object>({
  list,
  onRow,
  children,
  primary = false,
  busy = false,
}: {
  list: Pick<GridList<FieldValues, Row>, 'active'>;
  onRow: (row: Row) => void;
  children: ReactNode;
  /** The one primary act of the toolbar (the catalogue's "add to cart"); default secondary. */
  primary?: boolean;
  /** Also disabled while this is true (the act running). */
  busy?: boolean;
}) {
  const { active } = list;
  return (
    <Button
      size="sm"
      variant={primary ? 'primary' : 'secondary'}
      disabled={!active || busy}
      onClick={() => active && onRow(active)}
    >
      {children}
    </Button>
  );
}

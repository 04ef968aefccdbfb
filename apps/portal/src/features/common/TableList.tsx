/**
 * One list screen over a table (issue 55 item 1, decision 0089): the back office's users, change
 * log and posts (at most `max` rows, newest first, with the count and a note when there are more)
 * and the notices (pages of `pageSize` with the Pagination widget). `useTableList` holds the search
 * box's form and the search that ran (a search shows its first page); the screen reads its query
 * with `list.conditions` and `list.pageNo` and gives its fields and columns. Texts are the screen's
 * `<name>.search`, `.count`, `.more`, `.empty`, `.failed` and `.loading` (the capped list).
 */
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionBar,
  Alert,
  Pagination,
  SearchBox,
  Skeleton,
  Stack,
  Table,
  useFormBox,
  useMessageBox,
  useToast,
  type FormBoxState,
  type UseFormBoxOptions,
  type TableColumn,
} from '@mro/ui';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { searchFields } from './searchFields';

export interface TableList<Conditions extends FieldValues> {
  form: FormBoxState<Conditions>;
  /** The conditions of the search that ran (the query's). */
  conditions: Conditions;
  pageNo: number;
  /** Runs a search of the box's values (cleaned by `clean`), on its first page. */
  run(values: Conditions): void;
  setPage(pageNo: number): void;
}

export function useTableList<Conditions extends FieldValues>({
  opening,
  schema,
  clean = (values) => values,
}: {
  opening: Conditions;
  schema: UseFormBoxOptions<Conditions>['schema'];
  /** The conditions a search sends (trimmed text, an empty choice as ''). */
  clean?: (values: Conditions) => Conditions;
}): TableList<Conditions> {
  const [search, setSearch] = useState({ conditions: opening, pageNo: 1 });
  const form = useFormBox<Conditions>({ schema, defaultValues: opening as DefaultValues<Conditions> });
  return {
    form,
    conditions: search.conditions,
    pageNo: search.pageNo,
    run: (values) => setSearch({ conditions: clean(values), pageNo: 1 }),
    setPage: (pageNo) => setSearch((s) => ({ ...s, pageNo })),
  };
}

interface Answer<Row> {
  pages: Row[];
  totalCount: number;
}

export interface TableListProps<Conditions extends FieldValues, Row> {
  list: TableList<Conditions>;
  /** The prefix of the screen's texts. */
  name: string;
  fields: ReactNode;
  /** The query's state (useQuery's). */
  result: { data?: Answer<Row> | undefined; isError: boolean };
  caption: string;
  rowKey: (row: Row) => string;
  columns: TableColumn<Row>[];
  /** The most rows the server answers (a capped list: the count, a note when there are more). */
  max?: number;
  /** Pages of this size under the table (a paged list). */
  pageSize?: number;
  /** The texts of a paged list's table while it loads and when it is empty. */
  paged?: { loading: string; empty: string };
  /** Buttons after the count. */
  actions?: ReactNode;
  /** The element holding the list (focus goes back into it after an action). */
  panelRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

export function TableList<Conditions extends FieldValues, Row>(props: TableListProps<Conditions, Row>) {
  const { list, name, fields, result, caption, rowKey, columns, max, pageSize, paged, actions, panelRef, children } =
    props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const x = (key: string, values?: Record<string, unknown>) => t(`${name}.${key}`, values ?? {});
  const { data } = result;
  if (pageSize && paged)
    return (
      <div ref={panelRef}>
        <SearchBox form={list.form} onSearch={list.run}>
          {searchFields(fields)}
        </SearchBox>
        <PagedTable
          caption={caption}
          rows={data?.pages}
          totalCount={data?.totalCount}
          rowKey={rowKey}
          columns={columns}
          empty={data ? paged.empty : paged.loading}
          page={list.pageNo}
          pageSize={pageSize}
          onPageChange={list.setPage}
        />
        {children}
      </div>
    );
  return (
    <div ref={panelRef}>
      <Stack gap="3">
        <SearchBox form={list.form} columns={2} aria-label={x('search')} onSearch={list.run}>
          {searchFields(fields)}
        </SearchBox>
        {result.isError ? (
          <p>{x('failed')}</p>
        ) : !data ? (
          <Skeleton lines={6} aria-label={x('loading')} />
        ) : (
          <>
            <ActionBar start={<output>{x('count', { count: Math.min(data.totalCount, max ?? Infinity) })}</output>}>
              {actions}
            </ActionBar>
            {max !== undefined && data.totalCount > max && <Alert kind="info">{x('more', { max })}</Alert>}
            <Table
              caption={caption}
              hideCaption
              rowKey={rowKey}
              rows={data.pages}
              columns={columns}
              serverSort
              maxHeight="70vh"
              empty={x('empty')}
            />
          </>
        )}
      </Stack>
      {children}
    </div>
  );
}

/** A page of rows in a table and the Pagination widget under it (the notices, the entry site's boards). */
export function PagedTable<Row>(props: {
  caption: string;
  rows: Row[] | undefined;
  totalCount: number | undefined;
  rowKey: (row: Row) => string;
  columns: TableColumn<Row>[];
  empty: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const { caption, rows, totalCount, rowKey, columns, empty, page, pageSize, onPageChange } = props;
  return (
    <>
      <Table<Row> caption={caption} hideCaption rows={rows ?? []} rowKey={rowKey} empty={empty} columns={columns} />
      <Pagination totalCount={totalCount ?? 0} page={page} pageSize={pageSize} onPageChange={onPageChange} />
    </>
  );
}

/** A row's act on a list (suspend a user, delete a post): what is asked, the call, the toast. */
export interface RowAct {
  question: string;
  run: () => Promise<unknown>;
  done: string;
  /** Where focus goes in the list afterwards (a selector; default the table's region). */
  focus?: string;
}

/**
 * A row's act asked first, then run; a success is a toast, a refusal was shown by the presenter
 * (someone changed the row first); either way the list is read again and focus goes back into it
 * (`panel` is TableList's `panelRef`).
 */
export function useRowAct(refetch: () => Promise<unknown>) {
  const box = useMessageBox();
  const toast = useToast();
  const panel = useRef<HTMLDivElement>(null);
  const act = async ({ question, run, done, focus }: RowAct) => {
    if (!(await box.confirm(question))) return;
    try {
      await run();
      toast.success(done);
    } catch {
      // The presenter showed the refusal (changed or gone first); the list is read again.
    }
    await refetch();
    const target =
      (focus ? panel.current?.querySelector<HTMLElement>(focus) : null) ??
      panel.current?.querySelector<HTMLElement>('[role="region"]');
    target?.focus();
  };
  return { panel, act };
}

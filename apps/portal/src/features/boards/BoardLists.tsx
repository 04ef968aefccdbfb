/**
 * The entry site's boards' lists before login (Board.tsx): the search box of the notices and the
 * FAQ (title or body; a search shows its first page), a board's posts in pages of 10 with a
 * 10-number window (PagedTable of common/TableList, decision 0089), and the FAQ as an accordion
 * whose question opens its answer in place (read from the server when it opens).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BOARD_SEARCH_FIELDS, rulesOf } from '@mro/contract';
import { Accordion, FormItem, Pagination, RichText, SearchBox, TextField, useFormBox, useMro } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { PagedTable } from '../common/TableList';
import { audienceOf, entryPageQuery, postQuery, type BoardId } from '../common/boardQueries';
import { postColumns } from './postColumns';
import { BOARD_PAGE_SIZE as PAGE_SIZE, BOARD_TITLES as TITLES, boardHref } from '../common/boardLinks';

/** The boards with a search box (issue 41; decision 0042). */
export const SEARCHABLE: ReadonlySet<BoardId> = new Set(['NOTICE', 'FAQ']);
/** The search box's rule: the contract's (the server checks the same). */
const SEARCH_SCHEMA = rulesOf(BOARD_SEARCH_FIELDS, ['searchText']);
export const SEARCH_MAX = 100;

interface SearchConditions {
  searchText: string;
}

/** The search box of a board: title or body text; a search shows its first page. */
export function BoardSearch(props: { board: BoardId; type: string; q: string; onNavigate: (href: string) => void }) {
  const { board, type, q, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const form = useFormBox<SearchConditions>({ schema: SEARCH_SCHEMA, defaultValues: { searchText: q } });
  return (
    <SearchBox
      form={form}
      columns={1}
      aria-label={t('board.search', { board: t(TITLES[board]) })}
      onSearch={(values) => onNavigate(boardHref(board, type, { q: values.searchText.trim() }))}
      onReset={() => q && onNavigate(boardHref(board, type))}
    >
      <FormItem name="searchText" label={t('board.searchText')}>
        <TextField maxLength={SEARCH_MAX} />
      </FormItem>
    </SearchBox>
  );
}

export type ListProps = { type: string; q: string; pageNo: number; onNavigate: (href: string) => void };

/** A page of a board's posts before login (the search's, when there is one). */
function useEntryPage(board: BoardId, { type, q, pageNo }: ListProps) {
  const { locale } = useMro();
  const api = useApi();
  return useQuery(
    entryPageQuery(api, board, audienceOf(type), locale, {
      pageNo,
      pageSize: PAGE_SIZE,
      ...(q ? { searchText: q } : {}),
    }),
  );
}

/** The FAQ: each question a button that opens its answer (Accordion), then paging. */
export function FaqList(props: ListProps) {
  const { type, q, pageNo, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const list = useEntryPage('FAQ', props);
  return (
    <>
      {list.data && list.data.pages.length > 0 && (
        <Accordion
          key={`${type}:${q}:${pageNo}`}
          aria-label={t('entry.faq')}
          headingLevel={2}
          items={list.data.pages.map((row) => ({
            id: String(row.ntcnId),
            title: row.titlCn,
            content: <FaqAnswer ntcnId={row.ntcnId} type={type} />,
          }))}
        />
      )}
      {list.data && list.data.pages.length === 0 && <p>{t(q ? 'board.notFound' : 'board.empty')}</p>}
      <Pagination
        totalCount={list.data?.totalCount ?? 0}
        page={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onNavigate(boardHref('FAQ', type, { page, q }))}
      />
    </>
  );
}

/** One FAQ answer, read when its question opens (the post's body, sanitized by the server when written). */
function FaqAnswer({ ntcnId, type }: { ntcnId: number; type: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const post = useQuery(postQuery(api, String(ntcnId), audienceOf(type), locale));
  if (post.isError) return <p role="alert">{t('board.missing')}</p>;
  if (!post.data) return <p aria-busy="true">{t('board.loading')}</p>;
  return <RichText html={post.data.cntn} />;
}

export function PostList(props: ListProps & { board: BoardId }) {
  const { board, type, q, pageNo, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const list = useEntryPage(board, props);
  return (
    <PagedTable
      caption={t(TITLES[board])}
      rows={list.data?.pages}
      totalCount={list.data?.totalCount}
      rowKey={(row) => String(row.ntcnId)}
      empty={list.data ? t(q ? 'board.notFound' : 'board.empty') : t('board.loading')}
      columns={postColumns(t, (row) => boardHref(board, type, { ntcnId: row.ntcnId, page: pageNo, q }), onNavigate)}
      page={pageNo}
      pageSize={PAGE_SIZE}
      onPageChange={(page) => onNavigate(boardHref(board, type, { page, q }))}
    />
  );
}

/**
 * The entry site's boards (spec 000 §2): notices (`/notice/list`, board NOTICE), the reference
 * room (`/reference/list`, PDS) and the FAQ (`/faq/list`), for buyers (`type=1`) or suppliers
 * (`type=2`); the list (title, attachment, entry time) in pages of 10 with a 10-number window,
 * and `ntcnId` opening one post with its attachments (download links), its previous and next
 * posts (in the list's order, newest first: the next post is the older one) and the way back.
 * Notices and the FAQ have a search box (title or body, the server's search; `q` in the address,
 * Enter ending a Korean syllable searches: SearchBox). The FAQ lists its questions as an
 * accordion: a question opens its answer in place (read from the server when it opens).
 * Everything the page shows is in its address (type, search, page, post), so a link, a reload or the
 * browser's back button shows the same thing. Before login the server lists only the posts
 * flagged for visitors. Post bodies are sanitized by the server when written (docs/security.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOARD_SEARCH_FIELDS, rulesOf } from '@mro/contract';
import {
  Accordion,
  Button,
  FormItem,
  Pagination,
  RichText,
  SearchBox,
  Table,
  Tabs,
  TextField,
  useFormBox,
  useMro,
} from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ScreenLink } from '../../frames/ScreenLink';
import { EntryPage } from '../../frames/EntryPage';
import { audienceOf, entryPageQuery, postQuery, type BoardId, type Post, type PostRow } from './queries';

export { audienceOf, type BoardId } from './queries';

const PAGE_SIZE = 10;
const PATHS: Record<BoardId, string> = { NOTICE: '/notice/list', PDS: '/reference/list', FAQ: '/faq/list' };
const TITLES: Record<BoardId, string> = { NOTICE: 'entry.notices', PDS: 'entry.references', FAQ: 'entry.faq' };
/** The boards with a search box (issue 41; decision 0042). */
const SEARCHABLE: ReadonlySet<BoardId> = new Set(['NOTICE', 'FAQ']);
/** The search box's rule: the contract's (the server checks the same). */
const SEARCH_SCHEMA = rulesOf(BOARD_SEARCH_FIELDS, ['searchText']);
const SEARCH_MAX = 100;

interface SearchConditions {
  searchText: string;
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & .body {
    padding: ${({ theme }) => theme.space['3']} 0;
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    line-height: ${({ theme }) => theme.font['line-height'].normal};
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space['4']};
  }
  & small {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space['1']} ${({ theme }) => theme.space['3']};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dd {
    margin: 0;
  }
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** The board's content under its audience tabs, spaced as the page's own parts. */
const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  padding-top: ${({ theme }) => theme.space['3']};
`;

export function boardHref(board: BoardId, type: string, extra: { ntcnId?: number; page?: number; q?: string } = {}) {
  const params = new URLSearchParams({ type });
  if (extra.q) params.set('q', extra.q);
  if (extra.page && extra.page > 1) params.set('page', String(extra.page));
  if (extra.ntcnId) params.set('ntcnId', String(extra.ntcnId));
  return `${PATHS[board]}?${params}`;
}

export function Board({ board }: { board: BoardId }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') === '2' ? '2' : '1';
  const ntcnId = Number(params.get('ntcnId')) || undefined;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  const go = (href: string) => void navigate(href);
  const content = ntcnId ? (
    <PostView board={board} type={type} ntcnId={ntcnId} onNavigate={go} />
  ) : (
    <>
      {SEARCHABLE.has(board) && <BoardSearch key={`${type}:${q}`} board={board} type={type} q={q} onNavigate={go} />}
      {board === 'FAQ' ? (
        <FaqList type={type} q={q} pageNo={pageNo} onNavigate={go} />
      ) : (
        <PostList board={board} type={type} q={q} pageNo={pageNo} onNavigate={go} />
      )}
    </>
  );
  // The audience is a tab whose panel is the board; the address holds it (manual activation: an
  // arrow moves focus, Enter or Space opens the other audience's list).
  return (
    <EntryPage title={t(TITLES[board])}>
      <Tabs
        aria-label={t('board.audience')}
        activation="manual"
        value={type}
        onValueChange={(value) => go(boardHref(board, value))}
        tabs={(['1', '2'] as const).map((value) => ({
          value,
          label: value === '1' ? t('find.buyer') : t('find.supplier'),
          panel: value === type ? <Panel>{content}</Panel> : null,
        }))}
      />
    </EntryPage>
  );
}

/** The search box of a board: title or body text; a search shows its first page. */
function BoardSearch(props: { board: BoardId; type: string; q: string; onNavigate: (href: string) => void }) {
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

type ListProps = { type: string; q: string; pageNo: number; onNavigate: (href: string) => void };

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
function FaqList(props: ListProps) {
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

function PostList(props: ListProps & { board: BoardId }) {
  const { board, type, q, pageNo, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const list = useEntryPage(board, props);
  return (
    <>
      <Table<PostRow>
        caption={t(TITLES[board])}
        hideCaption
        rows={list.data?.pages ?? []}
        rowKey={(row) => String(row.ntcnId)}
        empty={list.data ? t(q ? 'board.notFound' : 'board.empty') : t('board.loading')}
        columns={[
          {
            key: 'titlCn',
            header: t('board.title'),
            render: (row) => (
              <ScreenLink
                href={boardHref(board, type, { ntcnId: row.ntcnId, page: pageNo, q })}
                onNavigate={onNavigate}
              >
                {row.titlCn}
              </ScreenLink>
            ),
          },
          {
            key: 'athFileYn',
            header: t('notices.attachment'),
            width: '7em',
            render: (row) => (row.athFileYn === 'Y' ? t('board.yes') : '-'),
          },
          {
            key: 'regDt',
            header: t('board.date'),
            width: '7em',
            render: (row) => <time dateTime={row.regDt}>{row.regDt.slice(0, 10)}</time>,
          },
        ]}
      />
      <Pagination
        totalCount={list.data?.totalCount ?? 0}
        page={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => onNavigate(boardHref(board, type, { page, q }))}
      />
    </>
  );
}

function PostView(props: { board: BoardId; type: string; ntcnId: number; onNavigate: (href: string) => void }) {
  const { board, type, ntcnId, onNavigate } = props;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const post = useQuery(postQuery(api, String(ntcnId), audienceOf(type), locale));
  const neighbour = (label: string, link: Post['prev']) => (
    <>
      <dt>{label}</dt>
      <dd>
        {link ? (
          <ScreenLink href={boardHref(board, type, { ntcnId: link.ntcnId })} onNavigate={onNavigate}>
            {link.titlCn}
          </ScreenLink>
        ) : (
          t('board.none')
        )}
      </dd>
    </>
  );
  return (
    <Article aria-labelledby="board-post-title">
      {post.data && (
        <>
          <h2 id="board-post-title">{post.data.titlCn}</h2>
          <time dateTime={post.data.regDt}>{post.data.regDt.slice(0, 10)}</time>
          <RichText className="body" html={post.data.cntn} />
          {post.data.files && post.data.files.length > 0 && (
            <section aria-labelledby="board-post-files">
              <h3 id="board-post-files">{t('notices.attachment')}</h3>
              <ul>
                {post.data.files.map((file) => (
                  <li key={file.athFileSeq}>
                    <a href={file.downloadUrl} download={file.orgnFileNm}>
                      {file.orgnFileNm}
                    </a>{' '}
                    <small>({file.byte})</small>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <dl>
            {neighbour(t('board.previous'), post.data.next)}
            {neighbour(t('board.next'), post.data.prev)}
          </dl>
        </>
      )}
      {post.isError && <p role="alert">{t('board.missing')}</p>}
      <div>
        <Button variant="secondary" onClick={() => onNavigate(boardHref(board, type))}>
          {t('notices.list')}
        </Button>
      </div>
    </Article>
  );
}

export function NoticeBoard() {
  return <Board board="NOTICE" />;
}
export function ReferenceBoard() {
  return <Board board="PDS" />;
}
export function FaqBoard() {
  return <Board board="FAQ" />;
}

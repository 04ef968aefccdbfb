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
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tabs } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { EntryPage } from '../../frames/EntryPage';
import type { BoardId } from '../common/boardQueries';
import { BOARD_TITLES as TITLES, boardHref } from '../common/boardLinks';
import { BoardSearch, FaqList, PostList, SEARCHABLE, SEARCH_MAX } from './BoardLists';
import { PostView } from './PostView';

export { audienceOf, type BoardId } from '../common/boardQueries';
export { boardHref } from '../common/boardLinks';

/** The board's content under its audience tabs, spaced as the page's own parts. */
const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  padding-top: ${({ theme }) => theme.space['3']};
`;

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

export const NoticeBoard = () => <Board board="NOTICE" />;
export const ReferenceBoard = () => <Board board="PDS" />;
export const FaqBoard = () => <Board board="FAQ" />;

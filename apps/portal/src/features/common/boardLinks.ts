/**
 * The entry site's boards' addresses: a board's list of an audience (`type`), with its search
 * (`q`), page and post (`ntcnId`); everything a board shows is in its address.
 */
import type { BoardId } from './boardQueries';

export const BOARD_PAGE_SIZE = 10;
const PATHS: Record<BoardId, string> = { NOTICE: '/notice/list', PDS: '/reference/list', FAQ: '/faq/list' };
export const BOARD_TITLES: Record<BoardId, string> = {
  NOTICE: 'entry.notices',
  PDS: 'entry.references',
  FAQ: 'entry.faq',
};

export function boardHref(board: BoardId, type: string, extra: { ntcnId?: number; page?: number; q?: string } = {}) {
  const params = new URLSearchParams({ type });
  if (extra.q) params.set('q', extra.q);
  if (extra.page && extra.page > 1) params.set('page', String(extra.page));
  if (extra.ntcnId) params.set('ntcnId', String(extra.ntcnId));
  return `${PATHS[board]}?${params}`;
}

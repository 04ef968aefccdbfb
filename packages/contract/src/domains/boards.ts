// Boards: notices (NOTICE), reference room (PDS) and FAQ.
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, flag, oneOf, text } from '../fields.ts';
import type { FileInfo } from './files.ts';

export const BOARD_IDS = ['NOTICE', 'PDS', 'FAQ'] as const;
export type BoardId = (typeof BOARD_IDS)[number];

export interface BoardRow {
  ntcnId: number;
  titlCn: string;
  regDt: string;
  athFileYn: 'Y' | 'N';
  sysGbCd: string;
  viewCnt: number;
}

export interface BoardPost {
  ntcnId: number;
  rpreBrdId: BoardId;
  titlCn: string;
  cntn: string;
  regDt: string;
  athFileId: string | null;
  files: FileInfo[];
  sysGbCd: string;
  viewCnt: number;
  prev: { ntcnId: number; titlCn: string } | null;
  next: { ntcnId: number; titlCn: string } | null;
}

/** A board's search (the same fields before and after login). */
export const BOARD_SEARCH_FIELDS = {
  rpreBrdId: oneOf(BOARD_IDS, { required: true }),
  sysGbCd: text('max:4'),
  searchText: text('max:100'),
  beforeLoginYn: flag(),
  ...PAGE_FIELDS,
} as const;

export const boards = domain('boards', {
  anonymousPage: call({
    method: 'GET',
    path: '/anonymous/boards/auth-posts/page',
    access: PUBLIC,
    summary: "A board's posts for visitors (posts shown before login), paged",
    query: BOARD_SEARCH_FIELDS,
    response: type<Page<BoardRow>>(),
  }),
  page: call({
    method: 'GET',
    path: '/boards/auth-posts/page',
    access: SIGNED_IN,
    summary: "A board's posts for the signed-in user's audience, paged",
    query: BOARD_SEARCH_FIELDS,
    response: type<Page<BoardRow>>(),
  }),
  post: call({
    method: 'GET',
    path: '/anonymous/boards/posts/:ntcnId',
    access: PUBLIC,
    summary: 'One post with its files and the previous and next post of the same board and audience',
    query: { sysGbCd: text() },
    response: type<BoardPost>(),
  }),
});

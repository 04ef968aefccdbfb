/**
 * The return and exchange request lists' pure side (issue 25, decision 0022), shared by the
 * supplier's screen (requests addressed to its company, decided there) and the buyer's (its own
 * requests and their decisions): the search conditions and the query they become, the rows as the
 * grid holds them, and the detail the server answers. No React, no I/O; tested in model.test.ts.
 */
import { seoulDay, type ReturnAction } from '@mro/rules';
import type { SortState } from '@mro/ui';
import type { ReturnRow as ReturnAnswer } from '@mro/contract';
import { listOf, monthEndingOn } from '../../shared/period';

/** Rows one search call brings (the spec's scroll paging: 100 more near the end). */
export const RETURN_PAGE_SIZE = 100;
/** Rows one call brings for the Excel export of a whole search (the contract's largest page). */
export const RETURN_EXPORT_PAGE_SIZE = 500;

/** Whose list: the supplier decides the requests addressed to it; the buyer reads its own. */
export type ReturnSide = 'supplier' | 'buyer';

export interface ReturnConditions {
  /** The request date range, YYYYMMDD (required, at most a year: ABYMC0019). */
  period: { start: string; end: string };
  statCd: string;
  rtnKindCd: string;
  /** The other party's company name (the buyer's for a supplier, the supplier's for a buyer). */
  cpNm: string;
  /** Return numbers, the multi-text input's comma string. */
  rtnNos: string;
  /** An item name or an order number. */
  searchText: string;
}

/** A request as the server answers it (the contract's row). */
export type ReturnAnswerRow = ReturnAnswer;

/** A request as the list's grid holds it: the answer with its row key and the items' summary. */
export type ReturnRow = Omit<ReturnAnswer, 'firstItemNm'> & {
  key: string;
  /** The first line's item and how many more: "베어링 외 2건". */
  items: string;
};

/** How a row names its items: the first line's, and how many more lines there are. */
export type ItemsLabel = (first: string, more: number) => string;

/** A request with its lines, files and history, as the contract declares it. */
export type { ReturnDetail } from '@mro/contract';

/** The month ending today, every status and kind (the search as the screen opens). */
export function defaultConditions(today: string, statCd = ''): ReturnConditions {
  return { period: monthEndingOn(today), statCd, rtnKindCd: '', cpNm: '', rtnNos: '', searchText: '' };
}

/** The search query (empty values are left out by the HTTP layer). */
export function searchParams(c: ReturnConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    statCds: c.statCd ? [c.statCd] : [],
    kindCds: c.rtnKindCd ? [c.rtnKindCd] : [],
    rtnNos: listOf(c.rtnNos),
    cpNm: c.cpNm.trim(),
    searchText: c.searchText.trim(),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = ({ firstItemNm, ...r }: ReturnAnswerRow, itemsLabel: ItemsLabel): ReturnRow => ({
  ...r,
  key: r.rtnNo,
  items: r.lineCnt > 1 ? itemsLabel(firstItemNm, r.lineCnt - 1) : firstItemNm,
  reqDt: seoulDay(new Date(r.reqDt)),
  updDt: seoulDay(new Date(r.updDt)),
});

/** A cached answer row after a decision the server answered: its status, the moment it changed and a rejection's reason. */
export function decidedAnswer(
  row: ReturnAnswerRow,
  answer: { statCd: string },
  action: ReturnAction,
  reason: string,
  now: Date,
): ReturnAnswerRow {
  return {
    ...row,
    statCd: answer.statCd,
    updDt: now.toISOString(),
    ...(action === 'reject' ? { rjctRsnCn: reason } : {}),
  };
}

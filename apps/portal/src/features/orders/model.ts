/**
 * The order list's pure side (issue 43 item 6): the search conditions and the query they become,
 * the rows as the grid holds them. No React, no I/O.
 */
import { seoulDay } from '@mro/rules';
import type { SortState } from '@mro/ui';
import type { OrderRow as OrderAnswer } from '@mro/contract';
import { listOf, monthEndingOn } from '../../shared/period';

export const ORDER_PAGE_SIZE = 100;
export const ORDER_EXPORT_PAGE_SIZE = 500;

export interface OrderConditions {
  period: { start: string; end: string };
  prgsStatCd: string;
  spNm: string;
  ordNos: string;
  itemText: string;
}

export type OrderAnswerRow = OrderAnswer;
export type OrderGridRow = Omit<OrderAnswer, 'firstItemNm'> & { key: string; items: string };

export const defaultConditions = (today: string): OrderConditions => ({
  period: monthEndingOn(today),
  prgsStatCd: '',
  spNm: '',
  ordNos: '',
  itemText: '',
});

export function searchParams(c: OrderConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    statCds: c.prgsStatCd ? [c.prgsStatCd] : [],
    spNm: c.spNm.trim(),
    ordNos: listOf(c.ordNos),
    itemText: c.itemText.trim(),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = (
  { firstItemNm, ...r }: OrderAnswerRow,
  itemsLabel: (first: string, more: number) => string,
): OrderGridRow => ({
  ...r,
  key: r.ordNo,
  items: r.lineCnt > 1 ? itemsLabel(firstItemNm, r.lineCnt - 1) : firstItemNm,
  regDt: seoulDay(new Date(r.regDt)),
});

/**
 * The goods receipt screen's pure side (issue 43, decision 0059): the search conditions and the
 * query they become, the rows as the grid holds them. No React, no I/O.
 */
import { receivableQty } from '@mro/rules';
import type { SortState } from '@mro/ui';
import type { ReceiptLineRow, ShippedDeliveryLine } from '@mro/contract';
import { listOf, monthEndingOn } from '../../shared/period';

export const RECEIPT_PAGE_SIZE = 100;

export interface ReceiptConditions {
  period: { start: string; end: string };
  rcvStatCd: string;
  spNm: string;
  ordNos: string;
}

export type ReceiptGridRow = ReceiptLineRow & { key: string; leftQty: number };

export const defaultConditions = (today: string): ReceiptConditions => ({
  period: monthEndingOn(today),
  rcvStatCd: '',
  spNm: '',
  ordNos: '',
});

export function searchParams(c: ReceiptConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    rcvStatCds: c.rcvStatCd ? [c.rcvStatCd] : [],
    spNm: c.spNm.trim(),
    ordNos: listOf(c.ordNos),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const lineKey = (l: { ordNo: string; lineNo: number }) => `${l.ordNo}-${l.lineNo}`;

export const rowOf = (r: ReceiptLineRow): ReceiptGridRow => ({
  ...r,
  key: lineKey(r),
  leftQty: receivableQty(r.ordQty, r.rcvQty),
});

/**
 * Whether the receive action is offered on a row: an approved order with something left on the
 * line, or a shipped delivery of it still open (an exchange's replacement arrives after the line
 * was received in full: it leaves the line's totals alone, decision 0073).
 */
export const canReceive = (r: ReceiptLineRow | undefined | null): boolean =>
  Boolean(r && r.prgsStatCd === '3' && (r.rcvQty < r.ordQty || r.deliveries.some((d) => d.openQty > 0)));

/**
 * The quantity the drawer offers for a shipped delivery: what it has open, at most what the line
 * has left, except an exchange's replacement, which is not counted against the line.
 */
export const deliveryOffer = (line: Pick<ReceiptLineRow, 'ordQty' | 'rcvQty'>, d: ShippedDeliveryLine): number =>
  d.kindCd === 'EXCHANGE' ? d.openQty : Math.min(d.openQty, receivableQty(line.ordQty, line.rcvQty));

/** The badge's tone of a line status. */
export const STATUS_TONES = { WAIT: 'warning', PART: 'progress', DONE: 'success' } as const;

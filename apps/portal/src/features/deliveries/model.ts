/**
 * The supplier's delivery screen's pure side (issue 44 item 4, decision 0070): the search
 * conditions and the query they become, the rows as the grid holds them, the schedule form's
 * values and the body they become, the tracking addresses. No React, no I/O.
 */
import { type DeliveryStatus } from '@mro/rules';
import type { SortState } from '@mro/ui';
import type { DeliverableLine, DeliveryDetail, DeliveryRow } from '@mro/contract';
import { customsTrackingUrl, deliveryTrackingUrl } from '../../routing/launch';
import { listOf } from '../../shared/period';

export const DELIVERY_PAGE_SIZE = 100;

export interface DeliveryConditions {
  period: { start: string; end: string };
  statCd: string;
  cpNm: string;
  ordNos: string;
}

export type DeliveryGridRow = DeliveryRow & { key: string };

/** From a week ago to a month ahead: what is planned around today (YYYYMMDD days). */
export function defaultConditions(today: string): DeliveryConditions {
  const at = (days: number) => {
    const d = new Date(Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6, 8)) + days * 86_400_000);
    return d.toISOString().slice(0, 10).replace(/-/g, '');
  };
  return { period: { start: at(-7), end: at(30) }, statCd: '', cpNm: '', ordNos: '' };
}

export function searchParams(c: DeliveryConditions, sort: SortState) {
  return {
    fromDt: c.period.start,
    toDt: c.period.end,
    statCds: c.statCd ? [c.statCd] : [],
    cpNm: c.cpNm.trim(),
    ordNos: listOf(c.ordNos),
    ...(sort ? { sortKey: sort.key, sortDir: sort.direction } : {}),
  };
}

export const rowOf = (r: DeliveryRow): DeliveryGridRow => ({ ...r, key: r.dlvNo });

/** The badge's tone of a delivery status. */
export const STATUS_TONES: Record<DeliveryStatus, 'warning' | 'progress' | 'success' | 'muted'> = {
  SCHD: 'warning',
  SHIP: 'progress',
  DONE: 'success',
  CANC: 'muted',
};

/** The schedule form as typed (every value a string: nothing typed is lost on a refusal). */
export interface ScheduleValues {
  ordNo: string;
  /** The typed quantity per line number ('' or '0': not delivered now). */
  qty: Record<number, string>;
  dlvDt: string;
  transKind: string;
  carrierCd: string;
  trackingNo: string;
  vehicleNo: string;
  driverNm: string;
  driverTel: string;
  customsNo: string;
  note: string;
}

export const emptySchedule = (today: string): ScheduleValues => ({
  ordNo: '',
  qty: {},
  dlvDt: today,
  transKind: 'CARRIER',
  carrierCd: '',
  trackingNo: '',
  vehicleNo: '',
  driverNm: '',
  driverTel: '',
  customsNo: '',
  note: '',
});

/** The orders among the deliverable lines, newest first, each once. */
export const ordersOf = (lines: readonly DeliverableLine[]) =>
  [...new Map(lines.map((l) => [l.ordNo, l])).values()].map((l) => ({ ordNo: l.ordNo, buyerNm: l.buyerNm }));

/** An order's lines with what is left prefilled (the whole rest, the supplier lowers it for a partial one). */
export const linesOf = (lines: readonly DeliverableLine[], ordNo: string) => lines.filter((l) => l.ordNo === ordNo);

/** The schedule call's body: the typed quantities of the lines, the transport of its kind only. */
export function scheduleBody(v: ScheduleValues) {
  const own = v.transKind === 'OWN';
  return {
    ordNo: v.ordNo,
    lines: Object.entries(v.qty)
      .filter(([, q]) => q.trim() !== '')
      .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty: qty.trim() })),
    dlvDt: v.dlvDt,
    transKind: v.transKind,
    carrierCd: own ? '' : v.carrierCd,
    trackingNo: own ? '' : v.trackingNo.trim(),
    vehicleNo: own ? v.vehicleNo.trim() : '',
    driverNm: own ? v.driverNm.trim() : '',
    driverTel: own ? v.driverTel.trim() : '',
    customsNo: v.customsNo.trim(),
    note: v.note.trim(),
  };
}

/** A delivery's tracking page (LAUNCH_URL DELIVERY_TRACKING), or null without a carrier's key or number. */
export const trackingUrlOf = (template: string | undefined, d: Pick<DeliveryDetail, 'carrierKey' | 'trackingNo'>) =>
  d.carrierKey && d.trackingNo
    ? deliveryTrackingUrl(template, { carrier: d.carrierKey, invoiceNo: d.trackingNo })
    : null;

/** An import's customs page (LAUNCH_URL CUSTOMS_TRACKING) for its declaration number, in the year of `day`. */
export const customsUrlOf = (template: string | undefined, d: Pick<DeliveryDetail, 'customsNo' | 'dlvDt'>) =>
  d.customsNo ? customsTrackingUrl(template, { blNo: d.customsNo, year: Number(d.dlvDt.slice(0, 4)) }) : null;

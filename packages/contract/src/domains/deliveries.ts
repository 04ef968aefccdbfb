// Deliveries and transport (issue 44 item 4, decisions 0065 and 0070): the supplier's deliverable
// lines (confirmed lines of its approved orders with something left), scheduling a delivery of
// one order (lines with quantities, planned day, transport, customs number, note), its list,
// detail, shipping and cancelling (each naming the delivery's version: 409 MRODL0010 when it
// changed) and the count due this week; the buyer's deliveries of one order and the count of
// shipped deliveries arriving. Rules: `checkDeliveryLines`, `checkTransport`, `deliveryDayRefusal`.
import { DELIVERY_SORT_KEYS, DELIVERY_TEXT_MAX } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, int, list, listOf, object, oneOf, text, version } from '../fields.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

/** A confirmed order line the supplier can still deliver. */
export interface DeliverableLine {
  ordNo: string;
  lineNo: number;
  /** The order's day, YYYYMMDD in Korean time. */
  regDt: string;
  buyerNm: string;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  ordQty: number;
  /** What the line's normal deliveries (not cancelled) carry. */
  dlvQty: number;
  /** Ordered less delivered. */
  leftQty: number;
  reqDlvDt: string;
  prmsDlvDt: string | null;
}

export interface DeliveryRow {
  dlvNo: string;
  ordNo: string;
  kindCd: string;
  statCd: string;
  dlvDt: string;
  /** The other party: the buyer's company for the supplier. */
  cpNm: string;
  transKindCd: string;
  carrierCd: string | null;
  trackingNo: string | null;
  firstItemNm: string;
  lineCnt: number;
  totalQty: number;
  version: number;
}

export interface DeliveryLine {
  lineNo: number;
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  unitCd: string;
  ordQty: number;
  qty: number;
  /** What the buyer's receipts of this delivery line took, accepted and rejected. */
  rcvQty: number;
  accQty: number;
  rejQty: number;
  rejReasons: string[];
}

export interface DeliveryDetail {
  dlvNo: string;
  ordNo: string;
  kindCd: string;
  rtnNo: string | null;
  statCd: string;
  dlvDt: string;
  buyerNm: string;
  supplierNm: string;
  transKindCd: string;
  carrierCd: string | null;
  /** The carrier's usePsDefCn1: `{carrier}` of LAUNCH_URL DELIVERY_TRACKING. */
  carrierKey: string | null;
  trackingNo: string | null;
  vehicleNo: string | null;
  driverNm: string | null;
  driverTel: string | null;
  customsNo: string | null;
  noteCn: string | null;
  /** When it was shipped (ISO) or null. */
  shipDt: string | null;
  regDt: string;
  version: number;
  lines: DeliveryLine[];
}

export const DELIVERY_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'the planned day from, YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'the planned day to, YYYYMMDD or YYYY-MM-DD' }),
  statCds: list({ description: 'SCHD, SHIP, DONE, CANC (none: every status)' }),
  ordNos: list({ description: 'order numbers, each at most 20 characters' }),
  cpNm: text('max:100', { description: "part of the buyer's Korean or English name" }),
  sortKey: oneOf(DELIVERY_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const DELIVERY_FIELDS = {
  ordNo: text('required|max:20'),
  lines: listOf(
    object({
      lineNo: int({ required: true }),
      qty: text(undefined, {
        schema: { type: ['string', 'integer'] },
        description: 'ASCII digits (checkDeliveryLines)',
      }),
    }),
    { max: 200, description: 'the lines and quantities (checkDeliveryLines)' },
  ),
  dlvDt: text('required', { description: 'the planned day, YYYYMMDD or YYYY-MM-DD, not before today' }),
  transKind: oneOf(['CARRIER', 'OWN'], { required: true }),
  // Conditional rules (decision 0104): what a carrier's delivery needs, what one's own vehicle needs.
  carrierCd: text('required_if:transKind,CARRIER|max:20', {
    description: 'DLV_CARRIER code',
    messages: { required_if: 'MRODL0007' },
  }),
  trackingNo: text(`required_if:transKind,CARRIER|max:${DELIVERY_TEXT_MAX.trackingNo}`, {
    description: 'the tracking number',
    messages: { required_if: 'MRODL0007' },
  }),
  vehicleNo: text(`required_if:transKind,OWN|max:${DELIVERY_TEXT_MAX.vehicleNo}`, {
    description: 'the vehicle number',
    messages: { required_if: 'MRODL0007' },
  }),
  driverNm: text(`required_if:transKind,OWN|max:${DELIVERY_TEXT_MAX.driverNm}`, {
    description: "the driver's name",
    messages: { required_if: 'MRODL0007' },
  }),
  driverTel: text('max:20', { description: "the driver's phone (OWN, optional)" }),
  customsNo: text(undefined, { description: 'an import declaration number (optional)' }),
  note: text(undefined, { description: 'a note, at most 500 characters' }),
} as const;

const VERSION = {
  version: version({ description: 'the delivery version the user saw (required, a positive integer)' }),
} as const;

export const deliveries = domain('deliveries', {
  deliverable: call({
    method: 'GET',
    path: '/sp/deliveries/deliverable',
    access: SUPPLIERS,
    summary: "Confirmed lines of the supplier's approved orders with something left to deliver",
    query: { ordNo: text('max:20', { description: 'one order only (empty: every order)' }) },
    response: type<DeliverableLine[]>(),
  }),
  schedule: call({
    method: 'POST',
    path: '/sp/deliveries',
    access: SUPPLIERS,
    summary: 'Schedules a delivery of lines of one order (MRODL0001 over the quantity left)',
    body: DELIVERY_FIELDS,
    response: type<{ dlvNo: string; version: number }>(),
  }),
  search: call({
    method: 'GET',
    path: '/sp/deliveries/page',
    access: SUPPLIERS,
    summary: "The supplier company's deliveries, paged",
    query: DELIVERY_SEARCH_FIELDS,
    response: type<Page<DeliveryRow>>(),
  }),
  summary: call({
    method: 'GET',
    path: '/sp/deliveries/summary',
    access: SUPPLIERS,
    summary: "The supplier's scheduled or shipped deliveries planned this week (Monday to Sunday)",
    response: type<{ dueThisWeek: number; scheduled: number }>(),
  }),
  detail: call({
    method: 'GET',
    path: '/sp/deliveries/:dlvNo',
    access: SUPPLIERS,
    summary: "A delivery of the supplier's company with its lines and what the buyer accepted and rejected",
    response: type<DeliveryDetail>(),
  }),
  ship: call({
    method: 'POST',
    path: '/sp/deliveries/:dlvNo/ship',
    access: SUPPLIERS,
    summary: 'Marks a scheduled delivery shipped (409 MRODL0010 when it changed, MRODL0005 when not scheduled)',
    body: VERSION,
    response: type<{ dlvNo: string; statCd: string; version: number }>(),
  }),
  cancel: call({
    method: 'POST',
    path: '/sp/deliveries/:dlvNo/cancel',
    access: SUPPLIERS,
    summary: 'Cancels a scheduled delivery, giving its quantities back to the order lines',
    body: VERSION,
    response: type<{ dlvNo: string; statCd: string; version: number }>(),
  }),
  ofOrder: call({
    method: 'GET',
    path: '/by/orders/:ordNo/deliveries',
    access: BUYERS,
    summary: "The deliveries of one of the buyer company's orders (not cancelled), with their lines",
    response: type<DeliveryDetail[]>(),
  }),
  arriving: call({
    method: 'GET',
    path: '/by/deliveries/summary',
    access: BUYERS,
    summary: "The buyer company's shipped deliveries not yet received in full",
    response: type<{ arriving: number }>(),
  }),
});

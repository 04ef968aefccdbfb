// The catalogue, the cart and purchase orders of the buyer (issue 43, decision 0045): the
// search with facets, an item's detail, the server-side cart and saved list of the signed-in
// user, and the orders the cart becomes (one per supplier), their search and detail. The
// catalogue and the cart answer in the buyer (BY) and punch-out (PO) systems.
import {
  CATALOG_QUERY_MAX,
  CATALOG_SORTS,
  COST_CENTER_MAX,
  ORDER_NOTE_MAX,
  ORDER_SORT_KEYS,
  type CardPaymentState,
} from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, flag, list, oneOf, raw, text } from '../fields.ts';
import type { FileInfo } from './files.ts';

const SHOPPERS = { roles: ['B', 'A'], systems: ['BY', 'PO'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface CatalogRow {
  itemCd: string;
  itemNm: string;
  /** The other language's name (English on a Korean screen, Korean on an English one). */
  itemNmOther: string;
  specCn: string | null;
  modelNo: string | null;
  mfrNm: string | null;
  spNm: string;
  unitCd: string;
  packQty: number;
  minOrdQty: number;
  listPrice: number;
  /** The buyer company's contract price valid today, else null. */
  contractPrice: number | null;
  crncyCd: string;
  leadDays: number;
  itemKindCd: string;
  itmClsfCd: string;
  discontinued: boolean;
}

export interface Facet {
  value: string;
  label: string;
  count: number;
}

export interface CatalogSearchResult extends Page<CatalogRow> {
  /**
   * The facets' counts are over this many of the matches (the first ones of the query and
   * category), or null when over all of them (decision 0062). The total is always exact.
   */
  facetsOver: number | null;
  facets: { categories: Facet[]; manufacturers: Facet[]; suppliers: Facet[]; priceBands: Facet[] };
  /** The category filtered by, with its path from the top (for the heading). */
  category: { cd: string; path: string[] } | null;
}

export interface CatalogItemDetail extends CatalogRow {
  categoryPath: string[];
  contractValidTo: string | null;
  images: FileInfo[];
  files: FileInfo[];
  /** In the user's cart (quantity) or null. */
  cartQty: number | null;
}

export interface CartLine {
  itemCd: string;
  itemNm: string;
  specCn: string | null;
  spCd: string;
  spNm: string;
  unitCd: string;
  packQty: number;
  minOrdQty: number;
  leadDays: number;
  qty: number;
  unitPrice: number;
  /** The unit price when the line was added: differs when the price changed since. */
  addedPrice: number;
  priceSource: 'CONTRACT' | 'LIST';
  crncyCd: string;
  amount: number;
  discontinued: boolean;
  changed: boolean;
}

export interface Cart {
  lines: CartLine[];
  saved: CartLine[];
  totals: { crncyCd: string; amount: number }[];
}

export interface CartImportResult {
  cart: Cart;
  added: number;
  /** Refused cells: the row of the sheet (1 = the first data row), its column and the code. */
  errors: { row: number; field: 'itemCd' | 'qty'; code: string; params?: Record<string, string | number> }[];
}

export interface OrderRow {
  ordNo: string;
  regDt: string;
  prgsStatCd: string;
  spNm: string;
  firstItemNm: string;
  lineCnt: number;
  crncyCd: string;
  amount: number;
  reqDlvDt: string;
  bpNm: string;
  reqUserNm: string;
}

/** A step of an order's approval (round 1 the approval, later rounds a cancel approval). */
export interface OrderApprovalStep {
  round: number;
  stepNo: number;
  /** A draft, B approval, H agreement, Y post-approval, J notice (APRV_PROC). */
  procKindCd: string;
  userNm: string;
  /** WAIT, APPROVED, REJECTED, NOTIFIED, SKIPPED, DRAFTED; null: not reached yet. */
  decisionCd: string | null;
  reasonCn: string | null;
  decidedAt: string | null;
}

export interface OrderDetail extends OrderRow {
  /** The order's approval document (null for a temporary save). */
  approval: { apprNo: string; statCd: string; version: number; steps: OrderApprovalStep[] } | null;
  bpCd: string;
  costCenter: string | null;
  noteCn: string | null;
  payTermCd: string;
  /** The corporate card's payment (decision 0072): its state (CARD_PAYMENT_STATES) and approval. */
  cardPayment: {
    state: CardPaymentState;
    apprNo: string | null;
    approvedAt: string | null;
    cancelledAt: string | null;
  };
  files: FileInfo[];
  lines: {
    lineNo: number;
    itemCd: string;
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: number;
    amount: number;
    /** The supplier's decision (CNFM_STAT: WAIT, CONF, REFU), its promised day (YYYYMMDD) and reason. */
    cnfmStatCd: string;
    prmsDlvDt: string | null;
    cnfmReason: string | null;
  }[];
}

export const CATALOG_SEARCH_FIELDS = {
  q: text(`max:${CATALOG_QUERY_MAX}`, { description: 'words, initial consonants, an item code or a model number' }),
  category: text('max:20'),
  manufacturers: list(),
  suppliers: list(),
  priceBands: list({ description: 'P1 … P5 (PRICE_BANDS of @mro/rules)' }),
  sort: oneOf(CATALOG_SORTS),
  ...PAGE_FIELDS,
} as const;

export const ORDER_SEARCH_FIELDS = {
  fromDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  toDt: text(undefined, { description: 'YYYYMMDD or YYYY-MM-DD' }),
  statCds: list(),
  suppliers: list(),
  spNm: text('max:100', { description: "part of the supplier's Korean or English name" }),
  ordNos: list({ description: 'order numbers, each at most 20 characters' }),
  itemText: text('max:100'),
  sortKey: oneOf(ORDER_SORT_KEYS),
  sortDir: oneOf(['asc', 'desc']),
  ...PAGE_FIELDS,
} as const;

export const ORDER_FIELDS = {
  idemKey: text('required', { description: 'one per order attempt (a UUID): a repeat answers the first orders' }),
  bpCd: text('required|max:20'),
  reqDlvDt: text('required', { description: 'YYYYMMDD or YYYY-MM-DD' }),
  costCenter: text(`max:${COST_CENTER_MAX}`),
  noteCn: text(`max:${ORDER_NOTE_MAX}`),
  payTermCd: text('required|max:10'),
  athFileId: text('max:40'),
  submit: flag({ description: 'Y (or absent): submitted (status 2), N: saved (1)' }),
  acceptChanges: flag({
    description: 'Y: order at the current prices the user was shown (else MROCT0008 when a price changed)',
  }),
} as const;

const qtyBody = {
  qty: raw<string | number>({ type: ['string', 'integer'] }, { description: 'ASCII digits (checkOrderQuantity)' }),
};

export const catalog = domain('catalog', {
  search: call({
    method: 'GET',
    path: '/by/catalog/items',
    access: SHOPPERS,
    summary: 'The catalogue search: words, initial consonants, codes; facets with counts; 100 a page',
    query: CATALOG_SEARCH_FIELDS,
    response: type<CatalogSearchResult>(),
  }),
  detail: call({
    method: 'GET',
    path: '/by/catalog/items/:itemCd',
    access: SHOPPERS,
    summary: "An item: specs, the company's contract price or the list price, images, attachments",
    response: type<CatalogItemDetail>(),
  }),
  cart: call({
    method: 'GET',
    path: '/by/cart',
    access: SHOPPERS,
    summary: "The user's cart and saved list with today's prices",
    response: type<Cart>(),
  }),
  addToCart: call({
    method: 'POST',
    path: '/by/cart/lines',
    access: SHOPPERS,
    summary: 'Adds an item (its quantity added to a line already there)',
    body: { itemCd: text('required|max:20'), ...qtyBody },
    response: type<Cart>(),
  }),
  setQuantity: call({
    method: 'PUT',
    path: '/by/cart/lines/:itemCd',
    access: SHOPPERS,
    summary: "A line's quantity",
    body: qtyBody,
    response: type<Cart>(),
  }),
  removeLine: call({
    method: 'DELETE',
    path: '/by/cart/lines/:itemCd',
    access: SHOPPERS,
    summary: 'Removes a line from the cart or the saved list',
    response: type<Cart>(),
  }),
  moveLine: call({
    method: 'POST',
    path: '/by/cart/lines/:itemCd/move',
    access: SHOPPERS,
    summary: 'Moves a line to the saved list or back to the cart',
    body: { list: raw<'CART' | 'SAVED'>({ type: 'string', enum: ['CART', 'SAVED'] }) },
    response: type<Cart>(),
  }),
  importLines: call({
    method: 'POST',
    path: '/by/cart/import',
    access: SHOPPERS,
    summary: "Adds the ORDER_LINES sheet's rows; the refused cells are answered, the others added",
    body: {
      rows: raw<{ itemCd?: unknown; qty?: unknown }[]>({ type: 'array', maxItems: 1000, items: { type: 'object' } }),
    },
    response: type<CartImportResult>(),
  }),
  order: call({
    method: 'POST',
    path: '/by/orders',
    access: BUYERS,
    summary: 'The cart becomes one order per supplier (idempotent by idemKey)',
    body: ORDER_FIELDS,
    response: type<{ ordNos: string[]; replayed: boolean }>(),
  }),
  orders: call({
    method: 'GET',
    path: '/by/orders/page',
    access: BUYERS,
    summary: "The buyer company's orders, paged",
    query: ORDER_SEARCH_FIELDS,
    response: type<Page<OrderRow>>(),
  }),
  orderDetail: call({
    method: 'GET',
    path: '/by/orders/:ordNo',
    access: BUYERS,
    summary: "An order of the buyer's company with its lines",
    response: type<OrderDetail>(),
  }),
});

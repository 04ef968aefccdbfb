// The catalogue and the cart of the buyer (issue 43, decision 0045): the search with facets, an
// item's detail, the server-side cart and saved list of the signed-in user. The orders the cart
// becomes are ./orders.ts. The catalogue and the cart answer in the buyer (BY) and punch-out (PO)
// systems.
import { CATALOG_QUERY_MAX, CATALOG_SORTS } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, listOf, object, oneOf, text } from '../fields.ts';
import type { FileInfo } from './files.ts';
import type { Money } from '../money.ts';

const SHOPPERS = { roles: ['B', 'A'], systems: ['BY', 'PO'] } as const;

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
  listPrice: Money;
  /** The buyer company's contract price valid today, else null. */
  contractPrice: Money | null;
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
  unitPrice: Money;
  /** The unit price when the line was added: differs when the price changed since. */
  addedPrice: Money;
  priceSource: 'CONTRACT' | 'LIST';
  crncyCd: string;
  amount: Money;
  discontinued: boolean;
  changed: boolean;
}

export interface Cart {
  lines: CartLine[];
  saved: CartLine[];
  totals: { crncyCd: string; amount: Money }[];
}

export interface CartImportResult {
  cart: Cart;
  added: number;
  /** Refused cells: the row of the sheet (1 = the first data row), its column and the code. */
  errors: { row: number; field: 'itemCd' | 'qty'; code: string; params?: Record<string, string | number> }[];
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

const qtyBody = {
  qty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits (checkOrderQuantity)' }),
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
    body: { list: oneOf(['CART', 'SAVED'], { required: true }) },
    response: type<Cart>(),
  }),
  importLines: call({
    method: 'POST',
    path: '/by/cart/import',
    access: SHOPPERS,
    summary: "Adds the ORDER_LINES sheet's rows; the refused cells are answered, the others added",
    body: {
      rows: listOf(
        object({
          itemCd: text(undefined, { description: 'the item code (case ignored)' }),
          qty: text(undefined, { schema: { type: ['string', 'integer'] }, description: 'ASCII digits' }),
        }),
        { max: 1000, required: true },
      ),
    },
    response: type<CartImportResult>(),
  }),
});

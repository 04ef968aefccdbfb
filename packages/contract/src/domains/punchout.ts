// Punch-out (issue 43 item 8, decision 0050): a buyer's own procurement system opens a punch-out
// session with a cXML 1.2 PunchOutSetupRequest (its identity and shared secret, a BuyerCookie, the
// BrowserFormPost address the cart goes back to) and is answered a PunchOutSetupResponse whose
// StartPage, opened once in the user's browser, signs that user into the punch-out system (PO).
// Server to server and by address: public, without `x-system`; the credentials are the cXML's.
import { call, domain, type, PUBLIC } from '../call.ts';
import { optText, text } from '../fields.ts';
import type { Money } from '../money.ts';

/**
 * What changed in a line of the earlier cart since the ERP kept it (decision 0100): the item is
 * not ours or no longer exists (UNKNOWN: not put in the cart), is no longer sold (DISCONTINUED:
 * kept, removed before returning), is priced differently today (PRICE_CHANGED: today's price
 * applies), or its quantity no longer meets the item's rule (QTY_ADJUSTED: the first valid one).
 */
export type PunchoutEarlierNotice = 'UNKNOWN' | 'DISCONTINUED' | 'PRICE_CHANGED' | 'QTY_ADJUSTED';

/** A line of the earlier cart an edit or inspect session carried (its ItemOut), as we read it today. */
export interface PunchoutEarlierLine {
  lineNo: number;
  /** SupplierPartID (our item code). */
  itemCd: string;
  /** Our item's name in the screen's language, or the ERP's Description when the item is unknown. */
  itemNm: string;
  /** The quantity the line has in the session (as sent, or the first valid one: QTY_ADJUSTED). */
  qty: number;
  /** The quantity as the ERP sent it. */
  sentQty: string;
  unitCd: string;
  /** The unit price the earlier cart had (as the ERP sent it), or null. */
  erpPrice: string | null;
  /** Today's price (contract, else list), or null when the item is unknown. */
  currentPrice: Money | null;
  crncyCd: string;
  notices: PunchoutEarlierNotice[];
}

/** The punch-out session the signed-in PO user works in (decision 0057). */
export interface PunchoutSessionInfo {
  /** CXML: the cart goes back as a PunchOutOrderMessage; OCI: as SAP's NEW_ITEM fields. */
  kind: 'CXML' | 'OCI';
  /**
   * create: a new cart; edit: the cart was filled with the earlier cart's lines and goes back
   * changed; inspect: the earlier cart is shown read-only and can only be closed (decision 0100).
   */
  operation: 'create' | 'edit' | 'inspect';
  /** Edit and inspect: the earlier cart's lines (empty for create). */
  earlier: PunchoutEarlierLine[];
  /** The procurement system's cXML identity (or OCI user name). */
  identity: string;
  /** The host the cart goes back to. */
  returnHost: string;
  startedAt: string;
  /** The cart went back already: the session is closed. */
  returned: boolean;
}

/** The browser's return of the cart: a form post of these fields to this address. */
export interface PunchoutReturn {
  action: string;
  fields: [name: string, value: string][];
  /** Our one-time page (5 minutes) that posts these fields to `action`; the browser opens it. */
  handoff: string;
}

const PUNCHOUT_USERS = { roles: ['B', 'A'], systems: ['PO'] } as const;
const ADMIN = { roles: ['A'] } as const;

/** A category and the UNSPSC code its punch-out lines carry (decisions 0084, 0102). */
export interface CategoryUnspsc {
  itmClsfCd: string;
  upperItmClsfCd: string | null;
  itmClsfNm: string;
  /** The category's own code (8 digits), or null. */
  unspscCd: string | null;
  /** The code its lines carry: its own, else its nearest ancestor's, else null. */
  effectiveUnspscCd: string | null;
}

export const punchout = domain('punchout', {
  setup: call({
    method: 'POST',
    path: '/punchout/setup',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      'A cXML 1.2 PunchOutSetupRequest (text/xml); answers a PunchOutSetupResponse with a one-time StartPage, or a cXML Status (400 malformed or DOCTYPE/entity, 401 credentials)',
    body: 'xml',
    responseKind: 'xml',
    response: type<string>(),
  }),
  start: call({
    method: 'GET',
    path: '/punchout/start',
    access: PUBLIC,
    noSystemHeader: true,
    summary: "The StartPage: signs the session's user into PO once (5 minutes), then opens the punch-out system",
    query: { token: text('required|max:64') },
    responseKind: 'html',
    response: type<string>(),
  }),
  oci: call({
    method: 'GET',
    path: '/punchout/oci',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "SAP OCI's entry (the catalogue URL with HOOK_URL, username and password): opens an OCI session and moves on to its one-time StartPage; refused as an HTML page with MROPU0003 or MROPU0004",
    // Field names are matched without regard to case (SAP SRM sends USERNAME and PASSWORD); SAP's
    // own ~OkCode, ~TARGET and ~CALLER are read and ignored (decision 0083).
    query: {
      HOOK_URL: text('required|max:2000'),
      username: optText('max:100'),
      password: optText('max:200'),
      USERNAME: optText('max:100'),
      PASSWORD: optText('max:200'),
      '~OkCode': optText('max:40'),
      '~TARGET': optText('max:40'),
      '~CALLER': optText('max:40'),
      returntarget: optText('max:40'),
    },
    responseKind: 'html',
    response: type<string>(),
  }),
  ociPost: call({
    method: 'POST',
    path: '/punchout/oci',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "SAP OCI's entry as a form post (application/x-www-form-urlencoded HOOK_URL, USERNAME/username, PASSWORD/password, ~OkCode, ~TARGET, ~CALLER); the same as the GET",
    body: 'form',
    responseKind: 'html',
    response: type<string>(),
  }),
  session: call({
    method: 'GET',
    path: '/punchout/session',
    access: PUNCHOUT_USERS,
    summary:
      "The signed-in user's latest punch-out session (null when none): its kind, system and whether its cart went back",
    response: type<PunchoutSessionInfo | null>(),
  }),
  returnCart: call({
    method: 'POST',
    path: '/punchout/session/return',
    access: PUNCHOUT_USERS,
    summary:
      "Returns the cart: answers the form post for the browser (cXML PunchOutOrderMessage as cxml-urlencoded to BrowserFormPost, or OCI NEW_ITEM fields to HOOK_URL), empties the cart and closes the session (409 MROPU0007 when returned, MROPU0008 without a session, MROPU0009 empty). An inspect session is closed with the earlier cart's lines unchanged (operationAllowed inspect) and the user's cart untouched",
    response: type<PunchoutReturn>(),
  }),
  handoff: call({
    method: 'GET',
    path: '/punchout/handoff',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "The returned cart's one-time page (5 minutes): posts the form to BrowserFormPost or HOOK_URL (its CSP allows that one target); 410 MROPU0007 after",
    query: { token: text('required|max:64') },
    responseKind: 'html',
    response: type<string>(),
  }),
  categories: call({
    method: 'GET',
    path: '/admin/categories',
    access: ADMIN,
    summary:
      "Every item category with its UNSPSC code and the code its punch-out lines carry (its own, else its nearest ancestor's)",
    response: type<CategoryUnspsc[]>(),
  }),
  setCategoryUnspsc: call({
    method: 'PUT',
    path: '/admin/categories/:itmClsfCd/unspsc',
    access: ADMIN,
    summary:
      "Sets a category's UNSPSC code: eight digits (segment 10-99), or empty for none (then its ancestor's applies); 400 MROPU0012 otherwise, 404 for an unknown category",
    body: { unspscCd: optText('unspsc') },
    response: type<CategoryUnspsc>(),
  }),
  order: call({
    method: 'POST',
    path: '/punchout/order',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "A cXML 1.2 OrderRequest (text/xml) approved by the buyer's system: creates its orders once per payloadID (the same document answers the first orders) in status 3 without our approval line; refusals as cXML Status 400/401 with the message code",
    body: 'xml',
    responseKind: 'xml',
    response: type<string>(),
  }),
});

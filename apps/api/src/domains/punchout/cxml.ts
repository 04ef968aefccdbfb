// cXML 1.2 for punch-out (decision 0050): reading a PunchOutSetupRequest (through the safe parser
// of xml.ts), and writing a PunchOutSetupResponse, a Status answer, a PunchOutOrderMessage and the
// OCI HOOK_URL form fields (`NEW_ITEM-…`) for SAP systems. Pure; no I/O. The builders escape every
// value; amounts are written with the currency's decimals (KRW and JPY none, others two).
import { multiplyMoney, sumMoney, toMoney } from '@mro/rules';
import { XmlRefusal, at, child, childrenOf, escapeXml, localName, parseXml, textOf, type XmlElement } from './xml.ts';

export const CXML_VERSION = '1.2.014';
export const CXML_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

/** The parties of a cXML Header (decision 0083): the first credential of each, and every candidate. */
export interface CxmlParties {
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential & { sharedSecret: string; userAgent: string };
  /**
   * Every credential that may name the buyer's stored credential, in the order tried: the
   * Sender's, then the From's (a network such as Ariba's sends as itself, `sysadmin@ariba.com`,
   * with the supplier's shared secret, and names the buyer in From, by NetworkID, DUNS or a
   * private domain). The shared secret is the Sender's.
   */
  candidates: CxmlCredential[];
}

export type DeploymentMode = 'production' | 'test';

export interface PunchOutSetupRequest extends CxmlParties {
  payloadId: string;
  timestamp: string;
  operation: 'create' | 'edit' | 'inspect';
  deploymentMode: DeploymentMode;
  /** Echoed back exactly as sent (not trimmed; empty when only white space); at most MAX_BUYER_COOKIE characters. */
  buyerCookie: string;
  browserFormPost: string;
  /** The user's e-mail the procurement system sent (Contact/Email or Extrinsic UserEmail), if any. */
  userEmail: string | null;
  /** Every Extrinsic by name (the first of a name; text only, at most 1000 characters each). */
  extrinsics: Record<string, string>;
  /** ShipTo/Address/@addressID, if the request names one. */
  shipToAddressId: string | null;
  /** edit and inspect: the earlier cart's lines (ItemOut), in order. */
  items: SetupItem[];
}

/** A line of an earlier cart in an edit or inspect setup request (ItemOut). */
export interface SetupItem {
  supplierPartId: string;
  auxiliaryId: string;
  /** The quantity attribute as sent (checked against the item when the cart is filled). */
  quantity: string;
  /** UnitPrice/Money as sent (a decimal string), or null. */
  unitPrice: string | null;
  /** UnitPrice/Money/@currency, or null. */
  currency: string | null;
  /** Description as the ERP kept it (at most 1000 characters; '' when none). */
  description: string;
  /** UnitOfMeasure as sent ('' when none). */
  unitOfMeasure: string;
  /** The UNSPSC Classification as sent, or null. */
  unspsc: string | null;
}

/** The most ItemOut lines an edit or inspect setup request may carry. */
export const SETUP_MAX_ITEMS = 500;

/** The longest BuyerCookie kept (networks send 20 to a few hundred characters). */
export const MAX_BUYER_COOKIE = 2000;

const wrong = (expected: string) => new CxmlRequestRefusal('MROPU0004', expected);

/** A well-formed document that is not the request expected (MROPU0004), with what was expected. */
export class CxmlRequestRefusal extends Error {
  constructor(
    readonly code: 'MROPU0004',
    readonly expected: string,
  ) {
    super(`${code}: ${expected}`);
  }
}

function credentialsOf(el: XmlElement | undefined, where: string): CxmlCredential[] {
  const all = childrenOf(el, 'Credential')
    .map((c) => ({ domain: (c.attrs.domain ?? '').trim(), identity: textOf(child(c, 'Identity')) }))
    .filter((c) => c.identity);
  if (!all.length) throw wrong(`${where}/Credential/Identity`);
  return all;
}

/** Reads a cXML Header's From, To and Sender (MROPU0004 when one is missing). */
export function readParties(root: XmlElement): CxmlParties {
  const header = child(root, 'Header');
  if (!header) throw wrong('Header');
  const senderEl = child(header, 'Sender');
  const from = credentialsOf(child(header, 'From'), 'From');
  const to = credentialsOf(child(header, 'To'), 'To');
  const senders = credentialsOf(senderEl, 'Sender');
  const secretOf = childrenOf(senderEl, 'Credential')
    .map((c) => child(c, 'SharedSecret'))
    .find(Boolean);
  const candidates: CxmlCredential[] = [];
  for (const c of [...senders, ...from]) {
    if (!candidates.some((d) => d.identity === c.identity && d.domain.toLowerCase() === c.domain.toLowerCase())) {
      candidates.push(c);
    }
  }
  return {
    from: from[0]!,
    to: to[0]!,
    sender: { ...senders[0]!, sharedSecret: textOf(secretOf), userAgent: textOf(child(senderEl, 'UserAgent')) },
    candidates,
  };
}

/** The root of a cXML document (MROPU0004 when the root is another element). */
export function cxmlRoot(xml: string): XmlElement {
  const root = parseXml(xml);
  if (localName(root.name) !== 'cXML') throw wrong('cXML');
  return root;
}

/** Request/@deploymentMode: production (the default) or test. */
export function deploymentModeOf(request: XmlElement | undefined): DeploymentMode {
  const mode = (request?.attrs.deploymentMode ?? 'production').trim();
  if (mode !== 'production' && mode !== 'test') throw wrong('Request/@deploymentMode');
  return mode;
}

/** An http(s) address, or null. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const EMAIL_EXTRINSICS = ['UserEmail', 'Email', 'User Email', 'EmailAddress'];

/**
 * Reads a PunchOutSetupRequest. Throws XmlRefusal (not well-formed: MROPU0001; an internal DTD
 * subset or an entity: MROPU0002) or CxmlRequestRefusal (another request, or a part missing:
 * MROPU0004). The credentials are read, not checked (the caller compares them with the stored ones).
 */
export function readPunchOutSetupRequest(xml: string): PunchOutSetupRequest {
  const root = cxmlRoot(xml);
  const requestEl = child(root, 'Request');
  const request = child(requestEl, 'PunchOutSetupRequest');
  if (!child(root, 'Header') || !request) throw wrong('PunchOutSetupRequest');
  const parties = readParties(root);
  const operation = (request.attrs.operation ?? 'create').trim();
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') throw wrong('operation');
  // The element is required; its content may be empty (the DTD allows it) and goes back as sent.
  const cookieEl = child(request, 'BuyerCookie');
  const rawCookie = (cookieEl?.children ?? []).filter((c): c is string => typeof c === 'string').join('');
  const buyerCookie = rawCookie.trim() ? rawCookie : '';
  if (!cookieEl || buyerCookie.length > MAX_BUYER_COOKIE) throw wrong('BuyerCookie');
  const browserFormPost = httpUrl(textOf(at(request, 'BrowserFormPost', 'URL')));
  if (!browserFormPost) throw wrong('BrowserFormPost/URL');
  const extrinsics: Record<string, string> = {};
  for (const e of childrenOf(request, 'Extrinsic')) {
    const name = (e.attrs.name ?? '').trim();
    if (name && !(name in extrinsics)) extrinsics[name] = textOf(e).slice(0, 1000);
  }
  const contactEmail = childrenOf(request, 'Contact')
    .map((c) => textOf(child(c, 'Email')))
    .find(Boolean);
  const email = contactEmail ?? EMAIL_EXTRINSICS.map((n) => extrinsics[n]).find(Boolean) ?? '';
  const itemOuts = childrenOf(request, 'ItemOut');
  if (itemOuts.length > SETUP_MAX_ITEMS) throw wrong(`at most ${SETUP_MAX_ITEMS} ItemOut`);
  const items = itemOuts.map((item, index): SetupItem => {
    const supplierPartId = textOf(at(item, 'ItemID', 'SupplierPartID'));
    if (!supplierPartId) throw wrong(`ItemOut[${index + 1}]/ItemID/SupplierPartID`);
    const detail = child(item, 'ItemDetail');
    const money = at(detail, 'UnitPrice', 'Money');
    const unspsc = childrenOf(detail, 'Classification').find(
      (c) => (c.attrs.domain ?? '').trim().toUpperCase() === 'UNSPSC',
    );
    return {
      supplierPartId,
      auxiliaryId: textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      quantity: (item.attrs.quantity ?? '').trim(),
      unitPrice: textOf(money) || null,
      currency: (money?.attrs.currency ?? '').trim() || null,
      description: textOf(child(detail, 'Description')).slice(0, 1000),
      unitOfMeasure: textOf(child(detail, 'UnitOfMeasure')).slice(0, 20),
      unspsc: unspsc ? textOf(unspsc) || null : null,
    };
  });
  return {
    ...parties,
    payloadId: root.attrs.payloadID ?? '',
    timestamp: root.attrs.timestamp ?? '',
    operation,
    deploymentMode: deploymentModeOf(requestEl),
    buyerCookie,
    browserFormPost,
    userEmail: email || null,
    extrinsics,
    shipToAddressId: at(request, 'ShipTo', 'Address')?.attrs.addressID ?? null,
    items,
  };
}

export { XmlRefusal };

const head = (payloadId: string, timestamp: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${CXML_DTD}">\n` +
  `<cXML payloadID="${escapeXml(payloadId)}" timestamp="${escapeXml(timestamp)}" xml:lang="en-US">`;

/** The answer to a setup request: status 200 and the StartPage the user's browser opens. */
export function punchOutSetupResponse(o: { payloadId: string; timestamp: string; startPage: string }): string {
  return (
    `${head(o.payloadId, o.timestamp)}\n<Response><Status code="200" text="OK"/>` +
    `<PunchOutSetupResponse><StartPage><URL>${escapeXml(o.startPage)}</URL></StartPage></PunchOutSetupResponse>` +
    `</Response></cXML>\n`
  );
}

/** A refusal as cXML: the HTTP-like code (400, 401…) and the message. */
export function cxmlStatus(o: { payloadId: string; timestamp: string; code: number; text: string; message: string }) {
  return (
    `${head(o.payloadId, o.timestamp)}\n<Response><Status code="${o.code}" text="${escapeXml(o.text)}">` +
    `${escapeXml(o.message)}</Status></Response></cXML>\n`
  );
}

export interface PunchOutLine {
  supplierPartId: string;
  /** The supplier's auxiliary id (our cart line or item key), echoed back on the OrderRequest. */
  auxiliaryId: string;
  quantity: number;
  unitPrice: string;
  currency: string;
  description: string;
  unitOfMeasure: string;
  /** The item's category's UNSPSC code (8 digits; decision 0084), or null when it has none. */
  unspsc: string | null;
  /** Our own category code (Classification domain MRO-CATEGORY; '' writes none: an inspected line we do not know). */
  category: string;
  manufacturerName?: string | undefined;
  manufacturerPartId?: string | undefined;
  leadTimeDays?: number | undefined;
}

/** The Classification domain of our own category code (the UNSPSC one comes first). */
export const CATEGORY_DOMAIN = 'MRO-CATEGORY';

/** An amount in the currency's decimals, from exact decimal text (decision 0106). */
const money = (value: string, currency: string) => toMoney(value, currency);

/**
 * What the buyer may do next with a returned cart (cXML operationAllowed): a create or edit
 * session's cart may be edited later; an inspect session's only inspected.
 */
export const operationAllowed = (operation: 'create' | 'edit' | 'inspect') =>
  operation === 'inspect' ? 'inspect' : 'edit';

/**
 * The cart sent back to the procurement system (posted by the browser to BrowserFormPost as the
 * form field `cxml-urlencoded`): the BuyerCookie it gave, the total and each line.
 */
export function punchOutOrderMessage(o: {
  payloadId: string;
  timestamp: string;
  from: CxmlCredential;
  to: CxmlCredential;
  buyerCookie: string;
  operation?: 'create' | 'edit' | 'inspect';
  lines: readonly PunchOutLine[];
}): string {
  const currency = o.lines[0]?.currency ?? 'KRW';
  if (o.lines.some((l) => l.currency !== currency)) throw new Error('one currency per PunchOutOrderMessage');
  const total = sumMoney(
    o.lines.map((l) => multiplyMoney(l.unitPrice, l.quantity, currency)),
    currency,
  );
  const cred = (c: CxmlCredential) =>
    `<Credential domain="${escapeXml(c.domain)}"><Identity>${escapeXml(c.identity)}</Identity></Credential>`;
  const items = o.lines
    .map(
      (l) =>
        `<ItemIn quantity="${l.quantity}"><ItemID><SupplierPartID>${escapeXml(l.supplierPartId)}</SupplierPartID>` +
        `<SupplierPartAuxiliaryID>${escapeXml(l.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID><ItemDetail>` +
        `<UnitPrice><Money currency="${escapeXml(l.currency)}">${money(l.unitPrice, l.currency)}</Money></UnitPrice>` +
        `<Description xml:lang="ko-KR">${escapeXml(l.description)}</Description>` +
        `<UnitOfMeasure>${escapeXml(l.unitOfMeasure)}</UnitOfMeasure>` +
        (l.unspsc ? `<Classification domain="UNSPSC">${escapeXml(l.unspsc)}</Classification>` : '') +
        (l.category ? `<Classification domain="${CATEGORY_DOMAIN}">${escapeXml(l.category)}</Classification>` : '') +
        (l.manufacturerPartId ? `<ManufacturerPartID>${escapeXml(l.manufacturerPartId)}</ManufacturerPartID>` : '') +
        (l.manufacturerName ? `<ManufacturerName>${escapeXml(l.manufacturerName)}</ManufacturerName>` : '') +
        (l.leadTimeDays !== undefined ? `<LeadTime>${l.leadTimeDays}</LeadTime>` : '') +
        `</ItemDetail></ItemIn>`,
    )
    .join('');
  return (
    `${head(o.payloadId, o.timestamp)}\n<Header><From>${cred(o.from)}</From><To>${cred(o.to)}</To>` +
    `<Sender>${cred(o.from)}<UserAgent>MRO punch-out</UserAgent></Sender></Header>` +
    `<Message><PunchOutOrderMessage><BuyerCookie>${escapeXml(o.buyerCookie)}</BuyerCookie>` +
    `<PunchOutOrderMessageHeader operationAllowed="${operationAllowed(o.operation ?? 'create')}">` +
    `<Total><Money currency="${escapeXml(currency)}">${money(total, currency)}</Money></Total>` +
    `</PunchOutOrderMessageHeader>${items}</PunchOutOrderMessage></Message></cXML>\n`
  );
}

/**
 * The OCI (SAP) HOOK_URL form fields of a cart: `NEW_ITEM-<FIELD>[n]`, n from 1, values as OCI 4.0
 * reads them (quantity and price with a dot, the price per PRICEUNIT 1, the lead time in days).
 */
export function ociFields(lines: readonly PunchOutLine[]): [name: string, value: string][] {
  return lines.flatMap((l, index) => {
    const n = index + 1;
    const f = (field: string, value: string): [string, string] => [`NEW_ITEM-${field}[${n}]`, value];
    return [
      f('DESCRIPTION', l.description.slice(0, 40)),
      f('MATNR', ''),
      f('MATGROUP', l.unspsc ?? ''),
      f('QUANTITY', String(l.quantity)),
      f('UNIT', l.unitOfMeasure),
      f('PRICE', money(l.unitPrice, l.currency)),
      f('PRICEUNIT', '1'),
      f('CURRENCY', l.currency),
      f('LEADTIME', l.leadTimeDays !== undefined ? String(l.leadTimeDays) : ''),
      f('VENDORMAT', l.supplierPartId),
      f('MANUFACTMAT', l.manufacturerPartId ?? ''),
      f('EXT_PRODUCT_ID', l.auxiliaryId),
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, l.description],
    ];
  });
}

/** The page that posts fields to an address at once (the browser's return of the cart). */
export function autoPostForm(action: string, fields: readonly [string, string][], submitLabel: string): string {
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`)
    .join('');
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(submitLabel)}</title></head>` +
    `<body><form method="post" action="${escapeXml(action)}">${inputs}` +
    `<button type="submit">${escapeXml(submitLabel)}</button></form></body></html>`
  );
}

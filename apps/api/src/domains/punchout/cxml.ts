// cXML 1.2 for punch-out (decision 0050): reading a PunchOutSetupRequest (through the safe parser
// of xml.ts), and writing a PunchOutSetupResponse, a Status answer, a PunchOutOrderMessage and the
// OCI HOOK_URL form fields (`NEW_ITEM-…`) for SAP systems. Pure; no I/O. The builders escape every
// value; amounts are written with the currency's decimals (KRW and JPY none, others two).
import { currencyDecimals } from '@mro/rules';
import { XmlRefusal, at, child, childrenOf, escapeXml, parseXml, textOf, type XmlElement } from './xml.ts';

export const CXML_VERSION = '1.2.014';
export const CXML_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface PunchOutSetupRequest {
  payloadId: string;
  timestamp: string;
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential & { sharedSecret: string; userAgent: string };
  operation: 'create' | 'edit' | 'inspect';
  buyerCookie: string;
  browserFormPost: string;
  /** The user's e-mail the procurement system sent (Contact/Email or Extrinsic UserEmail), if any. */
  userEmail: string | null;
}

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

function credentialOf(el: XmlElement | undefined, where: string): CxmlCredential {
  const credential = child(el, 'Credential');
  const identity = textOf(child(credential, 'Identity'));
  if (!credential || !identity) throw wrong(`${where}/Credential/Identity`);
  return { domain: credential.attrs.domain ?? '', identity };
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

/**
 * Reads a PunchOutSetupRequest. Throws XmlRefusal (not well-formed: MROPU0001; DOCTYPE or an
 * entity: MROPU0002) or CxmlRequestRefusal (another request, or a part missing: MROPU0004). The
 * credentials are read, not checked (the caller compares them with the stored ones).
 */
export function readPunchOutSetupRequest(xml: string): PunchOutSetupRequest {
  const root = parseXml(xml);
  if (root.name !== 'cXML') throw wrong('cXML');
  const header = child(root, 'Header');
  const request = at(root, 'Request', 'PunchOutSetupRequest');
  if (!header || !request) throw wrong('PunchOutSetupRequest');
  const senderEl = child(header, 'Sender');
  const sender = credentialOf(senderEl, 'Sender');
  const sharedSecret = textOf(at(senderEl, 'Credential', 'SharedSecret'));
  const operation = request.attrs.operation ?? 'create';
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') throw wrong('operation');
  const buyerCookie = textOf(child(request, 'BuyerCookie'));
  if (!buyerCookie || buyerCookie.length > 200) throw wrong('BuyerCookie');
  const browserFormPost = httpUrl(textOf(at(request, 'BrowserFormPost', 'URL')));
  if (!browserFormPost) throw wrong('BrowserFormPost/URL');
  const extrinsic = childrenOf(request, 'Extrinsic').find((e) => e.attrs.name === 'UserEmail');
  const email = textOf(at(request, 'Contact', 'Email')) || textOf(extrinsic);
  return {
    payloadId: root.attrs.payloadID ?? '',
    timestamp: root.attrs.timestamp ?? '',
    from: credentialOf(child(header, 'From'), 'From'),
    to: credentialOf(child(header, 'To'), 'To'),
    sender: { ...sender, sharedSecret, userAgent: textOf(child(senderEl, 'UserAgent')) },
    operation,
    buyerCookie,
    browserFormPost,
    userEmail: email || null,
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
  unitPrice: number;
  currency: string;
  description: string;
  unitOfMeasure: string;
  /** UNSPSC or the buyer's category code. */
  classification: string;
  manufacturerName?: string | undefined;
  manufacturerPartId?: string | undefined;
  leadTimeDays?: number | undefined;
}

const money = (value: number, currency: string) => value.toFixed(currencyDecimals(currency));

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
  const total = o.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
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
        `<Classification domain="UNSPSC">${escapeXml(l.classification)}</Classification>` +
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
    `<PunchOutOrderMessageHeader operationAllowed="${o.operation ?? 'edit'}">` +
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
      f('MATGROUP', l.classification),
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

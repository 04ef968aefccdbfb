// A cXML 1.2 OrderRequest (decision 0057), read through the safe parser of xml.ts: the sender's
// credential and shared secret, the payloadID (our idempotency key), the buyer's orderID, the
// ShipTo addressID (one of the company's business places, else its first), and each ItemOut's
// SupplierPartID and quantity as typed (the quantity rule runs on the server's items, not here).
// Throws XmlRefusal (MROPU0001, MROPU0002) or CxmlRequestRefusal (MROPU0004). Pure; no I/O.
import { CxmlRequestRefusal, type CxmlCredential } from './cxml.ts';
import { at, child, childrenOf, parseXml, textOf, type XmlElement } from './xml.ts';

export interface OrderRequestLine {
  lineNumber: number;
  supplierPartId: string;
  /** The quantity attribute as sent (checked with checkOrderQuantity against the item). */
  quantity: string;
  /** requestedDeliveryDate as YYYYMMDD, or null. */
  requestedDeliveryDate: string | null;
}

export interface OrderRequest {
  payloadId: string;
  sender: CxmlCredential & { sharedSecret: string };
  orderId: string;
  shipToAddressId: string | null;
  comments: string | null;
  lines: OrderRequestLine[];
}

const wrong = (expected: string) => new CxmlRequestRefusal('MROPU0004', expected);
/** The most lines one OrderRequest may carry. */
export const ORDER_REQUEST_MAX_LINES = 500;

function ymd(value: string | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) throw wrong('ItemOut/@requestedDeliveryDate');
  return `${m[1]}${m[2]}${m[3]}`;
}

function credential(el: XmlElement | undefined): CxmlCredential & { sharedSecret: string } {
  const c = child(el, 'Credential');
  const identity = textOf(child(c, 'Identity'));
  if (!c || !identity) throw wrong('Sender/Credential/Identity');
  return { domain: c.attrs.domain ?? '', identity, sharedSecret: textOf(child(c, 'SharedSecret')) };
}

export function readOrderRequest(xml: string): OrderRequest {
  const root = parseXml(xml);
  if (root.name !== 'cXML') throw wrong('cXML');
  const payloadId = root.attrs.payloadID ?? '';
  if (!payloadId || payloadId.length > 250) throw wrong('cXML/@payloadID');
  const request = at(root, 'Request', 'OrderRequest');
  const header = child(request, 'OrderRequestHeader');
  if (!request || !header) throw wrong('OrderRequest');
  const sender = credential(at(root, 'Header', 'Sender'));
  const orderId = header.attrs.orderID ?? '';
  if (!orderId || orderId.length > 100) throw wrong('OrderRequestHeader/@orderID');
  if ((header.attrs.type ?? 'new') !== 'new') throw wrong('OrderRequestHeader/@type="new"');
  const items = childrenOf(request, 'ItemOut');
  if (!items.length || items.length > ORDER_REQUEST_MAX_LINES) throw wrong('ItemOut');
  const lines = items.map((item, index) => {
    const supplierPartId = textOf(at(item, 'ItemID', 'SupplierPartID'));
    if (!supplierPartId) throw wrong(`ItemOut[${index + 1}]/ItemID/SupplierPartID`);
    return {
      lineNumber: Number(item.attrs.lineNumber) || index + 1,
      supplierPartId,
      quantity: item.attrs.quantity ?? '',
      requestedDeliveryDate: ymd(item.attrs.requestedDeliveryDate),
    };
  });
  const comments = textOf(child(header, 'Comments')).slice(0, 1000);
  return {
    payloadId,
    sender,
    orderId,
    shipToAddressId: at(header, 'ShipTo', 'Address')?.attrs.addressID ?? null,
    comments: comments || null,
    lines,
  };
}

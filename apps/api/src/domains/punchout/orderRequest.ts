// A cXML 1.2 OrderRequest (decision 0057), read through the safe parser of xml.ts: the sender's
// credential and shared secret, the payloadID (our idempotency key), the buyer's orderID, the
// ShipTo addressID (one of the company's business places, else its first), and each ItemOut's
// SupplierPartID and quantity as typed (the quantity rule runs on the server's items, not here).
// Throws XmlRefusal (MROPU0001, MROPU0002) or CxmlRequestRefusal (MROPU0004). Pure; no I/O.
import { CxmlRequestRefusal, cxmlRoot, deploymentModeOf, readParties, type CxmlParties } from './cxml.ts';
import { at, child, childrenOf, textOf } from './xml.ts';

export interface OrderRequestLine {
  lineNumber: number;
  supplierPartId: string;
  /** The quantity attribute as sent (checked with checkOrderQuantity against the item). */
  quantity: string;
  /** requestedDeliveryDate as YYYYMMDD, or null. */
  requestedDeliveryDate: string | null;
  /** ItemDetail/UnitPrice/Money as sent (a decimal string) and its currency, or null. */
  unitPrice: string | null;
  currency: string | null;
  /** ItemID/SupplierPartAuxiliaryID (our `spCd:itemCd:cart` from the punch-out cart, decision 0101; or the old `spCd:itemCd`), or ''. */
  auxiliaryId: string;
}

export interface OrderRequest extends CxmlParties {
  payloadId: string;
  deploymentMode: 'production' | 'test';
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

export function readOrderRequest(xml: string): OrderRequest {
  const root = cxmlRoot(xml);
  const payloadId = root.attrs.payloadID ?? '';
  if (!payloadId || payloadId.length > 250) throw wrong('cXML/@payloadID');
  const request = at(root, 'Request', 'OrderRequest');
  const header = child(request, 'OrderRequestHeader');
  if (!request || !header) throw wrong('OrderRequest');
  const parties = readParties(root);
  const orderId = (header.attrs.orderID ?? '').trim();
  if (!orderId || orderId.length > 100) throw wrong('OrderRequestHeader/@orderID');
  if ((header.attrs.type ?? 'new') !== 'new') throw wrong('OrderRequestHeader/@type="new"');
  const items = childrenOf(request, 'ItemOut');
  if (!items.length || items.length > ORDER_REQUEST_MAX_LINES) throw wrong('ItemOut');
  const lines = items.map((item, index) => {
    const supplierPartId = textOf(at(item, 'ItemID', 'SupplierPartID'));
    if (!supplierPartId) throw wrong(`ItemOut[${index + 1}]/ItemID/SupplierPartID`);
    const money = at(item, 'ItemDetail', 'UnitPrice', 'Money');
    const lineNumber = Number(item.attrs.lineNumber);
    return {
      lineNumber: Number.isSafeInteger(lineNumber) && lineNumber > 0 ? lineNumber : index + 1,
      supplierPartId,
      quantity: (item.attrs.quantity ?? '').trim(),
      requestedDeliveryDate: ymd(item.attrs.requestedDeliveryDate),
      unitPrice: money ? textOf(money) : null,
      currency: money ? (money.attrs.currency ?? '').trim() || null : null,
      auxiliaryId: textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')),
    };
  });
  const comments = textOf(child(header, 'Comments')).slice(0, 1000);
  return {
    ...parties,
    payloadId,
    deploymentMode: deploymentModeOf(child(root, 'Request')),
    orderId,
    shipToAddressId: at(header, 'ShipTo', 'Address')?.attrs.addressID ?? null,
    comments: comments || null,
    lines,
  };
}

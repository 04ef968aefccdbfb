// The cXML OrderRequest reader (decision 0057), pure: what it reads and what it refuses.
import { describe, expect, it } from 'vitest';
import { readOrderRequest } from '../src/domains/punchout/orderRequest.ts';
import { CxmlRequestRefusal, XmlRefusal } from '../src/domains/punchout/cxml.ts';
import { orderRequestXml } from './punchoutFixtures2.ts';

const refusal = (xml: string) => {
  try {
    readOrderRequest(xml);
  } catch (error) {
    if (error instanceof CxmlRequestRefusal) return `${error.code} ${error.expected}`;
    if (error instanceof XmlRefusal) return error.code;
    throw error;
  }
  return null;
};

describe('readOrderRequest', () => {
  it('reads the payloadID, the sender, the order id, the comments and each line as sent', () => {
    const read = readOrderRequest(
      orderRequestXml({
        payloadId: 'P-1',
        lines: [
          { itemCd: 'CI1', qty: '２' },
          { itemCd: 'CI2', qty: 10 },
        ],
      }),
    );
    expect(read).toMatchObject({
      payloadId: 'P-1',
      orderId: 'ERP-PO-1',
      comments: '펀치아웃 주문',
      sender: { identity: 'HANBIT-ERP', domain: 'NetworkID', sharedSecret: 'hanbit-punchout-dev-secret' },
      shipToAddressId: null,
    });
    expect(read.lines).toEqual([
      {
        lineNumber: 1,
        supplierPartId: 'CI1',
        auxiliaryId: '',
        quantity: '２',
        unitPrice: null,
        currency: null,
        requestedDeliveryDate: null,
      },
      {
        lineNumber: 2,
        supplierPartId: 'CI2',
        auxiliaryId: '',
        quantity: '10',
        unitPrice: null,
        currency: null,
        requestedDeliveryDate: null,
      },
    ]);
  });

  it('reads the ShipTo address id and a requested delivery date', () => {
    const xml = orderRequestXml()
      .replace(
        '<Comments',
        '<ShipTo><Address addressID="BP01"><Name xml:lang="ko">본사</Name></Address></ShipTo><Comments',
      )
      .replace('lineNumber="1"', 'lineNumber="1" requestedDeliveryDate="2026-12-10T00:00:00+09:00"');
    const read = readOrderRequest(xml);
    expect(read.shipToAddressId).toBe('BP01');
    expect(read.lines[0]!.requestedDeliveryDate).toBe('20261210');
  });

  it('refuses another request, a changed order, no lines, no order id, no payloadID and an entity', () => {
    expect(refusal(orderRequestXml().replace('type="new"', 'type="update"'))).toBe(
      'MROPU0004 OrderRequestHeader/@type="new"',
    );
    expect(refusal(orderRequestXml({ lines: [] }))).toBe('MROPU0004 ItemOut');
    expect(refusal(orderRequestXml().replace('orderID="ERP-PO-1"', ''))).toBe('MROPU0004 OrderRequestHeader/@orderID');
    expect(refusal(orderRequestXml().replace(/payloadID="[^"]*"/, ''))).toBe('MROPU0004 cXML/@payloadID');
    expect(
      refusal(
        orderRequestXml().replace('<OrderRequest>', '<ProfileRequest>').replace('</OrderRequest>', '</ProfileRequest>'),
      ),
    ).toBe('MROPU0004 OrderRequest');
    expect(refusal(orderRequestXml().replace('lineNumber="1"', 'lineNumber="1" requestedDeliveryDate="soon"'))).toBe(
      'MROPU0004 ItemOut/@requestedDeliveryDate',
    );
    expect(refusal(orderRequestXml({ doctype: '<!DOCTYPE cXML [<!ENTITY e "x">]>' }))).toBe('MROPU0002');
    expect(refusal(orderRequestXml().replace('</cXML>', ''))).toBe('MROPU0001');
  });
});

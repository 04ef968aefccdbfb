// A procurement system's cXML OrderRequest as the tests send it (decision 0057), each part
// replaceable: payloadID, the shared secret, the lines (SupplierPartID, quantity, the ERP's UnitPrice).
import { DEMO_PUNCHOUT } from '../src/seeds/seedPunchout.ts';

export function orderRequestXml(
  o: {
    payloadId?: string;
    secret?: string;
    orderId?: string;
    /** A line's price: the UnitPrice the ERP sends (none: no ItemDetail, no price check). */
    lines?: { itemCd: string; qty: string | number; price?: string; currency?: string; aux?: string }[];
    doctype?: string;
  } = {},
) {
  const lines = o.lines ?? [{ itemCd: 'CI0000021', qty: 2 }];
  const items = lines
    .map(
      (l, i) => `
    <ItemOut quantity="${l.qty}" lineNumber="${i + 1}">
      <ItemID><SupplierPartID>${l.itemCd}</SupplierPartID>${l.aux === undefined ? '' : `<SupplierPartAuxiliaryID>${l.aux}</SupplierPartAuxiliaryID>`}</ItemID>
      ${l.price === undefined ? '' : `<ItemDetail><UnitPrice><Money currency="${l.currency ?? 'KRW'}">${l.price}</Money></UnitPrice><Description xml:lang="ko">x</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>`}
    </ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>${o.doctype ?? ''}
<cXML payloadID="${o.payloadId ?? '1700000001.order@erp.example'}" timestamp="2026-11-21T10:05:00+09:00" xml:lang="ko-KR">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${DEMO_PUNCHOUT.identity}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>MRO</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>${DEMO_PUNCHOUT.identity}</Identity><SharedSecret>${o.secret ?? DEMO_PUNCHOUT.sharedSecret}</SharedSecret></Credential>
      <UserAgent>Fake ERP 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${o.orderId ?? 'ERP-PO-1'}" orderDate="2026-11-21T10:05:00+09:00" type="new">
        <Total><Money currency="KRW">2000</Money></Total>
        <Comments xml:lang="ko">펀치아웃 주문</Comments>
      </OrderRequestHeader>${items}
    </OrderRequest>
  </Request>
</cXML>`;
}

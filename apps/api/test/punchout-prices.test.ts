// An OrderRequest's prices checked (issue 56 item 4, decision 0084): each ItemOut's UnitPrice is
// compared exactly with the price the buyer was given (the contract or list price, as the cart
// shows it); with the default tolerance (0) any difference refuses the whole document with a cXML
// Status 400 MROPU0011 and creates nothing; within a customer's tolerance the order is created
// and the ERP's price is kept on the line, shown to the supplier on the order's detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, parseXml, textOf } from '../src/domains/punchout/xml.ts';
import { DEMO_PUNCHOUT } from '../src/seeds/seedPunchout.ts';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';
import { orderRequestXml } from './punchoutFixtures2.ts';

let s: TestServer;
/** The price buyer01 is given for supplier01's item CI0000001, as the cart shows it. */
let given: number;
const ITEM = 'CI0000001';

beforeAll(async () => {
  s = await testServer();
  const by = await s.login('buyer01', 'BY');
  const add = await s.call({
    method: 'POST',
    url: '/by/cart/lines',
    system: 'BY',
    token: by,
    payload: { itemCd: ITEM, qty: 1 },
    headers: { origin: ORIGIN },
  });
  expect(add.statusCode).toBe(200);
  const cart = (await s.call({ url: '/by/cart', system: 'BY', token: by })).json().data;
  // The answer carries decimal text (decision 0106); the demo price is a small whole number of won.
  given = Number(cart.lines.find((l: { itemCd: string }) => l.itemCd === ITEM).unitPrice);
});
afterAll(async () => s.close());

const order = (payloadId: string, price: string, currency = 'KRW') =>
  s.call({
    method: 'POST',
    url: '/punchout/order',
    system: null,
    payload: orderRequestXml({
      payloadId,
      orderId: `PO-${payloadId}`,
      lines: [{ itemCd: ITEM, qty: 1, price, currency }],
    }),
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  });
const statusOf = (xml: string) => at(parseXml(xml), 'Response', 'Status')!;
const orders = async () => (await s.ctx.db.selectFrom('punchout_order').select('payload_id').execute()).length;
const tolerance = (bp: number) =>
  s.ctx.db
    .updateTable('punchout_credential')
    .set({ price_tolerance_bp: bp })
    .where('identity', '=', DEMO_PUNCHOUT.identity)
    .execute();

describe('the price check of an OrderRequest', () => {
  it('accepts the price given, in any decimal spelling, and shows the ERP price to the supplier', async () => {
    expect(Number.isInteger(given)).toBe(true);
    const res = await order('same', `${given}.00`);
    expect(res.statusCode, res.body).toBe(200);
    const [ordNo] = textOf(statusOf(res.body)).split(',');
    const sp = await s.login('supplier01', 'SP');
    const detail = (await s.call({ url: `/sp/orders/${ordNo}`, system: 'SP', token: sp })).json().data;
    expect(detail.lines[0]).toMatchObject({ itemCd: ITEM, unitPrice: String(given), erpUnitPrice: String(given) });
  });

  it('refuses any difference with the default tolerance 0, naming the line and both prices, creating nothing', async () => {
    const before = await orders();
    for (const [id, price, currency] of [
      ['plus-one', String(given + 1), 'KRW'],
      ['minus-a-bit', `${given - 1}.9999`, 'KRW'],
      ['other-currency', String(given), 'USD'],
      ['not-a-price', '1e3', 'KRW'],
    ] as const) {
      const res = await order(id, price, currency);
      expect([id, res.statusCode]).toEqual([id, 400]);
      expect(statusOf(res.body).attrs.text).toContain('MROPU0011');
      expect(textOf(statusOf(res.body))).toContain(ITEM);
    }
    expect(await orders()).toBe(before);
  });

  it("holds at the customer's tolerance and refuses one won beyond it", async () => {
    // 2% (200 basis points) of the given price, exactly: the bound passes, one more is refused.
    await tolerance(200);
    try {
      const bound = (given * 200) / 10_000;
      const within = Math.floor(given + bound);
      const ok = await order('within', String(within));
      expect(ok.statusCode, ok.body).toBe(200);
      const [ordNo] = textOf(statusOf(ok.body)).split(',');
      const line = await s.ctx.db
        .selectFrom('purchase_order_line')
        .select(['unit_price', 'erp_unit_price'])
        .where('ord_no', '=', ordNo!)
        .executeTakeFirstOrThrow();
      expect(Number(line.unit_price)).toBe(given);
      expect(Number(line.erp_unit_price)).toBe(within);
      const beyond = await order('beyond', String(Math.floor(given + bound) + 1));
      expect(beyond.statusCode).toBe(400);
      expect(statusOf(beyond.body).attrs.text).toContain('MROPU0011');
    } finally {
      await tolerance(0);
    }
  });
});

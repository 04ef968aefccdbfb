// An OrderRequest's prices checked (issue 56 item 4, decision 0084): each ItemOut's UnitPrice is
// compared exactly with the price the buyer was given (the contract or list price, as the cart
// shows it); with the default tolerance (0) any difference refuses the whole document with a cXML
// Status 400 MROPU0011 and creates nothing; within a customer's tolerance the order is created
// and the ERP's price is kept on the line, shown to the supplier on the order's detail. A line
// whose SupplierPartAuxiliaryID names the returned punch-out cart (decision 0101) is checked
// against, and priced at, the price that cart showed, for 30 days after the return.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, parseXml, textOf } from '../src/domains/punchout/xml.ts';
import { DEMO_PUNCHOUT } from '../src/seeds/seedPunchout.ts';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';
import { orderRequestXml } from './punchoutFixtures2.ts';
import { setupRequestXml } from './punchoutFixtures.ts';
import { secretHash } from '../src/domains/punchout/repository.ts';

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

const order = (payloadId: string, price: string, currency = 'KRW', aux?: string) =>
  s.call({
    method: 'POST',
    url: '/punchout/order',
    system: null,
    payload: orderRequestXml({
      payloadId,
      orderId: `PO-${payloadId}`,
      lines: [{ itemCd: ITEM, qty: 1, price, currency, ...(aux === undefined ? {} : { aux }) }],
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

describe("the price check against the session's cart (decision 0101)", () => {
  /** Opens a cXML session for buyer01, puts ITEM in the cart and returns it: the line's auxiliary id. */
  async function returnedLine() {
    const setup = await s.call({
      method: 'POST',
      url: '/punchout/setup',
      system: null,
      payload: setupRequestXml({ cookie: 'PRICE-CART', formPost: 'http://127.0.0.1:9/return' }),
      headers: { 'content-type': 'text/xml; charset=utf-8' },
    });
    const start = new URL(textOf(at(parseXml(setup.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
    expect((await s.call({ url: `/punchout/start?${start.searchParams}`, system: null })).statusCode).toBe(200);
    const po = await s.login('buyer01', 'PO');
    const write = (url: string, payload?: unknown) =>
      s.call({ method: 'POST', url, system: 'PO', token: po, payload, headers: { origin: ORIGIN } });
    expect((await write('/by/cart/lines', { itemCd: ITEM, qty: 1 })).statusCode).toBe(200);
    const back = await write('/punchout/session/return');
    expect(back.statusCode, back.body).toBe(200);
    const message = new Map(back.json().data.fields as [string, string][]).get('cxml-urlencoded')!;
    const item = at(parseXml(message), 'Message', 'PunchOutOrderMessage', 'ItemIn')!;
    return {
      aux: textOf(at(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      price: textOf(at(item, 'ItemDetail', 'UnitPrice', 'Money')),
    };
  }
  const unitPriceOf = async (res: { body: string }) => {
    const [ordNo] = textOf(statusOf(res.body)).split(',');
    return s.ctx.db
      .selectFrom('purchase_order_line')
      .select(['unit_price', 'erp_unit_price'])
      .where('ord_no', '=', ordNo!)
      .executeTakeFirstOrThrow();
  };

  it("names the cart in each returned line, and holds that day's price after the price rose", async () => {
    const { aux, price } = await returnedLine();
    // supplier:item:cart, the cart being the session (still read as supplier and item).
    const session = await s.ctx.db
      .selectFrom('punchout_session')
      .select('session_id')
      .where('returned_at', 'is not', null)
      .orderBy('returned_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(aux).toMatch(new RegExp(`^SP\\d{3}:${ITEM}:${session.session_id}$`));
    expect(Number(price)).toBe(given);
    // The price rises after the return: list price up 500, no contract.
    await s.ctx.db.deleteFrom('contract_price').where('item_cd', '=', ITEM).execute();
    await s.ctx.db
      .updateTable('catalog_item')
      .set({ list_price: given + 500 })
      .where('item_cd', '=', ITEM)
      .execute();
    s.clock.advance(60_000);
    const ok = await order('cart-price', price, 'KRW', aux);
    expect(ok.statusCode, ok.body).toBe(200);
    // Priced as the cart showed it; the ERP's price kept.
    expect(await unitPriceOf(ok)).toMatchObject({ erp_unit_price: expect.anything() });
    expect(Number((await unitPriceOf(ok)).unit_price)).toBe(given);
    // The cart's price is the one checked: today's price is refused for that line.
    const today = await order('cart-today', String(given + 500), 'KRW', aux);
    expect(today.statusCode).toBe(400);
    expect(statusOf(today.body).attrs.text).toContain('MROPU0011');

    // The old form (supplier:item), no auxiliary id, an unknown cart or another item's cart:
    // today's price, so the cart's is refused and today's accepted.
    const unknownCart = aux.replace(/[0-9a-f]{32}$/, '0'.repeat(32));
    const otherItem = aux.replace(`:${ITEM}:`, ':CI0000021:');
    for (const [id, other] of [
      ['old-form', aux.split(':').slice(0, 2).join(':')],
      ['no-aux', undefined],
      ['unknown-cart', unknownCart],
      ['other-item', otherItem],
      ['padded', `${aux}:x`],
    ] as const) {
      const refused = await order(`${id}-then`, price, 'KRW', other);
      expect([id, refused.statusCode]).toEqual([id, 400]);
      const accepted = await order(`${id}-now`, String(given + 500), 'KRW', other);
      expect([id, accepted.statusCode]).toEqual([id, 200]);
    }

    // 30 days after the return the cart's price still holds; a day later it does not.
    s.clock.advance(30 * 86_400_000 - 120_000);
    expect((await order('day-30', price, 'KRW', aux)).statusCode).toBe(200);
    s.clock.advance(86_400_000);
    const late = await order('day-31', price, 'KRW', aux);
    expect(late.statusCode).toBe(400);
    expect(statusOf(late.body).attrs.text).toContain('MROPU0011');
  });

  it("does not read another customer's cart", async () => {
    const { aux, price } = await returnedLine();
    // The cart was another procurement system's (another customer's credential).
    const buyer02 = await s.ctx.db
      .selectFrom('app_user')
      .select(['user_id', 'cp_cd'])
      .where('login_id', '=', 'buyer02')
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto('punchout_credential')
      .values({ identity: 'OTHER-ERP', domain: 'NetworkID', ...buyer02, secret_hash: secretHash('other-secret') })
      .execute();
    await s.ctx.db
      .updateTable('punchout_session')
      .set({ identity: 'OTHER-ERP' })
      .where('session_id', '=', aux.split(':')[2]!)
      .execute();
    await s.ctx.db
      .updateTable('catalog_item')
      .set({ list_price: Number(price) + 100 })
      .where('item_cd', '=', ITEM)
      .execute();
    const res = await order('other-customer', price, 'KRW', aux);
    // Today's price applies: the other customer's cart names a price we never gave this one.
    expect(res.statusCode).toBe(400);
    expect(statusOf(res.body).attrs.text).toContain('MROPU0011');
  });
});

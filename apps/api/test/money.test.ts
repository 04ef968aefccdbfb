// Money exact end to end (decision 0106): an order of 99,999,999,999 (just under the order
// maximum, decision 0087) keeps every digit from the database through the cart, the order, the
// lists and the printed document; a cart whose total passes 2^53 sums exactly and is refused as an
// order with MROCT0011, never a 500. Amounts travel as decimal text, never JSON numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

type Body = {
  data: Record<string, unknown> | null;
  error: { errorCode: string; fieldErros: { field: string }[] } | null;
};
const call = signedCaller<Body>(() => s, token);

const setItem = (itemCd: string, listPrice: string) =>
  s.ctx.db
    .updateTable('catalog_item')
    .set({ list_price: listPrice, min_ord_qty: 1, pack_qty: 1, lead_days: 1, crncy_cd: 'KRW', discontinued_yn: 'N' })
    .where('item_cd', '=', itemCd)
    .execute();

const order = (idemKey: string) =>
  call('buyer01', '/by/orders', {
    idemKey,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    costCenter: 'CC-100',
    submit: 'Y',
    acceptChanges: 'Y',
  });

beforeAll(async () => {
  s = await testServer();
  token.buyer01 = await s.login('buyer01', 'BY');
});
afterAll(async () => s.close());

describe('exact money', () => {
  it('keeps 99,999,999,999 exact from the cart through the order, its lists and its document', async () => {
    await setItem('CI0000001', '99999999999');
    await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000001', qty: 1 });
    const cart = await call('buyer01', '/by/cart');
    const cartText = cart.text;
    // Decimal text in the JSON, never a number (a number would print without quotes).
    expect(cartText).toContain('"amount":"99999999999"');
    expect(cart.body.data!.totals).toEqual([{ crncyCd: 'KRW', amount: '99999999999' }]);

    const placed = await order('key-money-exact-000001');
    expect(placed.body.error).toBeNull();
    const ordNo = (placed.body.data as { ordNos: string[] }).ordNos[0]!;

    const page = await call('buyer01', `/by/orders/page?fromDt=20261101&toDt=20261130&ordNos=${ordNo}`);
    const row = (page.body.data!.pages as { ordNo: string; amount: unknown }[]).find((r) => r.ordNo === ordNo)!;
    expect(row.amount).toBe('99999999999');
    const detail = await call('buyer01', `/by/orders/${ordNo}`);
    expect(detail.body.data).toMatchObject({
      amount: '99999999999',
      lines: [{ unitPrice: '99999999999', amount: '99999999999' }],
    });

    const issued = await call('buyer01', '/token/report', { reportId: 'ORDER_SHEET', params: { ordNo } });
    const view = await s.call({
      method: 'POST',
      url: '/anonymous/report/view',
      system: null,
      payload: new URLSearchParams({ token: (issued.body.data as { token: string }).token, locale: 'KO' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('data-total>99,999,999,999원<');
  });

  it('sums a cart past 2^53 exactly and refuses to order it with MROCT0011, not a 500', async () => {
    // 2^53 + 1 and 2^52 + 1: neither is a double; their sum (with the second twice) is 2^54 + 3.
    await setItem('CI0000002', '9007199254740993');
    await setItem('CI0000003', '4503599627370497');
    await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000002', qty: 1 });
    await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000003', qty: 2 });
    const cart = await call('buyer01', '/by/cart');
    const lines = cart.body.data!.lines as { itemCd: string; unitPrice: string; amount: string }[];
    expect(lines.map((l) => [l.itemCd, l.unitPrice, l.amount])).toEqual([
      ['CI0000002', '9007199254740993', '9007199254740993'],
      ['CI0000003', '4503599627370497', '9007199254740994'],
    ]);
    expect(cart.body.data!.totals).toEqual([{ crncyCd: 'KRW', amount: '18014398509481987' }]);

    const refused = await order('key-money-past-2-53-01');
    expect(refused.status).toBe(400);
    expect(refused.body.error?.errorCode).toBe('MROCT0011');
    expect(refused.body.error?.fieldErros.map((f) => f.field)).toEqual(['amount']);
  });
});

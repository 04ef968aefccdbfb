// Card payments of orders (issue 45 item 2, decision 0072): an order paid by corporate card goes to
// its supplier only once its approval completed and the card approval (a form post into a hidden
// frame answered by a page posting the result to the portal) charged the order's own amount; the
// development gateway refuses above its limit and the order stays waiting; the payment is
// cancelled once the order's cancellation completed; another company can do none of it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CARD_LIMIT } from '@mro/rules';
import { ORIGIN, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'buyer02', 'approver01', 'approver02']) token[who] = await s.login(who, 'BY');
  for (const who of ['supplier01', 'supplier02']) token[who] = await s.login(who, 'SP');
});
afterAll(async () => s.close());

type Body = { data: unknown; error: { errorCode: string } | null };
const call = signedCaller<Body>(() => s, token);
interface Detail {
  prgsStatCd: string;
  amount: number;
  approval: { apprNo: string };
  cardPayment: { state: string; apprNo: string | null; approvedAt: string | null; cancelledAt: string | null };
}
const detail = async (ordNo: string) => (await call('buyer01', `/by/orders/${ordNo}`)).body.data as Detail;
const decideAs = async (who: string, apprNo: string, action: 'approve' | 'cancel', reason = '') => {
  const d = (await call(who, `/by/approvals/${apprNo}`)).body.data as { version: number };
  return call(who, `/by/approvals/${apprNo}/${action}`, { version: d.version, reason });
};

/** The hidden frame's form post, answered by a page that posts { isSuccess, data, error } back. */
const card = async (path: 'approval' | 'cancel', fields: Record<string, string>, who = 'buyer01') => {
  const res = await s.call({
    method: 'POST',
    url: `/cards/${path}`,
    system: null,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: `mro_at=${token[who]}` },
  });
  expect(res.headers['content-type']).toContain('text/html');
  return JSON.parse(/postMessage\((.*), "http/.exec(res.body)![1]!.replace(/\\u003c/g, '<')) as {
    isSuccess: boolean;
    data: { apprNo: string; amount: number } | null;
    error: { errorCode: string; errorMessage: string } | null;
  };
};
/** The order's supplier's user (SP001 supplier01, SP002 supplier02). */
const supplierOf = async (ordNo: string) => {
  const { sp_cd } = await s.ctx.db
    .selectFrom('purchase_order')
    .select('sp_cd')
    .where('ord_no', '=', ordNo)
    .executeTakeFirstOrThrow();
  return sp_cd === 'SP001' ? 'supplier01' : 'supplier02';
};
const supplierSees = async (ordNo: string) => {
  const who = await supplierOf(ordNo);
  const page = (await call(who, '/sp/orders/page?fromDt=20261101&toDt=20261231&pageSize=500', undefined, 'SP')).body
    .data as {
    pages: { ordNo: string }[];
  };
  return page.pages.some((o) => o.ordNo === ordNo);
};

let seq = 0;
async function cardOrder(approve = true): Promise<string> {
  await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000004', qty: 200 });
  seq += 1;
  const res = await call('buyer01', '/by/orders', {
    idemKey: `key-card-payment-${String(seq).padStart(4, '0')}`,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CARD',
    submit: 'Y',
    acceptChanges: 'Y',
  });
  expect(res.body.error).toBeNull();
  const [ordNo] = (res.body.data as { ordNos: string[] }).ordNos;
  if (approve) {
    const { apprNo } = (await detail(ordNo!)).approval;
    for (const who of ['approver01', 'approver02']) expect((await decideAs(who, apprNo, 'approve')).status).toBe(200);
  }
  return ordNo!;
}

describe('card payments of orders', () => {
  it("the portal's pages send their origin with a same-site form post (the hidden frame's), none elsewhere", async () => {
    expect((await s.call({ url: '/health' })).headers['referrer-policy']).toBe('same-origin');
  });

  it('pays later while in approval, then waits; the supplier sees the order only once it is paid', async () => {
    const early = await cardOrder(false);
    expect((await detail(early)).cardPayment.state).toBe('LATER');
    const refusedEarly = await card('approval', { ordNo: early, amount: String((await detail(early)).amount) });
    expect(refusedEarly).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0003' } });

    const ordNo = await cardOrder();
    const d = await detail(ordNo);
    expect([d.prgsStatCd, d.cardPayment.state]).toEqual(['3', 'WAIT']);
    expect(await supplierSees(ordNo)).toBe(false);
    const told = () =>
      s.ctx.db
        .selectFrom('notification')
        .select('kind_cd')
        .where('kind_cd', '=', 'ORDER_TO_CONFIRM')
        .where(sql<boolean>`params::text LIKE ${`%${ordNo}%`}`)
        .execute();
    expect(await told()).toEqual([]);
    // Its document is not the supplier's either until it is paid.
    const sheet = await call(
      await supplierOf(ordNo),
      '/token/report',
      { reportId: 'ORDER_SHEET', params: { ordNo } },
      'SP',
    );
    expect(sheet.status).toBe(404);

    const wrong = await card('approval', { ordNo, amount: String(d.amount + 1) });
    expect(wrong).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0005' } });
    expect((await detail(ordNo)).cardPayment.state).toBe('WAIT');

    const paid = await card('approval', { ordNo, amount: String(d.amount) });
    expect(paid).toMatchObject({ isSuccess: true, data: { amount: d.amount } });
    expect(paid.data!.apprNo).toMatch(/^\d{8}$/);
    const after = await detail(ordNo);
    expect(after.cardPayment).toMatchObject({ state: 'PAID', apprNo: paid.data!.apprNo, cancelledAt: null });
    expect(await supplierSees(ordNo)).toBe(true);
    expect((await told()).length).toBeGreaterThan(0);
    const readable = await call(
      await supplierOf(ordNo),
      '/token/report',
      { reportId: 'ORDER_SHEET', params: { ordNo } },
      'SP',
    );
    expect(readable.status).toBe(200);
    const twice = await card('approval', { ordNo, amount: String(d.amount) });
    expect(twice).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0004' } });
  });

  it('the gateway refuses above its limit and the order keeps waiting, with the limit in the message', async () => {
    const ordNo = await cardOrder();
    const big = FAKE_CARD_LIMIT + 1000;
    await s.ctx.db.updateTable('purchase_order').set({ amount: big }).where('ord_no', '=', ordNo).execute();
    const refused = await card('approval', { ordNo, amount: String(big), locale: 'en' });
    expect(refused).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0006' } });
    expect(refused.error!.errorMessage).toContain('50,000,000');
    expect((await detail(ordNo)).cardPayment.state).toBe('WAIT');
    const rows = await s.ctx.db.selectFrom('card_payment').selectAll().where('ord_no', '=', ordNo).execute();
    expect(rows).toEqual([]);
  });

  it('cancels the payment only once the order is cancelled; not a card order or another company: refused', async () => {
    const ordNo = await cardOrder();
    const d = await detail(ordNo);
    expect((await card('approval', { ordNo, amount: String(d.amount) })).isSuccess).toBe(true);
    expect(await card('cancel', { ordNo })).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0008' } });
    // buyer02's company does not have the order.
    expect((await card('cancel', { ordNo }, 'buyer02')).error).toMatchObject({ errorCode: 'MROCM0010' });
    expect((await decideAs('buyer01', d.approval.apprNo, 'cancel', '수량 변경')).status).toBe(200);
    expect(await card('cancel', { ordNo })).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0008' } });
    expect((await decideAs('approver02', d.approval.apprNo, 'approve')).status).toBe(200);
    expect((await detail(ordNo)).cardPayment.state).toBe('CANCEL_WAIT');
    const cancelled = await card('cancel', { ordNo });
    expect(cancelled).toMatchObject({ isSuccess: true, data: { apprNo: d.cardPayment.apprNo ?? expect.any(String) } });
    const after = await detail(ordNo);
    expect(after.cardPayment.state).toBe('CANCELLED');
    expect(after.cardPayment.cancelledAt).not.toBeNull();
    expect(await card('cancel', { ordNo })).toMatchObject({ isSuccess: false, error: { errorCode: 'MROPY0007' } });

    const cash = await s.ctx.db
      .selectFrom('purchase_order')
      .select(['ord_no', 'amount'])
      .where('pay_term_cd', '=', 'CASH')
      .where('prgs_stat_cd', '=', '3')
      .where('cp_cd', '=', 'BY001')
      .executeTakeFirstOrThrow();
    expect(await card('approval', { ordNo: cash.ord_no, amount: String(Number(cash.amount)) })).toMatchObject({
      isSuccess: false,
      error: { errorCode: 'MROPY0002' },
    });
  });
});

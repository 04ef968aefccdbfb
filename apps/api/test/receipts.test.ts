// Goods receipts and inspection (issue 43, decision 0059): only the lines of the buyer company's
// approved orders are receivable; a receipt is checked by @mro/rules on the server (over-receipt,
// full-width digits, a rejected part without a reason), a line changed since it was read is
// refused (two users at once: one wins), an order not approved or under cancel is refused,
// another company sees and receives none of it; the home's count follows; the drafter is told
// when the whole order is received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryString, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'buyer02', 'approver01', 'approver02']) token[who] = await s.login(who, 'BY');
});
afterAll(async () => s.close());

interface Line {
  ordNo: string;
  lineNo: number;
  prgsStatCd: string;
  ordQty: number;
  rcvQty: number;
  accQty: number;
  rejQty: number;
  rcvStatCd: string;
  lastRcvDt: string | null;
  version: number;
}
type Body = { data: unknown; error: { errorCode: string; errorType: string; fieldErros?: unknown } | null };

const call = signedCaller<Body>(() => s, token);
const lines = async (who: string, extra: Record<string, string | string[]> = {}) => {
  const res = await call(
    who,
    `/by/receipts/lines?${queryString({ fromDt: '20261101', toDt: '20261130', pageSize: '500', ...extra })}`,
  );
  expect(res.body.error).toBeNull();
  return res.body.data as { pages: Line[]; totalCount: number };
};
const lineOf = async (ordNo: string, who = 'buyer01') => (await lines(who, { ordNos: [ordNo] })).pages[0]!;
const waiting = async (who = 'buyer01') =>
  ((await call(who, '/by/receipts/summary')).body.data as { waiting: number }).waiting;
const receive = (who: string, l: Pick<Line, 'ordNo' | 'lineNo' | 'version'>, body: Record<string, unknown>) =>
  call(who, '/by/receipts', { ordNo: l.ordNo, lineNo: l.lineNo, version: l.version, ...body });

let seq = 0;
/** One line (10 of CI0000001… as the minimum allows) ordered and, unless `approve` is false, approved. */
async function orderOne(approve = true): Promise<string> {
  await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000004', qty: 200 });
  seq += 1;
  const res = await call('buyer01', '/by/orders', {
    idemKey: `key-receipts-${String(seq).padStart(4, '0')}`,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    submit: 'Y',
    acceptChanges: 'Y',
  });
  expect(res.body.error).toBeNull();
  const [ordNo] = (res.body.data as { ordNos: string[] }).ordNos;
  if (approve) {
    const apprNo = ((await call('buyer01', `/by/orders/${ordNo}`)).body.data as { approval: { apprNo: string } })
      .approval.apprNo;
    for (const who of ['approver01', 'approver02']) {
      const d = (await call(who, `/by/approvals/${apprNo}`)).body.data as { version: number };
      expect((await call(who, `/by/approvals/${apprNo}/approve`, { version: d.version, reason: '' })).status).toBe(200);
    }
  }
  return ordNo!;
}

describe('goods receipts', () => {
  it('the demo seed holds approved lines of buyer01 waiting, partly and fully received', async () => {
    const seeded = await lines('buyer01');
    const statuses = new Set(seeded.pages.map((l) => l.rcvStatCd));
    expect([...statuses].sort()).toEqual(['DONE', 'PART', 'WAIT']);
    expect(seeded.pages.find((l) => l.rejQty > 0)).toBeDefined();
    // The supplier confirmed the demo lines, and what was received came in shipped deliveries (decision 0070).
    const delivered = await s.ctx.db.selectFrom('delivery').select('ord_no').where('cp_cd', '=', 'BY001').execute();
    const confirmed = await s.ctx.db
      .selectFrom('purchase_order_line')
      .select('cnfm_stat_cd')
      .where('ord_no', 'in', [...new Set(delivered.map((d) => d.ord_no))])
      .execute();
    expect(confirmed.length).toBeGreaterThan(3);
    expect(new Set(confirmed.map((l) => l.cnfm_stat_cd))).toEqual(new Set(['CONF']));
    const rows = await s.ctx.db.selectFrom('goods_receipt').select('dlv_no').where('cp_cd', '=', 'BY001').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.dlv_no)).toBe(true);
    expect(await waiting()).toBeGreaterThan(3);
    expect((await lines('buyer02')).pages.every((l) => l.ordNo)).toBe(true);
  });

  it('lists the approved lines as waiting; a partial then a full receipt move the line and the count', async () => {
    const ordNo = await orderOne();
    const before = await waiting();
    let line = await lineOf(ordNo);
    expect(line).toMatchObject({ prgsStatCd: '3', ordQty: 200, rcvQty: 0, rcvStatCd: 'WAIT', version: 0 });
    const first = await receive('buyer01', line, { rcvQty: '150', rejQty: '10', rejReason: '포장 파손' });
    expect(first.body.error).toBeNull();
    expect(first.body.data).toMatchObject({ rcvStatCd: 'PART', rcvQty: 150, version: 1, orderDone: 'N' });
    line = await lineOf(ordNo);
    expect(line).toMatchObject({ rcvQty: 150, accQty: 140, rejQty: 10, rcvStatCd: 'PART', lastRcvDt: '20261121' });
    expect(await waiting()).toBe(before);
    expect((await lines('buyer01', { rcvStatCds: ['PART'], ordNos: [ordNo] })).totalCount).toBe(1);
    expect((await lines('buyer01', { rcvStatCds: ['WAIT'], ordNos: [ordNo] })).totalCount).toBe(0);

    const over = await receive('buyer01', line, { rcvQty: '51' });
    expect(over.status).toBe(400);
    expect([over.body.error?.errorType, over.text.includes('MRORC0001')]).toEqual(['VALIDATION', true]);
    const done = await receive('buyer01', line, { rcvQty: 50 });
    expect(done.body.data).toMatchObject({ rcvStatCd: 'DONE', rcvQty: 200, orderDone: 'Y' });
    expect(await waiting()).toBe(before - 1);
    expect((await lineOf(ordNo)).rcvStatCd).toBe('DONE');
    const again = await receive('buyer01', await lineOf(ordNo), { rcvQty: 1 });
    expect([again.status, again.text.includes('MRORC0002')]).toEqual([409, true]);
    // The drafter is told the whole order arrived.
    const told = await s.ctx.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
      .select(['u.login_id', 'n.link_path'])
      .where('n.kind_cd', '=', 'ORDER_RECEIVED')
      .where('n.params', '@>', JSON.stringify({ ordNo }) as never)
      .execute();
    expect(told).toEqual([{ login_id: 'buyer01', link_path: '/by/receipt/list' }]);
    const rows = await s.ctx.db.selectFrom('goods_receipt').selectAll().where('ord_no', '=', ordNo).execute();
    expect(rows.map((r) => [Number(r.rcv_qty), Number(r.acc_qty), Number(r.rej_qty), r.rej_reason, r.dlv_no])).toEqual([
      [150, 140, 10, '포장 파손', null],
      [50, 50, 0, null, null],
    ]);
  });

  it('refuses bad quantities with the cart codes, a rejected part without a reason, a day after today', async () => {
    const ordNo = await orderOne();
    const line = await lineOf(ordNo);
    for (const [body, code] of [
      [{ rcvQty: '１０' }, 'MROCT0002'],
      [{ rcvQty: '-1' }, 'MROCT0003'],
      [{ rcvQty: '0' }, 'MROCT0003'],
      [{ rcvQty: 'ten' }, 'ACMCM0009'],
      [{ rcvQty: '10', rejQty: '11', rejReason: 'x' }, 'MRORC0005'],
      [{ rcvQty: '10', rejQty: '1' }, 'MRORC0006'],
      [{ rcvQty: '10', rcvDt: '2026-11-22' }, 'MRORC0008'],
    ] as const) {
      const res = await receive('buyer01', line, body);
      expect([res.status, res.text.includes(code)], JSON.stringify(body)).toEqual([400, true]);
    }
    expect((await lineOf(ordNo)).rcvQty).toBe(0);
  });

  it('two users receiving the same line at once: one wins, the other is told', async () => {
    const ordNo = await orderOne();
    const line = await lineOf(ordNo);
    token.buyer01b = await s.login('buyer01', 'BY');
    const results = await Promise.all([
      receive('buyer01', line, { rcvQty: '120' }),
      receive('buyer01b', line, { rcvQty: '120' }),
    ]);
    const codes = results.map((r) => (r.body.error ? `${r.body.error.errorType} ${r.body.error.errorCode}` : 'OK'));
    expect(codes.sort()).toEqual(['CONFLICT MRORC0009', 'OK']);
    expect(await lineOf(ordNo)).toMatchObject({ rcvQty: 120, version: 1 });
  });

  it('refuses an order not approved, under cancel or cancelled, and another company', async () => {
    const pending = await orderOne(false);
    const pendingLine = (await s.ctx.db
      .selectFrom('purchase_order_line')
      .select(['ord_no as ordNo', 'line_no as lineNo', 'rcv_version as version'])
      .where('ord_no', '=', pending)
      .executeTakeFirstOrThrow()) as Pick<Line, 'ordNo' | 'lineNo' | 'version'>;
    expect((await lines('buyer01', { ordNos: [pending] })).totalCount).toBe(0);
    const notApproved = await receive('buyer01', pendingLine, { rcvQty: 1 });
    expect([notApproved.status, notApproved.text.includes('MRORC0003')]).toEqual([409, true]);

    const ordNo = await orderOne();
    const line = await lineOf(ordNo);
    // Another company neither sees nor receives it (404, as if it did not exist).
    expect((await lines('buyer02', { ordNos: [ordNo] })).totalCount).toBe(0);
    expect((await receive('buyer02', line, { rcvQty: 1 })).status).toBe(404);
    await s.ctx.db.updateTable('purchase_order').set({ prgs_stat_cd: '4' }).where('ord_no', '=', ordNo).execute();
    const underCancel = await receive('buyer01', line, { rcvQty: 1 });
    expect([underCancel.status, underCancel.text.includes('MRORC0004')]).toEqual([409, true]);
    await s.ctx.db.updateTable('purchase_order').set({ prgs_stat_cd: '5' }).where('ord_no', '=', ordNo).execute();
    expect((await receive('buyer01', line, { rcvQty: 1 })).text).toContain('MRORC0004');
    expect((await lineOf(ordNo, 'buyer01').catch(() => null)) ?? null).toBeNull();
  });

  it('answers in English and refuses a bad status filter', async () => {
    const res = await call(
      'buyer01',
      `/by/receipts/lines?${queryString({ fromDt: '20261101', toDt: '20261130', rcvStatCds: 'NOPE' })}`,
    );
    expect(res.status).toBe(400);
    expect(typeof (await waiting('buyer02'))).toBe('number');
  });
});

// Orders through the approval line (issue 43, decision 0055): a submitted order starts its
// company's approval in the same transaction (a temporary save starts nothing); the engine's
// decisions move the order (completed → 3, rejected → 7, cancel requested → 4, cancelled → 5,
// cancel refused → back to 3); the order's detail carries the approval steps; the supplier sees
// only the approved orders addressed to its company; another company sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryString, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'buyer02', 'approver01', 'approver02']) token[who] = await s.login(who, 'BY');
  token.supplier01 = await s.login('supplier01', 'SP');
  token.supplier02 = await s.login('supplier02', 'SP');
});
afterAll(async () => s.close());

interface Step {
  round: number;
  stepNo: number;
  procKindCd: string;
  userNm: string;
  decisionCd: string | null;
  reasonCn: string | null;
  decidedAt: string | null;
}
interface Detail {
  ordNo: string;
  prgsStatCd: string;
  approval: { apprNo: string; statCd: string; version: number; steps: Step[] } | null;
}

const call = signedCaller<{ data: unknown; error: { errorCode: string } | null }>(() => s, token);
const detail = async (ordNo: string, who = 'buyer01') => (await call(who, `/by/orders/${ordNo}`)).body.data as Detail;
const supplierList = async (who: string) =>
  (
    await call(
      who,
      `/sp/orders/page?${queryString({ fromDt: '20261101', toDt: '20261130', pageSize: '100' })}`,
      undefined,
      'SP',
    )
  ).body.data as {
    pages: { ordNo: string; prgsStatCd: string; buyerNm: string }[];
    totalCount: number;
  };

let seq = 0;
/** Two lines of two suppliers in buyer01's cart, ordered (submitted unless `submit` is N). */
async function orderTwo(submit: 'Y' | 'N' = 'Y'): Promise<string[]> {
  await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000001', qty: 1 });
  await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000004', qty: 200 });
  seq += 1;
  const res = await call('buyer01', '/by/orders', {
    idemKey: `key-approval-wiring-${String(seq).padStart(4, '0')}`,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    submit,
    acceptChanges: 'Y',
  });
  expect(res.body.error).toBeNull();
  return (res.body.data as { ordNos: string[] }).ordNos;
}

const decideAs = async (who: string, apprNo: string, action: 'approve' | 'reject' | 'cancel', reason = '') => {
  const d = (await call(who, `/by/approvals/${apprNo}`)).body.data as { version: number };
  return call(who, `/by/approvals/${apprNo}/${action}`, { version: d.version, reason });
};

describe('orders through the approval line', () => {
  it('a temporary save starts nothing; a submit starts one approval per order in status 2', async () => {
    const [saved] = await orderTwo('N');
    const d = await detail(saved!);
    expect([d.prgsStatCd, d.approval]).toEqual(['1', null]);
    const docs = await s.ctx.db.selectFrom('approval_doc').select('appr_no').where('doc_id', '=', saved!).execute();
    expect(docs).toEqual([]);

    const ordNos = await orderTwo();
    expect(ordNos.length).toBe(2);
    for (const no of ordNos) {
      const o = await detail(no);
      expect(o.prgsStatCd).toBe('2');
      expect(o.approval?.statCd).toBe('2');
      expect(o.approval?.steps.map((st) => `${st.procKindCd}:${st.decisionCd ?? '-'}`)).toEqual([
        'A:DRAFTED',
        'H:WAIT',
        'B:-',
        'Y:-',
        'J:-',
      ]);
    }
    const waiting = (await call('approver01', '/by/approvals/page?box=waiting&pageSize=100')).body.data as {
      pages: { docKind: string; docId: string }[];
    };
    for (const no of ordNos)
      expect(waiting.pages).toContainEqual(expect.objectContaining({ docKind: 'PO', docId: no }));
    // Not yet approved: no supplier sees them.
    const seen = (await supplierList('supplier01')).pages.map((p) => p.ordNo);
    for (const no of ordNos) expect(seen).not.toContain(no);
  });

  it('completed → 3 and to the supplier; rejected → 7 with the reason in the steps', async () => {
    const [one, two] = await orderTwo();
    const a = (await detail(one!)).approval!;
    const b = (await detail(two!)).approval!;
    expect((await decideAs('approver01', a.apprNo, 'approve')).status).toBe(200);
    expect((await decideAs('approver02', a.apprNo, 'approve')).status).toBe(200);
    const done = await detail(one!);
    expect([done.prgsStatCd, done.approval!.statCd]).toEqual(['3', '3']);
    const approved = done.approval!.steps.find((st) => st.procKindCd === 'B')!;
    expect(approved).toMatchObject({ decisionCd: 'APPROVED' });
    expect(approved.decidedAt).not.toBeNull();

    expect((await decideAs('approver01', b.apprNo, 'reject', '예산 초과')).status).toBe(200);
    const rejected = await detail(two!);
    expect(rejected.prgsStatCd).toBe('7');
    expect(rejected.approval!.steps.find((st) => st.decisionCd === 'REJECTED')).toMatchObject({
      procKindCd: 'H',
      reasonCn: '예산 초과',
    });

    // The supplier of the approved order sees it, not the rejected one; the other supplier neither.
    const [mine, theirs] = await Promise.all([supplierList('supplier01'), supplierList('supplier02')]);
    const supplierOf = async (no: string) =>
      (await s.ctx.db.selectFrom('purchase_order').select('sp_cd').where('ord_no', '=', no).executeTakeFirstOrThrow())
        .sp_cd;
    const [spOne, spTwo] = [await supplierOf(one!), await supplierOf(two!)];
    const listOf = { SP001: mine, SP002: theirs } as Record<string, typeof mine>;
    expect(listOf[spOne]?.pages.map((p) => p.ordNo)).toContain(one);
    for (const list of [mine, theirs]) {
      expect(list.pages.map((p) => p.ordNo)).not.toContain(two);
      expect(list.pages.every((p) => ['3', '4', '5'].includes(p.prgsStatCd))).toBe(true);
    }
    if (spOne !== 'SP002') expect(theirs.pages.map((p) => p.ordNo)).not.toContain(one);
    expect(spTwo).not.toBe('');
  });

  it('a cancel approval: requested → 4, refused → 3, approved → 5 (the supplier sees it cancelled)', async () => {
    const [one] = await orderTwo();
    const { apprNo } = (await detail(one!)).approval!;
    await decideAs('approver01', apprNo, 'approve');
    await decideAs('approver02', apprNo, 'approve');
    expect((await decideAs('buyer01', apprNo, 'cancel', '수량 변경')).status).toBe(200);
    expect((await detail(one!)).prgsStatCd).toBe('4');
    expect((await decideAs('approver02', apprNo, 'reject', '이미 발송')).status).toBe(200);
    expect((await detail(one!)).prgsStatCd).toBe('3');
    await decideAs('buyer01', apprNo, 'cancel', '수량 변경');
    expect((await decideAs('approver02', apprNo, 'approve')).status).toBe(200);
    const cancelled = await detail(one!);
    expect([cancelled.prgsStatCd, cancelled.approval!.statCd]).toEqual(['5', '5']);
    expect(cancelled.approval!.steps.filter((st) => st.round === 3).map((st) => st.decisionCd)).toEqual([
      'DRAFTED',
      'APPROVED',
    ]);
    // The supplier reads the order cancelled (decision 0069); another supplier never sees it.
    const seen = await Promise.all(['supplier01', 'supplier02'].map(supplierList));
    const rows = seen.flatMap((l) => l.pages).filter((p) => p.ordNo === one);
    expect(rows.map((p) => p.prgsStatCd)).toEqual(['5']);
  });

  it('refuses what the machine does not allow and keeps the order as it was', async () => {
    const [one] = await orderTwo();
    const { apprNo } = (await detail(one!)).approval!;
    // The drafter cannot cancel an order still under approval.
    const early = await decideAs('buyer01', apprNo, 'cancel', '취소');
    expect([early.status, early.body.error?.errorCode]).toEqual([409, 'MROAP0001']);
    // Not approver02's turn yet.
    const notYours = await decideAs('approver02', apprNo, 'approve');
    expect([notYours.status, notYours.body.error?.errorCode]).toEqual([403, 'MROAP0002']);
    expect((await detail(one!)).prgsStatCd).toBe('2');
  });

  it('scopes the order, its approval and the supplier list by company', async () => {
    const [one] = await orderTwo();
    expect((await call('buyer02', `/by/orders/${one}`)).status).toBe(404);
    const { apprNo } = (await detail(one!)).approval!;
    expect((await call('buyer02', `/by/approvals/${apprNo}`)).status).toBe(404);
    // A buyer cannot read the supplier's list (SP only).
    expect((await call('buyer01', '/sp/orders/page', undefined, 'BY')).status).toBe(403);
  });
});

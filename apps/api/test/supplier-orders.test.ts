// The supplier's orders (issue 44 item 1, decisions 0065 and 0069): an approved order reaches its
// supplier's list and notifications; the supplier confirms lines with a promised day or refuses
// them with a reason, all or nothing, naming the order's version; the buyer's order shows each
// decision; another supplier sees nothing; a cancel approval and the supplier's decision racing
// on one order give one winner and a told loser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryString, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
const items: { item_cd: string; min_ord_qty: number }[] = [];

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'approver01', 'approver02']) token[who] = await s.login(who, 'BY');
  token.supplier01 = await s.login('supplier01', 'SP');
  token.supplier02 = await s.login('supplier02', 'SP');
  const sp = await s.ctx.db
    .selectFrom('app_user')
    .select('cp_cd')
    .where('login_id', '=', 'supplier01')
    .executeTakeFirstOrThrow();
  items.push(
    ...(await s.ctx.db
      .selectFrom('catalog_item')
      .select(['item_cd', 'min_ord_qty'])
      .where('sp_cd', '=', sp.cp_cd)
      .where('discontinued_yn', '=', 'N')
      .where('pack_qty', '=', 1)
      .where('lead_days', '<=', 5)
      .where('crncy_cd', '=', 'KRW')
      .orderBy('item_cd')
      .limit(2)
      .execute()),
  );
  expect(items.length).toBe(2);
});
afterAll(async () => s.close());

interface Body {
  data: unknown;
  error: { errorCode: string; errorType: string; fieldErros: { field: string; code: string }[] } | null;
}
const call = signedCaller<Body>(
  () => s,
  token,
  (who) => (who.startsWith('supplier') ? 'SP' : 'BY'),
);

interface Line {
  lineNo: number;
  cnfmStatCd: string;
  prmsDlvDt: string | null;
  cnfmReason: string | null;
}
interface Detail {
  ordNo: string;
  prgsStatCd: string;
  version: number;
  waitCnt: number;
  reqDlvDt: string;
  buyerNm: string;
  bpNm: string;
  lines: Line[];
}
const spDetail = async (ordNo: string, who = 'supplier01') =>
  (await call(who, `/sp/orders/${ordNo}`)).body.data as Detail;
const decide = (ordNo: string, version: number, lines: unknown[], who = 'supplier01') =>
  call(who, `/sp/orders/${ordNo}/decisions`, { version, lines });
const search = async (params: Record<string, string | string[]>, who = 'supplier01') =>
  call(who, `/sp/orders/page?${queryString({ fromDt: '20261101', toDt: '20261130', pageSize: '100', ...params })}`);
const buyerOrder = async (ordNo: string) =>
  (await call('buyer01', `/by/orders/${ordNo}`)).body.data as { approval: { apprNo: string }; lines: Line[] };
const approval = async (who: string, apprNo: string, action: 'approve' | 'reject' | 'cancel', reason = '') => {
  const d = (await call(who, `/by/approvals/${apprNo}`)).body.data as { version: number };
  return call(who, `/by/approvals/${apprNo}/${action}`, { version: d.version, reason });
};

let seq = 0;
/** Two lines of supplier01's items, ordered by buyer01 (requested 2026-12-04) and approved. */
async function approvedOrder(): Promise<string> {
  for (const i of items) await call('buyer01', '/by/cart/lines', { itemCd: i.item_cd, qty: i.min_ord_qty });
  seq += 1;
  const res = await call('buyer01', '/by/orders', {
    idemKey: `key-supplier-orders-${String(seq).padStart(4, '0')}`,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    submit: 'Y',
    acceptChanges: 'Y',
  });
  expect(res.body.error).toBeNull();
  const [ordNo] = (res.body.data as { ordNos: string[] }).ordNos;
  const { apprNo } = (await buyerOrder(ordNo!)).approval;
  expect((await approval('approver01', apprNo, 'approve')).status).toBe(200);
  expect((await approval('approver02', apprNo, 'approve')).status).toBe(200);
  return ordNo!;
}

const notices = (kind: string, ordNo: string) =>
  s.ctx.db
    .selectFrom('notification as n')
    .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
    .select(['u.login_id', 'n.link_path', 'n.params'])
    .where('n.kind_cd', '=', kind)
    .where('n.params', '@>', JSON.stringify({ ordNo }) as never)
    .execute();

describe('the supplier confirms orders', () => {
  it('an approved order reaches its supplier: list, filters, detail, summary, notification', async () => {
    const before = ((await call('supplier01', '/sp/orders/summary')).body.data as { toConfirm: number }).toConfirm;
    const ordNo = await approvedOrder();
    expect(((await call('supplier01', '/sp/orders/summary')).body.data as { toConfirm: number }).toConfirm).toBe(
      before + 1,
    );
    const told = await notices('ORDER_TO_CONFIRM', ordNo);
    expect(told.map((t) => t.login_id)).toContain('supplier01');
    expect(told.every((t) => t.link_path === `/sp/order/list?ordNo=${ordNo}`)).toBe(true);

    const d = await spDetail(ordNo);
    expect(d).toMatchObject({ ordNo, prgsStatCd: '3', waitCnt: 2, reqDlvDt: '20261204' });
    expect(d.bpNm).not.toBe('');
    expect(d.lines.map((l) => l.cnfmStatCd)).toEqual(['WAIT', 'WAIT']);

    const toConfirm = (await search({ cnfm: 'WAIT', ordNos: [ordNo] })).body.data as { totalCount: number };
    expect(toConfirm.totalCount).toBe(1);
    expect(((await search({ cnfm: 'DONE', ordNos: [ordNo] })).body.data as { totalCount: number }).totalCount).toBe(0);
    const byBuyer = (await search({ buyerNm: d.buyerNm.slice(0, 2), ordNos: [ordNo] })).body.data as {
      pages: { ordNo: string; waitCnt: number; lineCnt: number }[];
    };
    expect(byBuyer.pages).toEqual([expect.objectContaining({ ordNo, waitCnt: 2, lineCnt: 2 })]);
    expect(
      ((await search({ buyerNm: 'no such buyer', ordNos: [ordNo] })).body.data as { totalCount: number }).totalCount,
    ).toBe(0);
    expect((await search({ cnfm: 'MAYBE' })).status).toBe(400);
    expect((await search({ statCds: ['2'] })).status).toBe(400);
    expect((await search({ fromDt: '' })).body.error?.errorType).toBe('VALIDATION');
  });

  it('confirms one line with a day and refuses another with a reason; the buyer sees both', async () => {
    const ordNo = await approvedOrder();
    const d = await spDetail(ordNo);
    const res = await decide(ordNo, d.version, [
      { lineNo: 1, action: 'confirm', promisedDt: '2026-12-02' },
      { lineNo: 2, action: 'refuse', reason: '단종 예정 품목' },
    ]);
    expect(res.body.error).toBeNull();
    const after = res.body.data as Detail;
    expect(after.version).toBe(d.version + 1);
    expect(after.lines.map((l) => [l.cnfmStatCd, l.prmsDlvDt, l.cnfmReason])).toEqual([
      ['CONF', '20261202', null],
      ['REFU', null, '단종 예정 품목'],
    ]);
    expect((await buyerOrder(ordNo)).lines.map((l) => [l.cnfmStatCd, l.prmsDlvDt, l.cnfmReason])).toEqual([
      ['CONF', '20261202', null],
      ['REFU', null, '단종 예정 품목'],
    ]);
    expect(await notices('ORDER_LINES_DECIDED', ordNo)).toEqual([
      { login_id: 'buyer01', link_path: `/by/order/list?ordNo=${ordNo}`, params: { ordNo, confirmed: 1, refused: 1 } },
    ]);
    // A decided line is final; the version the screen read is checked first.
    const again = await decide(ordNo, after.version, [{ lineNo: 1, action: 'refuse', reason: '재고 없음' }]);
    expect([again.status, again.body.error?.errorCode]).toEqual([409, 'MROSO0001']);
    const stale = await decide(ordNo, d.version, [{ lineNo: 1, action: 'refuse', reason: '재고 없음' }]);
    expect([stale.status, stale.body.error?.errorCode]).toEqual([409, 'MROSO0009']);
    expect(((await search({ cnfm: 'DONE', ordNos: [ordNo] })).body.data as { totalCount: number }).totalCount).toBe(1);
  });

  it("refuses each line's bad input with its code and writes nothing", async () => {
    const ordNo = await approvedOrder();
    const { version } = await spDetail(ordNo);
    const cases: [unknown, string, string][] = [
      [{ lineNo: 2, action: 'confirm' }, 'lines.2.promisedDt', 'MROSO0002'],
      [{ lineNo: 2, action: 'confirm', promisedDt: '20261120' }, 'lines.2.promisedDt', 'MROSO0003'],
      [{ lineNo: 2, action: 'confirm', promisedDt: '20261210' }, 'lines.2.reason', 'MROSO0004'],
      [{ lineNo: 2, action: 'refuse', reason: '  ' }, 'lines.2.reason', 'MROSO0005'],
      [{ lineNo: 2, action: 'refuse', reason: 'x'.repeat(501) }, 'lines.2.reason', 'MROSO0008'],
      [{ lineNo: 9, action: 'refuse', reason: '없는 줄' }, 'lines.1.lineNo', 'MROCM0011'],
      // An action not declared is refused at the door, naming the entry (decision 0103).
      [{ lineNo: 2, action: 'cancel' }, 'lines[1].action', 'MROCM0009'],
    ];
    for (const [bad, field, code] of cases) {
      const res = await decide(ordNo, version, [{ lineNo: 1, action: 'confirm', promisedDt: '20261203' }, bad]);
      expect([res.status, res.body.error?.fieldErros]).toEqual([400, [expect.objectContaining({ field, code })]]);
    }
    const twice = await decide(ordNo, version, [
      { lineNo: 1, action: 'confirm', promisedDt: '20261203' },
      { lineNo: 1, action: 'refuse', reason: '두 번' },
    ]);
    expect(twice.status).toBe(400);
    expect((await decide(ordNo, version, [])).status).toBe(400);
    const still = await spDetail(ordNo);
    expect([still.version, still.lines.map((l) => l.cnfmStatCd)]).toEqual([version, ['WAIT', 'WAIT']]);
    // A late day with its reason is accepted.
    const late = await decide(ordNo, version, [
      { lineNo: 2, action: 'confirm', promisedDt: '20261210', reason: '원자재 입고 지연' },
    ]);
    expect(late.body.error).toBeNull();
    expect((late.body.data as Detail).lines[1]).toMatchObject({ cnfmStatCd: 'CONF', prmsDlvDt: '20261210' });
  });

  it("scopes by company and role: another supplier's order is 404, a buyer is refused", async () => {
    const ordNo = await approvedOrder();
    const { version } = await spDetail(ordNo);
    expect((await call('supplier02', `/sp/orders/${ordNo}`)).status).toBe(404);
    const theirs = await decide(ordNo, version, [{ lineNo: 1, action: 'refuse', reason: '남의 주문' }], 'supplier02');
    expect(theirs.status).toBe(404);
    expect(((await search({ ordNos: [ordNo] }, 'supplier02')).body.data as { totalCount: number }).totalCount).toBe(0);
    expect((await call('buyer01', `/sp/orders/${ordNo}`)).status).toBe(403);
    expect((await call('supplier01', '/sp/orders/OD20261121999999')).status).toBe(404);
    expect((await call('supplier01', '/sp/orders/nonsense')).status).toBe(404);
    expect((await spDetail(ordNo)).lines.map((l) => l.cnfmStatCd)).toEqual(['WAIT', 'WAIT']);
  });

  it('a cancel approval raises the version: refused → MROSO0009, requested or done → MROSO0006', async () => {
    const ordNo = await approvedOrder();
    const { apprNo } = (await buyerOrder(ordNo)).approval;
    const read = await spDetail(ordNo);
    expect((await approval('buyer01', apprNo, 'cancel', '수량 변경')).status).toBe(200);
    const under = await decide(ordNo, read.version, [{ lineNo: 1, action: 'confirm', promisedDt: '20261203' }]);
    expect([under.status, under.body.error?.errorCode]).toEqual([409, 'MROSO0006']);
    expect(((await search({ cnfm: 'WAIT', ordNos: [ordNo] })).body.data as { totalCount: number }).totalCount).toBe(0);
    expect((await approval('approver02', apprNo, 'reject', '이미 발송')).status).toBe(200);
    const stale = await decide(ordNo, read.version, [{ lineNo: 1, action: 'confirm', promisedDt: '20261203' }]);
    expect([stale.status, stale.body.error?.errorCode]).toEqual([409, 'MROSO0009']);
    const fresh = await spDetail(ordNo);
    expect(fresh.version).toBe(read.version + 2);
    await approval('buyer01', apprNo, 'cancel', '수량 변경');
    expect((await approval('approver02', apprNo, 'approve')).status).toBe(200);
    const cancelled = await spDetail(ordNo);
    expect(cancelled.prgsStatCd).toBe('5');
    const after = await decide(ordNo, cancelled.version, [{ lineNo: 1, action: 'confirm', promisedDt: '20261203' }]);
    expect([after.status, after.body.error?.errorCode]).toEqual([409, 'MROSO0006']);
    expect((await spDetail(ordNo)).lines.map((l) => l.cnfmStatCd)).toEqual(['WAIT', 'WAIT']);
  });

  it('the supplier confirming while the buyer cancels: one wins, the other is told, nothing half-applied', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ordNo = await approvedOrder();
      const { apprNo } = (await buyerOrder(ordNo)).approval;
      const read = await spDetail(ordNo);
      const apprVersion = ((await call('buyer01', `/by/approvals/${apprNo}`)).body.data as { version: number }).version;
      const [confirmed, cancelled] = await Promise.all([
        decide(ordNo, read.version, [
          { lineNo: 1, action: 'confirm', promisedDt: '20261203' },
          { lineNo: 2, action: 'confirm', promisedDt: '20261204' },
        ]),
        call('buyer01', `/by/approvals/${apprNo}/cancel`, { version: apprVersion, reason: '동시 취소' }),
      ]);
      // The buyer's cancel request always goes through (a cancel approval decides it later).
      expect(cancelled.status).toBe(200);
      const now = await spDetail(ordNo);
      expect(now.prgsStatCd).toBe('4');
      if (confirmed.status === 200) {
        // The supplier was first: both lines confirmed, then the cancel approval started.
        expect(now.lines.map((l) => l.cnfmStatCd)).toEqual(['CONF', 'CONF']);
        expect(now.version).toBe(read.version + 2);
      } else {
        // The cancel was first: the supplier is told, and no line changed.
        expect([confirmed.status, confirmed.body.error?.errorCode]).toEqual([409, 'MROSO0006']);
        expect(now.lines.map((l) => l.cnfmStatCd)).toEqual(['WAIT', 'WAIT']);
        expect(now.version).toBe(read.version + 1);
      }
    }
  });
});

describe("the supplier's order menu", () => {
  it('is first in the SP menus, and the seed step adds it once to a database seeded before it', async () => {
    const { seedSupplierOrders } = await import('../src/seeds/seedSupplierOrders.ts');
    const top = () =>
      s.ctx.db
        .selectFrom('menu')
        .select(['menu_id', 'sort_ord'])
        .where('sys_gb_cd', '=', 'SP')
        .where('menu_lv', '=', 1)
        .orderBy('sort_ord')
        .orderBy('menu_id')
        .execute();
    const before = await top();
    expect(before[0]?.menu_id).toBe('SP-ORD');
    // A database seeded before the menu existed: without it, and without the step's mark.
    await s.ctx.db.deleteFrom('menu_event').where('menu_id', '=', 'SP-ORD').execute();
    await s.ctx.db.deleteFrom('menu_role').where('menu_id', '=', 'SP-ORD').execute();
    await s.ctx.db.deleteFrom('menu').where('menu_id', '=', 'SP-ORD').execute();
    await s.ctx.db.deleteFrom('setting').where('key', '=', 'seed.spOrders').execute();
    await seedSupplierOrders(s.ctx.db);
    await seedSupplierOrders(s.ctx.db);
    const after = await top();
    expect(after.map((m) => m.menu_id)).toEqual(before.map((m) => m.menu_id));
    expect(after[0]).toEqual({ menu_id: 'SP-ORD', sort_ord: 0 });
    const roles = await s.ctx.db
      .selectFrom('menu_role')
      .select('cust_rol_cd')
      .where('menu_id', '=', 'SP-ORD')
      .execute();
    expect(roles.map((r) => r.cust_rol_cd).sort()).toEqual(['A', 'V']);
  });
});

// Deliveries and transport (issue 44 item 4, decision 0070) and the receipts of what was shipped:
// the supplier's deliverable lines (confirmed lines only), scheduling partial deliveries under the
// lines' locks (never more than ordered: MRODL0001; an unconfirmed line MRODL0002), transport and
// day checks, the list and detail scoped to the supplier's company, shipping twice refused, a
// cancel giving the quantity back, ship against cancel at once (one wins, the other 409), the
// buyer's deliveries of its order, receipts of a delivery line (MRORC0010 over what it shipped)
// closing the delivery, the notifications, the homes' counts and the delivery note's token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryString, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
const SYSTEM: Record<string, string> = {
  buyer01: 'BY',
  buyer02: 'BY',
  approver01: 'BY',
  approver02: 'BY',
  supplier01: 'SP',
  supplier02: 'SP',
};

beforeAll(async () => {
  s = await testServer();
  for (const [who, system] of Object.entries(SYSTEM)) token[who] = await s.login(who, system);
});
afterAll(async () => s.close());

type Body = { data: unknown; error: { errorCode: string; errorType: string } | null };
const call = signedCaller<Body>(
  () => s,
  token,
  (who) => SYSTEM[who]!,
);
const data = <T>(res: { body: Body }) => {
  expect(res.body.error).toBeNull();
  return res.body.data as T;
};

interface Deliverable {
  ordNo: string;
  lineNo: number;
  ordQty: number;
  dlvQty: number;
  leftQty: number;
}
interface Detail {
  dlvNo: string;
  ordNo: string;
  statCd: string;
  version: number;
  transKindCd: string;
  carrierKey: string | null;
  trackingNo: string | null;
  customsNo: string | null;
  lines: { lineNo: number; qty: number; rcvQty: number; accQty: number; rejQty: number; rejReasons: string[] }[];
}

let seq = 0;
/** Two lines of SP001's items ordered by buyer01 and approved; `confirm` makes both lines confirmed. */
async function orderTwo(confirm = true): Promise<{ ordNo: string; qty: [number, number] }> {
  const items = await s.ctx.db
    .selectFrom('catalog_item')
    .select(['item_cd', 'min_ord_qty', 'pack_qty'])
    .where('sp_cd', '=', 'SP001')
    .where('crncy_cd', '=', 'KRW')
    .where('discontinued_yn', '=', 'N')
    .where('item_cd', '<', 'CI0000100')
    .orderBy('item_cd')
    .limit(2)
    .execute();
  expect(items).toHaveLength(2);
  const qty = items.map((it) => Math.max(it.min_ord_qty, it.pack_qty) * 10) as [number, number];
  for (const [i, it] of items.entries())
    data(await call('buyer01', '/by/cart/lines', { itemCd: it.item_cd, qty: qty[i] }));
  seq += 1;
  const res = await call('buyer01', '/by/orders', {
    idemKey: `key-deliveries-${String(seq).padStart(4, '0')}`,
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    submit: 'Y',
    acceptChanges: 'Y',
  });
  const ordNos = data<{ ordNos: string[] }>(res).ordNos;
  expect(ordNos).toHaveLength(1);
  const ordNo = ordNos[0]!;
  const apprNo = data<{ approval: { apprNo: string } }>(await call('buyer01', `/by/orders/${ordNo}`)).approval.apprNo;
  for (const who of ['approver01', 'approver02']) {
    const d = data<{ version: number }>(await call(who, `/by/approvals/${apprNo}`));
    expect((await call(who, `/by/approvals/${apprNo}/approve`, { version: d.version, reason: '' })).status).toBe(200);
  }
  // The supplier's confirmation call is built elsewhere: the lines are confirmed directly here.
  if (confirm)
    await s.ctx.db
      .updateTable('purchase_order_line')
      .set({ cnfm_stat_cd: 'CONF', prms_dlv_dt: '20261203' })
      .where('ord_no', '=', ordNo)
      .execute();
  return { ordNo, qty };
}

const carrier = { transKind: 'CARRIER', carrierCd: 'CJ', trackingNo: '6012-3456-7890' };
const own = { transKind: 'OWN', vehicleNo: '12가3456', driverNm: '김기사', driverTel: '010-1234-5678' };
const schedule = (who: string, ordNo: string, lines: { lineNo: number; qty: number | string }[], extra = {}) =>
  call(who, '/sp/deliveries', { ordNo, lines, dlvDt: '2026-11-24', ...carrier, ...extra });
const detail = async (dlvNo: string, who = 'supplier01') => data<Detail>(await call(who, `/sp/deliveries/${dlvNo}`));
const deliverable = async (ordNo: string) =>
  data<Deliverable[]>(await call('supplier01', `/sp/deliveries/deliverable?ordNo=${ordNo}`));
const search = async (who: string, extra: Record<string, string | string[]> = {}) =>
  data<{ pages: { dlvNo: string; statCd: string; lineCnt: number; totalQty: number }[]; totalCount: number }>(
    await call(who, `/sp/deliveries/page?${queryString({ fromDt: '20261101', toDt: '20261231', ...extra })}`),
  );
const receiptLine = async (ordNo: string, lineNo: number) => {
  const page = data<{
    pages: {
      lineNo: number;
      version: number;
      rcvQty: number;
      accQty: number;
      cnfmStatCd: string;
      deliveries: { dlvNo: string; qty: number; rcvQty: number; openQty: number }[];
    }[];
  }>(
    await call(
      'buyer01',
      `/by/receipts/lines?${queryString({ fromDt: '20261101', toDt: '20261130', ordNos: [ordNo], pageSize: '50' })}`,
    ),
  );
  return page.pages.find((l) => l.lineNo === lineNo)!;
};

describe('deliveries', () => {
  it('the demo seed: confirmed lines, deliveries scheduled (one due this week), shipped and received', async () => {
    const seeded = await search('supplier01', { pageSize: '100' });
    expect(new Set(seeded.pages.map((p) => p.statCd))).toEqual(new Set(['SCHD', 'SHIP', 'DONE']));
    expect(
      data<{ dueThisWeek: number }>(await call('supplier01', '/sp/deliveries/summary')).dueThisWeek,
    ).toBeGreaterThan(0);
    expect(data<{ arriving: number }>(await call('buyer01', '/by/deliveries/summary')).arriving).toBe(1);
    expect((await search('supplier02')).totalCount).toBe(0);
    // Every demo receipt came from a shipped delivery.
    const receipts = await s.ctx.db.selectFrom('goods_receipt').select('dlv_no').where('cp_cd', '=', 'BY001').execute();
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.every((r) => r.dlv_no !== null)).toBe(true);
  });

  it('lists only confirmed lines as deliverable; an unconfirmed line is refused MRODL0002', async () => {
    const waiting = await orderTwo(false);
    expect(await deliverable(waiting.ordNo)).toEqual([]);
    const res = await schedule('supplier01', waiting.ordNo, [{ lineNo: 1, qty: 1 }]);
    expect([res.status, res.body.error?.errorCode]).toEqual([400, 'MRODL0002']);

    const { ordNo, qty } = await orderTwo();
    const lines = await deliverable(ordNo);
    expect(lines.map((l) => [l.lineNo, l.ordQty, l.dlvQty, l.leftQty])).toEqual([
      [1, qty[0], 0, qty[0]],
      [2, qty[1], 0, qty[1]],
    ]);
    // Another supplier sees none of it and cannot deliver it.
    expect(data<Deliverable[]>(await call('supplier02', `/sp/deliveries/deliverable?ordNo=${ordNo}`))).toEqual([]);
    expect((await schedule('supplier02', ordNo, [{ lineNo: 1, qty: 1 }])).status).toBe(404);
  });

  it('schedules partial deliveries, never more than is left (MRODL0001 with it), and checks transport and day', async () => {
    const { ordNo, qty } = await orderTwo();
    const half = qty[0] / 2;
    const first = data<{ dlvNo: string; version: number }>(
      await schedule('supplier01', ordNo, [{ lineNo: 1, qty: half }], {
        customsNo: 'MAEU-2611-001',
        note: '오전 납품',
      }),
    );
    expect(first.dlvNo).toMatch(/^DL20261121\d{6}$/);
    expect(first.version).toBe(1);
    expect((await deliverable(ordNo)).find((l) => l.lineNo === 1)).toMatchObject({ dlvQty: half, leftQty: half });

    const over = await schedule('supplier01', ordNo, [{ lineNo: 1, qty: half + 1 }]);
    expect([over.status, over.body.error?.errorCode]).toEqual([400, 'MRODL0001']);
    expect(over.text).toContain(String(half));
    for (const [body, code] of [
      [{ lines: [] }, 'MRODL0003'],
      [
        {
          lines: [
            { lineNo: 2, qty: 1 },
            { lineNo: 2, qty: 1 },
          ],
        },
        'MRODL0004',
      ],
      [{ lines: [{ lineNo: 2, qty: '１' }] }, 'MROCT0002'],
      [{ lines: [{ lineNo: 9, qty: 1 }] }, 'MRODL0002'],
      [{ dlvDt: '2026-11-20' }, 'MRODL0009'],
      [{ dlvDt: 'tomorrow' }, 'PICMCM0058'],
      [{ trackingNo: '' }, 'MRODL0007'],
      [{ trackingNo: '12 34' }, 'MRODL0008'],
      [{ carrierCd: 'NOPE' }, 'MRODL0007'],
      [{ transKind: 'OWN', vehicleNo: '', driverNm: 'x' }, 'MRODL0007'],
      // A kind outside the list is refused at the door (oneOf, decision 0086).
      [{ transKind: 'BIKE' }, 'MROCM0009'],
      [{ customsNo: 'B/L 1' }, 'MRODL0011'],
      [{ note: 'x'.repeat(501) }, 'MRODL0012'],
    ] as const) {
      const res = await call('supplier01', '/sp/deliveries', {
        ordNo,
        lines: [{ lineNo: 2, qty: 1 }],
        dlvDt: '2026-11-24',
        ...carrier,
        ...body,
      });
      expect([res.status, res.body.error?.errorCode], JSON.stringify(body)).toEqual([400, code]);
    }
    // Nothing of the refused ones was written.
    expect((await deliverable(ordNo)).find((l) => l.lineNo === 2)).toMatchObject({ dlvQty: 0 });

    const second = data<{ dlvNo: string }>(
      await schedule(
        'supplier01',
        ordNo,
        [
          { lineNo: 1, qty: half },
          { lineNo: 2, qty: qty[1] },
        ],
        own,
      ),
    );
    expect(await deliverable(ordNo)).toEqual([]);
    const d = await detail(second.dlvNo);
    expect(d).toMatchObject({ ordNo, statCd: 'SCHD', transKindCd: 'OWN', trackingNo: null, version: 1 });
    expect(d.lines.map((l) => [l.lineNo, l.qty])).toEqual([
      [1, half],
      [2, qty[1]],
    ]);
    const firstDetail = await detail(first.dlvNo);
    expect(firstDetail).toMatchObject({
      carrierKey: 'kr.cjlogistics',
      trackingNo: '6012-3456-7890',
      customsNo: 'MAEU-2611-001',
    });

    // The list: the supplier's own, filtered by order and status; another supplier's list lacks them.
    const mine = await search('supplier01', { ordNos: [ordNo] });
    expect(mine.totalCount).toBe(2);
    expect(mine.pages.find((p) => p.dlvNo === second.dlvNo)).toMatchObject({ statCd: 'SCHD', lineCnt: 2 });
    expect((await search('supplier01', { ordNos: [ordNo], statCds: ['SHIP'] })).totalCount).toBe(0);
    expect((await search('supplier02', { ordNos: [ordNo] })).totalCount).toBe(0);
    expect((await call('supplier02', `/sp/deliveries/${first.dlvNo}`)).status).toBe(404);
    expect((await call('supplier01', `/sp/deliveries/DL20261121999999`)).status).toBe(404);
    const bad = await call(
      'supplier01',
      `/sp/deliveries/page?${queryString({ fromDt: '20261101', toDt: '20261231', sortKey: 'nope' })}`,
    );
    expect(bad.status).toBe(400);
  });

  it('ships once (a second ship MRODL0005), a stale version is MRODL0010, a cancel gives the quantity back', async () => {
    const { ordNo, qty } = await orderTwo();
    const a = data<{ dlvNo: string }>(await schedule('supplier01', ordNo, [{ lineNo: 1, qty: qty[0] }]));
    const b = data<{ dlvNo: string }>(await schedule('supplier01', ordNo, [{ lineNo: 2, qty: 1 }]));
    expect((await call('supplier02', `/sp/deliveries/${a.dlvNo}/ship`, { version: 1 })).status).toBe(404);
    const shipped = data<{ statCd: string; version: number }>(
      await call('supplier01', `/sp/deliveries/${a.dlvNo}/ship`, { version: 1 }),
    );
    expect(shipped).toEqual({ dlvNo: a.dlvNo, statCd: 'SHIP', version: 2 });
    const stale = await call('supplier01', `/sp/deliveries/${a.dlvNo}/ship`, { version: 1 });
    expect([stale.status, stale.body.error?.errorCode]).toEqual([409, 'MRODL0010']);
    const twice = await call('supplier01', `/sp/deliveries/${a.dlvNo}/ship`, { version: 2 });
    expect([twice.status, twice.body.error?.errorCode]).toEqual([409, 'MRODL0005']);
    expect(twice.text).toContain(a.dlvNo);
    const cancelShipped = await call('supplier01', `/sp/deliveries/${a.dlvNo}/cancel`, { version: 2 });
    expect([cancelShipped.status, cancelShipped.body.error?.errorCode]).toEqual([409, 'MRODL0005']);
    expect((await call('supplier01', `/sp/deliveries/${a.dlvNo}/ship`, { version: 'x' })).status).toBe(400);
    expect((await detail(a.dlvNo)).statCd).toBe('SHIP');

    // The buyer's drafter is told of the shipment.
    const told = await s.ctx.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
      .select(['u.login_id', 'n.link_path'])
      .where('n.kind_cd', '=', 'DELIVERY_SHIPPED')
      .where('n.params', '@>', JSON.stringify({ dlvNo: a.dlvNo }) as never)
      .execute();
    expect(told).toEqual([{ login_id: 'buyer01', link_path: '/by/order/list' }]);

    const before = (await deliverable(ordNo)).find((l) => l.lineNo === 2)!;
    expect(before.dlvQty).toBe(1);
    expect(
      data<{ statCd: string }>(await call('supplier01', `/sp/deliveries/${b.dlvNo}/cancel`, { version: 1 })).statCd,
    ).toBe('CANC');
    expect((await deliverable(ordNo)).find((l) => l.lineNo === 2)).toMatchObject({ dlvQty: 0, leftQty: qty[1] });
    // The cancelled delivery is gone from the buyer's view of the order.
    const ofOrder = data<Detail[]>(await call('buyer01', `/by/orders/${ordNo}/deliveries`));
    expect(ofOrder.map((d) => [d.dlvNo, d.statCd])).toEqual([[a.dlvNo, 'SHIP']]);
  });

  it('ship and cancel of one delivery at once: one wins, the other is told (409), quantities stay right', async () => {
    const { ordNo, qty } = await orderTwo();
    const { dlvNo } = data<{ dlvNo: string }>(await schedule('supplier01', ordNo, [{ lineNo: 1, qty: qty[0] }]));
    const [ship, cancel] = await Promise.all([
      call('supplier01', `/sp/deliveries/${dlvNo}/ship`, { version: 1 }),
      call('supplier01', `/sp/deliveries/${dlvNo}/cancel`, { version: 1 }),
    ]);
    expect([ship.status, cancel.status].sort()).toEqual([200, 409]);
    const loser = ship.status === 409 ? ship : cancel;
    expect(loser.body.error?.errorCode).toBe('MRODL0010');
    const d = await detail(dlvNo);
    expect(d.version).toBe(2);
    const line = await s.ctx.db
      .selectFrom('purchase_order_line')
      .select('dlv_qty')
      .where('ord_no', '=', ordNo)
      .where('line_no', '=', 1)
      .executeTakeFirstOrThrow();
    expect([d.statCd, Number(line.dlv_qty)]).toEqual(ship.status === 200 ? ['SHIP', qty[0]] : ['CANC', 0]);
  });

  it('receives per shipped delivery line: at most what it shipped (MRORC0010), closes it, tells the supplier', async () => {
    const { ordNo, qty } = await orderTwo();
    const { dlvNo } = data<{ dlvNo: string }>(
      await schedule('supplier01', ordNo, [
        { lineNo: 1, qty: 4 },
        { lineNo: 2, qty: 2 },
      ]),
    );
    let line = await receiptLine(ordNo, 1);
    expect(line.cnfmStatCd).toBe('CONF');
    expect(line.deliveries).toEqual([]);
    // A confirmed line is received from a delivery only; a scheduled one is not received yet.
    const noDelivery = await call('buyer01', '/by/receipts', { ordNo, lineNo: 1, version: line.version, rcvQty: 1 });
    expect([noDelivery.status, noDelivery.body.error?.errorCode]).toEqual([400, 'MRORC0011']);
    const notShipped = await call('buyer01', '/by/receipts', {
      ordNo,
      lineNo: 1,
      version: line.version,
      rcvQty: 1,
      dlvNo,
    });
    expect([notShipped.status, notShipped.body.error?.errorCode]).toEqual([409, 'MRODL0006']);

    data(await call('supplier01', `/sp/deliveries/${dlvNo}/ship`, { version: 1 }));
    line = await receiptLine(ordNo, 1);
    expect(line.deliveries).toEqual([expect.objectContaining({ dlvNo, qty: 4, rcvQty: 0, openQty: 4 })]);
    const over = await call('buyer01', '/by/receipts', { ordNo, lineNo: 1, version: line.version, rcvQty: 5, dlvNo });
    expect([over.status, over.body.error?.errorCode]).toEqual([400, 'MRORC0010']);
    expect(over.text).toContain('4');
    // Another buyer company cannot name it.
    const other = await call('buyer02', '/by/receipts', { ordNo, lineNo: 1, version: line.version, rcvQty: 1, dlvNo });
    expect(other.status).toBe(404);
    expect((await call('buyer02', `/by/orders/${ordNo}/deliveries`)).status).toBe(404);

    const first = data<{ dlvStatCd: string; rcvQty: number }>(
      await call('buyer01', '/by/receipts', { ordNo, lineNo: 1, version: line.version, rcvQty: 4, dlvNo }),
    );
    expect(first).toMatchObject({ dlvStatCd: 'SHIP', rcvQty: 4 });
    line = await receiptLine(ordNo, 2);
    const second = data<{ dlvStatCd: string }>(
      await call('buyer01', '/by/receipts', {
        ordNo,
        lineNo: 2,
        version: line.version,
        rcvQty: 2,
        rejQty: 1,
        rejReason: '파손',
        dlvNo,
      }),
    );
    expect(second.dlvStatCd).toBe('DONE');
    const d = await detail(dlvNo);
    expect(d.statCd).toBe('DONE');
    expect(d.lines.map((l) => [l.lineNo, l.qty, l.rcvQty, l.accQty, l.rejQty, l.rejReasons])).toEqual([
      [1, 4, 4, 4, 0, []],
      [2, 2, 2, 1, 1, ['파손']],
    ]);
    // The order line's totals moved as decision 0059 says; the receipt rows name the delivery.
    expect(await receiptLine(ordNo, 1)).toMatchObject({ rcvQty: 4, accQty: 4, deliveries: [] });
    const rows = await s.ctx.db.selectFrom('goods_receipt').select('dlv_no').where('ord_no', '=', ordNo).execute();
    expect(rows.map((r) => r.dlv_no)).toEqual([dlvNo, dlvNo]);
    const again = await call('buyer01', '/by/receipts', {
      ordNo,
      lineNo: 1,
      version: (await receiptLine(ordNo, 1)).version,
      rcvQty: 1,
      dlvNo,
    });
    expect([again.status, again.body.error?.errorCode]).toEqual([409, 'MRODL0006']);
    // The supplier who scheduled it is told what was accepted and rejected.
    const told = await s.ctx.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
      .select(['u.login_id', 'n.params', 'n.link_path'])
      .where('n.kind_cd', '=', 'DELIVERY_RECEIVED')
      .where('n.params', '@>', JSON.stringify({ dlvNo }) as never)
      .orderBy('n.ntf_id')
      .execute();
    expect(told.map((t) => [t.login_id, t.link_path])).toEqual([
      ['supplier01', '/sp/delivery/list'],
      ['supplier01', '/sp/delivery/list'],
    ]);
    expect(told.map((t) => (typeof t.params === 'string' ? JSON.parse(t.params) : t.params))).toEqual([
      { dlvNo, ordNo, accQty: 4, rejQty: 0 },
      { dlvNo, ordNo, accQty: 1, rejQty: 1 },
    ]);
    void qty;
  });

  it('counts the deliveries due this week for the supplier and arriving for the buyer', async () => {
    const due = data<{ dueThisWeek: number; scheduled: number }>(await call('supplier01', '/sp/deliveries/summary'));
    const arriving = data<{ arriving: number }>(await call('buyer01', '/by/deliveries/summary'));
    const { ordNo } = await orderTwo();
    // 2026-11-21 is a Saturday: the 22nd is this week's Sunday, the 24th next week's.
    const thisWeek = data<{ dlvNo: string }>(
      await schedule('supplier01', ordNo, [{ lineNo: 1, qty: 1 }], { dlvDt: '20261122' }),
    );
    data(await schedule('supplier01', ordNo, [{ lineNo: 2, qty: 1 }], { dlvDt: '20261124' }));
    expect(data(await call('supplier01', '/sp/deliveries/summary'))).toEqual({
      dueThisWeek: due.dueThisWeek + 1,
      scheduled: due.scheduled + 2,
    });
    data(await call('supplier01', `/sp/deliveries/${thisWeek.dlvNo}/ship`, { version: 1 }));
    expect(data(await call('buyer01', '/by/deliveries/summary'))).toEqual({ arriving: arriving.arriving + 1 });
    expect(data(await call('buyer02', '/by/deliveries/summary'))).toEqual({ arriving: 0 });
  });

  it('gives a delivery note token to the supplier and the buyer only, and renders the note', async () => {
    const { ordNo } = await orderTwo();
    const { dlvNo } = data<{ dlvNo: string }>(await schedule('supplier01', ordNo, [{ lineNo: 1, qty: 2 }]));
    const ask = (who: string) => call(who, '/token/report', { reportId: 'DELIVERY_NOTE', params: { dlvNo } });
    expect((await ask('supplier02')).status).toBe(404);
    expect((await ask('buyer02')).status).toBe(404);
    expect((await ask('buyer01')).status).toBe(200);
    const { token: t } = data<{ token: string }>(await ask('supplier01'));
    const page = await s.call({
      method: 'POST',
      url: '/anonymous/report/view',
      system: '',
      payload: `token=${t}&locale=EN&print=Y`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Delivery note');
    expect(page.body).toContain(dlvNo);
    expect(page.body).toContain('CJ Logistics');
    expect(page.body).toContain('window.print()');
    const spent = await s.call({
      method: 'POST',
      url: '/anonymous/report/view',
      system: '',
      payload: `token=${t}&locale=EN&print=Y`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(spent.statusCode).toBe(404);
  });
});

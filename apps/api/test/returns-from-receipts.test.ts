// Returns and exchanges from what was received (issue 44 item 6, decision 0071): the buyer's
// received lines, a request of one line (the quantity left after other requests, refused above
// with MRORT0004 and the max; another company's line "not found"; another company's photos
// MROCM0010), the withdrawal (MRORT0003 once decided; one of a withdrawal and an approval at
// once wins), an exchange's completion that schedules the replacement delivery (the rows), and
// the notifications of each event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORIGIN, SAMPLE, multipart, queryString, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'buyer02']) token[who] = await s.login(who, 'BY');
  for (const who of ['supplier01', 'supplier02']) token[who] = await s.login(who, 'SP');
}, 120_000);
afterAll(async () => s.close());

interface Line {
  ordNo: string;
  lineNo: number;
  itemNm: string;
  rcvQty: number;
  accQty: number;
  rejQty: number;
  takenQty: number;
  maxQty: number;
}
type Body = {
  data: Record<string, unknown>;
  error: {
    errorCode: string;
    errorType: string;
    errorMessage: string;
    fieldErros?: { field: string; code: string }[];
  } | null;
};

const call = signedCaller<Body>(
  () => s,
  token,
  (who) => (who.startsWith('supplier') ? 'SP' : 'BY'),
);
const lines = async (who = 'buyer01', q: Record<string, string> = {}) => {
  const res = await call(who, `/by/returns/lines?${queryString(q)}`);
  expect(res.body.error).toBeNull();
  return res.body.data as unknown as Line[];
};
const create = (who: string, body: Record<string, unknown>) => call(who, '/by/returns', body);
const detail = async (rtnNo: string, who = 'buyer01') =>
  (await call(who, `/${who.startsWith('supplier') ? 'sp' : 'by'}/returns/${rtnNo}`)).body.data as {
    statCd: string;
    version: number;
    lineNo: number | null;
    replacements: { dlvNo: string; statCd: string; qty: number; dlvDt: string; transKindCd: string }[];
    files: { orgnFileNm: string }[];
  };
const upload = async (who: string) => {
  const body = await multipart({}, [{ name: '파손사진.pdf', bytes: SAMPLE.pdf }]);
  const res = await s.call({
    method: 'POST',
    url: '/file/upload',
    system: 'BY',
    token: token[who]!,
    payload: body.payload,
    headers: { ...body.headers, origin: ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.athFileId as string;
};
const notifications = async (userLogin: string, kind: string) => {
  const rows = await s.ctx.db
    .selectFrom('notification as n')
    .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
    .select(['n.params', 'n.link_path'])
    .where('u.login_id', '=', userLogin)
    .where('n.kind_cd', '=', kind)
    .execute();
  return rows.map((r) => ({
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, unknown>,
    link: r.link_path,
  }));
};
/** The supplier company's login of a request (the seeded orders are addressed to supplier01's or 02's). */
const supplierOf = async (rtnNo: string) => {
  const row = await s.ctx.db
    .selectFrom('return_request as r')
    .innerJoin('app_user as u', 'u.cp_cd', 'r.sp_cd')
    .select('u.login_id')
    .where('r.rtn_no', '=', rtnNo)
    .where('u.login_id', 'in', ['supplier01', 'supplier02'])
    .executeTakeFirst();
  return row?.login_id;
};
const base = { kind: 'RETURN', rsnCd: 'DAMAGED', rsnCn: '상자 파손', athFileId: '' };

describe("the buyer's received lines", () => {
  it("lists only the company's received lines, with what is left to request", async () => {
    const mine = await lines();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.rcvQty > 0 && l.maxQty === Math.max(0, l.accQty - l.takenQty))).toBe(true);
    const one = mine[0]!;
    const found = await lines('buyer01', { ordNo: one.ordNo, lineNo: String(one.lineNo) });
    expect(found.map((l) => `${l.ordNo}.${l.lineNo}`)).toEqual([`${one.ordNo}.${one.lineNo}`]);
    expect(await lines('buyer02', { ordNo: one.ordNo })).toEqual([]);
    const byItem = await lines('buyer01', { searchText: one.itemNm.slice(0, 2) });
    expect(byItem.some((l) => l.ordNo === one.ordNo)).toBe(true);
  });
});

describe('a request of a received line', () => {
  it('takes no more than was accepted: 3 of a line received 3 with 1 rejected is refused (issue 57 item 7)', async () => {
    const line = (await lines()).find((l) => l.rcvQty >= 3 && l.takenQty === 0 && l.rejQty === 0)!;
    expect(line).toBeDefined();
    // The line as receiving leaves it when one of three failed inspection.
    await s.ctx.db
      .updateTable('purchase_order_line')
      .set({ acc_qty: line.rcvQty - 1, rej_qty: 1 })
      .where('ord_no', '=', line.ordNo)
      .where('line_no', '=', line.lineNo)
      .execute();
    const listed = (await lines('buyer01', { ordNo: line.ordNo, lineNo: String(line.lineNo) }))[0]!;
    expect(listed).toMatchObject({ accQty: line.rcvQty - 1, rejQty: 1, maxQty: line.rcvQty - 1 });
    const over = await create('buyer01', { ...base, ordNo: line.ordNo, lineNo: line.lineNo, qty: String(line.rcvQty) });
    expect(over.status).toBe(400);
    expect(over.body.error?.errorCode).toBe('MRORT0004');
    expect(over.body.error?.errorMessage).toContain(String(line.rcvQty - 1));
    expect(over.body.error?.fieldErros).toMatchObject([{ field: 'qty', code: 'MRORT0004' }]);
  });

  it('takes at most what was received less what other requests take, on the server too', async () => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const over = await create('buyer01', { ...base, ordNo: line.ordNo, lineNo: line.lineNo, qty: line.maxQty + 1 });
    expect(over.status).toBe(400);
    expect(over.body.error?.errorCode).toBe('MRORT0004');
    expect(over.body.error?.errorMessage).toContain(String(line.maxQty));
    expect(over.body.error?.fieldErros).toMatchObject([{ field: 'qty', code: 'MRORT0004' }]);

    const photos = await upload('buyer01');
    const made = await create('buyer01', {
      ...base,
      ordNo: line.ordNo,
      lineNo: line.lineNo,
      qty: String(line.maxQty),
      athFileId: photos,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const rtnNo = made.body.data.rtnNo as string;
    const d = await detail(rtnNo);
    expect(d).toMatchObject({ statCd: 'REQ', version: 1, lineNo: line.lineNo, replacements: [] });
    expect(d.files.map((f) => f.orgnFileNm)).toEqual(['파손사진.pdf']);
    const row = await s.ctx.db
      .selectFrom('return_request')
      .selectAll()
      .where('rtn_no', '=', rtnNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ord_no: line.ordNo, line_no: line.lineNo, cp_cd: expect.any(String), stat_cd: 'REQ' });

    // Nothing is left: the next request of the line is refused with max 0, and the list says so.
    const again = await create('buyer01', { ...base, ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    expect(again.status).toBe(400);
    expect(again.body.error?.errorCode).toBe('MRORT0004');
    const after = (await lines('buyer01', { ordNo: line.ordNo, lineNo: String(line.lineNo) }))[0]!;
    expect(after).toMatchObject({ takenQty: line.takenQty + line.maxQty, maxQty: 0 });

    // The supplier's users are told of the new request.
    const sp = await supplierOf(rtnNo);
    expect(sp).toBeDefined();
    expect(await notifications(sp!, 'RETURN_REQUESTED')).toContainEqual({
      params: { rtnNo, kindCd: 'RETURN' },
      link: `/sp/return/list?rtnNo=${rtnNo}`,
    });

    // Withdrawn, the quantity is free again.
    const w = await call('buyer01', `/by/returns/${rtnNo}/withdrawal`, { version: 1 });
    expect(w.status).toBe(200);
    expect(w.body.data).toMatchObject({ statCd: 'WITHDRAWN', version: 2 });
    expect((await lines('buyer01', { ordNo: line.ordNo, lineNo: String(line.lineNo) }))[0]!.maxQty).toBe(line.maxQty);
    expect((await notifications(sp!, 'RETURN_WITHDRAWN')).map((n) => n.params.rtnNo)).toContain(rtnNo);
  });

  it("refuses another company's line (not found), another company's photos and a bad reason", async () => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const foreign = await create('buyer02', { ...base, ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.errorCode).toBe('MROCM0010');
    const theirs = await upload('buyer02');
    const photos = await create('buyer01', {
      ...base,
      ordNo: line.ordNo,
      lineNo: line.lineNo,
      qty: 1,
      athFileId: theirs,
    });
    expect(photos.status).toBe(400);
    expect(photos.body.error?.fieldErros).toMatchObject([{ field: 'athFileId', code: 'MROCM0010' }]);
    const reason = await create('buyer01', { ...base, rsnCd: 'NOPE', ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    expect(reason.status).toBe(400);
    expect(reason.body.error?.fieldErros).toMatchObject([{ field: 'rsnCd' }]);
    const long = await create('buyer01', {
      ...base,
      rsnCn: '가'.repeat(501),
      ordNo: line.ordNo,
      lineNo: line.lineNo,
      qty: 1,
    });
    expect(long.status).toBe(400);
    // No request was written by any refusal.
    const { n } = await s.ctx.db
      .selectFrom('return_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ord_no', '=', line.ordNo)
      .where('line_no', '=', line.lineNo)
      .where('stat_cd', '=', 'REQ')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });
});

describe('the withdrawal', () => {
  const requestOne = async (kind = 'RETURN') => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const made = await create('buyer01', { ...base, kind, ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const rtnNo = made.body.data.rtnNo as string;
    return { rtnNo, line, supplier: (await supplierOf(rtnNo))! };
  };

  it('is refused once the supplier decided (MRORT0003), and with a stale version (MRORT0006)', async () => {
    const { rtnNo, supplier } = await requestOne();
    const stale = await call('buyer01', `/by/returns/${rtnNo}/withdrawal`, { version: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.errorCode).toBe('MRORT0006');
    const approved = await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'approve', version: 1 });
    expect(approved.status).toBe(200);
    expect((await notifications('buyer01', 'RETURN_DECIDED')).map((n) => n.params.rtnNo)).toContain(rtnNo);
    const late = await call('buyer01', `/by/returns/${rtnNo}/withdrawal`, { version: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error?.errorCode).toBe('MRORT0003');
    expect((await detail(rtnNo)).statCd).toBe('APPROVED');
    // Another company's request is not found; a withdrawn one cannot be decided.
    expect((await call('buyer02', `/by/returns/${rtnNo}/withdrawal`, { version: 2 })).status).toBe(404);
    const other = await requestOne();
    expect((await call('buyer01', `/by/returns/${other.rtnNo}/withdrawal`, { version: 1 })).status).toBe(200);
    const decided = await call(other.supplier, `/sp/returns/${other.rtnNo}/decision`, {
      action: 'approve',
      version: 2,
    });
    expect(decided.status).toBe(409);
    expect(decided.body.error?.errorCode).toBe('MRORT0001');
  });

  it('against an approval at the same moment: one wins, the other is told', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { rtnNo, supplier } = await requestOne();
      const [w, a] = await Promise.all([
        call('buyer01', `/by/returns/${rtnNo}/withdrawal`, { version: 1 }),
        call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'approve', version: 1 }),
      ]);
      expect([w.status, a.status].sort()).toEqual([200, 409]);
      const loser = w.status === 409 ? w : a;
      expect(['MRORT0001', 'MRORT0003']).toContain(loser.body.error?.errorCode);
      const d = await detail(rtnNo);
      expect(d.statCd).toBe(w.status === 200 ? 'WITHDRAWN' : 'APPROVED');
      expect(d.version).toBe(2);
    }
  });
});

describe("an exchange's completion", () => {
  it('schedules the replacement delivery in the same transaction, without raising the delivered quantity', async () => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const made = await create('buyer01', { ...base, kind: 'EXCHANGE', ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    const rtnNo = made.body.data.rtnNo as string;
    const supplier = (await supplierOf(rtnNo))!;
    expect((await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'approve', version: 1 })).status).toBe(200);
    const dlvQtyBefore = await s.ctx.db
      .selectFrom('purchase_order_line')
      .select('dlv_qty')
      .where('ord_no', '=', line.ordNo)
      .where('line_no', '=', line.lineNo)
      .executeTakeFirstOrThrow();

    // Without a day and a transport, or with a past day, nothing changes.
    const bare = await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'complete', version: 2 });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.fieldErros?.[0]?.field).toBe('dlvDt');
    const past = await call(supplier, `/sp/returns/${rtnNo}/decision`, {
      action: 'complete',
      version: 2,
      dlvDt: '20200101',
      transKind: 'CARRIER',
      carrierCd: 'CJ',
      trackingNo: '1234-5678',
    });
    expect(past.body.error?.errorCode).toBe('MRODL0009');
    const noTracking = await call(supplier, `/sp/returns/${rtnNo}/decision`, {
      action: 'complete',
      version: 2,
      dlvDt: '20261125',
      transKind: 'CARRIER',
      carrierCd: 'CJ',
    });
    expect(noTracking.body.error?.fieldErros).toMatchObject([{ field: 'trackingNo', code: 'MRODL0007' }]);
    expect((await detail(rtnNo)).statCd).toBe('APPROVED');

    const done = await call(supplier, `/sp/returns/${rtnNo}/decision`, {
      action: 'complete',
      version: 2,
      dlvDt: '20261125',
      transKind: 'OWN',
      vehicleNo: '12가3456',
      driverNm: '김기사',
      driverTel: '010-1234-5678',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const dlvNo = done.body.data.dlvNo as string;
    expect(dlvNo).toMatch(/^DL\d{14}$/);
    const delivery = await s.ctx.db
      .selectFrom('delivery')
      .selectAll()
      .where('dlv_no', '=', dlvNo)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      ord_no: line.ordNo,
      kind_cd: 'EXCHANGE',
      rtn_no: rtnNo,
      stat_cd: 'SCHD',
      dlv_dt: '20261125',
      trans_kind_cd: 'OWN',
      vehicle_no: '12가3456',
      driver_nm: '김기사',
      carrier_cd: null,
    });
    const dl = await s.ctx.db.selectFrom('delivery_line').selectAll().where('dlv_no', '=', dlvNo).execute();
    expect(dl.map((l) => [l.ord_no, l.line_no, Number(l.qty), Number(l.rcv_qty)])).toEqual([
      [line.ordNo, line.lineNo, 1, 0],
    ]);
    const dlvQtyAfter = await s.ctx.db
      .selectFrom('purchase_order_line')
      .select('dlv_qty')
      .where('ord_no', '=', line.ordNo)
      .where('line_no', '=', line.lineNo)
      .executeTakeFirstOrThrow();
    expect(dlvQtyAfter.dlv_qty).toBe(dlvQtyBefore.dlv_qty);
    const d = await detail(rtnNo);
    expect(d.statCd).toBe('COMPLETED');
    expect(d.replacements).toMatchObject([{ dlvNo, statCd: 'SCHD', qty: 1, dlvDt: '20261125', transKindCd: 'OWN' }]);
    const decided = await notifications('buyer01', 'RETURN_DECIDED');
    expect(decided.filter((n) => n.params.rtnNo === rtnNo).map((n) => n.params.statCd)).toEqual([
      'APPROVED',
      'COMPLETED',
    ]);
  });

  it("offers the shipped replacement on its receipt line received in full, and takes it without touching the line's totals", async () => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const made = await create('buyer01', { ...base, kind: 'EXCHANGE', ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    const rtnNo = made.body.data.rtnNo as string;
    const supplier = (await supplierOf(rtnNo))!;
    expect((await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'approve', version: 1 })).status).toBe(200);
    const done = await call(supplier, `/sp/returns/${rtnNo}/decision`, {
      action: 'complete',
      version: 2,
      dlvDt: '20261125',
      transKind: 'CARRIER',
      carrierCd: 'CJ',
      trackingNo: '6098-0073-0001',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const dlvNo = done.body.data.dlvNo as string;
    const shipping = await call(supplier, `/sp/deliveries/${dlvNo}`);
    const shipped = await call(supplier, `/sp/deliveries/${dlvNo}/ship`, { version: shipping.body.data.version });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    // Set-up: the rest of the line received meanwhile (what was rejected counts as received).
    await s.ctx.db
      .updateTable('purchase_order_line')
      .set({ rcv_qty: sql`qty`, acc_qty: sql`qty - rej_qty` })
      .where('ord_no', '=', line.ordNo)
      .where('line_no', '=', line.lineNo)
      .execute();
    type Row = {
      lineNo: number;
      ordQty: number;
      rcvQty: number;
      accQty: number;
      rejQty: number;
      rcvStatCd: string;
      version: number;
      deliveries: { dlvNo: string; kindCd: string; openQty: number }[];
    };
    const receiptLine = async () => {
      const res = await call(
        'buyer01',
        `/by/receipts/lines?${queryString({ fromDt: '20260101', toDt: '20261121', ordNos: line.ordNo })}`,
      );
      expect(res.body.error).toBeNull();
      return (res.body.data.pages as Row[]).find((r) => r.lineNo === line.lineNo)!;
    };
    const before = await receiptLine();
    expect(before.rcvQty).toBe(before.ordQty);
    expect(before.rcvStatCd).toBe('DONE');
    expect(before.deliveries).toMatchObject([{ dlvNo, kindCd: 'EXCHANGE', openQty: 1 }]);

    const received = await call('buyer01', '/by/receipts', {
      ordNo: line.ordNo,
      lineNo: line.lineNo,
      version: before.version,
      dlvNo,
      rcvQty: '1',
      rejQty: '0',
      rejReason: '',
      rcvDt: '',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ rcvQty: before.rcvQty, orderDone: 'N', dlvStatCd: 'DONE' });
    const after = await receiptLine();
    expect(after).toMatchObject({
      rcvQty: before.rcvQty,
      accQty: before.accQty,
      rejQty: before.rejQty,
      version: before.version + 1,
      deliveries: [],
    });
  });

  it('completes a return (or a seeded exchange without a line) without a delivery', async () => {
    const line = (await lines()).find((l) => l.maxQty >= 1)!;
    const made = await create('buyer01', { ...base, ordNo: line.ordNo, lineNo: line.lineNo, qty: 1 });
    const rtnNo = made.body.data.rtnNo as string;
    const supplier = (await supplierOf(rtnNo))!;
    await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'approve', version: 1 });
    const done = await call(supplier, `/sp/returns/${rtnNo}/decision`, { action: 'complete', version: 2 });
    expect(done.status).toBe(200);
    expect(done.body.data.dlvNo).toBeNull();
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM delivery WHERE rtn_no = ${rtnNo}`.execute(
      s.ctx.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

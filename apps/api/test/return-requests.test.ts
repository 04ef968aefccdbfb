// Return and exchange requests: the supplier's search of the requests addressed to its company and
// the buyer's of its own, the detail (lines, attachments, history), the supplier's decisions with
// the state machine's refusals, and the company scoping on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CURRENCY, RETURN_NO, sumMoney, toMoney } from '@mro/rules';
import { queryString, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let supplier: string;
let otherSupplier: string;
let buyer: string;
let otherBuyer: string;
beforeAll(async () => {
  s = await testServer();
  supplier = await s.login('supplier01', 'SP');
  otherSupplier = await s.login('supplier02', 'SP');
  buyer = await s.login('buyer01', 'BY');
  otherBuyer = await s.login('buyer02', 'BY');
});
afterAll(async () => s.close());

// The seed's clock is START (2026-11-21): its requests span the 180 days before.
const PERIOD = { fromDt: '20260501', toDt: '20261121' };
const query = queryString;

interface Row {
  rtnNo: string;
  rtnKindCd: string;
  reqDt: string;
  statCd: string;
  cpNm: string;
  amount: number;
  firstItemNm: string;
  lineCnt: number;
  rjctRsnCn: string | null;
}

async function search(side: 'sp' | 'by', params: Record<string, string | string[]> = {}, token?: string) {
  const res = await s.call({
    url: `/${side}/returns/page?${query({ ...PERIOD, ...params })}`,
    system: side === 'sp' ? 'SP' : 'BY',
    token: token ?? (side === 'sp' ? supplier : buyer),
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      data: { pages: Row[]; totalCount: number };
      error: { errorCode: string; fieldErros: { field: string; code: string }[] };
    },
  };
}

const detail = (side: 'sp' | 'by', rtnNo: string, token?: string, locale?: string) =>
  s.call({
    url: `/${side}/returns/${rtnNo}`,
    system: side === 'sp' ? 'SP' : 'BY',
    token: token ?? (side === 'sp' ? supplier : buyer),
    ...(locale ? { locale } : {}),
  });

/** A decision; without a `version` in the payload, the one the addressed supplier reads now. */
const decide = async (rtnNo: string, payload: Record<string, unknown>, token = supplier, locale?: string) => {
  const version = 'version' in payload ? payload.version : (await detail('sp', rtnNo)).json().data?.version;
  return s.call({
    method: 'POST',
    url: `/sp/returns/${rtnNo}/decision`,
    system: 'SP',
    token,
    payload: { ...payload, version },
    ...(locale ? { locale } : {}),
  });
};

describe('the searches', () => {
  it('pages the requests addressed to the supplier, newest first, with the buyer’s company', async () => {
    const first = await search('sp', { pageSize: '50' });
    expect(first.status).toBe(200);
    const { pages, totalCount } = first.body.data;
    // 1,100 from buyer01's company and 60 from buyer02's; none addressed to supplier02.
    expect(totalCount).toBe(1160);
    expect(pages).toHaveLength(50);
    expect(pages.map((r) => r.reqDt)).toEqual([...pages.map((r) => r.reqDt)].sort().reverse());
    expect(pages.every((r) => RETURN_NO.test(r.rtnNo) && r.lineCnt >= 1 && r.firstItemNm && r.amount > 0)).toBe(true);
    const second = (await search('sp', { pageSize: '50', pageNo: '2' })).body.data.pages;
    expect(new Set([...pages, ...second].map((r) => r.rtnNo)).size).toBe(100);
  });

  it('narrows by status, kind, numbers, the other party and text; sorts by a column', async () => {
    const open = (await search('sp', { statCds: 'REQ', pageSize: '500' })).body.data.pages;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((r) => r.statCd === 'REQ')).toBe(true);
    const exchanges = (await search('sp', { kindCds: 'EXCHANGE', pageSize: '500' })).body.data.pages;
    expect(exchanges.length).toBeGreaterThan(0);
    expect(exchanges.every((r) => r.rtnKindCd === 'EXCHANGE')).toBe(true);
    const two = open.slice(0, 2).map((r) => r.rtnNo);
    expect((await search('sp', { rtnNos: two })).body.data.pages.map((r) => r.rtnNo).sort()).toEqual(two.sort());
    expect((await search('sp', { cpNm: '대한화학' })).body.data.totalCount).toBe(60);
    expect((await search('sp', { cpNm: 'daehan' }, supplier)).body.data.totalCount).toBe(60);
    const bearings = (await search('sp', { searchText: '베어링', pageSize: '20' })).body.data;
    expect(bearings.totalCount).toBeGreaterThan(0);
    const cheap = (await search('sp', { sortKey: 'amount', sortDir: 'asc', pageSize: '100' })).body.data.pages;
    expect(cheap.map((r) => r.amount)).toEqual([...cheap.map((r) => r.amount)].sort((a, b) => a - b));
  });

  it('shows the buyer its own company’s requests, to every supplier', async () => {
    const mine = (await search('by', { pageSize: '500' })).body.data;
    expect(mine.totalCount).toBe(1120);
    expect(new Set(mine.pages.map((r) => r.cpNm)).size).toBe(2);
    expect((await search('by', {}, otherBuyer)).body.data.totalCount).toBe(60);
    expect((await search('sp', {}, otherSupplier)).body.data.totalCount).toBe(20);
  });

  it('asks for a period of at most a year and refuses unknown sorts', async () => {
    const missing = await search('sp', { fromDt: '', toDt: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErros[0]).toMatchObject({ field: 'fromDt', code: 'ACMCM0002' });
    expect((await search('sp', { fromDt: '20251101', toDt: '20261121' })).body.error.errorCode).toBe('ABYMC0019');
    expect((await search('by', { sortKey: 'pw_hash' })).status).toBe(400);
  });
});

describe('the detail', () => {
  it('gives the request, its lines, the buyer’s attachments with working links, and its history', async () => {
    const [newest] = (await search('sp', { pageSize: '1' })).body.data.pages;
    const res = await detail('sp', newest!.rtnNo, supplier, 'en');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      rtnNo: newest!.rtnNo,
      statCd: 'REQ',
      reqUserNm: '김구매',
      supplierNm: expect.any(String),
    });
    expect(d.items.length).toBe(newest!.lineCnt);
    expect(
      sumMoney(
        d.items.map((i: { amount: string }) => i.amount),
        NO_CURRENCY,
      ),
    ).toBe(toMoney(d.amount, NO_CURRENCY));
    expect(d.history).toEqual([expect.objectContaining({ seq: 1, statCd: 'REQ', userNm: '김구매' })]);
    expect(d.files).toHaveLength(1);
    const file = await s.call({ url: d.files[0].downloadUrl.replace(/^\/imk\/api/, ''), system: 'SP' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is found only by the two parties', async () => {
    const [theirs] = (await search('by', { pageSize: '1' }, otherBuyer)).body.data.pages;
    expect((await detail('by', theirs!.rtnNo, otherBuyer)).statusCode).toBe(200);
    expect((await detail('sp', theirs!.rtnNo, supplier)).statusCode).toBe(200);
    expect((await detail('by', theirs!.rtnNo, buyer)).statusCode).toBe(404);
    expect((await detail('sp', theirs!.rtnNo, otherSupplier)).statusCode).toBe(404);
    expect((await detail('sp', 'RT1', supplier)).statusCode).toBe(404);
  });
});

// Requests from buyer01's company (the buyer reads them back).
const BUYER01 = { cpNm: '한빛제조' };

describe('the decisions', () => {
  it('approves then completes a request; the buyer sees each status and the history grows', async () => {
    const [open] = (await search('sp', { ...BUYER01, statCds: 'REQ', pageSize: '1', pageNo: '2' })).body.data.pages;
    const approved = await decide(open!.rtnNo, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ rtnNo: open!.rtnNo, statCd: 'APPROVED' });
    const completed = await decide(open!.rtnNo, { action: 'complete' });
    expect(completed.json().data.statCd).toBe('COMPLETED');
    const seen = (await detail('by', open!.rtnNo)).json().data;
    expect(seen.statCd).toBe('COMPLETED');
    expect(seen.history.map((h: { statCd: string }) => h.statCd)).toEqual(['REQ', 'APPROVED', 'COMPLETED']);
    expect(seen.history.at(-1).userNm).toBe('박공급');
  });

  it('rejects only with a reason, which the buyer reads', async () => {
    const [open] = (await search('sp', { ...BUYER01, statCds: 'REQ', pageSize: '1', pageNo: '3' })).body.data.pages;
    const without = await decide(open!.rtnNo, { action: 'reject', reason: '   ' });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fieldErros[0]).toMatchObject({ field: 'reason', code: 'ACMCM0002' });
    const long = await decide(open!.rtnNo, { action: 'reject', reason: '가'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const rejected = await decide(open!.rtnNo, { action: 'reject', reason: '사용한 흔적이 있습니다.' });
    expect(rejected.json().data.statCd).toBe('REJECTED');
    const [row] = (await search('by', { rtnNos: open!.rtnNo })).body.data.pages;
    expect(row).toMatchObject({ statCd: 'REJECTED', rjctRsnCn: '사용한 흔적이 있습니다.' });
  });

  it('refuses what the status does not allow, with the state machine’s code, and changes nothing', async () => {
    const [open] = (await search('sp', { ...BUYER01, statCds: 'REQ', pageSize: '1', pageNo: '4' })).body.data.pages;
    const early = await decide(open!.rtnNo, { action: 'complete' }, supplier, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ errorCode: 'MRORT0002' });
    expect(early.json().error.errorMessage).toContain(open!.rtnNo);
    await decide(open!.rtnNo, { action: 'approve' });
    for (const action of ['approve', 'reject']) {
      const twice = await decide(open!.rtnNo, { action, reason: '늦은 반려' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.errorCode).toBe('MRORT0001');
    }
    const d = (await detail('sp', open!.rtnNo)).json().data;
    expect(d).toMatchObject({ statCd: 'APPROVED', rjctRsnCn: null });
    expect(d.history).toHaveLength(2);
    expect((await decide(open!.rtnNo, { action: 'reopen' })).statusCode).toBe(400);
  });

  it('is the addressed supplier’s alone: another supplier, a buyer or no session cannot decide', async () => {
    const [open] = (await search('sp', { ...BUYER01, statCds: 'REQ', pageSize: '1', pageNo: '5' })).body.data.pages;
    expect((await decide(open!.rtnNo, { action: 'approve' }, otherSupplier)).statusCode).toBe(404);
    const asBuyer = await s.call({
      method: 'POST',
      url: `/sp/returns/${open!.rtnNo}/decision`,
      system: 'BY',
      token: buyer,
      payload: { action: 'approve', version: 1 },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect((await detail('sp', open!.rtnNo)).json().data.statCd).toBe('REQ');
  });
});

// Issue 56's failing inputs, sent to the real server as the outside world sends them: each is
// refused at the door (decision 0086) with the field and its code, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, fillPath } from '@mro/contract';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await testServer();
  token.buyer = await s.login('buyer01', 'BY');
  token.supplier = await s.login('supplier01', 'SP');
  token.admin = await s.login('admin01', 'BY');
});
afterAll(() => s.close());

type FieldError = { field: string; code: string };
const send = async (who: 'buyer' | 'supplier' | 'admin' | null, method: string, url: string, payload?: unknown) => {
  const res = await s.call({
    method: method as 'POST',
    url,
    system: who === 'supplier' ? 'SP' : 'BY',
    ...(who ? { token: token[who] } : {}),
    ...(payload === undefined ? {} : { payload }),
    headers: { origin: ORIGIN },
  });
  const body = res.json() as { data: unknown; error: { errorCode: string; fieldErros: FieldError[] } | null };
  return { status: res.statusCode, body };
};
/** The code the answer names for `field` (undefined when the field is not named). */
const codeOf = (answer: Awaited<ReturnType<typeof send>>, field: string) =>
  answer.body.error?.fieldErros.find((f) => f.field === field)?.code;

const BAD_VERSIONS = ['1e309', -1, '１２', 0, 1e16, '10000000000000000', 1.5, ' 1 ', '', null, 'NaN'];

describe("a return's decision (the optimistic lock is never skipped)", () => {
  let rtnNo = '';
  let version = 0;
  const read = async () =>
    (await send('supplier', 'GET', `/sp/returns/${rtnNo}`)).body.data as { statCd: string; version: number };
  beforeAll(async () => {
    const page = await send('supplier', 'GET', '/sp/returns/page?fromDt=20251201&toDt=20261130&statCds=REQ&pageSize=1');
    const row = (page.body.data as { pages: { rtnNo: string }[] }).pages[0]!;
    rtnNo = row.rtnNo;
    version = (await read()).version;
  });

  it('refuses a version that is not a whole number of 1 or more, or none at all, and approves nothing', async () => {
    const decide = fillPath(contract.returnRequests.decide.path, { rtnNo });
    for (const bad of [...BAD_VERSIONS, undefined]) {
      const answer = await send('supplier', 'POST', decide, { action: 'approve', version: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(codeOf(answer, 'version'), String(bad)).toMatch(/^(ACMCM0002|ACMCM0009|PICMCM0039|PICMCM0040)$/);
    }
    expect(await read()).toMatchObject({ statCd: 'REQ', version });
    // A stale version is the lock's 409, not an approval.
    const stale = await send('supplier', 'POST', decide, { action: 'approve', version: version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.errorCode).toBe('MRORT0006');
    expect((await read()).statCd).toBe('REQ');
  });

  it('requires the reason when rejecting (at most 500), checks the completion’s fields, refuses other actions', async () => {
    const decide = fillPath(contract.returnRequests.decide.path, { rtnNo });
    const missing = await send('supplier', 'POST', decide, { action: 'reject', version });
    expect(codeOf(missing, 'reason')).toBe('ACMCM0002');
    const long = await send('supplier', 'POST', decide, { action: 'reject', version, reason: '가'.repeat(501) });
    expect(codeOf(long, 'reason')).toBe('PICMCM0038');
    for (const [field, max] of [
      ['carrierCd', 20],
      ['trackingNo', 40],
      ['vehicleNo', 20],
      ['driverNm', 50],
      ['driverTel', 20],
    ] as const) {
      const answer = await send('supplier', 'POST', decide, {
        action: 'complete',
        version,
        [field]: '1'.repeat(max + 1),
      });
      expect(codeOf(answer, field), field).toBe('PICMCM0038');
    }
    expect(codeOf(await send('supplier', 'POST', decide, { action: 'ZZZ', version }), 'action')).toBe('MROCM0009');
    expect(await read()).toMatchObject({ statCd: 'REQ', version });
  });
});

describe('typed fields with bounds', () => {
  it('refuses line numbers and versions beyond the column (10^16) instead of a 500', async () => {
    const receipt = await send('buyer', 'POST', '/by/receipts', {
      ordNo: 'PO1',
      lineNo: 1e16,
      version: 0,
      rcvQty: 1,
    });
    expect([receipt.status, codeOf(receipt, 'lineNo')]).toEqual([400, 'PICMCM0040']);
    const ret = await send('buyer', 'POST', '/by/returns', {
      ordNo: 'PO1',
      lineNo: '10000000000000000',
      kind: 'RETURN',
      qty: 1,
      rsnCd: 'DEFECT',
    });
    expect([ret.status, codeOf(ret, 'lineNo')]).toEqual([400, 'PICMCM0040']);
    const post = await send('admin', 'PUT', '/admin/board-posts/1', { version: 1e16 });
    expect([post.status, codeOf(post, 'version')]).toEqual([400, 'PICMCM0040']);
  });

  it('refuses a page size over 500 (501, 10^16, as a key or in the JSON page), never clamps it', async () => {
    for (const query of [
      'pageSize=501',
      'pageSize=10000000000000000',
      'page[pageSize]=501',
      `page=${encodeURIComponent('{"pageNo":1,"pageSize":501}')}`,
    ]) {
      const answer = await send('buyer', 'GET', `/notifications/page?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.fieldErros.map((f) => f.code)).toContain('PICMCM0040');
    }
    expect((await send('buyer', 'GET', '/notifications/page?pageSize=500')).status).toBe(200);
  });

  it('refuses "ZZZ" for a Y/N flag: order submit and acceptChanges, a code’s useYn, login recoveryYn', async () => {
    for (const field of ['submit', 'acceptChanges']) {
      const answer = await send('buyer', 'POST', '/by/orders', { [field]: 'ZZZ' });
      expect([answer.status, codeOf(answer, field)], field).toEqual([400, 'MROCM0009']);
    }
    const code = await send('admin', 'POST', '/admin/code-lists/DLV_CARRIER/codes', { useYn: 'ZZZ' });
    expect([code.status, codeOf(code, 'useYn')]).toEqual([400, 'MROCM0009']);
    const login = await send(null, 'POST', '/login', { loginId: 'buyer01', pwCn: 'wrong', recoveryYn: 'ZZZ' });
    expect([login.status, codeOf(login, 'recoveryYn')]).toEqual([400, 'MROCM0009']);
  });

  it('checks what the handlers did not: a delivery’s tracking number, a quote’s decline reason', async () => {
    const delivery = await send('supplier', 'POST', '/sp/deliveries', {
      ordNo: 'PO1',
      dlvDt: '20261201',
      transKind: 'OWN',
      trackingNo: '1'.repeat(41),
    });
    expect([delivery.status, codeOf(delivery, 'trackingNo')]).toEqual([400, 'PICMCM0038']);
    const decline = await send('supplier', 'POST', '/sp/quotes/QT1/decline', { reason: 'a'.repeat(501), version: 0 });
    expect([decline.status, codeOf(decline, 'reason')]).toEqual([400, 'PICMCM0038']);
  });
});

describe('date parameters', () => {
  it('reads every form a day field declares, and refuses a day that does not exist', async () => {
    const holidays = async (from: string, to: string) =>
      send(null, 'GET', `/anonymous/holidays?fromYmd=${encodeURIComponent(from)}&toYmd=${encodeURIComponent(to)}`);
    const plain = await holidays('20270101', '20271231');
    expect(plain.status).toBe(200);
    expect((plain.body.data as unknown[]).length).toBeGreaterThan(0);
    for (const [from, to] of [
      ['2027-01-01', '2027-12-31'],
      ['2027.01.01', '2027.12.31'],
      ['2027/01/01', '20271231'],
    ] as const) {
      const answer = await holidays(from, to);
      expect(answer.body.data, from).toEqual(plain.body.data);
    }
    expect(codeOf(await holidays('2027-02-30', '20271231'), 'fromYmd')).toBe('PICMCM0058');
    expect(codeOf(await holidays('20271231', '2027-01-01'), 'toYmd')).toBe('PICMCM0002');
  });
});

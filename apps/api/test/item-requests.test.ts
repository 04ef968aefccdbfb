// New-item requests (BY): the search with its conditions, paging and sort, company scoping, the
// Excel export of every row, and the save of created, updated and deleted rows: all or none,
// refusals per cell with the grid's codes, versions and statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_REQUEST_NO } from '@mro/rules';
import { queryString, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let buyer: string;
let otherBuyer: string;
beforeAll(async () => {
  s = await testServer();
  buyer = await s.login('buyer01', 'BY');
  otherBuyer = await s.login('buyer02', 'BY');
});
afterAll(async () => s.close());

// The seed's clock is START (2026-11-21): its 1,200 requests of BY001 span the 180 days before.
const PERIOD = { fromDt: '20260501', toDt: '20261121' };
const query = queryString;

interface Row {
  reqNo: string;
  reqDt: string;
  itemNm: string;
  statCd: string;
  version: number;
  hopePrice: number | null;
  reqQty: number;
  unitCd: string;
  itemKindCd: string;
  reqUserNm: string;
}

async function search(params: Record<string, string | string[]> = {}, token = buyer) {
  const res = await s.call({ url: `/by/item-requests/page?${query({ ...PERIOD, ...params })}`, system: 'BY', token });
  return {
    status: res.statusCode,
    body: res.json() as {
      data: { pages: Row[]; totalCount: number };
      error: { errorCode: string; fieldErros: { field: string; code: string }[] };
    },
  };
}

const save = (payload: unknown, token = buyer, locale?: string) =>
  s.call({
    method: 'POST',
    url: '/by/item-requests/save',
    system: 'BY',
    token,
    payload,
    ...(locale ? { locale } : {}),
  });

const newRow = (rowKey: string, extra: Record<string, unknown> = {}) => ({
  rowKey,
  itemNm: '토크 렌치',
  specCn: '1/2" 40~200Nm',
  unitCd: 'EA',
  reqQty: 2,
  hopePrice: 185000,
  itemKindCd: 'TOOL',
  ...extra,
});

describe('the search', () => {
  it('pages its company’s requests, newest first, with the total', async () => {
    const first = await search({ pageSize: '50' });
    expect(first.status).toBe(200);
    const { pages, totalCount } = first.body.data;
    expect(totalCount).toBeGreaterThan(1000);
    expect(pages).toHaveLength(50);
    expect(pages.map((r) => r.reqDt)).toEqual([...pages.map((r) => r.reqDt)].sort().reverse());
    expect(pages.every((r) => ITEM_REQUEST_NO.test(r.reqNo) && r.reqUserNm === '김구매')).toBe(true);
    const second = (await search({ pageSize: '50', pageNo: '2' })).body.data.pages;
    expect(second[0]!.reqDt <= pages.at(-1)!.reqDt).toBe(true);
    expect(new Set([...pages, ...second].map((r) => r.reqNo)).size).toBe(100);
  });

  it('narrows by status, kind, request numbers, requester and text; sorts by a column', async () => {
    const requested = (await search({ statCds: ['REQ'], pageSize: '500' })).body.data.pages;
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((r) => r.statCd === 'REQ')).toBe(true);
    const tools = (await search({ itemKindCds: 'TOOL,SAFETY', pageSize: '500' })).body.data.pages;
    expect(new Set(tools.map((r) => r.itemKindCd))).toEqual(new Set(['TOOL', 'SAFETY']));
    const two = requested.slice(0, 2).map((r) => r.reqNo);
    expect((await search({ reqNos: two })).body.data.pages.map((r) => r.reqNo).sort()).toEqual([...two].sort());
    expect((await search({ reqUserNm: '이자재' })).body.data.totalCount).toBe(0);
    const bearings = (await search({ searchText: 'NSK', pageSize: '500' })).body.data.pages;
    expect(bearings.length).toBeGreaterThan(0);
    expect(bearings.every((r) => r.itemNm === '베어링')).toBe(true);
    const cheap = (await search({ sortKey: 'hopePrice', sortDir: 'asc', statCds: 'REQ' })).body.data.pages;
    const prices = cheap.map((r) => r.hopePrice).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('never shows another company’s requests, not even by number', async () => {
    const theirs = (await search({}, otherBuyer)).body.data;
    expect(theirs.totalCount).toBe(30);
    const number = theirs.pages[0]!.reqNo;
    expect((await search({ reqNos: number })).body.data.totalCount).toBe(0);
  });

  it('asks for a period of at most a year, in order, and refuses unknown sorts', async () => {
    const missing = await search({ fromDt: '', toDt: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErros[0]).toMatchObject({ field: 'fromDt', code: 'ACMCM0002' });
    expect((await search({ fromDt: '20251101', toDt: '20261121' })).body.error.errorCode).toBe('ABYMC0019');
    expect((await search({ fromDt: '20261121', toDt: '20261101' })).body.error.errorCode).toBe('MROCM0005');
    expect((await search({ sortKey: 'pw_hash' })).status).toBe(400);
  });

  it('is for buyers in the buyer system', async () => {
    const supplier = await s.login('supplier01', 'SP');
    expect(
      (await s.call({ url: `/by/item-requests/page?${query(PERIOD)}`, system: 'SP', token: supplier })).statusCode,
    ).toBe(403);
    expect((await s.call({ url: `/by/item-requests/page?${query(PERIOD)}`, system: 'BY' })).statusCode).toBe(401);
  });
});

describe('the Excel export', () => {
  it('lists every row of the search, not a page', async () => {
    const res = await s.call({ url: `/by/item-requests/export?${query(PERIOD)}`, system: 'BY', token: buyer });
    const { rows, totalCount } = res.json().data as { rows: Row[]; totalCount: number };
    expect(totalCount).toBeGreaterThan(1000);
    expect(rows).toHaveLength(totalCount);
  });
});

describe('the save', () => {
  it('creates, changes and deletes in one call, and answers the new numbers per row key', async () => {
    const requested = (await search({ statCds: 'REQ', pageSize: '10' })).body.data.pages;
    const [edit, gone] = requested;
    const res = await save({
      created: [newRow('new-1'), newRow('new-2', { itemNm: '절연 장갑', unitCd: '박스', itemKindCd: '안전용품' })],
      updated: [{ ...newRow('edit'), reqNo: edit!.reqNo, version: edit!.version, reqQty: '1,500' }],
      deleted: [{ reqNo: gone!.reqNo, version: gone!.version }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ updatedCount: 1, deletedCount: 1 });
    expect(data.created.map((c: { rowKey: string }) => c.rowKey)).toEqual(['new-1', 'new-2']);
    expect(data.created.every((c: { reqNo: string }) => ITEM_REQUEST_NO.test(c.reqNo))).toBe(true);

    const after = (
      await search({ reqNos: [edit!.reqNo, gone!.reqNo, ...data.created.map((c: { reqNo: string }) => c.reqNo)] })
    ).body.data.pages;
    const edited = after.find((r) => r.reqNo === edit!.reqNo)!;
    expect(edited).toMatchObject({ itemNm: '토크 렌치', reqQty: 1500, version: edit!.version + 1 });
    expect(after.find((r) => r.reqNo === gone!.reqNo)).toBeUndefined();
    // A label in the caller's language is stored as its code, as the grid's dropdown does.
    expect(after.find((r) => r.itemNm === '절연 장갑')).toMatchObject({
      unitCd: 'BOX',
      itemKindCd: 'SAFETY',
      statCd: 'REQ',
    });
  });

  it('refuses every bad cell at once, named by row key and field, and writes nothing', async () => {
    const before = (await search()).body.data.totalCount;
    const res = await save(
      {
        created: [newRow('ok'), newRow('bad', { reqQty: 'abc', itemNm: '', unitCd: 'DRUM', needDt: '2026-13-99' })],
      },
      buyer,
      'en',
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fieldErros as { field: string; code: string; reason: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.field, f.code]))).toEqual({
      'bad.itemNm': 'ACMCM0002',
      'bad.unitCd': 'MROCM0009',
      'bad.reqQty': 'ACMCM0009',
      'bad.needDt': 'PICMCM0058',
    });
    expect(fields[0]!.reason).toBe('This field is required.');
    expect((await search()).body.data.totalCount).toBe(before);
  });

  it('refuses a change made from a stale version or to a request past Requested, and keeps the rest of the save out', async () => {
    const [row] = (await search({ statCds: 'REQ', pageSize: '1', pageNo: '3' })).body.data.pages;
    const before = (await search()).body.data.totalCount;
    const stale = await save({
      created: [newRow('with-it')],
      updated: [{ ...newRow('stale'), reqNo: row!.reqNo, version: row!.version - 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ errorCode: 'MROIR0002' });
    expect(stale.json().error.errorMessage).toContain(row!.reqNo);
    expect((await search()).body.data.totalCount).toBe(before);

    const [reviewed] = (await search({ statCds: 'REVIEW', pageSize: '1' })).body.data.pages;
    const locked = await save({ deleted: [{ reqNo: reviewed!.reqNo, version: reviewed!.version }] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.errorCode).toBe('MROIR0001');
  });

  it('does not reach another company’s request, nor attach another company’s files', async () => {
    const [theirs] = (await search({}, otherBuyer)).body.data.pages;
    const res = await save({ deleted: [{ reqNo: theirs!.reqNo, version: theirs!.version }] });
    expect(res.statusCode).toBe(404);
    expect((await search({ reqNos: theirs!.reqNo }, otherBuyer)).body.data.totalCount).toBe(1);
    const attached = await save({ created: [newRow('file', { athFileId: 'F000000000000000000000000' })] });
    expect(attached.statusCode).toBe(400);
    expect(attached.json().error.fieldErros[0]).toMatchObject({ field: 'file.athFileId', code: 'MROIR0006' });
  });

  it('needs something to save, at most 1,000 rows, and well-formed rows', async () => {
    expect((await save({})).json().error.errorCode).toBe('MROIR0005');
    const many = Array.from({ length: 1001 }, (_, i) => newRow(`r${i}`));
    expect((await save({ created: many })).json().error).toMatchObject({ errorCode: 'MROIR0003' });
    expect((await save({ created: 'x' })).statusCode).toBe(400);
    expect((await save({ updated: [{ ...newRow('u'), reqNo: 'NR1' }] })).statusCode).toBe(400);
    expect((await save({ created: [newRow('twice'), newRow('twice')] })).statusCode).toBe(400);
  });

  it('saves a thousand imported rows in one call', async () => {
    const before = (await search()).body.data.totalCount;
    const rows = Array.from({ length: 1000 }, (_, i) => newRow(`import-${i}`, { itemNm: `가져온 품목 ${i + 1}` }));
    const res = await save({ created: rows });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.created).toHaveLength(1000);
    expect((await search()).body.data.totalCount).toBe(before + 1000);
  });
});

// The supplier catalogue (decision 0068): the supplier's own items paged and searched, the grid's
// save (rules of @mro/rules on each cell, another supplier's items refused, the version check:
// one of two editors wins, the other gets 409 MROMC0004), staff scope, the bulk upload of the
// catalogue template (refused rows listed with their cells, the rest written and found by the
// buyers' search; a file of another template refused) and the export by mail and by file.
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TEMPLATE_COLUMNS } from '@mro/rules';
import { multipart, ORIGIN, SAMPLE, testServer, type TestServer } from './helpers.ts';
import { workbook } from '../src/routes/excel.ts';

let server: TestServer;
let supplier: string;
let otherSupplier: string;
let admin: string;
let buyer: string;

const json = (res: { body: string }) => JSON.parse(res.body);
const KO_HEADER = CATALOG_TEMPLATE_COLUMNS.map((c) => c[1]);
const EN_HEADER = CATALOG_TEMPLATE_COLUMNS.map((c) => c[2]);
const sheetOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false });
};

beforeAll(async () => {
  server = await testServer();
  supplier = await server.login('supplier01', 'MP');
  otherSupplier = await server.login('supplier02', 'MP');
  admin = await server.login('admin01', 'MP');
  buyer = await server.login('buyer01', 'BY');
});
afterAll(() => server.close());

const list = (token: string, query = '') => server.call({ url: `/mp/catalog/items?${query}`, system: 'MP', token });
const save = (token: string, body: unknown, locale = 'ko') =>
  server.call({ method: 'POST', url: '/mp/catalog/save', system: 'MP', token, payload: body, locale });
const buyerSearch = async (q: string) =>
  json(await server.call({ url: `/by/catalog/items?q=${encodeURIComponent(q)}`, system: 'BY', token: buyer })).data;

const newRow = (over: Record<string, unknown> = {}) => ({
  rowKey: 'n1',
  itemNmKo: '테스트 육각 렌치',
  itemNmEn: 'Test hex key',
  itmClsfCd: 'A0101',
  unitCd: 'EA',
  packQty: 1,
  minOrdQty: 1,
  listPrice: '12,000',
  crncyCd: 'KRW',
  leadDays: 3,
  ...over,
});

describe('the supplier list', () => {
  it("lists only the caller's items, paged, with a search", async () => {
    const res = json(await list(supplier, 'pageNo=1&pageSize=20'));
    expect(res.data.totalCount).toBeGreaterThan(20);
    expect(res.data.pages).toHaveLength(20);
    expect(res.data.pages.every((r: { spCd: string }) => r.spCd === 'SP001')).toBe(true);
    const other = json(await list(otherSupplier, 'pageNo=1&pageSize=500'));
    expect(other.data.pages.every((r: { spCd: string }) => r.spCd === 'SP002')).toBe(true);
    const glove = json(await list(supplier, `q=${encodeURIComponent('장갑')}&pageSize=5`));
    expect(glove.data.pages.every((r: { itemNmKo: string }) => r.itemNmKo.includes('장갑'))).toBe(true);
  });

  it('gives staff every supplier and refuses buyers', async () => {
    const all = json(await list(admin, 'pageSize=500'));
    expect(new Set(all.data.pages.map((r: { spCd: string }) => r.spCd)).size).toBeGreaterThan(1);
    const asBuyer = await server.call({ url: '/mp/catalog/items', system: 'BY', token: buyer });
    expect(asBuyer.statusCode).toBe(403);
  });

  it('lists the lowest categories in the caller language', async () => {
    const res = json(await server.call({ url: '/mp/catalog/categories', system: 'MP', token: supplier, locale: 'en' }));
    expect(res.data.categories).toContainEqual({ value: 'A0101', label: 'Wrenches and spanners' });
    expect(res.data.categories.some((c: { value: string }) => c.value === 'A01')).toBe(false);
  });
});

describe('the grid save', () => {
  it('creates an item the buyers find at once, and a price change reaches their search', async () => {
    const created = await save(supplier, { created: [newRow()] });
    expect(created.statusCode, created.body).toBe(200);
    const itemCd = json(created).data.created[0].itemCd as string;
    expect(itemCd).toMatch(/^MC\d{8}$/);
    const found = await buyerSearch('테스트 육각');
    const hit = found.pages.find((r: { itemCd: string }) => r.itemCd === itemCd);
    expect(hit).toMatchObject({ listPrice: '12000' });
    const mine = json(await list(supplier, `q=${itemCd}`)).data.pages[0];
    expect(mine).toMatchObject({ itemCd, version: 1, listPrice: '12000', validFrom: null });
    const changed = await save(supplier, {
      updated: [{ ...mine, rowKey: itemCd, listPrice: 13500, validFrom: '2026-12-01', validTo: '2027-11-30' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = (await buyerSearch('테스트 육각')).pages.find((r: { itemCd: string }) => r.itemCd === itemCd);
    expect(again.listPrice).toBe('13500');
    const now = json(await list(supplier, `q=${itemCd}`)).data.pages[0];
    expect(now).toMatchObject({ version: 2, validFrom: '20261201', validTo: '20271130' });
    // A renamed item is found by its new name, not by the old one.
    await save(supplier, { updated: [{ ...now, rowKey: itemCd, itemNmKo: '개명된 시험품목' }] });
    expect((await buyerSearch('개명된 시험')).pages.map((r: { itemCd: string }) => r.itemCd)).toContain(itemCd);
    expect((await buyerSearch('테스트 육각')).pages.map((r: { itemCd: string }) => r.itemCd)).not.toContain(itemCd);
  });

  it('lets one of two editors win and tells the other with MROMC0004, writing nothing of theirs', async () => {
    const item = json(await list(supplier, 'pageSize=1&sortKey=itemCd&sortDir=asc')).data.pages[0];
    const first = await save(supplier, {
      updated: [{ ...item, rowKey: 'a', listPrice: Number(item.listPrice) + 100 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(supplier, {
      updated: [{ ...item, rowKey: 'b', listPrice: Number(item.listPrice) + 999 }],
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).error).toMatchObject({ errorCode: 'MROMC0004' });
    expect(json(second).error.errorMessage).toContain(item.itemCd);
    const now = json(await list(supplier, `q=${item.itemCd}`)).data.pages[0];
    expect(now.listPrice).toBe(String(Number(item.listPrice) + 100));
  });

  it("refuses another supplier's item and writes none of the save", async () => {
    const theirs = json(await list(otherSupplier, 'pageSize=1')).data.pages[0];
    const res = await save(supplier, {
      created: [newRow({ rowKey: 'x', itemNmKo: '함께 저장될 뻔한 품목' })],
      updated: [{ ...theirs, rowKey: 'y', listPrice: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(json(res).error.errorCode).toBe('MROMC0005');
    expect((await buyerSearch('함께 저장될 뻔한')).totalCount).toBe(0);
    expect(json(await list(otherSupplier, `q=${theirs.itemCd}`)).data.pages[0].listPrice).toBe(theirs.listPrice);
  });

  it('refuses bad cells each on its own cell, with the currency rule, and nothing is written', async () => {
    const res = await save(supplier, {
      created: [
        newRow({ rowKey: 'r1', listPrice: '1000.5' }),
        newRow({ rowKey: 'r2', crncyCd: 'USD', listPrice: '10.5', validFrom: '20270101', validTo: '20261231' }),
        newRow({ rowKey: 'r3', unitCd: 'XX', itemNmKo: '' }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      json(res).error.fieldErros.map((f: { field: string; code: string }) => [f.field, f.code]),
    );
    expect(fields).toEqual({
      'r1.listPrice': 'MROMC0001',
      'r2.validTo': 'MROMC0002',
      'r3.unitCd': 'MROCM0009',
      'r3.itemNmKo': 'ACMCM0002',
    });
  });

  it('refuses an empty save, a new item from staff, and an image group the caller did not upload', async () => {
    expect(json(await save(supplier, {})).error.errorCode).toBe('MROMC0007');
    expect(json(await save(admin, { created: [newRow()] })).error.errorCode).toBe('MROMC0008');
    const res = await save(supplier, { created: [newRow({ imgFileId: 'F000000000000000000000000' })] });
    expect(json(res).error.fieldErros[0]).toMatchObject({ field: 'n1.imgFileId', code: 'MROIR0006' });
  });

  it("keeps an item's images and attachments (FileLoader groups) and shows them in the buyer's detail", async () => {
    const upload = async (name: string, bytes: Uint8Array) => {
      const body = await multipart({}, [{ name, bytes }]);
      const res = await server.call({
        method: 'POST',
        url: '/file/upload',
        system: 'MP',
        token: supplier,
        payload: body.payload,
        headers: { ...body.headers, origin: ORIGIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.athFileId as string;
    };
    const imgFileId = await upload('photo.png', SAMPLE.png);
    const athFileId = await upload('spec.pdf', SAMPLE.pdf);
    const res = await save(supplier, {
      created: [newRow({ rowKey: 'f', itemNmKo: '사진 있는 품목', imgFileId, athFileId })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const itemCd = json(res).data.created[0].itemCd as string;
    expect(json(await list(supplier, `q=${itemCd}`)).data.pages[0]).toMatchObject({
      imgFileId,
      imgCnt: 1,
      athFileId,
      fileCnt: 1,
    });
    const detail = json(await server.call({ url: `/by/catalog/items/${itemCd}`, system: 'BY', token: buyer })).data;
    expect(detail.images.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['photo.png']);
    expect(detail.files.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['spec.pdf']);
  });

  it("lets staff change a supplier's item in that supplier's name", async () => {
    const theirs = json(await list(otherSupplier, 'pageSize=1')).data.pages[0];
    const res = await save(admin, { updated: [{ ...theirs, rowKey: 'z', leadDays: 9 }] });
    expect(res.statusCode, res.body).toBe(200);
    const now = json(await list(otherSupplier, `q=${theirs.itemCd}`)).data.pages[0];
    expect(now).toMatchObject({ leadDays: 9, spCd: 'SP002', version: theirs.version + 1 });
  });
});

describe('the bulk upload and the export', () => {
  const upload = async (name: string, bytes: Buffer, token = supplier, system = 'MP') => {
    const body = await multipart({ fwdReqCd: 'CATALOG_ITEM', filenames: name }, [{ name, bytes }]);
    return server.call({ method: 'POST', url: '/bulk/imk/api/excel/bulk-upload', system, token, ...body });
  };
  const row = (i: number, over: Partial<Record<string, string>> = {}) => {
    const v: Record<string, string> = {
      itemCd: '',
      itemNmKo: `대량등록 시험품목 ${i}`,
      itemNmEn: `Bulk test item ${i}`,
      specCn: '',
      modelNo: `BULK-${i}`,
      itmClsfCd: 'A0101',
      unitCd: 'EA',
      packQty: '1',
      minOrdQty: '1',
      listPrice: String(1000 + i),
      crncyCd: 'KRW',
      validFrom: '',
      validTo: '',
      leadDays: '2',
      ...over,
    };
    return CATALOG_TEMPLATE_COLUMNS.map(([f]) => v[f]!);
  };

  it('gives the template with the catalogue header', async () => {
    const res = await server.call({ url: '/excel-template/CATALOG_ITEM', system: 'MP', token: supplier, locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(sheetOf(res.rawPayload)[0]).toEqual(EN_HEADER);
  });

  it('lists exactly the refused rows with their cells and writes the rest', async () => {
    const theirs = json(await list(otherSupplier, 'pageSize=1')).data.pages[0];
    const rows = Array.from({ length: 300 }, (_, i) => row(i));
    rows[10] = row(10, { listPrice: '12.5' });
    rows[150] = row(150, { unitCd: 'ZZ', leadDays: '-1' });
    rows[299] = row(299, { itemCd: theirs.itemCd });
    const res = await upload('catalog.xlsx', workbook('catalog', KO_HEADER, rows));
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ totalCount: 300, successCount: 297, failCount: 3, createdCount: 297 });
    expect(data.refused.map((r: { row: number }) => r.row)).toEqual([12, 152, 301]);
    expect(data.refused[0].errors).toEqual([
      expect.objectContaining({ field: 'listPrice', column: '단가', code: 'MROMC0001' }),
    ]);
    expect(data.refused[1].errors.map((e: { field: string }) => e.field).sort()).toEqual(['leadDays', 'unitCd']);
    expect(data.refused[2].errors[0]).toMatchObject({ field: 'itemCd', code: 'MROMC0005' });
    expect(data.message).toContain('297');
    const found = await buyerSearch('대량등록 시험품목');
    expect(found.totalCount).toBe(297);
  });

  it('changes own items by their code and the buyers see the new price', async () => {
    const item = json(await list(supplier, `q=${encodeURIComponent('대량등록 시험품목 5')}&pageSize=1`)).data.pages[0];
    const res = await upload(
      'change.xlsx',
      workbook('catalog', EN_HEADER, [row(5, { itemCd: item.itemCd, listPrice: '77,700' })]),
    );
    expect(json(res).data).toMatchObject({ successCount: 1, updatedCount: 1, createdCount: 0 });
    const hit = (await buyerSearch(item.itemCd)).pages.find((r: { itemCd: string }) => r.itemCd === item.itemCd);
    expect(hit.listPrice).toBe('77700');
  });

  it('checks and writes a file of several slices (decision 0078): refusals in each, a code named twice across them', async () => {
    const own = json(await list(supplier, `q=${encodeURIComponent('대량등록 시험품목 7')}&pageSize=1`)).data.pages[0];
    const rows = Array.from({ length: 2500 }, (_, i) => row(10_000 + i, { itemNmKo: `여러 조각 품목 ${i}` }));
    rows[3] = row(3, { itemCd: own.itemCd, listPrice: '8,800' });
    rows[999] = row(999, { listPrice: '1.5' });
    rows[1000] = row(1000, { unitCd: 'ZZ' });
    rows[2400] = row(2400, { itemCd: own.itemCd });
    const res = await upload('slices.xlsx', workbook('catalog', KO_HEADER, rows));
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({
      totalCount: 2500,
      successCount: 2497,
      failCount: 3,
      createdCount: 2496,
      updatedCount: 1,
    });
    expect(data.refused.map((r: { row: number }) => r.row)).toEqual([1001, 1002, 2402]);
    expect(data.refused[2].errors[0]).toMatchObject({ field: 'itemCd', code: 'MROMC0010' });
    expect((await buyerSearch('여러 조각 품목')).totalCount).toBe(2496);
    const hit = (await buyerSearch(own.itemCd)).pages.find((r: { itemCd: string }) => r.itemCd === own.itemCd);
    expect(hit.listPrice).toBe('8800');
  });

  it('refuses a workbook whose sheet is damaged after its first slices with PICMCM0011, writing none of it', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(20_000 + i, { itemNmKo: `손상 파일 품목 ${i}` }));
    const bytes = Buffer.from(workbook('catalog', KO_HEADER, rows));
    // The sheet's entry (its local header: the compressed size at 18, the name at 30), damaged at 90 %.
    const at = bytes.indexOf('xl/worksheets/sheet1.xml') - 30;
    const size = bytes.readUInt32LE(at + 18);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    expect(size).toBeGreaterThan(1000);
    bytes.fill(0xff, start + Math.floor(size * 0.9), start + Math.floor(size * 0.9) + 64);
    const res = json(await upload('damaged.xlsx', bytes));
    expect(res.error.errorCode).toBe('PICMCM0011');
    expect((await buyerSearch('손상 파일 품목')).totalCount).toBe(0);
    expect(json(await list(supplier, `q=${encodeURIComponent('손상 파일 품목')}`)).data.totalCount).toBe(0);
  });

  it('refuses a file of another template, a buyer, and an empty sheet with their codes', async () => {
    const manufacturers = workbook('x', ['제조사명', '제조사 영문명'], [['가', 'Ga']]);
    expect(json(await upload('makers.xlsx', manufacturers)).error.errorCode).toBe('MROMC0006');
    expect(json(await upload('empty.xlsx', workbook('x', KO_HEADER, []))).error.errorCode).toBe('PICMCM0024');
    const asBuyer = await upload('c.xlsx', workbook('x', KO_HEADER, [row(1)]), buyer, 'BY');
    expect(json(asBuyer).error.errorCode).toBe('MROMC0008');
  });

  it('exports the whole catalogue by mail (PICMCM0065 with the request id) and by file', async () => {
    const mail = json(
      await server.call({
        method: 'POST',
        url: '/bulk/imk/api/excel/bulk-download/mail',
        system: 'MP',
        token: supplier,
        payload: { fwdReqCd: 'CATALOG' },
      }),
    );
    expect(mail.data.messageCode).toBe('PICMCM0065');
    expect(mail.data.message).toContain(mail.data.fwdReqId);
    const sent = await server.ctx.db
      .selectFrom('mail_outbox')
      .select(['body', 'to_addr'])
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent.body).toContain(mail.data.fwdReqId);
    const file = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      system: 'MP',
      token: supplier,
      payload: { fwdReqCd: 'CATALOG', fileNm: 'catalog' },
    });
    expect(file.statusCode).toBe(200);
    const rows = sheetOf(file.rawPayload);
    expect(rows[0]).toEqual(KO_HEADER);
    const total = json(await list(supplier, 'pageSize=1')).data.totalCount;
    expect(rows.length - 1).toBe(total);
    const own = new Set(json(await list(supplier, 'pageSize=500')).data.pages.map((r: { itemCd: string }) => r.itemCd));
    expect(rows.slice(1, 50).every((r) => own.has(r[0]!) || total > 500)).toBe(true);
    // A buyer cannot export the catalogue data set.
    const asBuyer = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      system: 'BY',
      token: buyer,
      payload: { fwdReqCd: 'CATALOG' },
    });
    expect(asBuyer.statusCode).toBe(403);
  });
});

// The catalogue, the cart and purchase orders (issue 43): the search by Korean and English word,
// initial consonants, item code, model number and category, facets and sorts; the detail with
// the company's contract price; the cart's quantity refusals, saved list and Excel import; the
// order for two suppliers, its idempotency key, its refusals leaving the cart as it was; the
// order list and detail; and the company scoping of prices, carts and orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORDER_NO, catalogSearchKeys, compareMoney, multiplyMoney, percentOfMoney } from '@mro/rules';
import { multipart, ORIGIN, queryString, SAMPLE, TEST_CATALOG_ITEMS, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let buyer: string;
let otherBuyer: string;
let punchOut: string;
beforeAll(async () => {
  s = await testServer();
  buyer = await s.login('buyer01', 'BY');
  otherBuyer = await s.login('buyer02', 'BY');
  punchOut = await s.login('buyer01', 'PO');
});
afterAll(async () => s.close());

interface Row {
  itemCd: string;
  itemNm: string;
  itemNmOther: string;
  modelNo: string;
  spNm: string;
  listPrice: string;
  contractPrice: string | null;
  itmClsfCd: string;
  leadDays: number;
}
interface Body<T> {
  data: T;
  error: { errorCode: string; fieldErros: { field: string; code: string }[] } | null;
}
type SearchData = {
  pages: Row[];
  totalCount: number;
  pageSize: number;
  facets: Record<string, { value: string; label: string; count: number }[]>;
  facetsOver: number | null;
  category: { path: string[] } | null;
};

async function search(params: Record<string, string | string[]>, token = buyer, locale = 'ko', system = 'BY') {
  const res = await s.call({ url: `/by/catalog/items?${queryString(params)}`, system, token, locale });
  return { status: res.statusCode, body: res.json() as Body<SearchData> };
}

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token = buyer) =>
  s.call({ method, url, system: 'BY', token, payload, headers: { origin: ORIGIN } });

describe('catalogue search', () => {
  it('keeps its search table in step with the items, in the same statement (migration 0023, decision 0062)', async () => {
    const fields = (nameKo: string) =>
      catalogSearchKeys({ code: 'CI9999999', nameKo, nameEn: 'Zephyr clamp', modelNo: 'ZX-1' });
    // The database's keys of every item are the keys @mro/rules gives it (its index asks them).
    const differing = await sql<{ n: number; items: number }>`
      SELECT count(*) FILTER (WHERE NOT (catalog_keys(c.srch_txt, c.srch_ini) @> i.srch_keys
        AND i.srch_keys @> catalog_keys(c.srch_txt, c.srch_ini)))::int AS n, count(*)::int AS items
      FROM catalog_item i JOIN catalog_search c USING (item_cd)`.execute(s.ctx.db);
    expect(differing.rows[0]).toEqual({ n: 0, items: TEST_CATALOG_ITEMS });
    const made = fields('제피르 클램프');
    await sql`INSERT INTO catalog_item (item_cd, item_nm_ko, item_nm_en, model_no, unit_cd, list_price, sp_cd,
        itm_clsf_cd, srch_txt, srch_ini, srch_keys, upd_dt)
      SELECT 'CI9999999', '제피르 클램프', 'Zephyr clamp', 'ZX-1', unit_cd, 1000, sp_cd, itm_clsf_cd,
        ${made.text}, ${made.initials}, ${made.keys}::text[], now() FROM catalog_item WHERE item_cd = 'CI0000001'`.execute(
      s.ctx.db,
    );
    expect((await search({ q: '제피르' })).body.data.pages.map((r) => r.itemCd)).toEqual(['CI9999999']);
    expect((await search({ q: 'ㅈㅍㄹ' })).body.data.totalCount).toBe(1);
    const renamed = fields('오메가 클램프');
    await s.ctx.db
      .updateTable('catalog_item')
      .set({ item_nm_ko: '오메가 클램프', srch_txt: renamed.text, srch_ini: renamed.initials, srch_keys: renamed.keys })
      .where('item_cd', '=', 'CI9999999')
      .execute();
    expect((await search({ q: '제피르' })).body.data.totalCount).toBe(0);
    expect((await search({ q: '오메가 클램프' })).body.data.pages[0]!.itemNm).toBe('오메가 클램프');
    await s.ctx.db.deleteFrom('catalog_item').where('item_cd', '=', 'CI9999999').execute();
    expect((await search({ q: '오메가' })).body.data.totalCount).toBe(0);
  });

  it('finds a Korean word inside names, 100 a page, with facets', async () => {
    const { status, body } = await search({ q: '장갑' });
    expect(status).toBe(200);
    expect(body.data.pageSize).toBe(100);
    expect(body.data.pages.length).toBe(100);
    expect(body.data.totalCount).toBeGreaterThan(100);
    for (const r of body.data.pages) expect(r.itemNm).toContain('장갑');
    const categories = body.data.facets.categories!.map((f) => f.value);
    expect(categories).toContain('B0101');
    expect(body.data.facets.categories!.reduce((n, f) => n + f.count, 0)).toBe(body.data.totalCount);
    expect(body.data.facetsOver).toBeNull();
    expect(body.data.facets.priceBands!.length).toBeGreaterThan(0);
    expect(body.data.facets.suppliers!.find((f) => f.value === 'SP003')?.label).toBe('신성안전');
  });

  it('counts a one- or two-character word as a LIKE over the folded text would, without one (decision 0082)', async () => {
    for (const word of ['장갑', '볼트', 'm8', '볼', '30']) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM catalog_search
        WHERE srch_txt LIKE ${`%${word}%`}`.execute(s.ctx.db);
      expect((await search({ q: word })).body.data.totalCount, word).toBe(rows[0]!.n);
    }
    // Names that begin with the word first (a LIKE prefix), then the shorter name.
    const { body } = await search({ q: 'hex' }, buyer, 'en');
    const begins = body.data.pages.map((r) => r.itemNm.toLowerCase().startsWith('hex'));
    expect(begins[0]).toBe(true);
    expect(begins.indexOf(false) === -1 || begins.slice(begins.indexOf(false)).every((b) => !b)).toBe(true);
  });

  it('finds part of an English word and answers in English', async () => {
    const { body } = await search({ q: 'glove' }, buyer, 'en');
    expect(body.data.totalCount).toBeGreaterThan(0);
    for (const r of body.data.pages) expect(r.itemNm.toLowerCase()).toContain('glove');
    const ko = await search({ q: 'nitrile glov' });
    for (const r of ko.body.data.pages) expect(r.itemNmOther.toLowerCase()).toMatch(/nitrile.*glov/);
  });

  it('finds initial consonants (ㄴㅌㄹ → 니트릴) and mixed input', async () => {
    const { body } = await search({ q: 'ㄴㅌㄹ' });
    expect(body.data.totalCount).toBeGreaterThan(0);
    for (const r of body.data.pages) expect(r.itemNm).toContain('니트릴');
    const mixed = await search({ q: 'ㅇㄱ ㅂㅌ' });
    for (const r of mixed.body.data.pages) expect(r.itemNm).toContain('육각 볼트');
  });

  it('finds an item code and a model number first', async () => {
    const byCode = await search({ q: 'CI0000004' });
    expect(byCode.body.data.pages[0]!.itemCd).toBe('CI0000004');
    const model = byCode.body.data.pages[0]!.modelNo;
    const byModel = await search({ q: model.toLowerCase() });
    expect(byModel.body.data.pages[0]!.itemCd).toBe('CI0000004');
  });

  it('filters by category (a subtree) with its path, by supplier and price band; sorts', async () => {
    const { body } = await search({ category: 'B01' });
    expect(body.data.totalCount).toBeGreaterThan(0);
    for (const r of body.data.pages) expect(r.itmClsfCd.startsWith('B01')).toBe(true);
    expect(body.data.category!.path).toEqual(['안전용품', '안전장갑']);
    const supplier = await search({ q: '장갑', suppliers: ['SP003'] });
    for (const r of supplier.body.data.pages) expect(r.spNm).toBe('신성안전');
    const cheap = await search({ q: '볼트', priceBands: ['P1'], sort: 'priceAsc' });
    const prices = cheap.body.data.pages.map((r) => r.listPrice);
    expect(prices).toEqual([...prices].sort(compareMoney));
    for (const p of prices) expect(compareMoney(p, '10000')).toBe(-1);
    const lead = await search({ q: '장갑', sort: 'leadTime' });
    const days = lead.body.data.pages.map((r) => r.leadDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('counts the facets over the first 1,000 matches when there are more, the total and pages exact (decision 0062)', async () => {
    const all = await search({});
    expect(all.body.data.totalCount).toBe(TEST_CATALOG_ITEMS);
    expect(all.body.data.facetsOver).toBe(1000);
    for (const dimension of ['categories', 'manufacturers', 'suppliers', 'priceBands']) {
      const counted = all.body.data.facets[dimension]!.reduce((n, f) => n + f.count, 0);
      if (dimension === 'manufacturers') expect(counted).toBeLessThanOrEqual(1000);
      else expect(counted).toBe(1000);
    }
    // A facet chosen: its own facets (over the query's first matches), its page and total exact.
    const supplier = all.body.data.facets.suppliers![0]!.value;
    const chosen = await search({ suppliers: [supplier] });
    expect(chosen.body.data.facetsOver).toBe(1000);
    expect(chosen.body.data.facets.suppliers).toEqual(all.body.data.facets.suppliers);
    for (const r of chosen.body.data.pages) expect(r.spNm).toBe(all.body.data.facets.suppliers![0]!.label);
    // Every page to the last one, in order, each item once: the exact total.
    const seen = new Set<string>();
    let previous = '';
    for (let pageNo = 1; ; pageNo += 1) {
      const page = await search({ sort: 'name', pageNo: String(pageNo) });
      for (const r of page.body.data.pages) {
        expect(seen.has(r.itemCd)).toBe(false);
        seen.add(r.itemCd);
      }
      if (page.body.data.pages.length) {
        expect(page.body.data.pages[0]!.itemNm >= previous).toBe(true);
        previous = page.body.data.pages.at(-1)!.itemNm;
      }
      if (page.body.data.pages.length < 100) break;
    }
    expect(seen.size).toBe(TEST_CATALOG_ITEMS);
    const past = await search({ pageNo: '999' });
    expect(past.body.data.pages).toEqual([]);
    expect(past.body.data.totalCount).toBe(TEST_CATALOG_ITEMS);
  });

  it('answers nothing for a word no item has, and refuses a bad sort or band', async () => {
    expect((await search({ q: '존재하지않는말' })).body.data.totalCount).toBe(0);
    expect((await search({ sort: 'random' })).status).toBe(400);
    expect((await search({ priceBands: ['P9'] })).status).toBe(400);
    expect((await search({ q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('works in the punch-out system too', async () => {
    const { status, body } = await search({ q: '안전화' }, punchOut, 'ko', 'PO');
    expect(status).toBe(200);
    expect(body.data.totalCount).toBeGreaterThan(0);
  });
});

describe('item detail and contract prices', () => {
  it("shows the company's valid contract price, not another company's or an expired one", async () => {
    const mine = await s.call({ url: '/by/catalog/items/CI0000021', system: 'BY', token: buyer });
    const d = mine.json().data;
    expect(d.contractPrice).toBe(percentOfMoney(d.listPrice, 90, 'KRW'));
    expect(d.categoryPath.length).toBe(3);
    const other = await s.call({ url: '/by/catalog/items/CI0000021', system: 'BY', token: otherBuyer });
    expect(other.json().data.contractPrice).toBeNull();
    const expired = await s.call({ url: '/by/catalog/items/CI0000001', system: 'BY', token: buyer });
    expect(expired.json().data.contractPrice).toBeNull();
    expect((await s.call({ url: '/by/catalog/items/NOPE', system: 'BY', token: buyer })).statusCode).toBe(404);
  });
});

describe('cart', () => {
  const qtyCode = async (itemCd: string, qty: unknown) => {
    const res = await write('POST', '/by/cart/lines', { itemCd, qty });
    return { status: res.statusCode, code: (res.json() as Body<unknown>).error?.errorCode };
  };

  it('refuses quantities with their codes and keeps the cart as it was', async () => {
    expect(await qtyCode('CI0000004', '５')).toEqual({ status: 400, code: 'MROCT0002' });
    expect(await qtyCode('CI0000004', '-100')).toEqual({ status: 400, code: 'MROCT0003' });
    expect(await qtyCode('CI0000004', '1'.repeat(21))).toEqual({ status: 400, code: 'MROCT0004' });
    expect(await qtyCode('CI0000004', '50')).toEqual({ status: 400, code: 'MROCT0005' });
    expect(await qtyCode('CI0000004', '150')).toEqual({ status: 400, code: 'MROCT0006' });
    expect(await qtyCode('CI0000004', 'abc')).toEqual({ status: 400, code: 'ACMCM0009' });
    expect(await qtyCode('CI0000500', '1')).toEqual({ status: 409, code: 'MROCT0001' });
    const cart = await s.call({ url: '/by/cart', system: 'BY', token: buyer });
    expect(cart.json().data.lines).toEqual([]);
  });

  it('adds, sums, prices with the contract price, moves to the saved list and back, removes', async () => {
    let res = await write('POST', '/by/cart/lines', { itemCd: 'CI0000021', qty: 2 });
    expect(res.statusCode).toBe(200);
    res = await write('POST', '/by/cart/lines', { itemCd: 'CI0000021', qty: '3' });
    let cart = res.json().data;
    const line = cart.lines[0];
    expect(line.qty).toBe(5);
    expect(line.priceSource).toBe('CONTRACT');
    expect(line.amount).toBe(multiplyMoney(line.unitPrice, 5, 'KRW'));
    expect(cart.totals).toEqual([{ crncyCd: 'KRW', amount: line.amount }]);
    res = await write('POST', '/by/cart/lines/CI0000021/move', { list: 'SAVED' });
    cart = res.json().data;
    expect(cart.lines).toEqual([]);
    expect(cart.saved.map((l: { itemCd: string }) => l.itemCd)).toEqual(['CI0000021']);
    res = await write('POST', '/by/cart/lines/CI0000021/move', { list: 'CART' });
    expect(res.json().data.lines.length).toBe(1);
    res = await write('PUT', '/by/cart/lines/CI0000021', { qty: '7' });
    expect(res.json().data.lines[0].qty).toBe(7);
    // Another company's buyer has a cart of their own.
    const theirs = await s.call({ url: '/by/cart', system: 'BY', token: otherBuyer });
    expect(theirs.json().data.lines).toEqual([]);
    expect((await write('DELETE', '/by/cart/lines/CI0000021', undefined, otherBuyer)).statusCode).toBe(404);
    res = await write('DELETE', '/by/cart/lines/CI0000021', undefined);
    expect(res.json().data.lines).toEqual([]);
  });

  it('imports sheet rows, answering each refused cell and adding the others', async () => {
    const res = await write('POST', '/by/cart/import', {
      rows: [
        { itemCd: 'CI0000002', qty: '2' },
        { itemCd: 'NOPE', qty: '1' },
        { itemCd: 'CI0000004', qty: '150' },
        { itemCd: '', qty: '1' },
      ],
    });
    const data = res.json().data;
    expect(data.added).toBe(1);
    expect(data.errors).toEqual([
      { row: 2, field: 'itemCd', code: 'MROCM0010' },
      { row: 3, field: 'qty', code: 'MROCT0006', params: { pack: 100 } },
      { row: 4, field: 'itemCd', code: 'ACMCM0002' },
    ]);
    expect(data.cart.lines.map((l: { itemCd: string }) => l.itemCd)).toEqual(['CI0000002']);
    await write('DELETE', '/by/cart/lines/CI0000002', undefined);
  });
});

describe('orders', () => {
  const order = (idemKey: string, extra: Record<string, unknown> = {}, token = buyer) =>
    write(
      'POST',
      '/by/orders',
      { idemKey, bpCd: 'BY001-BP01', reqDlvDt: '2026-12-04', payTermCd: 'CASH', costCenter: 'CC-100', ...extra },
      token,
    );

  it('refuses an empty cart, a holiday, a day before the lead time, a foreign place; the cart stays', async () => {
    expect((await order('key-empty-cart-000001')).json().error.errorCode).toBe('MROCT0007');
    await write('POST', '/by/cart/lines', { itemCd: 'CI0000001', qty: 1 });
    await write('POST', '/by/cart/lines', { itemCd: 'CI0000004', qty: 200 });
    expect((await order('key-holiday-00000001', { reqDlvDt: '20261205' })).json().error.errorCode).toBe('MROOD0002');
    const early = (await order('key-early-0000000001', { reqDlvDt: '20261123' })).json();
    expect(early.error.errorCode).toBe('MROOD0001');
    expect(early.error.fieldErros[0].field).toBe('reqDlvDt');
    expect((await order('key-place-0000000001', { bpCd: 'BY002-BP01' })).json().error.errorCode).toBe('MROOD0004');
    expect((await order('short')).statusCode).toBe(400);
    const cart = await s.call({ url: '/by/cart', system: 'BY', token: buyer });
    expect(cart.json().data.lines.length).toBe(2);
  });

  it('asks about a price changed since the line was added', async () => {
    await s.ctx.db.updateTable('catalog_item').set({ list_price: 11_000 }).where('item_cd', '=', 'CI0000001').execute();
    const cart = (await s.call({ url: '/by/cart', system: 'BY', token: buyer })).json().data;
    const changed = cart.lines.find((l: { itemCd: string }) => l.itemCd === 'CI0000001');
    expect(changed).toMatchObject({ changed: true, addedPrice: '9800', unitPrice: '11000' });
    expect((await order('key-changed-00000001')).json().error.errorCode).toBe('MROCT0008');
  });

  let ordNos: string[] = [];
  it('makes one order per supplier; the same key again answers the same orders', async () => {
    const [first, second] = await Promise.all([
      order('key-two-suppliers-01', { acceptChanges: 'Y' }),
      order('key-two-suppliers-01', { acceptChanges: 'Y' }),
    ]);
    const a = first.json().data;
    const b = second.json().data;
    expect(a.ordNos.length).toBe(2);
    for (const no of a.ordNos) expect(no).toMatch(ORDER_NO);
    expect(b.ordNos).toEqual(a.ordNos);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const third = (await order('key-two-suppliers-01', { acceptChanges: 'Y' })).json().data;
    expect(third).toEqual({ ordNos: a.ordNos, replayed: true });
    ordNos = a.ordNos;
    const count = await s.ctx.db
      .selectFrom('purchase_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('idem_key', '=', 'key-two-suppliers-01')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    expect((await s.call({ url: '/by/cart', system: 'BY', token: buyer })).json().data.lines).toEqual([]);
  });

  it('lists and shows the orders to their company only', async () => {
    // The seed's demo orders (decision 0055) are in the same period: this test's orders by number.
    const period = { fromDt: '20261101', toDt: '20261121', ordNos };
    const list = await s.call({ url: `/by/orders/page?${queryString(period)}`, system: 'BY', token: buyer });
    const pages = list.json().data.pages as { ordNo: string; prgsStatCd: string; spNm: string }[];
    expect(pages.map((p) => p.ordNo).sort()).toEqual([...ordNos].sort());
    expect(pages.every((p) => p.prgsStatCd === '2')).toBe(true);
    const byItem = await s.call({
      url: `/by/orders/page?${queryString({ ...period, itemText: '육각' })}`,
      system: 'BY',
      token: buyer,
    });
    expect(byItem.json().data.totalCount).toBe(1);
    const detail = await s.call({ url: `/by/orders/${ordNos[0]}`, system: 'BY', token: buyer });
    expect(detail.json().data.lines.length).toBe(1);
    expect(detail.json().data.costCenter).toBe('CC-100');
    const theirs = await s.call({ url: `/by/orders/page?${queryString(period)}`, system: 'BY', token: otherBuyer });
    expect(theirs.json().data.totalCount).toBe(0);
    expect((await s.call({ url: `/by/orders/${ordNos[0]}`, system: 'BY', token: otherBuyer })).statusCode).toBe(404);
    const bad = await s.call({
      url: `/by/orders/page?${queryString({ fromDt: '20250101', toDt: '20261121' })}`,
      system: 'BY',
      token: buyer,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps the buyer's attachments with the order, downloadable from its detail; another's are refused", async () => {
    const upload = async (token: string) => {
      const body = await multipart({}, [{ name: '견적서.pdf', bytes: SAMPLE.pdf }]);
      const res = await s.call({
        method: 'POST',
        url: '/file/upload',
        system: 'BY',
        token,
        payload: body.payload,
        headers: { ...body.headers, origin: ORIGIN },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.athFileId as string;
    };
    const mine = await upload(buyer);
    const theirs = await upload(otherBuyer);
    await write('POST', '/by/cart/lines', { itemCd: 'CI0000002', qty: 1 });
    const refused = await order('key-foreign-file-0001', { athFileId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErros).toMatchObject([{ field: 'athFileId', code: 'MROCM0010' }]);
    expect((await s.call({ url: '/by/cart', system: 'BY', token: buyer })).json().data.lines.length).toBe(1);
    const made = (await order('key-own-file-00000001', { athFileId: mine })).json().data;
    const detail = (await s.call({ url: `/by/orders/${made.ordNos[0]}`, system: 'BY', token: buyer })).json().data;
    expect(detail.files.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['견적서.pdf']);
    const file = detail.files[0] as { athFileId: string; athFileSeq: number; token: string };
    const bytes = await s.call({
      url: `/file/${file.athFileId}-${file.athFileSeq}?token=${encodeURIComponent(file.token)}`,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(Buffer.from(SAMPLE.pdf))).toBe(true);
  });

  it('saves an order as a temporary save (status 1) when not submitted', async () => {
    await write('POST', '/by/cart/lines', { itemCd: 'CI0000002', qty: 1 });
    const res = (await order('key-temp-save-000001', { submit: 'N' })).json().data;
    const detail = await s.call({ url: `/by/orders/${res.ordNos[0]}`, system: 'BY', token: buyer });
    expect(detail.json().data.prgsStatCd).toBe('1');
  });
});

// Edit and inspect sessions over HTTP (issue 56 item 2, decision 0100), with the corpus's
// documents as SAP Ariba and Coupa send them (06, 07, 20, 21): the StartPage of an edit session
// fills buyer01's cart with the earlier cart's lines (unknown items left out and listed, items no
// longer sold kept and marked, the earlier price kept beside today's, a quantity off its pack
// raised to the next valid one) and goes back as a PunchOutOrderMessage with the changed quantity
// and operationAllowed="edit"; an inspect session leaves the cart alone, shows the lines and
// closes with them unchanged (operationAllowed="inspect").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, childrenOf, parseXml, textOf } from '../src/domains/punchout/xml.ts';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';
import { CORPUS, storeCorpusCredentials } from './fixtures/cxml-corpus/corpus.ts';

const DIR = join(import.meta.dirname, 'fixtures', 'cxml-corpus');
let s: TestServer;
let po: string;

beforeAll(async () => {
  s = await testServer();
  await storeCorpusCredentials(s.ctx.db);
  po = await s.login('buyer01', 'PO');
});
afterAll(async () => s.close());

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  s.call({ method, url, system: 'PO', token: po, payload, headers: { origin: ORIGIN } });
const session = async () => (await s.call({ url: '/punchout/session', system: 'PO', token: po })).json().data;
const cart = async () => (await s.call({ url: '/by/cart', system: 'PO', token: po })).json().data;
const entry = (file: string) => CORPUS.find((c) => c.file === file)!;

/** Sends a corpus document as stored and opens its StartPage: where the page moves on to. */
async function openFromCorpus(file: string) {
  s.clock.advance(1000);
  const res = await s.call({
    method: 'POST',
    url: '/punchout/setup',
    system: null,
    payload: readFileSync(join(DIR, file)),
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(textOf(at(parseXml(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
  const start = await s.call({ url: `/punchout/start?${url.searchParams}`, system: null });
  expect(start.statusCode).toBe(200);
  return /url=([^"]+)"/.exec(start.body)?.[1];
}

/** The cXML the return posts, read back as the ERP reads it: operationAllowed and each line. */
async function returned() {
  const res = await write('POST', '/punchout/session/return');
  expect(res.statusCode, res.body).toBe(200);
  const fields = new Map(res.json().data.fields as [string, string][]);
  const message = at(parseXml(fields.get('cxml-urlencoded')!), 'Message', 'PunchOutOrderMessage')!;
  return {
    operationAllowed: child(message, 'PunchOutOrderMessageHeader').attrs.operationAllowed,
    cookie: textOf(child(message, 'BuyerCookie')),
    lines: childrenOf(message, 'ItemIn').map((i) => ({
      itemCd: textOf(at(i, 'ItemID', 'SupplierPartID')),
      qty: i.attrs.quantity,
      price: textOf(at(i, 'ItemDetail', 'UnitPrice', 'Money')),
      description: textOf(at(i, 'ItemDetail', 'Description')),
    })),
  };
}
const child = (el: ReturnType<typeof parseXml> | undefined, name: string) => at(el, name)!;

const expectEarlier = async (file: string) => {
  const info = await session();
  expect(info.operation).toBe(entry(file).session!.operation);
  expect(
    info.earlier.map((l: { itemCd: string; qty: number; erpPrice: string | null; notices: string[] }) => ({
      itemCd: l.itemCd,
      qty: l.qty,
      erpPrice: l.erpPrice,
      notices: l.notices,
    })),
  ).toEqual(entry(file).earlier);
  return info;
};

describe('edit sessions', () => {
  it("Ariba's edit (06): the cart is the earlier cart, the page opens it, the changed quantity goes back", async () => {
    // Something left in the cart from before is replaced; the saved list stays.
    expect((await write('POST', '/by/cart/lines', { itemCd: 'CI0000029', qty: 100 })).statusCode).toBe(200);
    expect(await openFromCorpus('06-ariba-setup-edit.xml')).toBe('/po/cart');
    await expectEarlier('06-ariba-setup-edit.xml');
    const lines = (await cart()).lines;
    expect(lines.map((l: { itemCd: string; qty: number }) => [l.itemCd, l.qty])).toEqual([['CI0000021', 3]]);
    expect(lines[0]).toMatchObject({ unitPrice: '7020', addedPrice: '7020', changed: false });
    expect((await write('PUT', '/by/cart/lines/CI0000021', { qty: 5 })).statusCode).toBe(200);
    const back = await returned();
    expect(back.operationAllowed).toBe('edit');
    expect(back.cookie).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(back.lines).toEqual([expect.objectContaining({ itemCd: 'CI0000021', qty: '5', price: '7020' })]);
    expect((await cart()).lines).toEqual([]);
  });

  it("Coupa's edit of an old cart (20): what changed is said, unknown items are left out, the rest restored", async () => {
    expect(await openFromCorpus('20-coupa-setup-edit-changed.xml')).toBe('/po/cart');
    const info = await expectEarlier('20-coupa-setup-edit-changed.xml');
    // The unknown item keeps the ERP's description so the buyer knows what went missing.
    expect(info.earlier[4]).toMatchObject({ itemNm: '구형 방진 마스크 (단종)', currentPrice: null });
    expect(info.earlier[1]).toMatchObject({ currentPrice: '7900' });
    const lines = (await cart()).lines as { itemCd: string; qty: number; addedPrice: string; unitPrice: string }[];
    expect(lines.map((l) => [l.itemCd, l.qty])).toEqual([
      ['CI0000021', 3],
      ['CI0000002', 2],
      ['CI0000004', 200],
      ['CI0000500', 1],
    ]);
    // The earlier price is the one seen when added: the cart shows "was 7500", today's 7900 applies.
    expect(lines[1]).toMatchObject({ addedPrice: '7500', unitPrice: '7900' });
    // The item no longer sold must go before the cart goes back.
    expect((await write('POST', '/punchout/session/return')).json().error.errorCode).toBe('MROCT0001');
    expect((await write('DELETE', '/by/cart/lines/CI0000500')).statusCode).toBe(200);
    const back = await returned();
    expect(back.operationAllowed).toBe('edit');
    expect(back.lines.map((l) => [l.itemCd, l.qty, l.price])).toEqual([
      ['CI0000021', '3', '7020'],
      ['CI0000002', '2', '7900'],
      ['CI0000004', '200', '120'],
    ]);
  });
});

describe('inspect sessions', () => {
  it("Coupa's and Ariba's inspect (07, 21): the cart is untouched, the lines go back unchanged", async () => {
    expect((await write('POST', '/by/cart/lines', { itemCd: 'CI0000029', qty: 100 })).statusCode).toBe(200);
    for (const file of ['07-coupa-setup-inspect.xml', '21-ariba-setup-inspect.xml']) {
      expect(await openFromCorpus(file)).toBe('/po/cart');
      await expectEarlier(file);
      expect((await cart()).lines.map((l: { itemCd: string }) => l.itemCd)).toEqual(['CI0000029']);
      const back = await returned();
      expect(back.operationAllowed).toBe('inspect');
      expect(back.lines).toEqual(
        entry(file).earlier!.map((l) => expect.objectContaining({ itemCd: l.itemCd, qty: String(l.qty) })),
      );
      // Returned once: a second close is refused, and the user's own cart is still there.
      expect((await write('POST', '/punchout/session/return')).json().error.errorCode).toBe('MROPU0007');
      expect((await cart()).lines.map((l: { itemCd: string }) => l.itemCd)).toEqual(['CI0000029']);
    }
    // Ariba's line went back with its own description and price, as the ERP sent them.
    expect((await session()).returned).toBe(true);
  });

  it('a create session still says operationAllowed edit and has no earlier lines', async () => {
    expect(await openFromCorpus('01-ariba-setup-create.xml')).toBe('/po/');
    expect(await session()).toMatchObject({ operation: 'create', earlier: [] });
    expect((await returned()).operationAllowed).toBe('edit');
  });

  it('refuses more than 500 ItemOut lines with MROPU0004 and opens nothing', async () => {
    const doc = readFileSync(join(DIR, '21-ariba-setup-inspect.xml'), 'utf8');
    const item = /<ItemOut[\s\S]*?<\/ItemOut>/.exec(doc)![0];
    const big = doc.replace(item, item.repeat(501));
    const before = await s.ctx.db.selectFrom('punchout_session').select('session_id').execute();
    const res = await s.call({
      method: 'POST',
      url: '/punchout/setup',
      system: null,
      payload: big,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
    });
    expect(res.statusCode).toBe(400);
    expect(at(parseXml(res.body), 'Response', 'Status')!.attrs.text).toContain('MROPU0004');
    expect(await s.ctx.db.selectFrom('punchout_session').select('session_id').execute()).toHaveLength(before.length);
    // 500 lines are read.
    const most = doc.replace(item, item.repeat(500));
    expect(
      (
        await s.call({
          method: 'POST',
          url: '/punchout/setup',
          system: null,
          payload: most,
          headers: { 'content-type': 'text/xml' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

// Staff set a category's UNSPSC code (issue 56 item 3, decision 0102): eight digits (segment 10 to
// 99) or empty for none, checked on the server with @mro/rules' rule (MROPU0012 naming the field,
// nothing stored), the code its punch-out lines carry then its own or its nearest ancestor's;
// administrators only; an unknown category 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  s = await testServer();
  admin = await s.login('admin01', 'BY');
  buyer = await s.login('buyer01', 'BY');
});
afterAll(async () => s.close());

const put = (code: string, payload: unknown, token = admin) =>
  s.call({
    method: 'PUT',
    url: `/admin/categories/${code}/unspsc`,
    system: 'BY',
    token,
    payload,
    headers: { origin: ORIGIN },
  });
const stored = async (code: string) =>
  (
    await s.ctx.db
      .selectFrom('item_category')
      .select('unspsc_cd')
      .where('itm_clsf_cd', '=', code)
      .executeTakeFirstOrThrow()
  ).unspsc_cd;

describe("a category's UNSPSC code", () => {
  it('lists every category with its own and its effective code', async () => {
    const res = await s.call({ url: '/admin/categories', system: 'BY', token: admin });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { itmClsfCd: string; unspscCd: string | null; effectiveUnspscCd: string | null }[];
    expect(rows.find((r) => r.itmClsfCd === 'A0102')).toMatchObject({
      unspscCd: '27111701',
      effectiveUnspscCd: '27111701',
    });
    expect(rows.length).toBeGreaterThan(20);
  });

  it('sets eight digits (white space around trimmed), and empty falls back to the ancestor', async () => {
    const set = await put('A0102', { unspscCd: ' 27111702 ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ unspscCd: '27111702', effectiveUnspscCd: '27111702' });
    expect(await stored('A0102')).toBe('27111702');
    const cleared = await put('A0102', { unspscCd: '' });
    expect(cleared.json().data).toMatchObject({ unspscCd: null, effectiveUnspscCd: '27110000' });
    expect(await stored('A0102')).toBeNull();
    expect((await put('A0102', { unspscCd: '27111701' })).statusCode).toBe(200);
  });

  it('refuses anything else with MROPU0012 on the field, storing nothing', async () => {
    for (const bad of [
      '2711170',
      '271117011',
      '2711170A',
      '２７１１１７０１',
      '07111701',
      '00000000',
      '2711 1701',
      '27111701.0',
      '-2711170',
    ]) {
      const res = await put('A0102', { unspscCd: bad });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      const err = res.json().error as { fieldErros: { field: string; code: string }[] };
      expect([bad, err.fieldErros]).toEqual([bad, [expect.objectContaining({ field: 'unspscCd', code: 'MROPU0012' })]]);
    }
    expect(await stored('A0102')).toBe('27111701');
  });

  it('is for administrators only; an unknown category is 404', async () => {
    expect((await put('A0102', { unspscCd: '27111702' }, buyer)).statusCode).toBe(403);
    expect((await put('ZZ99', { unspscCd: '27111702' })).statusCode).toBe(404);
    expect(await stored('A0102')).toBe('27111701');
  });
});

// The user's mall list (issue 40 item 3, decision 0037).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.close();
});

describe('the mall list', () => {
  it('holds the malls of the user’s company, in order and in the user’s language', async () => {
    const token = await s.login('buyer01', 'BY');
    const ko = await s.call({ url: '/customer/malls', system: 'BY', token });
    expect(ko.json().data.malls).toEqual([
      { mallId: 'MRO', mallNm: 'MRO 종합몰' },
      { mallId: 'SAFETY', mallNm: '안전용품몰' },
    ]);
    const en = await s.call({ url: '/customer/malls', system: 'BY', token, locale: 'EN' });
    expect(en.json().data.malls.map((m: { mallNm: string }) => m.mallNm)).toEqual(['MRO general mall', 'Safety mall']);
  });

  it('another company has its own; a company without malls has none; nobody signed out has any', async () => {
    const other = await s.login('buyer02', 'BY');
    expect((await s.call({ url: '/customer/malls', system: 'BY', token: other })).json().data.malls).toEqual([
      { mallId: 'MRO', mallNm: 'MRO 종합몰' },
    ]);
    const supplier = await s.login('supplier01', 'SP');
    expect((await s.call({ url: '/customer/malls', system: 'SP', token: supplier })).json().data.malls).toEqual([]);
    expect((await s.call({ url: '/customer/malls', system: 'BY' })).statusCode).toBe(401);
  });
});

// One vocabulary (issue 57 item 3, decision 0093): the code lists the screens name statuses and
// units with say what the glossary says, in both languages, in the machine's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY_CODE_LISTS } from '../src/seeds/seedGlossary.ts';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.close();
});

describe('the seeded code lists follow the glossary', () => {
  for (const [lang, locale] of [
    ['KO', 'ko'],
    ['EN', 'en'],
  ] as const) {
    it(`every status and unit list in ${lang}`, async () => {
      const ids = Object.keys(GLOSSARY_CODE_LISTS);
      const res = await s.call({
        url: `/anonymous/common-codes/cache?${ids.map((id) => `cdLstIds=${id}`).join('&')}&langCd=${lang}`,
      });
      expect(res.statusCode).toBe(200);
      const lists = res.json().data.codes as { cdLstId: string; commonCodes: { cd: string; cdNm: string }[] }[];
      for (const id of ids) {
        const list = lists.find((l) => l.cdLstId === id);
        const expected = Object.entries(GLOSSARY_CODE_LISTS[id]!).map(([cd, term]) => ({ cd, cdNm: term[locale] }));
        expect(
          list?.commonCodes.map(({ cd, cdNm }) => ({ cd, cdNm })),
          id,
        ).toEqual(expected);
      }
    });
  }
});

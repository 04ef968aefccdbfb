import { describe, expect, it } from 'vitest';
import { pageIdInfo } from './pageId';

describe('the page id of Ctrl+Alt click (decision 0035)', () => {
  it('is the last part of the page component’s name', () => {
    expect(pageIdInfo('SP', 'pages/sp/Returns')).toEqual({
      pageId: 'Returns',
      buyer: false,
      menuNm: null,
      prgmId: null,
    });
  });
  it('a buyer also gets the menu name and program id; the other systems do not', () => {
    const screen = { menuNm: '반품/교환 요청', prgmId: 'BYRTN001' };
    expect(pageIdInfo('BY', 'pages/by/Returns', screen)).toEqual({
      pageId: 'Returns',
      buyer: true,
      menuNm: '반품/교환 요청',
      prgmId: 'BYRTN001',
    });
    expect(pageIdInfo('SP', 'pages/sp/Returns', screen)).toMatchObject({ menuNm: null, prgmId: null });
    expect(pageIdInfo('BY', 'pages/by/Home')).toMatchObject({
      pageId: 'Home',
      buyer: true,
      menuNm: null,
      prgmId: null,
    });
  });
});

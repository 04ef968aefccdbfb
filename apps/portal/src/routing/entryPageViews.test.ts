import { describe, expect, it } from 'vitest';
import ko from '../shared/i18n/ko.json';
import { ENTRY_ROUTES, entryPageView } from './entryPageViews';

const translate = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ko) as string;

describe('the entry site’s page views (decision 0034)', () => {
  it('the login, a registration step and a board each have their program id and page title', () => {
    expect(entryPageView('/login', translate)).toEqual({
      system: 'MAIN',
      path: '/login',
      prgmId: 'MNLOGIN',
      menuNm: ko.login.title,
    });
    expect(entryPageView('/regist/supplier/process', translate)).toMatchObject({
      prgmId: 'MNREGSP02',
      menuNm: ko.entry.supplierRegistration,
    });
    expect(entryPageView('/notice/list', translate)).toMatchObject({ prgmId: 'MNNOTICE', menuNm: ko.entry.notices });
  });

  it('an unknown address is page-not-found’s', () => {
    expect(entryPageView('/no/such', translate)).toMatchObject({
      prgmId: 'MNNOTFOUND',
      menuNm: ko.errors.notFoundTitle,
    });
  });

  it('every program id fits the server’s 20 characters and every title is a text of the portal', () => {
    for (const route of ENTRY_ROUTES) {
      expect(route.prgmId.length).toBeLessThanOrEqual(20);
      expect(typeof translate(route.titleKey)).toBe('string');
    }
  });
});

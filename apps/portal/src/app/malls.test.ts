import { describe, expect, it } from 'vitest';
import { checkRoute, type GuardFacts, type MenuEntry } from '../routing/guards';
import { hasMallRoutes, routeInfo } from '../routing/screens';
import { systemPages } from './systemPages';

const pages = systemPages('BY');
const menus: MenuEntry[] = [
  { menuId: 'BY-RCV', menuPid: null, menuLv: 1, menuNm: '반품', path: '/by/return/list', prgmId: 'BYRTN001' },
];
const facts = (path: string, mallIds: string[], patch: Partial<GuardFacts> = {}): GuardFacts => ({
  path: `/by${path}`,
  route: routeInfo(pages, path),
  skipMenuCheck: false,
  menus,
  mallIds,
  messageBoxOpen: false,
  modalOpen: false,
  dirty: false,
  opensTab: true,
  tabCount: 1,
  maxTabs: 10,
  ...patch,
});

describe('mall routes (decision 0037)', () => {
  it('the buyer’s /mall/:mallId is mall-flagged with the mall id of its path', () => {
    expect(routeInfo(pages, '/mall/SAFETY')).toEqual({ pattern: '/mall/:mallId', mall: true, mallId: 'SAFETY' });
    expect(hasMallRoutes(pages)).toBe(true);
    expect(hasMallRoutes(systemPages('SP'))).toBe(false);
  });

  it('a mall in the user’s list passes without being in the menus (the menu check is skipped)', () => {
    expect(checkRoute(facts('/mall/SAFETY', ['MRO', 'SAFETY']))).toEqual({ ok: true });
  });

  it('refuses with ABYTD0001 a mall not in the list, and before the list has come', () => {
    expect(checkRoute(facts('/mall/TOOLS', ['MRO', 'SAFETY']))).toMatchObject({
      ok: false,
      refusal: 'unauthorized',
      code: 'ABYTD0001',
    });
    expect(checkRoute(facts('/mall/MRO', []))).toMatchObject({ code: 'ABYTD0001' });
  });

  it('refuses with ABYTD0001 a screen not in the menus, whatever the malls', () => {
    expect(checkRoute(facts('/item-request/list', ['MRO']))).toMatchObject({
      refusal: 'unauthorized',
      code: 'ABYTD0001',
    });
    expect(checkRoute(facts('/return/list', []))).toEqual({ ok: true });
  });
});

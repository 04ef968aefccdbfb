import { describe, expect, it, vi } from 'vitest';
import { checkRoute, menuAllows, runGuards, type GuardFacts, type MenuEntry } from './guards';
import { emptyTabs, MAX_TABS, storedTabs, tabKey, tabsReducer, tabsToStore, type Tab } from './tabs';

const menus: MenuEntry[] = [
  { menuId: 'M1', menuPid: null, menuLv: 1, menuNm: '신규 품목', path: null, prgmId: null },
  { menuId: 'M2', menuPid: 'M1', menuLv: 2, menuNm: '신규 품목 요청', path: '/new-item-requests', prgmId: 'BYNIR010' },
];

const facts = (patch: Partial<GuardFacts> = {}): GuardFacts => ({
  path: '/new-item-requests',
  route: { pattern: '/new-item-requests', prgmId: 'BYNIR010' },
  skipMenuCheck: false,
  menus,
  mallIds: ['MALL1'],
  messageBoxOpen: false,
  modalOpen: false,
  dirty: false,
  opensTab: true,
  tabCount: 1,
  maxTabs: MAX_TABS,
  ...patch,
});

describe('route guards', () => {
  it('passes a route in the user’s menu list', async () => {
    expect(await runGuards(facts(), async () => true)).toEqual({ ok: true });
  });
  it('invalid route: PICMCM0022', () => {
    expect(checkRoute(facts({ route: { pattern: null } }))).toMatchObject({
      ok: false,
      refusal: 'invalidRoute',
      code: 'PICMCM0022',
    });
  });
  it('unauthorized route: path or program not in the menu list, ABYTD0001', () => {
    expect(checkRoute(facts({ path: '/returns', route: { pattern: '/returns', prgmId: 'SPRT010' } }))).toMatchObject({
      refusal: 'unauthorized',
      code: 'ABYTD0001',
    });
    expect(checkRoute(facts({ route: { pattern: '/new-item-requests', prgmId: 'OTHER' } }))).toMatchObject({
      refusal: 'unauthorized',
    });
    expect(menuAllows(menus, '/new-item-requests/', 'BYNIR010')).toBe(true);
  });
  it('common routes and systems without menu checks skip it; mall routes need the mall id', () => {
    expect(checkRoute(facts({ path: '/x', route: { pattern: '/x', common: true } }))).toEqual({ ok: true });
    expect(checkRoute(facts({ path: '/x', route: { pattern: '/x' }, skipMenuCheck: true }))).toEqual({ ok: true });
    expect(checkRoute(facts({ path: '/mall', route: { pattern: '/mall', mall: true, mallId: 'MALL1' } }))).toEqual({
      ok: true,
    });
    expect(
      checkRoute(facts({ path: '/mall', route: { pattern: '/mall', mall: true, mallId: 'MALL9' } })),
    ).toMatchObject({
      refusal: 'unauthorized',
    });
  });
  it('an open message box or modal cancels silently', () => {
    expect(checkRoute(facts({ messageBoxOpen: true }))).toEqual({ ok: false, refusal: 'messageBox', code: null });
    expect(checkRoute(facts({ modalOpen: true }))).toEqual({ ok: false, refusal: 'modal', code: null });
  });
  it('unsaved changes ask PICMCM0031 and cancel when declined', async () => {
    const confirm = vi.fn(async () => false);
    expect(await runGuards(facts({ dirty: true }), confirm)).toMatchObject({ ok: false, refusal: 'unsavedChanges' });
    expect(confirm).toHaveBeenCalledWith('PICMCM0031');
    expect(await runGuards(facts({ dirty: true }), async () => true)).toEqual({ ok: true });
  });
  it('too many tabs: PICMCM0064 with the limit, only when a new tab would open', async () => {
    const full = facts({ tabCount: MAX_TABS });
    expect(await runGuards(full, async () => true)).toEqual({
      ok: false,
      refusal: 'tabLimit',
      code: 'PICMCM0064',
      params: { max: MAX_TABS },
    });
    expect(await runGuards({ ...full, opensTab: false }, async () => true)).toEqual({ ok: true });
  });
  it('going back without history cancels', async () => {
    expect(await runGuards(facts({ back: true, hasHistory: false }), async () => true)).toMatchObject({
      refusal: 'noHistory',
    });
  });
  it('asks about unsaved changes only when every other guard passed', async () => {
    const confirm = vi.fn(async () => true);
    await runGuards(facts({ dirty: true, route: { pattern: null } }), confirm);
    expect(confirm).not.toHaveBeenCalled();
  });
});

const tab = (path: string, search = ''): Tab => ({
  key: tabKey(path, search),
  path,
  search,
  componentName: 'pages/by/Home',
  title: path,
});

describe('tabs', () => {
  it('opens, activates an open one, and closes to the right neighbour, else the left', () => {
    let s = tabsReducer(emptyTabs, { type: 'open', tab: tab('/a') });
    s = tabsReducer(s, { type: 'open', tab: tab('/b') });
    s = tabsReducer(s, { type: 'open', tab: tab('/c') });
    s = tabsReducer(s, { type: 'open', tab: tab('/a') });
    expect(s.tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c']);
    expect(s.activeKey).toBe('/a');
    s = tabsReducer(s, { type: 'close', key: '/a' });
    expect(s.activeKey).toBe('/b');
    s = tabsReducer(s, { type: 'activate', key: '/c' });
    s = tabsReducer(s, { type: 'close', key: '/c' });
    expect(s.activeKey).toBe('/b');
    s = tabsReducer(s, { type: 'close', key: '/b' });
    expect(s).toEqual(emptyTabs);
  });
  it('opening or activating the active tab gives the same state (React skips that render)', () => {
    let s = tabsReducer(emptyTabs, { type: 'open', tab: tab('/a') });
    s = tabsReducer(s, { type: 'open', tab: tab('/b') });
    expect(tabsReducer(s, { type: 'open', tab: tab('/b') })).toBe(s);
    expect(tabsReducer(s, { type: 'activate', key: '/b' })).toBe(s);
    expect(tabsReducer(s, { type: 'activate', key: '/missing' })).toBe(s);
    expect(tabsReducer(s, { type: 'activate', key: '/a' })).not.toBe(s);
  });
  it('shows every search of the catalogue in its one tab, the latest query in it', () => {
    expect(tabKey('/catalog', '?q=a')).toBe('/catalog');
    let s = tabsReducer(emptyTabs, { type: 'open', tab: tab('/') });
    s = tabsReducer(s, { type: 'open', tab: tab('/catalog', '?q=a') });
    s = tabsReducer(s, { type: 'open', tab: tab('/') });
    s = tabsReducer(s, { type: 'open', tab: tab('/catalog', '?q=b') });
    s = tabsReducer(s, { type: 'open', tab: tab('/catalog', '?q=c') });
    expect(s.tabs.map((t) => `${t.key}|${t.search}`)).toEqual(['/|', '/catalog|?q=c']);
    expect(s.activeKey).toBe('/catalog');
    // Another screen's queries are still tabs of their own.
    expect(tabKey('/catalog/list', '?q=a')).toBe('/catalog/list?q=a');
  });
  it('keys a screen by its path and query', () => {
    expect(tabKey('/notice', '?type=1')).toBe('/notice?type=1');
    expect(tabKey('/notice', '?')).toBe('/notice');
  });
  it('never holds more than the limit', () => {
    let s = emptyTabs;
    for (let i = 0; i <= MAX_TABS; i += 1) s = tabsReducer(s, { type: 'open', tab: tab(`/${i}`) });
    expect(s.tabs).toHaveLength(MAX_TABS);
  });
  it('restores the stored tabs after a reload, the home tab always first (issue 41)', () => {
    const home = tab('/');
    let s = tabsReducer(emptyTabs, { type: 'open', tab: tab('/a') });
    s = tabsReducer(s, { type: 'open', tab: { ...tab('/b', '?q=1'), title: 'B one' } });
    const text = tabsToStore(s);
    const back = storedTabs(text);
    const restored = tabsReducer(emptyTabs, { type: 'restore', home, ...back });
    expect(restored.tabs.map((t) => t.key)).toEqual(['/', '/a', '/b?q=1']);
    expect(restored.tabs[2]).toMatchObject({ path: '/b', search: '?q=1', title: 'B one' });
    expect(restored.activeKey).toBe('/b?q=1');
    // A bookmarked screen with nothing stored: the home tab, then the screen's own tab.
    const fresh = tabsReducer(tabsReducer(emptyTabs, { type: 'restore', home, tabs: [] }), {
      type: 'open',
      tab: tab('/c'),
    });
    expect(fresh.tabs.map((t) => t.key)).toEqual(['/', '/c']);
    expect(fresh.activeKey).toBe('/c');
    // A stored home tab is not repeated; broken storage restores only the home tab.
    expect(tabsReducer(emptyTabs, { type: 'restore', home, tabs: [tab('/'), tab('/a')] }).tabs).toHaveLength(2);
    expect(storedTabs('{oops')).toEqual({ tabs: [], activeKey: null });
    expect(storedTabs(JSON.stringify({ tabs: [{ key: '/x', path: 'x' }] })).tabs).toEqual([]);
    // Pure: the state given is not changed.
    expect(s.tabs.map((t) => t.key)).toEqual(['/a', '/b?q=1']);
  });
});

describe('page buttons by auth events', () => {
  const events = [
    { picEvtNm: 'SEARCH', authYn: 'Y' as const },
    { picEvtNm: 'DELETE', authYn: 'N' as const },
  ];
  it('shows a button only when its event is authorized; unknown or unloaded events hide it', async () => {
    const { eventAllowed } = await import('./pageEvents');
    expect(eventAllowed(events, 'SEARCH', false)).toBe(true);
    expect(eventAllowed(events, 'DELETE', false)).toBe(false);
    expect(eventAllowed(events, 'EXCEL', false)).toBe(false);
    expect(eventAllowed(undefined, 'SEARCH', false)).toBe(false);
  });
  it('MAIN, PO and DEV skip the check', async () => {
    const { eventAllowed } = await import('./pageEvents');
    const { skipsMenuCheck } = await import('../shared/systems');
    expect(eventAllowed(undefined, 'DELETE', skipsMenuCheck('PO'))).toBe(true);
    expect(skipsMenuCheck('BY')).toBe(false);
  });
});

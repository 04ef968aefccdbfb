/**
 * The frame's tabs over the tab reducer (routing/tabs.ts): the address is the active tab (opened
 * if new), titles follow the menu list's language (or a screen's own title), and closing a dirty tab asks first (PICMCM0031).
 */
import { useCallback, useEffect, useReducer } from 'react';
import { useNavigate, type Location } from 'react-router';
import { useMessageBox, useOverlayState } from '@mro/ui';
import { emptyTabs, storedTabs, tabKey, tabsReducer, tabsToStore, type Tab } from '../../routing/tabs';
import { findPage, type SystemScreens, type SystemPage } from '../../routing/screens';
import { pathInSystem, type SystemCode } from '../../shared/systems';
import { useScreenTitles } from '../ScreenContext';

/** A tab's address in the browser. */
export const hrefOf = (base: string, tab: Tab) => `${base}${tab.path}${tab.search}`;

export interface UseTabsOptions {
  system: SystemCode;
  base: string;
  screens: SystemScreens;
  location: Pick<Location, 'pathname' | 'search'>;
  titleOf: (path: string, found: SystemPage | null) => string;
  /** A screen became the active tab by the address (the screen id, the page view). */
  onShown: (found: SystemPage) => void;
  /** The signed-in user: the stored tabs are the user's (another sign-in in this window starts afresh). */
  userId: string;
}

/** The open tabs of a system's frame, kept for a reload in the window's session storage (decision 0041). */
export const tabsStorageKey = (system: SystemCode, userId: string) => `mro.tabs.${system}.${userId}`;

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** A logout forgets every system's stored tabs in this window (the next sign-in starts afresh). */
export function forgetStoredTabs() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith('mro.tabs.')) store.removeItem(key);
}

export function useTabs({ system, base, screens, location, titleOf, onShown, userId }: UseTabsOptions) {
  const navigate = useNavigate();
  const overlays = useOverlayState();
  const box = useMessageBox();
  const { pages, notFound } = screens;
  const storageKey = tabsStorageKey(system, userId);
  // The tabs of before the reload, the home tab first (also under a bookmarked screen).
  const [tabs, dispatch] = useReducer(tabsReducer, emptyTabs, (empty) => {
    const home = findPage(pages, '/') ?? notFound;
    const saved = storedTabs(storage()?.getItem(storageKey) ?? null);
    return tabsReducer(empty, {
      type: 'restore',
      home: { key: tabKey('/'), path: '/', search: '', componentName: home.componentName, title: titleOf('/', home) },
      tabs: saved.tabs,
      activeKey: saved.activeKey,
    });
  });
  useEffect(() => {
    try {
      storage()?.setItem(storageKey, tabsToStore(tabs));
    } catch {
      // A full or refused storage only loses the restore.
    }
  }, [storageKey, tabs]);

  // The location in the address bar is the active tab (opened if new).
  useEffect(() => {
    const path = pathInSystem(location.pathname, system);
    // An address with no screen (typed, or an old bookmark) opens the not-found page in a tab.
    const found = findPage(pages, path) ?? notFound;
    const key = tabKey(path, location.search);
    dispatch({
      type: 'open',
      tab: { key, path, search: location.search, componentName: found.componentName, title: titleOf(path, found) },
    });
    onShown(found);
  }, [location.pathname, location.search, notFound, onShown, pages, system, titleOf]);

  // Titles follow the menu list's language, and the titles screens give themselves (a notice's).
  const screenTitles = useScreenTitles();
  useEffect(() => {
    for (const tab of tabs.tabs) {
      const title = screenTitles.get(tab.path) ?? titleOf(tab.path, findPage(pages, tab.path) ?? notFound);
      if (title !== tab.title) dispatch({ type: 'rename', key: tab.key, title });
    }
  }, [notFound, pages, screenTitles, tabs.tabs, titleOf]);

  const closeTab = useCallback(
    async (key: string) => {
      if (overlays.isDirty(`tab:${key}`) && !(await box.confirm('PICMCM0031'))) return;
      // The reducer decides which tab becomes active; the address follows it.
      const after = tabsReducer(tabs, { type: 'close', key });
      dispatch({ type: 'close', key });
      if (after.activeKey !== tabs.activeKey) {
        const next = after.tabs.find((tab) => tab.key === after.activeKey);
        navigate(next ? hrefOf(base, next) : `${base}/`, { replace: true, state: { guarded: true } });
      }
    },
    [base, box, navigate, overlays, tabs],
  );

  // The address is the active tab: a switch to an open tab shows in the render of the navigation
  // itself, not one render later when the effect above has told the reducer.
  const locationKey = tabKey(pathInSystem(location.pathname, system), location.search);
  const activeKey = tabs.tabs.some((tab) => tab.key === locationKey) ? locationKey : tabs.activeKey;
  const active = tabs.tabs.find((tab) => tab.key === activeKey) ?? null;

  return { tabs: tabs.tabs, activeKey, active, closeTab };
}

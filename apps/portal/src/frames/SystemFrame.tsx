/**
 * The frame of a signed-in system (BY, MP, SP, PO, DEV): header, menu tree from `/auth-menus`,
 * title with breadcrumbs, link box, go-back button, and the screens as tabs. Every tab stays
 * mounted while hidden (React's `<Activity mode="hidden">`): its form input, grid edits and scroll
 * survive a switch; closing a tab with unsaved changes asks first (PICMCM0031). Navigation runs
 * the route guards (routing/guards.ts); the browser's back and forward are blocked until they pass.
 */
import { Activity, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useBlocker, type Location } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DirtyScope,
  MenuAccessProvider,
  NavMenu,
  PageTabs,
  PortalLayout,
  navTrail,
  pageTabIds,
  useMessageBox,
  useMro,
  useOverlayState,
  type NavItem,
} from '@mro/ui';
import { useHttp, useServices, useSession } from '../http/react';
import { runGuards, type MenuEntry } from '../routing/guards';
import { eventAllowed, type MenuEvent } from '../routing/pageEvents';
import { MAX_TABS, emptyTabs, tabKey, tabsReducer, type Tab } from '../routing/tabs';
import { SYSTEM_BASES, pathInSystem, skipsMenuCheck } from '../routing/systems';
import { findPage, notFoundPage, routeInfo, systemPages, type SystemPage } from '../routing/systemPages';
import { createPageViewReporter } from '../routing/analytics';
import { PORTAL_NAMESPACE } from '../i18n';
import { FrameHeader } from './FrameHeader';
import { LinkBox } from './LinkBox';
import { PageHeading, TabPanel } from './SystemFrame.parts';
import { ChunkLoading, ScreenProvider, useScreenTitles } from './ScreenContext';

/** Titles of the frame's own screens (the menu names the others). */
const SCREEN_TITLES: Record<string, string> = {
  'pages/common/Notices': 'entry.notices',
  'pages/common/PasswordChange': 'password.title',
  'pages/common/Forbidden': 'errors.forbiddenTitle',
  'pages/common/NotFound': 'errors.notFoundTitle',
};

type SignedInSystem = Exclude<ReturnType<typeof useServices>['system'], 'MAIN'>;

export default function SystemFrame() {
  const { system, leave } = useServices();
  const state = useSession();
  const signedIn = state.useAuthentication && system !== 'MAIN';
  // A session that ends while the frame is up (expiry, logout elsewhere) leaves by its own way,
  // after its message; only a page opened without one goes to /auth.
  const [openedSignedIn] = useState(signedIn);
  useEffect(() => {
    // Not signed in to this system: /auth finds out (system selection, or the entry home).
    if (!signedIn && !openedSignedIn) leave('/auth');
  }, [leave, openedSignedIn, signedIn]);
  return signedIn ? <SignedInFrame system={system as SignedInSystem} /> : null;
}

function SignedInFrame({ system }: { system: SignedInSystem }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const http = useHttp();
  const { setScreenId } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const overlays = useOverlayState();
  const box = useMessageBox();
  const base = SYSTEM_BASES[system];
  const pages = useMemo(() => systemPages(system), [system]);
  const [tabs, dispatch] = useReducer(tabsReducer, emptyTabs);
  const report = useMemo(() => createPageViewReporter(http, { dev: import.meta.env.DEV }), [http]);
  const depth = useRef(0);

  const menus = useQuery({
    queryKey: ['menus', system, locale],
    queryFn: async () => {
      const result = await http.get<{ menus: MenuEntry[] }>('/auth-menus', undefined, { loading: false });
      if (!result.ok) throw new Error(result.failure.message);
      return result.data.menus;
    },
    staleTime: Infinity,
  });
  const menuList = useMemo(() => menus.data ?? [], [menus.data]);
  const navItems = useMemo<NavItem[]>(
    () => menuList.map((m) => ({ id: m.menuId, parentId: m.menuPid, label: m.menuNm, href: m.path })),
    [menuList],
  );

  const titleOf = useCallback(
    (path: string, found: SystemPage | null): string => {
      const menu = menuList.find((m) => m.path === `${base}${path}`);
      if (menu) return menu.menuNm;
      if (path === '/') return t('frame.home');
      const name = found?.componentName ?? '';
      if (name.endsWith('/Notice')) return `${t('entry.notices')} ${path.split('/').pop()}`;
      const key = SCREEN_TITLES[name];
      return key ? t(key) : name.split('/').pop() || path;
    },
    [base, menuList, t],
  );

  // The location in the address bar is the active tab (opened if new).
  useEffect(() => {
    const path = pathInSystem(location.pathname, system);
    // An address with no screen (typed, or an old bookmark) opens the not-found page in a tab.
    const found = findPage(pages, path) ?? notFoundPage();
    const key = tabKey(path, location.search);
    dispatch({
      type: 'open',
      tab: { key, path, search: location.search, componentName: found.componentName, title: titleOf(path, found) },
    });
    setScreenId(found.prgmId ?? found.componentName.split('/').pop() ?? null);
    const menu = menuList.find((m) => m.path === location.pathname);
    report({
      path: location.pathname,
      prgmId: found.prgmId ?? menu?.prgmId ?? null,
      menuNm: menu?.menuNm ?? null,
      system,
    });
    depth.current += 1;
  }, [location.pathname, location.search, menuList, pages, report, setScreenId, system, titleOf]);

  // Titles follow the menu list's language, and the titles screens give themselves (a notice's).
  const screenTitles = useScreenTitles();
  useEffect(() => {
    for (const tab of tabs.tabs) {
      const title = screenTitles.get(tab.path) ?? titleOf(tab.path, findPage(pages, tab.path) ?? notFoundPage());
      if (title !== tab.title) dispatch({ type: 'rename', key: tab.key, title });
    }
  }, [pages, screenTitles, tabs.tabs, titleOf]);

  /** The guards for a navigation to `to` (a path with its query); shows the refusal's message. */
  const allowed = useCallback(
    async (to: string, back = false) => {
      const target = new URL(to, window.location.origin);
      const path = pathInSystem(target.pathname, system);
      const key = tabKey(path, target.search);
      const outcome = await runGuards(
        {
          path: target.pathname,
          route: routeInfo(pages, path),
          skipMenuCheck: skipsMenuCheck(system),
          menus: menuList,
          mallIds: [],
          messageBoxOpen: overlays.isMessageOpen(),
          modalOpen: overlays.isModalOpen(),
          // Leaving a tab keeps it: nothing is lost by switching (closing a tab asks, below).
          dirty: false,
          opensTab: !tabs.tabs.some((tab) => tab.key === key),
          tabCount: tabs.tabs.length,
          maxTabs: MAX_TABS,
          back,
          hasHistory: depth.current > 1,
        },
        (code) => box.confirm(code),
      );
      if (!outcome.ok && outcome.code) {
        void box.alert(outcome.code, outcome.params ? { params: outcome.params as Record<string, number> } : undefined);
      }
      return outcome.ok;
    },
    [box, menuList, overlays, pages, system, tabs.tabs],
  );

  /** Every navigation inside the system goes through the guards. */
  const go = useCallback(
    async (to: string, options: { back?: boolean } = {}) => {
      if (options.back) {
        if (!(await allowed(window.location.pathname, true))) return false;
        navigate(-1);
        return true;
      }
      if (!(await allowed(to))) return false;
      const target = new URL(to, window.location.origin);
      // A tab already open shows at once (rendered in this task, painted in the next frame); a
      // new screen goes through a transition, its chunk loading behind the current screen.
      const open = tabs.tabs.some((tab) => tab.key === tabKey(pathInSystem(target.pathname, system), target.search));
      navigate(`${target.pathname}${target.search}`, { state: { guarded: true }, flushSync: open });
      return true;
    },
    [allowed, navigate, system, tabs.tabs],
  );

  // The browser's back and forward pass the same guards before they happen.
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) =>
      historyAction === 'POP' && !(nextLocation.state as { guarded?: boolean } | null)?.guarded,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = blocker.location;
    void allowed(`${next.pathname}${next.search}`).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [allowed, blocker]);

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

  // A modal screen opens only when its program id or path is in the user's menus (ABYTD0001).
  const canAccess = useCallback(
    (screenId: string) => skipsMenuCheck(system) || menuList.some((m) => m.prgmId === screenId || m.path === screenId),
    [menuList, system],
  );

  // The address is the active tab: a switch to an open tab shows in the render of the navigation
  // itself, not one render later when the effect above has told the reducer.
  const locationKey = tabKey(pathInSystem(location.pathname, system), location.search);
  const activeKey = tabs.tabs.some((tab) => tab.key === locationKey) ? locationKey : tabs.activeKey;
  const active = tabs.tabs.find((tab) => tab.key === activeKey) ?? null;
  const trail = navTrail(navItems, location.pathname).map((i) => ({ label: i.label, href: i.href ?? null }));

  return (
    <PortalLayout
      header={<FrameHeader system={system} onNavigate={(href) => void go(href)} />}
      side={
        <>
          <LinkBox base={base} onNavigate={(href) => void go(href)} />
          <NavMenu
            label={t('frame.menu')}
            items={navItems}
            currentHref={location.pathname}
            onNavigate={(href) => void go(href)}
          />
        </>
      }
    >
      <PageTabs
        idBase="screen"
        tabs={tabs.tabs.map((tab) => ({ key: tab.key, title: tab.title, closable: tab.path !== '/' }))}
        activeKey={activeKey}
        onActivate={(key) => {
          const tab = tabs.tabs.find((x) => x.key === key);
          if (tab && key !== activeKey) void go(hrefOf(base, tab));
        }}
        onClose={(key) => void closeTab(key)}
      />
      <PageHeading
        title={active?.title ?? ''}
        crumbs={trail.length ? trail : active ? [{ label: active.title, href: null }] : []}
        onBack={active?.path === '/' ? undefined : () => void go('..', { back: true })}
        onNavigate={(href) => void go(href)}
        componentName={active?.componentName ?? ''}
      />
      <MenuAccessProvider canAccess={canAccess}>
        {tabs.tabs.map((tab, index) => (
          <Activity key={tab.key} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
            <TabPanel ids={pageTabIds('screen', index)} hidden={tab.key !== activeKey}>
              <DirtyScope scope={`tab:${tab.key}`}>
                <TabScreen
                  system={system}
                  tab={tab}
                  menuId={menuList.find((m) => m.path === `${base}${tab.path}`)?.menuId ?? null}
                  active={tab.key === activeKey}
                  navigate={go}
                  pages={pages}
                />
              </DirtyScope>
            </TabPanel>
          </Activity>
        ))}
      </MenuAccessProvider>
    </PortalLayout>
  );
}

/** A tab's address in the browser. */
const hrefOf = (base: string, tab: Tab) => `${base}${tab.path}${tab.search}`;

const tabLocation = (tab: Tab): Pick<Location, 'pathname' | 'search'> => ({ pathname: tab.path, search: tab.search });

/** One tab's screen, with its own location and its menu's page-button events. */
function TabScreen({
  system,
  tab,
  menuId,
  active,
  navigate,
  pages,
}: {
  system: SignedInSystem;
  tab: Tab;
  menuId: string | null;
  active: boolean;
  navigate: (to: string) => Promise<boolean>;
  pages: readonly SystemPage[];
}) {
  const http = useHttp();
  const skip = skipsMenuCheck(system);
  const events = useQuery({
    queryKey: ['auth-events', system, menuId],
    enabled: !skip && menuId !== null,
    queryFn: async () => {
      const result = await http.get<{ menuEvents: MenuEvent[] }>(
        `/auth-menus/${encodeURIComponent(menuId!)}/auth-events`,
        undefined,
        { loading: false },
      );
      if (!result.ok) throw new Error(result.failure.message);
      return result.data.menuEvents;
    },
    staleTime: Infinity,
  });
  const value = useMemo(
    () => ({
      location: tabLocation(tab),
      navigate,
      active,
      can: (event: string) => eventAllowed(events.data, event, skip),
    }),
    [active, events.data, navigate, skip, tab],
  );
  return (
    <ScreenProvider value={value}>
      <Suspense fallback={<ChunkLoading />}>
        <Screen pages={pages} path={tab.path} />
      </Suspense>
    </ScreenProvider>
  );
}

function Screen({ pages, path }: { pages: readonly SystemPage[]; path: string }) {
  const Component = (findPage(pages, path) ?? notFoundPage()).Component;
  return <Component />;
}

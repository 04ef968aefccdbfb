/**
 * The frame of a signed-in system (BY, MP, SP, PO, DEV): header, menu tree from `/auth-menus`,
 * title with breadcrumbs, link box, go-back button, and the screens as tabs. Every tab stays
 * mounted while hidden (React's `<Activity mode="hidden">`): its form input, grid edits and scroll
 * survive a switch; closing a tab with unsaved changes asks first (PICMCM0031). Navigation runs
 * the route guards (routing/guards.ts); the browser's back and forward are blocked until they pass.
 *
 * The view; its parts beside it: the server state (useFrameQueries.tsx), the tabs over their
 * reducer (useTabs.ts), the guards' orchestration (useGuardedNavigation.ts), the page-view
 * analytics (usePageViews.ts) and the titles (titles.ts). The screens table comes from the app.
 */
import { Activity, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DirtyScope, MenuAccessProvider, NavMenu, PageTabs, PortalLayout, navTrail, pageTabIds } from '@mro/ui';
import { eventAllowed } from '../../routing/pageEvents';
import { pageIdInfo } from '../../routing/pageId';
import { findPage, hasMallRoutes, type SystemPage, type SystemScreens } from '../../routing/screens';
import type { Tab } from '../../routing/tabs';
import { useServices, useSession } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { SYSTEM_BASES, skipsMenuCheck, type SystemCode } from '../../shared/systems';
import { FrameHeader } from '../FrameHeader';
import { FrameChoices } from '../FrameChoices';
import { LinkBox } from '../LinkBox';
import { useMallList } from '../queries';
import { ChunkLoading, ScreenProvider } from '../ScreenContext';
import { PageHeading, TabPanel } from './parts';
import { tabTitle } from './titles';
import { useMenuEvents, useMenus } from './useFrameQueries';
import { useGuardedNavigation } from './useGuardedNavigation';
import { hrefOf, useTabs } from './useTabs';
import { usePageViews } from './usePageViews';

type SignedInSystem = Exclude<SystemCode, 'MAIN'>;

export interface SystemFrameProps {
  /** The system's screens (app/systemPages.tsx). */
  screens: (system: SignedInSystem) => SystemScreens;
}

export default function SystemFrame({ screens }: SystemFrameProps) {
  const { system, leave, api } = useServices();
  const state = useSession();
  const signedIn = state.useAuthentication && system !== 'MAIN';
  // A session that ends while the frame is up (expiry, logout elsewhere) leaves by its own way,
  // after its message; only a page opened without one goes on.
  const [openedSignedIn] = useState(signedIn);
  const elsewhere = state.signedInElsewhere;
  const mayUse = state.systems.includes(system);
  useEffect(() => {
    if (signedIn || openedSignedIn) return undefined;
    // Signed in to another system (decision 0041): this one, when it is the user's, by the system
    // choice, then the address again; one the user lacks is the forbidden page (it says why).
    if (elsewhere && !mayUse) {
      leave('/forbidden');
      return undefined;
    }
    if (!elsewhere) {
      // Not signed in: /auth finds out (system selection, or the entry home).
      leave('/auth');
      return undefined;
    }
    let live = true;
    void api.auth.chooseSystem({ body: { sysGbCd: system } }, { silent: true }).then((result) => {
      if (!live) return;
      const { pathname, search } = window.location;
      leave(result.ok ? `${pathname}${search}` : '/auth');
    });
    return () => {
      live = false;
    };
  }, [api, elsewhere, leave, mayUse, openedSignedIn, signedIn, system]);
  return signedIn ? <SignedInFrame system={system as SignedInSystem} screens={screens} /> : null;
}

function SignedInFrame({ system, screens: screensOf }: { system: SignedInSystem } & SystemFrameProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { setScreenId } = useServices();
  const { userInfo } = useSession();
  const location = useLocation();
  const base = SYSTEM_BASES[system];
  const screens = useMemo(() => screensOf(system), [screensOf, system]);
  const { menuList, navItems } = useMenus(system);
  const report = usePageViews(system);
  const depth = useRef(0);

  const titleOf = useCallback(
    (path: string, found: SystemPage | null) => tabTitle(t, base, menuList, path, found),
    [base, menuList, t],
  );
  const onShown = useCallback(
    (found: SystemPage) => {
      setScreenId(found.prgmId ?? found.componentName.split('/').pop() ?? null);
      report(location.pathname, found, menuList);
      depth.current += 1;
    },
    [location.pathname, menuList, report, setScreenId],
  );
  const { tabs, activeKey, active, closeTab } = useTabs({
    system,
    base,
    screens,
    location,
    titleOf,
    onShown,
    userId: userInfo?.loginId ?? '',
  });
  // The mall list, for the guard's mall check (decision 0037).
  const malls = useMallList(hasMallRoutes(screens.pages));
  const mallIds = useMemo(() => (malls.data ?? []).map((m) => m.mallId), [malls.data]);
  const go = useGuardedNavigation({ system, pages: screens.pages, menus: menuList, tabs, mallIds, depth });

  // A modal screen opens only when its program id or path is in the user's menus (ABYTD0001).
  const canAccess = useCallback(
    (screenId: string) => skipsMenuCheck(system) || menuList.some((m) => m.prgmId === screenId || m.path === screenId),
    [menuList, system],
  );

  // The page heading's actions slot, filled by the active screen (ScreenContext's PageActions).
  const [actionSlot, setActionSlot] = useState<HTMLElement | null>(null);
  const trail = navTrail(navItems, location.pathname).map((i) => ({ label: i.label, href: i.href ?? null }));

  return (
    <PortalLayout
      header={<FrameHeader system={system} onNavigate={(href) => void go(href)} />}
      side={
        <>
          <FrameChoices system={system} place="menu" />
          <NavMenu
            label={t('frame.menu')}
            items={navItems}
            currentHref={location.pathname}
            onNavigate={(href) => void go(href)}
          />
          <LinkBox base={base} catalogue={system === 'BY' || system === 'PO'} onNavigate={(href) => void go(href)} />
        </>
      }
    >
      <PageTabs
        idBase="screen"
        tabs={tabs.map((tab) => ({ key: tab.key, title: tab.title, closable: tab.path !== '/' }))}
        activeKey={activeKey}
        onActivate={(key) => {
          const tab = tabs.find((x) => x.key === key);
          if (tab && key !== activeKey) void go(hrefOf(base, tab));
        }}
        onClose={(key) => void closeTab(key)}
      />
      <PageHeading
        title={active?.title ?? ''}
        crumbs={trail.length ? trail : active ? [{ label: active.title, href: null }] : []}
        onBack={active?.path === '/' ? undefined : () => void go('..', { back: true })}
        actionSlot={setActionSlot}
        onNavigate={(href) => void go(href)}
        componentName={active?.componentName ?? ''}
        pageInfo={pageIdInfo(system, active?.componentName ?? '', {
          menuNm: menuList.find((m) => active && m.path === `${base}${active.path}`)?.menuNm,
          prgmId: active ? findPage(screens.pages, active.path)?.prgmId : null,
        })}
      />
      <MenuAccessProvider canAccess={canAccess}>
        {tabs.map((tab, index) => (
          <Activity key={tab.key} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
            <TabPanel ids={pageTabIds('screen', index)} hidden={tab.key !== activeKey}>
              <DirtyScope scope={`tab:${tab.key}`}>
                <TabScreen
                  system={system}
                  tab={tab}
                  menuId={menuList.find((m) => m.path === `${base}${tab.path}`)?.menuId ?? null}
                  active={tab.key === activeKey}
                  navigate={go}
                  screens={screens}
                  actionSlot={actionSlot}
                />
              </DirtyScope>
            </TabPanel>
          </Activity>
        ))}
      </MenuAccessProvider>
    </PortalLayout>
  );
}

const tabLocation = (tab: Tab): Pick<Location, 'pathname' | 'search'> => ({ pathname: tab.path, search: tab.search });

/** One tab's screen, with its own location and its menu's page-button events. */
function TabScreen({
  system,
  tab,
  menuId,
  active,
  navigate,
  screens,
  actionSlot,
}: {
  system: SignedInSystem;
  tab: Tab;
  menuId: string | null;
  active: boolean;
  navigate: (to: string) => Promise<boolean>;
  screens: SystemScreens;
  actionSlot: HTMLElement | null;
}) {
  const { events, skip } = useMenuEvents(system, menuId);
  const value = useMemo(
    () => ({
      location: tabLocation(tab),
      navigate,
      active,
      can: (event: string) => eventAllowed(events, event, skip),
      actionSlot,
    }),
    [actionSlot, active, events, navigate, skip, tab],
  );
  return (
    <ScreenProvider value={value}>
      <Suspense fallback={<ChunkLoading />}>
        <Screen screens={screens} path={tab.path} />
      </Suspense>
    </ScreenProvider>
  );
}

function Screen({ screens, path }: { screens: SystemScreens; path: string }) {
  const Component = (findPage(screens.pages, path) ?? screens.notFound).Component;
  return <Component />;
}

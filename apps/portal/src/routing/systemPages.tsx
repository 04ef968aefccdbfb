/**
 * The screens inside a system's frame, as route objects relative to its base path. Each is a lazy
 * module (lazyPage.ts); the system frame renders one set per tab with the tab's own location, so a
 * hidden tab keeps its state and reads its own parameters. Business screens are lazy routes with
 * their menu's program id (SCREENS): the new-item requests and return list of BY, the return
 * and exchange requests of SP.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { SystemCode } from '../session/sessionStore';
import { loadChunk } from './lazyPage';
import type { RouteInfo } from './guards';

export interface SystemPage {
  /** Relative to the system's base path. */
  path: string;
  /** The program id (menu list); common screens have none and skip the menu check. */
  prgmId?: string;
  common?: boolean;
  /** A mall route: allowed by the `:mallId` in its path being in the user's mall list, not by the menus. */
  mall?: boolean;
  /** The component's module name: the page id shown by Ctrl+Alt click is its last part. */
  componentName: string;
  Component: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadChunk(load));

const HOMES: Record<Exclude<SystemCode, 'MAIN'>, () => Promise<{ default: ComponentType }>> = {
  BY: () => import('../pages/by/Home'),
  MP: () => import('../pages/mp/Home'),
  SP: () => import('../pages/sp/Home'),
  PO: () => import('../pages/po/Home'),
  DEV: () => import('../pages/dev/Home'),
};

const notices = page(() => import('../pages/common/Notices'));
const notice = page(() => import('../pages/common/Notice'));
const forbidden = page(() => import('../pages/common/Forbidden'));
const password = page(() => import('../pages/common/PasswordChange'));
const notFound = page(() => import('../pages/common/NotFound'));
const itemRequests = page(() => import('../pages/by/ItemRequests'));
const buyerReturns = page(() => import('../pages/by/Returns'));
const supplierReturns = page(() => import('../pages/sp/Returns'));
const devComponents = page(() => import('../pages/dev/Components'));
const mall = page(() => import('../pages/by/Mall'));

/** The business screens of each system: path, program id (the menu's), module. */
const SCREENS: Partial<Record<Exclude<SystemCode, 'MAIN'>, SystemPage[]>> = {
  BY: [
    {
      path: '/item-request/list',
      prgmId: 'BYREQ001',
      componentName: 'pages/by/ItemRequests',
      Component: itemRequests,
    },
    { path: '/return/list', prgmId: 'BYRTN001', componentName: 'pages/by/Returns', Component: buyerReturns },
    // A mall's storefront (decision 0037).
    { path: '/mall/:mallId', mall: true, componentName: 'pages/by/Mall', Component: mall },
  ],
  SP: [{ path: '/return/list', prgmId: 'SPRTN001', componentName: 'pages/sp/Returns', Component: supplierReturns }],
  // The developer system's catalogue and API reference (decision 0036).
  DEV: [{ path: '/components', prgmId: 'DEVUI001', componentName: 'pages/dev/Components', Component: devComponents }],
};
const homes = Object.fromEntries(Object.entries(HOMES).map(([system, load]) => [system, page(load)])) as Record<
  Exclude<SystemCode, 'MAIN'>,
  LazyExoticComponent<ComponentType>
>;

export function systemPages(system: Exclude<SystemCode, 'MAIN'>): SystemPage[] {
  const code = system.toLowerCase();
  return [
    { path: '/', common: true, componentName: `pages/${code}/Home`, Component: homes[system] },
    { path: '/notices', common: true, componentName: 'pages/common/Notices', Component: notices },
    { path: '/notices/:ntcnId', common: true, componentName: 'pages/common/Notice', Component: notice },
    { path: '/account/password', common: true, componentName: 'pages/common/PasswordChange', Component: password },
    { path: '/forbidden', common: true, componentName: 'pages/common/Forbidden', Component: forbidden },
    ...(SCREENS[system] ?? []),
  ];
}

/** What a direct address inside a system shows when no screen is there. */
export const notFoundPage = (): SystemPage => ({
  path: '*',
  common: true,
  componentName: 'pages/common/NotFound',
  Component: notFound,
});

/** The screen at a path inside the system, or null (an invalid route). */
export function findPage(pages: readonly SystemPage[], path: string): SystemPage | null {
  return pages.find((p) => matchPath({ path: p.path, end: true }, path)) ?? null;
}

export function routeInfo(pages: readonly SystemPage[], path: string): RouteInfo {
  const found = findPage(pages, path);
  if (!found) return { pattern: null };
  return {
    pattern: found.path,
    ...(found.prgmId ? { prgmId: found.prgmId } : {}),
    ...(found.common ? { common: true } : {}),
    ...(found.mall
      ? { mall: true, mallId: matchPath({ path: found.path, end: true }, path)?.params.mallId ?? null }
      : {}),
  };
}

/** Whether a system has mall routes (and so needs the user's mall list). */
export const hasMallRoutes = (pages: readonly SystemPage[]) => pages.some((p) => p.mall);

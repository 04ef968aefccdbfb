/**
 * The screens of a system as the frame sees them: a path relative to the system's base, its
 * program id and its lazy component. The table itself is the app's (app/systemPages.tsx: it names
 * the feature modules); the frame receives it and looks screens up here. Pure.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
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

/** A system's screens and the one shown where none matches. */
export interface SystemScreens {
  pages: readonly SystemPage[];
  notFound: SystemPage;
}

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

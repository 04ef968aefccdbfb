/**
 * The route table (spec 000 §2), history mode from `/`: the entry site's pages in the entry frame
 * (lazy), /auth and /login-fail without it, and each signed-in system's base path in the system
 * frame (lazy), whose screens are tabs (systemPages.tsx). Any other path: page not found.
 */
import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { loadChunk } from './lazyPage';
import { SIGNED_IN_SYSTEMS, SYSTEM_BASES } from './systems';
import { RouteError } from '../frames/RouteError';

const lazyRoute = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await loadChunk(load);
  return { Component: module.default };
};

/** A route whose screen is the export `name` of a lazily loaded module (several screens per module). */
function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: lazyRoute(() => load().then((m) => ({ default: m[name] }))) };
}

export function portalRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/login" replace /> },
    { path: '/main', element: <Navigate to="/login" replace /> },
    { path: '/auth', lazy: lazyRoute(() => import('../entry/Auth')), errorElement: <RouteError /> },
    { path: '/login-fail', lazy: lazyRoute(() => import('../entry/LoginFail')), errorElement: <RouteError /> },
    // The marketplace's public entry, without the entry frame (decision 0029).
    // The renewal notice of the cutover check (decision 0031).
    { ...page('/renewal', () => import('../entry/Renewal'), 'Renewal'), errorElement: <RouteError /> },
    { ...page('/imarket', () => import('../entry/Imarket'), 'Imarket'), errorElement: <RouteError /> },
    ...SIGNED_IN_SYSTEMS.map((system): RouteObject => ({
      path: `${SYSTEM_BASES[system]}/*`,
      lazy: lazyRoute(() => import('../frames/SystemFrame')),
      errorElement: <RouteError />,
    })),
    {
      lazy: lazyRoute(() => import('../frames/EntryFrame')),
      errorElement: <RouteError />,
      children: [
        { path: '/login', lazy: lazyRoute(() => import('../entry/Login')) },
        page('/notice/list', () => import('../entry/Board'), 'NoticeBoard'),
        page('/reference/list', () => import('../entry/Board'), 'ReferenceBoard'),
        page('/faq/list', () => import('../entry/Board'), 'FaqBoard'),
        page('/regist/customer', () => import('../entry/regist/BuyerTerms'), 'BuyerTerms'),
        page('/regist/customer/process', () => import('../entry/regist/BuyerForm'), 'BuyerForm'),
        page('/regist/customer/complete', () => import('../entry/regist/BuyerForm'), 'BuyerComplete'),
        page('/regist/supplier', () => import('../entry/regist/SupplierStart'), 'SupplierStart'),
        page('/regist/supplier/process', () => import('../entry/regist/SupplierForm'), 'SupplierForm'),
        page('/regist/supplier/complete', () => import('../entry/regist/SupplierForm'), 'SupplierComplete'),
        page('/knoxSso', () => import('../entry/KnoxSso'), 'KnoxSso'),
        page('/find/id', () => import('../entry/FindAccount'), 'FindId'),
        page('/find/pw', () => import('../entry/FindAccount'), 'FindPw'),
        page('/find/id/result', () => import('../entry/FindResult'), 'FindIdResult'),
        // The spec's success sub-route of find id shows the id found, as the result does (0017).
        page('/find/id/success', () => import('../entry/FindResult'), 'FindIdResult'),
        page('/find/pw/result', () => import('../entry/FindResult'), 'FindPwResult'),
        page('/find/pw/success', () => import('../entry/FindResult'), 'FindPwSuccess'),
        { path: '/forbidden', lazy: lazyRoute(() => import('../pages/common/Forbidden')) },
        { path: '*', lazy: lazyRoute(() => import('../pages/common/NotFound')) },
      ],
    },
  ];
}

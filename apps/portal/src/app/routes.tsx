/**
 * The route table (spec 000 §2), history mode from `/`: the entry site's pages in the entry frame
 * (lazy), /auth and /login-fail without it, and each signed-in system's base path in the system
 * frame (lazy), whose screens are tabs (systemPages.tsx: the table the frame receives). Any other
 * path: page not found.
 */
import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { loadChunk } from '../routing/lazyPage';
import { SIGNED_IN_SYSTEMS, SYSTEM_BASES } from '../shared/systems';
import { RouteError } from '../frames/RouteError';
import { systemScreens } from './systemPages';

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

/** The system frame, lazily, with the app's table of the system's screens. */
const systemFrame = async () => {
  const { default: SystemFrame } = await loadChunk(() => import('../frames/system/SystemFrame'));
  return {
    Component: function SystemRoute() {
      return <SystemFrame screens={systemScreens} />;
    },
  };
};

export function portalRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/login" replace /> },
    { path: '/main', element: <Navigate to="/login" replace /> },
    { path: '/auth', lazy: lazyRoute(() => import('../features/auth/Auth')), errorElement: <RouteError /> },
    { path: '/login-fail', lazy: lazyRoute(() => import('../features/auth/LoginFail')), errorElement: <RouteError /> },
    // The marketplace's public entry, without the entry frame (decision 0029).
    { ...page('/imarket', () => import('../features/auth/Imarket'), 'Imarket'), errorElement: <RouteError /> },
    // The renewal notice of the cutover check (decision 0031).
    { ...page('/renewal', () => import('../features/auth/Renewal'), 'Renewal'), errorElement: <RouteError /> },
    ...SIGNED_IN_SYSTEMS.map((system): RouteObject => ({
      path: `${SYSTEM_BASES[system]}/*`,
      lazy: systemFrame,
      errorElement: <RouteError />,
    })),
    {
      lazy: lazyRoute(() => import('../frames/EntryFrame')),
      errorElement: <RouteError />,
      children: [
        { path: '/login', lazy: lazyRoute(() => import('../features/auth/Login')) },
        page('/notice/list', () => import('../features/boards/Board'), 'NoticeBoard'),
        page('/reference/list', () => import('../features/boards/Board'), 'ReferenceBoard'),
        page('/faq/list', () => import('../features/boards/Board'), 'FaqBoard'),
        page('/logistics-centres', () => import('../features/logistics/LogisticsCentres'), 'LogisticsCentres'),
        page('/regist/customer', () => import('../features/registration/BuyerTerms'), 'BuyerTerms'),
        page('/regist/customer/process', () => import('../features/registration/BuyerForm'), 'BuyerForm'),
        page('/regist/customer/complete', () => import('../features/registration/BuyerForm'), 'BuyerComplete'),
        page('/regist/supplier', () => import('../features/registration/SupplierStart'), 'SupplierStart'),
        page('/regist/supplier/process', () => import('../features/registration/SupplierForm'), 'SupplierForm'),
        page('/regist/supplier/complete', () => import('../features/registration/SupplierForm'), 'SupplierComplete'),
        page('/knoxSso', () => import('../features/auth/KnoxSso'), 'KnoxSso'),
        page('/find/id', () => import('../features/auth/FindAccount'), 'FindId'),
        page('/find/pw', () => import('../features/auth/FindAccount'), 'FindPw'),
        page('/find/id/result', () => import('../features/auth/FindResult'), 'FindIdResult'),
        // The spec's success sub-route of find id shows the id found, as the result does (0017).
        page('/find/id/success', () => import('../features/auth/FindResult'), 'FindIdResult'),
        page('/find/pw/result', () => import('../features/auth/FindResult'), 'FindPwResult'),
        page('/find/pw/success', () => import('../features/auth/FindResult'), 'FindPwSuccess'),
        { path: '/forbidden', lazy: lazyRoute(() => import('../features/common/Forbidden')) },
        { path: '*', lazy: lazyRoute(() => import('../features/common/NotFound')) },
      ],
    },
  ];
}

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

export function portalRoutes(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/login" replace /> },
    { path: '/main', element: <Navigate to="/login" replace /> },
    { path: '/auth', lazy: lazyRoute(() => import('../entry/Auth')), errorElement: <RouteError /> },
    { path: '/login-fail', lazy: lazyRoute(() => import('../entry/LoginFail')), errorElement: <RouteError /> },
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
        {
          path: '/find/id',
          lazy: lazyRoute(() => import('../entry/FindAccount').then((m) => ({ default: m.FindId }))),
        },
        {
          path: '/find/pw',
          lazy: lazyRoute(() => import('../entry/FindAccount').then((m) => ({ default: m.FindPw }))),
        },
        {
          path: '/find/id/result',
          lazy: lazyRoute(() => import('../entry/FindResult').then((m) => ({ default: m.FindIdResult }))),
        },
        {
          path: '/find/pw/result',
          lazy: lazyRoute(() => import('../entry/FindResult').then((m) => ({ default: m.FindPwResult }))),
        },
        {
          path: '/find/pw/success',
          lazy: lazyRoute(() => import('../entry/FindResult').then((m) => ({ default: m.FindPwSuccess }))),
        },
        { path: '/forbidden', lazy: lazyRoute(() => import('../pages/common/Forbidden')) },
        { path: '*', lazy: lazyRoute(() => import('../pages/common/NotFound')) },
      ],
    },
  ];
}

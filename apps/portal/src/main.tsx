import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import '@mro/tokens/css/index.css';
// The built page links the fonts at the end of its body (vite.config.ts); development imports them.
if (import.meta.env.DEV) void import('./fonts.css');
import { App, chooseLocale } from './app/App';
import { canHydrate, readSsrState } from './app/ssrState';
import { portalRoutes } from './app/routes';
import { RENEWAL_PATH, checkCutover, cutoverCheckEnabled } from './routing/cutover';
import { createServices } from './services/createServices';
import { routerContextOf } from './services/routerContext';
import { hasSessionMarker } from './services/useSessionKeeper';
import { broadcastChannel, createSessionStore } from './session/sessionStore';
import { systemOfPath } from './shared/systems';

/**
 * Loads the lazy modules of the routes the address matches, so the first render holds them (a
 * page drawn afresh shows its screen in its first render, not an empty one first). A module that
 * does not load stays lazy: the router loads it again and shows the route's error screen
 * (routing/lazyPage.ts has already reloaded the page once where that could help).
 */
async function resolveLazy(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // Left to the router (above).
      }
    }),
  );
}

async function start() {
  const root = document.getElementById('root')!;
  // The cutover check, off unless the build turns it on (decision 0031).
  if (cutoverCheckEnabled(import.meta.env)) {
    const action = await checkCutover({
      fetch: window.fetch.bind(window),
      path: window.location.pathname,
      storage: window.sessionStorage,
      headers: { 'x-system': systemOfPath(window.location.pathname) },
    });
    if (action === 'reload') return window.location.reload();
    if (action === 'renewal') window.history.replaceState(null, '', RENEWAL_PATH);
  }
  const system = systemOfPath(window.location.pathname);
  const locale = chooseLocale();
  // The services exist before React: the HTTP client, its presenter and the overlay stores it
  // shows through, the session and the query client (handed to the router's routes and the tree).
  const services = createServices({ system, locale, session: createSessionStore(system, broadcastChannel()) });
  const { queryClient } = services;
  const routes = portalRoutes();
  // The router gets the same services: a route's loader reads them from its context.
  const getContext = routerContextOf(services);
  const ssr = readSsrState(document);
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <App locale={locale} services={services} router={router} />
    </StrictMode>
  );
  await resolveLazy(routes, window.location.pathname);
  // The login home as the server rendered it (app/server.tsx): hydrated when this page would
  // render the same (system, language, path, no session), else drawn afresh over it.
  if (ssr && !hasSessionMarker() && canHydrate(ssr, { system, locale, path: window.location.pathname })) {
    hydrate(queryClient, ssr.queries);
    hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: ssr.router, getContext })), {
      onRecoverableError: (error) => console.warn('hydration', error),
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app(createBrowserRouter(routes, { getContext })));
}

void start();

/**
 * The login home rendered on the server (the API server's portal route, apps/api/src/http/portal.ts):
 * its banners and latest notices fetched first through the server's own routes (an injected
 * fetch), then the same shell and routes as the browser rendered to HTML with the styles of the
 * page, and the state the browser's hydration needs (app/ssrState.ts). A first visit paints the
 * page, banners and all, from the first answer instead of after the scripts ran and called the
 * server (docs/performance.md). Cost per request: three calls answered in-process and one
 * render to a string (about 10 ms on this machine).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import type { Locale } from '@mro/ui';
import { PortalShell } from './App';
import { SSR_STATE_ID, ssrStateJson, ssrWaitStyle, type SsrState } from './ssrState';
import { createServices } from '../services/createServices';
import { portalRoutes } from './routes';
import { latestNoticeQuery } from '../features/common/boardQueries';
import { bannersQuery } from '../features/common/bannerQueries';

/** The paths rendered on the server: the login home, where a first visit lands. */
export const SERVER_RENDERED_PATHS: readonly string[] = ['/login'];

export interface ServerRenderRequest {
  /** The page's full URL (origin, path, query). */
  url: string;
  locale: Locale;
  /** The server's routes as fetch (in-process); answers `/imk/api/...` calls. */
  fetch: typeof fetch;
}

export interface ServerRenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** `<style>` elements of the page's styled-components, and the wait until hydration (ssrState.ts). */
  styles: string;
  /** The hydration state, as a JSON data block (`<script type="application/json">`). */
  stateScript: string;
}

/** The page, or null where the server does not render it (another path, a redirect, an error). */
export async function renderPortalPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const url = new URL(request.url);
  if (!SERVER_RENDERED_PATHS.includes(url.pathname)) return null;
  const { locale } = request;
  // The page's services as the browser makes them, over the server's fetch (no session: a visitor).
  const services = createServices({
    system: 'MAIN',
    locale,
    fetch: request.fetch,
    origin: url.origin,
    leave: () => {},
  });
  const { api, queryClient } = services;
  // A failed call leaves its part out, as in the browser (the query holds no data).
  await Promise.all([
    queryClient.prefetchQuery(bannersQuery(api)),
    queryClient.prefetchQuery(latestNoticeQuery(api, '1', locale)),
    queryClient.prefetchQuery(latestNoticeQuery(api, '2', locale)),
  ]);
  const handler = createStaticHandler(portalRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PortalShell locale={locale} services={services}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalShell>,
      ),
    );
    const state: SsrState = {
      system: 'MAIN',
      locale,
      path: url.pathname,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(queryClient),
    };
    return {
      html,
      styles: ssrWaitStyle() + sheet.getStyleTags(),
      stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${ssrStateJson(state)}</script>`,
    };
  } finally {
    sheet.seal();
  }
}

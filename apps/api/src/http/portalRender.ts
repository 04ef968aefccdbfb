// The login home rendered on the server for a first visit (decision 0025): the portal's own
// renderer (apps/portal/dist-server/server.js, built with the portal) fetches the page's banners
// and notices through this server's routes in-process (`app.inject`, no socket) and renders the
// same shell and routes as the browser; its markup, styles and hydration state go into index.html.
// Only a visitor's GET of a path the renderer names (the login home), without the signed-in
// marker cookie; any failure answers the plain index.html, as before. The language: `lo=EN|KO` in
// the address, else the `mro_locale` cookie the page sets, else Accept-Language (the page makes
// the same choice from `lo`, its storage and the browser's language, and renders afresh where
// they differ). Cost per request: three in-process calls, one render to a string and a brotli
// (quality 5) of about 40 kB: 10-20 ms on this machine.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, SESSION_MARKER_COOKIE, firstLanguage, pageLocale as choosePageLocale } from '@mro/contract';

export type { Locale as PortalLocale } from '@mro/contract';
import type { Locale as PortalLocale } from '@mro/contract';

export interface RenderedPage {
  html: string;
  styles: string;
  stateScript: string;
}

/** The portal's server renderer (app/server.tsx of apps/portal). */
export interface PortalRenderer {
  SERVER_RENDERED_PATHS: readonly string[];
  renderPortalPage(request: { url: string; locale: PortalLocale; fetch: typeof fetch }): Promise<RenderedPage | null>;
}

/** The renderer built beside the portal (`dist-server/server.js` next to `dist/`), or null. */
export async function loadPortalRenderer(portalDir: string): Promise<PortalRenderer | null> {
  const file = join(portalDir, '..', 'dist-server', 'server.js');
  if (!(await stat(file).catch(() => null))?.isFile()) return null;
  return (await import(pathToFileURL(file).href)) as PortalRenderer;
}

/** The language the page will choose (see the header). */
export function pageLocale(request: Pick<FastifyRequest, 'url' | 'headers' | 'cookies'>): PortalLocale {
  return choosePageLocale({
    search: new URL(request.url, 'http://x').search,
    stored: request.cookies[LOCALE_COOKIE],
    browser: firstLanguage(request.headers['accept-language']),
  });
}

/** Whether the request carries the signed-in marker (a session: the page finds out itself). */
export const signedIn = (request: Pick<FastifyRequest, 'cookies'>) =>
  request.cookies[SESSION_MARKER_COOKIE] !== undefined;

/** This server's routes as a fetch, answered in-process. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the rendered page in it: language and class on the root, no module preloads
 * (the page is drawn without its scripts: they load behind its images instead of in front of them;
 * the entry's own imports still come with it, and the hydration waits for them), the page's
 * styled-components styles, its markup and its state.
 */
export function fillTemplate(template: string, page: RenderedPage, locale: PortalLocale): string {
  // Replacer functions: the page's text (notice titles, banner data) is inserted as it is, never
  // read as a replacement pattern (`$&`, `$'` in a string replacement would splice the template).
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${locale}" class="main">`)
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.stateScript}`);
}

/** index.html, read once per build (by size and mtime). */
export function templateReader(root: string) {
  const file = join(root, 'index.html');
  let known: { version: string; text: Promise<string> } | null = null;
  return async () => {
    const info = await stat(file);
    const version = `${info.size}:${info.mtimeMs}`;
    if (known?.version !== version) known = { version, text: readFile(file, 'utf8') };
    return known.text;
  };
}

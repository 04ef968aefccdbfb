// Serves the built portal (apps/portal/dist) on the API's own origin, as production does
// (`npm run portal`): files by their path, `index.html` for every other GET outside the API (the
// router's history routes), hashed assets cached for a year, the HTML never. The portal's pages
// get a CSP of their own (the API's `default-src 'none'` would block them). Text files go out
// compressed (brotli, else gzip, as the browser accepts), each compressed once and kept in memory
// by path, size and mtime: the built portal is a few MB of text, fixed between builds. Cost: one
// compression per file per build (brotli quality 9: about 30 ms for the 320 kB app shell).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSO_AGENT_URL, formatMessage } from '@mro/rules';
import { fillTemplate, injectFetch, loadPortalRenderer, pageLocale, signedIn, templateReader } from './portalRender.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * styled-components writes style elements, so inline styles are allowed; the only foreign
 * connection is the Knox SSO agent's loopback WebSocket (decision 0018); nothing else foreign.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src 'self' ${new URL(SSO_AGENT_URL).origin}`,
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
type Encoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header (q=0 refuses one), brotli first. */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

// The development outbox only: the rest of /dev/ is the portal's developer system (/dev/components).
const API_PREFIXES = ['/imk/api', '/bulk/imk/api', '/health', '/dev/outbox'];

/** Internet Explorer (11 by its Trident token, older by MSIE): the portal's modules never run there. */
export const isLegacyBrowser = (userAgent: string | undefined) => /\bTrident\/|\bMSIE /.test(userAgent ?? '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * What Internet Explorer gets for a portal page when no fallback host is configured: a page
 * without script, in Korean and English (MROCM0018), with the browser download link (CM057).
 */
export function legacyBrowserPage(upgradeUrl: string): string {
  const link = escapeHtml(upgradeUrl);
  const part = (lang: 'ko' | 'en', action: string) =>
    `<section lang="${lang}"><p>${escapeHtml(formatMessage('MROCM0018', lang))}</p>` +
    `<p><a href="${link}">${escapeHtml(action)}</a></p></section>`;
  return (
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>MRO Portal</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>body{margin:0;padding:48px 24px;font-family:sans-serif;color:#1f2933}' +
    'main{max-width:560px;margin:0 auto}h1{font-size:22px}section{margin:24px 0}a{color:#1d4ed8}</style>' +
    '</head><body><main><h1>MRO Portal</h1>' +
    part('ko', 'Chrome 내려받기') +
    part('en', 'Download Chrome') +
    '</main></body></html>'
  );
}

export interface PortalOptions {
  /** Where Internet Explorer goes instead (the fallback host), or null for the server's page. */
  legacyBrowserUrl?: string | null;
  /** The browser download link for that page (code list CM057's UPGRADE_URL). */
  upgradeUrl?: () => Promise<string>;
  /** Render the login home on the server when the portal's renderer is built (default true). */
  serverRender?: boolean;
}

/** A file once per build at the best levels; a page rendered per request at fast ones. */
function compress(raw: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'best' ? 9 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipped(raw, { level: effort === 'best' ? 9 : 6 });
}

export function servePortal(app: FastifyInstance, dir: string, options: PortalOptions = {}): void {
  const root = normalize(dir);

  const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();
  const compressedOf = (file: string, version: string, encoding: Encoding) => {
    const key = `${encoding}:${file}`;
    const known = compressed.get(key);
    if (known?.version === version) return known.body;
    const body = readFile(file).then((raw) => compress(raw, encoding, 'best'));
    body.catch(() => compressed.delete(key));
    compressed.set(key, { version, body });
    return body;
  };

  const send = async (reply: FastifyReply, file: string, cache: string, accept: string | undefined) => {
    const info = await stat(file);
    reply
      .header('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', cache)
      .header('content-security-policy', PORTAL_CSP)
      .header('cross-origin-resource-policy', 'same-origin');
    const encoding = COMPRESSIBLE.has(extname(file)) ? pickEncoding(accept) : undefined;
    if (!encoding) return reply.header('content-length', String(info.size)).send(createReadStream(file));
    const body = await compressedOf(file, `${info.size}:${info.mtimeMs}`, encoding);
    return reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoding)
      .header('content-length', String(body.length))
      .send(body);
  };

  // The login home rendered on the server (portalRender.ts); none where the renderer is not built.
  const renderer =
    options.serverRender === false
      ? Promise.resolve(null)
      : loadPortalRenderer(root).catch((error: unknown) => {
          app.log.error({ err: error }, 'the portal renderer did not load; pages go unrendered');
          return null;
        });
  const template = templateReader(root);
  const renderedPage = async (request: FastifyRequest, path: string) => {
    const render = await renderer;
    if (!render?.SERVER_RENDERED_PATHS.includes(path) || signedIn(request)) return null;
    const locale = pageLocale(request);
    try {
      const page = await render.renderPortalPage({
        url: new URL(request.url, `http://${request.headers.host ?? 'localhost'}`).href,
        locale,
        fetch: injectFetch(app),
      });
      if (!page) return null;
      return fillTemplate(await template(), page, locale);
    } catch (error) {
      request.log.error({ err: error }, 'the server render failed; the page goes unrendered');
      return null;
    }
  };

  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => path.startsWith(p))) return reply.callNotFound();
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && !path.endsWith('/')) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        const immutable = path.startsWith('/assets/');
        return send(
          reply,
          file,
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          request.headers['accept-encoding'],
        );
      }
      // A missing file with an extension is a missing file, not a page.
      if (extname(path)) return reply.callNotFound();
    }
    if (isLegacyBrowser(request.headers['user-agent'])) {
      reply.header('vary', 'user-agent').header('cache-control', 'no-store');
      if (options.legacyBrowserUrl) return reply.redirect(new URL(request.url, options.legacyBrowserUrl).href, 302);
      const upgrade = (await options.upgradeUrl?.().catch(() => null)) ?? 'https://www.google.com/chrome/';
      return reply
        .header('content-type', TYPES['.html']!)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
        .send(legacyBrowserPage(upgrade));
    }
    const rendered = await renderedPage(request, path);
    if (rendered !== null) {
      reply
        .header('content-type', TYPES['.html']!)
        .header('cache-control', 'no-store')
        .header('content-security-policy', PORTAL_CSP)
        .header('vary', 'accept-encoding, accept-language, cookie');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(rendered);
      const body = await compress(Buffer.from(rendered), encoding, 'fast');
      return reply.header('content-encoding', encoding).header('content-length', String(body.length)).send(body);
    }
    return send(reply, join(root, 'index.html'), 'no-store', request.headers['accept-encoding']);
  });
}

// Serves the built portal (apps/portal/dist) on the API's own origin, as production does
// (`npm run portal`): files by their path, `index.html` for every other GET outside the API (the
// router's history routes), hashed assets cached for a year, the HTML never. The portal's pages
// get a CSP of their own (the API's `default-src 'none'` would block them).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** styled-components writes style elements, so inline styles are allowed; nothing else foreign. */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const API_PREFIXES = ['/imk/api', '/bulk/imk/api', '/health', '/dev/'];

export function servePortal(app: FastifyInstance, dir: string): void {
  const root = normalize(dir);

  const send = async (reply: FastifyReply, file: string, cache: string) => {
    const info = await stat(file);
    return reply
      .header('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      .header('content-length', String(info.size))
      .header('cache-control', cache)
      .header('content-security-policy', PORTAL_CSP)
      .header('cross-origin-resource-policy', 'same-origin')
      .send(createReadStream(file));
  };

  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => path.startsWith(p))) return reply.callNotFound();
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && !path.endsWith('/')) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        const immutable = path.startsWith('/assets/');
        return send(reply, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      // A missing file with an extension is a missing file, not a page.
      if (extname(path)) return reply.callNotFound();
    }
    return send(reply, join(root, 'index.html'), 'no-store');
  });
}

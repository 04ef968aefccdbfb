// The developer system's component catalogue (issue 40 item 13, decision 0036): the built
// Storybook (`npm run storybook:build` → storybook-static/, STORYBOOK_DIR) served under
// /imk/api/dev/storybook/ to a DEV session only. The route is the DEV system's whatever the
// x-system header says (a browser opens it by address, without one); the access cookie decides.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/envelope.ts';
import { route } from '../http/route.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves the catalogue's file at `rest` (a folder's index.html), or MROCM 404 when there is none. */
async function sendFile(dir: string | null | undefined, rest: string, reply: FastifyReply) {
  if (!dir) throw notFound();
  const root = normalize(dir);
  const file = normalize(join(root, rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest));
  if (!file.startsWith(root + sep)) throw notFound();
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw notFound();
  return (
    reply
      .header('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      .header('content-length', String(found.size))
      .header('cache-control', 'private, no-cache')
      // Storybook's own pages run inline scripts and frame each other; nothing foreign.
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; frame-ancestors 'self'",
      )
      .send(createReadStream(file))
  );
}

export function devCatalogueRoutes(ctx: AppContext) {
  return async function routes(app: FastifyInstance) {
    route(app, contract.developer.catalogueIndex, ({ reply }) =>
      sendFile(ctx.config.storybookDir, 'index.json', reply),
    );
    route(app, contract.developer.catalogueFile, ({ params, reply }) =>
      sendFile(ctx.config.storybookDir, decodeURIComponent(params['*'] ?? ''), reply),
    );
  };
}

// Files (spec 001 §7): plain upload and upload-each, chunked upload (chunk, resume, commit), file
// list with the hash key k, copy, temp files and download by token; each also under /anonymous
// for the main system and visitors. Every name, size and byte is checked with the same
// @mro/rules file rules as the file loader, plus magic bytes and zip limits on the server. The
// calls live beside this file by concern (upload.ts, chunked.ts, groups.ts); what they share is
// built here once (FileServices).
import type { FastifyInstance } from 'fastify';
import { anonymousFiles, files } from '@mro/contract';
import { route } from '../../http/route.ts';
import { CHUNK_SIZE_BYTES } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { fileRuleCache } from '../../files/fileRules.ts';
import { uploadSessions } from '../../files/uploadSessions.ts';
import { chunksReceived, commitUpload, uploadChunk } from './chunked.ts';
import { copyGroup, download, listGroup, tempFile } from './groups.ts';
import type { FileServices } from './services.ts';
import { upload } from './upload.ts';

export function fileRoutes(ctx: AppContext) {
  const chunkedMax = ctx.config.chunkedMaxFileBytes;
  const s: FileServices = {
    ctx,
    rulesOf: fileRuleCache(ctx),
    sessions: uploadSessions(ctx),
    chunkedMax,
    maxChunks: Math.ceil(chunkedMax / CHUNK_SIZE_BYTES),
  };

  return async function routes(app: FastifyInstance) {
    // Abandoned uploads are swept every 10 minutes (and at most once a minute from the calls).
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void s.sessions.sweep(ctx.now()).catch((e: unknown) => app.log.error(e)), 10 * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });

    for (const [prefix, calls] of [
      ['', files],
      ['/anonymous', anonymousFiles],
    ] as const) {
      // Anonymous uploads are limited per IP; signed-in ones are accountable to a user.
      const limited = prefix ? { rateLimit: { max: 300, timeWindow: 60_000 } } : {};
      route(app, calls.upload, ({ request, reply }) => upload(s, request, reply, prefix, false), limited);
      route(app, calls.uploadEach, ({ request, reply }) => upload(s, request, reply, prefix, true), limited);
      route(app, calls.uploadChunk, ({ request, reply }) => uploadChunk(s, request, reply), limited);
      route(app, calls.chunks, ({ request, query }) => chunksReceived(s, request, query));
      route(app, calls.commit, ({ request, body }) => commitUpload(s, request, body), limited);
      route(app, calls.tempFile, ({ request, params }) => tempFile(ctx, request, params));
      route(app, calls.group, ({ request, params, query }) => listGroup(ctx, request, prefix, params, query));
      route(app, calls.copy, ({ request, reply, params }) => copyGroup(ctx, request, reply, params));
      route(app, calls.download, ({ request, reply, params, query }) => download(ctx, request, reply, params, query));
    }
  };
}

// Files (spec 001 §7): plain upload and upload-each, chunked upload (chunk, resume, commit), file
// list with the hash key k, copy, temp files and download by token; each also under /anonymous
// for the main system and visitors. Every name, size and byte is checked with the same
// @mro/rules file rules as the file loader, plus magic bytes and zip limits on the server. The
// calls live beside this file by concern (upload.ts, chunked.ts, groups.ts); what they share is
// built here once (FileServices).
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
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

    for (const prefix of ['', '/anonymous']) {
      const config: FastifyContextConfig = prefix ? { access: 'public' } : {};
      // Anonymous uploads are limited per IP; signed-in ones are accountable to a user.
      const routeConfig: FastifyContextConfig = prefix
        ? { ...config, rateLimit: { max: 300, timeWindow: 60_000 } }
        : config;

      app.post(`${prefix}/file/upload`, { config: routeConfig }, (request, reply) =>
        upload(s, request, reply, prefix, false),
      );
      app.post(`${prefix}/file/upload-each`, { config: routeConfig }, (request, reply) =>
        upload(s, request, reply, prefix, true),
      );
      app.post(`${prefix}/file/upload/chunk`, { config: routeConfig }, (request, reply) =>
        uploadChunk(s, request, reply),
      );
      app.get(`${prefix}/file/upload/chunk`, { config }, (request) => chunksReceived(s, request));
      app.post(`${prefix}/file/upload/commit`, { config: routeConfig }, (request) => commitUpload(s, request));
      app.get<{ Params: { id: string } }>(`${prefix}/temp-files/:id`, { config }, (request) => tempFile(ctx, request));
      app.get<{ Params: { athFileId: string } }>(`${prefix}/files/:athFileId`, { config }, (request) =>
        listGroup(ctx, request, prefix),
      );
      app.get<{ Params: { athFileId: string } }>(`${prefix}/files/:athFileId/copy`, { config }, (request, reply) =>
        copyGroup(ctx, request, reply),
      );
      app.get<{ Params: { ref: string } }>(
        `${prefix}/file/:ref`,
        { config: { access: 'public', noSystemHeader: true } },
        (request, reply) => download(ctx, request, reply),
      );
    }
  };
}

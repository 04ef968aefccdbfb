// The Fastify application: envelope and error handling, security headers, the guard, and every
// route under /imk/api (and /bulk/imk/api for bulk calls). server.ts starts it; tests `inject`.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import {
  API_BASE_PATH,
  BULK_API_BASE_PATH,
  BULK_TIMEOUT_MS,
  CHUNK_MAX_FILES,
  UPLOAD_TOTAL_LIMIT_BYTES,
} from '@mro/rules';
import type { AppContext } from './context.ts';
import { ApiError, errorBody, notFound } from './http/envelope.ts';
import { localeOf } from './http/locale.ts';
import { registerGuard, type Access } from './auth/guard.ts';
import { authRoutes } from './routes/auth.ts';
import { systemRoutes } from './routes/system.ts';
import { codeRoutes } from './routes/codes.ts';
import { menuRoutes } from './routes/menus.ts';
import { boardRoutes } from './routes/boards.ts';
import { accountRoutes } from './routes/accounts.ts';
import { fileRoutes } from './routes/files.ts';
import { excelRoutes } from './routes/excel.ts';
import { searchRoutes } from './routes/search.ts';
import { paymentRoutes } from './routes/payments.ts';

export interface BuildOptions {
  logger?: boolean | object;
}

/** A registered route and its access rule (the role matrix and fuzz tests walk this list). */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  noSystemHeader: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mroRoutes: RouteEntry[];
  }
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    trustProxy: false,
    // Bulk calls may take the spec's 30 minutes; nothing else comes near it.
    requestTimeout: BULK_TIMEOUT_MS,
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(formbody, { bodyLimit: 65_536 });
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_TOTAL_LIMIT_BYTES,
      files: CHUNK_MAX_FILES,
      parts: CHUNK_MAX_FILES + 20,
      fields: 20,
      fieldSize: 1_048_576,
      headerPairs: 200,
    },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMIT', 'MROCM0014', { seconds: Math.ceil(context.ttl / 1000) }),
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = request.locale ?? localeOf(request.headers.locale);
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error(error);
      return reply.status(error.status).send(errorBody(error, locale, request.id));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large...: the client's request is wrong.
      request.log.info({ err: error.code }, 'refused request');
      return reply.status(status).send(errorBody(new ApiError(status, 'VALIDATION', 'MROCM0011'), locale, request.id));
    }
    request.log.error(error);
    return reply.status(500).send(errorBody(new ApiError(500, 'SERVER', 'network.unknown'), locale, request.id));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.header('x-request-id', request.id);
    const error = notFound();
    return reply.status(404).send(errorBody(error, localeOf(request.headers.locale), request.id));
  });

  const routes: RouteEntry[] = [];
  app.decorate('mroRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = (route.config ?? {}) as { access?: Access; noSystemHeader?: boolean };
      routes.push({ method, url: route.url, access: config.access, noSystemHeader: Boolean(config.noSystemHeader) });
    }
  });

  app.get('/health', async () => ({ status: 'ok' }));

  const excel = excelRoutes(ctx);

  await app.register(
    async (api) => {
      registerGuard(api, ctx);
      await api.register(authRoutes(ctx));
      await api.register(systemRoutes(ctx));
      await api.register(codeRoutes(ctx));
      await api.register(menuRoutes(ctx));
      await api.register(boardRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(fileRoutes(ctx));
      await api.register(excel.api);
      await api.register(searchRoutes(ctx));
      await api.register(paymentRoutes(ctx));
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(
    async (bulk) => {
      registerGuard(bulk, ctx);
      await bulk.register(excel.bulk);
    },
    { prefix: BULK_API_BASE_PATH },
  );
  return app;
}

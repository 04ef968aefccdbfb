// The Fastify application: envelope and error handling, security headers, the guard, and every
// route under /imk/api (and /bulk/imk/api for bulk calls). server.ts starts it; tests `inject`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import {
  API_BASE_PATH,
  BULK_API_BASE_PATH,
  BULK_TIMEOUT_MS,
  CHUNK_MAX_FILES,
  UPLOAD_FILE_LIMIT_BYTES,
} from '@mro/rules';
import type { AppContext } from './context.ts';
import { ApiError, errorBody, notFound } from './http/envelope.ts';
import { localeOfHeader, contract, openApiDocument } from '@mro/contract';
import { refuseControlCharacters } from './http/controls.ts';
import { asHttpError } from './http/refusal.ts';
import type { Refusal } from './shared/refusal.ts';
import { loggerOptions } from './http/logging.ts';
import { servePortal } from './http/portal.ts';
import { unreachable } from './files/store.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { postgresRateStore } from './http/sharedRateLimit.ts';
import { registerGuard, type Access } from './auth/guard.ts';
import { route } from './http/route.ts';
import { registerDevOutbox } from './routes/devOutbox.ts';
import { systemRepository } from './domains/system/repository.ts';
import { authRoutes } from './routes/auth.ts';
import { systemRoutes } from './routes/system.ts';
import { codeRoutes } from './routes/codes.ts';
import { menuRoutes } from './routes/menus.ts';
import { boardRoutes } from './routes/boards.ts';
import { accountRoutes } from './routes/accounts/index.ts';
import { fileRoutes } from './routes/files/index.ts';
import { excelRoutes } from './routes/excel.ts';
import { searchRoutes } from './routes/search.ts';
import { paymentRoutes } from './routes/payments.ts';
import { itemRequestRoutes } from './routes/itemRequests.ts';
import { returnRequestRoutes } from './routes/returnRequests.ts';
import { backofficeRoutes } from './routes/backoffice.ts';
import { backofficeContentRoutes } from './routes/backofficeContent.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { orderRoutes } from './routes/orders.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { punchoutRoutes } from './routes/punchout/index.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { contractRoutes } from './routes/contracts.ts';
import { supplierOrderRoutes } from './routes/supplierOrders.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { taxInvoiceRoutes } from './routes/taxInvoices.ts';
import { supplierCatalogRoutes } from './routes/supplierCatalog.ts';
import { devCatalogueRoutes } from './routes/devCatalogue.ts';
import { mallRoutes } from './routes/malls.ts';

/** The API's version in its OpenAPI document (the package's). */
const API_VERSION = '0.1.0';

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

/** Bytes of an abandoned body read and dropped after the answer, so the client reads the answer. */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * The rest of a body the server stopped reading (a refused upload): detached from its parser,
 * read and dropped (no memory kept) so the client, still sending, gets the answer; past
 * DISCARD_LIMIT_BYTES the connection is cut. Closing at once would reset the connection under a
 * client that is still writing, and browsers then show a network error instead of the answer.
 */
function discardRest(raw: IncomingMessage) {
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? true;
  const app = Fastify({
    // Secret query values and cookies never reach the log (http/logging.ts).
    logger: logger === false ? false : loggerOptions(ctx.config.logLevel, logger === true ? {} : logger),
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    // Behind the cluster's balancer, its address only (config.trustProxy); else never.
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    // Bulk calls may take the spec's 30 minutes; nothing else comes near it.
    requestTimeout: BULK_TIMEOUT_MS,
    // A URL that cannot be decoded, or a header Fastify refuses, still answers in the envelope.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error.code }, 'refused request');
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body = errorBody(
        new ApiError(status, 'VALIDATION', 'MROCM0011'),
        localeOfHeader(request.headers.locale),
        request.id,
      );
      void (reply as FastifyReply).status(status).send(body);
    },
  });

  await app.register(cookie);
  // Helmet's headers (the API's policy), computed once (http/securityHeaders.ts).
  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: 65_536 });
  // The product's limits, so no part is read past them: 5 MB a file (chunk routes lower it to the
  // chunk size per call); the per-call total is counted while reading (files/uploadInput.ts).
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_FILE_LIMIT_BYTES,
      files: CHUNK_MAX_FILES,
      parts: CHUNK_MAX_FILES + 20,
      fields: 20,
      fieldSize: 1_048_576,
      headerPairs: 200,
    },
  });
  await app.register(rateLimit, {
    global: false,
    // Several instances count in the shared database (decision 0053); one process, in memory.
    ...(ctx.config.rateLimitStore === 'postgres' ? { store: postgresRateStore(ctx.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMIT', 'MROCM0014', { seconds: Math.ceil(context.ttl / 1000) }),
  });

  app.setErrorHandler((thrown: FastifyError | ApiError | Refusal, request, reply) => {
    // A domain's refusal gets its status here, through http/refusal.ts (decision 0092).
    const error = asHttpError(thrown) as FastifyError | ApiError;
    const locale = request.locale ?? localeOfHeader(request.headers.locale);
    // A refusal before the body was read whole (an upload over its limit): the rest is not kept.
    if (!request.raw.complete) discardRest(request.raw);
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
    // The database out of reach (restarting, a connection cut): the spec's 503, try again later.
    if (unreachable(error)) {
      return reply
        .status(503)
        .send(errorBody(new ApiError(503, 'UNAVAILABLE', 'network.temporary'), locale, request.id));
    }
    return reply.status(500).send(errorBody(new ApiError(500, 'SERVER', 'network.unknown'), locale, request.id));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.header('x-request-id', request.id);
    const error = notFound();
    return reply.status(404).send(errorBody(error, localeOfHeader(request.headers.locale), request.id));
  });

  const routes: RouteEntry[] = [];
  app.decorate('mroRoutes', routes);
  app.decorate('sharedCache', ctx.cache);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const config = (route.config ?? {}) as { access?: Access; noSystemHeader?: boolean; fixedSystem?: string };
      // A route of a fixed system takes no x-system header either (the DEV catalogue, opened by address).
      const noHeader = Boolean(config.noSystemHeader || config.fixedSystem);
      routes.push({ method, url: route.url, access: config.access, noSystemHeader: noHeader });
    }
  });

  // Before any route's own checks: no control character in any text the request carries.
  app.addHook('preValidation', async (request) => refuseControlCharacters(request));

  route(app, contract.server.health, ({ reply }) => reply.send({ status: 'ok' }));

  registerDevOutbox(app, ctx);

  const excel = excelRoutes(ctx);

  await app.register(
    async (api) => {
      registerGuard(api, ctx);
      // The contract as OpenAPI 3.1 (decision 0039): public, no x-system needed; written once.
      // The development outbox is not registered in production, so not documented there either.
      const { devOutbox: _devOutbox, ...server } = contract.server;
      const document = openApiDocument({
        version: API_VERSION,
        calls: ctx.config.production ? { ...contract, server } : contract,
      });
      route(api, contract.server.openApi, ({ reply }) => reply.header('cache-control', 'no-cache').send(document));
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
      await api.register(itemRequestRoutes(ctx));
      await api.register(returnRequestRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(devCatalogueRoutes(ctx));
      await api.register(mallRoutes(ctx));
      await api.register(approvalRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(punchoutRoutes(ctx));
      await api.register(receiptRoutes(ctx));
      await api.register(quoteRoutes(ctx));
      await api.register(contractRoutes(ctx));
      await api.register(supplierOrderRoutes(ctx));
      await api.register(backofficeRoutes(ctx));
      await api.register(backofficeContentRoutes(ctx));
      await api.register(deliveryRoutes(ctx));
      await api.register(taxInvoiceRoutes(ctx));
      await api.register(supplierCatalogRoutes(ctx));
    },
    { prefix: API_BASE_PATH },
  );
  if (ctx.config.portalDir) {
    servePortal(app, ctx.config.portalDir, {
      legacyBrowserUrl: ctx.config.legacyBrowserUrl,
      upgradeUrl: async () => (await systemRepository(ctx.db).upgradeUrl()) ?? 'https://www.google.com/chrome/',
    });
  }
  await app.register(
    async (bulk) => {
      registerGuard(bulk, ctx);
      await bulk.register(excel.bulk);
    },
    { prefix: BULK_API_BASE_PATH },
  );
  return app;
}

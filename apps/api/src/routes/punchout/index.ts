// Punch-out (issue 43 item 8, issue 56; decisions 0050, 0057, 0083, 0085): the procurement
// system's cXML calls (setup, OrderRequest; cxml.ts), SAP OCI's entry (oci.ts), the one-time
// start page that signs the user into PO, the cart's return and its handoff page. Every call the
// outside world makes is limited per address only as a coarse outer bound (20 times the
// per-credential limit, decision 0085); the real limit counts the credential a document names.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf } from '@mro/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { seoulDay } from '@mro/rules';
import { userOf } from '../../auth/guard.ts';
import { check } from '../../http/request.ts';
import { deliverTokens } from '../../auth/cookies.ts';
import { issueTokens } from '../../auth/tokens.ts';
import { MAX_XML_CHARS } from '../../domains/punchout/xml.ts';
import { punchoutRepository } from '../../domains/punchout/repository.ts';
import { returnPunchoutCart } from '../../domains/punchout/returnCart.ts';
import { earlierLines, fillEditCart } from '../../domains/punchout/earlierCart.ts';
import { ADDRESS_BOUND_FACTOR, PUNCHOUT_WINDOW_MS, identityLimiter } from '../../domains/punchout/identityLimit.ts';
import { handoffPage, htmlPage, refusalPage } from './answers.ts';
import { cxmlHandlers } from './cxml.ts';
import { ociFieldsOf, ociHandler } from './oci.ts';

const calls = contract.punchout;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function punchoutRoutes(ctx: AppContext) {
  const repo = punchoutRepository(ctx.db);
  const perCredential = ctx.config.punchoutRatePerMinute;
  const limiter = identityLimiter(ctx.config.rateLimitStore, ctx.db, perCredential, () => ctx.now().getTime());
  const ADDRESS = { max: perCredential * ADDRESS_BOUND_FACTOR, timeWindow: PUNCHOUT_WINDOW_MS };
  const { setup, order } = cxmlHandlers(ctx, limiter);
  const ociEntry = ociHandler(ctx, limiter);
  const langOf = (locale: string | undefined) => (locale === 'en' ? 'en' : 'ko') as 'en' | 'ko';

  return async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: MAX_XML_CHARS * 4 },
      (_request, body, done) => done(null, body),
    );
    route(app, calls.setup, ({ request, reply }) => setup(request, reply), { rateLimit: ADDRESS });
    route(app, calls.order, ({ request, reply }) => order(request, reply), { rateLimit: ADDRESS });
    // The cart goes back (decision 0057): the form post the browser makes, the cart emptied, the session closed.
    route(app, calls.returnCart, async ({ request }) => {
      const { form, token, sessionId, lines } = await returnPunchoutCart(ctx.db, userOf(request), ctx.now());
      request.log.info({ event: 'punchout.return', sessionId, lines }, 'cart returned');
      return ok({ ...form, handoff: `/imk/api/punchout/handoff?token=${token}` });
    });
    route(
      app,
      calls.handoff,
      async ({ request, reply, query }) => {
        const lang = langOf(request.locale);
        const form = TOKEN.test(query.token) ? await repo.takeHandoff(query.token, ctx.now()) : null;
        if (!form) return refusalPage(reply, 410, lang, 'MROPU0007');
        return handoffPage(reply, lang, form);
      },
      { rateLimit: ADDRESS },
    );
    route(app, calls.session, async ({ request }) => {
      const row = await repo.latest(userOf(request).userId);
      const operation = row?.operation === 'edit' || row?.operation === 'inspect' ? row.operation : 'create';
      const earlier = row ? await earlierLines(ctx.db, row, seoulDay(ctx.now()), request.locale === 'en') : [];
      return ok(
        row
          ? {
              kind: row.kind,
              operation,
              earlier,
              identity: row.identity,
              returnHost: new URL(row.form_post_url).host,
              startedAt: new Date(row.started_at!).toISOString(),
              returned: row.returned_at !== null,
            }
          : null,
      );
    });
    // Staff set a category's UNSPSC code (decision 0102): the rule of @mro/rules, as the screen runs it.
    route(app, calls.categories, async ({ request }) => ok(await repo.categoriesWithUnspsc(request.locale === 'en')));
    route(app, calls.setCategoryUnspsc, async ({ request, params, body }) => {
      const unspscCd = (body.unspscCd ?? '').trim();
      check(rulesOf(calls.setCategoryUnspsc.body, ['unspscCd']), { unspscCd });
      if (!(await repo.setCategoryUnspsc(params.itmClsfCd, unspscCd || null))) throw notFound();
      request.log.info({ event: 'category.unspsc', itmClsfCd: params.itmClsfCd, unspscCd }, 'UNSPSC code set');
      const all = await repo.categoriesWithUnspsc(request.locale === 'en');
      return ok(all.find((c) => c.itmClsfCd === params.itmClsfCd)!);
    });
    // SAP OCI's entry: the catalogue URL called with HOOK_URL, username and password (decision 0057).
    route(app, calls.oci, ({ request, reply }) => ociEntry(request, reply, ociFieldsOf(request.query)), {
      rateLimit: ADDRESS,
    });
    route(app, calls.ociPost, ({ request, reply }) => ociEntry(request, reply, ociFieldsOf(request.body)), {
      rateLimit: ADDRESS,
    });
    route(
      app,
      calls.start,
      async ({ request, reply, query }) => {
        const lang = langOf(request.locale);
        check(rulesOf(calls.start.query, ['token']), { token: query.token });
        const started = TOKEN.test(query.token) ? await repo.start(query.token, ctx.now()) : null;
        if (!started) return refusalPage(reply, 410, lang, 'MROPU0005');
        // An edit session opens with the earlier cart in the user's cart (decision 0100).
        if (started.operation === 'edit') await fillEditCart(ctx.db, started, seoulDay(ctx.now()), ctx.now());
        const next = started.operation === 'create' ? '/po/' : '/po/cart';
        const pair = await issueTokens(ctx.db, started.user_id, 'PO', ctx.now());
        deliverTokens(ctx, request, reply, pair);
        request.log.info({ event: 'punchout.start', sessionId: started.session_id }, 'punch-out session started');
        // A page on our own origin moves on to PO (edit and inspect: to the cart), so the navigation
        // that carries the session cookies (SameSite=Strict) starts here rather than in the
        // procurement system's page.
        return htmlPage(reply, 200, lang, `<p><a href="${next}">MRO punch-out</a></p>`, next);
      },
      { rateLimit: ADDRESS },
    );
  };
}

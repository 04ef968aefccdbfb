// E-contracts (issue 44 item 3, decision 0066; their own route group and contract domain since
// issue 55). Thin handlers over domains/contracts: the terms' checks of @mro/rules run here and
// again under the row locks there. Company scoping: a buyer reads and acts on its company's
// contracts only, a supplier on those addressed to its company; anything else is 404. The contract
// document page takes a one-time token (POST /token/report, E_CONTRACT).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract, localeOfHeader } from '@mro/contract';
import {
  CONTRACT_NO,
  DEFAULT_PAGE_SIZE,
  checkContractTerms,
  formatMessage,
  seoulDay,
  toDateValue,
  type ContractParty,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { bodyOf, list, paging, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { sha256 } from '../auth/tokens.ts';
import {
  confirmContract,
  contractRepository,
  createSupplyAgreement,
  reviseContract,
  type ContractTerms,
} from '../domains/contracts/repository.ts';
import { contractDetailOf, contractRowOf } from '../domains/contracts/rows.ts';
import { contractDocumentPage } from '../domains/contracts/documentPage.ts';
import { paymentRepository } from '../domains/payments/repository.ts';
import { escapeHtml } from '../http/documentPage.ts';

const ctrts = contract.contracts;

/** The REPORT code of the e-contract's document. */
export const E_CONTRACT = 'E_CONTRACT';

const version = (value: unknown) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  return n;
};
const day = (value: string, field: string, code: string) => {
  const v = value ? toDateValue(value) : null;
  if (!v) throw badRequest({ [field]: { rule: 'date_format', code, params: { format: 'YYYY-MM-DD' } } });
  return v;
};

export function contractRoutes(ctx: AppContext) {
  const contracts = contractRepository(ctx.db);
  const reports = paymentRepository(ctx.db);
  const clock = () => ({ now: ctx.now(), today: seoulDay(ctx.now()) });

  const contractSearch =
    (side: ContractParty) => async (request: Parameters<typeof userOf>[0], query: Record<string, unknown>) => {
      const user = userOf(request);
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const { count, rows } = await contracts.page(
        { side, cpCd: user.cpCd },
        list(query.statCds),
        pageSize,
        (pageNo - 1) * pageSize,
      );
      const en = request.locale === 'en';
      return ok({
        pages: rows.map((r) => contractRowOf(r, en)),
        totalCount: count,
        pageNo,
        pageSize,
      });
    };

  const contractDetail = (side: ContractParty) => async (request: Parameters<typeof userOf>[0], ctrtNo: string) => {
    const user = userOf(request);
    if (!CONTRACT_NO.test(ctrtNo)) throw notFound();
    const found = await contracts.detail({ side, cpCd: user.cpCd }, ctrtNo);
    if (!found) throw notFound();
    return ok(contractDetailOf(found, request.locale === 'en'));
  };

  /** A contract's terms from a body, checked by `checkContractTerms` (400 with the field). */
  function termsOf(body: Record<string, unknown>): ContractTerms {
    const startDt = day(text(body, 'startDt'), 'startDt', 'MROEC0007');
    const endDt = day(text(body, 'endDt'), 'endDt', 'MROEC0007');
    const input = {
      ctrtNm: text(body, 'ctrtNm'),
      startDt,
      endDt,
      amount: text(body, 'amount'),
      crncyCd: text(body, 'crncyCd') || 'KRW',
      lgstRate: text(body, 'lgstRate'),
      lgstAmount: text(body, 'lgstAmount'),
    };
    const refusal = checkContractTerms(input);
    if (refusal) throw badRequest({ [refusal.field]: { rule: 'numeric', code: refusal.code, params: {} } });
    return {
      ctrtNm: input.ctrtNm,
      startDt,
      endDt,
      amount: String(input.amount),
      crncyCd: input.crncyCd.toUpperCase(),
      lgstRate: input.lgstRate ? Number(input.lgstRate) : null,
      lgstAmount: input.lgstAmount ? String(input.lgstAmount) : null,
      ctrtUrl: text(body, 'ctrtUrl') || null,
    };
  }

  function documentReply(reply: FastifyReply, status: number, html: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html(nonce));
  }

  return async (app: FastifyInstance) => {
    route(app, ctrts.buyerSearch, ({ request, query }) => contractSearch('BY')(request, query));
    route(app, ctrts.supplierSearch, ({ request, query }) => contractSearch('SP')(request, query));
    route(app, ctrts.buyerDetail, ({ request, params }) => contractDetail('BY')(request, params.ctrtNo));
    route(app, ctrts.supplierDetail, ({ request, params }) => contractDetail('SP')(request, params.ctrtNo));

    const confirm =
      (side: ContractParty) => async (request: Parameters<typeof userOf>[0], ctrtNo: string, v: unknown) => {
        const user = userOf(request);
        if (!CONTRACT_NO.test(ctrtNo)) throw notFound();
        const result = await confirmContract(
          ctx.db,
          { side, cpCd: user.cpCd, userId: user.userId },
          ctrtNo,
          version(v),
          ctx.now(),
        );
        request.log.info({ event: 'contracts.confirm', ctrtNo, side }, 'contract confirmed');
        return ok(result);
      };
    route(app, ctrts.buyerConfirm, ({ request, params, body }) => confirm('BY')(request, params.ctrtNo, body.version));
    route(app, ctrts.supplierConfirm, ({ request, params, body }) =>
      confirm('SP')(request, params.ctrtNo, body.version),
    );

    route(app, ctrts.revise, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!CONTRACT_NO.test(params.ctrtNo)) throw notFound();
      const terms = termsOf(body);
      return ok(
        await reviseContract(
          ctx.db,
          { cpCd: user.cpCd, userId: user.userId },
          params.ctrtNo,
          terms,
          version(body.version),
          clock(),
        ),
      );
    });

    route(app, ctrts.createSupply, async ({ request, body }) => {
      const user = userOf(request);
      const cpCd = text(body, 'cpCd');
      const spCd = text(body, 'spCd');
      const companies = await contracts.companyRoles([cpCd, spCd]);
      const role = (cd: string) => companies.find((c) => c.cp_cd === cd)?.cust_rol_cd;
      if (role(cpCd) !== 'B') throw badRequest({ cpCd: { rule: 'is', code: 'MROCM0010', params: {} } });
      if (role(spCd) !== 'V') throw badRequest({ spCd: { rule: 'is', code: 'MROCM0010', params: {} } });
      const terms = termsOf(body);
      const { now, today } = clock();
      const result = await createSupplyAgreement(ctx.db, { cpCd, spCd, userId: user.userId, terms }, { now, today });
      request.log.info({ event: 'contracts.supply', ctrtNo: result.ctrtNo }, 'supply agreement created');
      return ok({ ctrtNo: result.ctrtNo, statCd: 'WAIT_SP' });
    });

    // The e-contract viewer's form post: the token is the authorisation, once (as decision 0060).
    route(app, ctrts.documentView, async ({ request, reply }) => {
      const form = bodyOf(request.body);
      const token = text(form, 'token');
      const lang = localeOfHeader(text(form, 'locale') || request.headers.locale);
      const refused = () =>
        documentReply(
          reply,
          404,
          () =>
            `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>MRO</title></head>` +
            `<body><p role="alert">${escapeHtml(formatMessage('MROCM0010', lang))}</p></body></html>`,
        );
      const row = /^[A-Za-z0-9_-]{16,64}$/.test(token)
        ? await reports.useReportToken(sha256(token), ctx.now())
        : undefined;
      if (!row || row.report_id !== E_CONTRACT) return refused();
      const user = await reports.cardUser(row.user_id);
      const ctrtNo = (JSON.parse(row.params) as { ctrtNo?: unknown }).ctrtNo;
      if (!user || user.status !== 'ACTIVE' || typeof ctrtNo !== 'string') return refused();
      const side: ContractParty = user.cust_rol_cd === 'V' ? 'SP' : 'BY';
      const doc = await contracts.detail({ side, cpCd: user.cp_cd }, ctrtNo);
      if (!doc) return refused();
      request.log.info({ event: 'contract.view', ctrtNo, userId: user.user_id }, 'contract viewed');
      return documentReply(reply, 200, (nonce) => contractDocumentPage(doc, { lang, nonce, now: ctx.now() }));
    });
  };
}

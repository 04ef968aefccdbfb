// Quote requests and e-contracts (issue 44 items 2 and 3, decision 0066). Thin handlers over
// domains/quotes and domains/contracts: the request's and the answer's checks of @mro/rules run
// here and again under the row locks there. Company scoping: a buyer reads and acts on its
// company's requests and contracts only, a supplier on those addressed to its company; anything
// else is 404. The contract document page takes a one-time token (POST /token/report, E_CONTRACT).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  contract,
  localeOfHeader,
  rulesOf,
  CONTRACT_TERMS_FIELDS,
  QUOTE_ANSWER_FIELDS,
  QUOTE_REQUEST_FIELDS,
} from '@mro/contract';
import {
  CONTRACT_NO,
  DEFAULT_PAGE_SIZE,
  QUOTE_NO,
  checkContractTerms,
  checkQuoteRequest,
  formatMessage,
  seoulDay,
  toDateValue,
  type ContractParty,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { bodyOf, check, list, paging, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { sha256 } from '../auth/tokens.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import {
  answerQuote,
  awardQuote,
  closeQuote,
  createQuoteRequest,
  declineQuote,
  quoteRepository,
} from '../domains/quotes/repository.ts';
import {
  confirmContract,
  contractRepository,
  createSupplyAgreement,
  reviseContract,
  type ContractTerms,
} from '../domains/contracts/repository.ts';
import { contractDocumentPage } from '../domains/contracts/documentPage.ts';
import { paymentRepository } from '../domains/payments/repository.ts';
import { escapeHtml } from '../http/documentPage.ts';

const calls = contract.quotes;
const ctrts = contract.contracts;

/** The REPORT code of the e-contract's document. */
export const E_CONTRACT = 'E_CONTRACT';

const version = (value: unknown) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  return n;
};
const day = (value: string, field: string, code = 'PICMCM0058') => {
  const v = value ? toDateValue(value) : null;
  if (!v) throw badRequest({ [field]: { rule: 'date_format', code, params: { format: 'YYYY-MM-DD' } } });
  return v;
};
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

export function quoteRoutes(ctx: AppContext) {
  const quotes = quoteRepository(ctx.db);
  const contracts = contractRepository(ctx.db);
  const reports = paymentRepository(ctx.db);
  const clock = () => ({ now: ctx.now(), today: seoulDay(ctx.now()) });

  async function ownedFile(request: Parameters<typeof attachmentCallerOf>[0], id: string) {
    if (!id) return null;
    const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), [id]);
    if (!owned.has(id)) throw badRequest({ athFileId: { rule: 'is', code: 'MROCM0010', params: {} } });
    return id;
  }

  const search =
    (side: 'BY' | 'SP') => async (request: Parameters<typeof userOf>[0], query: Record<string, unknown>) => {
      const user = userOf(request);
      const searchText = text(query, 'searchText');
      check(rulesOf(contract.quotes.buyerSearch.query!, ['searchText']), { searchText });
      const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
      const { count, rows } = await quotes.page(
        { side, cpCd: user.cpCd },
        { statCds: list(query.statCds), searchText },
        pageSize,
        (pageNo - 1) * pageSize,
      );
      const en = request.locale === 'en';
      return ok({
        pages: rows.map((r) => ({
          qtNo: r.qt_no,
          title: r.title,
          regDt: seoulDay(new Date(r.reg_dt)),
          statCd: r.stat_cd,
          spStatCd: side === 'SP' ? r.sp_stat_cd : null,
          cpNm: side === 'SP' ? (en ? r.cp_eng_nm : r.cp_nm) : ((en ? r.sp_eng_nms : r.sp_nms) ?? ''),
          lineCnt: Number(r.line_cnt),
          spCnt: Number(r.sp_cnt),
          answeredCnt: Number(r.answered_cnt),
          firstItemNm: r.first_item_nm ?? '',
          ctrtNo: r.ctrt_no,
        })),
        totalCount: count,
        pageNo,
        pageSize,
      });
    };

  const detail = (side: 'BY' | 'SP') => async (request: Parameters<typeof userOf>[0], qtNo: string) => {
    const user = userOf(request);
    if (!QUOTE_NO.test(qtNo)) throw notFound();
    const head = await quotes.head({ side, cpCd: user.cpCd }, qtNo);
    if (!head) throw notFound();
    const [lines, answers, files] = await Promise.all([
      quotes.lines(qtNo),
      quotes.answers(qtNo, side === 'SP' ? user.cpCd : null),
      head.ath_file_id ? groupRows(ctx, head.ath_file_id) : Promise.resolve([]),
    ]);
    const answerFiles = await Promise.all(answers.map((a) => (a.ath_file_id ? groupRows(ctx, a.ath_file_id) : [])));
    const en = request.locale === 'en';
    return ok({
      qtNo: head.qt_no,
      title: head.title,
      noteCn: head.note_cn,
      statCd: head.stat_cd,
      regDt: new Date(head.reg_dt).toISOString(),
      buyerNm: en ? head.cp_eng_nm : head.cp_nm,
      reqUserNm: head.user_nm,
      athFileId: head.ath_file_id,
      files: fileInfos(ctx, files, '', request.locale),
      version: head.version,
      awardSpCd: head.award_sp_cd,
      ctrtNo: head.ctrt_no,
      lines: lines.map((l) => ({
        lineNo: l.line_no,
        itemNm: l.item_nm,
        specCn: l.spec_cn,
        unitCd: l.unit_cd,
        qty: Number(l.qty),
        reqDt: l.req_dt,
        itemCd: l.item_cd,
        itemReqNo: l.item_req_no,
      })),
      answers: answers.map((a, i) => ({
        spCd: a.sp_cd,
        spNm: en ? a.cp_eng_nm : a.cp_nm,
        statCd: a.stat_cd,
        crncyCd: a.crncy_cd,
        leadDays: a.lead_days,
        validDt: a.valid_dt,
        noteCn: a.note_cn,
        dclnRsnCn: a.dcln_rsn_cn,
        amount: num(a.amount),
        prices: a.prices,
        athFileId: a.ath_file_id,
        files: fileInfos(ctx, answerFiles[i]!, '', request.locale),
        ansDt: iso(a.ans_dt),
        version: a.version,
      })),
    });
  };

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
        pages: rows.map((r) => ({
          ctrtNo: r.ctrt_no,
          ctrtNm: r.ctrt_nm,
          ctrtKindCd: r.ctrt_kind_cd,
          ctrtVer: r.ctrt_ver,
          statCd: r.stat_cd,
          ctrtDt: r.ctrt_dt,
          startDt: r.start_dt,
          endDt: r.end_dt,
          amount: Number(r.amount),
          crncyCd: r.crncy_cd,
          cpNm: en ? r.o_cp_eng_nm : r.o_cp_nm,
          qtNo: r.qt_no,
        })),
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
    const { head: h, lines } = found;
    const party = (x: 'a' | 'b', cpCd: string) => ({
      cpCd,
      cpNm: h[`${x}_cp_nm`],
      rpreNm: h[`${x}_rpre_nm`],
      contactNm: h[`${x}_contact_nm`],
      addr: h[`${x}_addr`],
      telNo: h[`${x}_tel_no`],
      email: h[`${x}_email`],
      bizType: h[`${x}_biz_type`],
    });
    return ok({
      ctrtNo: h.ctrt_no,
      ctrtGrpNo: h.ctrt_grp_no,
      ctrtNm: h.ctrt_nm,
      ctrtKindCd: h.ctrt_kind_cd,
      ctrtVer: h.ctrt_ver,
      docClsCd: h.doc_cls_cd,
      statCd: h.stat_cd,
      ctrtDt: h.ctrt_dt,
      startDt: h.start_dt,
      endDt: h.end_dt,
      amount: Number(h.amount),
      crncyCd: h.crncy_cd,
      cpNm: request.locale === 'en' ? h.o_cp_eng_nm : h.o_cp_nm,
      qtNo: h.qt_no,
      partyA: party('a', h.cp_cd),
      partyB: party('b', h.sp_cd),
      lgstRate: num(h.lgst_rate),
      lgstAmount: num(h.lgst_amount),
      ctrtUrl: h.ctrt_url,
      spCnfmDt: iso(h.sp_cnfm_dt),
      byCnfmDt: iso(h.by_cnfm_dt),
      latestCtrtNo: h.latest_ctrt_no,
      version: h.version,
      lines: lines.map((l) => ({
        lineNo: l.line_no,
        itemNm: l.item_nm,
        specCn: l.spec_cn,
        unitCd: l.unit_cd,
        qty: Number(l.qty),
        unitPrice: Number(l.unit_price),
        itemCd: l.item_cd,
      })),
    });
  };

  /** A contract's terms from a body, checked by `checkContractTerms` (400 with the field). */
  function termsOf(body: Record<string, unknown>): ContractTerms {
    check(rulesOf(CONTRACT_TERMS_FIELDS, ['ctrtNm', 'crncyCd', 'ctrtUrl']), body);
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
      amount: Number(input.amount),
      crncyCd: input.crncyCd.toUpperCase(),
      lgstRate: input.lgstRate ? Number(input.lgstRate) : null,
      lgstAmount: input.lgstAmount ? Number(input.lgstAmount) : null,
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
    route(app, calls.suppliers, async ({ request }) => {
      userOf(request);
      const en = request.locale === 'en';
      return ok((await quotes.suppliers()).map((s) => ({ cpCd: s.cp_cd, cpNm: en ? s.cp_eng_nm : s.cp_nm })));
    });
    route(app, calls.buyerSearch, ({ request, query }) => search('BY')(request, query));
    route(app, calls.supplierSearch, ({ request, query }) => search('SP')(request, query));
    route(app, calls.supplierSummary, async ({ request }) => {
      const user = userOf(request);
      const [toAnswer, toConfirm] = await Promise.all([quotes.toAnswer(user.cpCd), contracts.toConfirm(user.cpCd)]);
      return ok({ toAnswer, toConfirm });
    });
    route(app, calls.buyerDetail, ({ request, params }) => detail('BY')(request, params.qtNo));
    route(app, calls.supplierDetail, ({ request, params }) => detail('SP')(request, params.qtNo));

    route(app, calls.create, async ({ request, body }) => {
      const user = userOf(request);
      check(rulesOf(QUOTE_REQUEST_FIELDS, ['title', 'noteCn', 'athFileId', 'itemReqNo']), body);
      const { today, now } = clock();
      const rawLines = Array.isArray(body.lines) ? body.lines : [];
      const lines = rawLines.map((l) => {
        const line = bodyOf(l);
        const reqDt = text(line, 'reqDt');
        return {
          itemNm: text(line, 'itemNm'),
          specCn: text(line, 'specCn') || null,
          unitCd: text(line, 'unitCd'),
          qty: (line.qty ?? '') as string | number,
          reqDt: (reqDt && toDateValue(reqDt)) || reqDt,
          itemCd: text(line, 'itemCd') || null,
        };
      });
      const input = { title: text(body, 'title'), spCds: list(body.spCds), lines };
      const refusal = checkQuoteRequest(input, today);
      if (refusal)
        throw badRequest({ [refusal.field]: { rule: 'is', code: refusal.code, params: refusal.params ?? {} } });
      const itemReqNo = text(body, 'itemReqNo') || null;
      if (itemReqNo) {
        const own = await quotes.ownItemRequest(user.cpCd, itemReqNo);
        if (!own) throw notFound();
      }
      const athFileId = await ownedFile(request, text(body, 'athFileId'));
      const result = await createQuoteRequest(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        {
          title: input.title,
          noteCn: text(body, 'noteCn') || null,
          athFileId,
          spCds: input.spCds,
          lines: lines.map((l) => ({ ...l, qty: Number(l.qty), itemReqNo })),
        },
        { now, today },
      );
      request.log.info({ event: 'quotes.create', qtNo: result.qtNo }, 'quote request sent');
      return ok(result);
    });

    route(app, calls.answer, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!QUOTE_NO.test(params.qtNo)) throw notFound();
      check(rulesOf(QUOTE_ANSWER_FIELDS, ['noteCn', 'athFileId']), body);
      const validText = text(body, 'validDt');
      const athFileId = await ownedFile(request, text(body, 'athFileId'));
      const result = await answerQuote(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        params.qtNo,
        {
          crncyCd: text(body, 'crncyCd'),
          leadDays: (body.leadDays ?? '') as string | number,
          validDt: (validText && toDateValue(validText)) || validText,
          noteCn: text(body, 'noteCn'),
          prices: Array.isArray(body.prices) ? (body.prices as (string | number)[]) : [],
          athFileId,
          version: version(body.version),
        },
        clock(),
      );
      request.log.info({ event: 'quotes.answer', qtNo: params.qtNo, spCd: user.cpCd }, 'quote answered');
      return ok(result);
    });

    route(app, calls.decline, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!QUOTE_NO.test(params.qtNo)) throw notFound();
      const result = await declineQuote(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        params.qtNo,
        { reason: text(body, 'reason'), version: version(body.version) },
        clock(),
      );
      return ok(result);
    });

    route(app, calls.award, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!QUOTE_NO.test(params.qtNo)) throw notFound();
      const result = await awardQuote(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        params.qtNo,
        { spCd: text(body, 'spCd'), version: version(body.version) },
        clock(),
      );
      request.log.info({ event: 'quotes.award', qtNo: params.qtNo, ctrtNo: result.ctrtNo }, 'quote awarded');
      return ok(result);
    });

    route(app, calls.close, async ({ request, params, body }) => {
      const user = userOf(request);
      if (!QUOTE_NO.test(params.qtNo)) throw notFound();
      return ok(
        await closeQuote(ctx.db, { cpCd: user.cpCd }, params.qtNo, { version: version(body.version) }, clock()),
      );
    });

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

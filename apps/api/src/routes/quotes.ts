// Quote requests (issue 44 item 2, decision 0066; e-contracts are routes/contracts.ts). Thin
// handlers over domains/quotes: the request's and the answer's checks of @mro/rules run here and
// again under the row locks there. Company scoping: a buyer reads and acts on its company's
// requests only, a supplier on those addressed to its company; anything else is 404.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf } from '@mro/contract';
import {
  DEFAULT_PAGE_SIZE,
  NO_CURRENCY,
  QUOTE_NO,
  checkQuoteRequest,
  seoulDay,
  toDateValue,
  toMoney,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { check, list, paging, text } from '../http/request.ts';
import { route } from '../http/route.ts';
import { contractRepository } from '../domains/contracts/repository.ts';
import { userOf } from '../auth/guard.ts';
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

const calls = contract.quotes;

const version = (value: unknown) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  return n;
};
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function quoteRoutes(ctx: AppContext) {
  const quotes = quoteRepository(ctx.db);
  const contracts = contractRepository(ctx.db);
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
        amount: a.amount === null ? null : toMoney(a.amount, a.crncy_cd ?? NO_CURRENCY),
        prices: a.prices,
        athFileId: a.ath_file_id,
        files: fileInfos(ctx, answerFiles[i]!, '', request.locale),
        ansDt: iso(a.ans_dt),
        version: a.version,
      })),
    });
  };

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
      const { today, now } = clock();
      const lines = (body.lines ?? []).map((line) => ({
        ...line,
        specCn: line.specCn || null,
        reqDt: (line.reqDt && toDateValue(line.reqDt)) || line.reqDt,
        itemCd: line.itemCd || null,
      }));
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
      const validText = text(body, 'validDt');
      const athFileId = await ownedFile(request, text(body, 'athFileId'));
      const result = await answerQuote(
        ctx.db,
        { userId: user.userId, cpCd: user.cpCd },
        params.qtNo,
        {
          crncyCd: text(body, 'crncyCd'),
          leadDays: body.leadDays,
          validDt: (validText && toDateValue(validText)) || validText,
          noteCn: text(body, 'noteCn'),
          prices: body.prices ?? [],
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
  };
}

// Approvals (issue 43 item 5, decision 0048): the caller's approval box (waiting for me, drafted
// by me, decided by me), a document's detail with each step, the waiting person's approve and
// reject (reason required), the drafter's cancel request, the company's approval lines. Every
// call is scoped to the caller's company; the engine (domains/approvals/repository.ts) checks the
// state machine, the version and who may act, and records the notifications.
import type { FastifyInstance } from 'fastify';
import { contract } from '@mro/contract';
import { toMoney } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { notFound, ok } from '../http/envelope.ts';
import { paging } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import {
  APPROVAL_NO,
  approvalRepository,
  cancel,
  decide,
  type ApprovalDeps,
  type Box,
} from '../domains/approvals/repository.ts';

const calls = contract.approvals;

function apprNoOf(params: { apprNo: string }): string {
  if (!APPROVAL_NO.test(params.apprNo)) throw notFound();
  return params.apprNo;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function approvalRoutes(ctx: AppContext) {
  const repo = approvalRepository(ctx.db);
  const deps: ApprovalDeps = { now: ctx.now, mail: ctx.mail, sms: ctx.sms };

  return async function routes(app: FastifyInstance) {
    route(app, calls.box, async ({ request, query }) => {
      const user = userOf(request);
      const box = (query.box || 'waiting') as Box;
      const { pageNo, pageSize } = paging(query);
      const { total, rows } = await repo.box(user.cpCd, user.userId, box, pageSize, (pageNo - 1) * pageSize);
      return ok({
        pages: rows.map((r) => ({
          apprNo: r.appr_no,
          docKind: r.doc_kind,
          docId: r.doc_id,
          title: r.title,
          amount: toMoney(r.amount, r.crncy_cd),
          crncyCd: r.crncy_cd,
          statCd: r.stat_cd,
          drafterNm: r.user_nm,
          regDt: iso(r.reg_dt)!,
          updDt: iso(r.upd_dt)!,
          version: r.version,
        })),
        totalCount: total,
        pageNo,
        pageSize,
      });
    });

    route(app, calls.lines, async ({ request }) => {
      const user = userOf(request);
      const lines = await repo.lines(user.cpCd);
      return ok(
        lines.map((l) => ({
          lineId: l.line_id,
          lineNm: l.line_nm,
          defaultYn: l.default_yn,
          steps: l.steps.map((s) => ({
            stepNo: s.step_no,
            procKindCd: s.proc_kind_cd,
            alertTypeCd: s.alert_type_cd,
            userNm: s.user_nm,
          })),
        })),
      );
    });

    route(app, calls.detail, async ({ request, params }) => {
      const user = userOf(request);
      const head = await repo.head(user.cpCd, apprNoOf(params));
      if (!head) throw notFound();
      const steps = await repo.steps(head.appr_no);
      const waitsForMe = steps.some(
        (s) =>
          s.round === head.round &&
          s.step_no === head.cur_step_no &&
          s.decision_cd === 'WAIT' &&
          s.user_id === user.userId,
      );
      const drafterMine = head.drafter_user_id === user.userId;
      return ok({
        apprNo: head.appr_no,
        docKind: head.doc_kind,
        docId: head.doc_id,
        title: head.title,
        amount: toMoney(head.amount, head.crncy_cd),
        crncyCd: head.crncy_cd,
        statCd: head.stat_cd,
        drafterNm: head.user_nm,
        regDt: iso(head.reg_dt)!,
        updDt: iso(head.upd_dt)!,
        version: head.version,
        drafterMine,
        steps: steps.map((s) => ({
          round: s.round,
          stepNo: s.step_no,
          procKindCd: s.proc_kind_cd,
          alertTypeCd: s.alert_type_cd,
          userNm: s.user_nm,
          decisionCd: s.decision_cd,
          reasonCn: s.reason_cn,
          decidedAt: iso(s.decided_at),
          mine: s.user_id === user.userId,
        })),
        can: { approve: waitsForMe, reject: waitsForMe, cancel: drafterMine && head.stat_cd === '3' },
      });
    });

    route(app, calls.approve, async ({ request, params, body }) => {
      const user = userOf(request);
      const input = { apprNo: apprNoOf(params), version: body.version };
      const result = await decide(ctx.db, deps, {
        ...input,
        companyId: user.cpCd,
        userId: user.userId,
        decision: 'approve',
        reason: '',
      });
      request.log.info({ event: 'approvals.approve', ...result }, 'approval decided');
      return ok(result);
    });

    route(app, calls.reject, async ({ request, params, body }) => {
      const user = userOf(request);
      const input = { apprNo: apprNoOf(params), version: body.version };
      const result = await decide(ctx.db, deps, {
        ...input,
        companyId: user.cpCd,
        userId: user.userId,
        decision: 'reject',
        reason: body.reason,
      });
      request.log.info({ event: 'approvals.reject', ...result }, 'approval decided');
      return ok(result);
    });

    route(app, calls.cancel, async ({ request, params, body }) => {
      const user = userOf(request);
      const input = { apprNo: apprNoOf(params), version: body.version };
      const result = await cancel(ctx.db, deps, {
        ...input,
        companyId: user.cpCd,
        userId: user.userId,
        reason: body.reason,
      });
      request.log.info({ event: 'approvals.cancel', ...result }, 'approval cancel requested');
      return ok(result);
    });
  };
}

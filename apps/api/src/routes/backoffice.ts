// The provider back office's calls (decision 0067; role A): rejecting a registration with a
// reason (the applicant told by mail), a supplier application with its documents, the users of
// the companies (suspend, restore, unlock) and the audit list. Approvals are in accounts/admin.ts;
// every change here and there writes its audit row in the change's transaction.
import type { FastifyInstance } from 'fastify';
import { BOARD_IDS, BOARD_POST_FIELDS, contract, rulesOf, type Locale, type ParsedOf } from '@mro/contract';
import { validate, type AuditAction, type BackofficeUserStatus, type UserAction } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { badRequest, notFound, ok } from '../http/envelope.ts';
import { sanitizeHtml } from '../http/sanitize.ts';
import { route } from '../http/route.ts';
import { check } from '../http/request.ts';
import { userOf } from '../auth/guard.ts';
import { revokeUser } from '../auth/tokens.ts';
import { BACKOFFICE_LIST_MAX, backofficeRepository, type PostValues } from '../domains/backoffice/repository.ts';
import { accountShared } from '../domains/accounts/shared.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { isoOf } from '../shared/dates.ts';

const calls = contract.backoffice;

/** The rejection mail in the applicant's language. */
function rejectionMail(locale: Locale, kind: 'buyer' | 'supplier', id: string, reason: string) {
  const en = locale === 'en';
  const subject = en
    ? `[MRO] Your ${kind === 'buyer' ? 'registration' : 'supplier application'} was not approved`
    : `[MRO] ${kind === 'buyer' ? '회원 가입' : '공급사 가입'} 신청이 반려되었습니다`;
  const body = en ? `ID: ${id}\nReason: ${reason}` : `ID: ${id}\n반려 사유: ${reason}`;
  return { subject, body };
}

export function backofficeRoutes(ctx: AppContext) {
  const repo = backofficeRepository(ctx.db);
  const { codeLabels } = accountShared(ctx);
  return async function routes(app: FastifyInstance) {
    /** The reason trimmed, required and at most BACKOFFICE_REASON_MAX characters (400 otherwise). */
    const reasonOf = (body: { reason: string }) => {
      const reason = String(body.reason ?? '').trim();
      check(rulesOf(calls.rejectBuyer.body), { reason });
      return reason;
    };

    route(app, calls.rejectBuyer, async ({ request, params, body }) => {
      const reason = reasonOf(body);
      const user = await repo.rejectBuyer(params.loginId, reason, userOf(request), ctx.now());
      const mail = rejectionMail(user.user_lang_cd === 'EN' ? 'en' : 'ko', 'buyer', params.loginId, reason);
      await ctx.mail.send(user.email, mail.subject, mail.body);
      return ok({ loginId: params.loginId, status: 'REJECTED' });
    });

    route(app, calls.rejectSupplier, async ({ request, params, body }) => {
      const reason = reasonOf(body);
      const appl = await repo.rejectSupplier(params.applNo, reason, userOf(request), ctx.now());
      const mail = rejectionMail(request.locale, 'supplier', params.applNo, reason);
      await ctx.mail.send(appl.email, mail.subject, mail.body);
      return ok({ applNo: params.applNo, status: 'REJECTED' });
    });

    // The application as submitted (its JSON), its documents' types named in the caller's
    // language and their files with download links (administrators read every file).
    route(app, calls.supplierApplication, async ({ request, params }) => {
      const appl = await repo.application(params.applNo);
      if (!appl) throw notFound();
      const form = JSON.parse(appl.payload) as Record<string, unknown>;
      const docs = (Array.isArray(form.documents) ? form.documents : []) as Record<string, unknown>[];
      const groups = docs.map((d) => String(d?.athFileId ?? '')).filter(Boolean);
      const rows = await repo.filesOf(groups);
      const labels = await codeLabels('DOC_TYPE', request.locale);
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      return ok({
        applNo: appl.appl_no,
        status: appl.status,
        cpNm: appl.cp_nm,
        cpEngNm: str(form.cpEngNm),
        bizRegNo: appl.biz_reg_no,
        corpNo: str(form.corpNo),
        rprePsNm: str(form.rprePsNm),
        email: appl.email,
        telNo: str(form.telNo),
        applicantNm: str(form.applicantNm),
        regDt: isoOf(appl.created_at),
        decidedDt: appl.decided_at ? isoOf(appl.decided_at) : null,
        rejectReason: appl.reject_reason,
        documents: docs.map((d) => {
          const code = String(d?.docTypeCd ?? '');
          const id = String(d?.athFileId ?? '');
          return {
            docTypeCd: code,
            docTypeNm: labels[code] ?? code,
            files: fileInfos(
              ctx,
              rows.filter((r) => r.ath_file_id === id),
              '',
              request.locale,
            ),
          };
        }),
      });
    });

    route(app, calls.users, async ({ query }) => {
      const rows = await repo.users(query.q.trim(), query.status, ctx.now());
      return ok({
        pages: rows.slice(0, BACKOFFICE_LIST_MAX).map((r) => ({
          loginId: r.login_id,
          userNm: r.user_nm,
          cpCd: r.cp_cd,
          cpNm: r.cp_nm,
          custRolCd: r.cust_rol_cd,
          email: r.email,
          status: r.status as BackofficeUserStatus,
          lockedMinutes: r.lockedMinutes,
          regDt: isoOf(r.created_at),
        })),
        totalCount: rows.length,
      });
    });

    const act =
      (action: UserAction) =>
      async ({ request, params }: { request: Parameters<typeof userOf>[0]; params: { loginId: string } }) => {
        const now = ctx.now();
        const done = await repo.act(params.loginId, action, userOf(request), now);
        if (action === 'suspend') {
          // A suspended user's sessions end at once, in every instance (as a password change's do).
          await revokeUser(ctx.db, done.userId, now);
          await ctx.cache.settle(done.userId);
        }
        return ok({ loginId: done.loginId, status: done.status, lockedMinutes: done.lockedMinutes });
      };
    route(app, calls.suspendUser, act('suspend'));
    route(app, calls.restoreUser, act('restore'));
    route(app, calls.unlockUser, act('unlock'));

    /**
     * A post's fields checked with the form's rules, its HTML sanitized (nothing left but tags or
     * whitespace: required), its attachments a live file group (else MROCM0010).
     */
    const postOf = async (body: ParsedOf<typeof BOARD_POST_FIELDS>): Promise<PostValues> => {
      const values = {
        rpreBrdId: String(body.rpreBrdId ?? ''),
        titlCn: String(body.titlCn ?? '').trim(),
        cntn: String(body.cntn ?? ''),
        sysGbCd: String(body.sysGbCd ?? ''),
        athFileId: String(body.athFileId ?? '').trim(),
      };
      check(rulesOf(BOARD_POST_FIELDS, ['rpreBrdId', 'titlCn', 'cntn', 'sysGbCd', 'athFileId']), values);
      // The board and the audience: one of the listed values (MROCM0009).
      const listed = { rpreBrdId: BOARD_IDS, sysGbCd: ['BY', 'SP', 'ALL'] } as const;
      for (const [key, allowed] of Object.entries(listed)) {
        if (!(allowed as readonly string[]).includes(values[key as keyof typeof listed])) {
          throw badRequest({ [key]: { rule: 'is', code: 'MROCM0009', params: {} } });
        }
      }
      const cntn = sanitizeHtml(values.cntn);
      const visible = cntn
        .replace(/<(?!img\b)[^>]*>/gi, '')
        .replace(/&nbsp;/g, ' ')
        .trim();
      if (!visible) throw badRequest({ cntn: validate('', 'required')! });
      if (values.athFileId && !(await repo.fileGroupExists(values.athFileId))) {
        throw badRequest({ athFileId: { rule: 'is', code: 'MROCM0010', params: {} } });
      }
      return {
        rpreBrdId: values.rpreBrdId as PostValues['rpreBrdId'],
        titlCn: values.titlCn,
        cntn,
        sysGbCd: values.sysGbCd,
        beforeLoginYn: body.beforeLoginYn === 'Y' ? 'Y' : 'N',
        athFileId: values.athFileId || null,
      };
    };
    const postId = (raw: string) => {
      const id = Number(raw);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
      return id;
    };

    type PostRow = NonNullable<Awaited<ReturnType<typeof repo.post>>>;
    const rowOf = (r: Omit<PostRow, 'cntn'>) => ({
      ntcnId: r.ntcn_id,
      rpreBrdId: r.rpre_brd_id,
      titlCn: r.titl_cn,
      sysGbCd: r.sys_gb_cd as 'BY' | 'SP' | 'ALL',
      beforeLoginYn: r.before_login_yn,
      athFileYn: r.ath_file_id ? ('Y' as const) : ('N' as const),
      regDt: isoOf(r.reg_dt),
      updDt: r.upd_dt ? isoOf(r.upd_dt) : null,
      updLoginId: r.upd_login_id,
      viewCnt: r.view_cnt,
      version: r.version,
    });

    route(app, calls.posts, async ({ query }) => {
      const board = String(query.rpreBrdId ?? '');
      if (!(BOARD_IDS as readonly string[]).includes(board)) {
        throw badRequest({ rpreBrdId: { rule: 'is', code: 'MROCM0009', params: {} } });
      }
      const rows = await repo.posts(board as PostValues['rpreBrdId'], query.q.trim());
      return ok({ pages: rows.slice(0, BACKOFFICE_LIST_MAX).map(rowOf), totalCount: rows.length });
    });
    route(app, calls.postDetail, async ({ request, params }) => {
      const post = await repo.post(postId(params.ntcnId));
      if (!post) throw notFound();
      const rows = post.ath_file_id ? await groupRows(ctx, post.ath_file_id) : [];
      const files = fileInfos(ctx, rows, '', request.locale);
      return ok({ ...rowOf(post), cntn: post.cntn, athFileId: post.ath_file_id, files });
    });
    route(app, calls.createPost, async ({ request, body }) => {
      const { ntcnId } = await repo.savePost(null, await postOf(body), userOf(request), ctx.now());
      return ok({ ntcnId });
    });
    route(app, calls.updatePost, async ({ request, params, body }) => {
      const id = postId(params.ntcnId);
      const version = Number(body.version);
      if (!Number.isInteger(version) || version < 1) {
        throw badRequest({ version: { rule: 'required', code: 'MROCM0009', params: {} } });
      }
      const saved = await repo.savePost(id, await postOf(body), userOf(request), ctx.now(), version);
      return ok(saved);
    });
    route(app, calls.deletePost, async ({ request, params, query }) => {
      const id = postId(params.ntcnId);
      const version = Number(query.version);
      if (!Number.isInteger(version) || version < 1) {
        throw badRequest({ version: { rule: 'required', code: 'MROCM0009', params: {} } });
      }
      await repo.deletePost(id, version, userOf(request), ctx.now());
      return ok({ ntcnId: id, deleted: true as const });
    });

    route(app, calls.audits, async ({ query }) => {
      const rows = await repo.audits(query.q.trim(), query.action);
      return ok({
        pages: rows.slice(0, BACKOFFICE_LIST_MAX).map((r) => ({
          auditId: r.audit_id,
          at: isoOf(r.created_at),
          actorLoginId: r.actor_login_id,
          action: r.action as AuditAction,
          targetId: r.target_id,
          cpCd: r.cp_cd,
          detail: r.detail,
        })),
        totalCount: rows.length,
      });
    });
  };
}

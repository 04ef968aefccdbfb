// The search popups (company, department, manufacturer, sourcing person, sourcing group), the
// new-manufacturer request and the anonymous corruption report: calls the spec names by their
// popups and leaves "not shown" (docs/api.md). The data: domains/search/repository.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf } from '@mro/contract';
import { MANUFACTURER_REQUEST_SCHEMA, corruptionReportErrors, manufacturerRequestErrors, seoulDay } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { check, paging, text, yn } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../files/ownership.ts';
import { searchRepository } from '../domains/search/repository.ts';

const calls = contract.search;

export function searchRoutes(ctx: AppContext) {
  const repo = searchRepository(ctx.db);
  const RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };
  const ANONYMOUS_RATE = { max: 300, timeWindow: 60_000 };

  return async function routes(app: FastifyInstance) {
    // Company search: buyers and suppliers find companies of their own role, administrators any.
    route(app, calls.companies, async ({ request, query }) => {
      const user = userOf(request);
      const v = { cpNm: query.cpNm, cpCd: query.cpCd, custRolCd: query.custRolCd };
      check(rulesOf(calls.companies.query, ['cpNm', 'cpCd', 'custRolCd']), v);
      const { pageNo, pageSize } = paging(query);
      const role = user.custRolCd === 'A' ? v.custRolCd : user.custRolCd;
      const { total, rows } = await repo.companies(
        { role, cpNm: v.cpNm, cpCd: v.cpCd },
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return ok({
        totalCount: total,
        pages: rows.map((r) => ({
          cpCd: r.cp_cd,
          cpNm: request.locale === 'en' ? r.cp_eng_nm : r.cp_nm,
          custRolCd: r.cust_rol_cd,
          custRegNo: r.biz_reg_no,
          rprePsNm: r.rpre_ps_nm,
        })),
      });
    });

    // Department search: the caller's company (administrators: any cpCd).
    route(app, calls.departments, async ({ request, query }) => {
      const user = userOf(request);
      const dpNm = query.dpNm;
      check(rulesOf(calls.departments.query), { dpNm });
      const cpCd = user.custRolCd === 'A' ? query.cpCd || user.cpCd : user.cpCd;
      const rows = await repo.departments(cpCd, dpNm);
      return ok({
        pages: rows.map((r) => ({ dpCd: r.dp_cd, dpNm: r.dp_nm, cpCd: r.cp_cd, cpNm: r.cp_nm })),
        totalCount: rows.length,
      });
    });

    // Manufacturer search: public (the supplier registration's main items need it before login).
    route(
      app,
      calls.manufacturers,
      async ({ query }) => {
        const mfcpCustNm = query.mfcpCustNm;
        check(rulesOf(calls.manufacturers.query), { mfcpCustNm });
        const { pageNo, pageSize } = paging(query);
        const { total, rows } = await repo.manufacturers(mfcpCustNm, pageSize, (pageNo - 1) * pageSize);
        return ok({
          totalCount: total,
          pages: rows.map((r) => ({
            mfcpCustId: r.mfcp_cust_id,
            mfcpCustNm: r.mfcp_cust_nm,
            mfcpCustEngNm: r.mfcp_cust_eng_nm,
            rpreMfcpCustNm: r.rpre_mfcp_cust_nm ?? r.mfcp_cust_nm,
            brndNm: r.brnd_nm,
            homePage: r.home_page,
            rpreItmNm: r.rpre_itm_nm,
            bpAddr: r.bp_addr,
            officeTelNo: r.office_tel_no,
            faxNo: r.fax_no,
          })),
        });
      },
      { rateLimit: ANONYMOUS_RATE },
    );

    /** Active sourcing staff by name and item group (its top level), name order. */
    const sourcingPersons = (query: { userNm: string; itmClsfCd: string }, limit: number) => {
      const v = { userNm: query.userNm, itmClsfCd: query.itmClsfCd };
      check(rulesOf(calls.sourcingPersons.query), v);
      return repo.sourcingPersons(v, limit);
    };

    // Sourcing persons and groups: the provider's staff, for buyers and administrators.
    route(app, calls.sourcingPersons, async ({ query }) => {
      const rows = await sourcingPersons(query, 200);
      return ok({
        pages: rows.map((r) => ({ srcPsId: r.user_id, srcPsNm: r.user_nm, dpNm: r.dp_nm, email: r.email })),
        totalCount: rows.length,
      });
    });

    // The supplier registration's sourcing contact (an applicant is not signed in): the provider's
    // sourcing staff of an item group by name and department only, never an e-mail or phone.
    route(
      app,
      calls.anonymousSourcingPersons,
      async ({ query }) => {
        const rows = await sourcingPersons(query, 50);
        return ok({
          pages: rows.map((r) => ({ srcPsId: String(r.user_id), srcPsNm: r.user_nm, dpNm: r.dp_nm })),
          totalCount: rows.length,
        });
      },
      { rateLimit: ANONYMOUS_RATE },
    );

    route(app, calls.sourcingGroups, async ({ request, query }) => {
      const srcGrpNm = query.srcGrpNm;
      check(rulesOf(calls.sourcingGroups.query), { srcGrpNm });
      const rows = await repo.sourcingGroups(srcGrpNm);
      return ok({
        pages: rows.map((r) => ({
          srcGrpCd: r.src_grp_cd,
          srcGrpNm: request.locale === 'en' ? r.src_grp_nm_en : r.src_grp_nm_ko,
          itmClsfCd: r.itm_clsf_cd,
        })),
        totalCount: rows.length,
      });
    });

    // New-manufacturer request (from the manufacturer popup; also before login, in registration).
    route(
      app,
      calls.manufacturerRequest,
      async ({ request, body }) => {
        const v: Record<string, string> = Object.fromEntries(
          Object.keys(MANUFACTURER_REQUEST_SCHEMA).map((k) => [k, text(body, k)]),
        );
        const errors = manufacturerRequestErrors(v);
        if (Object.keys(errors).length) throw badRequest(errors);
        const reqId = await repo.addManufacturerRequest(v, request.user?.userId ?? null, ctx.now());
        return ok({ reqId, status: 'REQUESTED' as const });
      },
      { rateLimit: RATE },
    );

    // Corruption report: anonymous by choice; stored as plain text (never rendered as HTML).
    route(
      app,
      calls.corruptionReport,
      async ({ request, body }) => {
        const keys = ['categoryCd', 'titlCn', 'cntn', 'anonymousYn', 'reporterNm', 'reporterContact', 'athFileId'];
        const v: Record<string, string> = Object.fromEntries(keys.map((k) => [k, text(body, k)]));
        const errors = corruptionReportErrors(v);
        if (!errors.categoryCd && !(await repo.isReportCategory(v.categoryCd!))) {
          errors.categoryCd = { rule: 'is', code: 'MROCM0009', params: {} };
        }
        // Evidence: only a live file group the reporter uploaded (the one attachment rule).
        if (v.athFileId) {
          const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), [v.athFileId]);
          if (!owned.has(v.athFileId)) errors.athFileId = { rule: 'is', code: 'MROCM0010', params: {} };
        }
        if (Object.keys(errors).length) throw badRequest(errors);
        const anonymous = yn(v.anonymousYn) === 'Y';
        const reportNo = `CR${seoulDay(ctx.now())}${randomBytes(4).toString('hex').toUpperCase()}`;
        await repo.addCorruptionReport({
          report_no: reportNo,
          category_cd: v.categoryCd!,
          titl_cn: v.titlCn!,
          cntn: v.cntn!,
          anonymous_yn: anonymous ? 'Y' : 'N',
          reporter_nm: anonymous ? null : v.reporterNm!,
          reporter_contact: anonymous ? null : v.reporterContact!,
          ath_file_id: v.athFileId || null,
          created_at: ctx.now(),
        });
        return ok({ reportNo });
      },
      { rateLimit: RATE },
    );
  };
}

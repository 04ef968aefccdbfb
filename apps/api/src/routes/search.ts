// The search popups (company, department, manufacturer, sourcing person, sourcing group), the
// new-manufacturer request and the anonymous corruption report: calls the spec names by their
// popups and leaves "not shown" (docs/api.md).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MANUFACTURER_REQUEST_SCHEMA, corruptionReportErrors, manufacturerRequestErrors, seoulDay } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
import { check, paging, text, yn } from '../http/request.ts';
import { userOf } from '../auth/guard.ts';
import { escapeLike } from '../shared/like.ts';
import { manufacturerRequestRow } from '../domains/search/manufacturerRequests.ts';

import { ownerKeyOf } from '../files/access.ts';
import { contract } from '@mro/contract';
import { route } from '../http/route.ts';

const calls = contract.search;

const like = (value: string) => `%${escapeLike(value)}%`;

export function searchRoutes(ctx: AppContext) {
  const { db } = ctx;
  const RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };

  return async function routes(app: FastifyInstance) {
    // Company search: buyers and suppliers find companies of their own role, administrators any.
    route(app, calls.companies, async ({ request, query }) => {
      const user = userOf(request);
      const v = { cpNm: text(query, 'cpNm'), cpCd: text(query, 'cpCd'), custRolCd: text(query, 'custRolCd') };
      check({ cpNm: 'max:100', cpCd: 'max:20', custRolCd: 'max:1' }, v);
      const { pageNo, pageSize } = paging(query);
      const role = user.custRolCd === 'A' ? v.custRolCd : user.custRolCd;
      let q = db.selectFrom('company');
      if (role) q = q.where('cust_rol_cd', '=', role as 'B' | 'V' | 'A');
      if (v.cpNm)
        q = q.where((eb) => eb.or([eb('cp_nm', 'ilike', like(v.cpNm)), eb('cp_eng_nm', 'ilike', like(v.cpNm))]));
      if (v.cpCd) q = q.where('cp_cd', 'ilike', like(v.cpCd));
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'cust_rol_cd', 'biz_reg_no', 'rpre_ps_nm'])
        .orderBy('cp_cd')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok({
        totalCount: Number(total.n),
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
      const dpNm = text(query, 'dpNm');
      check({ dpNm: 'max:100' }, { dpNm });
      const cpCd = user.custRolCd === 'A' ? text(query, 'cpCd') || user.cpCd : user.cpCd;
      let q = db
        .selectFrom('department')
        .innerJoin('company', 'company.cp_cd', 'department.cp_cd')
        .select(['department.dp_cd', 'department.dp_nm', 'company.cp_cd', 'company.cp_nm'])
        .where('department.cp_cd', '=', cpCd);
      if (dpNm) q = q.where('department.dp_nm', 'ilike', like(dpNm));
      const rows = await q.orderBy('department.dp_nm').limit(500).execute();
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
        const mfcpCustNm = text(query, 'mfcpCustNm');
        check({ mfcpCustNm: 'max:100' }, { mfcpCustNm });
        const { pageNo, pageSize } = paging(query);
        let q = db.selectFrom('manufacturer');
        if (mfcpCustNm) {
          q = q.where((eb) =>
            eb.or([
              eb('mfcp_cust_nm', 'ilike', like(mfcpCustNm)),
              eb('mfcp_cust_eng_nm', 'ilike', like(mfcpCustNm)),
              eb('brnd_nm', 'ilike', like(mfcpCustNm)),
            ]),
          );
        }
        const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const rows = await q
          .selectAll()
          .orderBy('mfcp_cust_nm')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute();
        return ok({
          totalCount: Number(total.n),
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
      { rateLimit: { max: 300, timeWindow: 60_000 } },
    );

    /** Active sourcing staff by name and item group (its top level), name order; id, name, department. */
    const sourcingPersons = (query: Record<string, unknown>) => {
      const v = { userNm: text(query, 'userNm'), itmClsfCd: text(query, 'itmClsfCd') };
      check({ userNm: 'max:50', itmClsfCd: 'max:20' }, v);
      let q = db
        .selectFrom('app_user')
        .leftJoin('department', 'department.dp_cd', 'app_user.dp_cd')
        .select(['app_user.user_id', 'app_user.user_nm', 'department.dp_nm'])
        .where('app_user.sourcing_yn', '=', 'Y')
        .where('app_user.status', '=', 'ACTIVE');
      if (v.userNm) q = q.where('app_user.user_nm', 'ilike', like(v.userNm));
      if (v.itmClsfCd) {
        q = q.where('app_user.user_id', 'in', (eb) =>
          eb
            .selectFrom('sourcing_group_member')
            .innerJoin('sourcing_group', 'sourcing_group.src_grp_cd', 'sourcing_group_member.src_grp_cd')
            .select('sourcing_group_member.user_id')
            .where('sourcing_group.itm_clsf_cd', '=', v.itmClsfCd.slice(0, 1)),
        );
      }
      return q.orderBy('app_user.user_nm');
    };

    // Sourcing persons and groups: the provider's staff, for buyers and administrators.
    route(app, calls.sourcingPersons, async ({ query }) => {
      const rows = await sourcingPersons(query).select('app_user.email').limit(200).execute();
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
        const rows = await sourcingPersons(query).limit(50).execute();
        return ok({
          pages: rows.map((r) => ({ srcPsId: String(r.user_id), srcPsNm: r.user_nm, dpNm: r.dp_nm })),
          totalCount: rows.length,
        });
      },
      { rateLimit: { max: 300, timeWindow: 60_000 } },
    );

    route(app, calls.sourcingGroups, async ({ request, query }) => {
      const srcGrpNm = query.srcGrpNm;
      check({ srcGrpNm: 'max:100' }, { srcGrpNm });
      let q = db.selectFrom('sourcing_group').selectAll();
      if (srcGrpNm) {
        q = q.where((eb) =>
          eb.or([eb('src_grp_nm_ko', 'ilike', like(srcGrpNm)), eb('src_grp_nm_en', 'ilike', like(srcGrpNm))]),
        );
      }
      const rows = await q.orderBy('src_grp_cd').execute();
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
        const v = Object.fromEntries(Object.keys(MANUFACTURER_REQUEST_SCHEMA).map((k) => [k, text(body, k)])) as Record<
          string,
          string
        >;
        const errors = manufacturerRequestErrors(v);
        if (Object.keys(errors).length) throw badRequest(errors);
        const row = await db
          .insertInto('manufacturer_request')
          .values(manufacturerRequestRow(v, request.user?.userId ?? null, ctx.now()))
          .returning('req_id')
          .executeTakeFirstOrThrow();
        return ok({ reqId: row.req_id, status: 'REQUESTED' });
      },
      { rateLimit: RATE },
    );

    // Corruption report: anonymous by choice; stored as plain text (never rendered as HTML).
    route(
      app,
      calls.corruptionReport,
      async ({ request, body }) => {
        const keys = ['categoryCd', 'titlCn', 'cntn', 'anonymousYn', 'reporterNm', 'reporterContact', 'athFileId'];
        const v = Object.fromEntries(keys.map((k) => [k, text(body, k)])) as Record<string, string>;
        const errors = corruptionReportErrors(v);
        if (!errors.categoryCd) {
          const known = await db
            .selectFrom('common_code')
            .select('cd')
            .where('cd_lst_id', '=', 'REPORT_TYPE')
            .where('cd', '=', v.categoryCd!)
            .executeTakeFirst();
          if (!known) errors.categoryCd = { rule: 'is', code: 'MROCM0009', params: {} };
        }
        // Evidence: only a file group the reporter uploaded (same browser or user).
        if (v.athFileId) {
          const owner = ownerKeyOf(request, null);
          const own = owner
            ? await db
                .selectFrom('attach_file')
                .select('ath_file_id')
                .where('ath_file_id', '=', v.athFileId)
                .where('owner_key', '=', owner)
                .executeTakeFirst()
            : undefined;
          if (!own) errors.athFileId = { rule: 'is', code: 'MROCM0010', params: {} };
        }
        if (Object.keys(errors).length) throw badRequest(errors);
        const anonymous = yn(v.anonymousYn) === 'Y';
        const reportNo = `CR${seoulDay(ctx.now())}${randomBytes(4).toString('hex').toUpperCase()}`;
        await db
          .insertInto('corruption_report')
          .values({
            report_no: reportNo,
            category_cd: v.categoryCd!,
            titl_cn: v.titlCn!,
            cntn: v.cntn!,
            anonymous_yn: anonymous ? 'Y' : 'N',
            reporter_nm: anonymous ? null : v.reporterNm!,
            reporter_contact: anonymous ? null : v.reporterContact!,
            ath_file_id: v.athFileId || null,
            created_at: ctx.now(),
          })
          .execute();
        return ok({ reportNo });
      },
      { rateLimit: RATE },
    );
  };
}

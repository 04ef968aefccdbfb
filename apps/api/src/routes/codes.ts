// Common codes (cached per language by the client), customer (company) codes and business places.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ApiError, forbidden, ok } from '../http/envelope.ts';
import { check, yn } from '../http/request.ts';
import { route } from '../http/route.ts';
import { escapeLike } from '../shared/like.ts';
import { localeOf } from '../http/locale.ts';
import { userOf } from '../auth/guard.ts';

const calls = contract.codes;

export function codeRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async function routes(app: FastifyInstance) {
    route(app, calls.commonCodes, async ({ request, query }) => {
      const ids = [...new Set(query.cdLstIds)];
      check({ cdLstIds: 'required' }, { cdLstIds: ids.length ? ids.join(',') : '' });
      if (ids.length > 100) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const locale = query.langCd ? localeOf(String(query.langCd)) : request.locale;
      const rows = await db
        .selectFrom('common_code')
        .selectAll()
        .where('cd_lst_id', 'in', ids)
        .where('use_yn', '=', 'Y')
        .orderBy('cd_lst_id')
        .orderBy('sort_ord')
        .execute();
      const codes = ids.map((cdLstId) => ({
        cdLstId,
        commonCodes: rows
          .filter((r) => r.cd_lst_id === cdLstId)
          .map((r) => ({
            cd: r.cd,
            cdNm: locale === 'en' ? r.cd_nm_en : r.cd_nm_ko,
            usePsDefCn1: r.use_ps_def_cn1,
            usePsDefCn2: r.use_ps_def_cn2,
            usePsDefCn3: r.use_ps_def_cn3,
            usePsDefCn4: r.use_ps_def_cn4,
            usePsDefCn5: r.use_ps_def_cn5,
          })),
      }));
      return ok({ codes });
    });

    // Company lookup for the search popups; a buyer or supplier sees its own role's companies.
    route(app, calls.customerCodes, async ({ request, query }) => {
      const user = userOf(request);
      const values = { cpCd: query.cpCd, cpNm: query.cpNm, custRolCd: query.custRolCd };
      check(rulesOf(calls.customerCodes.query, ['cpCd', 'cpNm', 'custRolCd']), values);
      const role = user.custRolCd === 'A' ? values.custRolCd : user.custRolCd;
      if (user.custRolCd !== 'A' && values.custRolCd && values.custRolCd !== user.custRolCd) throw forbidden();
      let q = db.selectFrom('company').selectAll().orderBy('cp_cd').limit(200);
      if (role) q = q.where('cust_rol_cd', '=', role as 'B' | 'V' | 'A');
      if (values.cpCd) q = q.where('cp_cd', '=', values.cpCd);
      if (values.cpNm)
        q = q.where((eb) =>
          eb.or([
            eb('cp_nm', 'ilike', `%${escapeLike(values.cpNm)}%`),
            eb('cp_eng_nm', 'ilike', `%${escapeLike(values.cpNm)}%`),
          ]),
        );
      if (query.imkLockYn !== undefined) q = q.where('imk_lock_yn', '=', yn(query.imkLockYn));
      if (query.rlcpYn !== undefined) q = q.where('rlcp_yn', '=', yn(query.rlcpYn));
      const rows = await q.execute();
      return ok({
        cpCodes: rows.map((c) => ({
          cpCd: c.cp_cd,
          cpNm: request.locale === 'en' ? c.cp_eng_nm : c.cp_nm,
          custRolCd: c.cust_rol_cd,
          imkLockYn: c.imk_lock_yn,
          rlcpYn: c.rlcp_yn,
        })),
      });
    });

    // A customer's business places: the user's own company, or any for an admin.
    route(app, calls.businessPlaces, async ({ request, query, params }) => {
      const user = userOf(request);
      if (user.custRolCd !== 'A' && params.id !== user.cpCd) throw forbidden();
      const hist = query.histItmClsfCd;
      let q = db.selectFrom('business_place').selectAll().where('cp_cd', '=', params.id).orderBy('bp_cd');
      if (hist) q = q.where('hist_itm_clsf_cd', '=', hist);
      const rows = await q.execute();
      return ok({ bpCodes: rows.map((b) => ({ cd: b.bp_cd, cdNm: b.bp_nm })) });
    });

    route(app, calls.sessionBusinessPlaces, async ({ request }) => {
      const user = userOf(request);
      const rows = await db
        .selectFrom('business_place')
        .selectAll()
        .where('cp_cd', '=', user.cpCd)
        .orderBy('bp_cd')
        .execute();
      return ok({ bpCodes: rows.map((b) => ({ cd: b.bp_cd, cdNm: b.bp_nm })) });
    });
  };
}

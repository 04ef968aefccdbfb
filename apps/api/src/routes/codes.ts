// Common codes (cached per language by the client), customer (company) codes and business places.
// The data: domains/codes/repository.ts.
import type { FastifyInstance } from 'fastify';
import { contract, rulesOf, localeOfHeader } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { ApiError, forbidden, ok } from '../http/envelope.ts';
import { check, yn } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { codeRepository } from '../domains/codes/repository.ts';

const calls = contract.codes;

export function codeRoutes(ctx: AppContext) {
  const repo = codeRepository(ctx.db);
  return async function routes(app: FastifyInstance) {
    route(
      app,
      calls.commonCodes,
      async ({ request, query }) => {
        const ids = [...new Set(query.cdLstIds)];
        check({ cdLstIds: 'required' }, { cdLstIds: ids.length ? ids.join(',') : '' });
        if (ids.length > 100) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
        const locale = query.langCd ? localeOfHeader(String(query.langCd)) : request.locale;
        const rows = await repo.commonCodes(ids);
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
      },
      { cache: ['common_code'] },
    );

    // Company lookup for the search popups; a buyer or supplier sees its own role's companies.
    route(app, calls.customerCodes, async ({ request, query }) => {
      const user = userOf(request);
      const values = { cpCd: query.cpCd, cpNm: query.cpNm, custRolCd: query.custRolCd };
      check(rulesOf(calls.customerCodes.query, ['cpCd', 'cpNm', 'custRolCd']), values);
      const role = user.custRolCd === 'A' ? values.custRolCd : user.custRolCd;
      if (user.custRolCd !== 'A' && values.custRolCd && values.custRolCd !== user.custRolCd) throw forbidden();
      const rows = await repo.companies({
        role,
        cpCd: values.cpCd,
        cpNm: values.cpNm,
        ...(query.imkLockYn !== undefined ? { imkLockYn: yn(query.imkLockYn) } : {}),
        ...(query.rlcpYn !== undefined ? { rlcpYn: yn(query.rlcpYn) } : {}),
      });
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
      const rows = await repo.businessPlaces(params.id, query.histItmClsfCd);
      return ok({ bpCodes: rows.map((b) => ({ cd: b.bp_cd, cdNm: b.bp_nm })) });
    });

    route(app, calls.sessionBusinessPlaces, async ({ request }) => {
      const rows = await repo.businessPlaces(userOf(request).cpCd);
      return ok({ bpCodes: rows.map((b) => ({ cd: b.bp_cd, cdNm: b.bp_nm })) });
    });
  };
}

// Common codes (cached per language by the client), customer (company) codes and business places.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError, forbidden, ok } from '../http/envelope.ts';
import { check, list, text, yn } from '../http/request.ts';
import { localeOf } from '../http/locale.ts';
import { userOf } from '../auth/guard.ts';

export function codeRoutes(ctx: AppContext) {
  const { db } = ctx;
  return async function routes(app: FastifyInstance) {
    app.get('/anonymous/common-codes/cache', { config: { access: 'public' } }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const ids = [...new Set(list(query.cdLstIds ?? query['cdLstIds[]']))];
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
    app.get('/customer/codes', async (request) => {
      const user = userOf(request);
      const query = request.query as Record<string, unknown>;
      const values = { cpCd: text(query, 'cpCd'), cpNm: text(query, 'cpNm'), custRolCd: text(query, 'custRolCd') };
      check({ cpCd: 'max:20', cpNm: 'max:100', custRolCd: 'max:1' }, values);
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
    app.get<{ Params: { id: string } }>('/customer/:id/business-place/codes', async (request) => {
      const user = userOf(request);
      if (user.custRolCd !== 'A' && request.params.id !== user.cpCd) throw forbidden();
      const query = request.query as Record<string, unknown>;
      const hist = text(query, 'histItmClsfCd');
      let q = db.selectFrom('business_place').selectAll().where('cp_cd', '=', request.params.id).orderBy('bp_cd');
      if (hist) q = q.where('hist_itm_clsf_cd', '=', hist);
      const rows = await q.execute();
      return ok({ bpCodes: rows.map((b) => ({ cd: b.bp_cd, cdNm: b.bp_nm })) });
    });

    app.get('/customer/business-place/codes/session', async (request) => {
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

/** A user's text inside a LIKE pattern matches literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

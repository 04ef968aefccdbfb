// Codes' data: common code lists, companies for the lookup popups, business places.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containing } from '../../shared/like.ts';

type Role = 'B' | 'V' | 'A';

export interface CompanyFilter {
  role: string;
  cpCd: string;
  cpNm: string;
  imkLockYn?: 'Y' | 'N';
  rlcpYn?: 'Y' | 'N';
}

export function codeRepository(db: Kysely<Database>) {
  return {
    /** The codes in use of the lists, by list and order. */
    commonCodes(ids: string[]) {
      return db
        .selectFrom('common_code')
        .selectAll()
        .where('cd_lst_id', 'in', ids)
        .where('use_yn', '=', 'Y')
        .orderBy('cd_lst_id')
        .orderBy('sort_ord')
        .execute();
    },

    /** One code of a list (in use or not), or undefined. */
    code(cdLstId: string, cd: string) {
      return db
        .selectFrom('common_code')
        .selectAll()
        .where('cd_lst_id', '=', cdLstId)
        .where('cd', '=', cd)
        .executeTakeFirst();
    },

    /** At most 200 companies by role, code and name (Korean or English). */
    companies(f: CompanyFilter) {
      let q = db.selectFrom('company').selectAll().orderBy('cp_cd').limit(200);
      if (f.role) q = q.where('cust_rol_cd', '=', f.role as Role);
      if (f.cpCd) q = q.where('cp_cd', '=', f.cpCd);
      if (f.cpNm)
        q = q.where((eb) =>
          eb.or([eb('cp_nm', 'ilike', containing(f.cpNm)), eb('cp_eng_nm', 'ilike', containing(f.cpNm))]),
        );
      if (f.imkLockYn !== undefined) q = q.where('imk_lock_yn', '=', f.imkLockYn);
      if (f.rlcpYn !== undefined) q = q.where('rlcp_yn', '=', f.rlcpYn);
      return q.execute();
    },

    businessPlaces(cpCd: string, histItmClsfCd = '') {
      let q = db.selectFrom('business_place').selectAll().where('cp_cd', '=', cpCd).orderBy('bp_cd');
      if (histItmClsfCd) q = q.where('hist_itm_clsf_cd', '=', histItmClsfCd);
      return q.execute();
    },
  };
}

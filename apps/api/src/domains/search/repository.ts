// The search popups' data: companies, departments, manufacturers, sourcing staff and groups, and
// the entry site's new-manufacturer requests and corruption reports.
import type { Insertable, Kysely } from 'kysely';
import type { CorruptionReportTable, Database } from '../../db/schema.ts';
import { containing } from '../../shared/like.ts';
import { manufacturerRequestRow } from './manufacturerRequests.ts';

type Role = 'B' | 'V' | 'A';

export function searchRepository(db: Kysely<Database>) {
  return {
    /** Companies of a role (any when ''), by name (Korean or English) and code; paged. */
    async companies(f: { role: string; cpNm: string; cpCd: string }, limit: number, offset: number) {
      let q = db.selectFrom('company');
      if (f.role) q = q.where('cust_rol_cd', '=', f.role as Role);
      if (f.cpNm)
        q = q.where((eb) =>
          eb.or([eb('cp_nm', 'ilike', containing(f.cpNm)), eb('cp_eng_nm', 'ilike', containing(f.cpNm))]),
        );
      if (f.cpCd) q = q.where('cp_cd', 'ilike', containing(f.cpCd));
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'cust_rol_cd', 'biz_reg_no', 'rpre_ps_nm'])
        .orderBy('cp_cd')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(total.n), rows };
    },

    departments(cpCd: string, dpNm: string) {
      let q = db
        .selectFrom('department')
        .innerJoin('company', 'company.cp_cd', 'department.cp_cd')
        .select(['department.dp_cd', 'department.dp_nm', 'company.cp_cd', 'company.cp_nm'])
        .where('department.cp_cd', '=', cpCd);
      if (dpNm) q = q.where('department.dp_nm', 'ilike', containing(dpNm));
      return q.orderBy('department.dp_nm').limit(500).execute();
    },

    /** Manufacturers by name (Korean, English) or brand; paged. */
    async manufacturers(name: string, limit: number, offset: number) {
      let q = db.selectFrom('manufacturer');
      if (name) {
        q = q.where((eb) =>
          eb.or([
            eb('mfcp_cust_nm', 'ilike', containing(name)),
            eb('mfcp_cust_eng_nm', 'ilike', containing(name)),
            eb('brnd_nm', 'ilike', containing(name)),
          ]),
        );
      }
      const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q.selectAll().orderBy('mfcp_cust_nm').limit(limit).offset(offset).execute();
      return { total: Number(total.n), rows };
    },

    /** Active sourcing staff by name and item group (its top level), name order. */
    sourcingPersons(f: { userNm: string; itmClsfCd: string }, limit: number) {
      let q = db
        .selectFrom('app_user')
        .leftJoin('department', 'department.dp_cd', 'app_user.dp_cd')
        .select(['app_user.user_id', 'app_user.user_nm', 'department.dp_nm', 'app_user.email'])
        .where('app_user.sourcing_yn', '=', 'Y')
        .where('app_user.status', '=', 'ACTIVE');
      if (f.userNm) q = q.where('app_user.user_nm', 'ilike', containing(f.userNm));
      if (f.itmClsfCd) {
        q = q.where('app_user.user_id', 'in', (eb) =>
          eb
            .selectFrom('sourcing_group_member')
            .innerJoin('sourcing_group', 'sourcing_group.src_grp_cd', 'sourcing_group_member.src_grp_cd')
            .select('sourcing_group_member.user_id')
            .where('sourcing_group.itm_clsf_cd', '=', f.itmClsfCd.slice(0, 1)),
        );
      }
      return q.orderBy('app_user.user_nm').limit(limit).execute();
    },

    sourcingGroups(name: string) {
      let q = db.selectFrom('sourcing_group').selectAll();
      if (name) {
        q = q.where((eb) =>
          eb.or([eb('src_grp_nm_ko', 'ilike', containing(name)), eb('src_grp_nm_en', 'ilike', containing(name))]),
        );
      }
      return q.orderBy('src_grp_cd').execute();
    },

    async addManufacturerRequest(v: Record<string, string | undefined>, userId: number | null, now: Date) {
      const row = await db
        .insertInto('manufacturer_request')
        .values(manufacturerRequestRow(v, userId, now))
        .returning('req_id')
        .executeTakeFirstOrThrow();
      return row.req_id;
    },

    /** Whether a report category is one of the REPORT_TYPE codes. */
    async isReportCategory(cd: string) {
      const known = await db
        .selectFrom('common_code')
        .select('cd')
        .where('cd_lst_id', '=', 'REPORT_TYPE')
        .where('cd', '=', cd)
        .executeTakeFirst();
      return Boolean(known);
    },

    async addCorruptionReport(row: Insertable<CorruptionReportTable>) {
      await db.insertInto('corruption_report').values(row).execute();
    },
  };
}

// Excel's data: the templates' and bulk downloads' code rows, the data sets a bulk download
// exports (scoped to the caller), the bulk requests' log, a mailed export's stored file, and a
// bulk upload's manufacturer requests (all or none).
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttachFileTable } from '../../db/tables/files.ts';
import { manufacturerRequestRow } from '../search/manufacturerRequests.ts';

export function excelRepository(db: Kysely<Database>) {
  return {
    /** A code row in use of a group (EXCEL_TEMPLATE, BULK_DOWNLOAD), or undefined. */
    codeRow(group: string, cd: string) {
      return db
        .selectFrom('common_code')
        .selectAll()
        .where('cd_lst_id', '=', group)
        .where('cd', '=', cd)
        .where('use_yn', '=', 'Y')
        .executeTakeFirst();
    },

    manufacturers(limit: number) {
      return db.selectFrom('manufacturer').selectAll().orderBy('mfcp_cust_id').limit(limit).execute();
    },

    notices(audiences: string[], limit: number) {
      return db
        .selectFrom('board_post')
        .select(['ntcn_id', 'titl_cn', 'reg_dt'])
        .where('rpre_brd_id', '=', 'NOTICE')
        .where('sys_gb_cd', 'in', audiences)
        .orderBy('reg_dt', 'desc')
        .limit(limit)
        .execute();
    },

    /** Business places of a company, or of all when `cpCd` is null. */
    businessPlaces(cpCd: string | null, limit: number) {
      let query = db.selectFrom('business_place').selectAll().orderBy('bp_cd').limit(limit);
      if (cpCd !== null) query = query.where('cp_cd', '=', cpCd);
      return query.execute();
    },

    async recordBulkRequest(row: {
      fwdReqId: string;
      fwdReqCd: string;
      kind: 'MAIL' | 'FILE' | 'UPLOAD';
      userId: number;
      params: unknown;
      result: unknown;
      at: Date;
    }) {
      await db
        .insertInto('bulk_request')
        .values({
          fwd_req_id: row.fwdReqId,
          fwd_req_cd: row.fwdReqCd,
          kind: row.kind,
          user_id: row.userId,
          params: JSON.stringify(row.params ?? {}),
          status: 'DONE',
          result: JSON.stringify(row.result ?? null),
          created_at: row.at,
        })
        .execute();
    },

    /** The user's last 100 bulk requests, newest first. */
    bulkRequests(userId: number) {
      return db
        .selectFrom('bulk_request')
        .select(['fwd_req_id', 'fwd_req_cd', 'kind', 'status', 'result', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
    },

    async addFile(row: Insertable<AttachFileTable>) {
      await db.insertInto('attach_file').values(row).execute();
    },

    async emailOf(userId: number): Promise<string> {
      const to = await db
        .selectFrom('app_user')
        .select('email')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return to.email;
    },

    /** Manufacturer requests of a bulk upload, 500 rows a statement, all or none. */
    async addManufacturerRequests(values: Record<string, string | undefined>[], userId: number, now: Date) {
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < values.length; i += 500) {
          await tx
            .insertInto('manufacturer_request')
            .values(values.slice(i, i + 500).map((v) => manufacturerRequestRow(v, userId, now)))
            .execute();
        }
      });
    },
  };
}

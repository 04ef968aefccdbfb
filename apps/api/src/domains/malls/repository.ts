// Malls' data (decision 0037): the malls a company may use, in their order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function mallRepository(db: Kysely<Database>) {
  return {
    /** The malls of company `cpCd`, with both names, by their order. */
    companyMalls(cpCd: string) {
      return db
        .selectFrom('company_mall')
        .innerJoin('mall', 'mall.mall_id', 'company_mall.mall_id')
        .select(['mall.mall_id', 'mall.mall_nm_ko', 'mall.mall_nm_en'])
        .where('company_mall.cp_cd', '=', cpCd)
        .orderBy('mall.sort_ord')
        .execute();
    },
  };
}

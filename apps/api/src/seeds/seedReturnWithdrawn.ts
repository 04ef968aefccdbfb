// Returns from receipts (decision 0071), run on every start (the insert skips what exists): the
// status WITHDRAWN of code list RTN_STAT for databases whose return requests' step (seed.v4) ran
// before the buyer could withdraw, in its place after COMPLETED. New databases get it from
// RETURN_REQUEST_CODES already.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { RETURN_REQUEST_CODES } from './seedReturnRequests.ts';

export async function seedReturnWithdrawn(db: Kysely<Database>): Promise<void> {
  const index = RETURN_REQUEST_CODES.RTN_STAT.findIndex(([cd]) => cd === 'WITHDRAWN');
  const [cd, ko, en] = RETURN_REQUEST_CODES.RTN_STAT[index]!;
  await db
    .insertInto('common_code')
    .values({ cd_lst_id: 'RTN_STAT', cd, cd_nm_ko: ko, cd_nm_en: en, sort_ord: index, use_yn: 'Y' })
    .onConflict((oc) => oc.columns(['cd_lst_id', 'cd']).doNothing())
    .execute();
}

// One vocabulary (issue 57 item 3, decision 0093), run on every start (the insert skips what
// exists, so a name the back office edited stays): the code lists that name statuses and units
// hold every code of the glossary (`STATUS_GLOSSARY`, `UNIT_GLOSSARY` of @mro/rules). The demo
// quotes use unit PAIR, which the list did not hold: the screens showed the bare code.
import type { Kysely } from 'kysely';
import { APPROVAL_CODE_LISTS, STATUS_GLOSSARY, UNIT_GLOSSARY, glossaryRows, type Term } from '@mro/rules';
import type { Database } from '../db/schema.ts';

export const GLOSSARY_CODE_LISTS: Record<string, Record<string, Term>> = {
  [APPROVAL_CODE_LISTS.status]: STATUS_GLOSSARY.approval,
  CNFM_STAT: STATUS_GLOSSARY.lineConfirm,
  DLV_STAT: STATUS_GLOSSARY.delivery,
  RTN_STAT: STATUS_GLOSSARY.returnRequest,
  ITEM_REQ_STAT: STATUS_GLOSSARY.itemRequest,
  UNIT: UNIT_GLOSSARY,
};

export async function seedGlossary(db: Kysely<Database>): Promise<void> {
  const values = Object.entries(GLOSSARY_CODE_LISTS).flatMap(([list, table]) =>
    glossaryRows(table).map(([cd, ko, en], index) => ({
      cd_lst_id: list,
      cd,
      cd_nm_ko: ko,
      cd_nm_en: en,
      sort_ord: index,
      use_yn: 'Y' as const,
    })),
  );
  await db
    .insertInto('common_code')
    .values(values)
    .onConflict((oc) => oc.columns(['cd_lst_id', 'cd']).doNothing())
    .execute();
}

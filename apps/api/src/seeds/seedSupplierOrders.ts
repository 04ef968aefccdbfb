// The supplier's orders screen's menu (issue 44 item 1, decision 0069), run once per database
// (setting seed.spOrders): a database seeded before the menu existed gets it first in the SP
// menus (the others move one place down); a new database has it from MENUS already.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertMenu } from './seed.ts';
import { SUPPLIER_ORDER_MENU } from './seed-data.ts';

export async function seedSupplierOrders(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.spOrders').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    const menu = await tx
      .selectFrom('menu')
      .select('menu_id')
      .where('menu_id', '=', SUPPLIER_ORDER_MENU[0])
      .executeTakeFirst();
    const hasSupplier = await tx
      .selectFrom('system')
      .select('sys_gb_cd')
      .where('sys_gb_cd', '=', 'SP')
      .executeTakeFirst();
    if (!menu && hasSupplier) {
      await tx
        .updateTable('menu')
        .set((eb) => ({ sort_ord: eb('sort_ord', '+', 1) }))
        .where('sys_gb_cd', '=', 'SP')
        .where('menu_lv', '=', 1)
        .execute();
      await insertMenu(tx, 'SP', 0, SUPPLIER_ORDER_MENU);
    }
    await tx.insertInto('setting').values({ key: 'seed.spOrders', value: 'Y' }).execute();
  });
}

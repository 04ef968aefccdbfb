// Tax invoices' seed step (issue 45 item 1, decision 0074), run once per database (setting
// seed.taxInvoices): the demo companies' e-tax-invoice fields (address, business type and item,
// a representative where none was seeded); the buyer's "Tax invoices" menu for a database seeded
// before it existed (placed before the buyer admin entry, which moves one place down; a new
// database has it from MENUS already); and, with the demo users, two invoices of supplier01's
// company for the demo receipts (decision 0059): the first accepted receipt's invoice confirmed by
// the buyer, the second's left issued. Each is dated the last day of its receipt's month and goes
// through the domain's own `issueTaxInvoice` and `decideTaxInvoice`, so the payment day and the
// notifications are what a user's would be. The other accepted receipts stay to be invoiced.
import type { Kysely } from 'kysely';
import { defaultTaxPeriod } from '@mro/rules';
import { decideTaxInvoice, issueTaxInvoice } from '../domains/taxInvoices/repository.ts';
import type { Database } from '../db/schema.ts';
import { insertMenu } from './seed.ts';
import { BUYER_TAX_MENU } from './seed-data.ts';
import { DEMO_SUPPLIER } from './seedReceipts.ts';

/** [company, representative, address, business type (업태), business item (종목)]. */
export const COMPANY_TAX_FIELDS: [string, string, string, string, string][] = [
  ['MRO01', '박운영', '서울특별시 강남구 테헤란로 152', '서비스', '전자상거래 플랫폼'],
  ['BY001', '김한빛', '울산광역시 남구 산업로 123', '제조업', '산업기계 부품'],
  ['BY002', '이대한', '전라남도 여수시 여수산단로 45', '제조업', '석유화학 제품'],
  ['SP001', '정성실', '서울특별시 구로구 디지털로 300', '도매 및 소매업', '산업용 공구, 안전용품'],
  ['SP002', '최미래', '경기도 시흥시 공단1대로 88', '도매업', '산업용 자재'],
];

export async function seedTaxInvoices(db: Kysely<Database>, { now, demoRows }: { now: Date; demoRows: boolean }) {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.taxInvoices').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    for (const [cpCd, rpre, addr, type, item] of COMPANY_TAX_FIELDS) {
      await tx
        .updateTable('company')
        .set({ biz_addr: addr, biz_type_nm: type, biz_item_nm: item })
        .where('cp_cd', '=', cpCd)
        .where('biz_addr', 'is', null)
        .execute();
      await tx
        .updateTable('company')
        .set({ rpre_ps_nm: rpre })
        .where('cp_cd', '=', cpCd)
        .where('rpre_ps_nm', 'is', null)
        .execute();
    }
    const menu = await tx
      .selectFrom('menu')
      .select('menu_id')
      .where('menu_id', '=', BUYER_TAX_MENU[0])
      .executeTakeFirst();
    const hasBuyer = await tx.selectFrom('system').select('sys_gb_cd').where('sys_gb_cd', '=', 'BY').executeTakeFirst();
    if (!menu && hasBuyer) {
      const admin = await tx.selectFrom('menu').select('sort_ord').where('menu_id', '=', 'BY-ADM').executeTakeFirst();
      const last = await tx
        .selectFrom('menu')
        .select((eb) => eb.fn.max('sort_ord').as('n'))
        .where('sys_gb_cd', '=', 'BY')
        .where('menu_lv', '=', 1)
        .executeTakeFirst();
      const at = admin ? admin.sort_ord : Number(last?.n ?? -1) + 1;
      await tx
        .updateTable('menu')
        .set((eb) => ({ sort_ord: eb('sort_ord', '+', 1) }))
        .where('sys_gb_cd', '=', 'BY')
        .where('menu_lv', '=', 1)
        .where('sort_ord', '>=', at)
        .execute();
      await insertMenu(tx, 'BY', at, BUYER_TAX_MENU);
    }
  });
  if (demoRows) await seedDemoInvoices(db, now);
  await db.insertInto('setting').values({ key: 'seed.taxInvoices', value: 'Y' }).execute();
}

async function seedDemoInvoices(db: Kysely<Database>, now: Date) {
  const supplier = await db
    .selectFrom('app_user')
    .select('user_id')
    .where('login_id', '=', 'supplier01')
    .where('cp_cd', '=', DEMO_SUPPLIER)
    .executeTakeFirst();
  const buyer = await db
    .selectFrom('app_user')
    .select(['user_id', 'cp_cd'])
    .where('login_id', '=', 'buyer01')
    .executeTakeFirst();
  if (!supplier || !buyer) return;
  const receipts = await db
    .selectFrom('goods_receipt as r')
    .innerJoin('purchase_order as o', 'o.ord_no', 'r.ord_no')
    .select(['r.rcv_no', 'r.rcv_dt'])
    .where('o.sp_cd', '=', DEMO_SUPPLIER)
    .where('o.cp_cd', '=', buyer.cp_cd)
    .where('r.acc_qty', '>', '0')
    .orderBy('r.rcv_no')
    .limit(2)
    .execute();
  for (const [index, r] of receipts.entries()) {
    const period = defaultTaxPeriod(r.rcv_dt);
    const issued = await issueTaxInvoice(
      db,
      { userId: supplier.user_id, cpCd: DEMO_SUPPLIER },
      {
        rcvNos: [r.rcv_no],
        ...period,
        supplyAmt: null,
        vatAmt: null,
        totalAmt: null,
        note: index === 0 ? '월 마감 세금계산서' : null,
      },
      { now, today: r.rcv_dt },
    );
    if (index === 0)
      await decideTaxInvoice(
        db,
        { userId: buyer.user_id, cpCd: buyer.cp_cd },
        issued.invNo,
        'confirm',
        issued.version,
        null,
        now,
      );
  }
}

// Goods receipts' demo rows (decision 0059), run once per database (setting seed.receipts), with
// the demo users and a catalogue only: three orders of buyer01 (two or three lines each, items of
// the seeded catalogue), two to four days before `now`, put through the approval engine and
// approved by both approvers as the demo approvals are (decision 0055), then received through
// the domain's own `receiveLine`: the first order waiting, the second partly received (one line
// with a rejected part), the third's first line received in full and its second partly.
import type { Kysely } from 'kysely';
import { lineAmount, roundCurrency, seoulDay } from '@mro/rules';
import { decide, type ApprovalDeps } from '../domains/approvals/repository.ts';
import { registerOrderApprovalHooks } from '../domains/orders/repository.ts';
import { receiveLine } from '../domains/receipts/repository.ts';
import type { Database } from './schema.ts';
import { draftDemoOrder } from './seedApprovals.ts';

/** Per order: the catalogue words of its lines and the receipts [line, received, rejected, reason]. */
export const DEMO_RECEIPT_ORDERS: { words: string[]; receipts: [number, number, number, string][] }[] = [
  { words: ['장갑', '볼트', '마스크'], receipts: [] },
  { words: ['안전화', '절삭유'], receipts: [[1, 1, 0, '']] },
  {
    words: ['세척', '용접', '장갑'],
    receipts: [
      [1, -1, 0, ''],
      [2, 1, 1, '포장 파손으로 1개 불합격'],
    ],
  },
];

export async function seedReceipts(db: Kysely<Database>, { now, demoRows }: { now: Date; demoRows: boolean }) {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.receipts').executeTakeFirst();
  if (done) return;
  if (demoRows) await seedDemoReceipts(db, now);
  await db.insertInto('setting').values({ key: 'seed.receipts', value: 'Y' }).execute();
}

async function seedDemoReceipts(db: Kysely<Database>, now: Date) {
  registerOrderApprovalHooks();
  const users = await db.selectFrom('app_user').select(['user_id', 'login_id', 'cp_cd']).execute();
  const user = (login: string) => users.find((u) => u.login_id === login);
  const buyer = user('buyer01');
  const approvers = [user('approver01'), user('approver02')];
  const place = await db
    .selectFrom('business_place')
    .select('bp_cd')
    .where('cp_cd', '=', 'BY001')
    .orderBy('bp_cd')
    .executeTakeFirst();
  if (!buyer || !place || approvers.some((a) => !a)) return;
  const silent = { send: async () => {} };
  for (const [i, demo] of DEMO_RECEIPT_ORDERS.entries()) {
    const at = new Date(now.getTime() - (4 - i) * 86_400_000);
    const deps: ApprovalDeps = { now: () => at, mail: silent, sms: silent };
    // One supplier and currency per order, as the cart makes them: the first word's item, then the
    // same supplier's item of each other word (or its next item).
    const pick = (q: ReturnType<typeof query>) => q.orderBy('item_cd').executeTakeFirst();
    const query = () =>
      db
        .selectFrom('catalog_item')
        .select(['item_cd', 'item_nm_ko', 'spec_cn', 'pack_qty', 'min_ord_qty', 'unit_cd', 'list_price', 'crncy_cd'])
        .select('sp_cd')
        .where('discontinued_yn', '=', 'N')
        // The first hundred codes are the tests' own (their carts and orders count them).
        .where('item_cd', '>', 'CI0000100');
    const head =
      (await pick(query().where('item_nm_ko', 'like', `%${demo.words[0]}%`))) ?? (await pick(query().offset(i * 7)));
    if (!head) continue;
    const lines = [head];
    for (const word of demo.words.slice(1)) {
      const same = query()
        .where('sp_cd', '=', head.sp_cd)
        .where('crncy_cd', '=', head.crncy_cd)
        .where(
          'item_cd',
          'not in',
          lines.map((l) => l.item_cd),
        );
      const item = (await pick(same.where('item_nm_ko', 'like', `%${word}%`))) ?? (await pick(same));
      if (item) lines.push(item);
    }
    const priced = lines.map((it) => {
      const qty = Math.max(it.min_ord_qty, it.pack_qty * 20);
      const price = Number(it.list_price);
      return { it, qty, price, amount: roundCurrency(lineAmount(price, qty, it.crncy_cd), it.crncy_cd) };
    });
    const drafted = await draftDemoOrder(db, deps, {
      cpCd: 'BY001',
      drafterUserId: buyer.user_id,
      bpCd: place.bp_cd,
      at,
      deliveryDays: 14,
      idemKey: `seed-demo-receipt-order-${i + 1}`,
      lines: priced,
    });
    const { ordNo } = drafted;
    let { doc } = drafted;
    for (const approver of approvers) {
      doc = await decide(db, deps, {
        apprNo: doc.apprNo,
        companyId: 'BY001',
        version: doc.version,
        userId: approver!.user_id,
        decision: 'approve',
        reason: '',
      });
    }
    const day = new Date(at.getTime() + 86_400_000);
    for (const [lineNo, part, rejected, reason] of demo.receipts) {
      const line = priced[lineNo - 1];
      if (!line) continue;
      // -1: the whole line; else `part` quarters of it.
      const qty = part < 0 ? line.qty : Math.max(1, Math.floor((line.qty * part) / 4));
      await receiveLine(
        db,
        { userId: buyer.user_id, cpCd: 'BY001' },
        {
          ordNo,
          lineNo,
          version: 0,
          rcvQty: qty,
          rejQty: Math.min(rejected, qty),
          rejReason: reason,
          rcvDt: seoulDay(day),
          dlvNo: null,
        },
        { now: day, today: seoulDay(day) },
      );
    }
  }
}

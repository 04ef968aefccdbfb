// Goods receipts' demo rows (decision 0059), run once per database (setting seed.receipts), with
// the demo users and a catalogue only: three orders of buyer01 to supplier01's company SP001 (two
// or three lines each, items of the seeded catalogue), two to four days before `now`, put through
// the approval engine and approved by both approvers as the demo approvals are (decision 0055).
// Their lines are confirmed by the supplier with a promised day (decision 0065), and what was
// received arrived in a shipped delivery (decision 0070): each order's receipts are one delivery,
// scheduled, shipped and received through the domains' own `scheduleDelivery`, `moveDelivery`
// and `receiveLine`; the first order waiting, the second partly received (one line with a
// rejected part), the third's first line received in full and its second partly. Besides, a few
// deliveries scheduled (one due this week) or shipped and not yet received (`DEMO_DELIVERIES`).
import type { Kysely } from 'kysely';
import { lineAmount, seoulDay, toMoney, weekOf } from '@mro/rules';
import { decide, type ApprovalDeps } from '../domains/approvals/repository.ts';
import { registerOrderApprovalHooks } from '../domains/orders/repository.ts';
import { receiveLine } from '../domains/receipts/repository.ts';
import { moveDelivery, scheduleDelivery, type ScheduleInput } from '../domains/deliveries/repository.ts';
import type { Database } from '../db/schema.ts';
import { draftDemoOrder } from './seedApprovals.ts';

/**
 * Per order: the catalogue words of its lines and the receipts [line, received, rejected, reason];
 * `daysAgo` (else 4, 3, 2 by position): the last two are older orders, confirmed and still
 * awaiting every delivery (the schedule form's choices; the e2e flows deliver them).
 */
export const DEMO_RECEIPT_ORDERS: {
  words: string[];
  receipts: [number, number, number, string][];
  daysAgo?: number;
}[] = [
  { words: ['장갑', '볼트', '마스크'], receipts: [] },
  { words: ['안전화', '절삭유'], receipts: [[1, 1, 0, '']] },
  {
    words: ['세척', '용접', '장갑'],
    receipts: [
      [1, -1, 0, ''],
      [2, 1, 1, '포장 파손으로 1개 불합격'],
    ],
  },
  { words: ['장갑', '마스크'], receipts: [], daysAgo: 40 },
  { words: ['장갑', '마스크'], receipts: [], daysAgo: 39 },
];

/** The supplier company whose lines the demo orders are (supplier01's). */
export const DEMO_SUPPLIER = 'SP001';

type Transport = Pick<ScheduleInput, 'transKind' | 'carrierCd' | 'trackingNo' | 'vehicleNo' | 'driverNm' | 'driverTel'>;
const CARRIER = (trackingNo: string): Transport => ({
  transKind: 'CARRIER',
  carrierCd: 'CJ',
  trackingNo,
  vehicleNo: null,
  driverNm: null,
  driverTel: null,
});
const OWN: Transport = {
  transKind: 'OWN',
  carrierCd: null,
  trackingNo: null,
  vehicleNo: '12가3456',
  driverNm: '김배송',
  driverTel: '010-2345-6789',
};

/**
 * Deliveries besides the received ones, per demo order: [line, quarters of the line] each, the
 * transport, shipped or only scheduled, the planned day (`week`: this week's last day not before
 * today; `next`: a week later) and a note in Korean or English.
 */
export const DEMO_DELIVERIES: {
  order: number;
  lines: [number, number][];
  transport: Transport;
  ship: boolean;
  day: 'week' | 'next';
  note: string | null;
}[] = [
  {
    order: 0,
    lines: [[1, 4]],
    transport: CARRIER('6012-3456-7890'),
    ship: false,
    day: 'week',
    note: '오전 중 납품 예정',
  },
  { order: 0, lines: [[2, 2]], transport: OWN, ship: false, day: 'next', note: 'Partial delivery: the rest follows.' },
  { order: 1, lines: [[2, 4]], transport: OWN, ship: true, day: 'week', note: '하차 시 지게차 필요' },
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
  const supplier = users.find((u) => u.cp_cd === DEMO_SUPPLIER && u.login_id === 'supplier01');
  const place = await db
    .selectFrom('business_place')
    .select('bp_cd')
    .where('cp_cd', '=', 'BY001')
    .orderBy('bp_cd')
    .executeTakeFirst();
  if (!buyer || !supplier || !place || approvers.some((a) => !a)) return;
  const today = seoulDay(now);
  const week = weekOf(today);
  const ordered: { ordNo: string; qty: number[] }[] = [];
  const silent = { send: async () => {} };
  for (const [i, demo] of DEMO_RECEIPT_ORDERS.entries()) {
    const at = new Date(now.getTime() - (demo.daysAgo ?? 4 - i) * 86_400_000);
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
        .where('sp_cd', '=', DEMO_SUPPLIER)
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
      const price = toMoney(it.list_price, it.crncy_cd);
      return { it, qty, price, amount: lineAmount(price, qty, it.crncy_cd) };
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
    // The supplier confirms every line with a promised day a week after the order.
    await db
      .updateTable('purchase_order_line')
      .set({
        cnfm_stat_cd: 'CONF',
        prms_dlv_dt: seoulDay(new Date(at.getTime() + 7 * 86_400_000)),
        cnfm_user_id: supplier.user_id,
        cnfm_dt: at,
      })
      .where('ord_no', '=', ordNo)
      .execute();
    ordered.push({ ordNo, qty: priced.map((p) => p.qty) });
    const day = new Date(at.getTime() + 86_400_000);
    const received = demo.receipts.flatMap(([lineNo, part, rejected, reason]) => {
      const line = priced[lineNo - 1];
      // -1: the whole line; else `part` quarters of it.
      return line
        ? [{ lineNo, qty: part < 0 ? line.qty : Math.max(1, Math.floor((line.qty * part) / 4)), rejected, reason }]
        : [];
    });
    if (!received.length) continue;
    // What was received came in one delivery, shipped the day after the order.
    const { dlvNo } = await scheduleDelivery(
      db,
      { userId: supplier.user_id, cpCd: DEMO_SUPPLIER },
      {
        ordNo,
        lines: received.map((r) => ({ lineNo: r.lineNo, qty: r.qty })),
        dlvDt: seoulDay(day),
        ...CARRIER(`5010-${String(i + 1).padStart(4, '0')}-0001`),
        customsNo: null,
        note: null,
      },
      { now: at, today: seoulDay(at) },
    );
    await moveDelivery(db, { userId: supplier.user_id, cpCd: DEMO_SUPPLIER }, dlvNo, 'ship', 1, day);
    for (const r of received) {
      await receiveLine(
        db,
        { userId: buyer.user_id, cpCd: 'BY001' },
        {
          ordNo,
          lineNo: r.lineNo,
          version: 0,
          rcvQty: r.qty,
          rejQty: Math.min(r.rejected, r.qty),
          rejReason: r.reason,
          rcvDt: seoulDay(day),
          dlvNo,
        },
        { now: day, today: seoulDay(day) },
      );
    }
  }
  for (const d of DEMO_DELIVERIES) {
    const order = ordered[d.order];
    if (!order) continue;
    const thisWeek = week.to >= today ? week.to : today;
    const planned =
      d.day === 'week'
        ? thisWeek
        : seoulDay(new Date(Date.UTC(+thisWeek.slice(0, 4), +thisWeek.slice(4, 6) - 1, +thisWeek.slice(6, 8) + 7)));
    const { dlvNo } = await scheduleDelivery(
      db,
      { userId: supplier.user_id, cpCd: DEMO_SUPPLIER },
      {
        ordNo: order.ordNo,
        lines: d.lines.map(([lineNo, part]) => ({
          lineNo,
          qty: Math.max(1, Math.floor(((order.qty[lineNo - 1] ?? 4) * part) / 4)),
        })),
        dlvDt: planned,
        ...d.transport,
        customsNo: null,
        note: d.note,
      },
      { now, today },
    );
    if (d.ship) await moveDelivery(db, { userId: supplier.user_id, cpCd: DEMO_SUPPLIER }, dlvNo, 'ship', 1, now);
  }
}

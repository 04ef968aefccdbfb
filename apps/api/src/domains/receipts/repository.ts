// Goods receipts and inspection (issue 43, decision 0059). The buyer company's order lines of
// approved orders (progress status 3), with the lines received on an order that later went into a
// cancel approval still listed; one receipt of a line in one transaction: the order and the line
// locked, the order's status, the line's version the user saw and `checkReceipt` of @mro/rules
// checked again under the lock (so of two users receiving the same line at once one wins, the
// other is told MRORC0009), the receipt row written and the line's totals and version moved.
// The drafter of an order is notified when its last line is received in full.
import { sql, type Kysely } from 'kysely';
import {
  checkReceipt,
  deliveryLineOpenQty,
  deliveryReceiptRefusal,
  deliveryReceived,
  deliveryTransitionRefusal,
  receiptLineStatus,
  receiptOrderRefusal,
  type ReceiptLineStatus,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { notify, type NewNotification } from '../notifications/repository.ts';
import { SUPPLIER_DELIVERY_SCREEN } from '../deliveries/repository.ts';

export interface ReceiptFilters {
  from: Date;
  to: Date;
  statCds: ReceiptLineStatus[];
  spNm: string;
  ordNos: string[];
  sortKey: string;
  sortDir: 'asc' | 'desc';
}

export interface ReceiptInput {
  ordNo: string;
  lineNo: number;
  version: number;
  rcvQty: string | number;
  rejQty: string | number;
  rejReason: string;
  rcvDt: string;
  dlvNo: string | null;
}

const SORTS: Record<string, string> = {
  ordNo: 'o.ord_no',
  regDt: 'o.reg_dt',
  spNm: 's.cp_nm',
  itemNm: 'l.item_nm',
  rcvStatCd: 'l.rcv_qty::numeric / l.qty',
};

const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);

/** The path of the receipt screen (the notification's link). */
export const RECEIPT_SCREEN = '/by/receipt/list';

export function receiptRepository(db: Kysely<Database>) {
  const filtered = (cpCd: string, f: ReceiptFilters) => {
    let q = db
      .selectFrom('purchase_order_line as l')
      .innerJoin('purchase_order as o', 'o.ord_no', 'l.ord_no')
      .innerJoin('company as s', 's.cp_cd', 'o.sp_cd')
      .where('o.cp_cd', '=', cpCd)
      .where((eb) => eb.or([eb('o.prgs_stat_cd', '=', '3'), eb('l.rcv_qty', '>', sql<string>`0`)]))
      .where('o.reg_dt', '>=', f.from)
      .where('o.reg_dt', '<', f.to);
    if (f.statCds.length)
      q = q.where((eb) =>
        eb.or(
          f.statCds.map((st) =>
            st === 'WAIT'
              ? eb('l.rcv_qty', '=', sql<string>`0`)
              : st === 'DONE'
                ? eb('l.rcv_qty', '>=', eb.ref('l.qty'))
                : eb.and([eb('l.rcv_qty', '>', sql<string>`0`), eb('l.rcv_qty', '<', eb.ref('l.qty'))]),
          ),
        ),
      );
    if (f.ordNos.length) q = q.where('o.ord_no', 'in', f.ordNos);
    if (f.spNm) {
      const like = containing(f.spNm);
      q = q.where((eb) => eb.or([eb('s.cp_nm', 'ilike', like), eb('s.cp_eng_nm', 'ilike', like)]));
    }
    return q;
  };
  return {
    async count(cpCd: string, f: ReceiptFilters) {
      const row = await filtered(cpCd, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    page(cpCd: string, f: ReceiptFilters, limit: number, offset: number) {
      const sort = SORTS[f.sortKey] ?? 'o.reg_dt';
      return filtered(cpCd, f)
        .select([
          'o.ord_no',
          'l.line_no',
          'o.reg_dt',
          'o.prgs_stat_cd',
          'o.req_dlv_dt',
          's.cp_nm',
          's.cp_eng_nm',
          'l.item_cd',
          'l.item_nm',
          'l.spec_cn',
          'l.unit_cd',
          'l.qty',
          'l.rcv_qty',
          'l.acc_qty',
          'l.rej_qty',
          'l.rcv_version',
          'l.cnfm_stat_cd',
          sql<
            string | null
          >`(SELECT max(r.rcv_dt) FROM goods_receipt r WHERE r.ord_no = l.ord_no AND r.line_no = l.line_no)`.as(
            'last_rcv_dt',
          ),
        ])
        .orderBy(sql.raw(sort), f.sortDir)
        .orderBy('o.ord_no', 'desc')
        .orderBy('l.line_no')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    /**
     * The shipped delivery lines of these order lines with something still to receive (the receipt
     * drawer's choice of delivery, decision 0070).
     */
    shipped(cpCd: string, keys: { ordNo: string; lineNo: number }[]) {
      if (!keys.length) return Promise.resolve([]);
      return db
        .selectFrom('delivery_line as x')
        .innerJoin('delivery as d', 'd.dlv_no', 'x.dlv_no')
        .where('d.cp_cd', '=', cpCd)
        .where('d.stat_cd', '=', 'SHIP')
        .whereRef('x.rcv_qty', '<', 'x.qty')
        .where('x.ord_no', 'in', [...new Set(keys.map((k) => k.ordNo))])
        .select(['x.dlv_no', 'x.ord_no', 'x.line_no', 'x.qty', 'x.rcv_qty', 'd.dlv_dt', 'd.kind_cd', 'd.version'])
        .orderBy('d.dlv_dt')
        .orderBy('x.dlv_no')
        .execute();
    },
    /** The company's lines of approved orders not yet received in full (the home's count). */
    async waiting(cpCd: string) {
      const row = await db
        .selectFrom('purchase_order_line as l')
        .innerJoin('purchase_order as o', 'o.ord_no', 'l.ord_no')
        .where('o.cp_cd', '=', cpCd)
        .where('o.prgs_stat_cd', '=', '3')
        .whereRef('l.rcv_qty', '<', 'l.qty')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/**
 * One receipt of a line of the buyer's company. Refused: a line not found or another company's
 * (404), an order not approved or cancelled (409 MRORC0003, MRORC0004), a line changed since the
 * user read it (409 MRORC0009), what `checkReceipt` refuses (400 with the field), a receipt day
 * after today (400 MRORC0008). A receipt of a delivery (decision 0070) names a shipped delivery
 * of the order holding the line (409 MRODL0006 otherwise) and takes at most what that delivery
 * line has not yet received (400 MRORC0010 with it); a line the supplier confirmed or delivered
 * can only be received from a delivery (400 MRORC0011). The delivery's line takes the quantity, the
 * delivery closes (DONE) when every line is received, and the supplier who scheduled it is told
 * what was accepted and rejected. An exchange's replacement leaves the order line's totals alone.
 */
export async function receiveLine(
  db: Kysely<Database>,
  buyer: { userId: number; cpCd: string },
  input: ReceiptInput,
  { now, today }: { now: Date; today: string },
) {
  if (input.rcvDt > today) throw refuse.fields({ rcvDt: { rule: 'date_format', code: 'MRORC0008', params: {} } });
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{
      prgs_stat_cd: string;
      req_user_id: number;
      qty: string;
      rcv_qty: string;
      rcv_version: number;
      cnfm_stat_cd: string;
      has_dlv: boolean;
    }>`SELECT o.prgs_stat_cd, o.req_user_id, l.qty, l.rcv_qty, l.rcv_version, l.cnfm_stat_cd,
              EXISTS (SELECT 1 FROM delivery_line x JOIN delivery d ON d.dlv_no = x.dlv_no
                       WHERE x.ord_no = l.ord_no AND x.line_no = l.line_no AND d.stat_cd <> 'CANC') AS has_dlv
         FROM purchase_order o JOIN purchase_order_line l ON l.ord_no = o.ord_no
        WHERE o.ord_no = ${input.ordNo} AND o.cp_cd = ${buyer.cpCd} AND l.line_no = ${input.lineNo}
        FOR UPDATE OF o, l`.execute(tx);
    const line = rows[0];
    if (!line) throw refuse.notFound();
    const refusal = receiptOrderRefusal(line.prgs_stat_cd);
    if (refusal) throw conflict(refusal);
    if (line.rcv_version !== input.version) throw conflict('MRORC0009');
    let dlv:
      | { stat_cd: string; kind_cd: string; reg_user_id: number; version: number; qty: string; rcv_qty: string }
      | undefined;
    if (input.dlvNo) {
      const found = await sql<NonNullable<typeof dlv>>`
        SELECT d.stat_cd, d.kind_cd, d.reg_user_id, d.version, x.qty, x.rcv_qty
          FROM delivery d JOIN delivery_line x ON x.dlv_no = d.dlv_no AND x.line_no = ${input.lineNo}
         WHERE d.dlv_no = ${input.dlvNo} AND d.cp_cd = ${buyer.cpCd} AND d.ord_no = ${input.ordNo}
         FOR UPDATE OF d, x`.execute(tx);
      dlv = found.rows[0];
      if (!dlv) throw refuse.notFound();
      const moved = deliveryTransitionRefusal(dlv.stat_cd, 'receive');
      if (moved) throw conflict(moved, { dlvNo: input.dlvNo });
    } else if (line.cnfm_stat_cd === 'CONF' || line.has_dlv) {
      throw refuse.fields({ dlvNo: { rule: 'required', code: 'MRORC0011', params: {} } });
    }
    const exchange = dlv?.kind_cd === 'EXCHANGE';
    const ordered = Number(line.qty);
    const received = Number(line.rcv_qty);
    const fieldError = (field: string, code: string, params: Record<string, number> = {}) =>
      refuse.fields({ [field]: { rule: 'numeric', code, params } });
    // A delivery's receipt: the quantities' form first, then the delivery line's open quantity
    // (MRORC0010), then the order line's (MRORC0001) unless it is an exchange's replacement.
    const checked = checkReceipt(
      input,
      dlv ? { ordered: Number.MAX_SAFE_INTEGER, received: 0 } : { ordered, received },
    );
    if (!checked.ok) {
      if (checked.code === 'MRORC0002') throw conflict(checked.code);
      throw fieldError(checked.field, checked.code, checked.params ?? {});
    }
    const v = checked.value;
    if (dlv) {
      const over = deliveryReceiptRefusal(v.rcvQty, { shipped: Number(dlv.qty), received: Number(dlv.rcv_qty) });
      if (over) throw fieldError('rcvQty', over.code, over.params);
      if (!exchange && v.rcvQty > ordered - received) {
        if (ordered <= received) throw conflict('MRORC0002');
        throw fieldError('rcvQty', 'MRORC0001', { max: ordered - received });
      }
    }
    const seq = await sql<{ n: string }>`SELECT nextval('goods_receipt_no_seq') AS n`.execute(tx);
    const rcvNo = `RC${today}${String(Number(seq.rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
    await tx
      .insertInto('goods_receipt')
      .values({
        rcv_no: rcvNo,
        ord_no: input.ordNo,
        line_no: input.lineNo,
        cp_cd: buyer.cpCd,
        rcv_qty: v.rcvQty,
        acc_qty: v.accQty,
        rej_qty: v.rejQty,
        rej_reason: v.rejReason,
        rcv_dt: input.rcvDt,
        rcv_user_id: buyer.userId,
        dlv_no: input.dlvNo,
        reg_dt: now,
      })
      .execute();
    const version = input.version + 1;
    await tx
      .updateTable('purchase_order_line')
      .set((eb) =>
        exchange
          ? { rcv_version: version }
          : {
              rcv_qty: sql`${eb.ref('rcv_qty')} + ${v.rcvQty}`,
              acc_qty: sql`${eb.ref('acc_qty')} + ${v.accQty}`,
              rej_qty: sql`${eb.ref('rej_qty')} + ${v.rejQty}`,
              rcv_version: version,
            },
      )
      .where('ord_no', '=', input.ordNo)
      .where('line_no', '=', input.lineNo)
      .execute();
    const events: NewNotification[] = [];
    let dlvStatCd: string | null = null;
    if (dlv && input.dlvNo) {
      await tx
        .updateTable('delivery_line')
        .set((eb) => ({ rcv_qty: sql`${eb.ref('rcv_qty')} + ${v.rcvQty}` }))
        .where('dlv_no', '=', input.dlvNo)
        .where('line_no', '=', input.lineNo)
        .execute();
      const dlvLines = await tx
        .selectFrom('delivery_line')
        .select(['qty', 'rcv_qty'])
        .where('dlv_no', '=', input.dlvNo)
        .execute();
      dlvStatCd = dlv.stat_cd;
      if (deliveryReceived(dlvLines.map((l) => ({ qty: Number(l.qty), received: Number(l.rcv_qty) })))) {
        dlvStatCd = 'DONE';
        await tx
          .updateTable('delivery')
          .set({ stat_cd: 'DONE', version: dlv.version + 1, upd_dt: now })
          .where('dlv_no', '=', input.dlvNo)
          .execute();
      }
      events.push({
        userId: dlv.reg_user_id,
        kind: 'DELIVERY_RECEIVED',
        params: { dlvNo: input.dlvNo, ordNo: input.ordNo, accQty: v.accQty, rejQty: v.rejQty },
        link: SUPPLIER_DELIVERY_SCREEN,
      });
    }
    const open = await tx
      .selectFrom('purchase_order_line')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ord_no', '=', input.ordNo)
      .whereRef('rcv_qty', '<', 'qty')
      .executeTakeFirstOrThrow();
    const orderDone = Number(open.n) === 0 && !exchange;
    if (orderDone)
      events.push({
        userId: line.req_user_id,
        kind: 'ORDER_RECEIVED',
        params: { ordNo: input.ordNo },
        link: RECEIPT_SCREEN,
      });
    await notify(tx, events, now);
    const total = exchange ? received : received + v.rcvQty;
    return {
      rcvNo,
      ordNo: input.ordNo,
      lineNo: input.lineNo,
      rcvStatCd: receiptLineStatus(ordered, total),
      rcvQty: total,
      version,
      orderDone: orderDone ? ('Y' as const) : ('N' as const),
      dlvStatCd,
    };
  });
}

/** What a shipped delivery line still has to receive (re-exported for the route's rows). */
export const openOf = (l: { qty: string; rcv_qty: string }) => deliveryLineOpenQty(Number(l.qty), Number(l.rcv_qty));

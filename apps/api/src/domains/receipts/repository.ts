// Goods receipts and inspection (issue 43, decision 0059). The buyer company's order lines of
// approved orders (progress status 3), with the lines received on an order that later went into a
// cancel approval still listed; one receipt of a line in one transaction: the order and the line
// locked, the order's status, the line's version the user saw and `checkReceipt` of @mro/rules
// checked again under the lock (so of two users receiving the same line at once one wins, the
// other is told MRORC0009), the receipt row written and the line's totals and version moved.
// The drafter of an order is notified when its last line is received in full.
import { sql, type Kysely } from 'kysely';
import { checkReceipt, receiptLineStatus, receiptOrderRefusal, type ReceiptLineStatus } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { ApiError, badRequest, notFound } from '../../http/envelope.ts';
import { containing } from '../../shared/like.ts';
import { notify } from '../notifications/repository.ts';

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

const conflict = (code: string, params: Record<string, string | number> = {}) =>
  new ApiError(409, 'CONFLICT', code, params);

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
 * after today (400 MRORC0008).
 */
export async function receiveLine(
  db: Kysely<Database>,
  buyer: { userId: number; cpCd: string },
  input: ReceiptInput,
  { now, today }: { now: Date; today: string },
) {
  if (input.rcvDt > today) throw badRequest({ rcvDt: { rule: 'date_format', code: 'MRORC0008', params: {} } });
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{
      prgs_stat_cd: string;
      req_user_id: number;
      qty: string;
      rcv_qty: string;
      rcv_version: number;
    }>`SELECT o.prgs_stat_cd, o.req_user_id, l.qty, l.rcv_qty, l.rcv_version
         FROM purchase_order o JOIN purchase_order_line l ON l.ord_no = o.ord_no
        WHERE o.ord_no = ${input.ordNo} AND o.cp_cd = ${buyer.cpCd} AND l.line_no = ${input.lineNo}
        FOR UPDATE`.execute(tx);
    const line = rows[0];
    if (!line) throw notFound();
    const refusal = receiptOrderRefusal(line.prgs_stat_cd);
    if (refusal) throw conflict(refusal);
    if (line.rcv_version !== input.version) throw conflict('MRORC0009');
    const ordered = Number(line.qty);
    const received = Number(line.rcv_qty);
    const checked = checkReceipt(input, { ordered, received });
    if (!checked.ok) {
      if (checked.code === 'MRORC0002') throw conflict(checked.code);
      throw badRequest({
        [checked.field]: { rule: 'numeric', code: checked.code, params: checked.params ?? {} },
      });
    }
    const v = checked.value;
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
      .set((eb) => ({
        rcv_qty: sql`${eb.ref('rcv_qty')} + ${v.rcvQty}`,
        acc_qty: sql`${eb.ref('acc_qty')} + ${v.accQty}`,
        rej_qty: sql`${eb.ref('rej_qty')} + ${v.rejQty}`,
        rcv_version: version,
      }))
      .where('ord_no', '=', input.ordNo)
      .where('line_no', '=', input.lineNo)
      .execute();
    const open = await tx
      .selectFrom('purchase_order_line')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ord_no', '=', input.ordNo)
      .whereRef('rcv_qty', '<', 'qty')
      .executeTakeFirstOrThrow();
    const orderDone = Number(open.n) === 0;
    if (orderDone)
      await notify(
        tx,
        [{ userId: line.req_user_id, kind: 'ORDER_RECEIVED', params: { ordNo: input.ordNo }, link: RECEIPT_SCREEN }],
        now,
      );
    const total = received + v.rcvQty;
    return {
      rcvNo,
      ordNo: input.ordNo,
      lineNo: input.lineNo,
      rcvStatCd: receiptLineStatus(ordered, total),
      rcvQty: total,
      version,
      orderDone: orderDone ? ('Y' as const) : ('N' as const),
    };
  });
}

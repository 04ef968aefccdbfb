// Deliveries' data (issue 44 item 4, decisions 0065 and 0070). The supplier's deliverable lines,
// a delivery scheduled under its order's and lines' row locks (the lines' `dlv_qty` raised in the
// same transaction, so two schedules of one line never exceed what was ordered), the search, a
// delivery's head and lines for either party, shipping and cancelling under the delivery's lock
// with its version checked (a cancel gives the quantities back), and the homes' counts. Company
// scoping: a supplier reads and writes its own company's deliveries, a buyer reads its own.
// Cost: a page is two queries; a detail three; a schedule one lock per order plus its lines.
import { sql, type Kysely } from 'kysely';
import {
  DELIVERY_TRANSITIONS,
  checkDeliveryLines,
  deliveryTransitionRefusal,
  fulfilmentOrderRefusal,
  type DELIVERY_SORT_KEYS,
} from '@mro/rules';
import type { DeliveryDetail } from '@mro/contract';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { notify } from '../notifications/repository.ts';

export type DeliverySide = 'supplier' | 'buyer';

export interface DeliveryFilters {
  fromDt: string;
  toDt: string;
  statCds: string[];
  ordNos: string[];
  cpNm: string;
  sortKey: (typeof DELIVERY_SORT_KEYS)[number];
  sortDir: 'asc' | 'desc';
}

export interface ScheduleInput {
  ordNo: string;
  lines: { lineNo: number; qty: string | number }[];
  dlvDt: string;
  transKind: 'CARRIER' | 'OWN';
  carrierCd: string | null;
  trackingNo: string | null;
  vehicleNo: string | null;
  driverNm: string | null;
  driverTel: string | null;
  customsNo: string | null;
  note: string | null;
}

const SORTS = {
  dlvNo: 'd.dlv_no',
  dlvDt: 'd.dlv_dt',
  ordNo: 'd.ord_no',
  statCd: 'd.stat_cd',
} as const satisfies Record<(typeof DELIVERY_SORT_KEYS)[number], string>;

/** The buyer's order screen: where the notification of a shipment leads. */
export const BUYER_ORDER_SCREEN = '/by/order/list';
/** The supplier's delivery screen: where the notification of a receipt leads. */
export const SUPPLIER_DELIVERY_SCREEN = '/sp/delivery/list';

const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);

export function deliveryRepository(db: Kysely<Database>) {
  const filtered = (spCd: string, f: DeliveryFilters) => {
    let q = db
      .selectFrom('delivery as d')
      .innerJoin('company as c', 'c.cp_cd', 'd.cp_cd')
      .where('d.sp_cd', '=', spCd)
      .where('d.dlv_dt', '>=', f.fromDt)
      .where('d.dlv_dt', '<=', f.toDt);
    if (f.statCds.length) q = q.where('d.stat_cd', 'in', f.statCds);
    if (f.ordNos.length) q = q.where('d.ord_no', 'in', f.ordNos);
    if (f.cpNm) {
      const like = containing(f.cpNm);
      q = q.where((eb) => eb.or([eb('c.cp_nm', 'ilike', like), eb('c.cp_eng_nm', 'ilike', like)]));
    }
    return q;
  };

  return {
    /** Confirmed lines of the supplier's orders in progress 3 with something left to deliver. */
    deliverable(spCd: string, ordNo: string) {
      let q = db
        .selectFrom('purchase_order_line as l')
        .innerJoin('purchase_order as o', 'o.ord_no', 'l.ord_no')
        .innerJoin('company as c', 'c.cp_cd', 'o.cp_cd')
        .where('o.sp_cd', '=', spCd)
        .where('o.prgs_stat_cd', '=', '3')
        .where('l.cnfm_stat_cd', '=', 'CONF')
        .whereRef('l.dlv_qty', '<', 'l.qty');
      if (ordNo) q = q.where('o.ord_no', '=', ordNo);
      return q
        .select([
          'o.ord_no',
          'l.line_no',
          'o.reg_dt',
          'o.req_dlv_dt',
          'c.cp_nm',
          'c.cp_eng_nm',
          'l.item_cd',
          'l.item_nm',
          'l.spec_cn',
          'l.unit_cd',
          'l.qty',
          'l.dlv_qty',
          'l.prms_dlv_dt',
        ])
        .orderBy('o.ord_no', 'desc')
        .orderBy('l.line_no')
        .limit(500)
        .execute();
    },

    async count(spCd: string, f: DeliveryFilters) {
      const row = await filtered(spCd, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    page(spCd: string, f: DeliveryFilters, limit: number, offset: number) {
      return filtered(spCd, f)
        .select([
          'd.dlv_no',
          'd.ord_no',
          'd.kind_cd',
          'd.stat_cd',
          'd.dlv_dt',
          'd.trans_kind_cd',
          'd.carrier_cd',
          'd.tracking_no',
          'd.version',
          'c.cp_nm',
          'c.cp_eng_nm',
          sql<string>`(SELECT count(*) FROM delivery_line x WHERE x.dlv_no = d.dlv_no)`.as('line_cnt'),
          sql<string>`(SELECT coalesce(sum(x.qty), 0) FROM delivery_line x WHERE x.dlv_no = d.dlv_no)`.as('total_qty'),
          sql<string | null>`(SELECT l.item_nm FROM delivery_line x JOIN purchase_order_line l
              ON l.ord_no = x.ord_no AND l.line_no = x.line_no WHERE x.dlv_no = d.dlv_no
              ORDER BY x.line_no LIMIT 1)`.as('first_item_nm'),
        ])
        .orderBy(sql.raw(SORTS[f.sortKey]), f.sortDir)
        .orderBy('d.dlv_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Deliveries' heads for one party: by number, or every not-cancelled one of an order. */
    heads(side: DeliverySide, cpCd: string, by: { dlvNo: string } | { ordNo: string }) {
      let q = db
        .selectFrom('delivery as d')
        .innerJoin('company as b', 'b.cp_cd', 'd.cp_cd')
        .innerJoin('company as s', 's.cp_cd', 'd.sp_cd')
        .leftJoin('common_code as k', (j) => j.onRef('k.cd', '=', 'd.carrier_cd').on('k.cd_lst_id', '=', 'DLV_CARRIER'))
        .where(side === 'supplier' ? 'd.sp_cd' : 'd.cp_cd', '=', cpCd);
      q =
        'dlvNo' in by
          ? q.where('d.dlv_no', '=', by.dlvNo)
          : q.where('d.ord_no', '=', by.ordNo).where('d.stat_cd', '<>', 'CANC');
      return q
        .selectAll('d')
        .select([
          'b.cp_nm as buyer_nm',
          'b.cp_eng_nm as buyer_eng_nm',
          's.cp_nm as supplier_nm',
          's.cp_eng_nm as supplier_eng_nm',
          'k.use_ps_def_cn1 as carrier_key',
        ])
        .orderBy('d.dlv_dt')
        .orderBy('d.dlv_no')
        .execute();
    },

    /** The lines of deliveries with what the buyer's receipts of each took (accepted, rejected). */
    lines(dlvNos: string[]) {
      if (!dlvNos.length) return Promise.resolve([]);
      return db
        .selectFrom('delivery_line as x')
        .innerJoin('purchase_order_line as l', (j) =>
          j.onRef('l.ord_no', '=', 'x.ord_no').onRef('l.line_no', '=', 'x.line_no'),
        )
        .where('x.dlv_no', 'in', dlvNos)
        .select([
          'x.dlv_no',
          'x.line_no',
          'x.qty',
          'x.rcv_qty',
          'l.item_cd',
          'l.item_nm',
          'l.spec_cn',
          'l.unit_cd',
          'l.qty as ord_qty',
          sql<string>`(SELECT coalesce(sum(r.acc_qty), 0) FROM goods_receipt r
              WHERE r.dlv_no = x.dlv_no AND r.line_no = x.line_no)`.as('acc_qty'),
          sql<string>`(SELECT coalesce(sum(r.rej_qty), 0) FROM goods_receipt r
              WHERE r.dlv_no = x.dlv_no AND r.line_no = x.line_no)`.as('rej_qty'),
          sql<string[] | null>`(SELECT array_agg(r.rej_reason ORDER BY r.rcv_no) FROM goods_receipt r
              WHERE r.dlv_no = x.dlv_no AND r.line_no = x.line_no AND r.rej_reason IS NOT NULL)`.as('rej_reasons'),
        ])
        .orderBy('x.dlv_no')
        .orderBy('x.line_no')
        .execute();
    },

    /** The supplier's scheduled or shipped deliveries planned within [from, to] (YYYYMMDD). */
    async due(spCd: string, from: string, to: string) {
      const row = await db
        .selectFrom('delivery')
        .where('sp_cd', '=', spCd)
        .select([
          sql<string>`count(*) FILTER (WHERE stat_cd IN ('SCHD', 'SHIP') AND dlv_dt BETWEEN ${from} AND ${to})`.as(
            'due',
          ),
          sql<string>`count(*) FILTER (WHERE stat_cd = 'SCHD')`.as('scheduled'),
        ])
        .executeTakeFirstOrThrow();
      return { dueThisWeek: Number(row.due), scheduled: Number(row.scheduled) };
    },

    /** The buyer's shipped deliveries not yet received in full. */
    async arriving(cpCd: string) {
      const row = await db
        .selectFrom('delivery')
        .where('cp_cd', '=', cpCd)
        .where('stat_cd', '=', 'SHIP')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Is this a carrier of the code list DLV_CARRIER in use? */
    async isCarrier(cd: string) {
      const row = await db
        .selectFrom('common_code')
        .select('cd')
        .where('cd_lst_id', '=', 'DLV_CARRIER')
        .where('cd', '=', cd)
        .where('use_yn', '=', 'Y')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The delivery note's code names (statuses, transport kinds, carriers) in a language. */
    async codeNames(lang: string) {
      const rows = await db
        .selectFrom('common_code')
        .select(['cd_lst_id', 'cd', 'cd_nm_ko', 'cd_nm_en'])
        .where('cd_lst_id', 'in', ['DLV_STAT', 'TRANS_KIND', 'DLV_CARRIER'])
        .execute();
      return (list: string, code: string | null) => {
        const found = rows.find((r) => r.cd_lst_id === list && r.cd === code);
        return found ? (lang === 'en' ? found.cd_nm_en : found.cd_nm_ko) : (code ?? '');
      };
    },

    /** Does the buyer's company hold this order? (the buyer's deliveries of an order) */
    async buyerOrder(cpCd: string, ordNo: string) {
      return db
        .selectFrom('purchase_order')
        .select('ord_no')
        .where('ord_no', '=', ordNo)
        .where('cp_cd', '=', cpCd)
        .executeTakeFirst();
    },
  };
}

/** Deliveries with their lines, as both parties' screens (and the delivery note) show them. */
export async function deliveryDetails(
  db: Kysely<Database>,
  side: DeliverySide,
  cpCd: string,
  by: { dlvNo: string } | { ordNo: string },
  en: boolean,
): Promise<DeliveryDetail[]> {
  const repo = deliveryRepository(db);
  const heads = await repo.heads(side, cpCd, by);
  const lines = await repo.lines(heads.map((h) => h.dlv_no));
  return heads.map((h) => ({
    dlvNo: h.dlv_no,
    ordNo: h.ord_no,
    kindCd: h.kind_cd,
    rtnNo: h.rtn_no,
    statCd: h.stat_cd,
    dlvDt: h.dlv_dt,
    buyerNm: en ? h.buyer_eng_nm : h.buyer_nm,
    supplierNm: en ? h.supplier_eng_nm : h.supplier_nm,
    transKindCd: h.trans_kind_cd,
    carrierCd: h.carrier_cd,
    carrierKey: h.carrier_key ?? null,
    trackingNo: h.tracking_no,
    vehicleNo: h.vehicle_no,
    driverNm: h.driver_nm,
    driverTel: h.driver_tel,
    customsNo: h.customs_no,
    noteCn: h.note_cn,
    shipDt: h.ship_dt ? new Date(h.ship_dt).toISOString() : null,
    regDt: new Date(h.reg_dt).toISOString(),
    version: h.version,
    lines: lines
      .filter((l) => l.dlv_no === h.dlv_no)
      .map((l) => ({
        lineNo: l.line_no,
        itemCd: l.item_cd,
        itemNm: l.item_nm,
        specCn: l.spec_cn,
        unitCd: l.unit_cd,
        ordQty: Number(l.ord_qty),
        qty: Number(l.qty),
        rcvQty: Number(l.rcv_qty),
        accQty: Number(l.acc_qty),
        rejQty: Number(l.rej_qty),
        rejReasons: l.rej_reasons ?? [],
      })),
  }));
}

/**
 * Schedules a delivery of lines of one order of the supplier's company. Under the order's and its
 * lines' row locks: the order must be in progress 3 (MROSO0006/0007), the lines confirmed and each
 * quantity at most what is left (`checkDeliveryLines`: 400 with the line's field); the delivery,
 * its lines and the lines' raised `dlv_qty` are written together.
 */
export async function scheduleDelivery(
  db: Kysely<Database>,
  supplier: { userId: number; cpCd: string },
  input: ScheduleInput,
  { now, today }: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) => {
    const { rows: orders } = await sql<{ cp_cd: string; prgs_stat_cd: string }>`
      SELECT cp_cd, prgs_stat_cd FROM purchase_order
       WHERE ord_no = ${input.ordNo} AND sp_cd = ${supplier.cpCd} FOR UPDATE`.execute(tx);
    const order = orders[0];
    if (!order) throw refuse.notFound();
    const refusal = fulfilmentOrderRefusal(order.prgs_stat_cd);
    if (refusal) throw conflict(refusal);
    const { rows: lines } = await sql<{ line_no: number; cnfm_stat_cd: string; qty: string; dlv_qty: string }>`
      SELECT line_no, cnfm_stat_cd, qty, dlv_qty FROM purchase_order_line
       WHERE ord_no = ${input.ordNo} ORDER BY line_no FOR UPDATE`.execute(tx);
    const checked = checkDeliveryLines(
      input.lines,
      lines.map((l) => ({
        lineNo: l.line_no,
        status: l.cnfm_stat_cd,
        ordered: Number(l.qty),
        delivered: Number(l.dlv_qty),
      })),
    );
    if (!checked.ok)
      throw refuse.fields({
        [checked.lineNo === null ? 'lines' : `lines.${checked.lineNo}.qty`]: {
          rule: 'numeric',
          code: checked.code,
          params: checked.params ?? {},
        },
      });
    const seq = await sql<{ n: string }>`SELECT nextval('delivery_no_seq') AS n`.execute(tx);
    const dlvNo = `DL${today}${String(Number(seq.rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
    await tx
      .insertInto('delivery')
      .values({
        dlv_no: dlvNo,
        ord_no: input.ordNo,
        sp_cd: supplier.cpCd,
        cp_cd: order.cp_cd,
        dlv_dt: input.dlvDt,
        trans_kind_cd: input.transKind,
        carrier_cd: input.transKind === 'CARRIER' ? input.carrierCd : null,
        tracking_no: input.transKind === 'CARRIER' ? input.trackingNo : null,
        vehicle_no: input.transKind === 'OWN' ? input.vehicleNo : null,
        driver_nm: input.transKind === 'OWN' ? input.driverNm : null,
        driver_tel: input.transKind === 'OWN' ? input.driverTel : null,
        customs_no: input.customsNo,
        note_cn: input.note,
        reg_user_id: supplier.userId,
        reg_dt: now,
        upd_dt: now,
      })
      .execute();
    await tx
      .insertInto('delivery_line')
      .values(checked.value.map((l) => ({ dlv_no: dlvNo, ord_no: input.ordNo, line_no: l.lineNo, qty: l.qty })))
      .execute();
    for (const l of checked.value)
      await tx
        .updateTable('purchase_order_line')
        .set((eb) => ({ dlv_qty: sql`${eb.ref('dlv_qty')} + ${l.qty}` }))
        .where('ord_no', '=', input.ordNo)
        .where('line_no', '=', l.lineNo)
        .execute();
    return { dlvNo, version: 1 };
  });
}

/**
 * Ships or cancels a delivery of the supplier's company under its row lock: the version the user
 * saw (409 MRODL0010 when it changed), the status the action leaves (409 MRODL0005). Shipping
 * records the time and tells the order's drafter; cancelling gives a normal delivery's quantities
 * back to its order lines.
 */
export async function moveDelivery(
  db: Kysely<Database>,
  supplier: { userId: number; cpCd: string },
  dlvNo: string,
  action: 'ship' | 'cancel',
  version: number,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ stat_cd: string; version: number; kind_cd: string; ord_no: string }>`
      SELECT stat_cd, version, kind_cd, ord_no FROM delivery
       WHERE dlv_no = ${dlvNo} AND sp_cd = ${supplier.cpCd} FOR UPDATE`.execute(tx);
    const d = rows[0];
    if (!d) throw refuse.notFound();
    if (d.version !== version) throw conflict('MRODL0010');
    const refusal = deliveryTransitionRefusal(d.stat_cd, action);
    if (refusal) throw conflict(refusal, { dlvNo });
    const to = DELIVERY_TRANSITIONS[action].to;
    const next = d.version + 1;
    await tx
      .updateTable('delivery')
      .set({ stat_cd: to, version: next, upd_dt: now, ...(action === 'ship' ? { ship_dt: now } : {}) })
      .where('dlv_no', '=', dlvNo)
      .execute();
    if (action === 'cancel' && d.kind_cd === 'NORMAL') {
      const lines = await tx
        .selectFrom('delivery_line')
        .select(['line_no', 'qty'])
        .where('dlv_no', '=', dlvNo)
        .orderBy('line_no')
        .execute();
      for (const l of lines)
        await tx
          .updateTable('purchase_order_line')
          .set((eb) => ({ dlv_qty: sql`${eb.ref('dlv_qty')} - ${Number(l.qty)}` }))
          .where('ord_no', '=', d.ord_no)
          .where('line_no', '=', l.line_no)
          .execute();
    }
    if (action === 'ship') {
      const order = await tx
        .selectFrom('purchase_order')
        .select('req_user_id')
        .where('ord_no', '=', d.ord_no)
        .executeTakeFirstOrThrow();
      await notify(
        tx,
        [
          {
            userId: order.req_user_id,
            kind: 'DELIVERY_SHIPPED',
            params: { dlvNo, ordNo: d.ord_no },
            link: BUYER_ORDER_SCREEN,
          },
        ],
        now,
      );
    }
    return { dlvNo, statCd: to, version: next };
  });
}

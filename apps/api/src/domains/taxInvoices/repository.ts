// Tax invoices' data (issue 45 item 1, decision 0074). The supplier's accepted receipts not yet on
// a live invoice; issuing an invoice under the receipts' row locks (the rules' line and amount
// checks, both parties' e-tax-invoice fields copied, the payment day from the holiday calendar; a
// receipt is on one live invoice only, the partial unique index's last word when two issue at
// once); the modified invoice of a disputed one (the original SUPERSEDED and its lines freed in
// the same transaction); the lists and details of either party; the buyer's decision under the
// invoice's lock with its version checked. Company scoping: a supplier reads and writes its own
// company's invoices, a buyer reads and decides its own.
// Cost: a page is two queries; a detail two; an issue one lock per receipt plus the inserts.
import { sql, type Kysely } from 'kysely';
import {
  TAX_INVOICE_TRANSITIONS,
  paymentScheduleOf,
  supplyOfLine,
  toMoney,
  toPrice,
  taxAmountsRefusal,
  taxAmountsOf,
  taxInvoiceTransitionRefusal,
  taxLinesRefusal,
  type TAX_INVOICE_SORT_KEYS,
} from '@mro/rules';
import type { InvoiceableLine, TaxInvoiceDetail, TaxInvoiceParty, TaxInvoiceRow } from '@mro/contract';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { notify } from '../notifications/repository.ts';

export type TaxSide = 'supplier' | 'buyer';

export interface TaxInvoiceFilters {
  fromDt: string;
  toDt: string;
  statCds: string[];
  cpNm: string;
  sortKey: (typeof TAX_INVOICE_SORT_KEYS)[number];
  sortDir: 'asc' | 'desc';
}

export interface IssueInput {
  rcvNos: string[];
  fromDt: string;
  toDt: string;
  writeDt: string;
  supplyAmt: string | null;
  vatAmt: string | null;
  totalAmt: string | null;
  note: string | null;
}

const SORTS = {
  writeDt: 't.write_dt',
  invNo: 't.inv_no',
  statCd: 't.stat_cd',
  totalAmt: 't.total_amt',
} as const satisfies Record<(typeof TAX_INVOICE_SORT_KEYS)[number], string>;

/** Where the notifications lead: the buyer's and the supplier's tax invoice screens. */
export const BUYER_TAX_SCREEN = '/by/tax-invoice/list';
export const SUPPLIER_TAX_SCREEN = '/sp/tax-invoice/list';

const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);

const sideColumn = (side: TaxSide) => (side === 'supplier' ? 't.sp_cd' : 't.cp_cd');

export function taxInvoiceRepository(db: Kysely<Database>) {
  const filtered = (side: TaxSide, cpCd: string, f: TaxInvoiceFilters) => {
    let q = db
      .selectFrom('tax_invoice as t')
      .innerJoin('company as c', 'c.cp_cd', side === 'supplier' ? 't.cp_cd' : 't.sp_cd')
      .where(sideColumn(side), '=', cpCd)
      .where('t.write_dt', '>=', f.fromDt)
      .where('t.write_dt', '<=', f.toDt);
    if (f.statCds.length) q = q.where('t.stat_cd', 'in', f.statCds);
    if (f.cpNm) {
      const like = containing(f.cpNm);
      q = q.where((eb) => eb.or([eb('c.cp_nm', 'ilike', like), eb('c.cp_eng_nm', 'ilike', like)]));
    }
    return q;
  };

  return {
    /**
     * Accepted receipts of the supplier's order lines received within the period and on no live
     * invoice, and (for a modified invoice) the lines of the disputed invoice `origInvNo`.
     */
    async invoiceable(spCd: string, fromDt: string, toDt: string, origInvNo: string, en: boolean) {
      const rows = await db
        .selectFrom('goods_receipt as r')
        .innerJoin('purchase_order as o', 'o.ord_no', 'r.ord_no')
        .innerJoin('purchase_order_line as l', (j) =>
          j.onRef('l.ord_no', '=', 'r.ord_no').onRef('l.line_no', '=', 'r.line_no'),
        )
        .innerJoin('company as c', 'c.cp_cd', 'o.cp_cd')
        .leftJoin('tax_invoice_line as x', (j) => j.onRef('x.rcv_no', '=', 'r.rcv_no').on('x.live', '=', true))
        .where('o.sp_cd', '=', spCd)
        .where('r.acc_qty', '>', '0')
        .where((eb) =>
          eb.or([
            eb.and([eb('r.rcv_dt', '>=', fromDt), eb('r.rcv_dt', '<=', toDt), eb('x.inv_no', 'is', null)]),
            ...(origInvNo ? [eb('x.inv_no', '=', origInvNo)] : []),
          ]),
        )
        .select([
          'r.rcv_no',
          'r.rcv_dt',
          'r.ord_no',
          'r.line_no',
          'r.acc_qty',
          'o.cp_cd',
          'o.crncy_cd',
          'c.cp_nm',
          'c.cp_eng_nm',
          'l.item_cd',
          'l.item_nm',
          'l.spec_cn',
          'l.unit_cd',
          'l.unit_price',
          'x.inv_no',
        ])
        .orderBy('c.cp_nm')
        .orderBy('o.crncy_cd')
        .orderBy('r.rcv_dt')
        .orderBy('r.rcv_no')
        .limit(1000)
        .execute();
      return rows.map((r): InvoiceableLine => ({
        rcvNo: r.rcv_no,
        rcvDt: r.rcv_dt,
        ordNo: r.ord_no,
        lineNo: r.line_no,
        cpCd: r.cp_cd,
        buyerNm: en ? r.cp_eng_nm : r.cp_nm,
        crncyCd: r.crncy_cd,
        itemCd: r.item_cd,
        itemNm: r.item_nm,
        specCn: r.spec_cn,
        unitCd: r.unit_cd,
        accQty: Number(r.acc_qty),
        unitPrice: toPrice(r.unit_price, r.crncy_cd),
        supplyAmt: supplyOfLine(r.acc_qty, r.unit_price, r.crncy_cd),
        invNo: r.inv_no ?? null,
      }));
    },

    async count(side: TaxSide, cpCd: string, f: TaxInvoiceFilters) {
      const row = await filtered(side, cpCd, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async page(side: TaxSide, cpCd: string, f: TaxInvoiceFilters, limit: number, offset: number, en: boolean) {
      const rows = await filtered(side, cpCd, f)
        .select([
          't.inv_no',
          't.kind_cd',
          't.orig_inv_no',
          't.stat_cd',
          't.write_dt',
          't.crncy_cd',
          't.supply_amt',
          't.vat_amt',
          't.total_amt',
          't.pay_dt',
          't.version',
          'c.cp_nm',
          'c.cp_eng_nm',
          sql<string>`(SELECT count(*) FROM tax_invoice_line x WHERE x.inv_no = t.inv_no)`.as('line_cnt'),
        ])
        .orderBy(sql.raw(SORTS[f.sortKey]), f.sortDir)
        .orderBy('t.inv_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r): TaxInvoiceRow => ({
        invNo: r.inv_no,
        kindCd: r.kind_cd,
        origInvNo: r.orig_inv_no,
        statCd: r.stat_cd,
        writeDt: r.write_dt,
        cpNm: en ? r.cp_eng_nm : r.cp_nm,
        crncyCd: r.crncy_cd,
        supplyAmt: toMoney(r.supply_amt, r.crncy_cd),
        vatAmt: toMoney(r.vat_amt, r.crncy_cd),
        totalAmt: toMoney(r.total_amt, r.crncy_cd),
        payDt: r.pay_dt,
        lineCnt: Number(r.line_cnt),
        version: r.version,
      }));
    },
  };
}

const party = (row: Record<string, unknown>, prefix: 'sp' | 'by'): TaxInvoiceParty => ({
  bizNo: (row[`${prefix}_biz_no`] as string | null) ?? null,
  name: row[`${prefix}_nm`] as string,
  representative: (row[`${prefix}_rpre_nm`] as string | null) ?? null,
  address: (row[`${prefix}_addr`] as string | null) ?? null,
  bizType: (row[`${prefix}_biz_type`] as string | null) ?? null,
  bizItem: (row[`${prefix}_biz_item`] as string | null) ?? null,
});

/** One invoice with its parties and lines, for the party `side` of company `cpCd`; undefined else. */
export async function taxInvoiceDetail(
  db: Kysely<Database>,
  side: TaxSide,
  cpCd: string,
  invNo: string,
): Promise<TaxInvoiceDetail | undefined> {
  const head = await db
    .selectFrom('tax_invoice as t')
    .selectAll('t')
    .select(
      sql<string | null>`(SELECT m.inv_no FROM tax_invoice m WHERE m.orig_inv_no = t.inv_no)`.as('modified_inv_no'),
    )
    .where('t.inv_no', '=', invNo)
    .where(sideColumn(side), '=', cpCd)
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await db
    .selectFrom('tax_invoice_line')
    .selectAll()
    .where('inv_no', '=', invNo)
    .orderBy('line_no')
    .execute();
  return {
    invNo: head.inv_no,
    kindCd: head.kind_cd,
    origInvNo: head.orig_inv_no,
    modifiedInvNo: head.modified_inv_no,
    statCd: head.stat_cd,
    writeDt: head.write_dt,
    fromDt: head.from_dt,
    toDt: head.to_dt,
    crncyCd: head.crncy_cd,
    supplyAmt: toMoney(head.supply_amt, head.crncy_cd),
    vatAmt: toMoney(head.vat_amt, head.crncy_cd),
    totalAmt: toMoney(head.total_amt, head.crncy_cd),
    supplier: party(head, 'sp'),
    buyer: party(head, 'by'),
    noteCn: head.note_cn,
    dueDt: head.due_dt,
    payDt: head.pay_dt,
    payMoved: head.pay_moved_yn === 'Y',
    disputeReason: head.dispute_reason,
    decidedDt: head.decided_dt ? new Date(head.decided_dt).toISOString() : null,
    regDt: new Date(head.reg_dt).toISOString(),
    version: head.version,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      rcvNo: l.rcv_no,
      rcvDt: l.rcv_dt,
      ordNo: l.ord_no,
      itemCd: l.item_cd,
      itemNm: l.item_nm,
      specCn: l.spec_cn,
      unitCd: l.unit_cd,
      qty: Number(l.qty),
      unitPrice: toPrice(l.unit_price, head.crncy_cd),
      supplyAmt: toMoney(l.supply_amt, head.crncy_cd),
    })),
  };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Issues a tax invoice of the supplier's company for accepted receipts (a modified invoice when
 * `replaces` names a disputed one, whose lines it may take again). Under the receipts' row locks:
 * the rules' checks of the lines (400 with the receipt's field) and of the stated amounts (400
 * with the amount's field); both parties' fields copied from their companies; the payment day the
 * 15th of the month after the write day, moved past the holiday calendar's days. The buyer's
 * order drafters are told.
 */
export async function issueTaxInvoice(
  db: Kysely<Database>,
  supplier: { userId: number; cpCd: string },
  input: IssueInput,
  { now, today, replaces }: { now: Date; today: string; replaces?: { invNo: string; version: number } },
): Promise<{ invNo: string; version: number; payDt: string }> {
  try {
    return await db.transaction().execute(async (tx) => {
      if (replaces) {
        const { rows } = await sql<{ stat_cd: string; version: number }>`
          SELECT stat_cd, version FROM tax_invoice
           WHERE inv_no = ${replaces.invNo} AND sp_cd = ${supplier.cpCd} FOR UPDATE`.execute(tx);
        const orig = rows[0];
        if (!orig) throw refuse.notFound();
        if (orig.version !== replaces.version) throw conflict('MROTX0006');
        const refusal = taxInvoiceTransitionRefusal(orig.stat_cd, 'supersede');
        if (refusal) throw conflict(refusal, { invNo: replaces.invNo });
      }
      const picked = [...input.rcvNos];
      const { rows: receipts } = picked.length
        ? await sql<{
            rcv_no: string;
            rcv_dt: string;
            acc_qty: string;
            ord_no: string;
            line_no: number;
            cp_cd: string;
            crncy_cd: string;
            req_user_id: number;
            item_cd: string;
            item_nm: string;
            spec_cn: string | null;
            unit_cd: string;
            unit_price: string;
            inv_no: string | null;
          }>`
          SELECT r.rcv_no, r.rcv_dt, r.acc_qty, r.ord_no, r.line_no, o.cp_cd, o.crncy_cd, o.req_user_id,
                 l.item_cd, l.item_nm, l.spec_cn, l.unit_cd, l.unit_price,
                 (SELECT x.inv_no FROM tax_invoice_line x WHERE x.rcv_no = r.rcv_no AND x.live) AS inv_no
            FROM goods_receipt r
            JOIN purchase_order o ON o.ord_no = r.ord_no
            JOIN purchase_order_line l ON l.ord_no = r.ord_no AND l.line_no = r.line_no
           WHERE r.rcv_no IN (${sql.join(picked)}) AND o.sp_cd = ${supplier.cpCd}
           ORDER BY r.rcv_no
             FOR UPDATE OF r`.execute(tx)
        : { rows: [] };
      const lineRefusal = taxLinesRefusal(
        picked,
        receipts.map((r) => ({
          rcvNo: r.rcv_no,
          cpCd: r.cp_cd,
          currency: r.crncy_cd,
          accQty: Number(r.acc_qty),
          invNo: r.inv_no,
          rcvDt: r.rcv_dt,
        })),
        { replaces: replaces?.invNo ?? null, period: { fromDt: input.fromDt, toDt: input.toDt } },
      );
      if (lineRefusal)
        throw refuse.fields({
          [lineRefusal.rcvNo === null ? 'rcvNos' : `rcvNos.${lineRefusal.rcvNo}`]: {
            rule: 'is',
            code: lineRefusal.code,
            params: lineRefusal.params ?? {},
          },
        });
      const ordered = picked.map((no) => receipts.find((r) => r.rcv_no === no)!);
      const currency = ordered[0]!.crncy_cd;
      const supplies = ordered.map((r) => supplyOfLine(r.acc_qty, r.unit_price, currency));
      const amountRefusal = taxAmountsRefusal(
        { supply: input.supplyAmt, vat: input.vatAmt, total: input.totalAmt },
        supplies,
        currency,
      );
      if (amountRefusal)
        throw refuse.fields({
          [amountRefusal.field]: { rule: 'numeric', code: amountRefusal.code, params: amountRefusal.params },
        });
      const amounts = taxAmountsOf(supplies, currency);
      const companies = await tx
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'biz_reg_no', 'rpre_ps_nm', 'biz_addr', 'biz_type_nm', 'biz_item_nm'])
        .where('cp_cd', 'in', [supplier.cpCd, ordered[0]!.cp_cd])
        .execute();
      const sp = companies.find((c) => c.cp_cd === supplier.cpCd)!;
      const by = companies.find((c) => c.cp_cd === ordered[0]!.cp_cd)!;
      const holidays = await tx
        .selectFrom('holiday')
        .select('cld_ymd')
        .where('cld_ymd', '>', input.writeDt)
        .where('cld_ymd', '<=', `${String(Number(input.writeDt.slice(0, 4)) + 1)}1231`)
        .execute();
      const pay = paymentScheduleOf(input.writeDt, new Set(holidays.map((h) => h.cld_ymd)));
      if (replaces) {
        await tx.updateTable('tax_invoice_line').set({ live: false }).where('inv_no', '=', replaces.invNo).execute();
        await tx
          .updateTable('tax_invoice')
          .set((eb) => ({
            stat_cd: TAX_INVOICE_TRANSITIONS.supersede.to,
            version: sql`${eb.ref('version')} + 1`,
            upd_dt: now,
          }))
          .where('inv_no', '=', replaces.invNo)
          .execute();
      }
      const seq = await sql<{ n: string }>`SELECT nextval('tax_invoice_no_seq') AS n`.execute(tx);
      const invNo = `TX${today}${String(Number(seq.rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
      await tx
        .insertInto('tax_invoice')
        .values({
          inv_no: invNo,
          kind_cd: replaces ? 'MODIFIED' : 'NORMAL',
          orig_inv_no: replaces?.invNo ?? null,
          sp_cd: supplier.cpCd,
          cp_cd: by.cp_cd,
          write_dt: input.writeDt,
          from_dt: input.fromDt,
          to_dt: input.toDt,
          crncy_cd: currency,
          supply_amt: amounts.supply,
          vat_amt: amounts.vat,
          total_amt: amounts.total,
          sp_biz_no: sp.biz_reg_no,
          sp_nm: sp.cp_nm,
          sp_rpre_nm: sp.rpre_ps_nm,
          sp_addr: sp.biz_addr,
          sp_biz_type: sp.biz_type_nm,
          sp_biz_item: sp.biz_item_nm,
          by_biz_no: by.biz_reg_no,
          by_nm: by.cp_nm,
          by_rpre_nm: by.rpre_ps_nm,
          by_addr: by.biz_addr,
          by_biz_type: by.biz_type_nm,
          by_biz_item: by.biz_item_nm,
          note_cn: input.note,
          due_dt: pay.dueDt,
          pay_dt: pay.payDt,
          pay_moved_yn: pay.moved ? 'Y' : 'N',
          reg_user_id: supplier.userId,
          reg_dt: now,
          upd_dt: now,
        })
        .execute();
      await tx
        .insertInto('tax_invoice_line')
        .values(
          ordered.map((r, i) => ({
            inv_no: invNo,
            line_no: i + 1,
            rcv_no: r.rcv_no,
            ord_no: r.ord_no,
            ord_line_no: r.line_no,
            item_cd: r.item_cd,
            item_nm: r.item_nm,
            spec_cn: r.spec_cn,
            unit_cd: r.unit_cd,
            rcv_dt: r.rcv_dt,
            qty: Number(r.acc_qty),
            unit_price: r.unit_price,
            supply_amt: supplies[i]!,
          })),
        )
        .execute();
      const drafters = [...new Set(ordered.map((r) => r.req_user_id))];
      await notify(
        tx,
        drafters.map((userId) => ({
          userId,
          kind: 'TAX_INVOICE_ISSUED' as const,
          params: { invNo, supplierNm: sp.cp_nm, payDt: pay.payDt },
          link: BUYER_TAX_SCREEN,
        })),
        now,
      );
      return { invNo, version: 1, payDt: pay.payDt };
    });
  } catch (error) {
    // Another issue took one of the receipts between our read and our insert.
    if (isUniqueViolation(error)) throw conflict('MROTX0001', { rcvNo: '', invNo: '' });
    throw error;
  }
}

/**
 * The buyer's decision on an invoice of its company, under the invoice's lock: the version the user
 * saw (409 MROTX0006), an invoice still ISSUED (409 MROTX0005). The issuer is told.
 */
export async function decideTaxInvoice(
  db: Kysely<Database>,
  buyer: { userId: number; cpCd: string },
  invNo: string,
  action: 'confirm' | 'dispute',
  version: number,
  reason: string | null,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ stat_cd: string; version: number; reg_user_id: number; by_nm: string }>`
      SELECT stat_cd, version, reg_user_id, by_nm FROM tax_invoice
       WHERE inv_no = ${invNo} AND cp_cd = ${buyer.cpCd} FOR UPDATE`.execute(tx);
    const t = rows[0];
    if (!t) throw refuse.notFound();
    if (t.version !== version) throw conflict('MROTX0006');
    const refusal = taxInvoiceTransitionRefusal(t.stat_cd, action);
    if (refusal) throw conflict(refusal, { invNo });
    const to = TAX_INVOICE_TRANSITIONS[action].to;
    const next = t.version + 1;
    await tx
      .updateTable('tax_invoice')
      .set({
        stat_cd: to,
        version: next,
        decided_user_id: buyer.userId,
        decided_dt: now,
        dispute_reason: action === 'dispute' ? reason : null,
        upd_dt: now,
      })
      .where('inv_no', '=', invNo)
      .execute();
    await notify(
      tx,
      [
        {
          userId: t.reg_user_id,
          kind: action === 'confirm' ? 'TAX_INVOICE_CONFIRMED' : 'TAX_INVOICE_DISPUTED',
          params: { invNo, buyerNm: t.by_nm, reason: reason ?? '' },
          link: SUPPLIER_TAX_SCREEN,
        },
      ],
      now,
    );
    return { invNo, statCd: to, version: next };
  });
}

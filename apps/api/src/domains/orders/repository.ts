// Purchase orders (issue 43, decision 0045): the cart becomes one order per supplier and
// currency (`createOrdersFromCart`), recorded under the portal's idempotency key so that a
// repeated submit answers the orders made the first time; the buyer company's search and an
// order's detail. Orders are created in the spec's progress status 1 (temporary save, which
// starts nothing) or 2 (under approval: the company's approval line starts in the same
// transaction, doc kind 'PO', decision 0055); the approval engine's hooks then mirror the
// document's status onto the order (3 completed, 4 under cancel approval, 5 cancel approval,
// 7 rejected). Only a completed order goes to its supplier (`supplierOrders`).
import { sql, type Kysely } from 'kysely';
import {
  CARD_PAY_TERM,
  ORDER_PROGRESS,
  deliveryDateRefusal,
  lineAmount,
  sumMoney,
  toMoney,
  type RuleName,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { catalogRepository } from '../catalog/repository.ts';
import {
  registerApprovalHooks,
  sendApprovalAlerts,
  startApproval,
  type Alert,
  type ApprovalDeps,
  type ApprovalEvent,
} from '../approvals/repository.ts';
import { cartOf, type Shopper } from '../catalog/cart.ts';
import { notifyOrderToConfirm } from '../supplierOrders/repository.ts';
// Punch-out's orders (the block at the end of this file).
import { ORDER_LINE_MAX_QTY, addDays, checkOrderQuantity, orderAmountRefusal, priceWithinTolerance } from '@mro/rules';
import type { OrderRequestLine } from '../punchout/orderRequest.ts';
import { cartPricesOf } from '../punchout/cartReference.ts';

export interface OrderInput {
  idemKey: string;
  bpCd: string;
  reqDlvDt: string;
  costCenter: string | null;
  noteCn: string | null;
  payTermCd: string;
  athFileId: string | null;
  submit: boolean;
  acceptChanges: boolean;
}

export interface OrderFilters {
  from: Date;
  to: Date;
  statCds: string[];
  suppliers: string[];
  spNm: string;
  ordNos: string[];
  itemText: string;
  sortKey: string;
  sortDir: 'asc' | 'desc';
}

const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);
const invalid = (field: string, rule: RuleName, code: string, params: Record<string, string> = {}) =>
  refuse.fields({ [field]: { rule, code, params } });

async function submitted(db: Kysely<Database>, userId: number, idemKey: string) {
  return db
    .selectFrom('order_submission')
    .select('ord_nos')
    .where('user_id', '=', userId)
    .where('idem_key', '=', idemKey)
    .executeTakeFirst();
}

/**
 * The cart's lines become orders, one per supplier (and currency), in one transaction; the
 * ordered lines leave the cart. Refused, with the cart as it was: an empty cart (MROCT0007), a
 * discontinued item (MROCT0001), a price changed since it was added and not accepted
 * (MROCT0008), a delivery place not the company's (MROOD0004), a delivery day before the longest
 * lead time or on a holiday (MROOD0001, MROOD0002). The same key again answers the first orders.
 */
export async function createOrdersFromCart(
  db: Kysely<Database>,
  shopper: Shopper,
  input: OrderInput,
  { now, today, approvals }: { now: Date; today: string; approvals: ApprovalDeps },
): Promise<{ ordNos: string[]; replayed: boolean }> {
  const before = await submitted(db, shopper.userId, input.idemKey);
  if (before) return { ordNos: before.ord_nos, replayed: true };
  const pending: Alert[] = [];
  try {
    const result = await db.transaction().execute(async (tx) => {
      // One submission per user at a time: the second waits here and then finds the first's key.
      await sql`SELECT user_id FROM app_user WHERE user_id = ${shopper.userId} FOR UPDATE`.execute(tx);
      const again = await submitted(tx, shopper.userId, input.idemKey);
      if (again) return { ordNos: again.ord_nos, replayed: true };
      const repo = catalogRepository(tx);
      const cart = await cartOf(repo, shopper, today, false);
      if (!cart.lines.length) throw conflict('MROCT0007');
      const gone = cart.lines.find((l) => l.discontinued);
      if (gone) throw conflict('MROCT0001', { itemCd: gone.itemCd });
      const changed = cart.lines.filter((l) => l.changed);
      if (changed.length && !input.acceptChanges) throw conflict('MROCT0008');
      // A line stored before the line maximum existed (decision 0087) is refused, not ordered.
      if (cart.lines.some((l) => l.qty > ORDER_LINE_MAX_QTY))
        throw invalid('qty', 'max_value', 'MROCT0010', { max: String(ORDER_LINE_MAX_QTY) });
      const place = await tx
        .selectFrom('business_place')
        .select('bp_cd')
        .where('bp_cd', '=', input.bpCd)
        .where('cp_cd', '=', shopper.cpCd)
        .executeTakeFirst();
      if (!place) throw invalid('bpCd', 'required', 'MROOD0004');
      const leadDays = Math.max(...cart.lines.map((l) => l.leadDays));
      const holidays = await tx
        .selectFrom('holiday')
        .select('cld_ymd')
        .where('cld_ymd', '>=', today)
        .where('cld_ymd', '<=', input.reqDlvDt)
        .execute();
      const refusal = deliveryDateRefusal(input.reqDlvDt, {
        today,
        leadDays,
        holidays: new Set(holidays.map((h) => h.cld_ymd)),
      });
      if (refusal) throw invalid('reqDlvDt', 'date_format', refusal.code, refusal.params);

      const groups = new Map<string, typeof cart.lines>();
      for (const line of cart.lines) {
        const key = `${line.spCd}|${line.crncyCd}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      const ordNos: string[] = [];
      for (const [key, lines] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
        const [spCd, crncyCd] = key.split('|') as [string, string];
        const { rows } = await sql<{ n: string }>`SELECT nextval('purchase_order_no_seq') AS n`.execute(tx);
        const ordNo = `OD${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
        // Exact decimal text (decision 0106); over the order maximum (decision 0087) the order is
        // refused with its code, never a numeric overflow.
        const amount = sumMoney(
          lines.map((l) => lineAmount(l.unitPrice, l.qty, crncyCd)),
          crncyCd,
        );
        const overAmount = orderAmountRefusal(amount);
        if (overAmount) throw invalid('amount', 'max_value', overAmount.code, { max: String(overAmount.params.max) });
        await tx
          .insertInto('purchase_order')
          .values({
            ord_no: ordNo,
            cp_cd: shopper.cpCd,
            sp_cd: spCd,
            req_user_id: shopper.userId,
            reg_dt: now,
            prgs_stat_cd: input.submit ? ORDER_PROGRESS.UNDER_APPROVAL : ORDER_PROGRESS.TEMP_SAVED,
            bp_cd: input.bpCd,
            req_dlv_dt: input.reqDlvDt,
            cost_center: input.costCenter,
            note_cn: input.noteCn,
            pay_term_cd: input.payTermCd,
            ath_file_id: input.athFileId,
            crncy_cd: crncyCd,
            amount,
            idem_key: input.idemKey,
            upd_dt: now,
          })
          .execute();
        await tx
          .insertInto('purchase_order_line')
          .values(
            lines.map((l, i) => ({
              ord_no: ordNo,
              line_no: i + 1,
              item_cd: l.itemCd,
              item_nm: l.itemNm,
              spec_cn: l.specCn,
              unit_cd: l.unitCd,
              qty: l.qty,
              unit_price: l.unitPrice,
              amount: l.amount,
            })),
          )
          .execute();
        if (input.submit) {
          const first = lines[0]!.itemNm;
          await startApproval(
            tx,
            approvals,
            {
              companyId: shopper.cpCd,
              docKind: ORDER_DOC_KIND,
              docId: ordNo,
              drafterUserId: shopper.userId,
              title: `${ordNo} ${orderTitle(first, lines.length)}`,
              amount,
              currency: crncyCd,
            },
            { tx, pending },
          );
        }
        ordNos.push(ordNo);
      }
      await tx
        .insertInto('order_submission')
        .values({ user_id: shopper.userId, idem_key: input.idemKey, ord_nos: ordNos, reg_dt: now })
        .execute();
      await tx
        .deleteFrom('cart_line')
        .where('user_id', '=', shopper.userId)
        .where('list_cd', '=', 'CART')
        .where(
          'item_cd',
          'in',
          cart.lines.map((l) => l.itemCd),
        )
        .execute();
      return { ordNos, replayed: false };
    });
    await sendApprovalAlerts(db, approvals, pending);
    return result;
  } catch (error) {
    // Two servers (PostgreSQL) racing on the same key: the loser finds the winner's orders.
    if ((error as { code?: string }).code === '23505') {
      const won = await submitted(db, shopper.userId, input.idemKey);
      if (won) return { ordNos: won.ord_nos, replayed: true };
    }
    throw error;
  }
}

/** The approval engine's doc kind of a purchase order (its doc id is the order number). */
export const ORDER_DOC_KIND = 'PO';

/** An order's approval title after its number: the first line's item, and how many more (`… 외 2건`). */
export const orderTitle = (firstItemNm: string, lineCount: number): string =>
  lineCount > 1 ? `${firstItemNm} 외 ${lineCount - 1}건` : firstItemNm;

export { SUPPLIER_VISIBLE, cardCleared, reachedSupplier } from './supplierReach.ts';

/**
 * The order follows its approval document (inside the deciding transaction): each status the
 * engine moves the document to becomes the order's progress status; completing it (3) is what
 * sends the order to its supplier (`sent_dt` is not needed: the supplier's read is status 3/4).
 * Each change raises the order's version (decision 0069): the supplier's decisions name the
 * version they read, so a cancel approval requested (or refused) meanwhile answers MROSO0006
 * (or MROSO0009) instead of a decision on an order that changed under the supplier.
 */
async function mirror({ tx, docId, companyId, status }: ApprovalEvent) {
  await tx
    .updateTable('purchase_order')
    .set((eb) => ({ prgs_stat_cd: status, version: eb('version', '+', 1), upd_dt: new Date() }))
    .where('ord_no', '=', docId)
    .where('cp_cd', '=', companyId)
    .execute();
}

/**
 * The approval completed: the supplier's users are told an order waits for their confirmation;
 * a corporate-card order only reaches them once paid (decision 0072: the card approval tells them).
 */
async function toSupplier({ tx, docId }: ApprovalEvent) {
  const order = await tx
    .selectFrom('purchase_order')
    .select('pay_term_cd')
    .where('ord_no', '=', docId)
    .executeTakeFirst();
  if (order?.pay_term_cd === CARD_PAY_TERM) return;
  await notifyOrderToConfirm(tx, docId, new Date());
}

/** Called once at start-up (the catalogue's routes): orders follow their approval documents. */
export function registerOrderApprovalHooks(): () => void {
  return registerApprovalHooks(ORDER_DOC_KIND, { onCompleted: toSupplier, onChanged: mirror });
}

const SORTS: Record<string, string> = {
  ordNo: 'o.ord_no',
  regDt: 'o.reg_dt',
  spNm: 's.cp_nm',
  amount: 'o.amount',
  prgsStatCd: 'o.prgs_stat_cd',
  reqDlvDt: 'o.req_dlv_dt',
};

export function orderRepository(db: Kysely<Database>) {
  const filtered = (cpCd: string, f: OrderFilters) => {
    let q = db
      .selectFrom('purchase_order as o')
      .innerJoin('company as s', 's.cp_cd', 'o.sp_cd')
      .innerJoin('business_place as b', 'b.bp_cd', 'o.bp_cd')
      .innerJoin('app_user as u', 'u.user_id', 'o.req_user_id')
      .where('o.cp_cd', '=', cpCd)
      .where('o.reg_dt', '>=', f.from)
      .where('o.reg_dt', '<', f.to);
    if (f.statCds.length) q = q.where('o.prgs_stat_cd', 'in', f.statCds);
    if (f.suppliers.length) q = q.where('o.sp_cd', 'in', f.suppliers);
    if (f.ordNos.length) q = q.where('o.ord_no', 'in', f.ordNos);
    if (f.spNm) {
      const like = containing(f.spNm);
      q = q.where((eb) => eb.or([eb('s.cp_nm', 'ilike', like), eb('s.cp_eng_nm', 'ilike', like)]));
    }
    if (f.itemText) {
      const like = containing(f.itemText);
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('purchase_order_line as l')
            .select('l.line_no')
            .whereRef('l.ord_no', '=', 'o.ord_no')
            .where((w) => w.or([w('l.item_nm', 'ilike', like), w('l.item_cd', 'ilike', like)])),
        ),
      );
    }
    return q;
  };
  return {
    async count(cpCd: string, f: OrderFilters) {
      const row = await filtered(cpCd, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    page(cpCd: string, f: OrderFilters, limit: number, offset: number) {
      const sort = SORTS[f.sortKey] ?? 'o.reg_dt';
      return filtered(cpCd, f)
        .select([
          'o.ord_no',
          'o.reg_dt',
          'o.prgs_stat_cd',
          's.cp_nm',
          's.cp_eng_nm',
          'o.crncy_cd',
          'o.amount',
          'o.req_dlv_dt',
          'b.bp_nm',
          'u.user_nm',
          sql<string>`(SELECT l.item_nm FROM purchase_order_line l WHERE l.ord_no = o.ord_no ORDER BY l.line_no LIMIT 1)`.as(
            'first_item_nm',
          ),
          sql<string>`(SELECT count(*) FROM purchase_order_line l WHERE l.ord_no = o.ord_no)`.as('line_cnt'),
        ])
        .orderBy(sql.raw(sort), f.sortDir)
        .orderBy('o.ord_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    head(cpCd: string, ordNo: string) {
      return db
        .selectFrom('purchase_order as o')
        .innerJoin('company as s', 's.cp_cd', 'o.sp_cd')
        .innerJoin('business_place as b', 'b.bp_cd', 'o.bp_cd')
        .innerJoin('app_user as u', 'u.user_id', 'o.req_user_id')
        .selectAll('o')
        .select(['s.cp_nm', 's.cp_eng_nm', 'b.bp_nm', 'u.user_nm'])
        .where('o.cp_cd', '=', cpCd)
        .where('o.ord_no', '=', ordNo)
        .executeTakeFirst();
    },
    /** The order's approval document and every step (who, kind, decision, reason, when). */
    async approval(cpCd: string, ordNo: string) {
      const doc = await db
        .selectFrom('approval_doc')
        .select(['appr_no', 'stat_cd', 'version'])
        .where('doc_kind', '=', ORDER_DOC_KIND)
        .where('doc_id', '=', ordNo)
        .where('cp_cd', '=', cpCd)
        .executeTakeFirst();
      if (!doc) return null;
      const steps = await db
        .selectFrom('approval_step as s')
        .innerJoin('app_user as u', 'u.user_id', 's.user_id')
        .select(['s.round', 's.step_no', 's.proc_kind_cd', 's.decision_cd', 's.reason_cn', 's.decided_at', 'u.user_nm'])
        .where('s.appr_no', '=', doc.appr_no)
        .orderBy('s.round')
        .orderBy('s.step_no')
        .execute();
      return { ...doc, steps };
    },
    lines(ordNo: string) {
      return db.selectFrom('purchase_order_line').selectAll().where('ord_no', '=', ordNo).orderBy('line_no').execute();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Punch-out's orders (decision 0057): a cXML OrderRequest from a buyer's procurement system, which
// approved the order on its side, becomes orders (one per supplier and currency) in progress
// status 3 (approval completed) without our approval line; the document's payloadID, per
// procurement system, is the idempotency key (table punchout_order). Prices are the ones the
// returned punch-out cart a line names showed (decision 0101), else ours today (the company's
// valid contract price, else the list price); each line's UnitPrice the ERP sent is
// compared with it exactly (decision 0084): beyond the customer's tolerance (default 0) the whole
// document is refused (MROPU0011, nothing created); within it, the ERP's price is kept on the line
// (erp_unit_price) for the supplier to see.

export interface PunchoutOrderInput {
  identity: string;
  payloadId: string;
  orderId: string;
  shipToAddressId: string | null;
  comments: string | null;
  /**
   * The OrderRequest's lines as read (with the ERP's UnitPrice and currency, or null; the
   * auxiliary id naming the returned cart, decision 0101).
   */
  lines: OrderRequestLine[];
}

/** A refused OrderRequest line: the message code and its parameters (answered as cXML 400). */
export class PunchoutOrderRefusal extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number>,
  ) {
    super(code);
  }
}

async function punchoutOrdered(db: Kysely<Database>, identity: string, payloadId: string) {
  return db
    .selectFrom('punchout_order')
    .select('ord_nos')
    .where('identity', '=', identity)
    .where('payload_id', '=', payloadId)
    .executeTakeFirst();
}

/**
 * The ERP's UnitPrice of a line, checked against the price the buyer was given (decision 0084):
 * null when the ERP sent none; the price as sent when within the tolerance (exact decimal
 * comparison, @mro/rules); MROPU0011 when beyond it or in another currency.
 */
function checkedErpPrice(
  l: PunchoutOrderInput['lines'][number],
  itemCd: string,
  crncyCd: string,
  given: string,
  toleranceBp: number,
): string | null {
  if (l.unitPrice === null) return null;
  const givenText = given;
  const sameCurrency = (l.currency ?? crncyCd).toUpperCase() === crncyCd.toUpperCase();
  if (!sameCurrency || !priceWithinTolerance(l.unitPrice, givenText, toleranceBp)) {
    throw new PunchoutOrderRefusal('MROPU0011', {
      line: l.lineNumber,
      itemCd,
      sent: l.unitPrice.trim().slice(0, 30),
      given: toMoney(given, crncyCd),
      currency: sameCurrency ? crncyCd : `${crncyCd} (${(l.currency ?? '').slice(0, 3)})`,
    });
  }
  return l.unitPrice.trim();
}

export async function createOrderFromPunchout(
  db: Kysely<Database>,
  shopper: Shopper,
  input: PunchoutOrderInput,
  { now, today }: { now: Date; today: string },
): Promise<{ ordNos: string[]; replayed: boolean }> {
  const before = await punchoutOrdered(db, input.identity, input.payloadId);
  if (before) return { ordNos: before.ord_nos, replayed: true };
  try {
    return await db.transaction().execute(async (tx) => {
      const { rows: locked } = await sql<{ price_tolerance_bp: number }>`
        SELECT price_tolerance_bp FROM punchout_credential WHERE identity = ${input.identity} FOR UPDATE`.execute(tx);
      const toleranceBp = Number(locked[0]?.price_tolerance_bp ?? 0);
      const again = await punchoutOrdered(tx, input.identity, input.payloadId);
      if (again) return { ordNos: again.ord_nos, replayed: true };
      const repo = catalogRepository(tx);
      const codes = [...new Set(input.lines.map((l) => l.supplierPartId))];
      const [items, contracts] = await Promise.all([
        repo.items(codes),
        repo.contractPrices(shopper.cpCd, codes, today),
      ]);
      const byCode = new Map(items.map((i) => [i.item_cd, i]));
      // A line naming the punch-out cart it came from is priced as that cart showed it (decision 0101).
      const cartPrices = await cartPricesOf(tx, input.identity, input.lines, now);
      const lines = input.lines.map((l, index) => {
        const item = byCode.get(l.supplierPartId);
        if (!item || item.discontinued_yn === 'Y')
          throw new PunchoutOrderRefusal('MROPU0006', { itemCd: l.supplierPartId });
        const qty = checkOrderQuantity(l.quantity, { minQty: item.min_ord_qty, packQty: item.pack_qty });
        if (!qty.ok) throw new PunchoutOrderRefusal(qty.code, { ...(qty.params ?? {}), line: l.lineNumber });
        const contract = contracts.get(item.item_cd);
        const unitPrice = toMoney(cartPrices[index] ?? (contract ? contract.price : item.list_price), item.crncy_cd);
        const erpPrice = checkedErpPrice(l, item.item_cd, item.crncy_cd, unitPrice, toleranceBp);
        const amount = lineAmount(unitPrice, qty.value, item.crncy_cd);
        return { line: l, item, qty: qty.value, unitPrice, erpPrice, amount };
      });
      const places = await tx
        .selectFrom('business_place')
        .select('bp_cd')
        .where('cp_cd', '=', shopper.cpCd)
        .orderBy('bp_cd')
        .execute();
      const bpCd = places.find((p) => p.bp_cd === input.shipToAddressId)?.bp_cd ?? places[0]?.bp_cd;
      if (!bpCd) throw new PunchoutOrderRefusal('MROOD0004', {});
      const groups = new Map<string, typeof lines>();
      for (const l of lines) {
        const key = `${l.item.sp_cd}|${l.item.crncy_cd}`;
        groups.set(key, [...(groups.get(key) ?? []), l]);
      }
      const ordNos: string[] = [];
      for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
        const [spCd, crncyCd] = key.split('|') as [string, string];
        const { rows } = await sql<{ n: string }>`SELECT nextval('purchase_order_no_seq') AS n`.execute(tx);
        const ordNo = `OD${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
        const leadDays = Math.max(...group.map((l) => l.item.lead_days));
        const asked = group.map((l) => l.line.requestedDeliveryDate).filter((d): d is string => d !== null);
        const reqDlvDt = asked.length ? asked.sort()[asked.length - 1]! : addDays(today, leadDays);
        await tx
          .insertInto('purchase_order')
          .values({
            ord_no: ordNo,
            cp_cd: shopper.cpCd,
            sp_cd: spCd,
            req_user_id: shopper.userId,
            reg_dt: now,
            prgs_stat_cd: ORDER_PROGRESS.APPROVED,
            bp_cd: bpCd,
            req_dlv_dt: reqDlvDt,
            cost_center: null,
            note_cn: `cXML OrderRequest ${input.orderId}${input.comments ? `: ${input.comments}` : ''}`.slice(0, 1000),
            pay_term_cd: 'BILL',
            ath_file_id: null,
            crncy_cd: crncyCd,
            amount: sumMoney(
              group.map((l) => l.amount),
              crncyCd,
            ),
            idem_key: `punchout:${input.identity}:${input.payloadId}`.slice(0, 300),
            upd_dt: now,
          })
          .execute();
        await tx
          .insertInto('purchase_order_line')
          .values(
            group.map((l, i) => ({
              ord_no: ordNo,
              line_no: i + 1,
              item_cd: l.item.item_cd,
              item_nm: l.item.item_nm_ko,
              spec_cn: l.item.spec_cn,
              unit_cd: l.item.unit_cd,
              qty: l.qty,
              unit_price: l.unitPrice,
              amount: l.amount,
              erp_unit_price: l.erpPrice,
            })),
          )
          .execute();
        // Approved on the buyer's side: the order reaches its supplier now (decision 0069).
        await notifyOrderToConfirm(tx, ordNo, now);
        ordNos.push(ordNo);
      }
      await tx
        .insertInto('punchout_order')
        .values({
          identity: input.identity,
          payload_id: input.payloadId,
          buyer_order_id: input.orderId,
          cp_cd: shopper.cpCd,
          ord_nos: ordNos,
          reg_dt: now,
        })
        .execute();
      return { ordNos, replayed: false };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      const won = await punchoutOrdered(db, input.identity, input.payloadId);
      if (won) return { ordNos: won.ord_nos, replayed: true };
    }
    throw error;
  }
}

// The supplier's orders (issue 44 item 1, decisions 0065 and 0069): the orders addressed to the
// supplier's company once the buyer's approval completed (progress 3; 4 under a cancel approval
// and 5 cancelled stay readable), their lines with the supplier's decision, and the decisions.
// A decision locks the order row, checks the order's status (fulfilmentOrderRefusal), the version
// the screen read, each line's status and input (@mro/rules fulfilment.ts), then writes every
// line, raises the order's version and tells the buyer's drafter, all in one transaction. The
// approval engine's status changes raise the same version under the same row (orders/repository.ts
// `mirror`), so a supplier confirming while the buyer cancels gives one winner and a told loser.
import { sql, type Kysely } from 'kysely';
import {
  ORDER_PROGRESS,
  checkLineDecision,
  fulfilmentOrderRefusal,
  isLineConfirmAction,
  lineConfirmRefusal,
  type LineConfirmAction,
  type RuleName,
  type ValidationError,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { notify } from '../notifications/repository.ts';
import { cardCleared } from '../orders/supplierReach.ts';

/** The statuses a supplier reads its orders in: approved, under cancel approval, cancelled. */
export const SUPPLIER_ORDER_STATUSES = [
  ORDER_PROGRESS.APPROVED,
  ORDER_PROGRESS.UNDER_CANCEL,
  ORDER_PROGRESS.CANCELLED,
] as string[];

const NEVER_SENT: string[] = [ORDER_PROGRESS.TEMP_SAVED, ORDER_PROGRESS.UNDER_APPROVAL, ORDER_PROGRESS.REJECTED];

export interface SupplierOrderFilters {
  from: Date;
  to: Date;
  /** WAIT: a line to confirm (and the order still approved); DONE: every line decided; '' all. */
  cnfm: '' | 'WAIT' | 'DONE';
  statCds: string[];
  buyerNm: string;
  ordNos: string[];
  sortDir: 'asc' | 'desc';
}

export interface DecisionInput {
  spCd: string;
  userId: number;
  ordNo: string;
  version: unknown;
  lines: unknown;
}

/** The buyer's order list, opening this order (the drafter's notification). */
export const buyerOrderLink = (ordNo: string) => `/by/order/list?ordNo=${encodeURIComponent(ordNo)}`;
/** The supplier's order screen, opening this order. */
export const supplierOrderLink = (ordNo: string) => `/sp/order/list?ordNo=${encodeURIComponent(ordNo)}`;

const conflict = (code: string, params: Record<string, string | number> = {}) => refuse.conflict(code, params);
const waiting = sql<string>`(SELECT count(*) FROM purchase_order_line l WHERE l.ord_no = o.ord_no AND l.cnfm_stat_cd = 'WAIT')`;

export function supplierOrderRepository(db: Kysely<Database>) {
  const filtered = (spCd: string, f: SupplierOrderFilters) => {
    let q = db
      .selectFrom('purchase_order as o')
      .innerJoin('company as c', 'c.cp_cd', 'o.cp_cd')
      .innerJoin('business_place as b', 'b.bp_cd', 'o.bp_cd')
      .innerJoin('app_user as u', 'u.user_id', 'o.req_user_id')
      .where('o.sp_cd', '=', spCd)
      .where('o.prgs_stat_cd', 'in', f.statCds.length ? f.statCds : SUPPLIER_ORDER_STATUSES)
      .where(cardCleared)
      .where('o.reg_dt', '>=', f.from)
      .where('o.reg_dt', '<', f.to);
    if (f.ordNos.length) q = q.where('o.ord_no', 'in', f.ordNos);
    if (f.buyerNm) {
      const like = containing(f.buyerNm);
      q = q.where((eb) => eb.or([eb('c.cp_nm', 'ilike', like), eb('c.cp_eng_nm', 'ilike', like)]));
    }
    if (f.cnfm === 'WAIT')
      q = q.where('o.prgs_stat_cd', '=', ORDER_PROGRESS.APPROVED).where(sql<boolean>`${waiting} > 0`);
    if (f.cnfm === 'DONE') q = q.where(sql<boolean>`${waiting} = 0`);
    return q;
  };
  return {
    async count(spCd: string, f: SupplierOrderFilters) {
      const row = await filtered(spCd, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    page(spCd: string, f: SupplierOrderFilters, limit: number, offset: number) {
      return filtered(spCd, f)
        .select(['o.ord_no', 'o.reg_dt', 'o.prgs_stat_cd', 'c.cp_nm', 'c.cp_eng_nm', 'u.user_nm'])
        .select(['o.crncy_cd', 'o.amount', 'o.req_dlv_dt', 'b.bp_nm'])
        .select([
          sql<string>`(SELECT l.item_nm FROM purchase_order_line l WHERE l.ord_no = o.ord_no ORDER BY l.line_no LIMIT 1)`.as(
            'first_item_nm',
          ),
          sql<string>`(SELECT count(*) FROM purchase_order_line l WHERE l.ord_no = o.ord_no)`.as('line_cnt'),
          waiting.as('wait_cnt'),
          sql<string>`(SELECT count(*) FROM purchase_order_line l WHERE l.ord_no = o.ord_no AND l.cnfm_stat_cd = 'CONF')`.as(
            'conf_cnt',
          ),
          sql<string>`(SELECT count(*) FROM purchase_order_line l WHERE l.ord_no = o.ord_no AND l.cnfm_stat_cd = 'REFU')`.as(
            'refu_cnt',
          ),
        ])
        .orderBy('o.reg_dt', f.sortDir)
        .orderBy('o.ord_no', f.sortDir)
        .limit(limit)
        .offset(offset)
        .execute();
    },
    /** The approved orders with a line still waiting for the supplier (the home's card). */
    async toConfirm(spCd: string) {
      const row = await db
        .selectFrom('purchase_order as o')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('o.sp_cd', '=', spCd)
        .where('o.prgs_stat_cd', '=', ORDER_PROGRESS.APPROVED)
        .where(cardCleared)
        .where(sql<boolean>`${waiting} > 0`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** An order the supplier may read (another company's, or one not approved: undefined). */
    head(spCd: string, ordNo: string) {
      return db
        .selectFrom('purchase_order as o')
        .innerJoin('company as c', 'c.cp_cd', 'o.cp_cd')
        .innerJoin('business_place as b', 'b.bp_cd', 'o.bp_cd')
        .innerJoin('app_user as u', 'u.user_id', 'o.req_user_id')
        .selectAll('o')
        .select(['c.cp_nm', 'c.cp_eng_nm', 'b.bp_nm', 'u.user_nm'])
        .where('o.sp_cd', '=', spCd)
        .where('o.ord_no', '=', ordNo)
        .where('o.prgs_stat_cd', 'in', SUPPLIER_ORDER_STATUSES)
        .where(cardCleared)
        .executeTakeFirst();
    },
    lines(ordNo: string) {
      return db
        .selectFrom('purchase_order_line as l')
        .leftJoin('app_user as u', 'u.user_id', 'l.cnfm_user_id')
        .selectAll('l')
        .select('u.user_nm as cnfm_user_nm')
        .where('l.ord_no', '=', ordNo)
        .orderBy('l.line_no')
        .execute();
    },

    /**
     * The supplier's decisions on an order's lines, all or nothing. Refused (nothing written):
     * another company's or an unapproved-never order (404), a cancel approval started or done
     * (409 MROSO0006), not approved (MROSO0007), a version other than the order's (MROSO0009),
     * a line already decided (MROSO0001 with its number), and each line's input
     * (400, `lines.<lineNo>.<field>`: MROSO0002–0005, 0008; an unknown or repeated line MROCM0011).
     */
    decide(input: DecisionInput, { now, today }: { now: Date; today: string }) {
      return db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('purchase_order as o')
          .select(['o.ord_no', 'o.prgs_stat_cd', 'o.version', 'o.req_user_id', 'o.req_dlv_dt'])
          .select(cardCleared.as('cleared'))
          .where('o.ord_no', '=', input.ordNo)
          .where('o.sp_cd', '=', input.spCd)
          .forUpdate('o')
          .executeTakeFirst();
        // An order that never reached the supplier (saved, under approval, rejected, a card order
        // not paid yet) is not theirs to see.
        if (!order || NEVER_SENT.includes(order.prgs_stat_cd) || !order.cleared) throw refuse.notFound();
        const refusal = fulfilmentOrderRefusal(order.prgs_stat_cd);
        if (refusal) throw conflict(refusal, { ordNo: order.ord_no });
        if (input.version !== order.version) throw conflict('MROSO0009', { ordNo: order.ord_no });

        const lines = await tx
          .selectFrom('purchase_order_line')
          .select(['line_no', 'cnfm_stat_cd'])
          .where('ord_no', '=', order.ord_no)
          .execute();
        const given = Array.isArray(input.lines) ? (input.lines as Record<string, unknown>[]) : [];
        const errors: Record<string, ValidationError> = {};
        const invalid = (key: string, rule: RuleName, code: string, params: Record<string, string | number> = {}) => {
          errors[key] ??= { rule, code, params };
        };
        if (!given.length) invalid('lines', 'required', 'MROCM0011');
        const seen = new Set<number>();
        const writes: { lineNo: number; status: string; promisedDt: string | null; reason: string | null }[] = [];
        for (const [i, one] of given.entries()) {
          const lineNo = typeof one?.lineNo === 'number' ? one.lineNo : Number.NaN;
          const line = lines.find((l) => l.line_no === lineNo);
          const key = `lines.${line ? lineNo : i}`;
          if (!line || seen.has(lineNo) || !isLineConfirmAction(one.action)) {
            invalid(`${key}.${line && !seen.has(lineNo) ? 'action' : 'lineNo'}`, 'required', 'MROCM0011');
            continue;
          }
          seen.add(lineNo);
          const action = one.action as LineConfirmAction;
          const decided = lineConfirmRefusal(line.cnfm_stat_cd, action);
          if (decided) throw conflict(decided, { ordNo: order.ord_no, lineNo });
          const promisedDt = typeof one.promisedDt === 'string' ? one.promisedDt.replaceAll('-', '') : undefined;
          const reason = typeof one.reason === 'string' ? one.reason : undefined;
          const check = checkLineDecision(
            {
              action,
              ...(promisedDt !== undefined ? { promisedDt } : {}),
              ...(reason !== undefined ? { reason } : {}),
            },
            { requestedDt: order.req_dlv_dt, today },
          );
          if (!check.ok) {
            invalid(
              `${key}.${check.field}`,
              check.field === 'promisedDt' ? 'date_format' : 'required',
              check.code,
              check.params ?? {},
            );
            continue;
          }
          writes.push({ lineNo, ...check.value });
        }
        if (Object.keys(errors).length) throw refuse.fields(errors);

        for (const w of writes)
          await tx
            .updateTable('purchase_order_line')
            .set({
              cnfm_stat_cd: w.status,
              prms_dlv_dt: w.promisedDt,
              cnfm_reason: w.reason,
              cnfm_user_id: input.userId,
              cnfm_dt: now,
            })
            .where('ord_no', '=', order.ord_no)
            .where('line_no', '=', w.lineNo)
            .where('cnfm_stat_cd', '=', 'WAIT')
            .execute();
        await tx
          .updateTable('purchase_order')
          .set((eb) => ({ version: eb('version', '+', 1), upd_dt: now }))
          .where('ord_no', '=', order.ord_no)
          .execute();
        // The buyer's drafter is told (decision 0049): the bell, opening the order on its list.
        const confirmed = writes.filter((w) => w.status === 'CONF').length;
        await notify(
          tx,
          [
            {
              userId: order.req_user_id,
              kind: 'ORDER_LINES_DECIDED',
              params: { ordNo: order.ord_no, confirmed, refused: writes.length - confirmed },
              link: buyerOrderLink(order.ord_no),
            },
          ],
          now,
        );
      });
    },
  };
}

/**
 * The supplier's users are told an order reached them (the order approval's completion, inside
 * the deciding transaction): every active user of the supplier's company with a supplier role.
 */
export async function notifyOrderToConfirm(db: Kysely<Database>, ordNo: string, now: Date): Promise<void> {
  const users = await db
    .selectFrom('purchase_order as o')
    .innerJoin('app_user as u', 'u.cp_cd', 'o.sp_cd')
    .innerJoin('company as c', 'c.cp_cd', 'o.cp_cd')
    .select(['u.user_id', 'c.cp_nm'])
    .where('o.ord_no', '=', ordNo)
    .where('u.status', '=', 'ACTIVE')
    .where('u.cust_rol_cd', 'in', ['V', 'A'])
    .execute();
  await notify(
    db,
    users.map((u) => ({
      userId: u.user_id,
      kind: 'ORDER_TO_CONFIRM' as const,
      params: { ordNo, buyerNm: u.cp_nm },
      link: supplierOrderLink(ordNo),
    })),
    now,
  );
}

// Payments' data: report tokens (read once by the viewer) and card payments (approve, cancel:
// decision 0072, each under the order row's lock so an approval and a cancel of one order never
// interleave; the rules of @mro/rules cardPayments.ts decide).
import type { Insertable, Kysely } from 'kysely';
import {
  FAKE_CARD_LIMIT,
  compareMoney,
  cardApprovalRefusal,
  cardCancelRefusal,
  type CardPaymentStatus,
  type MessageCode,
} from '@mro/rules';
import type { Database, ReportTokenTable } from '../../db/schema.ts';
import { notifyOrderToConfirm } from '../supplierOrders/repository.ts';

export type CardResult = { ok: true; apprNo: string } | { ok: false; code: MessageCode; gateway?: boolean };

/** The company's order and its card payment, the order row locked inside `tx`. */
const lockedOrder = (tx: Kysely<Database>, cpCd: string, ordNo: string) =>
  tx
    .selectFrom('purchase_order as o')
    .leftJoin('card_payment as p', 'p.ord_no', 'o.ord_no')
    .select(['o.ord_no', 'o.pay_term_cd', 'o.prgs_stat_cd', 'o.amount', 'p.status as pay_status'])
    .where('o.ord_no', '=', ordNo)
    .where('o.cp_cd', '=', cpCd)
    .forUpdate('o')
    .executeTakeFirst();

export function paymentRepository(db: Kysely<Database>) {
  return {
    /** The card caller's user (role and status decide). */
    cardUser(userId: number) {
      return db
        .selectFrom('app_user')
        .select(['user_id', 'cp_cd', 'cust_rol_cd', 'status'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async isReport(reportId: string): Promise<boolean> {
      const known = await db
        .selectFrom('common_code')
        .select('cd')
        .where('cd_lst_id', '=', 'REPORT')
        .where('cd', '=', reportId)
        .executeTakeFirst();
      return Boolean(known);
    },

    async addReportToken(row: Insertable<ReportTokenTable>) {
      await db.insertInto('report_token').values(row).execute();
    },

    /** A live, unused report token used now, with its report and user; undefined otherwise. */
    useReportToken(tokenHash: string, now: Date) {
      return db
        .updateTable('report_token')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['report_id', 'params', 'user_id'])
        .executeTakeFirst();
    },

    reportUser(userId: number) {
      return db
        .selectFrom('app_user')
        .select(['login_id', 'cp_cd'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /**
     * A card approval of the company's order for `amount`: refused (with the code) unless the
     * order's rules allow it; the development gateway refuses above FAKE_CARD_LIMIT (MROPY0006).
     * undefined for an order the company does not have.
     */
    approveCard(input: { cpCd: string; userId: number; ordNo: string; amount: string; apprNo: string; now: Date }) {
      return db.transaction().execute(async (tx): Promise<CardResult | undefined> => {
        const order = await lockedOrder(tx, input.cpCd, input.ordNo);
        if (!order) return undefined;
        const refusal = cardApprovalRefusal(
          { payTermCd: order.pay_term_cd, prgsStatCd: order.prgs_stat_cd, amount: order.amount },
          order.pay_status as CardPaymentStatus | null,
          input.amount,
        );
        if (refusal) return { ok: false, code: refusal };
        if (compareMoney(input.amount, String(FAKE_CARD_LIMIT)) > 0)
          return { ok: false, code: 'MROPY0006', gateway: true };
        await tx
          .insertInto('card_payment')
          .values({
            ord_no: input.ordNo,
            cp_cd: input.cpCd,
            user_id: input.userId,
            amount: input.amount,
            status: 'APPROVED',
            appr_no: input.apprNo,
            approved_at: input.now,
            cancelled_at: null,
          })
          .execute();
        // Paid: the order reaches its supplier now, whose users are told (decision 0072).
        await notifyOrderToConfirm(tx, input.ordNo, input.now);
        return { ok: true, apprNo: input.apprNo };
      });
    },

    /** The cancel of the company's approved card payment once its order is cancelled. */
    cancelCard(input: { cpCd: string; ordNo: string; now: Date }) {
      return db.transaction().execute(async (tx): Promise<CardResult | undefined> => {
        const order = await lockedOrder(tx, input.cpCd, input.ordNo);
        if (!order) return undefined;
        const refusal = cardCancelRefusal(
          { payTermCd: order.pay_term_cd, prgsStatCd: order.prgs_stat_cd },
          order.pay_status as CardPaymentStatus | null,
        );
        if (refusal) return { ok: false, code: refusal };
        const row = await tx
          .updateTable('card_payment')
          .set({ status: 'CANCELLED', cancelled_at: input.now })
          .where('ord_no', '=', input.ordNo)
          .where('status', '=', 'APPROVED')
          .returning('appr_no')
          .executeTakeFirstOrThrow();
        return { ok: true, apprNo: row.appr_no };
      });
    },

    /** An order's card payment (the order detail shows it; the caller checked the company). */
    cardPaymentOf(ordNo: string) {
      return db
        .selectFrom('card_payment')
        .select(['status', 'appr_no', 'amount', 'approved_at', 'cancelled_at'])
        .where('ord_no', '=', ordNo)
        .executeTakeFirst();
    },
  };
}

// Payments' data: report tokens (read once by the viewer) and card payments (approve, cancel).
import type { Insertable, Kysely } from 'kysely';
import type { CardPaymentTable, Database, ReportTokenTable } from '../../db/schema.ts';

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

    async paymentExists(ordNo: string): Promise<boolean> {
      const existing = await db
        .selectFrom('card_payment')
        .select('status')
        .where('ord_no', '=', ordNo)
        .executeTakeFirst();
      return Boolean(existing);
    },

    async addPayment(row: Insertable<CardPaymentTable>) {
      await db.insertInto('card_payment').values(row).execute();
    },

    /** The company's approved payment of an order cancelled now; undefined when there is none. */
    cancelPayment(ordNo: string, cpCd: string, now: Date) {
      return db
        .updateTable('card_payment')
        .set({ status: 'CANCELLED', cancelled_at: now })
        .where('ord_no', '=', ordNo)
        .where('cp_cd', '=', cpCd)
        .where('status', '=', 'APPROVED')
        .returning(['ord_no', 'appr_no'])
        .executeTakeFirst();
    },
  };
}

// The purchase order's printable document (issue 43 item 6, decision 0060): what the server
// renders for the print window and the report viewer. An order is reachable by a user of the
// company that ordered it, or of its supplier's company once the order went to the supplier
// (approved, or approved and under cancel approval: decision 0055; paid when paid by card: decision
// 0072); by nobody else.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORDER_DOC_KIND, reachedSupplier } from './repository.ts';

/** The code's name in both languages from a common code list (null when the code is unknown). */
const codeName = (list: string, column: string, lang: 'ko' | 'en') =>
  sql<
    string | null
  >`(SELECT ${sql.ref(lang === 'ko' ? 'c.cd_nm_ko' : 'c.cd_nm_en')} FROM common_code c WHERE c.cd_lst_id = ${list} AND c.cd = ${sql.ref(column)})`;

export function orderDocumentRepository(db: Kysely<Database>) {
  const reachable = (cpCd: string, ordNo: string) =>
    db
      .selectFrom('purchase_order as o')
      .where('o.ord_no', '=', ordNo)
      .where((eb) => eb.or([eb('o.cp_cd', '=', cpCd), eb.and([eb('o.sp_cd', '=', cpCd), reachedSupplier])]));

  return {
    /** True when the company ordered it, or is its supplier and the order went to it. */
    async canRead(cpCd: string, ordNo: string): Promise<boolean> {
      return Boolean(await reachable(cpCd, ordNo).select('o.ord_no').executeTakeFirst());
    },

    /** The whole document in one language, or undefined when the company cannot read it. */
    async document(cpCd: string, ordNo: string, lang: 'ko' | 'en') {
      const head = await reachable(cpCd, ordNo)
        .innerJoin('company as buyer', 'buyer.cp_cd', 'o.cp_cd')
        .innerJoin('company as sup', 'sup.cp_cd', 'o.sp_cd')
        .innerJoin('business_place as b', 'b.bp_cd', 'o.bp_cd')
        .innerJoin('app_user as u', 'u.user_id', 'o.req_user_id')
        .select([
          'o.ord_no',
          'o.cp_cd',
          'o.reg_dt',
          'o.prgs_stat_cd',
          'o.req_dlv_dt',
          'o.cost_center',
          'o.note_cn',
          'o.pay_term_cd',
          'o.crncy_cd',
          'o.amount',
          'buyer.cp_nm as buyer_nm',
          'buyer.cp_eng_nm as buyer_eng_nm',
          'buyer.biz_reg_no as buyer_biz_reg_no',
          'sup.cp_nm as sp_nm',
          'sup.cp_eng_nm as sp_eng_nm',
          'sup.biz_reg_no as sp_biz_reg_no',
          'b.bp_nm',
          'u.user_nm',
        ])
        .select([
          codeName('PAY_TERM', 'o.pay_term_cd', lang).as('pay_term_nm'),
          codeName('APRV_STAT', 'o.prgs_stat_cd', lang).as('stat_nm'),
        ])
        .executeTakeFirst();
      if (!head) return undefined;
      const lines = await db
        .selectFrom('purchase_order_line as l')
        .select(['l.line_no', 'l.item_cd', 'l.item_nm', 'l.spec_cn', 'l.unit_cd', 'l.qty', 'l.unit_price', 'l.amount'])
        .select(codeName('UNIT', 'l.unit_cd', lang).as('unit_nm'))
        .where('l.ord_no', '=', head.ord_no)
        .orderBy('l.line_no')
        .execute();
      const steps = await db
        .selectFrom('approval_doc as d')
        .innerJoin('approval_step as s', 's.appr_no', 'd.appr_no')
        .innerJoin('app_user as u', 'u.user_id', 's.user_id')
        .select(['s.round', 's.step_no', 's.proc_kind_cd', 's.decision_cd', 's.decided_at', 'u.user_nm'])
        .select(codeName('APRV_PROC', 's.proc_kind_cd', lang).as('proc_nm'))
        .where('d.doc_kind', '=', ORDER_DOC_KIND)
        .where('d.doc_id', '=', head.ord_no)
        .where('d.cp_cd', '=', head.cp_cd)
        .orderBy('s.round')
        .orderBy('s.step_no')
        .execute();
      return { head, lines, steps };
    },
  };
}

export type OrderDocument = NonNullable<Awaited<ReturnType<ReturnType<typeof orderDocumentRepository>['document']>>>;

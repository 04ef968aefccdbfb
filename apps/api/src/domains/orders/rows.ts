// The order rows the repository reads, as the contract's shapes (decision 0092: rows are mapped
// once, in their domain).
import { cardPaymentState, toMoney, toPrice, type CardPaymentStatus } from '@mro/rules';
import type { FileInfo, OrderDetail, OrderRow } from '@mro/contract';
import type { orderRepository } from './repository.ts';
import type { paymentRepository } from '../payments/repository.ts';

type Orders = ReturnType<typeof orderRepository>;
type PageRow = Awaited<ReturnType<Orders['page']>>[number];
type Head = NonNullable<Awaited<ReturnType<Orders['head']>>>;
type Line = Awaited<ReturnType<Orders['lines']>>[number];
type Approval = Awaited<ReturnType<Orders['approval']>>;
type Card = Awaited<ReturnType<ReturnType<typeof paymentRepository>['cardPaymentOf']>>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A row of the buyer's order list. */
export const orderRowOf = (r: PageRow, english: boolean): OrderRow => ({
  ordNo: r.ord_no,
  regDt: iso(r.reg_dt),
  prgsStatCd: r.prgs_stat_cd,
  spNm: english ? r.cp_eng_nm : r.cp_nm,
  firstItemNm: r.first_item_nm ?? '',
  lineCnt: Number(r.line_cnt ?? 0),
  crncyCd: r.crncy_cd,
  amount: toMoney(r.amount, r.crncy_cd),
  reqDlvDt: r.req_dlv_dt,
  bpNm: r.bp_nm,
  reqUserNm: r.user_nm,
});

/** One order with its lines, approval, card payment and attachments. */
export function orderDetailOf(
  order: { head: Head; lines: Line[]; approval: Approval; card: Card; files: FileInfo[] },
  english: boolean,
): OrderDetail {
  const { head, lines, approval, card, files } = order;
  return {
    ordNo: head.ord_no,
    regDt: iso(head.reg_dt),
    prgsStatCd: head.prgs_stat_cd,
    spNm: english ? head.cp_eng_nm : head.cp_nm,
    firstItemNm: lines[0]?.item_nm ?? '',
    lineCnt: lines.length,
    crncyCd: head.crncy_cd,
    amount: toMoney(head.amount, head.crncy_cd),
    reqDlvDt: head.req_dlv_dt,
    bpCd: head.bp_cd,
    bpNm: head.bp_nm,
    reqUserNm: head.user_nm,
    costCenter: head.cost_center,
    noteCn: head.note_cn,
    payTermCd: head.pay_term_cd,
    cardPayment: {
      state: cardPaymentState(
        { payTermCd: head.pay_term_cd, prgsStatCd: head.prgs_stat_cd },
        (card?.status ?? null) as CardPaymentStatus | null,
      ),
      apprNo: card?.appr_no ?? null,
      approvedAt: card ? iso(card.approved_at) : null,
      cancelledAt: card?.cancelled_at ? iso(card.cancelled_at) : null,
    },
    approval: approval && {
      apprNo: approval.appr_no,
      statCd: approval.stat_cd,
      version: approval.version,
      steps: approval.steps.map((st) => ({
        round: st.round,
        stepNo: st.step_no,
        procKindCd: st.proc_kind_cd,
        userNm: st.user_nm,
        decisionCd: st.decision_cd,
        reasonCn: st.reason_cn,
        decidedAt: st.decided_at === null ? null : iso(st.decided_at),
      })),
    },
    files,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      itemCd: l.item_cd,
      itemNm: l.item_nm,
      specCn: l.spec_cn,
      unitCd: l.unit_cd,
      qty: Number(l.qty),
      unitPrice: toPrice(l.unit_price, head.crncy_cd),
      amount: toMoney(l.amount, head.crncy_cd),
      cnfmStatCd: l.cnfm_stat_cd,
      prmsDlvDt: l.prms_dlv_dt,
      cnfmReason: l.cnfm_reason,
    })),
  };
}

// The purchase order as a printable page (issue 43 item 6, decision 0060): one HTML document in
// Korean or English, every value escaped, amounts in the currency's decimals (@mro/rules), the
// approval history and one signature box per step of the latest round; the page around it
// (styles, the print script, the nonce) is the shared shell of http/documentPage.ts.
import { formatDateTime, formatDateValue } from '@mro/rules';
import {
  documentMoney,
  documentNumber,
  documentPage,
  escapeHtml,
  field,
  headerRow,
  moment,
  type DocumentPageOptions,
} from '../../http/documentPage.ts';
import type { OrderDocument } from './documentRepository.ts';

const LABELS = {
  ko: {
    title: '구매 주문서',
    ordNo: '주문번호',
    regDt: '주문일시',
    reqDlvDt: '납기 요청일',
    status: '진행상태',
    buyer: '구매사',
    supplier: '공급사',
    bizRegNo: '사업자등록번호',
    place: '납품장소',
    requester: '요청자',
    payTerm: '결제조건',
    costCenter: '코스트센터',
    note: '비고',
    lines: '주문 품목',
    lineNo: '번호',
    itemCd: '품목코드',
    itemNm: '품목명',
    spec: '규격',
    unit: '단위',
    qty: '수량',
    unitPrice: '단가',
    amount: '금액',
    total: '합계',
    approval: '결재 이력',
    signatures: '결재란',
    round: '차수',
    step: '순서',
    kind: '구분',
    approver: '결재자',
    decision: '결과',
    decidedAt: '처리일시',
    noApproval: '결재 문서가 없습니다 (임시저장).',
    printed: '출력일시',
  },
  en: {
    title: 'Purchase order',
    ordNo: 'Order no.',
    regDt: 'Ordered at',
    reqDlvDt: 'Requested delivery',
    status: 'Status',
    buyer: 'Buyer',
    supplier: 'Supplier',
    bizRegNo: 'Business reg. no.',
    place: 'Delivery place',
    requester: 'Requested by',
    payTerm: 'Payment term',
    costCenter: 'Cost centre',
    note: 'Note',
    lines: 'Order lines',
    lineNo: 'No.',
    itemCd: 'Item code',
    itemNm: 'Item',
    spec: 'Specification',
    unit: 'Unit',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    total: 'Total',
    approval: 'Approval history',
    signatures: 'Signatures',
    round: 'Round',
    step: 'Step',
    kind: 'Kind',
    approver: 'Approver',
    decision: 'Decision',
    decidedAt: 'Decided at',
    noApproval: 'No approval document (temporary save).',
    printed: 'Printed at',
  },
} as const;

const DECISIONS: Record<string, { ko: string; en: string }> = {
  WAIT: { ko: '대기', en: 'Waiting' },
  APPROVED: { ko: '승인', en: 'Approved' },
  REJECTED: { ko: '반려', en: 'Rejected' },
  NOTIFIED: { ko: '통보', en: 'Notified' },
  SKIPPED: { ko: '생략', en: 'Skipped' },
  DRAFTED: { ko: '기안', en: 'Drafted' },
};

/** The purchase order as one HTML page. */
export function orderDocumentPage(doc: OrderDocument, options: DocumentPageOptions): string {
  const { lang } = options;
  const t = LABELS[lang];
  const e = escapeHtml;
  const h = doc.head;
  const en = lang === 'en';
  const money = (value: string) => e(documentMoney(value, h.crncy_cd, lang));
  const dateField = (term: string, text: string) => `<dt>${e(term)}</dt><dd>${moment(text)}</dd>`;
  const company = (name: string, no: string | null) => (no ? `${name} (${t.bizRegNo} ${no})` : name);
  const lastRound = doc.steps.reduce((max, s) => Math.max(max, s.round), 0);
  const decided = (s: OrderDocument['steps'][number]) =>
    s.decision_cd ? (DECISIONS[s.decision_cd]?.[lang] ?? s.decision_cd) : '';
  const when = (s: OrderDocument['steps'][number]) => (s.decided_at ? formatDateTime(new Date(s.decided_at)) : '');
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td class="num">${e(l.line_no)}</td><td>${e(l.item_cd)}</td><td class="item">${e(l.item_nm)}</td>` +
        `<td>${e(l.spec_cn)}</td><td>${e(l.unit_nm ?? l.unit_cd)}</td>` +
        `<td class="num">${e(documentNumber(l.qty, lang))}</td>` +
        `<td class="num">${money(l.unit_price)}</td><td class="num">${money(l.amount)}</td></tr>`,
    )
    .join('');
  const history = doc.steps.length
    ? `<div class="wrap"><table><caption hidden>${e(t.approval)}</caption><thead><tr><th scope="col">${e(t.round)}</th>` +
      `<th scope="col">${e(t.step)}</th><th scope="col">${e(t.kind)}</th><th scope="col">${e(t.approver)}</th>` +
      `<th scope="col">${e(t.decision)}</th><th scope="col">${e(t.decidedAt)}</th></tr></thead><tbody>` +
      doc.steps
        .map(
          (s) =>
            `<tr><td class="num">${e(s.round)}</td><td class="num">${e(s.step_no)}</td><td>${e(s.proc_nm ?? s.proc_kind_cd)}</td>` +
            `<td>${e(s.user_nm)}</td><td>${e(decided(s))}</td><td>${moment(when(s))}</td></tr>`,
        )
        .join('') +
      `</tbody></table></div>`
    : `<p>${e(t.noApproval)}</p>`;
  const signs = doc.steps
    .filter((s) => s.round === lastRound)
    .map(
      (s) =>
        `<div class="sign" role="group" aria-label="${e(`${s.proc_nm ?? s.proc_kind_cd} ${s.user_nm}`)}">` +
        `<b>${e(s.proc_nm ?? s.proc_kind_cd)}</b><span>${e(s.user_nm)}<br>${e(decided(s))}</span>` +
        `<small>${moment(s.decided_at ? when(s).slice(0, 10) : '')}</small></div>`,
    )
    .join('');
  return documentPage(
    {
      title: t.title,
      numberLabel: t.ordNo,
      number: h.ord_no,
      numberAttr: 'data-ord-no',
      printedLabel: t.printed,
      body:
        (signs ? `<section aria-label="${e(t.signatures)}"><div class="signs">${signs}</div></section>` : '') +
        `<dl>` +
        field(t.status, h.stat_nm ?? h.prgs_stat_cd) +
        dateField(t.regDt, formatDateTime(new Date(h.reg_dt))) +
        dateField(t.reqDlvDt, formatDateValue(h.req_dlv_dt)) +
        field(t.buyer, company(en ? h.buyer_eng_nm : h.buyer_nm, h.buyer_biz_reg_no)) +
        field(t.supplier, company(en ? h.sp_eng_nm : h.sp_nm, h.sp_biz_reg_no)) +
        field(t.place, h.bp_nm) +
        field(t.requester, h.user_nm) +
        field(t.payTerm, h.pay_term_nm ?? h.pay_term_cd) +
        field(t.costCenter, h.cost_center) +
        field(t.note, h.note_cn) +
        `</dl><h2>${e(t.lines)}</h2><div class="wrap"><table><thead>` +
        headerRow([t.lineNo, t.itemCd, t.itemNm, t.spec, t.unit, t.qty, t.unitPrice, t.amount]) +
        `</thead><tbody>${lines}</tbody><tfoot><tr><td colspan="7">${e(t.total)}</td>` +
        `<td class="num" data-total>${money(h.amount)}</td></tr></tfoot></table></div>` +
        `<h2>${e(t.approval)}</h2>${history}`,
    },
    options,
  );
}

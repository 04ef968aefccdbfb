// The e-contract's document (issue 44 item 3, decision 0066): the spec's e-contract data as one
// HTML page in Korean or English: number, name, kind, version, status, dates, amount, party A
// (the buyer's company) and party B (the supplier's) each with company, representative, contact,
// address, phone, e-mail and business type, logistics rate and amount, url, the lines and both
// confirmations. Every value escaped; the style allowed by the page's CSP nonce; no script.
import { formatDateTime, formatDateValue } from '@mro/rules';
import type { Locale } from '@mro/contract';
import {
  documentMoney,
  documentNumber,
  documentPage,
  escapeHtml,
  field,
  headerRow,
  moment,
} from '../../http/documentPage.ts';
import type { contractRepository } from './repository.ts';

type Detail = NonNullable<Awaited<ReturnType<ReturnType<typeof contractRepository>['detail']>>>;

const LABELS = {
  ko: {
    title: '전자계약서',
    ctrtNo: '계약번호',
    ctrtNm: '계약명',
    kind: '계약구분',
    ver: '버전',
    status: '상태',
    ctrtDt: '계약일',
    period: '계약기간',
    amount: '계약금액',
    partyA: '갑 (구매사)',
    partyB: '을 (공급사)',
    company: '회사명',
    rpre: '대표자',
    contact: '담당자',
    addr: '주소',
    tel: '전화',
    email: '이메일',
    bizType: '업태',
    lgstRate: '물류 요율',
    lgstAmount: '물류 금액',
    url: 'URL',
    lines: '계약 품목',
    lineNo: '번호',
    itemNm: '품목명',
    spec: '규격',
    unit: '단위',
    qty: '수량',
    unitPrice: '단가',
    confirmations: '확인',
    spCnfm: '공급사 확인',
    byCnfm: '구매사 확인',
    none: '미확인',
    printed: '열람일시',
  },
  en: {
    title: 'E-contract',
    ctrtNo: 'Contract no.',
    ctrtNm: 'Contract name',
    kind: 'Kind',
    ver: 'Version',
    status: 'Status',
    ctrtDt: 'Contract date',
    period: 'Period',
    amount: 'Amount',
    partyA: 'Party A (buyer)',
    partyB: 'Party B (supplier)',
    company: 'Company',
    rpre: 'Representative',
    contact: 'Contact',
    addr: 'Address',
    tel: 'Phone',
    email: 'E-mail',
    bizType: 'Business type',
    lgstRate: 'Logistics rate',
    lgstAmount: 'Logistics amount',
    url: 'URL',
    lines: 'Contract lines',
    lineNo: 'No.',
    itemNm: 'Item',
    spec: 'Specification',
    unit: 'Unit',
    qty: 'Qty',
    unitPrice: 'Unit price',
    confirmations: 'Confirmations',
    spCnfm: 'Supplier confirmed',
    byCnfm: 'Buyer confirmed',
    none: 'Not confirmed',
    printed: 'Viewed at',
  },
} as const;

const NAMES: Record<string, { ko: string; en: string }> = {
  QUOTE: { ko: '견적 낙찰 계약', en: 'Quote award' },
  SUPPLY: { ko: '공급 계약', en: 'Supply agreement' },
  WAIT_SP: { ko: '공급사 확인 대기', en: 'Waiting for the supplier' },
  WAIT_BY: { ko: '구매사 확인 대기', en: 'Waiting for the buyer' },
  CONFIRMED: { ko: '확정', en: 'Confirmed' },
  SUPERSEDED: { ko: '대체됨', en: 'Superseded' },
  MRO_BUY: { ko: '구매', en: 'Purchasing' },
  MRO_SUPPLY: { ko: '도소매 (MRO 공급)', en: 'Wholesale (MRO supply)' },
};

// The parties side by side (one column on a phone); the rest is the shared documents' style.
const STYLE = `
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.parties dl { grid-template-columns: max-content 1fr; }
@media (max-width: 600px) { .parties { grid-template-columns: 1fr; } }
`;

/** The e-contract as one HTML page. */
export function contractDocumentPage(doc: Detail, { lang, nonce, now }: { lang: Locale; nonce: string; now: Date }) {
  const t = LABELS[lang];
  const e = escapeHtml;
  const h = doc.head;
  const name = (code: string | null) => (code ? (NAMES[code]?.[lang] ?? code) : '');
  const money = (v: string | null) => (v === null ? '' : e(documentMoney(v, h.crncy_cd, lang)));
  const party = (title: string, x: 'a' | 'b') =>
    `<section aria-label="${e(title)}"><h2>${e(title)}</h2><dl>` +
    field(t.company, h[`${x}_cp_nm`]) +
    field(t.rpre, h[`${x}_rpre_nm`]) +
    field(t.contact, h[`${x}_contact_nm`]) +
    field(t.addr, h[`${x}_addr`]) +
    field(t.tel, h[`${x}_tel_no`]) +
    field(t.email, h[`${x}_email`]) +
    field(t.bizType, name(h[`${x}_biz_type`])) +
    `</dl></section>`;
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td class="num">${e(l.line_no)}</td><td>${e(l.item_nm)}</td><td>${e(l.spec_cn)}</td><td>${e(l.unit_cd)}</td>` +
        `<td class="num">${e(documentNumber(l.qty, lang))}</td>` +
        `<td class="num">${money(l.unit_price)}</td></tr>`,
    )
    .join('');
  const confirmed = (at: Date | null) => (at ? moment(formatDateTime(new Date(at))) : e(t.none));
  return documentPage(
    {
      title: t.title,
      numberLabel: t.ctrtNo,
      number: h.ctrt_no,
      numberAttr: 'data-ctrt-no',
      printedLabel: t.printed,
      style: STYLE,
      body:
        `<dl>` +
        field(t.ctrtNm, h.ctrt_nm) +
        field(t.kind, `${name(h.ctrt_kind_cd)} (${h.doc_cls_cd})`) +
        field(t.ver, h.ctrt_ver) +
        `<dt>${e(t.status)}</dt><dd data-status>${e(name(h.stat_cd))}</dd>` +
        `<dt>${e(t.ctrtDt)}</dt><dd>${moment(formatDateValue(h.ctrt_dt))}</dd>` +
        `<dt>${e(t.period)}</dt><dd>${moment(formatDateValue(h.start_dt))} ~ ${moment(formatDateValue(h.end_dt))}</dd>` +
        `<dt>${e(t.amount)}</dt><dd data-amount>${money(h.amount)}</dd>` +
        field(t.lgstRate, h.lgst_rate === null ? '' : `${Number(h.lgst_rate)}%`) +
        `<dt>${e(t.lgstAmount)}</dt><dd>${money(h.lgst_amount)}</dd>` +
        field(t.url, h.ctrt_url) +
        `</dl><div class="parties">${party(t.partyA, 'a')}${party(t.partyB, 'b')}</div>` +
        `<h2>${e(t.lines)}</h2><div class="wrap"><table><thead>` +
        headerRow([t.lineNo, t.itemNm, t.spec, t.unit, t.qty, t.unitPrice]) +
        `</thead><tbody>${lines}</tbody></table></div>` +
        `<h2>${e(t.confirmations)}</h2><dl>` +
        `<dt>${e(t.spCnfm)}</dt><dd data-sp-confirmed>${confirmed(h.sp_cnfm_dt)}</dd>` +
        `<dt>${e(t.byCnfm)}</dt><dd data-by-confirmed>${confirmed(h.by_cnfm_dt)}</dd></dl>`,
    },
    { lang, nonce, print: false, now },
  );
}

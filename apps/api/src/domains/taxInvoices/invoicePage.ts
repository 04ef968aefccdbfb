// The tax invoice as a printable page (issue 45 item 1, decision 0074): the order document's way
// (decision 0060) — one HTML page in Korean or English behind a one-time report token (REPORT code
// TAX_INVOICE), every value escaped, amounts in the currency's decimals, in the documents' shell
// (http/documentPage.ts: styles, printing itself PRINT_DELAY_MS after it loaded in the print window). The e-tax-invoice's fields: both parties' business numbers,
// names, representatives, addresses, business types and items; the write day, supply value, VAT,
// total, items; the payment day.
import { formatDateValue, formatMoney } from '@mro/rules';
import type { Locale, TaxInvoiceDetail, TaxInvoiceParty } from '@mro/contract';
import {
  documentNumber,
  documentPage,
  escapeHtml,
  field,
  headerRow,
  type DocumentPageOptions,
} from '../../http/documentPage.ts';

const LABELS = {
  ko: {
    title: '전자세금계산서',
    modified: '수정세금계산서',
    invNo: '승인번호',
    origInvNo: '당초 세금계산서',
    status: '상태',
    supplier: '공급자',
    buyer: '공급받는자',
    bizNo: '등록번호',
    name: '상호',
    representative: '성명(대표자)',
    address: '사업장 주소',
    bizType: '업태',
    bizItem: '종목',
    writeDt: '작성일자',
    period: '대상 기간',
    supply: '공급가액',
    vat: '세액',
    total: '합계금액',
    currency: '통화',
    payDt: '지급 예정일',
    payMoved: '15일이 휴일이어서 다음 영업일로 옮겼습니다',
    note: '비고',
    disputeReason: '이의 사유',
    lines: '품목',
    rcvDt: '입고일',
    itemNm: '품목',
    spec: '규격',
    qty: '수량',
    unitPrice: '단가',
    printed: '출력일시',
    statuses: { ISSUED: '발행', CONFIRMED: '확인', DISPUTED: '이의 제기', SUPERSEDED: '수정 발행됨' },
  },
  en: {
    title: 'Electronic tax invoice',
    modified: 'Modified tax invoice',
    invNo: 'Invoice no.',
    origInvNo: 'Original invoice',
    status: 'Status',
    supplier: 'Supplier',
    buyer: 'Buyer',
    bizNo: 'Business no.',
    name: 'Name',
    representative: 'Representative',
    address: 'Address',
    bizType: 'Business type',
    bizItem: 'Business item',
    writeDt: 'Date of issue',
    period: 'Period',
    supply: 'Supply value',
    vat: 'VAT',
    total: 'Total',
    currency: 'Currency',
    payDt: 'Payment date',
    payMoved: 'moved from the 15th, a holiday, to the next working day',
    note: 'Note',
    disputeReason: 'Reason of the dispute',
    lines: 'Items',
    rcvDt: 'Received',
    itemNm: 'Item',
    spec: 'Specification',
    qty: 'Qty',
    unitPrice: 'Unit price',
    printed: 'Printed at',
    statuses: { ISSUED: 'Issued', CONFIRMED: 'Confirmed', DISPUTED: 'Disputed', SUPERSEDED: 'Superseded' },
  },
} as const;

/** The tax invoice as one HTML page. */
export function taxInvoicePage(d: TaxInvoiceDetail, options: DocumentPageOptions): string {
  const { lang } = options;
  const t = LABELS[lang as Locale];
  const e = escapeHtml;
  /** An amount by the one formatter (decision 0106), from the answer's exact decimal text. */
  const money = (amount: string) => e(formatMoney(amount, d.crncyCd, lang));
  const num = (n: number) => e(documentNumber(n, lang as Locale));
  const partyBlock = (title: string, p: TaxInvoiceParty) =>
    `<section aria-label="${e(title)}"><h2>${e(title)}</h2><dl>` +
    field(t.bizNo, p.bizNo ? `${p.bizNo.slice(0, 3)}-${p.bizNo.slice(3, 5)}-${p.bizNo.slice(5)}` : '') +
    field(t.name, p.name) +
    field(t.representative, p.representative) +
    field(t.address, p.address) +
    field(t.bizType, p.bizType) +
    field(t.bizItem, p.bizItem) +
    `</dl></section>`;
  const lines = d.lines
    .map(
      (l) =>
        `<tr><td>${e(formatDateValue(l.rcvDt))}</td><td class="item">${e(l.itemNm)}</td><td>${e(l.specCn)}</td>` +
        `<td class="num">${num(l.qty)}</td><td class="num">${money(l.unitPrice)}</td><td class="num">${money(l.supplyAmt)}</td></tr>`,
    )
    .join('');
  const title = d.kindCd === 'MODIFIED' ? t.modified : t.title;
  const status = (t.statuses as Record<string, string>)[d.statCd] ?? d.statCd;
  return documentPage(
    {
      title,
      numberLabel: t.invNo,
      number: d.invNo,
      numberAttr: 'data-inv-no',
      printedLabel: t.printed,
      body:
        `<dl>` +
        field(t.status, status) +
        (d.origInvNo ? field(t.origInvNo, d.origInvNo) : '') +
        `<dt>${e(t.writeDt)}</dt><dd><time>${e(formatDateValue(d.writeDt))}</time></dd>` +
        field(t.period, `${formatDateValue(d.fromDt)} ~ ${formatDateValue(d.toDt)}`) +
        field(t.currency, d.crncyCd) +
        `</dl>` +
        partyBlock(t.supplier, d.supplier) +
        partyBlock(t.buyer, d.buyer) +
        `<h2>${e(t.lines)}</h2><div class="wrap"><table><thead>` +
        headerRow([t.rcvDt, t.itemNm, t.spec, t.qty, t.unitPrice, t.supply]) +
        `</thead><tbody>${lines}</tbody><tfoot>` +
        `<tr><td colspan="5">${e(t.supply)}</td><td class="num" data-supply>${money(d.supplyAmt)}</td></tr>` +
        `<tr><td colspan="5">${e(t.vat)}</td><td class="num" data-vat>${money(d.vatAmt)}</td></tr>` +
        `<tr><td colspan="5">${e(t.total)}</td><td class="num" data-total>${money(d.totalAmt)}</td></tr>` +
        `</tfoot></table></div><dl>` +
        `<dt>${e(t.payDt)}</dt><dd><time>${e(formatDateValue(d.payDt))}</time>${d.payMoved ? ` (${e(t.payMoved)})` : ''}</dd>` +
        field(t.note, d.noteCn) +
        (d.disputeReason ? field(t.disputeReason, d.disputeReason) : '') +
        `</dl>`,
    },
    options,
  );
}

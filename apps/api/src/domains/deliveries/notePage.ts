// The delivery note as a printable page (issue 44 item 4, decision 0070): the order's document's
// way (decision 0060) — one HTML page in Korean or English behind a one-time report token
// (REPORT code DELIVERY_NOTE), every value escaped, the order's document's styles, printing itself
// PRINT_DELAY_MS after it loaded in the 900 × 680 print window.
import { formatDateValue } from '@mro/rules';
import type { DeliveryDetail, Locale } from '@mro/contract';
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
    title: '납품서',
    dlvNo: '납품번호',
    ordNo: '주문번호',
    dlvDt: '납품 예정일',
    status: '상태',
    buyer: '구매사',
    supplier: '공급사',
    transport: '운송',
    carrier: '택배사',
    trackingNo: '송장번호',
    vehicle: '차량번호',
    driver: '기사',
    customsNo: '수입 신고번호',
    note: '비고',
    lines: '납품 품목',
    lineNo: '번호',
    itemCd: '품목코드',
    itemNm: '품목명',
    spec: '규격',
    unit: '단위',
    ordQty: '주문 수량',
    qty: '납품 수량',
    total: '합계',
    receiver: '인수자 서명',
    printed: '출력일시',
  },
  en: {
    title: 'Delivery note',
    dlvNo: 'Delivery no.',
    ordNo: 'Order no.',
    dlvDt: 'Planned delivery',
    status: 'Status',
    buyer: 'Buyer',
    supplier: 'Supplier',
    transport: 'Transport',
    carrier: 'Carrier',
    trackingNo: 'Tracking no.',
    vehicle: 'Vehicle no.',
    driver: 'Driver',
    customsNo: 'Customs declaration no.',
    note: 'Note',
    lines: 'Delivered lines',
    lineNo: 'No.',
    itemCd: 'Item code',
    itemNm: 'Item',
    spec: 'Specification',
    unit: 'Unit',
    ordQty: 'Ordered',
    qty: 'Delivered',
    total: 'Total',
    receiver: "Receiver's signature",
    printed: 'Printed at',
  },
} as const;

/** Code names in the page's language: statuses, transport kinds, carriers (common codes). */
export type CodeNames = (list: string, code: string | null) => string;

/** The delivery note as one HTML page. */
export function deliveryNotePage(d: DeliveryDetail, names: CodeNames, options: DocumentPageOptions): string {
  const { lang } = options;
  const t = LABELS[lang as Locale];
  const e = escapeHtml;
  const num = (n: number) => e(documentNumber(n, lang));
  const transport =
    d.transKindCd === 'CARRIER'
      ? field(t.transport, names('TRANS_KIND', d.transKindCd)) +
        field(t.carrier, names('DLV_CARRIER', d.carrierCd)) +
        field(t.trackingNo, d.trackingNo)
      : field(t.transport, names('TRANS_KIND', d.transKindCd)) +
        field(t.vehicle, d.vehicleNo) +
        field(t.driver, [d.driverNm, d.driverTel].filter(Boolean).join(' '));
  const lines = d.lines
    .map(
      (l) =>
        `<tr><td class="num">${e(l.lineNo)}</td><td>${e(l.itemCd)}</td><td class="item">${e(l.itemNm)}</td>` +
        `<td>${e(l.specCn)}</td><td>${e(l.unitCd)}</td><td class="num">${num(l.ordQty)}</td>` +
        `<td class="num">${num(l.qty)}</td></tr>`,
    )
    .join('');
  const total = d.lines.reduce((sum, l) => sum + l.qty, 0);
  return documentPage(
    {
      title: t.title,
      numberLabel: t.dlvNo,
      number: d.dlvNo,
      numberAttr: 'data-dlv-no',
      printedLabel: t.printed,
      body:
        `<dl>` +
        field(t.ordNo, d.ordNo) +
        field(t.status, names('DLV_STAT', d.statCd)) +
        `<dt>${e(t.dlvDt)}</dt><dd><time>${e(formatDateValue(d.dlvDt))}</time></dd>` +
        field(t.buyer, d.buyerNm) +
        field(t.supplier, d.supplierNm) +
        transport +
        (d.customsNo ? field(t.customsNo, d.customsNo) : '') +
        field(t.note, d.noteCn) +
        `</dl><h2>${e(t.lines)}</h2><div class="wrap"><table><thead>` +
        headerRow([t.lineNo, t.itemCd, t.itemNm, t.spec, t.unit, t.ordQty, t.qty]) +
        `</thead><tbody>${lines}</tbody><tfoot><tr><td colspan="6">${e(t.total)}</td>` +
        `<td class="num" data-total>${num(total)}</td></tr></tfoot></table></div>` +
        `<div class="signs"><div class="sign" role="group" aria-label="${e(t.receiver)}"><b>${e(t.receiver)}</b><span></span><small></small></div></div>`,
    },
    options,
  );
}

/**
 * One vocabulary (issue 57 item 3, decision 0093): the Korean and English term of every status of
 * every state machine, every unit and every document, declared once. The code lists the server
 * seeds, the screens' badges and filters, and docs/glossary.md all say what this table says; a test
 * renders every row in both languages and compares (apps/portal/src/shared/i18n/glossary.test.ts,
 * apps/api/test/glossary.test.ts, packages/rules/test/glossary.test.ts). Pure data.
 */
import { APPROVAL_STATUS, type ApprovalStatusCode } from './approvals.ts';
import type { ContractStatus } from './contracts.ts';
import type { DeliveryStatus, LineConfirmStatus } from './fulfilment.ts';
import type { ItemRequestStatus } from './itemRequests.ts';
import type { QuoteRequestStatus, QuoteSupplierStatus } from './quotes.ts';
import type { ReceiptLineStatus } from './receipts.ts';
import type { ReturnStatus } from './returnRequests.ts';
import type { TaxInvoiceStatus } from './taxInvoices.ts';

export interface Term {
  ko: string;
  en: string;
}

const S = APPROVAL_STATUS;

/** The statuses of each state machine, in the machine's order (the code lists' sort order). */
export const STATUS_GLOSSARY = {
  /** 결재 진행상태 (APRV_STAT): an approval document and the order it carries. */
  approval: {
    [S.TEMP_SAVED]: { ko: '임시저장', en: 'Temporary save' },
    [S.IN_APPROVAL]: { ko: '결재중', en: 'Under approval' },
    [S.COMPLETED]: { ko: '결재완료', en: 'Approval completed' },
    [S.CANCEL_REQUESTED]: { ko: '취소결재중', en: 'Under cancel approval' },
    [S.CANCELLED]: { ko: '취소결재', en: 'Cancel approval' },
    [S.IN_CHANGE]: { ko: '변경중', en: 'Under change' },
    [S.REJECTED]: { ko: '결재반려', en: 'Approval rejected' },
  } satisfies Record<ApprovalStatusCode, Term>,
  /** 주문 품목 확정 (CNFM_STAT): the supplier's decision on an order line. */
  lineConfirm: {
    WAIT: { ko: '확정 대기', en: 'Awaiting confirmation' },
    CONF: { ko: '확정', en: 'Confirmed' },
    REFU: { ko: '거절', en: 'Refused' },
  } satisfies Record<LineConfirmStatus, Term>,
  /** 납품 (DLV_STAT). */
  delivery: {
    SCHD: { ko: '납품 예정', en: 'Scheduled' },
    SHIP: { ko: '출고', en: 'Shipped' },
    DONE: { ko: '입고 완료', en: 'Received' },
    CANC: { ko: '취소', en: 'Cancelled' },
  } satisfies Record<DeliveryStatus, Term>,
  /** 입고 (an order line's receiving). */
  receipt: {
    WAIT: { ko: '입고 대기', en: 'Waiting' },
    PART: { ko: '부분 입고', en: 'Partially received' },
    DONE: { ko: '입고 완료', en: 'Received' },
  } satisfies Record<ReceiptLineStatus, Term>,
  /** 반품/교환 요청 (RTN_STAT). */
  returnRequest: {
    REQ: { ko: '요청', en: 'Requested' },
    APPROVED: { ko: '승인', en: 'Approved' },
    REJECTED: { ko: '반려', en: 'Rejected' },
    COMPLETED: { ko: '완료', en: 'Completed' },
    WITHDRAWN: { ko: '철회', en: 'Withdrawn' },
  } satisfies Record<ReturnStatus, Term>,
  /** 신규 품목 요청 (ITEM_REQ_STAT). */
  itemRequest: {
    REQ: { ko: '요청', en: 'Requested' },
    REVIEW: { ko: '검토 중', en: 'Under review' },
    DONE: { ko: '등록 완료', en: 'Registered' },
    REJECT: { ko: '반려', en: 'Rejected' },
  } satisfies Record<ItemRequestStatus, Term>,
  /** 견적 요청 (the buyer's side). */
  quoteRequest: {
    OPEN: { ko: '회신 중', en: 'Open' },
    AWARDED: { ko: '낙찰', en: 'Awarded' },
    CLOSED: { ko: '마감', en: 'Closed' },
  } satisfies Record<QuoteRequestStatus, Term>,
  /** 견적 회신 (a supplier's part of a quote request). */
  quoteSupplier: {
    WAIT: { ko: '회신 대기', en: 'To answer' },
    ANSWERED: { ko: '회신 완료', en: 'Answered' },
    DECLINED: { ko: '거절', en: 'Declined' },
    AWARDED: { ko: '낙찰', en: 'Awarded' },
    LOST: { ko: '미선정', en: 'Not chosen' },
  } satisfies Record<QuoteSupplierStatus, Term>,
  /** 전자계약. */
  contract: {
    WAIT_SP: { ko: '공급사 확인 대기', en: 'Waiting for the supplier' },
    WAIT_BY: { ko: '구매사 확인 대기', en: 'Waiting for the buyer' },
    CONFIRMED: { ko: '확정', en: 'Confirmed' },
    SUPERSEDED: { ko: '대체됨', en: 'Superseded' },
  } satisfies Record<ContractStatus, Term>,
  /** 세금계산서. */
  taxInvoice: {
    ISSUED: { ko: '발행', en: 'Issued' },
    CONFIRMED: { ko: '확인', en: 'Confirmed' },
    DISPUTED: { ko: '이의 제기', en: 'Disputed' },
    SUPERSEDED: { ko: '수정 발행됨', en: 'Superseded' },
  } satisfies Record<TaxInvoiceStatus, Term>,
} as const;

export type StatusMachine = keyof typeof STATUS_GLOSSARY;

/** Units of measure (UNIT code list): both parties see the name, never the bare code. */
export const UNIT_GLOSSARY = {
  EA: { ko: '개', en: 'Each' },
  BOX: { ko: '박스', en: 'Box' },
  KG: { ko: '킬로그램', en: 'Kilogram' },
  L: { ko: '리터', en: 'Litre' },
  M: { ko: '미터', en: 'Metre' },
  SET: { ko: '세트', en: 'Set' },
  PAIR: { ko: '켤레', en: 'Pair' },
} as const satisfies Record<string, Term>;

/** Documents a party issues, prints or signs (DOC_KIND code list and the screens' titles). */
export const DOCUMENT_GLOSSARY = {
  ORDER_SHEET: { ko: '주문서', en: 'Order sheet' },
  TAX_INVOICE: { ko: '세금계산서', en: 'Tax invoice' },
  DELIVERY_NOTE: { ko: '납품서', en: 'Delivery note' },
  E_CONTRACT: { ko: '전자계약서', en: 'E-contract' },
} as const satisfies Record<string, Term>;

/** Rows [code, Korean, English] of a table, in its order: what a code list is seeded with. */
export const glossaryRows = (table: Record<string, Term>): [string, string, string][] =>
  Object.entries(table).map(([cd, term]) => [cd, term.ko, term.en]);

/** The term of a status in a locale; the code itself when the machine does not know it. */
export function statusTerm(machine: StatusMachine, code: string, locale: 'ko' | 'en'): string {
  const table = STATUS_GLOSSARY[machine] as Record<string, Term>;
  return Object.prototype.hasOwnProperty.call(table, code) ? table[code]![locale] : code;
}

// Approvals (issue 43 item 5, decision 0048): a buyer company's documents in approval. The
// approver's box (what waits for me, what I drafted, what I decided), a document's detail with
// every step, the waiting person's approve and reject (a reason required), the drafter's request
// to cancel a completed document, and the company's approval lines. The documents are started by
// the domain that owns them (purchase orders: doc kind 'PO') through the server's engine.
import { APPROVAL_REASON_SCHEMA } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, oneOf, text, version } from '../fields.ts';
import type { Money } from '../money.ts';

const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;

export interface ApprovalRow {
  apprNo: string;
  docKind: string;
  docId: string;
  title: string;
  amount: Money;
  crncyCd: string;
  /** Progress status '1' … '7'. */
  statCd: string;
  drafterNm: string;
  regDt: string;
  updDt: string;
  version: number;
}

export interface ApprovalStepView {
  round: number;
  stepNo: number;
  /** A draft, H agreement, B approval, Y post-approval, J notice. */
  procKindCd: string;
  /** A all, M e-mail, S SMS, N none. */
  alertTypeCd: string;
  userNm: string;
  /** null (not reached), WAIT, APPROVED, REJECTED, NOTIFIED, SKIPPED, DRAFTED. */
  decisionCd: string | null;
  reasonCn: string | null;
  decidedAt: string | null;
  mine: boolean;
}

export interface ApprovalDetail extends ApprovalRow {
  drafterMine: boolean;
  steps: ApprovalStepView[];
  /** What the caller may do now: approve and reject (the step waits for them), cancel (drafter). */
  can: { approve: boolean; reject: boolean; cancel: boolean };
}

export interface ApprovalLineView {
  lineId: number;
  lineNm: string;
  defaultYn: 'Y' | 'N';
  steps: { stepNo: number; procKindCd: string; alertTypeCd: string; userNm: string }[];
}

export interface ApprovalChange {
  apprNo: string;
  statCd: string;
  version: number;
}

const VERSION = version({ description: 'the version the caller read (required, a positive integer)' });
const REASON = text(APPROVAL_REASON_SCHEMA, { description: 'required, at most 500 characters' });

export const approvals = domain('approvals', {
  box: call({
    method: 'GET',
    path: '/by/approvals/page',
    access: BUYERS,
    summary: "The caller's approval box: waiting for me, drafted by me, or decided by me (company scoped)",
    query: { box: oneOf(['waiting', 'drafted', 'decided']), ...PAGE_FIELDS },
    response: type<Page<ApprovalRow>>(),
  }),
  detail: call({
    method: 'GET',
    path: '/by/approvals/:apprNo',
    access: BUYERS,
    summary: 'An approval document of the caller’s company with every step and what the caller may do',
    response: type<ApprovalDetail>(),
  }),
  approve: call({
    method: 'POST',
    path: '/by/approvals/:apprNo/approve',
    access: BUYERS,
    summary: 'The waiting step approves (a cancel round: the cancel is approved); 409 when stale or not allowed',
    body: { version: VERSION },
    response: type<ApprovalChange>(),
  }),
  reject: call({
    method: 'POST',
    path: '/by/approvals/:apprNo/reject',
    access: BUYERS,
    summary: 'The waiting step rejects with a reason (a cancel round: the cancel is refused)',
    body: { version: VERSION, reason: REASON },
    response: type<ApprovalChange>(),
  }),
  cancel: call({
    method: 'POST',
    path: '/by/approvals/:apprNo/cancel',
    access: BUYERS,
    summary: 'The drafter asks to cancel a completed document (to its last approver), with a reason',
    body: { version: VERSION, reason: REASON },
    response: type<ApprovalChange>(),
  }),
  lines: call({
    method: 'GET',
    path: '/by/approvals/lines',
    access: BUYERS,
    summary: "The approval lines of the caller's company, with each step's person, kind and alert type",
    response: type<ApprovalLineView[]>(),
  }),
});

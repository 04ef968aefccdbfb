/**
 * Card payments of orders (issue 45 item 2, decision 0072): an order whose payment term is the
 * corporate card (PAY_TERM `CARD`) goes to its supplier only after its approval completed (progress
 * 3) AND the card payment was approved (`cards/approval`: a form post into a hidden frame, the
 * result by window message, spec 001); an approved payment is cancelled (`cards/cancel`) once the
 * order's cancellation completed (progress 5). A failed or refused approval leaves the order as it
 * was, with the message. The screens and the server read the same states and refusals. Pure.
 */
import type { MessageCode } from './messages/index.ts';
import { compareMoney, isDecimalText } from './money.ts';

/** The payment term paid by corporate card. */
export const CARD_PAY_TERM = 'CARD';

/**
 * - NONE: not a card order, or one that never reached payment (rejected, cancelled before paying)
 * - LATER: a card order still in approval (paid once approved)
 * - WAIT: approved, waiting for the card payment (the supplier does not see it yet)
 * - PAID: paid; the supplier sees it
 * - CANCEL_WAIT: paid, and the order's cancellation completed: the payment is to be cancelled
 * - CANCELLED: the payment was cancelled
 */
export const CARD_PAYMENT_STATES = ['NONE', 'LATER', 'WAIT', 'PAID', 'CANCEL_WAIT', 'CANCELLED'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

export type CardPaymentStatus = 'APPROVED' | 'CANCELLED';

export interface CardOrder {
  payTermCd: string;
  prgsStatCd: string;
}

export function cardPaymentState(order: CardOrder, payment: CardPaymentStatus | null): CardPaymentState {
  if (order.payTermCd !== CARD_PAY_TERM) return 'NONE';
  if (payment === 'CANCELLED') return 'CANCELLED';
  if (payment === 'APPROVED') return order.prgsStatCd === '5' ? 'CANCEL_WAIT' : 'PAID';
  if (order.prgsStatCd === '1' || order.prgsStatCd === '2' || order.prgsStatCd === '6') return 'LATER';
  return order.prgsStatCd === '3' ? 'WAIT' : 'NONE';
}

/** Whether the order went to its supplier as far as payment is concerned. */
export const paymentLetsSupplierSee = (order: CardOrder, payment: CardPaymentStatus | null): boolean =>
  order.payTermCd !== CARD_PAY_TERM || payment === 'APPROVED';

/**
 * The development and test card gateway's limit per payment (KRW): above it the card company
 * refuses (MROPY0006), as a real gateway answers an exceeded limit.
 */
export const FAKE_CARD_LIMIT = 50_000_000;

/**
 * The refusal of a card approval, or null: not a card order MROPY0002; not in WAIT (still in
 * approval, cancelled, rejected) MROPY0003; already paid MROPY0004; an amount other than the
 * order's MROPY0005 (the order's amount is what is charged).
 */
export function cardApprovalRefusal(
  order: CardOrder & { amount: string },
  payment: CardPaymentStatus | null,
  amount: string,
): MessageCode | null {
  if (order.payTermCd !== CARD_PAY_TERM) return 'MROPY0002';
  if (payment) return 'MROPY0004';
  if (cardPaymentState(order, payment) !== 'WAIT') return 'MROPY0003';
  // Compared exactly as decimal text (decision 0106): 10.25 and 10.250 agree, 125400 and 125401 do not.
  if (!isDecimalText(amount) || compareMoney(amount, order.amount) !== 0) return 'MROPY0005';
  return null;
}

/**
 * The refusal of a card cancel, or null: no approved payment MROPY0007; an order whose
 * cancellation has not completed MROPY0008.
 */
export function cardCancelRefusal(order: CardOrder, payment: CardPaymentStatus | null): MessageCode | null {
  if (order.payTermCd !== CARD_PAY_TERM || payment !== 'APPROVED') return 'MROPY0007';
  return order.prgsStatCd === '5' ? null : 'MROPY0008';
}

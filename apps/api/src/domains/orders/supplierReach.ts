// Whether an order reached its supplier (decisions 0055, 0069 and 0072), as SQL fragments over the
// order aliased `o`: a module of its own so the supplier's domains read it without importing the
// orders' repository (which imports theirs). No I/O of its own.
import { sql } from 'kysely';
import { CARD_PAY_TERM, ORDER_PROGRESS } from '@mro/rules';

/** The statuses an order's supplier sees it in: approved, and approved but under cancel approval. */
export const SUPPLIER_VISIBLE = [ORDER_PROGRESS.APPROVED, ORDER_PROGRESS.UNDER_CANCEL];

/**
 * The order `o` reached its supplier: in a SUPPLIER_VISIBLE status and, when paid by corporate
 * card, with its card payment approved (decision 0072). Every supplier-side read of orders uses it.
 */
export const reachedSupplier = sql<boolean>`(o.prgs_stat_cd IN (${sql.join(SUPPLIER_VISIBLE)}) AND (o.pay_term_cd <> ${CARD_PAY_TERM} OR EXISTS (SELECT 1 FROM card_payment cp WHERE cp.ord_no = o.ord_no AND cp.status = 'APPROVED')))`;

/**
 * The order `o` is not a corporate-card order waiting for its payment (decision 0072): not paid by
 * card, or with a card payment (approved, or cancelled after the order was). With the supplier's
 * statuses it is what the supplier's screens read.
 */
export const cardCleared = sql<boolean>`(o.pay_term_cd <> ${CARD_PAY_TERM} OR EXISTS (SELECT 1 FROM card_payment cp WHERE cp.ord_no = o.ord_no))`;

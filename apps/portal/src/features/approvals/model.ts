/**
 * The approval screens' pure parts: an amount in its currency's decimals (KRW and JPY none,
 * others two), and which step of a document's rounds the Steps widget marks as current.
 */
import { formatMoney } from '@mro/rules';
import type { ApprovalDetail } from '@mro/contract';

/** The one money formatter (decision 0106): "1,284,000원", "USD 12.50". */
export const formatAmount = (amount: string, currency: string, locale: string): string =>
  formatMoney(amount, currency, locale);

/** The steps of the document's latest round, and the index the Steps widget marks current. */
export function latestRound(detail: Pick<ApprovalDetail, 'steps'>) {
  const round = Math.max(...detail.steps.map((s) => s.round));
  const steps = detail.steps.filter((s) => s.round === round);
  const waiting = steps.findIndex((s) => s.decisionCd === 'WAIT');
  const rejected = steps.findIndex((s) => s.decisionCd === 'REJECTED');
  // Nothing waits: the round is over, every step is shown complete (a rejection stays current).
  const current = waiting >= 0 ? waiting : rejected >= 0 ? rejected : steps.length;
  return { round, steps, current };
}

/** A step's decision as the catalogue names it (shared with the order detail: shared/approvals.ts). */
export { decisionKey } from '../../shared/approvals';

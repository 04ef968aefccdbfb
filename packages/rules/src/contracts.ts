/**
 * E-contracts (issue 44 item 3, decision 0066): an award of a quote request, or a supply agreement
 * the provider's staff set up, creates an e-contract between the buyer's company (party A) and
 * the supplier's (party B). The supplier confirms first, then the buyer; a confirmed contract
 * never changes: a new version supersedes it (the old one is marked superseded and takes no
 * confirmation). Declared once for the screens and the server. Pure; no I/O.
 */
import { isAmountText } from './currency.ts';
import type { MessageCode } from './messages/index.ts';

/** Waiting for the supplier → waiting for the buyer → confirmed; any of them → superseded. */
export const CONTRACT_STATUSES = ['WAIT_SP', 'WAIT_BY', 'CONFIRMED', 'SUPERSEDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** QUOTE: from an award; SUPPLY: a supply agreement set up by the provider's staff. */
export const CONTRACT_KINDS = ['QUOTE', 'SUPPLY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * The contract document's class, which sizes the viewer (937 wide for MRO003, else 825): a supply
 * agreement's document is the wide MRO003 form, an award's the MRO001 form.
 */
export const contractDocClass = (kind: string): 'MRO001' | 'MRO003' => (kind === 'SUPPLY' ? 'MRO003' : 'MRO001');

export type ContractParty = 'SP' | 'BY';
export const CONTRACT_ACTIONS = ['confirm', 'revise'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/**
 * The refusal of a party's confirmation of a contract in this status, or null when allowed: the
 * supplier confirms a contract waiting for it; the buyer one the supplier confirmed. A second
 * confirmation by the same party MROEC0001; the buyer before the supplier MROEC0002; a
 * superseded contract MROEC0003.
 */
export function confirmRefusal(status: string, party: ContractParty): MessageCode | null {
  if (status === 'SUPERSEDED') return 'MROEC0003';
  if (party === 'SP') return status === 'WAIT_SP' ? null : 'MROEC0001';
  if (status === 'WAIT_BY') return null;
  return status === 'WAIT_SP' ? 'MROEC0002' : 'MROEC0001';
}

/** The status a confirmation reaches. */
export const confirmedStatus = (party: ContractParty): ContractStatus => (party === 'SP' ? 'WAIT_BY' : 'CONFIRMED');

/**
 * The refusal of a new version of a contract in this status: a superseded one has a newer version
 * already (MROEC0003). Any other may be superseded; its row is never changed but for that mark.
 */
export const reviseRefusal = (status: string): MessageCode | null => (status === 'SUPERSEDED' ? 'MROEC0003' : null);

/** Whether this party may confirm now (the screen's button). */
export const canConfirm = (status: string, party: ContractParty): boolean => confirmRefusal(status, party) === null;

export const CONTRACT_NAME_MAX = 200;
export const CONTRACT_URL_MAX = 500;

export interface ContractTermsInput {
  ctrtNm: string;
  startDt: string;
  endDt: string;
  amount: string | number;
  crncyCd: string;
  lgstRate?: string | number | null;
  lgstAmount?: string | number | null;
}

/**
 * A contract's terms checked: a name (MROEC0006), a start and an end date in order (MROEC0007),
 * an amount of 0 or more (MROEC0008), a logistics rate of 0 to 100 percent (MROEC0009) and a
 * logistics amount of 0 or more (MROEC0008). Dates are YYYYMMDD.
 */
export function checkContractTerms(input: ContractTermsInput): { field: string; code: MessageCode } | null {
  const name = (input.ctrtNm ?? '').trim();
  if (!name || name.length > CONTRACT_NAME_MAX) return { field: 'ctrtNm', code: 'MROEC0006' };
  if (!/^\d{8}$/.test(input.startDt ?? '') || !/^\d{8}$/.test(input.endDt ?? '') || input.endDt < input.startDt)
    return { field: 'endDt', code: 'MROEC0007' };
  // Amounts as plain decimal text within the stored numeric(20, 2): "1e309" (Infinity), NaN, a
  // sign or 19 integer digits are refused here, never reach the database (issue 56).
  if (!isAmountText(String(input.amount ?? '').trim())) return { field: 'amount', code: 'MROEC0008' };
  const rateText = String(input.lgstRate ?? '').trim();
  if (rateText && !(isAmountText(rateText, { integerDigits: 3 }) && Number(rateText) <= 100))
    return { field: 'lgstRate', code: 'MROEC0009' };
  const lgstText = String(input.lgstAmount ?? '').trim();
  if (lgstText && !isAmountText(lgstText)) return { field: 'lgstAmount', code: 'MROEC0008' };
  return null;
}

/** A contract number as the server issues it: EC, the day (YYYYMMDD) and six digits. */
export const CONTRACT_NO = /^EC\d{14}$/;

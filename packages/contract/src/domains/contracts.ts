// E-contracts (issue 44 item 3, decision 0066): the e-contracts of either party, their
// confirmations (the supplier first, then the buyer), a new version superseding one, the provider
// staff's supply agreements, and the contract document page behind a one-time token. An award of
// a quote request (./quotes.ts) creates one. The state machine is `contracts.ts` of @mro/rules;
// the server refuses what it does not allow with MROEC codes (409 for a state or version conflict).
import { PUBLIC, call, domain, type } from '../call.ts';
import type { Page } from '../envelope.ts';
import { PAGE_FIELDS, list, raw, text, version } from '../fields.ts';
import type { Money } from '../money.ts';

const SUPPLIERS = { roles: ['V', 'A'], systems: ['SP'] } as const;
const BUYERS = { roles: ['B', 'A'], systems: ['BY'] } as const;
const STAFF = { roles: ['A'], systems: ['BY'] } as const;

export interface ContractParty {
  cpCd: string;
  cpNm: string;
  rpreNm: string | null;
  contactNm: string | null;
  addr: string | null;
  telNo: string | null;
  email: string | null;
  bizType: string | null;
}

export interface ContractRow {
  ctrtNo: string;
  ctrtNm: string;
  ctrtKindCd: string;
  ctrtVer: number;
  statCd: string;
  ctrtDt: string;
  startDt: string;
  endDt: string;
  amount: Money;
  crncyCd: string;
  /** The other party's company name. */
  cpNm: string;
  qtNo: string | null;
}

export interface ContractDetail extends ContractRow {
  ctrtGrpNo: string;
  docClsCd: string;
  partyA: ContractParty;
  partyB: ContractParty;
  lgstRate: number | null;
  lgstAmount: Money | null;
  ctrtUrl: string | null;
  spCnfmDt: string | null;
  byCnfmDt: string | null;
  /** The newest version's number of this contract (itself when it is the newest). */
  latestCtrtNo: string;
  version: number;
  lines: {
    lineNo: number;
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: Money;
    itemCd: string | null;
  }[];
}

const VERSION = version({ min: 0, description: 'the version the user saw (required, 0 or more)' });

export const CONTRACT_TERMS_FIELDS = {
  ctrtNm: text('required|max:200'),
  startDt: text('required'),
  endDt: text('required'),
  amount: raw<string | number>({ type: ['string', 'number'] }),
  crncyCd: text('max:3'),
  lgstRate: raw<string | number>({ type: ['string', 'number'] }),
  lgstAmount: raw<string | number>({ type: ['string', 'number'] }),
  ctrtUrl: text('max:500'),
} as const;

export const contracts = domain('contracts', {
  buyerSearch: call({
    method: 'GET',
    path: '/by/contracts/page',
    access: BUYERS,
    summary: "The buyer company's e-contracts, newest first, paged",
    query: { statCds: list(), ...PAGE_FIELDS },
    response: type<Page<ContractRow>>(),
  }),
  buyerDetail: call({
    method: 'GET',
    path: '/by/contracts/:ctrtNo',
    access: BUYERS,
    summary: "One e-contract of the buyer's company",
    response: type<ContractDetail>(),
  }),
  buyerConfirm: call({
    method: 'POST',
    path: '/by/contracts/:ctrtNo/confirm',
    access: BUYERS,
    summary:
      "The buyer's confirmation, after the supplier's (409 MROEC0002 before it, MROEC0001 a second one, MROEC0003 superseded, MROEC0005 changed)",
    body: { version: VERSION },
    response: type<{ ctrtNo: string; statCd: string; version: number }>(),
  }),
  revise: call({
    method: 'POST',
    path: '/by/contracts/:ctrtNo/revise',
    access: BUYERS,
    summary:
      'A new version with changed terms supersedes the contract (which stays as it was, marked superseded); both parties confirm again',
    body: { ...CONTRACT_TERMS_FIELDS, version: VERSION },
    response: type<{ ctrtNo: string; statCd: string; ctrtVer: number }>(),
  }),
  createSupply: call({
    method: 'POST',
    path: '/by/contracts',
    access: STAFF,
    summary: "The provider staff's supply agreement between a buyer company and a supplier (document class MRO003)",
    body: { cpCd: text('required|max:20'), spCd: text('required|max:20'), ...CONTRACT_TERMS_FIELDS },
    response: type<{ ctrtNo: string; statCd: string }>(),
  }),
  supplierSearch: call({
    method: 'GET',
    path: '/sp/contracts/page',
    access: SUPPLIERS,
    summary: "The supplier company's e-contracts, newest first, paged",
    query: { statCds: list(), ...PAGE_FIELDS },
    response: type<Page<ContractRow>>(),
  }),
  supplierDetail: call({
    method: 'GET',
    path: '/sp/contracts/:ctrtNo',
    access: SUPPLIERS,
    summary: "One e-contract of the supplier's company",
    response: type<ContractDetail>(),
  }),
  supplierConfirm: call({
    method: 'POST',
    path: '/sp/contracts/:ctrtNo/confirm',
    access: SUPPLIERS,
    summary: "The supplier's confirmation (409 MROEC0001 a second one, MROEC0003 superseded, MROEC0005 changed)",
    body: { version: VERSION },
    response: type<{ ctrtNo: string; statCd: string; version: number }>(),
  }),
  documentView: call({
    method: 'POST',
    path: '/anonymous/contract/view',
    access: PUBLIC,
    noSystemHeader: true,
    summary:
      "The e-contract viewer's page: the form-posted one-time token (POST /token/report, E_CONTRACT with params.ctrtNo) exchanged once for the contract document as HTML",
    body: { token: text('required|max:64'), locale: text() },
    responseKind: 'html',
    response: type<string>(),
  }),
});

// Common codes (cached per language by the client), customer codes and business places.
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { flag, list, optText, text } from '../fields.ts';
import type { Role } from '../systems.ts';

export interface CommonCode {
  cd: string;
  cdNm: string;
  usePsDefCn1: string | null;
  usePsDefCn2: string | null;
  usePsDefCn3: string | null;
  usePsDefCn4: string | null;
  usePsDefCn5: string | null;
}

export interface CodeList {
  cdLstId: string;
  commonCodes: CommonCode[];
}

export interface BusinessPlaceCode {
  cd: string;
  cdNm: string;
}

export const codes = domain('codes', {
  commonCodes: call({
    method: 'GET',
    path: '/anonymous/common-codes/cache',
    access: PUBLIC,
    summary: 'Common code lists (at most 100 ids) in the caller’s or the asked language',
    query: {
      cdLstIds: list({ description: 'required: at least one list id' }),
      langCd: optText(undefined, { description: 'KO or EN (another value: the caller’s language)' }),
    },
    response: type<{ codes: CodeList[] }>(),
  }),
  customerCodes: call({
    method: 'GET',
    path: '/customer/codes',
    access: SIGNED_IN,
    summary: "Company lookup for the search popups (the caller's role's companies; administrators any)",
    query: {
      cpCd: text('max:20'),
      cpNm: text('max:100'),
      custRolCd: text('max:1'),
      imkLockYn: flag(),
      rlcpYn: flag(),
    },
    response: type<{
      cpCodes: { cpCd: string; cpNm: string; custRolCd: Role; imkLockYn: 'Y' | 'N'; rlcpYn: 'Y' | 'N' }[];
    }>(),
  }),
  businessPlaces: call({
    method: 'GET',
    path: '/customer/:id/business-place/codes',
    access: SIGNED_IN,
    summary: "A customer's business places (the caller's own company; administrators any)",
    query: { histItmClsfCd: text() },
    response: type<{ bpCodes: BusinessPlaceCode[] }>(),
  }),
  sessionBusinessPlaces: call({
    method: 'GET',
    path: '/customer/business-place/codes/session',
    access: SIGNED_IN,
    summary: "The signed-in user's company's business places",
    response: type<{ bpCodes: BusinessPlaceCode[] }>(),
  }),
});

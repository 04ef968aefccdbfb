/**
 * The buyer registration's values (spec 001 §3 "Buyer registration"), one draft across its two
 * steps (terms, then the form), and the request body `POST /anonymous/users/buyers` takes. The
 * rules are `BUYER_REGISTRATION_SCHEMA` / `buyerRegistrationErrors` of @mro/rules: the server's.
 */
import { BUYER_REGISTRATION_SCHEMA, type RuleSchema } from '@mro/rules';
import { createStoredItemStore } from '@mro/ui';
import { createDraft } from './draft';

export interface BuyerValues extends Record<string, unknown> {
  termsAgreeYn: string;
  privacyAgreeYn: string;
  euResidentYn: string;
  loginId: string;
  /** The id the duplicate check last accepted ('' until then). */
  checkedLoginId: string;
  pwCn: string;
  pwCnConfirm: string;
  userNm: string;
  cpCd: string;
  cpNm: string;
  dpCd: string;
  dpNm: string;
  jobGradeCd: string;
  empNo: string;
  officeTelNo: string;
  faxNo: string;
  mobileNo: string;
  email: string;
  itgMailRcvYn: boolean;
  newReqMailRcvYn: boolean;
  adMailRcvYn: boolean;
  zipCd: string;
  addr: string;
  addrDtl: string;
  dlvPlaceNm: string;
}

export const EMPTY_BUYER: BuyerValues = {
  termsAgreeYn: '',
  privacyAgreeYn: '',
  euResidentYn: '',
  loginId: '',
  checkedLoginId: '',
  pwCn: '',
  pwCnConfirm: '',
  userNm: '',
  cpCd: '',
  cpNm: '',
  dpCd: '',
  dpNm: '',
  jobGradeCd: '',
  empNo: '',
  officeTelNo: '',
  faxNo: '',
  mobileNo: '',
  email: '',
  itgMailRcvYn: true,
  newReqMailRcvYn: true,
  adMailRcvYn: false,
  zipCd: '',
  addr: '',
  addrDtl: '',
  dlvPlaceNm: '',
};

/** The first step's fields; the form step holds the rest. */
export const TERMS_FIELDS = ['termsAgreeYn', 'privacyAgreeYn', 'euResidentYn'] as const;

/** The form step's rules: the server's schema without the first step's fields. */
export const BUYER_FORM_SCHEMA: RuleSchema = Object.fromEntries(
  Object.entries(BUYER_REGISTRATION_SCHEMA).filter(([name]) => !(TERMS_FIELDS as readonly string[]).includes(name)),
);

export const buyerDraft = () => createDraft(createStoredItemStore(), 'mro.draft.buyerRegistration', EMPTY_BUYER);

const yn = (on: boolean) => (on ? 'Y' : 'N');

/** The request body: the helper fields left out, the mail flags as Y/N, the id trimmed. */
export function buyerRequest(values: BuyerValues): Record<string, string> {
  const {
    checkedLoginId: _checked,
    cpNm: _cp,
    dpNm: _dp,
    itgMailRcvYn,
    newReqMailRcvYn,
    adMailRcvYn,
    ...rest
  } = values;
  return {
    ...(rest as Record<string, string>),
    loginId: values.loginId.trim(),
    itgMailRcvYn: yn(itgMailRcvYn),
    newReqMailRcvYn: yn(newReqMailRcvYn),
    adMailRcvYn: yn(adMailRcvYn),
  };
}

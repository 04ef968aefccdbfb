/**
 * The supplier registration's values (spec 001 §3 "Supplier registration"), one draft across its
 * two steps (consents and the business number, then the form), the request body
 * `POST /anonymous/suppliers` takes, and the way the rules' field paths land on the form's fields.
 * The rules are `supplierRegistrationErrors` of @mro/rules: the server's own function, run on
 * the request body the form would send, so both sides refuse the same things with the same codes.
 * Pure (no React, no I/O): the draft's store is injected. Cost: one pass over the values per check.
 */
import {
  SUPPLIER_CONTACT_FUNCTIONS,
  SUPPLIER_REGISTRATION_SCHEMA,
  supplierRegistrationErrors,
  type FieldErrors,
  type RuleSchema,
  type SupplierRegistrationContext,
} from '@mro/rules';
import { createDraft, type DraftStore } from './draft';

export type ContactFunction = (typeof SUPPLIER_CONTACT_FUNCTIONS)[number];

export interface CareerRow {
  /** "2015-2020": free text, as careers are told. */
  periodTxt: string;
  cpNm: string;
  position: string;
}

export interface MainItemRow {
  itmClsfCd: string;
  mfcpCustId: string;
  mfcpCustNm: string;
  circLevelCd: string;
  /** The circulation-level evidence's file group ('' until attached) and its file count. */
  circEvidFileId: string;
  circEvidCount: number;
  ctrtExpYmd: string;
  discMgmtYn: boolean;
  srcPsId: string;
  srcPsNm: string;
}

export interface ContactRow {
  name: string;
  phone: string;
  email: string;
}

export interface SupplierValues extends Record<string, unknown> {
  termsAgreeYn: string;
  privacyAgreeYn: string;
  regTypeCd: string;
  bizRegNo: string;
  /** The number whose duplicates and applications were last checked ('' until then). */
  checkedBizRegNo: string;
  taxUnitYn: boolean;
  branchNo: string;
  corpNo: string;
  cpNm: string;
  cpEngNm: string;
  rprePsNm: string;
  rpreTypeCd: string;
  countryCd: string;
  zipCd: string;
  addr: string;
  addrDtl: string;
  telNo: string;
  faxNo: string;
  bizType: string;
  bizItem: string;
  cpAbbrNm: string;
  eTaxInvoiceYn: boolean;
  affiliateYn: boolean;
  otherMarketYn: boolean;
  careers: CareerRow[];
  envCertCds: string[];
  envCertEtcNm: string;
  establishYmd: string;
  industryYears: number | null;
  capitalAmt: number | null;
  salesAmt: number | null;
  salesBaseYear: string;
  workerCnt: number | null;
  workerBaseYear: string;
  cpIntro: string;
  mainItems: MainItemRow[];
  contacts: Record<ContactFunction, ContactRow>;
  smsRcvYn: boolean;
  quoteOrderRcvYn: boolean;
  loadingPlaces: string[];
  aeoYn: string;
  creditRatingCd: string;
  creditRatingYmd: string;
  /** Each document type's file group ('' until attached). */
  docs: Record<string, string>;
  /** Each document type's file count, shown beside it. */
  docCounts: Record<string, number>;
  applicantNm: string;
  applicantReason: string;
  email: string;
}

/** A new, empty main item. */
export const emptyMainItem = (): MainItemRow => ({
  itmClsfCd: '',
  mfcpCustId: '',
  mfcpCustNm: '',
  circLevelCd: '',
  circEvidFileId: '',
  circEvidCount: 0,
  ctrtExpYmd: '',
  discMgmtYn: false,
  srcPsId: '',
  srcPsNm: '',
});

export const emptyCareer = (): CareerRow => ({ periodTxt: '', cpNm: '', position: '' });

const noContact = (): ContactRow => ({ name: '', phone: '', email: '' });

export const emptySupplier = (): SupplierValues => ({
  termsAgreeYn: '',
  privacyAgreeYn: '',
  regTypeCd: '',
  bizRegNo: '',
  checkedBizRegNo: '',
  taxUnitYn: false,
  branchNo: '',
  corpNo: '',
  cpNm: '',
  cpEngNm: '',
  rprePsNm: '',
  rpreTypeCd: '',
  countryCd: 'KR',
  zipCd: '',
  addr: '',
  addrDtl: '',
  telNo: '',
  faxNo: '',
  bizType: '',
  bizItem: '',
  cpAbbrNm: '',
  eTaxInvoiceYn: true,
  affiliateYn: false,
  otherMarketYn: false,
  careers: [],
  envCertCds: [],
  envCertEtcNm: '',
  establishYmd: '',
  industryYears: null,
  capitalAmt: null,
  salesAmt: null,
  salesBaseYear: '',
  workerCnt: null,
  workerBaseYear: '',
  cpIntro: '',
  mainItems: [emptyMainItem()],
  contacts: Object.fromEntries(SUPPLIER_CONTACT_FUNCTIONS.map((f) => [f, noContact()])) as Record<
    ContactFunction,
    ContactRow
  >,
  smsRcvYn: true,
  quoteOrderRcvYn: true,
  loadingPlaces: [],
  aeoYn: 'N',
  creditRatingCd: '',
  creditRatingYmd: '',
  docs: {},
  docCounts: {},
  applicantNm: '',
  applicantReason: '',
  email: '',
});

/** The first step's fields; the form step holds the rest. */
export const START_FIELDS = ['termsAgreeYn', 'privacyAgreeYn', 'regTypeCd', 'bizRegNo'] as const;

/** The form step's rules (required marks, single-field checks): the server's schema without the first step's. */
export const SUPPLIER_FORM_SCHEMA: RuleSchema = Object.fromEntries(
  Object.entries(SUPPLIER_REGISTRATION_SCHEMA).filter(([name]) => !(START_FIELDS as readonly string[]).includes(name)),
);

export const DRAFT_KEY = 'mro.draft.supplierRegistration';

export const supplierDraft = (store: DraftStore) => createDraft(store, DRAFT_KEY, emptySupplier());

const yn = (on: boolean) => (on ? 'Y' : 'N');
const numberText = (value: number | null) => (value === null ? '' : String(value));
const filled = (row: object) => Object.values(row).some((v) => typeof v === 'string' && v.trim() !== '');

/**
 * The request body: helpers left out (names shown beside codes, file counts, the checked
 * number), flags as Y/N, numbers as text, empty career rows and contacts dropped, the documents
 * as `{docTypeCd, athFileId}` in type order.
 */
export function supplierRequest(values: SupplierValues): Record<string, unknown> {
  const {
    checkedBizRegNo: _checked,
    docs,
    docCounts: _counts,
    mainItems,
    careers,
    contacts,
    taxUnitYn,
    eTaxInvoiceYn,
    affiliateYn,
    otherMarketYn,
    smsRcvYn,
    quoteOrderRcvYn,
    industryYears,
    capitalAmt,
    salesAmt,
    workerCnt,
    ...rest
  } = values;
  return {
    ...rest,
    bizRegNo: values.bizRegNo.replace(/\D/g, ''),
    taxUnitYn: yn(taxUnitYn),
    branchNo: taxUnitYn ? values.branchNo : '',
    corpNo: values.regTypeCd === 'C' ? values.corpNo : '',
    eTaxInvoiceYn: yn(eTaxInvoiceYn),
    affiliateYn: yn(affiliateYn),
    otherMarketYn: yn(otherMarketYn),
    smsRcvYn: yn(smsRcvYn),
    quoteOrderRcvYn: yn(quoteOrderRcvYn),
    envCertEtcNm: values.envCertCds.includes('ETC') ? values.envCertEtcNm : '',
    industryYears: numberText(industryYears),
    capitalAmt: numberText(capitalAmt),
    salesAmt: numberText(salesAmt),
    workerCnt: numberText(workerCnt),
    careers: careers.filter(filled),
    contacts: Object.fromEntries(Object.entries(contacts).filter(([fn, c]) => fn === 'sales' || filled(c))),
    mainItems: mainItems.map(({ mfcpCustNm: _m, srcPsNm: _s, circEvidCount: _c, discMgmtYn, ...item }) => ({
      ...item,
      discMgmtYn: yn(discMgmtYn),
    })),
    documents: Object.entries(docs)
      .filter(([, athFileId]) => athFileId)
      .map(([docTypeCd, athFileId]) => ({ docTypeCd, athFileId })),
  };
}

/**
 * Where a refusal of the request lands on the form: a document (`documents.BIZ_LICENSE`, or the
 * n-th sent document) on its type's field `docs.TYPE`, every other path as it is.
 */
export function formErrorPaths(errors: FieldErrors, request: Record<string, unknown>): FieldErrors {
  const sent = Array.isArray(request.documents) ? (request.documents as { docTypeCd: string }[]) : [];
  const out: FieldErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const match = /^documents\.(.+)$/.exec(path);
    if (!match) {
      out[path] ??= error;
      continue;
    }
    const index = /^\d+$/.test(match[1]!) ? Number(match[1]) : -1;
    const type = index >= 0 ? sent[index]?.docTypeCd : match[1];
    if (type) out[`docs.${type}`] ??= error;
  }
  return out;
}

/** Every refusal of the rules, by the form's field paths. */
export function supplierFormErrors(values: SupplierValues, context: SupplierRegistrationContext): FieldErrors {
  const request = supplierRequest(values);
  return formErrorPaths(supplierRegistrationErrors(request, context), request);
}

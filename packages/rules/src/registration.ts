/**
 * Schemas of the entry site's forms (buyer and supplier registration, password change,
 * new-manufacturer request, corruption report), declared once: the portal's forms and the API
 * server validate with these functions, so a violation has the same field and message code on
 * both sides.
 */
import { businessNumberKind } from './business.ts';
import { SUPPLIER_MAIN_ITEMS_DEFAULT_MAX, SUPPLIER_REPRESENTATIVE_CAREERS_MAX } from './constants.ts';
import { toDateValue } from './date.ts';
import { isEmptyValue, validateAll, type RuleSchema, type ValidationError } from './validate.ts';

export type FieldErrors = Record<string, ValidationError>;

const fail = (rule: ValidationError['rule'], code: string, params: ValidationError['params'] = {}) => ({
  rule,
  code,
  params,
});

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A new login id: 4 to 20 ASCII letters, digits, `_` or `-`. */
export const LOGIN_ID_RULES = 'required|min:4|max:20|english|alpha_dash';

export const BUYER_REGISTRATION_SCHEMA: RuleSchema = {
  loginId: LOGIN_ID_RULES,
  pwCn: 'required|max:200|password',
  pwCnConfirm: 'required|confirmed:pwCn',
  userNm: 'required|max_byte:50',
  cpCd: 'required',
  dpCd: 'required',
  jobGradeCd: 'max:20',
  empNo: 'max:20|emp_no',
  officeTelNo: 'phone',
  faxNo: 'phone',
  // Entered in three parts (decision 0090): a missing part is named (PICMCM0006) before the shape.
  mobileNo: 'required|phone3|mobile',
  email: 'required|email|max:100',
  zipCd: 'required|digits:5',
  addr: 'required|max_byte:200',
  addrDtl: 'max_byte:200',
  dlvPlaceNm: 'max_byte:100',
  euResidentYn: 'required',
  termsAgreeYn: 'required|is:Y',
  privacyAgreeYn: 'required|is:Y',
};

const TERMS = { required: 'MROJN0001', is: 'MROJN0001' } as const;
/** The codes the registration forms give their consents (the door answers them too). */
export const CONSENT_MESSAGES = { termsAgreeYn: TERMS, privacyAgreeYn: TERMS };

/** Buyer registration (spec: EU residence choice required, terms consent required). */
export function buyerRegistrationErrors(values: Record<string, unknown>): FieldErrors {
  const errors = validateAll(BUYER_REGISTRATION_SCHEMA, values, {
    password: {
      loginId: str(values.loginId),
      employeeNo: str(values.empNo),
      mobile: str(values.mobileNo),
      officePhone: str(values.officeTelNo),
    },
    messages: CONSENT_MESSAGES,
  });
  if (!errors.euResidentYn && !['Y', 'N'].includes(str(values.euResidentYn))) {
    errors.euResidentYn = fail('required', 'ACMCM0002');
  }
  return errors;
}

/** Find id and find password: the account's name and mobile (and the id for the password). */
export const FIND_ID_SCHEMA: RuleSchema = {
  userNm: 'required|max_byte:50',
  mobileNo: 'required|mobile',
};

export const FIND_PASSWORD_SCHEMA: RuleSchema = { loginId: 'required|max:200', ...FIND_ID_SCHEMA };

export const PASSWORD_CHANGE_SCHEMA: RuleSchema = {
  oldPwCn: 'required|max:200',
  newPwCn: 'required|max:200|password',
  newPwCnConfirm: 'required|confirmed:newPwCn',
};

/** The password change's own answers (decision 0006). */
export const PASSWORD_CHANGE_CODES = {
  /** The current password typed is not the account's (no id is typed here: not MROAU0001). */
  wrongCurrent: 'MROPW0003',
} as const;

/** Password change: old, new, confirm; confirm equals new; new differs from old; the password rules. */
export function passwordChangeErrors(
  values: Record<string, unknown>,
  user: { loginId?: string; employeeNo?: string | null; mobile?: string | null; officePhone?: string | null },
  schema: RuleSchema = PASSWORD_CHANGE_SCHEMA,
): FieldErrors {
  return validateAll(schema, values, {
    password: {
      loginId: user.loginId,
      employeeNo: user.employeeNo ?? undefined,
      mobile: user.mobile ?? undefined,
      officePhone: user.officePhone ?? undefined,
      oldPassword: str(values.oldPwCn) || undefined,
    },
  });
}

/** Setting a new password without the old one (find password): the same rules minus the old. */
export const PASSWORD_RESET_SCHEMA: RuleSchema = {
  newPwCn: PASSWORD_CHANGE_SCHEMA.newPwCn!,
  newPwCnConfirm: PASSWORD_CHANGE_SCHEMA.newPwCnConfirm!,
};

export const MANUFACTURER_REQUEST_SCHEMA: RuleSchema = {
  mfcpCustNm: 'required|max_byte:100',
  mfcpCustEngNm: 'required|english|max:100',
  rpreMfcpCustNm: 'required|max_byte:100',
  bizRegNo: 'required|business_no',
  brndNm: 'max_byte:100',
  homePage: 'max:200',
  rpreItmNm: 'max_byte:100',
  bpAddr: 'max_byte:200',
  officeTelNo: 'phone',
  faxNo: 'phone',
};

/** New-manufacturer request: the representative name equals the Korean or English name (MROJN0007). */
export function manufacturerRequestErrors(values: Record<string, unknown>): FieldErrors {
  const errors = validateAll(MANUFACTURER_REQUEST_SCHEMA, values);
  const rep = str(values.rpreMfcpCustNm).trim();
  if (!errors.rpreMfcpCustNm && rep !== str(values.mfcpCustNm).trim() && rep !== str(values.mfcpCustEngNm).trim()) {
    errors.rpreMfcpCustNm = fail('is', 'MROJN0007');
  }
  return errors;
}

export const CORRUPTION_REPORT_SCHEMA: RuleSchema = {
  categoryCd: 'required',
  titlCn: 'required|max_byte:200',
  cntn: 'required|max_byte:4000',
  anonymousYn: 'required',
  reporterNm: 'max_byte:50',
  reporterContact: 'max:100',
};

/** Corruption report: anonymous, or with the reporter's name and a contact. */
export function corruptionReportErrors(values: Record<string, unknown>): FieldErrors {
  const errors = validateAll(CORRUPTION_REPORT_SCHEMA, values);
  if (str(values.anonymousYn) === 'N') {
    if (isEmptyValue(values.reporterNm)) errors.reporterNm = fail('required', 'ACMCM0002');
    if (isEmptyValue(values.reporterContact)) errors.reporterContact = fail('required', 'ACMCM0002');
  }
  return errors;
}

const CONTACT_SCHEMA: RuleSchema = { name: 'max_byte:50', phone: 'phone', email: 'email|max:100' };

export const SUPPLIER_REGISTRATION_SCHEMA: RuleSchema = {
  regTypeCd: 'required',
  cpNm: 'required|max_byte:100',
  cpEngNm: 'required|english|max:100',
  rprePsNm: 'required|max_byte:50',
  rpreTypeCd: 'required',
  bizRegNo: 'required|business_no',
  branchNo: 'digits:4',
  zipCd: 'required|digits:5',
  addr: 'required|max_byte:200',
  addrDtl: 'max_byte:200',
  telNo: 'required|phone',
  faxNo: 'phone',
  bizType: 'required|max_byte:100',
  bizItem: 'required|max_byte:100',
  cpAbbrNm: 'max_byte:30',
  countryCd: 'required',
  applicantNm: 'required|max_byte:50',
  applicantReason: 'max_byte:1000',
  email: 'required|email|max:100',
  establishYmd: 'date_format',
  industryYears: 'numeric|max_value:100',
  capitalAmt: 'number',
  salesAmt: 'number',
  salesBaseYear: 'digits:4',
  workerCnt: 'numeric',
  workerBaseYear: 'digits:4',
  cpIntro: 'max_byte:4000',
  envCertEtcNm: 'max_byte:100',
  creditRatingYmd: 'date_format',
  'contacts.sales.name': 'required|max_byte:50',
  'contacts.sales.phone': 'required|phone',
  'contacts.sales.email': 'required|email|max:100',
  termsAgreeYn: 'required|is:Y',
  privacyAgreeYn: 'required|is:Y',
};

export const SUPPLIER_CONTACT_FUNCTIONS = ['sales', 'document', 'taxBill', 'warehouse', 'charge'] as const;

export interface SupplierRegistrationContext {
  /** Today as YYYYMMDD (the caller's clock: the server's or the browser's). */
  today: string;
  /** Main items allowed without a sourcing contact (default 5). */
  maxMainItems?: number;
  /** Document type labels for MROJN0003 (`{document}`), by code. */
  documentLabels?: Record<string, string>;
}

interface MainItem {
  itmClsfCd?: unknown;
  mfcpCustId?: unknown;
  circLevelCd?: unknown;
  ctrtExpYmd?: unknown;
  srcPsId?: unknown;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Which documents the application must carry, from its answers (spec §5 Registration). */
export function requiredSupplierDocuments(values: Record<string, unknown>): string[] {
  const docs = ['BIZ_LICENSE', 'SEAL_CERT', 'BANKBOOK'];
  if (str(values.regTypeCd) === 'C') docs.push('CORP_REGISTRY');
  if (list(values.envCertCds).length > 0) docs.push('ENV_EVIDENCE');
  if (str(values.aeoYn) === 'Y') docs.push('AEO_CERT');
  if (!isEmptyValue(values.creditRatingCd)) docs.push('CREDIT_REPORT');
  return docs;
}

/**
 * Supplier registration: the schema plus the spec's conditions: corporate number for
 * corporations (MROCM0015), the registration type matching the business number (MROCM0016), branch
 * number when tax-unit is Y, the other-certification text, up to 3 careers, main items (at most
 * 5 without a sourcing contact MROJN0004 on the sixth such item's contact, expiry not before today MROJN0005, no duplicate item
 * group MROJN0006) and the required documents (MROJN0003, no document type twice PICMCM0025).
 */
export function supplierRegistrationErrors(
  values: Record<string, unknown>,
  context: SupplierRegistrationContext,
): FieldErrors {
  const errors = validateAll(SUPPLIER_REGISTRATION_SCHEMA, values, {
    messages: CONSENT_MESSAGES,
  });
  const regType = str(values.regTypeCd);
  if (!errors.regTypeCd && regType !== 'C' && regType !== 'I') errors.regTypeCd = fail('required', 'ACMCM0002');
  if (!errors.rpreTypeCd && !['EACH', 'JOINT', 'NA'].includes(str(values.rpreTypeCd))) {
    errors.rpreTypeCd = fail('required', 'ACMCM0002');
  }
  if (regType === 'C') {
    const corpErrors = validateAll({ corpNo: 'required|corp_no' }, values);
    Object.assign(errors, corpErrors);
  }
  const kind = businessNumberKind(str(values.bizRegNo));
  if (!errors.bizRegNo && !errors.regTypeCd && kind && (kind === 'corporate') !== (regType === 'C')) {
    errors.regTypeCd = fail('is', 'MROCM0016');
  }
  if (str(values.taxUnitYn) === 'Y' && isEmptyValue(values.branchNo)) errors.branchNo = fail('required', 'ACMCM0002');
  if (list(values.envCertCds).includes('ETC') && isEmptyValue(values.envCertEtcNm)) {
    errors.envCertEtcNm = fail('required', 'ACMCM0002');
  }
  const careers = list(values.careers);
  if (careers.length > SUPPLIER_REPRESENTATIVE_CAREERS_MAX) {
    errors.careers = fail('max', 'MROJN0010', { max: SUPPLIER_REPRESENTATIVE_CAREERS_MAX });
  }
  for (const [field, contact] of Object.entries(record(values.contacts))) {
    if (!(SUPPLIER_CONTACT_FUNCTIONS as readonly string[]).includes(field)) continue;
    for (const [key, error] of Object.entries(validateAll(CONTACT_SCHEMA, record(contact)))) {
      errors[`contacts.${field}.${key}`] ??= error;
    }
  }

  const items = list(values.mainItems).map((i) => record(i) as MainItem);
  const max = context.maxMainItems ?? SUPPLIER_MAIN_ITEMS_DEFAULT_MAX;
  if (items.length === 0) errors.mainItems = fail('required', 'ACMCM0002');
  // Past the limit, the first item without a contact is the one to fix: the refusal sits on its
  // contact field, where choosing one resolves it.
  const past = items.map((item, index) => ({ item, index })).filter(({ item }) => isEmptyValue(item.srcPsId))[max];
  if (past) errors[`mainItems.${past.index}.srcPsId`] = fail('max', 'MROJN0004', { max });
  const groups = new Set<string>();
  items.forEach((item, index) => {
    const at = `mainItems.${index}`;
    for (const key of ['itmClsfCd', 'mfcpCustId', 'circLevelCd'] as const) {
      if (isEmptyValue(item[key])) errors[`${at}.${key}`] ??= fail('required', 'ACMCM0002');
    }
    const group = str(item.itmClsfCd);
    if (group && groups.has(group)) errors[`${at}.itmClsfCd`] ??= fail('is', 'MROJN0006');
    groups.add(group);
    if (!isEmptyValue(item.ctrtExpYmd)) {
      const expiry = toDateValue(str(item.ctrtExpYmd));
      if (!expiry) errors[`${at}.ctrtExpYmd`] ??= fail('date_format', 'PICMCM0058', { format: 'year-month-day' });
      else if (expiry < context.today) errors[`${at}.ctrtExpYmd`] ??= fail('gt_eq', 'MROJN0005');
    }
  });

  const documents = list(values.documents).map(record);
  const types = new Set<string>();
  documents.forEach((doc, index) => {
    const type = str(doc.docTypeCd);
    if (!type || isEmptyValue(doc.athFileId)) errors[`documents.${index}`] ??= fail('required', 'ACMCM0002');
    if (type && types.has(type)) errors[`documents.${index}`] ??= fail('is', 'PICMCM0025', { fileName: type });
    types.add(type);
  });
  for (const type of requiredSupplierDocuments(values)) {
    if (!types.has(type)) {
      errors[`documents.${type}`] = fail('required', 'MROJN0003', {
        document: context.documentLabels?.[type] ?? type,
      });
    }
  }
  return errors;
}

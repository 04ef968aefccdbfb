import { describe, expect, it } from 'vitest';
import * as rules from '../src/index.ts';
import {
  buyerRegistrationErrors,
  corruptionReportErrors,
  manufacturerRequestErrors,
  passwordChangeErrors,
  requiredSupplierDocuments,
  supplierRegistrationErrors,
} from '../src/index.ts';

const codes = (errors: Record<string, { code: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.code]));

const buyer = {
  loginId: 'newbuyer',
  pwCn: 'Qm7!vRt2#p',
  pwCnConfirm: 'Qm7!vRt2#p',
  userNm: '홍길동',
  cpCd: 'BY001',
  dpCd: 'BY001-D01',
  mobileNo: '010-5555-1234',
  email: 'hong@example.com',
  zipCd: '04524',
  addr: '서울특별시 중구 세종대로 110',
  euResidentYn: 'N',
  termsAgreeYn: 'Y',
  privacyAgreeYn: 'Y',
};

describe('buyerRegistrationErrors', () => {
  it('passes a complete application', () => expect(buyerRegistrationErrors(buyer)).toEqual({}));
  it('names terms, EU choice, id and password problems with their codes', () => {
    expect(
      codes(
        buyerRegistrationErrors({
          ...buyer,
          pwCn: 'newbuyer1!',
          pwCnConfirm: 'x',
          euResidentYn: 'maybe',
          termsAgreeYn: 'N',
          privacyAgreeYn: undefined,
        }),
      ),
    ).toEqual({
      pwCn: 'AMSCU0027',
      pwCnConfirm: 'MROPW0002',
      euResidentYn: 'ACMCM0002',
      termsAgreeYn: 'MROJN0001',
      privacyAgreeYn: 'MROJN0001',
    });
  });
});

describe('phone fields of the schemas (issue 41)', () => {
  const schemas = Object.entries(rules).filter(
    ([name, value]) => name.endsWith('_SCHEMA') && typeof value === 'object',
  ) as [string, rules.RuleSchema][];
  it('a mobile field has the mobile rule, every other phone field the phone rule', () => {
    expect(schemas.length).toBeGreaterThan(5);
    for (const [schemaName, schema] of schemas) {
      for (const [field, fieldRules] of Object.entries(schema)) {
        const names = rules.parseRules(fieldRules).map(([r]) => r);
        if (/mobile/i.test(field)) expect(names, `${schemaName}.${field}`).toContain('mobile');
        else if (/(tel|fax|phone)/i.test(field)) expect(names, `${schemaName}.${field}`).toContain('phone');
      }
    }
  });
  it('the buyer registration refuses a short mobile', () => {
    // Entered in three parts (decision 0090): a missing part first, then the mobile's shape.
    expect(codes(buyerRegistrationErrors({ ...buyer, mobileNo: '010-123' }))).toEqual({ mobileNo: 'PICMCM0006' });
    expect(codes(buyerRegistrationErrors({ ...buyer, mobileNo: '010--5678' }))).toEqual({ mobileNo: 'PICMCM0006' });
    expect(codes(buyerRegistrationErrors({ ...buyer, mobileNo: '010-123-456' }))).toEqual({ mobileNo: 'MROCM0019' });
    expect(codes(buyerRegistrationErrors({ ...buyer, mobileNo: '01012345678' }))).toEqual({});
  });

  it('the employee number takes letters, digits and underscore only (PICMCM0052)', () => {
    expect(codes(buyerRegistrationErrors({ ...buyer, empNo: 'E_2026001' }))).toEqual({});
    expect(codes(buyerRegistrationErrors({ ...buyer, empNo: 'E-2026 001' }))).toEqual({ empNo: 'PICMCM0052' });
    expect(codes(buyerRegistrationErrors({ ...buyer, empNo: '사번1' }))).toEqual({ empNo: 'PICMCM0052' });
    expect(codes(buyerRegistrationErrors({ ...buyer, officeTelNo: '02-123' }))).toEqual({ officeTelNo: 'MROCM0020' });
  });
});

describe('login id rules', () => {
  it.each([
    ['abc', 'PICMCM0037'],
    ['홍길동이', 'MROCM0006'],
    ['new buyer', 'PICMCM0042'],
    ['a'.repeat(21), 'PICMCM0038'],
  ])('%s → %s', (loginId, code) => expect(buyerRegistrationErrors({ ...buyer, loginId }).loginId?.code).toBe(code));
});

describe('passwordChangeErrors', () => {
  it('refuses the old password as the new one and a confirmation that differs', () => {
    expect(
      codes(passwordChangeErrors({ oldPwCn: 'Qm7!vRt2#p', newPwCn: 'Qm7!vRt2#p', newPwCnConfirm: 'Qm7!vRt2#q' }, {})),
    ).toEqual({ newPwCn: 'MROPW0001', newPwCnConfirm: 'MROPW0002' });
  });
});

describe('manufacturerRequestErrors', () => {
  const request = {
    mfcpCustNm: '한국정밀',
    mfcpCustEngNm: 'Korea Precision',
    rpreMfcpCustNm: '한국정밀',
    bizRegNo: '124-81-00998',
  };
  it('accepts the Korean or the English name as the representative name', () => {
    expect(manufacturerRequestErrors(request)).toEqual({});
    expect(manufacturerRequestErrors({ ...request, rpreMfcpCustNm: 'Korea Precision' })).toEqual({});
  });
  it('refuses another representative name and a bad business number', () => {
    expect(codes(manufacturerRequestErrors({ ...request, rpreMfcpCustNm: 'KP', bizRegNo: '124-81-00999' }))).toEqual({
      rpreMfcpCustNm: 'MROJN0007',
      bizRegNo: 'AHUCU0005',
    });
  });
});

describe('corruptionReportErrors', () => {
  it('asks a named reporter for name and contact', () => {
    const report = { categoryCd: 'BRIBE', titlCn: '제보', cntn: '내용', anonymousYn: 'N' };
    expect(Object.keys(corruptionReportErrors(report))).toEqual(['reporterNm', 'reporterContact']);
    expect(corruptionReportErrors({ ...report, anonymousYn: 'Y' })).toEqual({});
  });
});

const supplier = {
  regTypeCd: 'C',
  cpNm: '테스트공구',
  cpEngNm: 'Test Tools',
  rprePsNm: '최대표',
  rpreTypeCd: 'EACH',
  corpNo: '130111-0006246',
  bizRegNo: '124-81-00998',
  zipCd: '06164',
  addr: '서울특별시 강남구 테헤란로 1',
  telNo: '02-555-1234',
  bizType: '도소매',
  bizItem: '공구',
  countryCd: 'KR',
  applicantNm: '김신청',
  email: 'apply@example.com',
  contacts: { sales: { name: '영업담당', phone: '010-1111-2222', email: 'sales@example.com' } },
  mainItems: [{ itmClsfCd: 'A01', mfcpCustId: 'MF0001', circLevelCd: 'MFR', ctrtExpYmd: '20271231' }],
  documents: ['BIZ_LICENSE', 'SEAL_CERT', 'BANKBOOK', 'CORP_REGISTRY'].map((docTypeCd, i) => ({
    docTypeCd,
    athFileId: `F${i}`,
  })),
  termsAgreeYn: 'Y',
  privacyAgreeYn: 'Y',
};
const context = { today: '20261121' };

describe('supplierRegistrationErrors', () => {
  it('passes a complete corporate application', () =>
    expect(supplierRegistrationErrors(supplier, context)).toEqual({}));

  it('checks the type against the number, the corporate number and the branch number', () => {
    expect(codes(supplierRegistrationErrors({ ...supplier, regTypeCd: 'I', taxUnitYn: 'Y' }, context))).toMatchObject({
      regTypeCd: 'MROCM0016',
      branchNo: 'ACMCM0002',
    });
    expect(codes(supplierRegistrationErrors({ ...supplier, corpNo: '130111-0006245' }, context))).toEqual({
      corpNo: 'MROCM0015',
    });
  });

  it('checks main items: count without sourcing contact, expiry, duplicate groups', () => {
    const item = supplier.mainItems[0]!;
    const six = ['A', 'A01', 'A02', 'B', 'B01', 'C'].map((itmClsfCd) => ({ ...item, itmClsfCd }));
    expect(codes(supplierRegistrationErrors({ ...supplier, mainItems: six }, context))).toEqual({
      'mainItems.5.srcPsId': 'MROJN0004',
    });
    // A contact on any of them leaves five without one: allowed.
    const oneWithContact = six.map((i, n) => (n === 2 ? { ...i, srcPsId: 7 } : i));
    expect(supplierRegistrationErrors({ ...supplier, mainItems: oneWithContact }, context)).toEqual({});
    const seven = [...six, { ...item, itmClsfCd: 'C01' }].map((i, n) => (n === 0 ? { ...i, srcPsId: 7 } : i));
    expect(codes(supplierRegistrationErrors({ ...supplier, mainItems: seven }, context))).toEqual({
      'mainItems.6.srcPsId': 'MROJN0004',
    });
    expect(
      supplierRegistrationErrors({ ...supplier, mainItems: six.map((i) => ({ ...i, srcPsId: 7 })) }, context),
    ).toEqual({});
    expect(
      codes(
        supplierRegistrationErrors({ ...supplier, mainItems: [item, { ...item, ctrtExpYmd: '20261120' }] }, context),
      ),
    ).toEqual({ 'mainItems.1.itmClsfCd': 'MROJN0006', 'mainItems.1.ctrtExpYmd': 'MROJN0005' });
  });

  it('requires the documents the answers call for, once each', () => {
    const answers = { ...supplier, envCertCds: ['ETC'], aeoYn: 'Y', creditRatingCd: 'A' };
    expect(requiredSupplierDocuments(answers)).toEqual([
      'BIZ_LICENSE',
      'SEAL_CERT',
      'BANKBOOK',
      'CORP_REGISTRY',
      'ENV_EVIDENCE',
      'AEO_CERT',
      'CREDIT_REPORT',
    ]);
    const errors = supplierRegistrationErrors(answers, { ...context, documentLabels: { AEO_CERT: 'AEO 인증서' } });
    expect(codes(errors)).toEqual({
      envCertEtcNm: 'ACMCM0002',
      'documents.ENV_EVIDENCE': 'MROJN0003',
      'documents.AEO_CERT': 'MROJN0003',
      'documents.CREDIT_REPORT': 'MROJN0003',
    });
    expect(errors['documents.AEO_CERT']?.params).toEqual({ document: 'AEO 인증서' });
    const twice = { ...supplier, documents: [...supplier.documents, { docTypeCd: 'SEAL_CERT', athFileId: 'F9' }] };
    expect(codes(supplierRegistrationErrors(twice, context))).toEqual({ 'documents.4': 'PICMCM0025' });
  });
});

describe('registration edges', () => {
  it('checks choices, contacts, items and documents field by field', () => {
    const errors = supplierRegistrationErrors(
      {
        ...supplier,
        regTypeCd: 'X',
        rpreTypeCd: 'BOTH',
        careers: [1, 2, 3, 4],
        contacts: { ...supplier.contacts, tax: { phone: 'x' }, document: { phone: '-1', email: 'nope' } },
        mainItems: [{ ctrtExpYmd: '2026-13-45' }],
        documents: [{ docTypeCd: 'BIZ_LICENSE' }, ...supplier.documents.slice(1)],
      },
      context,
    );
    expect(codes(errors)).toMatchObject({
      regTypeCd: 'ACMCM0002',
      rpreTypeCd: 'ACMCM0002',
      careers: 'MROJN0010',
      'contacts.document.phone': 'MROCM0002',
      'contacts.document.email': 'ACMCM0058',
      'mainItems.0.itmClsfCd': 'ACMCM0002',
      'mainItems.0.mfcpCustId': 'ACMCM0002',
      'mainItems.0.circLevelCd': 'ACMCM0002',
      'mainItems.0.ctrtExpYmd': 'PICMCM0058',
      'documents.0': 'ACMCM0002',
    });
    expect(errors['contacts.tax.phone']).toBeUndefined();
    expect(codes(supplierRegistrationErrors({ ...supplier, mainItems: [] }, context)).mainItems).toBe('ACMCM0002');
    expect(
      codes(supplierRegistrationErrors({ ...supplier, mainItems: 'x', documents: 'y', contacts: [] }, context)),
    ).toMatchObject({
      mainItems: 'ACMCM0002',
      'documents.BIZ_LICENSE': 'MROJN0003',
    });
  });

  it('an individual needs no corporate number; a buyer must choose EU residence', () => {
    expect(requiredSupplierDocuments({ regTypeCd: 'I' })).toEqual(['BIZ_LICENSE', 'SEAL_CERT', 'BANKBOOK']);
    expect(codes(buyerRegistrationErrors({ ...buyer, euResidentYn: '' }))).toEqual({ euResidentYn: 'ACMCM0002' });
    expect(codes(buyerRegistrationErrors({ ...buyer, empNo: 42, officeTelNo: null }))).toEqual({});
  });
});

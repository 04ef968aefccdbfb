import { describe, expect, it } from 'vitest';
import { emptyMainItem, emptySupplier, formErrorPaths, supplierFormErrors, supplierRequest } from './supplierValues';

const complete = () => {
  const values = emptySupplier();
  Object.assign(values, {
    termsAgreeYn: 'Y',
    privacyAgreeYn: 'Y',
    regTypeCd: 'C',
    bizRegNo: '220-81-62517',
    corpNo: '130111-0006246',
    cpNm: '테스트공구',
    cpEngNm: 'Test Tools',
    rprePsNm: '최대표',
    rpreTypeCd: 'EACH',
    zipCd: '06164',
    addr: '서울특별시 강남구 테헤란로 1',
    telNo: '02-555-1234',
    bizType: '도소매',
    bizItem: '공구',
    applicantNm: '김신청',
    email: 'apply@example.com',
    industryYears: 12,
    docs: { BIZ_LICENSE: 'F1', SEAL_CERT: 'F2', BANKBOOK: 'F3', CORP_REGISTRY: 'F4', ETC: '' },
  });
  values.contacts.sales = { name: '영업담당', phone: '010-1111-2222', email: 'sales@example.com' };
  values.mainItems = [
    { ...emptyMainItem(), itmClsfCd: 'A', mfcpCustId: 'MF0001', mfcpCustNm: '한국정밀', circLevelCd: 'MFR' },
  ];
  return values;
};
const context = { today: '20261125' };
const codes = (errors: Record<string, { code: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.code]));

describe('the supplier registration values', () => {
  it('send what the server reads: flags as Y/N, numbers as text, no helpers, documents by type', () => {
    const body = supplierRequest(complete());
    expect(body).toMatchObject({
      bizRegNo: '2208162517',
      taxUnitYn: 'N',
      branchNo: '',
      eTaxInvoiceYn: 'Y',
      industryYears: '12',
      capitalAmt: '',
      careers: [],
      contacts: { sales: { name: '영업담당' } },
      documents: [
        { docTypeCd: 'BIZ_LICENSE', athFileId: 'F1' },
        { docTypeCd: 'SEAL_CERT', athFileId: 'F2' },
        { docTypeCd: 'BANKBOOK', athFileId: 'F3' },
        { docTypeCd: 'CORP_REGISTRY', athFileId: 'F4' },
      ],
    });
    expect(body).not.toHaveProperty('checkedBizRegNo');
    expect(body).not.toHaveProperty('docCounts');
    expect((body.mainItems as object[])[0]).toEqual({
      itmClsfCd: 'A',
      mfcpCustId: 'MF0001',
      circLevelCd: 'MFR',
      circEvidFileId: '',
      ctrtExpYmd: '',
      discMgmtYn: 'N',
      srcPsId: '',
    });
    expect(supplierFormErrors(complete(), context)).toEqual({});
  });

  it("put each refusal on the form's field: documents on their type, items on their row", () => {
    const values = complete();
    values.docs = { BIZ_LICENSE: 'F1' };
    values.aeoYn = 'Y';
    values.taxUnitYn = true;
    values.mainItems = [values.mainItems[0]!, { ...values.mainItems[0]!, ctrtExpYmd: '20261124' }];
    expect(codes(supplierFormErrors(values, context))).toEqual({
      branchNo: 'ACMCM0002',
      'mainItems.1.itmClsfCd': 'MROJN0006',
      'mainItems.1.ctrtExpYmd': 'MROJN0005',
      'docs.SEAL_CERT': 'MROJN0003',
      'docs.BANKBOOK': 'MROJN0003',
      'docs.CORP_REGISTRY': 'MROJN0003',
      'docs.AEO_CERT': 'MROJN0003',
    });
    // The server's refusal of the n-th document sent lands on that document's type.
    const request = supplierRequest(complete());
    expect(codes(formErrorPaths({ 'documents.1': { rule: 'is', code: 'MROCM0010', params: {} } }, request))).toEqual({
      'docs.SEAL_CERT': 'MROCM0010',
    });
  });

  it('leave out what a choice made irrelevant: the other certification, the corporate number, the branch', () => {
    const values = { ...complete(), regTypeCd: 'I', corpNo: 'x', envCertCds: ['ISO14001'], envCertEtcNm: 'kept' };
    const body = supplierRequest(values);
    expect(body).toMatchObject({ corpNo: '', envCertEtcNm: '', branchNo: '' });
  });
});

// Sample common-code rows for stories, in both languages, and a loader that answers like the
// portal's code call (after a short delay, so loading states show).
import type { CodeItem } from '@mro/rules';

export const CODES: Record<string, Record<'ko' | 'en', CodeItem[]>> = {
  PAY_TERM: {
    ko: [
      { cd: 'CASH', cdNm: '현금' },
      { cd: 'BILL', cdNm: '어음' },
      { cd: 'CARD', cdNm: '법인카드' },
      { cd: 'OLD', cdNm: '외상(폐지)', useYn: 'N' },
    ],
    en: [
      { cd: 'CASH', cdNm: 'Cash' },
      { cd: 'BILL', cdNm: 'Bill' },
      { cd: 'CARD', cdNm: 'Corporate card' },
      { cd: 'OLD', cdNm: 'Credit (retired)', useYn: 'N' },
    ],
  },
  UNIT: {
    ko: [
      { cd: 'EA', cdNm: '개' },
      { cd: 'BOX', cdNm: '박스' },
      { cd: 'KG', cdNm: '킬로그램' },
      { cd: 'L', cdNm: '리터' },
      { cd: 'M', cdNm: '미터' },
      { cd: 'SET', cdNm: '세트' },
    ],
    en: [
      { cd: 'EA', cdNm: 'Each' },
      { cd: 'BOX', cdNm: 'Box' },
      { cd: 'KG', cdNm: 'Kilogram' },
      { cd: 'L', cdNm: 'Litre' },
      { cd: 'M', cdNm: 'Metre' },
      { cd: 'SET', cdNm: 'Set' },
    ],
  },
  SUPPLIER_TYPE: {
    ko: [
      { cd: 'MFR', cdNm: '제조사' },
      { cd: 'DST', cdNm: '유통사' },
      { cd: 'SVC', cdNm: '서비스' },
    ],
    en: [
      { cd: 'MFR', cdNm: 'Manufacturer' },
      { cd: 'DST', cdNm: 'Distributor' },
      { cd: 'SVC', cdNm: 'Service' },
    ],
  },
  CERT: {
    ko: [
      { cd: 'ISO9001', cdNm: 'ISO 9001' },
      { cd: 'ISO14001', cdNm: 'ISO 14001' },
      { cd: 'KS', cdNm: 'KS 인증' },
      { cd: 'VENTURE', cdNm: '벤처기업' },
    ],
    en: [
      { cd: 'ISO9001', cdNm: 'ISO 9001' },
      { cd: 'ISO14001', cdNm: 'ISO 14001' },
      { cd: 'KS', cdNm: 'KS mark' },
      { cd: 'VENTURE', cdNm: 'Venture company' },
    ],
  },
};

export const codes = (group: keyof typeof CODES, locale: string) => CODES[group]![locale === 'en' ? 'en' : 'ko'];

export const loadCodes = async (group: string, locale: string): Promise<CodeItem[]> => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const rows = CODES[group];
  if (!rows) throw new Error(`unknown code group ${group}`);
  return rows[locale === 'en' ? 'en' : 'ko'];
};

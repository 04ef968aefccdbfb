import { describe, expect, it } from 'vitest';
import {
  CATALOG_ITEM_CODE,
  CATALOG_TEMPLATE_COLUMNS,
  catalogRules,
  catalogTemplateHeader,
  catalogTemplateRow,
  checkCatalogRow,
  isCatalogTemplateHeader,
  messages,
} from '../src/index.ts';

const rules = catalogRules({
  units: [
    { value: 'EA', label: '개' },
    { value: 'BOX', label: '박스' },
  ],
  categories: [{ value: 'A0101', label: '수공구' }],
});

const valid = {
  itemNmKo: ' 육각 렌치 세트 ',
  itemNmEn: 'Hex key set',
  itmClsfCd: '수공구',
  unitCd: 'EA',
  packQty: '1',
  minOrdQty: '10',
  listPrice: '12,500',
  crncyCd: 'KRW',
  validFrom: '2026-12-01',
  validTo: '2027-11-30',
  leadDays: '3',
};

describe('checkCatalogRow', () => {
  it('stores a row as the grid would: trimmed text, numbers without separators, codes from labels, dates as YYYYMMDD', () => {
    const { values, errors } = checkCatalogRow(valid, rules);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      itemNmKo: '육각 렌치 세트',
      itmClsfCd: 'A0101',
      listPrice: 12500,
      minOrdQty: 10,
      validFrom: '20261201',
      validTo: '20271130',
      specCn: null,
    });
  });

  it('refuses missing required cells, each on its own field', () => {
    const { errors } = checkCatalogRow({}, rules);
    for (const field of ['itemNmKo', 'itemNmEn', 'itmClsfCd', 'unitCd', 'listPrice', 'crncyCd', 'leadDays'])
      expect(errors[field as keyof typeof errors]?.code, field).toBe('ACMCM0002');
    expect(errors.specCn).toBeUndefined();
  });

  it('applies the currency rule to the price: whole won and yen, two decimals for others', () => {
    expect(checkCatalogRow({ ...valid, listPrice: '12500.5' }, rules).errors.listPrice).toEqual({
      code: 'MROMC0001',
      params: { currency: 'KRW', decimals: 0 },
    });
    expect(checkCatalogRow({ ...valid, crncyCd: 'JPY', listPrice: '99.1' }, rules).errors.listPrice?.code).toBe(
      'MROMC0001',
    );
    const usd = checkCatalogRow({ ...valid, crncyCd: 'USD', listPrice: '9.25' }, rules);
    expect(usd.errors).toEqual({});
    expect(usd.values.listPrice).toBe(9.25);
    expect(checkCatalogRow({ ...valid, crncyCd: 'USD', listPrice: '9.255' }, rules).errors.listPrice).toBeDefined();
    expect(checkCatalogRow({ ...valid, crncyCd: 'XYZ' }, rules).errors.crncyCd?.code).toBe('MROCM0009');
  });

  it('refuses a negative price, a pack size or minimum order of 0 and a validity that ends before it starts', () => {
    const { errors } = checkCatalogRow(
      { ...valid, listPrice: '-1', packQty: '0', minOrdQty: '0', validFrom: '20270101', validTo: '20261231' },
      rules,
    );
    expect(errors.listPrice?.code).toBe('PICMCM0039');
    expect(errors.packQty).toEqual({ code: 'PICMCM0039', params: { min: 1 } });
    expect(errors.minOrdQty?.code).toBe('PICMCM0039');
    expect(errors.validTo?.code).toBe('MROMC0002');
    expect(checkCatalogRow({ ...valid, validFrom: '', validTo: '20261231' }, rules).errors).toEqual({});
  });

  it('refuses a value that is not text or a number, an unknown unit and an overlong name', () => {
    const { errors } = checkCatalogRow(
      { ...valid, specCn: { html: 1 }, unitCd: 'XX', itemNmKo: '가'.repeat(201) },
      rules,
    );
    expect(errors.specCn?.code).toBe('MROCM0011');
    expect(errors.unitCd?.code).toBe('MROCM0009');
    expect(errors.itemNmKo?.code).toBe('PICMCM0038');
  });
});

describe('the Excel template', () => {
  it('declares its header as ko|en pairs and recognises it in either language, nothing else', () => {
    expect(catalogTemplateHeader().split(';')).toHaveLength(CATALOG_TEMPLATE_COLUMNS.length);
    const ko = CATALOG_TEMPLATE_COLUMNS.map((c) => c[1]);
    const en = CATALOG_TEMPLATE_COLUMNS.map((c) => ` ${c[2]} `);
    expect(isCatalogTemplateHeader(ko)).toBe(true);
    expect(isCatalogTemplateHeader(en)).toBe(true);
    expect(isCatalogTemplateHeader([...ko, ''])).toBe(true);
    expect(isCatalogTemplateHeader(ko.slice(1))).toBe(false);
    expect(isCatalogTemplateHeader([...ko, 'extra'])).toBe(false);
    expect(isCatalogTemplateHeader(['제조사명', '제조사 영문명'])).toBe(false);
  });

  it('reads a row by the template order, cells trimmed and missing ones empty', () => {
    const row = catalogTemplateRow([' CI0000001 ', '장갑']);
    expect(row.itemCd).toBe('CI0000001');
    expect(row.itemNmKo).toBe('장갑');
    expect(row.leadDays).toBe('');
  });

  it('knows the item codes the server issues', () => {
    expect(CATALOG_ITEM_CODE.test('CI0000001')).toBe(true);
    expect(CATALOG_ITEM_CODE.test('MC00000001')).toBe(true);
    expect(CATALOG_ITEM_CODE.test('MC1')).toBe(false);
  });

  it('has every MROMC message in Korean and English', () => {
    const codes = Object.keys(messages.ko).filter((c) => c.startsWith('MROMC'));
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const c of codes) expect(messages.en[c as keyof typeof messages.en]).toBeTruthy();
  });
});

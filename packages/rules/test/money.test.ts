// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMessage,
  formatMoney,
  moneyCell,
  moneyRefusal,
  multiplyMoney,
  ORDER_MAX_AMOUNT,
  parseDecimal,
  percentOfMoney,
  subtractMoney,
  sumMoney,
  toMoney,
  toPrice,
  toDecimalText,
  NO_CURRENCY,
} from '../src/index.ts';

const TWO_53_PLUS_1 = '9007199254740993'; // 2^53 + 1: not a double

describe('parseDecimal', () => {
  it('reads plain decimal text exactly, at and beyond 2^53', () => {
    expect(parseDecimal(TWO_53_PLUS_1)).toEqual({ units: 9007199254740993n, scale: 0 });
    expect(parseDecimal('-12.50')).toEqual({ units: -1250n, scale: 2 });
    expect(parseDecimal('0.000000000000000000001')).toEqual({ units: 1n, scale: 21 });
  });

  it.each(['1e5', '１２', '1,000', ' 1 ', '', '+1', '.5', '5.', 'NaN', 'Infinity', '--1', '0x10', '١٢'])(
    'refuses %j',
    (text) => expect(parseDecimal(text)).toBeNull(),
  );
});

describe('moneyRefusal', () => {
  it('accepts amounts up to 18 integer digits in the currency scale', () => {
    expect(moneyRefusal('100000000000', 'KRW')).toBeNull();
    expect(moneyRefusal(TWO_53_PLUS_1, 'KRW')).toBeNull();
    expect(moneyRefusal('10000000000000000', 'KRW')).toBeNull(); // 10^16
    expect(moneyRefusal('999999999999999999.99', 'USD')).toBeNull();
    expect(moneyRefusal('12.50', 'USD')).toBeNull();
    expect(moneyRefusal('12.00', 'KRW')).toBeNull(); // zeros are no decimals
  });

  it('refuses what is not plain decimal text with MROCT0012', () => {
    for (const bad of ['1e5', '１２', '1,000', '-1', 'NaN', 'Infinity', '', ' ', '1e309', null, 12, undefined]) {
      expect(moneyRefusal(bad, 'KRW')?.code, String(bad)).toBe('MROCT0012');
    }
    expect(moneyRefusal('1000000000000000000', 'KRW')).toEqual({ code: 'MROCT0012', params: { digits: 18 } }); // 10^18
    expect(moneyRefusal('-1', 'KRW', { allowNegative: true })).toBeNull();
  });

  it('refuses more decimals than the currency has with MROCT0013', () => {
    expect(moneyRefusal('1.5', 'KRW')).toEqual({ code: 'MROCT0013', params: { currency: 'KRW', decimals: 0 } });
    expect(moneyRefusal('1.123', 'USD')?.code).toBe('MROCT0013');
    expect(moneyRefusal('1.123456789012345678901', 'USD')?.code).toBe('MROCT0013');
    expect(formatMessage('MROCT0013', 'en', { currency: 'USD', decimals: 2 })).toBe(
      'An amount in USD can have at most 2 decimal places.',
    );
  });
});

describe('arithmetic', () => {
  it('normalises stored numerics to the currency scale, half away from zero', () => {
    expect(toMoney('12345.00', 'KRW')).toBe('12345');
    expect(toMoney('12345.50', 'KRW')).toBe('12346');
    expect(toMoney('-12345.50', 'KRW')).toBe('-12346');
    expect(toMoney('1.005', 'USD')).toBe('1.01');
    expect(toMoney('12.5', 'USD')).toBe('12.50');
    expect(toPrice('12.3400', 'USD')).toBe('12.34');
    expect(toPrice('12.3456', 'USD')).toBe('12.3456');
    expect(toPrice('500.0000', 'KRW')).toBe('500');
    expect(toDecimalText('12345.00')).toBe('12345');
    expect(toDecimalText('12.50')).toBe('12.5');
    expect(toDecimalText('-0.00')).toBe('0');
    expect(multiplyMoney('0.125', 3, NO_CURRENCY)).toBe('0.38');
    expect(() => toMoney('1e5', 'KRW')).toThrow(TypeError);
  });

  it('sums past 2^53 with every digit', () => {
    expect(sumMoney([String(2 ** 53), '1'], 'KRW')).toBe(TWO_53_PLUS_1);
    expect(
      sumMoney(
        Array.from({ length: 100 }, () => '99999999999.99'),
        'USD',
      ),
    ).toBe('9999999999999.00');
    expect(
      sumMoney(
        Array.from({ length: 1000 }, () => '99999999999999'),
        'KRW',
      ),
    ).toBe('99999999999999000');
    expect(sumMoney([], 'KRW')).toBe('0');
    expect(addMoney('0.1', '0.2', 'USD')).toBe('0.30');
    expect(subtractMoney('10000000000000000', '1', 'KRW')).toBe('9999999999999999');
  });

  it('multiplies a price by a quantity exactly and rounds once', () => {
    expect(multiplyMoney('99999', '1000000', 'KRW')).toBe('99999000000');
    expect(multiplyMoney('9007199254740993', 3, 'KRW')).toBe('27021597764222979');
    expect(multiplyMoney('1.005', 1, 'USD')).toBe('1.01');
    expect(multiplyMoney('0.125', 3, 'USD')).toBe('0.38');
    expect(multiplyMoney('1250.5', '2', 'KRW')).toBe('2501');
    expect(() => multiplyMoney('1', 1.5e300, 'KRW')).toThrow(TypeError);
    expect(() => multiplyMoney('1', 2 ** 53 + 2, 'KRW')).toThrow(TypeError);
  });

  it('takes a percentage half away from zero (VAT)', () => {
    expect(percentOfMoney('15005', 10, 'KRW')).toBe('1501');
    expect(percentOfMoney('15004', 10, 'KRW')).toBe('1500');
    expect(percentOfMoney('10.15', 10, 'USD')).toBe('1.02');
    expect(percentOfMoney('99999999999999999', 10, 'KRW')).toBe('10000000000000000');
    expect(percentOfMoney('100000000000', '7.5', 'KRW')).toBe('7500000000');
  });

  it('compares exactly across scales and beyond 2^53', () => {
    expect(compareMoney(TWO_53_PLUS_1, String(2 ** 53))).toBe(1);
    expect(compareMoney('12.50', '12.5')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
    expect(compareMoney('100000000000.01', String(ORDER_MAX_AMOUNT))).toBe(1);
  });
});

describe('formatMoney', () => {
  it('writes the glossary format in both languages', () => {
    expect(formatMoney('12345', 'KRW', 'ko')).toBe('12,345원');
    expect(formatMoney('12345', 'KRW', 'en')).toBe('KRW 12,345');
    expect(formatMoney('12.5', 'USD', 'ko')).toBe('12.50 USD');
    expect(formatMoney('12.5', 'usd', 'en-US')).toBe('USD 12.50');
    expect(formatMoney('1000', 'JPY', 'en')).toBe('JPY 1,000');
    expect(formatMoney('0', 'KRW', 'ko')).toBe('0원');
    expect(formatMoney('100', 'KRW', 'ko')).toBe('100원');
  });

  it('keeps every digit at and beyond 2^53 and 10^16', () => {
    expect(formatMoney(TWO_53_PLUS_1, 'KRW', 'ko')).toBe('9,007,199,254,740,993원');
    expect(formatMoney('10000000000000000', 'KRW', 'en')).toBe('KRW 10,000,000,000,000,000');
    expect(formatMoney('100000000000', 'KRW', 'ko')).toBe('100,000,000,000원');
    expect(formatMoney('999999999999999999.99', 'USD', 'en')).toBe('USD 999,999,999,999,999,999.99');
    expect(formatMoney(9007199254740993n, 'KRW', 'ko')).toBe('9,007,199,254,740,993원');
  });

  it('signs negatives, shows a stored unit price’s significant decimals, rounds a KRW fraction', () => {
    expect(formatMoney('-12345', 'KRW', 'ko')).toBe('-12,345원');
    expect(formatMoney('-12345', 'KRW', 'en')).toBe('KRW -12,345');
    expect(formatMoney('12.3456', 'USD', 'en')).toBe('USD 12.3456');
    expect(formatMoney('12.3400', 'USD', 'en')).toBe('USD 12.34');
    expect(formatMoney('12345.00', 'KRW', 'ko')).toBe('12,345원');
    expect(formatMoney('0.0000001', 'USD', 'en')).toBe('USD 0.0000001');
  });

  it('shows text that is not an amount as it is', () => {
    for (const bad of ['1e5', '１２', 'NaN', '']) expect(formatMoney(bad, 'KRW', 'ko')).toBe(bad);
  });
});

describe('moneyCell', () => {
  it('is a number within 15 significant digits and the exact text beyond', () => {
    expect(moneyCell('99999999999')).toBe(99999999999);
    expect(moneyCell('1234567890123.45')).toBe(1234567890123.45);
    expect(moneyCell('100000000000000000')).toBe(100000000000000000); // 1 significant digit
    expect(moneyCell(TWO_53_PLUS_1)).toBe(TWO_53_PLUS_1);
    expect(moneyCell('12345678901234.56')).toBe('12345678901234.56');
  });
});

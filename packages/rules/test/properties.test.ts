import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as rules from '../src/index.ts';

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const runs = { numRuns: 300 };

describe('no function throws on any string', () => {
  const unary: [string, (s: string) => unknown][] = [
    ['byteLength', rules.byteLength],
    ['truncateToBytes', (s) => rules.truncateToBytes(s, 10)],
    ['splitMultiText', rules.splitMultiText],
    ['normalizeMultiText', rules.normalizeMultiText],
    ['isEmail', rules.isEmail],
    ['isEmployeeNumber', rules.isEmployeeNumber],
    ['isNumberText', (s) => rules.isNumberText(s)],
    ['isBusinessNumber', rules.isBusinessNumber],
    ['formatBusinessNumber', rules.formatBusinessNumber],
    ['phoneViolation', rules.phoneViolation],
    ['isThreePartPhone', rules.isThreePartPhone],
    ['threePhoneParts', rules.threePhoneParts],
    ['areaPartLength', rules.areaPartLength],
    ['passwordViolations', (s) => rules.passwordViolations(s, { loginId: s, mobile: s, oldPassword: s })],
    ['isDateText', (s) => [rules.isDateText(s), rules.isDateText(s, 'year-month'), rules.isDateText(s, 'year')]],
    ['clampDate', rules.clampDate],
    ['toDateValue', rules.toDateValue],
    ['formatDateValue', rules.formatDateValue],
    ['dateRangeViolation', (s) => rules.dateRangeViolation(s, s, { maxDays: 1, maxMonths: 1, maxYears: 1 })],
    ['parseTimeValue', rules.parseTimeValue],
    ['currencyDecimals', rules.currencyDecimals],
    ['roundCurrency', (s) => rules.roundCurrency(Number(s), s)],
    ['formatMessage', (s) => rules.formatMessage(s, 'en', { [s]: s })],
    [
      'validate',
      (s) => rules.validate(s, Object.fromEntries(rules.RULE_NAMES.map((n) => [n, n === 'between' ? [1, 2] : true]))),
    ],
  ];
  it.each(unary)('%s', (_name, fn) => {
    fc.assert(
      fc.property(anyText, (s) => {
        fn(s);
      }),
      runs,
    );
  });

  it('dateRangeViolation on two arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => void rules.dateRangeViolation(a, b, { required: true })),
      runs,
    );
  });
});

describe('properties', () => {
  it('normalizeMultiText is idempotent and matches splitMultiText', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const once = rules.normalizeMultiText(s);
        expect(rules.normalizeMultiText(once)).toBe(once);
        expect(once === '' ? [] : once.split(',')).toEqual(rules.splitMultiText(s));
      }),
      { numRuns: 500 },
    );
  });

  it('three phone parts of digits survive joining and splitting again', () => {
    const part = fc.stringMatching(/^[0-9]{0,5}$/);
    fc.assert(
      fc.property(fc.tuple(part, part, part), (parts) => {
        const joined = rules.joinPhoneParts(parts);
        if (joined === '') return;
        expect(rules.threePhoneParts(joined)).toEqual(parts);
        expect(rules.isThreePartPhone(joined)).toBe(parts.every((p) => p !== ''));
      }),
      runs,
    );
  });
  it('byteLength counts 1 per ASCII character and 3 per other character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string({ unit: 'grapheme' }), (ascii, any) => {
        expect(rules.byteLength(ascii)).toBe(ascii.length);
        const expected = [...any].reduce((sum, c) => sum + (c.codePointAt(0)! <= 127 ? 1 : 3), 0);
        expect(rules.byteLength(any)).toBe(expected);
      }),
      runs,
    );
  });

  it('truncateToBytes never exceeds the limit and is a prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(40), (s, n) => {
        const cut = rules.truncateToBytes(s, n);
        expect(rules.byteLength(cut)).toBeLessThanOrEqual(n);
        expect(s.startsWith(cut)).toBe(true);
      }),
      runs,
    );
  });

  it('a valid business number stays valid with hyphens and fails with any other check digit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (nine) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => rules.isBusinessNumber(nine.join('') + d));
        expect(valid).toHaveLength(1);
        const number = nine.join('') + valid[0];
        expect(rules.isBusinessNumber(rules.formatBusinessNumber(number))).toBe(true);
      }),
      runs,
    );
  });

  it('roundCurrency returns at most the currency decimals and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        fc.constantFrom('KRW', 'JPY', 'USD', 'EUR'),
        (x, c) => {
          const r = rules.roundCurrency(x, c);
          expect(rules.roundCurrency(r, c)).toBe(r);
          expect(Math.abs(r - x)).toBeLessThanOrEqual(rules.currencyDecimals(c) === 0 ? 0.5 : 0.005 + 1e-9);
        },
      ),
      runs,
    );
  });

  it('to24Hour and to12Hour are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (h) => {
        const { hour, meridiem } = rules.to12Hour(h);
        expect(rules.to24Hour(hour, meridiem)).toBe(h);
      }),
    );
  });

  it('clampDate always lands inside the bounds', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0100-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        const ymd = d.toISOString().slice(0, 10).replace(/-/g, '');
        const c = rules.clampDate(ymd);
        expect(c >= '10000101' && c <= '99990101').toBe(true);
      }),
      runs,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  byteLength,
  halfWidthNumber,
  isAlpha,
  isAlphaDash,
  isAlphaDashSpaces,
  isAlphaNum,
  isAlphaSpaces,
  isDigits,
  isEmail,
  isEmployeeNumber,
  isNumberText,
  normalizeMultiText,
  splitMultiText,
  truncateToBytes,
} from '../src/index.ts';

const long = 'a'.repeat(10_000);

describe('byteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['가나', 6],
    ['a가', 4],
    ['\u007f', 1],
    ['\u0080', 3],
    ['１２', 6], // full-width digits are above 127
    ['😀', 3], // one character (a surrogate pair) counts 3
    ['\ud800', 3], // a lone surrogate still counts as one character
    ['\ud800a', 4],
    [' ', 1],
  ])('%j is %i bytes', (text, bytes) => expect(byteLength(text)).toBe(bytes));
  it('is linear on long input', () => expect(byteLength('가'.repeat(10_000))).toBe(30_000));
});

describe('truncateToBytes', () => {
  it('keeps whole characters within the limit', () => {
    expect(truncateToBytes('가나다', 7)).toBe('가나');
    expect(truncateToBytes('ab😀c', 5)).toBe('ab😀');
    expect(truncateToBytes('ab😀c', 4)).toBe('ab');
    expect(truncateToBytes('abc', 0)).toBe('');
  });
});

describe('multi-text', () => {
  it.each([
    ['A001,A002', ['A001', 'A002']],
    [' A001\tA002\nA003 ', ['A001', 'A002', 'A003']],
    [',,A001,, ,A002,,', ['A001', 'A002']],
    ['A001\r\nA002', ['A001', 'A002']],
    ['A001\u3000A002', ['A001', 'A002']],
    ['가나 다라', ['가나', '다라']],
    ['', []],
    [' \t\n,', []],
  ])('%j splits to %j', (text, parts) => {
    expect(splitMultiText(text)).toEqual(parts);
    expect(normalizeMultiText(text)).toBe(parts.join(','));
  });
});

describe('isEmail', () => {
  it.each(['buyer01@mro.co.kr', 'a.b+c@ex-ample.com', 'x_y%z@a.io', 'a@b.info'])('accepts %s', (t) =>
    expect(isEmail(t)).toBe(true),
  );
  it.each([
    '',
    ' ',
    'plain',
    '@mro.com',
    'a@',
    'a@b',
    'a@@b.com',
    'a@b.c',
    'a@b.comxx',
    'a@b.c0m',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    '.a@b.com',
    'a.@b.com',
    'a..b@b.com',
    '가@b.com',
    'a b@c.com',
    'a@b.com ',
    long + '@',
  ])('rejects %j', (t) => expect(isEmail(t)).toBe(false));
});

describe('isEmployeeNumber', () => {
  it('accepts letters, digits and underscore only', () => {
    expect(isEmployeeNumber('EMP_001')).toBe(true);
    expect(isEmployeeNumber('')).toBe(false);
    expect(isEmployeeNumber('EMP-001')).toBe(false);
    expect(isEmployeeNumber('사번1')).toBe(false);
    expect(isEmployeeNumber('１２３')).toBe(false);
    expect(isEmployeeNumber(' EMP')).toBe(false);
  });
});

describe('isNumberText', () => {
  it.each(['0', '-1', '1,234,567', '12.5', '-0.001', '1,2,3.45'])('accepts %s', (t) =>
    expect(isNumberText(t)).toBe(true),
  );
  it.each(['', '-', '.5', '5.', '1e3', '+1', '1.2.3', 'abc', '１２', ' 1', '--1'])('rejects %j', (t) =>
    expect(isNumberText(t)).toBe(false),
  );
  it('limits integer and decimal digits (defaults 20 and 20)', () => {
    expect(isNumberText('9'.repeat(20))).toBe(true);
    expect(isNumberText('9'.repeat(21))).toBe(false);
    expect(isNumberText(`1.${'0'.repeat(20)}`)).toBe(true);
    expect(isNumberText(`1.${'0'.repeat(21)}`)).toBe(false);
    expect(isNumberText('12,345', { integerDigits: 5 })).toBe(true);
    expect(isNumberText('123,456', { integerDigits: 5 })).toBe(false);
    expect(isNumberText('1.5', { decimalDigits: 0 })).toBe(false);
  });
});

describe('character classes', () => {
  it('alpha family', () => {
    expect(isAlpha('abc가나')).toBe(true);
    expect(isAlpha('abc1')).toBe(false);
    expect(isAlphaDash('a-b_c1')).toBe(true);
    expect(isAlphaDash('a b')).toBe(false);
    expect(isAlphaNum('abc123가')).toBe(true);
    expect(isAlphaNum('abc-')).toBe(false);
    expect(isAlphaSpaces('ab 가 c')).toBe(true);
    expect(isAlphaSpaces('ab1')).toBe(false);
    expect(isAlphaDashSpaces('MRO / A&B #1 + c@d.e ?!_-')).toBe(true);
    expect(isAlphaDashSpaces('a*b')).toBe(false);
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('１２')).toBe(false);
  });
});

describe('halfWidthNumber', () => {
  it('turns full-width digits, comma, period and signs into ASCII, one for one, and leaves the rest', () => {
    expect(halfWidthNumber('１２，３４５．６７')).toBe('12,345.67');
    expect(halfWidthNumber('－１＋２')).toBe('-1+2');
    expect(halfWidthNumber('12가나a')).toBe('12가나a');
    expect(halfWidthNumber('１２３').length).toBe(3);
  });
});

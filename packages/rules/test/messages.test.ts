import { describe, expect, it } from 'vitest';
import fixture from './fixtures/spec-message-codes.json' with { type: 'json' };
import {
  formatMessage,
  isMessageCode,
  MESSAGE_CODES,
  messages,
  PASSWORD_CODES,
  PHONE_CODES,
  RULE_CODES,
  DATE_RANGE_CODES,
} from '../src/index.ts';

const HANGUL = /[\uac00-\ud7a3]/;

describe('message catalogue', () => {
  it.each([...fixture.codes, ...fixture.uncodedMessages])('%s has Korean (Hangul) and English text', (code) => {
    expect(isMessageCode(code)).toBe(true);
    const ko = messages.ko[code as keyof typeof messages.ko];
    const en = messages.en[code as keyof typeof messages.en];
    expect(ko).toMatch(HANGUL);
    expect(en.trim().length).toBeGreaterThan(5);
    expect(en).not.toMatch(HANGUL);
  });

  it('ko and en have the same codes and the same placeholders', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.ko).sort());
    const holes = (s: string) => [...s.matchAll(/\{(\w+)(?:\|[^}]+)?\}/g)].map((m) => m[1]).sort();
    for (const code of MESSAGE_CODES) expect(holes(messages.en[code]), code).toEqual(holes(messages.ko[code]));
  });

  it('every code a rule can return has text', () => {
    const returned = [
      ...Object.values(RULE_CODES),
      ...Object.values(PASSWORD_CODES),
      ...Object.values(PHONE_CODES),
      ...Object.values(DATE_RANGE_CODES),
    ];
    for (const code of returned) expect(isMessageCode(code), code).toBe(true);
  });

  it('fills params, formats sizes per locale, and leaves unknown ones visible', () => {
    expect(formatMessage('PICMCM0038', 'ko', { max: 200 })).toBe('최대 200자까지 입력할 수 있습니다.');
    expect(formatMessage('PICMCM0038', 'en', { max: 200 })).toBe('You can enter up to 200 characters.');
    expect(formatMessage('PICMCM0011', 'en', { extension: 'exe' })).toBe('This file type cannot be attached (exe).');
    expect(formatMessage('ASRTR0022', 'ko', { max: { bytes: 10 * 1024 * 1024 } })).toBe(
      '허용된 크기를 초과했습니다. (최대 10 MB)',
    );
    expect(formatMessage('ASRTR0022', 'en', { max: { bytes: 200 } })).toBe(
      'The size limit has been exceeded (maximum 200 bytes).',
    );
    expect(formatMessage('PICMCM0064', 'en')).toBe('You can open up to {max} tabs.');
    expect(formatMessage('ACMCM0002')).toBe('필수 입력 항목입니다.');
  });

  it('shows an uncoded server message as it is', () => {
    expect(formatMessage('거래처 정보가 없습니다.', 'ko')).toBe('거래처 정보가 없습니다.');
    expect(formatMessage('Limit {n}', 'en', { n: 3 })).toBe('Limit 3');
  });
});

describe('particles in the catalogue (issue 57 item 3)', () => {
  it('{param|을/를} takes the particle of the value’s last sound, never "을(를)"', () => {
    expect(formatMessage('MRORC0001', 'ko', { max: 10 })).toContain('10을 넘을');
    expect(formatMessage('MRORC0001', 'ko', { max: 2 })).toContain('2를 넘을');
    expect(formatMessage('MROJN0003', 'ko', { document: '사업자등록증' })).toBe('사업자등록증을 첨부해 주세요.');
    expect(formatMessage('MROJN0003', 'ko', { document: '통장 사본' })).toBe('통장 사본을 첨부해 주세요.');
    expect(formatMessage('MROJN0003', 'ko', {})).toBe('{document|을/를} 첨부해 주세요.');
    for (const code of MESSAGE_CODES)
      expect(messages.ko[code], code).not.toMatch(/을\(를\)|이\(가\)|은\(는\)|\(으\)로/);
  });

  it('shows a date parameter as YYYY-MM-DD, as the screens do', () => {
    expect(formatMessage('MROSO0004', 'ko', { requestedDt: '20270104' })).toContain('2027-01-04');
    expect(formatMessage('MROSO0004', 'ko', { requestedDt: '20270104' })).not.toContain('20270104');
  });
});

import { describe, expect, it } from 'vitest';
import ko from './locales/ko.json';
import en from './locales/en.json';
import { createI18n, localeFromCode } from './createI18n';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function leaves(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' && v !== null ? leaves(v) : [String(v)]));
}

describe('UI resources', () => {
  it('ko and en define the same keys', () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });

  it('every Korean string is written in Hangul (symbols such as ~ excepted) and no string is empty', () => {
    for (const text of leaves(ko)) {
      expect(text.trim()).not.toBe('');
      if (/^[\p{P}\p{S}\s]+$/u.test(text)) continue;
      expect(text).toMatch(/[\uac00-\ud7a3]/);
    }
    for (const text of leaves(en)) expect(text.trim()).not.toBe('');
  });

  it('maps the spec locale codes', () => {
    expect(localeFromCode('KO')).toBe('ko');
    expect(localeFromCode(' en ')).toBe('en');
    expect(localeFromCode('JA')).toBeUndefined();
    expect(localeFromCode(undefined)).toBeUndefined();
  });

  it('creates independent, synchronously ready instances', () => {
    const a = createI18n('ko');
    const b = createI18n('en');
    expect(a.t('button.loading')).toBe('처리 중입니다');
    expect(b.t('button.loading')).toBe('Processing');
  });
});

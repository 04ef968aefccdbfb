import { describe, expect, it } from 'vitest';
import { checkRules } from './ruleChecklist';

const rules = [{ code: 'AMSCU0026', params: { min: 9 } }, { code: 'AMSCU0025' }, { code: 'AMSCU0036' }];

describe('checkRules', () => {
  it('leaves every rule pending while the value is empty', () => {
    expect(checkRules(rules, '', ['AMSCU0026']).map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
  });

  it('marks the broken rules unmet and the others met, keeping their params', () => {
    const checked = checkRules(rules, 'abc', ['AMSCU0026', 'AMSCU0025']);
    expect(checked.map((r) => r.state)).toEqual(['unmet', 'unmet', 'met']);
    expect(checked[0]!.params).toEqual({ min: 9 });
  });

  it('ignores a violation that names no listed rule', () => {
    expect(checkRules(rules, 'x', ['MROPW0001']).every((r) => r.state === 'met')).toBe(true);
  });
});

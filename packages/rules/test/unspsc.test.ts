// The UNSPSC rule (decision 0102): eight ASCII digits, segment 10 to 99; empty passes (no code).
import { describe, expect, it } from 'vitest';
import { RULE_CODES, isUnspscCode, validate } from '../src/index.ts';

describe('the unspsc rule', () => {
  it('accepts eight digits with a segment of 10 to 99', () => {
    for (const ok of ['27111701', '10000000', '99999999', '46181504'])
      expect([ok, isUnspscCode(ok)]).toEqual([ok, true]);
  });

  it('refuses seven or nine digits, a leading zero, letters, full-width digits, signs and spaces', () => {
    for (const bad of [
      '2711170',
      '271117011',
      '07111701',
      '00000000',
      '2711170A',
      '２７１１１７０１',
      '-2711170',
      '2711 1701',
      '27111701\n',
    ])
      expect([bad, isUnspscCode(bad)]).toEqual([bad, false]);
  });

  it('is a rule with its own message code; empty passes unless required', () => {
    expect(RULE_CODES.unspsc).toBe('MROPU0012');
    expect(validate('2711170', 'unspsc')).toMatchObject({ code: 'MROPU0012' });
    expect(validate('', 'unspsc')).toBeNull();
    expect(validate('27111701', 'unspsc')).toBeNull();
    expect(validate('', 'required|unspsc')).toMatchObject({ code: 'ACMCM0002' });
  });
});

import { describe, expect, it } from 'vitest';
import { decisionKey, formatAmount, latestRound } from './model';

const step = (round: number, stepNo: number, decisionCd: string | null) => ({
  round,
  stepNo,
  decisionCd,
  procKindCd: stepNo === 0 ? 'A' : 'B',
  alertTypeCd: 'N',
  userNm: 'x',
  reasonCn: null,
  decidedAt: null,
  mine: false,
});

describe('the approval screens’ model', () => {
  it('formats an amount in its currency’s decimals', () => {
    expect(formatAmount('1284000', 'KRW', 'ko-KR')).toBe('1,284,000원');
    expect(formatAmount('12.5', 'USD', 'en-US')).toBe('USD 12.50');
    expect(formatAmount('1500', 'JPY', 'en-US')).toBe('JPY 1,500');
    expect(formatAmount('9007199254740993', 'KRW', 'ko')).toBe('9,007,199,254,740,993원');
  });

  it('marks the waiting step current in the latest round, a rejection current, a finished round complete', () => {
    expect(latestRound({ steps: [step(1, 0, 'DRAFTED'), step(1, 1, 'APPROVED'), step(1, 2, 'WAIT')] }).current).toBe(2);
    expect(latestRound({ steps: [step(1, 0, 'DRAFTED'), step(1, 1, 'REJECTED'), step(1, 2, 'SKIPPED')] }).current).toBe(
      1,
    );
    const cancel = latestRound({
      steps: [step(1, 0, 'DRAFTED'), step(1, 1, 'APPROVED'), step(2, 0, 'DRAFTED'), step(2, 1, 'APPROVED')],
    });
    expect([cancel.round, cancel.steps.length, cancel.current]).toEqual([2, 2, 2]);
    expect(decisionKey(null)).toBe('NONE');
  });
});

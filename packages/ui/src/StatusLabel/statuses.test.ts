import { describe, expect, it } from 'vitest';
import { BADGE_TONES } from '../Badge/Badge';
import { APPROVAL_STATUSES, APPROVAL_TONES, approvalStatusOf, ROW_STATE_TONES } from './statuses';

describe('status tones', () => {
  it('reads the server codes 1 to 7, as numbers or strings, and nothing else', () => {
    expect(APPROVAL_STATUSES.map((s) => approvalStatusOf(String(s)))).toEqual([...APPROVAL_STATUSES]);
    expect(approvalStatusOf(' 3 ')).toBe(3);
    expect(approvalStatusOf(7)).toBe(7);
    for (const code of ['0', '8', '', '2a', 'x', '1.5']) expect(approvalStatusOf(code)).toBeNull();
    expect(approvalStatusOf(0)).toBeNull();
  });

  it('gives the seven approval statuses seven different tones of the one scale', () => {
    const tones = APPROVAL_STATUSES.map((s) => APPROVAL_TONES[s]);
    expect(new Set(tones).size).toBe(7);
    for (const tone of [...tones, ...Object.values(ROW_STATE_TONES)]) expect(BADGE_TONES).toContain(tone);
  });
});

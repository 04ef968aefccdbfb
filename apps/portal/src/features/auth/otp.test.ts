import { describe, expect, it } from 'vitest';
import { timeLeft } from './OtpDialog';

describe('the SMS code countdown', () => {
  it('shows minutes and seconds left, rounding a started second up', () => {
    const now = Date.UTC(2026, 10, 24, 9, 0, 0);
    expect(timeLeft(now + 600_000, now)).toBe('10:00');
    expect(timeLeft(now + 59_001, now)).toBe('01:00');
    expect(timeLeft(now + 9_000, now)).toBe('00:09');
  });

  it('never goes below zero once the code has expired', () => {
    expect(timeLeft(1_000, 5_000)).toBe('00:00');
  });
});

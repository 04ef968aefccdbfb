import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_WORKING_HOURS,
  isWorkingDay,
  workingDeadline,
  workingMillisBetween,
  workingMinutesLeft,
} from '../src/index.ts';

const NONE = new Set<string>();
/** A Seoul wall-clock time as an instant (Seoul is UTC+9). */
const kst = (text: string) => new Date(`${text}+09:00`);
const HOUR = 3_600_000;

describe('working days', () => {
  it('are the Seoul days that are neither Saturday, Sunday nor in the holiday calendar', () => {
    expect(isWorkingDay('20261127', NONE)).toBe(true); // Friday
    expect(isWorkingDay('20261128', NONE)).toBe(false); // Saturday
    expect(isWorkingDay('20261129', NONE)).toBe(false); // Sunday
    expect(isWorkingDay('20261225', new Set(['20261225']))).toBe(false); // Christmas, a Friday
  });
});

describe('working time between two instants', () => {
  it('counts the clock time of working days only, on Seoul days (not UTC days)', () => {
    // Friday 15:00 to Monday 15:00 in Seoul: Friday's 9 hours and Monday's 15.
    expect(workingMillisBetween(kst('2026-11-27T15:00:00'), kst('2026-11-30T15:00:00'), NONE)).toBe(24 * HOUR);
    // Within one working day.
    expect(workingMillisBetween(kst('2026-11-25T09:00:00'), kst('2026-11-25T10:30:00'), NONE)).toBe(1.5 * HOUR);
    // A whole weekend counts nothing.
    expect(workingMillisBetween(kst('2026-11-28T00:00:00'), kst('2026-11-30T00:00:00'), NONE)).toBe(0);
    // Reversed or equal: nothing.
    expect(workingMillisBetween(kst('2026-11-26T00:00:00'), kst('2026-11-25T00:00:00'), NONE)).toBe(0);
  });

  it('skips the holidays of the calendar given', () => {
    const chuseok = new Set(['20260924', '20260925', '20260926']);
    // Wednesday 23 Sept 12:00 → Monday 28 Sept 12:00: 12 h of Wednesday, 12 h of Monday.
    expect(workingMillisBetween(kst('2026-09-23T12:00:00'), kst('2026-09-28T12:00:00'), chuseok)).toBe(24 * HOUR);
    expect(workingMillisBetween(kst('2026-09-23T12:00:00'), kst('2026-09-28T12:00:00'), NONE)).toBe(72 * HOUR);
  });
});

describe('the deadline of 24 working hours', () => {
  it('is the next working day at the same time, across weekends and holidays', () => {
    const h = REGISTRATION_WORKING_HOURS;
    expect(workingDeadline(kst('2026-11-25T10:00:00'), h, NONE)).toEqual(kst('2026-11-26T10:00:00'));
    expect(workingDeadline(kst('2026-11-27T15:00:00'), h, NONE)).toEqual(kst('2026-11-30T15:00:00'));
    // Registered on a Saturday: Monday's 24 hours.
    expect(workingDeadline(kst('2026-11-28T11:00:00'), h, NONE)).toEqual(kst('2026-12-01T00:00:00'));
    // Thursday 24 Dec, with Christmas Friday: due Monday 28 Dec.
    expect(workingDeadline(kst('2026-12-24T16:00:00'), h, new Set(['20261225']))).toEqual(kst('2026-12-28T16:00:00'));
  });

  it('agrees with the working time between (deadline − start is exactly the hours)', () => {
    const holidays = new Set(['20261225', '20270101']);
    for (const start of ['2026-12-23T08:15:00', '2026-12-31T23:59:00', '2026-12-26T05:00:00']) {
      const at = kst(start);
      const due = workingDeadline(at, 24, holidays);
      expect(workingMillisBetween(at, due, holidays)).toBe(24 * HOUR);
    }
  });
});

describe('the time left', () => {
  it('counts down in working minutes and goes negative once overdue', () => {
    const start = kst('2026-11-27T15:00:00'); // Friday
    expect(workingMinutesLeft(start, kst('2026-11-27T15:00:00'), 24, NONE)).toBe(24 * 60);
    // Saturday: the 9 hours of Friday have passed, the weekend stops the clock.
    expect(workingMinutesLeft(start, kst('2026-11-28T20:00:00'), 24, NONE)).toBe(15 * 60);
    expect(workingMinutesLeft(start, kst('2026-11-30T14:59:30'), 24, NONE)).toBe(0);
    expect(workingMinutesLeft(start, kst('2026-11-30T17:30:00'), 24, NONE)).toBe(-150);
  });
});

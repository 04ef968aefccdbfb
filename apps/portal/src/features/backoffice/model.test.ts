import { describe, expect, it } from 'vitest';
import { nextFocusKey, timeLeftOf } from './model';

describe('the time left of a registration', () => {
  it('splits working minutes into hours and minutes, with a tone by urgency', () => {
    expect(timeLeftOf(24 * 60)).toEqual({ overdue: false, hours: 24, minutes: 0, tone: 'info' });
    expect(timeLeftOf(239)).toEqual({ overdue: false, hours: 3, minutes: 59, tone: 'warning' });
    expect(timeLeftOf(0)).toEqual({ overdue: false, hours: 0, minutes: 0, tone: 'warning' });
    expect(timeLeftOf(-150)).toEqual({ overdue: true, hours: 2, minutes: 30, tone: 'danger' });
  });
});

describe('the focus after an approval', () => {
  it('goes to the row that took the place, else the one before, else nowhere', () => {
    expect(nextFocusKey(['a', 'b', 'c'], 'b', ['a', 'c'])).toBe('c');
    expect(nextFocusKey(['a', 'b', 'c'], 'c', ['a', 'b'])).toBe('b');
    expect(nextFocusKey(['a'], 'a', [])).toBeNull();
    // Someone else's approval removed the next one too: the one after that.
    expect(nextFocusKey(['a', 'b', 'c', 'd'], 'b', ['a', 'd'])).toBe('d');
  });
});

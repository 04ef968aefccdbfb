import { describe, expect, it } from 'vitest';
import { listOf, monthEndingOn } from './period';

describe('search periods', () => {
  it('opens on the month ending today, across month and year ends', () => {
    expect(monthEndingOn('20261125')).toEqual({ start: '20261026', end: '20261125' });
    expect(monthEndingOn('20260301')).toEqual({ start: '20260202', end: '20260301' });
    expect(monthEndingOn('20270115')).toEqual({ start: '20261216', end: '20270115' });
    expect(monthEndingOn('20260331')).toEqual({ start: '20260304', end: '20260331' });
  });

  it('reads a multi-text input’s comma string as its values', () => {
    expect(listOf('RT1, RT2,,  ,RT3 ')).toEqual(['RT1', 'RT2', 'RT3']);
    expect(listOf('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { conditionsFromQuery, listOf, monthEndingOn, periodRefusal } from './period';

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

describe('a list’s period refusal and filters from its query', () => {
  const violation = (from: string, to: string) => (from > to ? 'REVERSED' : null);
  it('asks the rule with the period’s ends', () => {
    expect(periodRefusal(violation)({ period: { start: '20260102', end: '20260101' } })).toBe('REVERSED');
    expect(periodRefusal(violation)({ period: { start: '20260101', end: '20260101' } })).toBeNull();
  });

  it('takes the text conditions the query names, and only those', () => {
    const opening = { period: { start: '20260101', end: '20260131' }, cpNm: '', statCd: 'REQ' };
    expect(conditionsFromQuery(opening, '?cpNm=%EA%B0%80%EB%82%98&statCd=&other=x&period=1')).toEqual({
      period: { start: '20260101', end: '20260131' },
      cpNm: '가나',
      statCd: '',
    });
    expect(conditionsFromQuery(opening, '')).toEqual(opening);
  });
});

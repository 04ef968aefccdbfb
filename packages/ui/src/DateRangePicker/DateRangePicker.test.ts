import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { presetRange, useDateRange } from './useDateRange';

describe('presetRange', () => {
  it.each([
    ['today', '20261121', '20261121'],
    ['week', '20261115', '20261121'],
    ['month', '20261022', '20261121'],
    ['months3', '20260822', '20261121'],
  ] as const)('%s ends today', (preset, start, end) => {
    expect(presetRange(preset, '20261121')).toEqual({ start, end });
  });
  it('a month back from the 31st clamps to the month end', () => {
    expect(presetRange('month', '20260331')).toEqual({ start: '20260301', end: '20260331' });
  });
});

describe('useDateRange', () => {
  it('a start after the end moves the end, an end before the start moves the start', () => {
    const { result } = renderHook(() => useDateRange({ defaultValue: { start: '20261101', end: '20261110' } }));
    act(() => result.current.setStart('20261115'));
    expect(result.current.range).toEqual({ start: '20261115', end: '20261115' });
    act(() => result.current.setEnd('20261105'));
    expect(result.current.range).toEqual({ start: '20261105', end: '20261105' });
    act(() => result.current.setEnd('20261120'));
    expect(result.current.range).toEqual({ start: '20261105', end: '20261120' });
    act(() => result.current.setStart(''));
    expect(result.current.range).toEqual({ start: '', end: '20261120' });
  });

  it.each([
    [{ maxDays: 7 }, { start: '20261101', end: '20261108' }, 'ACMCM0034'],
    [{ maxMonths: 1 }, { start: '20261015', end: '20261115' }, 'ABYEC0012'],
    [{ maxYears: 1 }, { start: '20251121', end: '20261121' }, 'ABYMC0019'],
    [{ required: true }, { start: '20261101', end: '' }, 'ACMCM0002'],
    [{}, { start: '', end: '20261101' }, 'PICMCM0015'],
    [{ maxDays: 7 }, { start: '20261101', end: '20261107' }, null],
  ])('%j on %j → %s', (limits, value, code) => {
    const { result } = renderHook(() => useDateRange({ ...limits, defaultValue: value }));
    expect(result.current.violation).toBe(code);
  });

  it('presets use the given today', () => {
    const { result } = renderHook(() => useDateRange({ today: '20261121' }));
    act(() => result.current.applyPreset('week'));
    expect(result.current.range).toEqual({ start: '20261115', end: '20261121' });
  });
});

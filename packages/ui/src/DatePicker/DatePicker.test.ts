import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { dateOf, holidayModifiers, ymdOf } from './holidays';
import { useDatePicker } from './useDatePicker';

describe('useDatePicker', () => {
  it('commits typed dates, clamped into the default bounds 1000-01-01 … 9999-01-01', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useDatePicker({ onValueChange }));
    act(() => void result.current.commit('2026-11-21'));
    expect(result.current.value).toBe('20261121');
    expect(result.current.text).toBe('2026-11-21');
    act(() => void result.current.commit('0999-12-31'));
    expect(result.current.value).toBe('10000101');
    act(() => void result.current.commit('9999-12-31'));
    expect(result.current.value).toBe('99990101');
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('reverts invalid text to the last valid value and clears on empty', () => {
    const { result } = renderHook(() => useDatePicker({ defaultValue: '20261121' }));
    let held = '';
    act(() => void (held = result.current.commit('2026-02-30')));
    expect(held).toBe('20261121');
    expect(result.current.value).toBe('20261121');
    act(() => void result.current.commit('2026-1'));
    expect(result.current.value).toBe('20261121');
    act(() => void result.current.commit('____-__-__'));
    expect(result.current.value).toBe('');
  });

  it('clamps into given bounds, also for picks', () => {
    const { result } = renderHook(() => useDatePicker({ min: '20260101', max: '20261231' }));
    act(() => void result.current.commit('20250505'));
    expect(result.current.value).toBe('20260101');
    act(() => result.current.pick('20270101'));
    expect(result.current.value).toBe('20261231');
  });

  it('year-month and year formats', () => {
    const { result } = renderHook(() => useDatePicker({ format: 'year-month' }));
    act(() => void result.current.commit('2026-11'));
    expect(result.current.value).toBe('202611');
    expect(result.current.text).toBe('2026-11');
    const { result: y } = renderHook(() => useDatePicker({ format: 'year', max: '20301231' }));
    act(() => void y.current.commit('2099'));
    expect(y.current.value).toBe('2030');
  });
});

describe('holidays', () => {
  it('groups SA as blue and SU/HO as red, skipping bad entries', () => {
    const m = holidayModifiers([
      { cldYmd: '20261121', holGbCd: 'SA' },
      { cldYmd: '20261122', holGbCd: 'SU' },
      { cldYmd: '20261225', holGbCd: 'HO' },
      { cldYmd: 'bad', holGbCd: 'HO' },
      { cldYmd: '20261126', holGbCd: 'XX' },
    ]);
    expect(m.saturday.map(ymdOf)).toEqual(['20261121']);
    expect(m.redDay.map(ymdOf)).toEqual(['20261122', '20261225']);
    expect(ymdOf(dateOf('10000101'))).toBe('10000101');
  });
});

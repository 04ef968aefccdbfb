import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { parseTypedTime, shiftTime, timeLabel } from './timeText';
import { useTimePicker } from './useTimePicker';

const labels = { am: '오전', pm: '오후' };
const key = (k: string, extra: object = {}) =>
  ({
    key: k,
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
    nativeEvent: { isComposing: false, keyCode: 0 },
    ...extra,
  }) as never;

describe('time text', () => {
  it('labels 24-hour and 12-hour times', () => {
    expect(timeLabel('13:05:00', false, labels)).toBe('13:05');
    expect(timeLabel('13:05:00', true, labels)).toBe('01:05 오후');
    expect(timeLabel('00:30:00', true, labels, true)).toBe('오전 12:30');
    expect(timeLabel('', false, labels)).toBe('');
  });
  it('parses typed times', () => {
    expect(parseTypedTime('930', false, labels)).toBe('09:30:00');
    expect(parseTypedTime('23:59', false, labels)).toBe('23:59:00');
    expect(parseTypedTime('24:00', false, labels)).toBeNull();
    expect(parseTypedTime('01:05 PM', true, labels)).toBe('13:05:00');
    expect(parseTypedTime('오후 12:00', true, labels)).toBe('12:00:00');
    expect(parseTypedTime('12:00', true, labels, 'AM')).toBe('00:00:00');
    expect(parseTypedTime('13:00', true, labels)).toBeNull();
    expect(parseTypedTime('abc', true, labels)).toBeNull();
  });
  it('shifts and wraps around midnight', () => {
    expect(shiftTime('23:30:00', 30)).toBe('00:00:00');
    expect(shiftTime('00:00:00', -1)).toBe('23:59:00');
    expect(shiftTime('bad', 5)).toBe('00:05:00');
  });
});

describe('useTimePicker', () => {
  it('arrows move by the step and wrap (24-hour)', () => {
    const { result } = renderHook(() => useTimePicker({ defaultValue: '23:30:00', labels }));
    act(() => result.current.inputProps.onKeyDown(key('ArrowUp')));
    expect(result.current.value).toBe('00:00:00');
    act(() => result.current.inputProps.onKeyDown(key('ArrowDown')));
    expect(result.current.value).toBe('23:30:00');
  });

  it.each([1, 5, 10, 30, 60] as const)('a %i-minute step lists the right options', (step) => {
    const { result } = renderHook(() => useTimePicker({ step, labels }));
    expect(result.current.options).toHaveLength(1440 / step);
    expect(result.current.options[1]).toBe(shiftTime('00:00:00', step));
  });

  it('typed entry commits; invalid reverts to the last valid value; empty clears', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useTimePicker({ defaultValue: '09:00:00', labels, onValueChange }));
    act(() => result.current.inputProps.onChange({ target: { value: '1730' } } as never));
    act(() => result.current.inputProps.onBlur());
    expect(result.current.value).toBe('17:30:00');
    // Off the 30-minute step: the nearest time of the list.
    act(() => result.current.inputProps.onChange({ target: { value: '17:40' } } as never));
    act(() => result.current.inputProps.onBlur());
    expect(result.current.value).toBe('17:30:00');
    act(() => result.current.inputProps.onChange({ target: { value: '1745' } } as never));
    act(() => result.current.inputProps.onBlur());
    expect(result.current.value).toBe('18:00:00');
    act(() => result.current.inputProps.onChange({ target: { value: '99:99' } } as never));
    act(() => result.current.inputProps.onKeyDown(key('Enter')));
    expect(result.current.value).toBe('18:00:00');
    expect(result.current.inputProps.value).toBe('18:00');
    act(() => result.current.inputProps.onChange({ target: { value: ' ' } } as never));
    act(() => result.current.inputProps.onBlur());
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('the list opens on Alt+ArrowDown, moves, selects with Enter, closes with Escape', () => {
    const { result } = renderHook(() => useTimePicker({ defaultValue: '10:00:00', step: 60, labels }));
    act(() => result.current.inputProps.onKeyDown(key('ArrowDown', { altKey: true })));
    expect(result.current.open).toBe(true);
    expect(result.current.active).toBe(10);
    act(() => result.current.inputProps.onKeyDown(key('ArrowDown')));
    act(() => result.current.inputProps.onKeyDown(key('Enter')));
    expect(result.current.value).toBe('11:00:00');
    expect(result.current.open).toBe(false);
    act(() => result.current.setOpen(true));
    act(() => result.current.inputProps.onKeyDown(key('End')));
    expect(result.current.active).toBe(23);
    act(() => result.current.inputProps.onKeyDown(key('Escape')));
    expect(result.current.open).toBe(false);
    expect(result.current.value).toBe('11:00:00');
  });

  it('12-hour: AM/PM toggle keeps a 24-hour value; keys ignored while composing', () => {
    const { result } = renderHook(() => useTimePicker({ defaultValue: '09:15:00', hour12: true, labels }));
    expect(result.current.inputProps.value).toBe('09:15 오전');
    act(() => result.current.toggleMeridiem());
    expect(result.current.value).toBe('21:15:00');
    act(() =>
      result.current.inputProps.onKeyDown({
        key: 'ArrowUp',
        preventDefault: vi.fn(),
        nativeEvent: { isComposing: true },
      } as never),
    );
    expect(result.current.value).toBe('21:15:00');
  });

  it('read-only: no list, no arrows, no AM/PM toggle, typed text never commits', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() =>
      useTimePicker({ defaultValue: '09:15:00', hour12: true, readOnly: true, labels, onValueChange }),
    );
    expect(result.current.inputProps.readOnly).toBe(true);
    act(() => result.current.inputProps.onKeyDown(key('ArrowDown', { altKey: true })));
    act(() => result.current.setOpen(true));
    expect(result.current.open).toBe(false);
    act(() => result.current.inputProps.onKeyDown(key('ArrowUp')));
    act(() => result.current.toggleMeridiem());
    expect(result.current.value).toBe('09:15:00');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

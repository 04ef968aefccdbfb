import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { stepValue, useStepper } from './useStepper';

const key = (k: string) =>
  ({ key: k, preventDefault: vi.fn(), nativeEvent: { isComposing: false, keyCode: 0 } }) as never;

describe('stepValue', () => {
  it('clamps or wraps', () => {
    expect(stepValue(9, 1, { min: 0, max: 10 })).toBe(10);
    expect(stepValue(10, 1, { min: 0, max: 10 })).toBe(10);
    expect(stepValue(10, 1, { min: 0, max: 10, wrap: true })).toBe(0);
    expect(stepValue(0, -1, { min: 0, max: 10, wrap: true })).toBe(10);
    expect(stepValue(0, -5, { min: 0, max: 10 })).toBe(0);
    expect(stepValue(5, 100)).toBe(105);
  });
});

describe('useStepper', () => {
  it('handles arrows, PageUp/PageDown, Home/End with spinbutton ARIA', () => {
    const { result } = renderHook(() => useStepper({ min: 0, max: 100, defaultValue: 50 }));
    expect(result.current.inputProps).toMatchObject({
      role: 'spinbutton',
      'aria-valuenow': 50,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
    });
    act(() => result.current.inputProps.onKeyDown(key('ArrowUp')));
    expect(result.current.value).toBe(51);
    act(() => result.current.inputProps.onKeyDown(key('PageDown')));
    expect(result.current.value).toBe(41);
    act(() => result.current.inputProps.onKeyDown(key('End')));
    expect(result.current.value).toBe(100);
    expect(result.current.canIncrement).toBe(false);
    act(() => result.current.inputProps.onKeyDown(key('Home')));
    expect(result.current.value).toBe(0);
    act(() => result.current.inputProps.onKeyDown(key('ArrowDown')));
    expect(result.current.value).toBe(0);
  });

  it('wraps when asked and clamps typed entry on commit', () => {
    const { result } = renderHook(() => useStepper({ min: 0, max: 23, defaultValue: 23, wrap: true }));
    act(() => result.current.increment());
    expect(result.current.value).toBe(0);
    act(() => result.current.inputProps.onChange({ target: { value: '99' } } as never));
    expect(result.current.inputProps.value).toBe('99');
    act(() => result.current.inputProps.onBlur());
    expect(result.current.value).toBe(23);
    act(() => result.current.inputProps.onChange({ target: { value: 'abc' } } as never));
    act(() => result.current.inputProps.onKeyDown(key('Enter')));
    expect(result.current.value).toBe(23);
  });

  it('ignores keys while disabled or composing', () => {
    const { result } = renderHook(() => useStepper({ defaultValue: 1, disabled: true }));
    act(() => result.current.inputProps.onKeyDown(key('ArrowUp')));
    expect(result.current.value).toBe(1);
    const { result: r2 } = renderHook(() => useStepper({ defaultValue: 1 }));
    act(() =>
      r2.current.inputProps.onKeyDown({
        key: 'ArrowUp',
        preventDefault: vi.fn(),
        nativeEvent: { isComposing: true },
      } as never),
    );
    expect(r2.current.value).toBe(1);
  });

  it('read-only: keys and buttons change nothing, both buttons report they cannot step', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useStepper({ min: 0, max: 9, defaultValue: 4, readOnly: true, onValueChange }));
    expect(result.current.inputProps.readOnly).toBe(true);
    act(() => result.current.inputProps.onKeyDown(key('ArrowUp')));
    act(() => result.current.inputProps.onKeyDown(key('End')));
    act(() => result.current.increment());
    act(() => result.current.decrement());
    expect(result.current.value).toBe(4);
    expect([result.current.canIncrement, result.current.canDecrement]).toEqual([false, false]);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

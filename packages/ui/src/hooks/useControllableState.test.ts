import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and notifies changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('follows the value prop when controlled and only asks the owner to change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange }), {
      initialProps: { value: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('does not notify when the value is unchanged', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chains functional updates within one act', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 0, onChange }));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('keeps a stable setter across renders', () => {
    const { result, rerender } = renderHook(() => useControllableState({ defaultValue: false }));
    const first = result.current[1];
    rerender();
    expect(result.current[1]).toBe(first);
  });

  it('treats an explicit undefined value as uncontrolled (open/defaultOpen)', () => {
    const { result } = renderHook(() => useControllableState<boolean>({ value: undefined, defaultValue: true }));
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
  });
});

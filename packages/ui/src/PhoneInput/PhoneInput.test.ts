import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePhoneInput } from './usePhoneInput';

const typed = (part: number, value: string) =>
  ({ currentTarget: { dataset: { part: String(part) }, value, selectionStart: value.length } }) as never;

describe('usePhoneInput', () => {
  it('splits its value into three parts and joins what is typed', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => usePhoneInput({ defaultValue: '0212345678', onValueChange }));
    expect(result.current.parts).toEqual(['02', '1234', '5678']);
    act(() => result.current.getPartProps(1).onChange(typed(1, '98a76')));
    expect(onValueChange).toHaveBeenLastCalledWith('02-9876-5678');
    act(() => result.current.getPartProps(2).onChange(typed(2, '')));
    expect(onValueChange).toHaveBeenLastCalledWith('02-9876-');
  });

  it('keeps at most four digits in a part', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => usePhoneInput({ onValueChange }));
    act(() => result.current.getPartProps(2).onChange(typed(2, '123456')));
    expect(onValueChange).toHaveBeenLastCalledWith('--1234');
  });

  it('changes nothing read-only or disabled', () => {
    for (const locked of [{ readOnly: true }, { disabled: true }]) {
      const onValueChange = vi.fn();
      const { result } = renderHook(() => usePhoneInput({ defaultValue: '010-1234-5678', onValueChange, ...locked }));
      act(() => result.current.getPartProps(1).onChange(typed(1, '9')));
      act(() => result.current.choosePrefix('011'));
      expect(onValueChange).not.toHaveBeenCalled();
      expect(result.current.value).toBe('010-1234-5678');
    }
  });

  it("a mobile number's prefix is chosen; the caller's handlers run first", () => {
    const onValueChange = vi.fn();
    const calls: string[] = [];
    const { result } = renderHook(() => usePhoneInput({ kind: 'mobile', onValueChange }));
    act(() => result.current.choosePrefix('016'));
    expect(onValueChange).toHaveBeenLastCalledWith('016--');
    expect(result.current.prefixes).toContain('019');
    const props = result.current.getPartProps(1, { onChange: () => calls.push('caller') });
    act(() => props.onChange(typed(1, '1')));
    expect(calls).toEqual(['caller']);
    expect(onValueChange).toHaveBeenLastCalledWith('016-1-');
  });

  it('names each part for autofill, under the contact token given', () => {
    const { result } = renderHook(() => usePhoneInput({ autoComplete: 'mobile' }));
    expect([0, 1, 2].map((p) => result.current.getPartProps(p as 0).autoComplete)).toEqual([
      'mobile tel-area-code',
      'mobile tel-local-prefix',
      'mobile tel-local-suffix',
    ]);
    const off = renderHook(() => usePhoneInput({ autoComplete: 'off' }));
    expect(off.result.current.getPartProps(1).autoComplete).toBe('off');
  });
});

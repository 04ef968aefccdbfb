import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useMultiTextInput } from './useMultiTextInput';

const change = (value: string, isComposing = false) =>
  ({ target: { value }, nativeEvent: { isComposing } }) as unknown as ChangeEvent<HTMLInputElement>;
const key = (k: string, value: string, isComposing = false) =>
  ({
    key: k,
    nativeEvent: { isComposing },
    currentTarget: { value },
    target: { value },
    preventDefault: () => undefined,
  }) as unknown as KeyboardEvent<HTMLInputElement>;

describe('useMultiTextInput', () => {
  it('keeps the part being typed and commits parts ended by a separator', () => {
    const onItemsChange = vi.fn();
    const { result } = renderHook(() => useMultiTextInput({ onItemsChange }));
    act(() => result.current.inputProps.onChange(change('A1 A2,A')));
    expect(result.current.items).toEqual(['A1', 'A2']);
    expect(result.current.draft).toBe('A');
    act(() => result.current.inputProps.onChange(change('A3\t')));
    expect(result.current.items).toEqual(['A1', 'A2', 'A3']);
    expect(result.current.draft).toBe('');
    expect(onItemsChange).toHaveBeenLastCalledWith(['A1', 'A2', 'A3']);
  });

  it('does not split or commit during composition, and Enter then is ignored', () => {
    const onEnter = vi.fn();
    const { result } = renderHook(() => useMultiTextInput({ onEnter }));
    act(() => result.current.inputProps.onCompositionStart());
    act(() => result.current.inputProps.onChange(change('볼 트', true)));
    act(() => result.current.inputProps.onKeyDown(key('Enter', '볼 트', true)));
    expect(result.current.items).toEqual([]);
    expect(result.current.draft).toBe('볼 트');
    expect(onEnter).not.toHaveBeenCalled();
    act(() => result.current.inputProps.onCompositionEnd({ currentTarget: { value: '볼 트' } as HTMLInputElement }));
    expect(result.current.items).toEqual(['볼']);
    expect(result.current.draft).toBe('트');
    act(() => result.current.inputProps.onKeyDown(key('Enter', '트')));
    expect(result.current.items).toEqual(['볼', '트']);
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('skips duplicates unless allowed and refuses values beyond the maximum', () => {
    const { result } = renderHook(() => useMultiTextInput({ maxItems: 2 }));
    act(() => result.current.inputProps.onChange(change('A A ')));
    expect(result.current.items).toEqual(['A']);
    expect(result.current.notice).toEqual({ key: 'duplicate', values: ['A'] });
    act(() => result.current.inputProps.onChange(change('B C D ')));
    expect(result.current.items).toEqual(['A', 'B']);
    expect(result.current.notice).toEqual({ key: 'maxItems', values: ['C', 'D'], max: 2 });
    const dup = renderHook(() => useMultiTextInput({ allowDuplicates: true }));
    act(() => dup.result.current.inputProps.onChange(change('A A ')));
    expect(dup.result.current.items).toEqual(['A', 'A']);
  });

  it('removes by index, by Backspace in an empty input, commits on blur and clears', () => {
    const { result } = renderHook(() => useMultiTextInput({ defaultItems: ['A', 'B', 'C'] }));
    act(() => result.current.remove(1));
    expect(result.current.items).toEqual(['A', 'C']);
    act(() => result.current.inputProps.onKeyDown(key('Backspace', '')));
    expect(result.current.items).toEqual(['A']);
    act(() => result.current.inputProps.onKeyDown(key('Backspace', 'x')));
    expect(result.current.items).toEqual(['A']);
    act(() => result.current.inputProps.onBlur({ currentTarget: { value: ' Z ' } as HTMLInputElement }));
    expect(result.current.items).toEqual(['A', 'Z']);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('follows a controlled value', () => {
    const { result, rerender } = renderHook(({ items }) => useMultiTextInput({ items }), {
      initialProps: { items: ['A'] },
    });
    rerender({ items: ['B', 'C'] });
    expect(result.current.items).toEqual(['B', 'C']);
  });
});

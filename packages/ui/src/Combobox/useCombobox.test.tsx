import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent, KeyboardEvent } from 'react';
import type { CodeItem } from '@mro/rules';
import { useCombobox, type UseComboboxOptions } from './useCombobox';

const items: CodeItem[] = [
  { cd: 'G01', cdNm: '안전장갑' },
  { cd: 'G02', cdNm: '니트릴 장갑' },
  { cd: 'S01', cdNm: '안전화' },
];

const type = (value: string, isComposing = false) =>
  ({ target: { value }, nativeEvent: { isComposing } }) as unknown as ChangeEvent<HTMLInputElement>;
const key = (k: string, extra: object = {}) =>
  ({
    key: k,
    nativeEvent: { isComposing: false, keyCode: 0 },
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
    ...extra,
  }) as unknown as KeyboardEvent<HTMLInputElement>;

const setup = (options: UseComboboxOptions) =>
  renderHook((props: UseComboboxOptions) => useCombobox(props), {
    initialProps: options,
  });

describe('useCombobox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('filters only on committed text: a composing change keeps the list as it was', () => {
    const { result } = setup({ items });
    act(() => result.current.getInputProps().onChange(type('ㅇ', true)));
    expect(result.current.open).toBe(false);
    expect(result.current.getInputProps().value).toBe('ㅇ');
    act(() => result.current.getInputProps().onCompositionEnd({ currentTarget: { value: 'ㅇ' } as HTMLInputElement }));
    expect(result.current.options.map((o) => o.cd)).toEqual(['G01', 'S01']);
  });

  it('ignores Enter during a composition (Safari: keyCode 229)', () => {
    const onValueChange = vi.fn();
    const { result } = setup({ items, onValueChange });
    act(() => result.current.getInputProps().onChange(type('ㄴ')));
    const enter = key('Enter', { nativeEvent: { isComposing: false, keyCode: 229 } });
    act(() => result.current.getInputProps().onKeyDown(enter));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(enter.preventDefault).not.toHaveBeenCalled();
    act(() => result.current.getInputProps().onKeyDown(key('Enter')));
    expect(onValueChange).toHaveBeenCalledWith('G02');
  });

  it('asks a server once per 200 ms pause and aborts the stale request', async () => {
    const signals: AbortSignal[] = [];
    const loadItems = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<CodeItem[]>((resolve) => setTimeout(() => resolve(items.slice(0, query.length)), 500));
    });
    const { result } = setup({ loadItems });
    act(() => result.current.getInputProps().onChange(type('a')));
    act(() => result.current.getInputProps().onChange(type('ab')));
    await act(async () => vi.advanceTimersByTime(199));
    expect(loadItems).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    await act(async () => vi.advanceTimersByTime(1));
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(loadItems).toHaveBeenLastCalledWith('ab', expect.any(AbortSignal));
    act(() => result.current.getInputProps().onChange(type('abc')));
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => vi.advanceTimersByTime(700));
    expect(loadItems).toHaveBeenCalledTimes(2);
    expect(signals[1]!.aborted).toBe(false);
    expect(result.current.options).toHaveLength(3);
    expect(result.current.status).toBe('ready');
  });

  it('multiple: toggles values, Backspace in the empty box removes the last', () => {
    const onValueChange = vi.fn();
    const { result } = setup({ items, multiple: true, defaultValue: ['G01'], onValueChange });
    act(() => result.current.setOpen(true));
    act(() => result.current.getInputProps().onKeyDown(key('ArrowDown')));
    act(() => result.current.getInputProps().onKeyDown(key('Enter')));
    expect(onValueChange).toHaveBeenLastCalledWith(['G01', 'G02']);
    act(() => result.current.getInputProps().onKeyDown(key('Backspace')));
    expect(onValueChange).toHaveBeenLastCalledWith(['G01']);
    expect(result.current.chosen).toEqual([{ value: 'G01', label: '안전장갑' }]);
  });

  it('free text: typed text becomes the value on leaving; listed-only reverts', () => {
    const free = setup({ items, freeText: true });
    act(() => free.result.current.getInputProps().onChange(type('방진 마스크')));
    act(() => free.result.current.getInputProps().onBlur());
    expect(free.result.current.values).toEqual(['방진 마스크']);
    const listed = setup({ items, defaultValue: 'S01' });
    act(() => listed.result.current.getInputProps().onChange(type('방진')));
    act(() => listed.result.current.getInputProps().onBlur());
    expect(listed.result.current.values).toEqual(['S01']);
    expect(listed.result.current.getInputProps().value).toBe('안전화');
  });

  it('disabled and read-only neither open nor change', () => {
    const { result } = setup({ items, readOnly: true, defaultValue: 'G01' });
    act(() => result.current.setOpen(true));
    act(() => result.current.getInputProps().onChange(type('x')));
    expect(result.current.open).toBe(false);
    expect(result.current.values).toEqual(['G01']);
  });
});

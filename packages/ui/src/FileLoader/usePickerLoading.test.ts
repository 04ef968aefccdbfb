import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FILE_PICKER_LOADING_DELAY_MS } from '@mro/rules';
import { usePickerLoading } from './usePickerLoading';

afterEach(() => {
  vi.useRealTimers();
});

describe('the file picker’s loading state', () => {
  it('is busy from the click for 1,500 ms, or until the files arrive', () => {
    vi.useFakeTimers();
    expect(FILE_PICKER_LOADING_DELAY_MS).toBe(1500);
    const { result } = renderHook(() => usePickerLoading());
    expect(result.current.loading).toBe(false);
    act(() => result.current.start());
    expect(result.current.loading).toBe(true);
    act(() => void vi.advanceTimersByTime(1499));
    expect(result.current.loading).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.loading).toBe(false);
    act(() => result.current.start());
    act(() => result.current.stop());
    expect(result.current.loading).toBe(false);
  });
});

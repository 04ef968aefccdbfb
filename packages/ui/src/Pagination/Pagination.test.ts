import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { pageCount, pageWindow, usePagination } from './usePagination';

describe('page windows of 10', () => {
  it('counts pages and picks the block holding the page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(501, 50)).toBe(11);
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(25, 25)).toEqual([21, 22, 23, 24, 25]);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});

describe('usePagination', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves at once and reports the page after 100 ms without further clicks', async () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() => usePagination({ totalCount: 1000, onPageChange }));
    await act(() => result.current.next());
    await act(() => result.current.next());
    await act(() => result.current.next());
    expect(result.current.page).toBe(4);
    vi.advanceTimersByTime(99);
    expect(onPageChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(4);
    await act(() => result.current.last());
    expect(result.current.page).toBe(20);
    await act(() => result.current.next());
    expect(result.current.page).toBe(20);
    await act(() => result.current.first());
    expect(result.current.pages[0]).toBe(1);
  });

  it('asks before moving and stays when declined', async () => {
    const confirmChange = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { result } = renderHook(() => usePagination({ totalCount: 200, pageSize: 50, confirmChange }));
    await act(() => result.current.goTo(3));
    expect(result.current.page).toBe(1);
    await act(() => result.current.goTo(3));
    expect(result.current.page).toBe(3);
  });
});

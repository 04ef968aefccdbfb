import { useEffect, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_CHANGE_DEBOUNCE_MS, PAGE_NUMBER_WINDOW } from '@mro/rules';
import { useControllableState } from '../hooks/useControllableState';

/** Number of pages for a total (at least 1). */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
}

/** The block of page numbers that holds `page`: 1–10, 11–20… (spec: window of 10). */
export function pageWindow(page: number, count: number, size: number = PAGE_NUMBER_WINDOW): number[] {
  const current = Math.min(Math.max(1, page), count);
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(count, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface UsePaginationOptions {
  page?: number | undefined;
  defaultPage?: number | undefined;
  /** Called once the user stops clicking for 100 ms (spec: page change debounce). */
  onPageChange?: ((page: number) => void) | undefined;
  totalCount: number;
  pageSize?: number | undefined;
  /** Asked before moving (e.g. the unsaved-changes guard, PICMCM0026); false keeps the page. */
  confirmChange?: (() => Promise<boolean>) | undefined;
}

export function usePagination({
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  totalCount,
  pageSize = DEFAULT_PAGE_SIZE,
  confirmChange,
}: UsePaginationOptions) {
  const count = pageCount(totalCount, pageSize);
  const [page, setPage] = useControllableState({ value: pageProp, defaultValue: defaultPage });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onPageChange);
  latest.current = onPageChange;
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const goTo = async (target: number) => {
    const next = Math.min(Math.max(1, target), count);
    if (next === page) return;
    if (confirmChange && !(await confirmChange())) return;
    setPage(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current?.(next), PAGE_CHANGE_DEBOUNCE_MS);
  };

  return {
    page: Math.min(page, count),
    count,
    pages: pageWindow(page, count),
    goTo,
    first: () => goTo(1),
    previous: () => goTo(page - 1),
    next: () => goTo(page + 1),
    last: () => goTo(count),
  };
}

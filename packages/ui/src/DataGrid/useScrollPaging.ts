// Scroll paging (spec 001 §5): when the scroll comes within 191 px of the end, checked at most
// every 100 ms, the page's `onLoadMore` is asked for the next rows, which are appended to the
// grid's saved point; one request at a time. Cost: a comparison per scroll event.
import { useRef } from 'react';
import { GRID_SCROLL_CHECK_MS, GRID_SCROLL_OFFSET_PX } from '@mro/rules';
import type { GridRows } from './gridRows';
import type { DataGridPaging } from './gridTypes';

/** The grid's scroll handler: asks for more rows near the end. */
export function useScrollPaging<Row extends object>(
  paging: DataGridPaging<Row> | undefined,
  store: Pick<GridRows<Row>, 'append'>,
): (element: HTMLElement) => void {
  const loadingMore = useRef(false);
  const lastCheck = useRef(0);
  return (element: HTMLElement) => {
    if (paging?.mode !== 'scroll' || !paging.hasMore || loadingMore.current) return;
    const now = Date.now();
    if (now - lastCheck.current < GRID_SCROLL_CHECK_MS) return;
    lastCheck.current = now;
    if (element.scrollHeight - element.scrollTop - element.clientHeight > GRID_SCROLL_OFFSET_PX) return;
    loadingMore.current = true;
    void paging
      .onLoadMore()
      .then((more) => store.append(more))
      .finally(() => {
        loadingMore.current = false;
      });
  };
}

/**
 * What the home's cards of several features ask and link to (issue 43 item 7, decision 0058): the
 * rows a card lists, the catalogue's search for what was typed, the order list's call for the
 * latest orders. Pure; the cards are their features' (HomeCard.tsx), the home composes them.
 */
import { monthEndingOn } from '../../shared/period';

/** The rows a home card lists (latest orders, documents waiting for me). */
export const HOME_LIST_SIZE = 5;

/** The catalogue's search for what was typed (trimmed; nothing typed opens the catalogue). */
export function catalogSearchHref(catalogPath: string, typed: string): string {
  const q = typed.trim();
  return q ? `${catalogPath}?${new URLSearchParams({ q }).toString()}` : catalogPath;
}

/** The order list's call for the home: the month ending today, the newest first, one short page. */
export function recentOrdersParams(today: string) {
  const period = monthEndingOn(today);
  return {
    fromDt: period.start,
    toDt: period.end,
    sortKey: 'regDt' as const,
    sortDir: 'desc' as const,
    pageNo: 1,
    pageSize: HOME_LIST_SIZE,
  };
}

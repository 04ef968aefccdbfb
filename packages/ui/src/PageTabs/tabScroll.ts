/**
 * Where the tab bar scrolls to show its active tab (decision 0033): not at all when the tab is in
 * view with `offset` px to spare on both sides; else just far enough that it is, on the side it
 * came in from (a tab wider than the room shows its start). Positions are the tab's within the
 * bar's content (its left edge plus the bar's scroll), in CSS px. Pure; O(1).
 */
export interface TabScrollFacts {
  scrollLeft: number;
  viewWidth: number;
  tabLeft: number;
  tabWidth: number;
}

export function tabScrollLeft({ scrollLeft, viewWidth, tabLeft, tabWidth }: TabScrollFacts, offset: number): number {
  const showStart = Math.max(0, tabLeft - offset);
  const showEnd = tabLeft + tabWidth + offset - viewWidth;
  if (scrollLeft > showStart) return showStart;
  if (scrollLeft < showEnd) return Math.max(0, Math.min(showEnd, showStart));
  return scrollLeft;
}

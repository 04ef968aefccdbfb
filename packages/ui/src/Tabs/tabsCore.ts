// The Tabs' pure core: what a key does in a tab list (APG tabs), and which tab takes over when one
// closes. No React. Cost: O(tabs) per key.

export interface TabFacts {
  value: string;
  disabled?: boolean | undefined;
  closable?: boolean | undefined;
}

export type TabKeyAction =
  { type: 'focus'; index: number } | { type: 'activate'; index: number } | { type: 'close'; index: number } | null;

/** The next usable tab from `from` in `step` direction, wrapping; `from` itself when none. */
function nextUsable(tabs: readonly TabFacts[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= tabs.length; i += 1) {
    const index = (from + step * i + tabs.length * i) % tabs.length;
    if (!tabs[index]!.disabled) return index;
  }
  return from;
}

/**
 * What a key on the focused tab does: arrows (along the orientation) move the focus with wrap,
 * Home/End go to the first/last usable tab, Enter/Space activate, Delete closes a closable tab.
 */
export function tabKeyAction(
  key: string,
  index: number,
  tabs: readonly TabFacts[],
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): TabKeyAction {
  const [prev, next] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === next) return { type: 'focus', index: nextUsable(tabs, index, 1) };
  if (key === prev) return { type: 'focus', index: nextUsable(tabs, index, -1) };
  if (key === 'Home') return { type: 'focus', index: nextUsable(tabs, tabs.length - 1, 1) };
  if (key === 'End') return { type: 'focus', index: nextUsable(tabs, 0, -1) };
  if (key === 'Enter' || key === ' ') return { type: 'activate', index };
  if (key === 'Delete' && tabs[index]?.closable) return { type: 'close', index };
  return null;
}

/** The tab that takes over when tab `index` closes: the next usable one, else the one before; -1 if none. */
export function successorOf(tabs: readonly TabFacts[], index: number): number {
  for (let i = index + 1; i < tabs.length; i += 1) if (!tabs[i]!.disabled) return i;
  for (let i = index - 1; i >= 0; i -= 1) if (!tabs[i]!.disabled) return i;
  return -1;
}

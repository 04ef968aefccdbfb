// The Combobox's pure state core: which options a query shows, how the active option moves, what
// choosing, removing and typed free text do to the chosen values. No React, no DOM: the hook
// (useCombobox) holds the state and calls these. Cost: filtering is one pass over the items with
// @mro/rules' Korean matcher (O(items × label × query) worst case, arithmetic only).
import { matchesKoreanSearch, type CodeItem } from '@mro/rules';

/** Options for a query: usable items whose label matches (initial consonants too) or whose code starts with it. */
export function filterOptions(items: readonly CodeItem[], query: string): CodeItem[] {
  const q = query.trim();
  const code = q.toLowerCase();
  return items.filter(
    (item) =>
      item.useYn !== 'N' && (q === '' || matchesKoreanSearch(item.cdNm, q) || item.cd.toLowerCase().startsWith(code)),
  );
}

/** The active option after a move of `delta` (clamped to the list; -1 when it is empty). */
export function moveActive(active: number, delta: number, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return delta > 0 ? 0 : count - 1;
  return Math.max(0, Math.min(count - 1, active + delta));
}

/** The values after choosing `cd`: the one value when single, toggled in or out when multiple. */
export function chooseValue(values: readonly string[], cd: string, multiple: boolean): string[] {
  if (!multiple) return [cd];
  return values.includes(cd) ? values.filter((v) => v !== cd) : [...values, cd];
}

/** The values without the last one (Backspace in an empty multiple combobox). */
export const removeLastValue = (values: readonly string[]): string[] => values.slice(0, -1);

/**
 * The value typed text stands for: a listed item's code when the text is its label or code
 * (ignoring case and surrounding spaces), else the text itself when free text is allowed, else null.
 */
export function valueOfText(text: string, items: readonly CodeItem[], freeText: boolean): string | null {
  const t = text.trim().normalize('NFC').toLowerCase();
  if (t === '') return null;
  const hit = items.find(
    (item) => item.useYn !== 'N' && (item.cdNm.normalize('NFC').toLowerCase() === t || item.cd.toLowerCase() === t),
  );
  if (hit) return hit.cd;
  return freeText ? text.trim() : null;
}

/** A value as its label: the known item's label, or the value itself (free text, or not loaded yet). */
export const labelOf = (value: string, known: ReadonlyMap<string, CodeItem>): string => known.get(value)?.cdNm ?? value;

/** What the list area says: nothing yet, loading, failed, no results, or the options. */
export type ComboboxStatus = 'loading' | 'failed' | 'empty' | 'ready';

export function listStatus(loading: boolean, failed: boolean, count: number): ComboboxStatus {
  if (count > 0) return 'ready';
  if (loading) return 'loading';
  return failed ? 'failed' : 'empty';
}

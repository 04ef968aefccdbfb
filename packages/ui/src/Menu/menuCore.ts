// The Menu's pure core: where the focus goes for a key in an open menu (APG menu: arrows with
// wrap, Home/End, type-ahead by the first letters of the items' text), skipping disabled items.
// No React. Cost: O(items) per key.

export interface MenuItemFacts {
  text: string;
  disabled?: boolean | undefined;
}

function step(items: readonly MenuItemFacts[], from: number, dir: 1 | -1): number {
  for (let i = 1; i <= items.length; i += 1) {
    const index = (((from + dir * i) % items.length) + items.length) % items.length;
    if (!items[index]!.disabled) return index;
  }
  return from;
}

export const firstItem = (items: readonly MenuItemFacts[]) => step(items, items.length - 1, 1);
export const lastItem = (items: readonly MenuItemFacts[]) => step(items, 0, -1);

/** The item to focus for a navigation key, or null when the key is no navigation. */
export function menuMove(key: string, index: number, items: readonly MenuItemFacts[]): number | null {
  if (key === 'ArrowDown') return step(items, index, 1);
  if (key === 'ArrowUp') return step(items, index, -1);
  if (key === 'Home') return firstItem(items);
  if (key === 'End') return lastItem(items);
  return null;
}

/**
 * Type-ahead: the next usable item after `index` whose text starts with `typed` (case-folded,
 * composed), wrapping; when `typed` is one letter repeated, cycling through items with that letter.
 */
export function typeahead(typed: string, index: number, items: readonly MenuItemFacts[]): number | null {
  const fold = (s: string) => s.normalize('NFC').toLowerCase();
  const query = fold(typed);
  const repeated = [...query].every((c) => c === query[0]);
  const wanted = repeated ? query[0]! : query;
  const start = repeated || query.length === 1 ? index + 1 : index;
  for (let i = 0; i < items.length; i += 1) {
    const at = (start + i) % items.length;
    const item = items[at]!;
    if (!item.disabled && fold(item.text.trim()).startsWith(wanted)) return at;
  }
  return null;
}

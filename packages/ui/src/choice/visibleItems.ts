import type { CodeItem } from '@mro/rules';

/** Unused codes (useYn N) are offered only when already chosen, and then cannot be chosen again. */
export function visibleItems(items: readonly CodeItem[], chosen: readonly string[]): CodeItem[] {
  return items.filter((item) => item.useYn !== 'N' || chosen.includes(item.cd));
}

/**
 * Code lists (common codes): rows of `cd` (the value) and `cdNm` (the label in the user's
 * language), used by selects, radio groups, checkbox groups, dropdowns and grid editors.
 */
export interface CodeItem {
  cd: string;
  cdNm: string;
  /** Rows the server marks unused stay readable in old data but cannot be chosen. */
  useYn?: 'Y' | 'N';
}

const fold = (text: string) => text.trim().normalize('NFC').toLowerCase();

/**
 * The listed item a typed text stands for: the item whose code equals it, else the one whose label
 * equals it (trimmed, case-insensitive, NFC so composed and decomposed Hangul match). Null when the
 * text names no listed item; the read-only-text dropdown then refuses it (MROCM0009).
 */
export function findCodeItem<T extends CodeItem>(items: readonly T[], text: string): T | null {
  const wanted = fold(text);
  if (wanted === '') return null;
  return items.find((item) => fold(item.cd) === wanted) ?? items.find((item) => fold(item.cdNm) === wanted) ?? null;
}

/** The label of a code, or the code itself when it is not listed (old data stays readable). */
export function codeLabel(items: readonly CodeItem[], cd: string): string {
  return items.find((item) => item.cd === cd)?.cdNm ?? cd;
}

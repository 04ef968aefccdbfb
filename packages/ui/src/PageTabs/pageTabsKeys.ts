/**
 * Keyboard of a tab list (WAI-ARIA tabs, automatic activation): arrows move to the previous or
 * next tab and wrap, Home and End to the first and last, Delete and Backspace close the focused
 * tab. Pure; returns what the key means for a list of `count` tabs focused at `index`.
 */
export type TabKeyAction = { type: 'focus'; index: number } | { type: 'close'; index: number } | null;

export function tabKeyAction(key: string, index: number, count: number): TabKeyAction {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowLeft':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case 'Delete':
    case 'Backspace':
      return { type: 'close', index };
    default:
      return null;
  }
}

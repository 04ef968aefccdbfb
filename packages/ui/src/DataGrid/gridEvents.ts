// The DOM side of the grid's events, shared by its behaviour hook and its cells: a keyboard event
// as the hook's key handlers read it, and the cell an event happened in (from the ARIA indexes the
// cells carry, so no handler per cell is needed).
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { isComposingEvent } from '../hooks/composition';

/** The keys the grid's key handlers read (a React or a native event, or a test's plain object). */
export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  keyCode?: number;
  /** The physical key (Chrome on Windows names an IME's keydown "Process": this says which key). */
  code?: string;
  /** The DOM event's own flags, for `useImeKeys` (isComposing above also counts keyCode 229). */
  nativeEvent?: KeyboardEvent;
  preventDefault(): void;
}

/** A React keyboard event as a GridKey (composition answered by `isComposingEvent`). */
export const gridKeyOf = (e: ReactKeyboardEvent): GridKey => ({
  key: e.key,
  ctrlKey: e.ctrlKey,
  metaKey: e.metaKey,
  shiftKey: e.shiftKey,
  isComposing: isComposingEvent(e),
  keyCode: e.nativeEvent.keyCode,
  code: e.code,
  nativeEvent: e.nativeEvent,
  preventDefault: () => e.preventDefault(),
});

/**
 * The body cell an event happened in, with its place (view row and column), or null (the header,
 * outside): cells carry no handlers of their own (one set on the grid serves them all). The row
 * element's `aria-rowindex` counts the header row as 1.
 */
export function eventCell(event: { target: EventTarget | null }) {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>('[role="gridcell"]');
  const rowIndex = Number(element?.parentElement?.getAttribute('aria-rowindex'));
  const colIndex = Number(element?.getAttribute('aria-colindex'));
  if (!element || !rowIndex || !colIndex) return null;
  return { element, row: rowIndex - 2, col: colIndex - 1 };
}

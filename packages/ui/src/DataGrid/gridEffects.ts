// Effects of the grid's view that stand alone: the scroll replay that keeps rows in the frame
// that scrolled, the end of the grid's hold on the keyboard when focus or a click goes elsewhere,
// and the overscan that waits for the first paint (decision 0015).
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * react-window moves its rows with a state update from a passive scroll listener, which React
 * renders after the paint (a continuous event): a fast wheel or a dragged scrollbar would show
 * frames without rows. Its listener runs again inside flushSync, so the rows for the new offset
 * are in the same frame.
 */
export function useScrollReplay(rootRef: RefObject<HTMLDivElement | null>, gridMounted: boolean): void {
  useEffect(() => {
    // The grid's element (react-window's handle learns it only in the render after its mount).
    const element = gridMounted ? rootRef.current?.querySelector<HTMLElement>('.mro-grid') : null;
    if (!element) return;
    let replaying = false;
    const replay = (event: Event) => {
      if (replaying || event.target !== element) return;
      replaying = true;
      try {
        flushSync(() => element.dispatchEvent(new Event('scroll')));
      } finally {
        replaying = false;
      }
    };
    element.addEventListener('scroll', replay, { capture: true, passive: true });
    return () => element.removeEventListener('scroll', replay, { capture: true });
  }, [gridMounted]);
}

/** The grid holds the keyboard until focus or a click goes outside its root. */
export function useFocusAway(rootRef: RefObject<HTMLDivElement | null>, focused: RefObject<boolean>): void {
  useEffect(() => {
    const away = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) focused.current = false;
    };
    document.addEventListener('focusin', away);
    document.addEventListener('pointerdown', away);
    return () => {
      document.removeEventListener('focusin', away);
      document.removeEventListener('pointerdown', away);
    };
  }, []);
}

/**
 * The first frame draws the cells in view; the rows and columns beyond them (for smooth
 * scrolling) come in the task after that paint.
 */
export function useDeferredOverscan(): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setOverscan(2)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return overscan;
}

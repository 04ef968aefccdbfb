// The full-height grid of a list screen (decision 0027): the grid reaches down the window and
// stops the class's fill offset above its bottom (buyer 72 px, the others 70 px), never shorter
// than the grid height of a grid inside a form (240 px, supply 300 px).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The fill offset's token for the classes on screen: the buyer's (and punch-out's) or the others'. */
export function fillOffsetToken(themeClasses: readonly string[]): 'grid-fill-offset' | 'grid-fill-offset-alt' {
  return themeClasses.includes('buyer') ? 'grid-fill-offset' : 'grid-fill-offset-alt';
}

/**
 * The height that takes the grid of `rootRef` down to `offset` px above the window's bottom
 * (measured again when the window or the page above the grid changes size), or `min` when
 * `enabled` is false, when that is taller, or while the grid is hidden (a tab in the background).
 */
export function useFillHeight(
  rootRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  offset: number,
  min: number,
): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const box = rootRef.current?.querySelector<HTMLElement>('.mro-grid');
      if (!box || box.getClientRects().length === 0) return;
      const top = box.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - offset)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The page's size, and the screen's box around the grid: what sits above the grid moves it.
    observer?.observe(document.body);
    const screen = rootRef.current?.parentElement;
    if (screen) observer?.observe(screen);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [rootRef, enabled, offset, min]);
  return enabled ? height : min;
}

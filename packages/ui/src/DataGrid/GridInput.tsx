// The grid's one input, moved into the active cell's slot (a portal): typing, the IME and the
// clipboard always act on the same element, whichever cell is active.
import { startTransition, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import type { CellFeed } from './gridCellFeed';

/**
 * The grid's one input, in the active cell's slot. It follows the slot in the same frame while the
 * grid holds the keyboard; otherwise (the grid's first frame among them) after the paint, as a
 * transition: nothing shows it before the grid is used. A move of the slot renders this alone, not
 * the grid (decision 0015).
 */
export function GridInput({
  feed,
  focused,
  children,
}: {
  feed: CellFeed;
  focused: RefObject<boolean>;
  children: () => ReactNode;
}) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const take = () => {
      const next = feed.slot();
      if (focused.current) setSlot(next);
      else startTransition(() => setSlot(next));
    };
    take();
    return feed.subscribeSlot(take);
  }, [feed, focused]);
  return slot ? createPortal(children(), slot) : null;
}

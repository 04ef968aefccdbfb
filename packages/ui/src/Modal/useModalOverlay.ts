import { useCallback, useId, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import { isComposingEvent } from '../hooks/composition';
import { openerChain, returnFocus } from '../Overlay/returnFocus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface UseModalOverlayOptions {
  open: boolean;
  /** Closes without asking (the caller's close). */
  onClose: () => void;
}

/**
 * Stack behaviour of one modal, without styling: joins the stack on open (next higher layer, and
 * the next place in the cascade that keeps the title below it readable),
 * leaves it on close and returns focus to the opener, raises itself when pressed or focused,
 * asks PICMCM0030 before closing when a form inside is dirty, keeps Tab inside while on top.
 */
export function useModalOverlay({ open, onClose }: UseModalOverlayOptions) {
  const { modals, dirty, messages } = useOverlayContext();
  const id = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const closing = useRef(false);

  const requestClose = useCallback(async () => {
    if (closing.current) return;
    closing.current = true;
    try {
      if (dirty.isDirty(id) && !(await messages.enqueue('confirm', 'PICMCM0030'))) return;
      latestClose.current();
    } finally {
      closing.current = false;
    }
  }, [dirty, messages, id]);

  // A layout effect: it runs before Radix moves focus into the content (a passive effect of a
  // child), so `activeElement` is still what opened the modal.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    const [, ...fallbacks] = openerChain(opener, modals.get());
    modals.push({ id, requestClose: () => void requestClose(), opener, fallbacks });
    return () => {
      modals.remove(id);
      // After React has removed `inert` from what lies below: the opener, or the next sensible
      // element when it is gone (returnFocus.ts), never raising a lower modal.
      setTimeout(() => returnFocus([opener, ...fallbacks], modals.top()?.id), 0);
    };
  }, [open, id, modals, requestClose]);

  const stack = useSyncExternalStore(modals.subscribe, modals.get, modals.get);
  const layer = stack.findIndex((e) => e.id === id);
  const isTop = layer !== -1 && layer === stack.length - 1;
  /** Its place in the cascade: how far it is shifted from the centre (decision 0023). */
  const cascade = layer === -1 ? 0 : stack[layer]!.cascade;

  const raise = useCallback(() => modals.raise(id), [modals, id]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab' || !isTop || isComposingEvent(event)) return;
      const root = event.currentTarget;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [isTop],
  );

  return { id, layer, cascade, isTop, raise, requestClose, onKeyDown };
}

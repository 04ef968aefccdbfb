import { createContext, useCallback, useContext, useEffect, useId } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import { PAGE_SCOPE } from './dirtyRegistry';

/** The dirty scope of the surrounding modal (its id), or the page. */
export const DirtyScopeContext = createContext<string>(PAGE_SCOPE);

export type LeaveCode = 'PICMCM0031' | 'PICMCM0030' | 'PICMCM0026';

/**
 * Registers a form as dirty while `isDirty` is true (inside a modal: that modal; else the page).
 * `confirmLeave(code)` resolves true at once when nothing in the scope is dirty, otherwise asks
 * through the message box: PICMCM0031 leaving a page (default), PICMCM0030 closing a window,
 * PICMCM0026 changing page. Routers, tabs, search boxes and modals call it.
 */
export function useDirtyGuard(isDirty: boolean) {
  const { dirty, messages } = useOverlayContext();
  const scope = useContext(DirtyScopeContext);
  const token = useId();

  useEffect(() => {
    dirty.set(scope, token, isDirty);
    return () => dirty.set(scope, token, false);
  }, [dirty, scope, token, isDirty]);

  const confirmLeave = useCallback(
    async (code: LeaveCode = 'PICMCM0031') => (dirty.isDirty(scope) ? messages.enqueue('confirm', code) : true),
    [dirty, messages, scope],
  );
  return { confirmLeave };
}

/** For routers and tabs outside any form: ask before leaving when any page form is dirty. */
export function useConfirmLeave() {
  const { dirty, messages } = useOverlayContext();
  return useCallback(
    async (code: LeaveCode = 'PICMCM0031') => (dirty.isDirty(PAGE_SCOPE) ? messages.enqueue('confirm', code) : true),
    [dirty, messages],
  );
}

import { useMemo } from 'react';
import { useOverlayContext } from './OverlayContext';
import { PAGE_SCOPE } from '../DirtyGuard/dirtyRegistry';

/** What a router or a tabbed frame asks the overlays before it navigates (read at the moment). */
export interface OverlayState {
  /** A message box is shown or queued. */
  isMessageOpen(): boolean;
  /** A modal is open. */
  isModalOpen(): boolean;
  /** A form in the scope (default: the page) has unsaved changes. */
  isDirty(scope?: string): boolean;
  /** A form anywhere (any scope: every tab of a frame) has unsaved changes. */
  isAnyDirty(): boolean;
}

/**
 * The overlays' state for navigation guards (spec 000 §4: a navigation is cancelled while a
 * message box or a modal is open, and asks first when there are unsaved changes). Functions, not
 * values: a guard reads them when it runs, and the caller does not re-render on every change.
 */
export function useOverlayState(): OverlayState {
  const { messages, modals, dirty } = useOverlayContext();
  return useMemo(
    () => ({
      isMessageOpen: () => messages.current.get() !== null,
      isModalOpen: () => modals.get().length > 0,
      isDirty: (scope = PAGE_SCOPE) => dirty.isDirty(scope),
      isAnyDirty: () => dirty.anyDirty(),
    }),
    [messages, modals, dirty],
  );
}

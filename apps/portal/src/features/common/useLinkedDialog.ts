/**
 * The record a screen shows in its dialog (an order, an approval document), opened from a row or
 * from a link to the screen (`?<param>=<key>`, a notification's or another screen's), also while
 * the screen is already open: the tab's own location changed, so the state follows it during
 * render, as React advises for state that follows a prop. `leave(path)` closes the dialog and then
 * goes to another screen: the frame refuses to navigate while a modal is open. Cost: one effect.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useScreen } from '../../frames/ScreenContext';

export interface LinkedDialog {
  /** The key of the record shown, or null. */
  open: string | null;
  setOpen(key: string | null): void;
  /** Closes the dialog, then navigates to `path`. */
  leave(path: string): void;
}

export function useLinkedDialog(param: string): LinkedDialog {
  const { location, navigate } = useScreen();
  const linked = new URLSearchParams(location.search).get(param);
  const [open, setOpen] = useState<string | null>(linked);
  const leaveTo = useRef<string | null>(null);
  useEffect(() => {
    if (open || !leaveTo.current) return;
    const to = leaveTo.current;
    leaveTo.current = null;
    void navigate(to);
  }, [open, navigate]);
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setOpen(linked);
  }
  const leave = useCallback((path: string) => {
    leaveTo.current = path;
    setOpen(null);
  }, []);
  return { open, setOpen, leave };
}

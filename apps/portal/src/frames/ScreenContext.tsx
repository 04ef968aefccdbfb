/**
 * What a screen inside a tab knows of itself: its own location (not the address bar's, which
 * belongs to the active tab), whether it is the active tab, and the frame's guarded navigation.
 * Screens read these instead of react-router's useLocation, so a hidden tab keeps its own query.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { useLoading } from '@mro/ui';

export interface ScreenContextValue {
  location: { pathname: string; search: string };
  active: boolean;
  navigate: (to: string) => Promise<boolean>;
  /** Whether a page button of this event (SEARCH, SAVE, EXCEL, DELETE...) shows (routing/pageEvents.ts). */
  can: (event: string) => boolean;
}

const ScreenContext = createContext<ScreenContextValue | null>(null);

export const ScreenProvider = ScreenContext.Provider;

export function useScreen(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('A screen renders inside the system frame.');
  return value;
}

/** A Suspense fallback that shows the shared loading indicator while a screen's chunk loads. */
export function ChunkLoading() {
  const { track } = useLoading();
  const [release] = useState(() => {
    let done: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  });
  useEffect(() => {
    void track(release.promise);
    return () => release.done();
  }, [release, track]);
  return null;
}

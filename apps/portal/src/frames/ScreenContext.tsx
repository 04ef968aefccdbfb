/**
 * What a screen inside a tab knows of itself: its own location (not the address bar's, which
 * belongs to the active tab), whether it is the active tab, and the frame's guarded navigation.
 * Screens read these instead of react-router's useLocation, so a hidden tab keeps its own query.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
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

// Titles screens give their own tabs (a notice's title: issue 41, the tabs read "공지사항 3"),
// by the tab's path in its system. The frame's tab titles read them (useScreenTitles).
let screenTitles: ReadonlyMap<string, string> = new Map();
const titleListeners = new Set<() => void>();
const subscribeTitles = (listener: () => void) => {
  titleListeners.add(listener);
  return () => titleListeners.delete(listener);
};

/** The titles screens gave their tabs, by path (a new map when one changes). */
export function useScreenTitles(): ReadonlyMap<string, string> {
  return useSyncExternalStore(
    subscribeTitles,
    () => screenTitles,
    () => screenTitles,
  );
}

/** Names the screen's tab (and its heading) once the screen knows its title. */
export function useScreenTitle(title: string | undefined): void {
  const { location } = useScreen();
  useEffect(() => {
    if (!title || screenTitles.get(location.pathname) === title) return;
    screenTitles = new Map(screenTitles).set(location.pathname, title);
    for (const listener of titleListeners) listener();
  }, [title, location.pathname]);
}

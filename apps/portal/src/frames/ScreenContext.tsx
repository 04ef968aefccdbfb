/**
 * What a screen inside a tab knows of itself: its own location (not the address bar's, which
 * belongs to the active tab), whether it is the active tab, and the frame's guarded navigation.
 * Screens read these instead of react-router's useLocation, so a hidden tab keeps its own query.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLoading } from '@mro/ui';

export interface ScreenContextValue {
  location: { pathname: string; search: string };
  active: boolean;
  navigate: (to: string) => Promise<boolean>;
  /** Whether a page button of this event (SEARCH, SAVE, EXCEL, DELETE...) shows (routing/pageEvents.ts). */
  can: (event: string) => boolean;
  /** The page heading's actions slot (the frame's), where a screen puts its own actions (usePageActions). */
  actionSlot: HTMLElement | null;
}

const ScreenContext = createContext<ScreenContextValue | null>(null);

export const ScreenProvider = ScreenContext.Provider;

export function useScreen(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('A screen renders inside the system frame.');
  return value;
}

/**
 * The element of the page heading's actions (issue 41 item 14, decision 0044): the frame owns the
 * slot, a screen fills it. Null while its tab is hidden (a hidden tab's actions leave the heading),
 * so a widget that takes a place (`DataGrid`'s `excel.buttonsIn`) falls back to its own.
 */
export function usePageActions(): HTMLElement | null {
  const { active, actionSlot } = useScreen();
  return active ? actionSlot : null;
}

/** A screen's own actions in the page heading (Excel export, new…), before the frame's Back. */
export function PageActions({ children }: { children: ReactNode }) {
  const slot = usePageActions();
  return slot ? createPortal(children, slot) : null;
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

/**
 * False on the server and during the browser's hydration of its markup, true after (and from the
 * first render of a page drawn without the server): for what only the browser can know, such as
 * its user agent or its storage, so the hydration meets the server's markup and the browser's
 * own answer follows in the next render. A page the server did not render never waits.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

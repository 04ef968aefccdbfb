import { useSyncExternalStore } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';

/**
 * The loading indicator's API for the HTTP layer and screens: `track(promise | (signal) =>
 * promise, { cancelable })`. A cancelable task is aborted through its AbortSignal when the user
 * presses Esc, and the indicator goes away.
 */
export function useLoading() {
  const { loading } = useOverlayContext();
  const state = useSyncExternalStore(loading.state.subscribe, loading.state.get, loading.state.get);
  return { track: loading.track, cancel: loading.cancel, ...state };
}

import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { isComposingEvent } from '../hooks/composition';
import { createModalStack } from '../Modal/modalStack';
import { ImperativeModalHost } from '../Modal/useImperativeModal';
import { createImperativeModals } from '../Modal/imperativeModals';
import { Backdrop } from '../shared/looks';
import { createMessageQueue } from '../MessageBox/messageQueue';
import { MessageBox } from '../MessageBox/MessageBox';
import { createLoadingStore } from '../Loading/loadingStore';
import { LoadingIndicator } from '../Loading/LoadingIndicator';
import { createDirtyRegistry } from '../DirtyGuard/dirtyRegistry';
import { createToastQueue } from '../Toast/toastQueue';
import { connectToastHost } from '../Toast/toast';
import { ToastRegion } from '../Toast/ToastRegion';
import { lockBodyScroll } from './scrollLock';
import { OverlayContext, OverlayLayersContext, type OverlayContextValue, type OverlayLayers } from './OverlayContext';

/** The stores behind one app's overlays: modal stack, message queue, loading, dirty registry, modals opened from code, toasts. */
export type OverlayStores = OverlayContextValue;

export interface OverlayStoresOptions {
  /** Pause between two queued message boxes (spec: 100 ms). */
  messageDelayMs?: number;
  /** Loading indicator debounce (spec: 200 ms). */
  loadingDebounceMs?: number;
}

/**
 * The overlay stores without React: an app creates them before its first render when code outside
 * React (an HTTP client, a router's loader) needs the message box or the loading indicator, and
 * hands them to `<OverlayProvider stores={…}>`.
 */
export function createOverlayStores({ messageDelayMs, loadingDebounceMs }: OverlayStoresOptions = {}): OverlayStores {
  return {
    modals: createModalStack(),
    messages: createMessageQueue(messageDelayMs === undefined ? {} : { delayMs: messageDelayMs }),
    loading: createLoadingStore(loadingDebounceMs === undefined ? {} : { debounceMs: loadingDebounceMs }),
    dirty: createDirtyRegistry(),
    imperative: createImperativeModals(),
    toasts: createToastQueue(),
  };
}

const Page = styled.div`
  display: contents;
`;

export interface OverlayProviderProps extends OverlayStoresOptions {
  children?: ReactNode;
  /**
   * Stores created outside React (`createOverlayStores`), shared with code that runs before the
   * first render. Without it the provider creates its own (the options above apply then).
   */
  stores?: OverlayStores;
}

/**
 * Modal stack, message box queue, loading indicator, toasts and unsaved-changes registry of one app.
 * Put it inside MroProvider. While a modal or message is open the page below is `inert` (no
 * clicks, focus or screen-reader access) and the body does not scroll; closing the last one
 * restores both exactly. Esc answers the message box, else cancels cancelable work, else closes
 * the top modal; never while an IME composition is active. Its stores are its own unless `stores`
 * hands it ones created before React (`createOverlayStores`).
 */
export function OverlayProvider({ children, messageDelayMs, loadingDebounceMs, stores: given }: OverlayProviderProps) {
  const theme = useTheme();
  const [own] = useState(() => given ?? createOverlayStores({ messageDelayMs, loadingDebounceMs }));
  // Stores given later replace the provider's own (an app hands the same ones for its life).
  const stores = given ?? own;
  const [modalLayer, setModalLayer] = useState<HTMLDivElement | null>(null);
  const [messageLayer, setMessageLayer] = useState<HTMLDivElement | null>(null);

  const { modals, messages, loading, dirty } = stores;
  const stack = useSyncExternalStore(modals.subscribe, modals.get, modals.get);
  const message = useSyncExternalStore(messages.current.subscribe, messages.current.get, messages.current.get);
  const busy = useSyncExternalStore(
    loading.state.subscribe,
    () => loading.state.get().visible,
    () => false,
  );
  const anyDirty = useSyncExternalStore(dirty.subscribe, dirty.anyDirty, () => false);
  const blocking = stack.length > 0 || message !== null;

  useEffect(() => (blocking ? lockBodyScroll() : undefined), [blocking]);

  // The module `toast` API shows its toasts in the host mounted last.
  useEffect(() => connectToastHost(stores.toasts), [stores.toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isComposingEvent(event)) return;
      const answer = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (messages.current.get()) {
        answer();
        messages.resolve(false);
        return;
      }
      const work = loading.state.get();
      if (work.count > 0 && work.cancelable) {
        answer();
        loading.cancel();
        return;
      }
      const top = modals.top();
      if (!top) return;
      // A popover, picker or open combobox inside the modal closes itself first.
      if (
        event.target instanceof Element &&
        (event.target.closest('[data-radix-popper-content-wrapper]') ||
          event.target.getAttribute('aria-expanded') === 'true')
      )
        return;
      answer();
      top.requestClose();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [messages, loading, modals]);

  useEffect(() => {
    if (!anyDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  const layers = useMemo<OverlayLayers>(() => ({ modalLayer, messageLayer }), [modalLayer, messageLayer]);

  return (
    <OverlayContext.Provider value={stores}>
      <OverlayLayersContext.Provider value={layers}>
        <Page data-mro-page="" inert={blocking || undefined} aria-busy={busy || undefined}>
          {children}
        </Page>
        <div data-mro-overlay-host="">
          <div ref={setModalLayer} data-mro-modal-layer="" inert={message ? true : undefined}>
            {stack.length > 0 && <Backdrop data-mro-backdrop="" style={{ zIndex: theme.z.modal }} />}
            <ImperativeModalHost store={stores.imperative} />
          </div>
          <div ref={setMessageLayer} data-mro-message-layer="">
            <MessageBox queue={messages} container={messageLayer} />
          </div>
          <LoadingIndicator store={loading} />
          <ToastRegion queue={stores.toasts} />
        </div>
      </OverlayLayersContext.Provider>
    </OverlayContext.Provider>
  );
}

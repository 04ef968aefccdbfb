import { createContext, useContext } from 'react';
import { MroRootContext } from '../MroProvider/MroContext';
import type { ModalStack } from '../Modal/modalStack';
import type { MessageQueue } from '../MessageBox/messageQueue';
import type { LoadingStore } from '../Loading/loadingStore';
import type { DirtyRegistry } from '../DirtyGuard/dirtyRegistry';
import type { ImperativeModals } from '../Modal/imperativeModals';
import type { ToastQueue } from '../Toast/toastQueue';

export interface OverlayContextValue {
  modals: ModalStack;
  messages: MessageQueue;
  loading: LoadingStore;
  dirty: DirtyRegistry;
  imperative: ImperativeModals;
  toasts: ToastQueue;
}

export const OverlayContext = createContext<OverlayContextValue | null>(null);

/** Layer elements the overlays portal into (inside the MroProvider root, so themed). */
export interface OverlayLayers {
  modalLayer: HTMLElement | null;
  messageLayer: HTMLElement | null;
}

/**
 * A context of its own: the layers arrive after the first commit, and only portals need them (in
 * the stores' context their arrival would render every consumer — a whole grid — a second time).
 */
export const OverlayLayersContext = createContext<OverlayLayers>({ modalLayer: null, messageLayer: null });

export function useOverlayContext(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('Overlays need <OverlayProvider> inside <MroProvider>.');
  return value;
}

/**
 * Where a popover or picker should portal to: inside the nearest modal's content (so it stays in
 * the modal's focus scope and above it), else the MroProvider root.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  const modal = useContext(PortalContainerContext);
  const root = useContext(MroRootContext);
  // Never document.body: outside the provider root the theme's CSS variables do not apply.
  return modal ?? root;
}

/**
 * The store of imperatively opened modals and its types, without React: the overlay context holds
 * one (Overlay/OverlayContext.ts) and useImperativeModal.tsx opens and renders them. A module of its own so
 * the context does not import the hook that imports the context.
 */
import type { ReactNode } from 'react';
import { createStore } from '../Overlay/store';
import type { ModalSize } from './Modal.styles';

export interface OpenModalOptions {
  title: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  description?: ReactNode;
  /** The screen's program id or path: opening it requires it in the user's menus (ABYTD0001). */
  screenId?: string;
  /** Skip the menu permission check for this call. */
  skipPermissionCheck?: boolean;
}

export interface ImperativeModal {
  key: number;
  content: ReactNode;
  options: OpenModalOptions;
  result: unknown;
  resolve: (value: unknown) => void;
}

export function createImperativeModals() {
  return createStore<readonly ImperativeModal[]>([]);
}
export type ImperativeModals = ReturnType<typeof createImperativeModals>;

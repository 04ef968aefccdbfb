import { createContext, useContext } from 'react';

export interface ModalContextValue {
  id: string;
  isTop: boolean;
  /** Closes at once with a result (the imperative `open()` promise resolves with it). */
  close: (result?: unknown) => void;
  /** Closes like the close button: asks first when a form inside is dirty. */
  requestClose: () => Promise<void>;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** For a modal screen's content: close with a result, or ask to close. */
export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModalContext must be used inside a modal.');
  return value;
}

// `useToast()`: the same API as the module `toast`, bound to the nearest OverlayProvider (a screen
// under one of several providers, as the stories' class matrix has). Cost: one memo.
import { useMemo } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import type { ToastKind, ToastOptions } from './toastQueue';

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  warning: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export function useToast(): ToastApi {
  const { toasts } = useOverlayContext();
  return useMemo(() => {
    const raise = (kind: ToastKind) => (message: string, options?: ToastOptions) => toasts.show(kind, message, options);
    return {
      success: raise('success'),
      info: raise('info'),
      warning: raise('warning'),
      error: raise('error'),
      dismiss: toasts.dismiss,
    };
  }, [toasts]);
}

// `toast.success('…')` from anywhere (a query's onSuccess, the http client, a store): the module
// API hands each toast to the overlay host mounted last (OverlayProvider connects its queue on
// mount); toasts raised before any host is there wait and show when one connects. Contract: the
// same options and ids as the queue; no React. Cost: an array of hosts, usually one.
import type { ToastKind, ToastOptions, ToastQueue } from './toastQueue';

const hosts: ToastQueue[] = [];
const early: { kind: ToastKind; message: string; options: ToastOptions | undefined }[] = [];
const host = () => hosts[hosts.length - 1] ?? null;

/** Called by OverlayProvider: its queue receives the module's toasts until the returned disconnect. */
export function connectToastHost(queue: ToastQueue): () => void {
  hosts.push(queue);
  for (const { kind, message, options } of early.splice(0)) queue.show(kind, message, options);
  return () => {
    const index = hosts.lastIndexOf(queue);
    if (index >= 0) hosts.splice(index, 1);
  };
}

function raise(kind: ToastKind, message: string, options?: ToastOptions): number | null {
  const queue = host();
  if (!queue) {
    early.push({ kind, message, options });
    return null;
  }
  return queue.show(kind, message, options);
}

/**
 * Toasts: brief, non-blocking notes of what just happened (saved, sent, copied). A message code
 * of @mro/rules or plain text. Returns the toast's id (null while no host is mounted yet).
 */
export const toast = Object.assign((message: string, options?: ToastOptions) => raise('info', message, options), {
  success: (message: string, options?: ToastOptions) => raise('success', message, options),
  info: (message: string, options?: ToastOptions) => raise('info', message, options),
  warning: (message: string, options?: ToastOptions) => raise('warning', message, options),
  error: (message: string, options?: ToastOptions) => raise('error', message, options),
  dismiss: (id: number) => host()?.dismiss(id),
});

// The toast queue of one overlay host: at most `max` toasts on screen, the rest waiting in order;
// each leaves after its duration unless paused (pointer over or focus in the region: every timer
// stops and keeps its remaining time). Contract: no React and no DOM (timers only), so the module
// `toast` API can feed it from anywhere. Cost: one timer per shown toast.
import type { MessageParams } from '@mro/rules';
import { createStore } from '../Overlay/store';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Params of a message code. */
  params?: MessageParams | undefined;
  /** Time on screen in ms (default 5000); 0 keeps it until closed. */
  durationMs?: number | undefined;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A message code of @mro/rules, or plain text. */
  message: string;
  params?: MessageParams | undefined;
  durationMs: number;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 3;

interface Clock {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createToastQueue({ max = TOAST_MAX_VISIBLE, now = () => Date.now() } = {}) {
  const visible = createStore<readonly Toast[]>([]);
  const waiting: Toast[] = [];
  const clocks = new Map<number, Clock>();
  let paused = false;
  let nextId = 1;

  const start = (toast: Toast) => {
    if (toast.durationMs <= 0) return;
    const clock = clocks.get(toast.id) ?? { remaining: toast.durationMs, startedAt: 0, timer: null };
    clock.startedAt = now();
    clock.timer = setTimeout(() => dismiss(toast.id), clock.remaining);
    clocks.set(toast.id, clock);
  };

  const fill = () => {
    const shown = visible.get();
    if (shown.length >= max || waiting.length === 0) return;
    const added = waiting.splice(0, max - shown.length);
    visible.set([...shown, ...added]);
    if (!paused) added.forEach(start);
  };

  function dismiss(id: number) {
    const clock = clocks.get(id);
    if (clock?.timer) clearTimeout(clock.timer);
    clocks.delete(id);
    const index = waiting.findIndex((t) => t.id === id);
    if (index >= 0) waiting.splice(index, 1);
    visible.set((shown) => (shown.some((t) => t.id === id) ? shown.filter((t) => t.id !== id) : shown));
    fill();
  }

  return {
    visible,
    show(kind: ToastKind, message: string, { params, durationMs = TOAST_DURATION_MS }: ToastOptions = {}): number {
      const toast: Toast = { id: nextId++, kind, message, params, durationMs };
      waiting.push(toast);
      fill();
      return toast.id;
    },
    dismiss,
    /** Stops every timer (pointer over, or focus in, the region). */
    pause() {
      if (paused) return;
      paused = true;
      for (const clock of clocks.values()) {
        if (clock.timer) clearTimeout(clock.timer);
        clock.timer = null;
        clock.remaining = Math.max(0, clock.remaining - (now() - clock.startedAt));
      }
    },
    /** Starts them again with the time each had left. */
    resume() {
      if (!paused) return;
      paused = false;
      visible.get().forEach(start);
    },
    isPaused: () => paused,
    /** Toasts waiting for room on screen. */
    waitingCount: () => waiting.length,
    clear() {
      [...waiting, ...visible.get()].forEach((t) => dismiss(t.id));
    },
  };
}

export type ToastQueue = ReturnType<typeof createToastQueue>;

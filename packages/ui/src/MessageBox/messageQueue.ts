import { MESSAGE_BOX_DELAY_MS } from '@mro/rules';
import type { MessageParams } from '@mro/rules';
import { createStore } from '../Overlay/store';

export type MessageKind = 'alert' | 'confirm';

export interface MessageOptions {
  params?: MessageParams;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * A raw document shown under the message in a sandboxed frame (no scripts, no same-origin):
   * the answer a server or proxy gave, for the user to capture (spec 000 §8).
   */
  detail?: string;
}

export interface QueuedMessage extends MessageOptions {
  id: number;
  kind: MessageKind;
  /** A message code of @mro/rules, or plain text. */
  message: string;
}

interface Pending {
  message: QueuedMessage;
  resolve: (value: boolean) => void;
}

/**
 * Message boxes shown one at a time, in order, with a pause of 100 ms between two (spec).
 * `enqueue` returns a promise: OK resolves true; cancel, Esc and close resolve false, for an alert
 * as for a confirm (spec: "true for confirm, false for cancel, Esc and close").
 */
export function createMessageQueue({ delayMs = MESSAGE_BOX_DELAY_MS }: { delayMs?: number } = {}) {
  const current = createStore<QueuedMessage | null>(null);
  const waiting: Pending[] = [];
  let active: Pending | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let nextId = 1;

  const showNext = () => {
    timer = null;
    const next = waiting.shift();
    if (!next) return;
    active = next;
    current.set(next.message);
  };

  return {
    current,
    enqueue(kind: MessageKind, message: string, options: MessageOptions = {}): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        waiting.push({ message: { ...options, id: nextId++, kind, message }, resolve });
        if (!active && !timer) showNext();
      });
    },
    /** Closes the shown message with its answer; the next one follows after the delay. */
    resolve(value: boolean) {
      if (!active) return;
      const done = active;
      active = null;
      current.set(null);
      done.resolve(value);
      if (waiting.length > 0) timer = setTimeout(showNext, delayMs);
    },
    size(): number {
      return waiting.length + (active ? 1 : 0);
    },
  };
}

export type MessageQueue = ReturnType<typeof createMessageQueue>;

import { DEBOUNCE_MS } from '@mro/rules';
import { createStore } from '../Overlay/store';

export interface TrackOptions {
  /** Esc cancels the task through its AbortSignal (spec: calls are not cancelable by default). */
  cancelable?: boolean;
  /** The controller whose signal the task listens to; created when the task is a function. */
  controller?: AbortController;
}

export interface LoadingState {
  /** Tasks running now. */
  count: number;
  /** Shown: a task has been running for longer than the debounce. */
  visible: boolean;
  /** At least one running task can be cancelled with Esc. */
  cancelable: boolean;
}

interface Task {
  cancelable: boolean;
  controller: AbortController | undefined;
}

/**
 * The global loading indicator's model: a counter of running tasks (nested and parallel calls
 * work), shown only when work lasts longer than the debounce (200 ms) so fast calls do not flash.
 */
export function createLoadingStore({ debounceMs = DEBOUNCE_MS }: { debounceMs?: number } = {}) {
  const state = createStore<LoadingState>({ count: 0, visible: false, cancelable: false });
  const tasks = new Map<number, Task>();
  let nextId = 1;
  let showTimer: ReturnType<typeof setTimeout> | null = null;

  const publish = () => {
    const count = tasks.size;
    const cancelable = [...tasks.values()].some((t) => t.cancelable);
    if (count === 0 && showTimer) {
      clearTimeout(showTimer);
      showTimer = null;
    }
    if (count > 0 && !state.get().visible && !showTimer) {
      showTimer = setTimeout(() => {
        showTimer = null;
        if (tasks.size > 0) state.set((s) => ({ ...s, visible: true }));
      }, debounceMs);
    }
    state.set((s) => ({ count, cancelable, visible: count === 0 ? false : s.visible }));
  };

  function track<T>(task: Promise<T> | ((signal: AbortSignal) => Promise<T>), options: TrackOptions = {}): Promise<T> {
    const controller = options.controller ?? (typeof task === 'function' ? new AbortController() : undefined);
    const id = nextId++;
    tasks.set(id, { cancelable: Boolean(options.cancelable && controller), controller });
    publish();
    let promise: Promise<T>;
    try {
      promise = typeof task === 'function' ? task(controller!.signal) : task;
    } catch (error) {
      promise = Promise.reject(error);
    }
    const done = () => {
      tasks.delete(id);
      publish();
    };
    // Removing the task when its signal aborts hides the indicator at once, even if the task
    // itself settles later.
    controller?.signal.addEventListener('abort', done, { once: true });
    return promise.finally(done);
  }

  return {
    state,
    track,
    /** Aborts every cancelable task (Esc). Returns how many were cancelled. */
    cancel(): number {
      let n = 0;
      for (const task of tasks.values()) {
        if (task.cancelable && task.controller && !task.controller.signal.aborted) {
          task.controller.abort(new DOMException('Cancelled by the user', 'AbortError'));
          n += 1;
        }
      }
      return n;
    },
  };
}

export type LoadingStore = ReturnType<typeof createLoadingStore>;

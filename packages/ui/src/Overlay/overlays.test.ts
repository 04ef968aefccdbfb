import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModalStack } from '../Modal/modalStack';
import { createMessageQueue } from '../MessageBox/messageQueue';
import { createLoadingStore } from '../Loading/loadingStore';
import { createDirtyRegistry, PAGE_SCOPE } from '../DirtyGuard/dirtyRegistry';
import { lockBodyScroll, scrollLockCount } from './scrollLock';

const entry = (id: string) => ({ id, requestClose: vi.fn(), opener: null, fallbacks: [] });

describe('modal stack', () => {
  it('pushes on top, raises, removes', () => {
    const stack = createModalStack();
    stack.push(entry('a'));
    stack.push(entry('b'));
    stack.push(entry('c'));
    expect(stack.get().map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(stack.top()?.id).toBe('c');
    stack.raise('b');
    expect(stack.get().map((e) => e.id)).toEqual(['a', 'c', 'b']);
    expect(stack.layerOf('b')).toBe(2);
    stack.remove('b');
    expect(stack.top()?.id).toBe('c');
    stack.raise('c');
    stack.raise('zzz');
    stack.remove('zzz');
    expect(stack.get().map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('gives each modal the next place in the cascade, kept when raised, at most four steps', () => {
    const stack = createModalStack();
    const places = () => Object.fromEntries(stack.get().map((e) => [e.id, e.cascade]));
    stack.push(entry('a'));
    stack.push(entry('b'));
    stack.push(entry('c'));
    expect(places()).toEqual({ a: 0, b: 1, c: 2 });
    stack.raise('a');
    expect(places()).toEqual({ a: 0, b: 1, c: 2 });
    // A modal opened after a lower one closed goes above the highest place still open.
    stack.remove('b');
    stack.push(entry('d'));
    expect(places()).toEqual({ a: 0, c: 2, d: 3 });
    stack.push(entry('e'));
    stack.push(entry('f'));
    expect(places()).toMatchObject({ e: 4, f: 4 });
    // Alone again: the centre.
    for (const id of ['a', 'c', 'd', 'e', 'f']) stack.remove(id);
    stack.push(entry('g'));
    expect(places()).toEqual({ g: 0 });
  });

  it('notifies subscribers only on change', () => {
    const stack = createModalStack();
    const listener = vi.fn();
    stack.subscribe(listener);
    stack.push(entry('a'));
    stack.raise('a');
    stack.remove('x');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('message queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one message at a time, in order, 100 ms apart, resolving each answer', async () => {
    const queue = createMessageQueue();
    const results: [string, boolean][] = [];
    const codes = ['PICMCM0024', 'ACMCM0021', 'PICMCM0026'];
    queue.enqueue('alert', codes[0]!).then((v) => results.push([codes[0]!, v]));
    queue.enqueue('confirm', codes[1]!).then((v) => results.push([codes[1]!, v]));
    queue.enqueue('confirm', codes[2]!).then((v) => results.push([codes[2]!, v]));
    expect(queue.current.get()?.message).toBe(codes[0]);
    expect(queue.size()).toBe(3);
    queue.resolve(false); // an alert closed by Esc or × resolves false, as a cancel does (spec)
    expect(queue.current.get()).toBeNull();
    vi.advanceTimersByTime(99);
    expect(queue.current.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current.get()?.message).toBe(codes[1]);
    queue.resolve(false);
    vi.advanceTimersByTime(100);
    queue.resolve(true);
    await Promise.resolve();
    expect(results).toEqual([
      [codes[0], false],
      [codes[1], false],
      [codes[2], true],
    ]);
    expect(queue.size()).toBe(0);
  });

  it('shows a message at once when nothing is showing and ignores stray answers', () => {
    const queue = createMessageQueue({ delayMs: 100 });
    queue.resolve(true);
    void queue.enqueue('confirm', 'x', { params: { max: 3 }, title: 'T' });
    expect(queue.current.get()).toMatchObject({ kind: 'confirm', message: 'x', title: 'T', params: { max: 3 } });
  });
});

describe('loading store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts nested and parallel tasks and shows only after the debounce', async () => {
    const store = createLoadingStore();
    let finishA!: () => void;
    let finishB!: () => void;
    const a = store.track(new Promise<void>((r) => (finishA = r)));
    const b = store.track(new Promise<void>((r) => (finishB = r)));
    expect(store.state.get()).toEqual({ count: 2, visible: false, cancelable: false });
    vi.advanceTimersByTime(199);
    expect(store.state.get().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.state.get().visible).toBe(true);
    finishA();
    await a;
    expect(store.state.get()).toMatchObject({ count: 1, visible: true });
    finishB();
    await b;
    expect(store.state.get()).toEqual({ count: 0, visible: false, cancelable: false });
  });

  it('never shows a task shorter than the debounce', async () => {
    const store = createLoadingStore();
    const task = store.track(Promise.resolve(1));
    await expect(task).resolves.toBe(1);
    vi.advanceTimersByTime(1000);
    expect(store.state.get().visible).toBe(false);
  });

  it('cancels only cancelable tasks through their AbortSignal', async () => {
    const store = createLoadingStore();
    let seen: AbortSignal | undefined;
    const cancelable = store.track(
      (signal) =>
        new Promise((_, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      { cancelable: true },
    );
    const fixed = store.track(new Promise<string>((r) => setTimeout(() => r('kept'), 500)));
    expect(store.state.get().cancelable).toBe(true);
    expect(store.cancel()).toBe(1);
    expect(seen?.aborted).toBe(true);
    await expect(cancelable).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.state.get()).toMatchObject({ count: 1, cancelable: false });
    expect(store.cancel()).toBe(0);
    vi.advanceTimersByTime(500);
    await expect(fixed).resolves.toBe('kept');
    expect(store.state.get().count).toBe(0);
  });

  it('hides at once when a cancelled task settles late, and tracks a throwing task', async () => {
    const store = createLoadingStore();
    const controller = new AbortController();
    const late = store.track(new Promise((r) => setTimeout(r, 5000)), { cancelable: true, controller });
    vi.advanceTimersByTime(300);
    expect(store.state.get().visible).toBe(true);
    store.cancel();
    expect(store.state.get()).toMatchObject({ count: 0, visible: false });
    vi.advanceTimersByTime(5000);
    await late;
    const boom = store.track(() => {
      throw new Error('boom');
    });
    await expect(boom).rejects.toThrow('boom');
    expect(store.state.get().count).toBe(0);
  });
});

describe('dirty registry', () => {
  it('tracks forms per scope', () => {
    const dirty = createDirtyRegistry();
    dirty.set(PAGE_SCOPE, 'f1', true);
    dirty.set('modal-1', 'f2', true);
    expect(dirty.isDirty()).toBe(true);
    expect(dirty.isDirty('modal-1')).toBe(true);
    dirty.set(PAGE_SCOPE, 'f1', false);
    expect(dirty.isDirty()).toBe(false);
    expect(dirty.anyDirty()).toBe(true);
    dirty.set('modal-1', 'f2', false);
    dirty.set('modal-1', 'f2', false);
    expect(dirty.anyDirty()).toBe(false);
  });
});

describe('body scroll lock', () => {
  it('is reference counted and restores the original inline styles', () => {
    document.body.style.overflow = 'scroll';
    document.body.style.paddingRight = '3px';
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    first();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.body.style.paddingRight).toBe('3px');
    document.body.removeAttribute('style');
  });
});

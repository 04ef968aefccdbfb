import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';
import { connectToastHost, toast } from './toast';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const messages = (q: ReturnType<typeof createToastQueue>) => q.visible.get().map((t) => t.message);

  it('shows at most three, in order; the next takes the place of one that leaves', () => {
    const q = createToastQueue();
    ['a', 'b', 'c', 'd'].forEach((m) => q.show('info', m));
    expect(messages(q)).toEqual(['a', 'b', 'c']);
    expect(q.waitingCount()).toBe(1);
    q.dismiss(q.visible.get()[1]!.id);
    expect(messages(q)).toEqual(['a', 'c', 'd']);
  });

  it('each leaves after its duration; 0 keeps it until closed', () => {
    const q = createToastQueue();
    q.show('success', 'saved');
    q.show('error', 'stays', { durationMs: 0 });
    vi.advanceTimersByTime(4999);
    expect(messages(q)).toEqual(['saved', 'stays']);
    vi.advanceTimersByTime(1);
    expect(messages(q)).toEqual(['stays']);
    vi.advanceTimersByTime(60_000);
    expect(messages(q)).toEqual(['stays']);
  });

  it('pause keeps the time left; resume runs only that', () => {
    const q = createToastQueue();
    q.show('info', 'a', { durationMs: 1000 });
    vi.advanceTimersByTime(600);
    q.pause();
    expect(q.isPaused()).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(messages(q)).toEqual(['a']);
    // A toast that arrives while paused waits for the resume too.
    q.show('info', 'b', { durationMs: 1000 });
    vi.advanceTimersByTime(5000);
    q.resume();
    vi.advanceTimersByTime(399);
    expect(messages(q)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(messages(q)).toEqual(['b']);
    vi.advanceTimersByTime(600);
    expect(messages(q)).toEqual([]);
  });

  it('the module API waits for a host, then feeds the host mounted last', () => {
    expect(toast.success('early')).toBeNull();
    const first = createToastQueue();
    const disconnectFirst = connectToastHost(first);
    expect(messages(first)).toEqual(['early']);
    const second = createToastQueue();
    const disconnectSecond = connectToastHost(second);
    const id = toast.warning('to the second', { params: { n: 1 } });
    expect(messages(second)).toEqual(['to the second']);
    expect(second.visible.get()[0]).toMatchObject({ kind: 'warning', params: { n: 1 } });
    toast.dismiss(id!);
    expect(messages(second)).toEqual([]);
    disconnectSecond();
    toast('back to the first');
    expect(messages(first)).toEqual(['early', 'back to the first']);
    disconnectFirst();
    first.clear();
    expect(messages(first)).toEqual([]);
  });
});

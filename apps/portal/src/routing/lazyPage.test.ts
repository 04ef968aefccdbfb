import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, loadChunk } from './lazyPage';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('lazy chunks', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ default: 1 }), { storage: memory(), reload: vi.fn() })).resolves.toEqual({
      default: 1,
    });
  });

  it('reloads the page once when a chunk fails, then shows the error on a second failure', async () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    void loadChunk(failing, { storage, reload, now: () => now });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(now));
    now += 10_000;
    await expect(loadChunk(failing, { storage, reload, now: () => now })).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a chunk that takes longer than the timeout (120 s) as failed', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      void loadChunk(() => new Promise(() => undefined), { storage: memory(), reload, now: () => 5_000_000 });
      await vi.advanceTimersByTimeAsync(119_999);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

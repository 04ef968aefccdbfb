/**
 * Lazy route modules with the spec's chunk rule (000 §8, §9): a chunk that fails to load, or does
 * not load within 120 s, reloads the page once (a deploy replaced the chunks); a second failure
 * within a minute is shown by the route's error screen instead of reloading in a loop.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@mro/rules';

export const CHUNK_RELOAD_KEY = 'mro.chunkReloadAt';
const RELOAD_WINDOW_MS = 60_000;

export interface ChunkOptions {
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

export function loadChunk<T>(load: () => Promise<T>, options: ChunkOptions = {}): Promise<T> {
  const {
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
    storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
    reload = () => window.location.reload(),
    now = Date.now,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .finally(() => clearTimeout(timer))
    .catch((error: unknown) => {
      const last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (storage && now() - last > RELOAD_WINDOW_MS) {
        storage.setItem(CHUNK_RELOAD_KEY, String(now()));
        reload();
        // The page goes away; nothing renders meanwhile.
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}

import { STORED_ITEM_LIFETIME_S } from '@mro/rules';

/** The part of the Web Storage API the store needs (localStorage, sessionStorage or a fake). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredItemStoreOptions {
  /** Defaults to `window.localStorage`, or to memory where storage is unavailable. */
  storage?: KeyValueStorage;
  /** Every key is namespaced with this prefix. Default `mro:`. */
  prefix?: string;
  /** Clock, for tests. */
  now?: () => number;
}

export interface StoredItemStore {
  get<T>(key: string): T | undefined;
  /** Stores `value` for `lifetimeSeconds` (default one year). Returns false when storage refused it. */
  set<T>(key: string, value: T, lifetimeSeconds?: number): boolean;
  remove(key: string): void;
  /** Removes expired and unreadable entries; returns how many were removed. */
  purgeExpired(): number;
}

interface Envelope {
  value: unknown;
  expires: number;
}

function isEnvelope(x: unknown): x is Envelope {
  return typeof x === 'object' && x !== null && 'expires' in x && typeof (x as Envelope).expires === 'number';
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__mro_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private mode, disabled storage or a server: keep working in memory.
    return createMemoryStorage();
  }
}

/**
 * Stored items with an expiry time (spec: "stored item: value with expiry time", default lifetime
 * 31,536,000 s, expired entries purged at start). Expired or corrupt entries read as undefined
 * and are removed when read. Creating the store purges expired entries once.
 */
export function createStoredItemStore(options: StoredItemStoreOptions = {}): StoredItemStore {
  const storage = options.storage ?? defaultStorage();
  const prefix = options.prefix ?? 'mro:';
  const now = options.now ?? Date.now;

  const read = (fullKey: string): Envelope | undefined => {
    const raw = storage.getItem(fullKey);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isEnvelope(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };

  const store: StoredItemStore = {
    get<T>(key: string) {
      const fullKey = prefix + key;
      const entry = read(fullKey);
      if (!entry || entry.expires <= now()) {
        if (storage.getItem(fullKey) !== null) storage.removeItem(fullKey);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, lifetimeSeconds = STORED_ITEM_LIFETIME_S) {
      const envelope: Envelope = { value, expires: now() + lifetimeSeconds * 1000 };
      try {
        storage.setItem(prefix + key, JSON.stringify(envelope));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      storage.removeItem(prefix + key);
    },
    purgeExpired() {
      const stale: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const k = storage.key(i);
        if (k === null || !k.startsWith(prefix)) continue;
        const entry = read(k);
        if (!entry || entry.expires <= now()) stale.push(k);
      }
      stale.forEach((k) => storage.removeItem(k));
      return stale.length;
    },
  };
  store.purgeExpired();
  return store;
}

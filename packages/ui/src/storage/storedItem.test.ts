import { describe, expect, it } from 'vitest';
import { STORED_ITEM_LIFETIME_S } from '@mro/rules';
import { createMemoryStorage, createStoredItemStore, type KeyValueStorage } from './storedItem';

function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createStoredItemStore', () => {
  it('stores and reads values for the default lifetime of 31,536,000 s', () => {
    const storage = createMemoryStorage();
    const c = clock();
    const store = createStoredItemStore({ storage, now: c.now });
    store.set('hideUpgrade', { until: 123 });
    expect(store.get('hideUpgrade')).toEqual({ until: 123 });
    const raw = JSON.parse(storage.getItem('mro:hideUpgrade')!);
    expect(raw.expires - c.now()).toBe(STORED_ITEM_LIFETIME_S * 1000);
    c.advance(STORED_ITEM_LIFETIME_S * 1000 - 1);
    expect(store.get('hideUpgrade')).toEqual({ until: 123 });
    c.advance(1);
    expect(store.get('hideUpgrade')).toBeUndefined();
    expect(storage.getItem('mro:hideUpgrade')).toBeNull();
  });

  it('honours a custom lifetime', () => {
    const c = clock();
    const store = createStoredItemStore({ storage: createMemoryStorage(), now: c.now });
    store.set('k', 'v', 10);
    c.advance(9_999);
    expect(store.get('k')).toBe('v');
    c.advance(1);
    expect(store.get('k')).toBeUndefined();
  });

  it('purges expired and corrupt entries at start, leaving other keys alone', () => {
    const storage = createMemoryStorage();
    const c = clock();
    storage.setItem('mro:old', JSON.stringify({ value: 1, expires: c.now() - 1 }));
    storage.setItem('mro:fresh', JSON.stringify({ value: 2, expires: c.now() + 1000 }));
    storage.setItem('mro:broken', '{not json');
    storage.setItem('mro:shape', JSON.stringify({ value: 3 }));
    storage.setItem('other-app', 'keep');
    const store = createStoredItemStore({ storage, now: c.now });
    expect(storage.getItem('mro:old')).toBeNull();
    expect(storage.getItem('mro:broken')).toBeNull();
    expect(storage.getItem('mro:shape')).toBeNull();
    expect(storage.getItem('other-app')).toBe('keep');
    expect(store.get('fresh')).toBe(2);
    expect(store.purgeExpired()).toBe(0);
  });

  it('reports a refused write instead of throwing (quota exceeded)', () => {
    const full: KeyValueStorage = {
      ...createMemoryStorage(),
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = createStoredItemStore({ storage: full });
    expect(store.set('k', 1)).toBe(false);
  });

  it('removes items and uses localStorage by default', () => {
    localStorage.clear();
    const store = createStoredItemStore();
    store.set('a', 1);
    expect(localStorage.getItem('mro:a')).not.toBeNull();
    store.remove('a');
    expect(store.get('a')).toBeUndefined();
  });

  it('falls back to memory when storage throws on access', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const store = createStoredItemStore();
      expect(store.set('a', 1)).toBe(true);
      expect(store.get('a')).toBe(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
  });
});

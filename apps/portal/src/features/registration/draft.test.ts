import { describe, expect, it } from 'vitest';
import { DRAFT_LIFETIME_S, createDraft, type DraftStore } from './draft';

function memoryStore() {
  const items = new Map<string, { value: unknown; lifetime?: number }>();
  const store: DraftStore & { items: typeof items } = {
    items,
    get: <T>(key: string) => items.get(key)?.value as T | undefined,
    set: (key, value, lifetime) => void items.set(key, { value: structuredClone(value), lifetime }),
    remove: (key) => void items.delete(key),
  };
  return store;
}

const EMPTY = { loginId: '', pwCn: '', pwCnConfirm: '', userNm: '', itgMailRcvYn: false };

describe('a registration draft', () => {
  it('keeps what was typed for a week, never the passwords', () => {
    const store = memoryStore();
    const draft = createDraft(store, 'buyer', EMPTY);
    draft.save({
      loginId: 'newbuyer',
      pwCn: 'Secret!2026',
      pwCnConfirm: 'Secret!2026',
      userNm: '김구매',
      itgMailRcvYn: true,
    });
    expect(store.items.get('buyer')).toEqual({
      value: { loginId: 'newbuyer', userNm: '김구매', itgMailRcvYn: true },
      lifetime: DRAFT_LIFETIME_S,
    });
    expect(draft.load()).toEqual({ ...EMPTY, loginId: 'newbuyer', userNm: '김구매', itgMailRcvYn: true });
  });

  it('gives back nothing when there is no draft, and drops keys it does not know or of another type', () => {
    const store = memoryStore();
    const draft = createDraft(store, 'buyer', EMPTY);
    expect(draft.load()).toBeUndefined();
    store.set('buyer', { loginId: 42, userNm: 'ok', pwCn: 'leaked', other: 'x' });
    expect(draft.load()).toEqual({ ...EMPTY, userNm: 'ok' });
    store.set('buyer', 'not an object');
    expect(draft.load()).toBeUndefined();
  });

  it('keeps numbers where the empty form has null, and lists where it has a list', () => {
    const store = memoryStore();
    const empty = { years: null as number | null, tags: [] as string[], rows: { a: '' } };
    const draft = createDraft(store, 'supplier', empty);
    store.set('supplier', { years: 12, tags: ['x'], rows: { a: 'b' } });
    expect(draft.load()).toEqual({ years: 12, tags: ['x'], rows: { a: 'b' } });
    store.set('supplier', { years: '12', tags: 'x', rows: ['b'] });
    expect(draft.load()).toEqual(empty);
  });

  it('is gone once cleared (the registration was sent)', () => {
    const store = memoryStore();
    const draft = createDraft(store, 'buyer', EMPTY);
    draft.save({ ...EMPTY, loginId: 'x1234' });
    draft.clear();
    expect(draft.load()).toBeUndefined();
  });
});

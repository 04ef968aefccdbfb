import { createStore } from '../Overlay/store';

/** Scope of the page (forms outside modals); a modal's scope is its id. */
export const PAGE_SCOPE = 'page';

/** Which forms are dirty, per scope. */
export function createDirtyRegistry() {
  const store = createStore<ReadonlyMap<string, ReadonlySet<string>>>(new Map());
  return {
    ...store,
    set(scope: string, token: string, dirty: boolean) {
      store.set((map) => {
        const current = map.get(scope) ?? new Set<string>();
        if (current.has(token) === dirty) return map;
        const next = new Set(current);
        if (dirty) next.add(token);
        else next.delete(token);
        const copy = new Map(map);
        if (next.size) copy.set(scope, next);
        else copy.delete(scope);
        return copy;
      });
    },
    isDirty(scope: string = PAGE_SCOPE): boolean {
      return (store.get().get(scope)?.size ?? 0) > 0;
    },
    anyDirty(): boolean {
      return store.get().size > 0;
    },
  };
}

export type DirtyRegistry = ReturnType<typeof createDirtyRegistry>;

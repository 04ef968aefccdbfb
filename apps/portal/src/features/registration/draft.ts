/**
 * A registration's draft (spec 001 §3, issue: "a half-filled registration survives a reload and a
 * browser restart"): what was typed, kept in this browser's storage as the person types, and
 * given back when the form opens again. Secrets (passwords) are never written; a draft lives 7
 * days and is removed once the registration is sent. Framework-free: the store is injected
 * (`createStoredItemStore` of @mro/ui in the page, a memory store in tests). Cost: one small JSON
 * write per change.
 */

export interface DraftStore {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, lifetimeSeconds?: number): void;
  remove(key: string): void;
}

export const DRAFT_LIFETIME_S = 7 * 24 * 60 * 60;

/** Field names never kept in a draft. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['pwCn', 'pwCnConfirm']);

export interface Draft<T extends Record<string, unknown>> {
  /** The kept values over `empty` (unknown or ill-typed keys dropped), or undefined when none. */
  load(): T | undefined;
  save(values: T): void;
  clear(): void;
}

/** Whether a kept value fits the empty form's: same type; a list for a list; a number or null for null. */
function sameKind(value: unknown, empty: unknown): boolean {
  if (empty === null) return value === null || typeof value === 'number';
  if (Array.isArray(empty)) return Array.isArray(value);
  if (value === null || Array.isArray(value)) return false;
  return typeof value === typeof empty;
}

export function createDraft<T extends Record<string, unknown>>(store: DraftStore, key: string, empty: T): Draft<T> {
  return {
    load() {
      const kept = store.get<Record<string, unknown>>(key);
      if (!kept || typeof kept !== 'object') return undefined;
      const values = { ...empty };
      for (const name of Object.keys(empty)) {
        const value = kept[name];
        if (!SECRET_FIELDS.has(name) && value !== undefined && sameKind(value, empty[name]))
          (values as Record<string, unknown>)[name] = value;
      }
      return values;
    },
    save(values) {
      const kept: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) if (!SECRET_FIELDS.has(name)) kept[name] = value;
      store.set(key, kept, DRAFT_LIFETIME_S);
    },
    clear() {
      store.remove(key);
    },
  };
}

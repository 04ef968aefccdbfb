import { createContext } from 'react';
import type { CodeItem } from '@mro/rules';

/** Loads one code group (e.g. 'CM031') in a language; the portal calls the common-codes API. */
export type CodeListLoader = (group: string, locale: string) => Promise<readonly CodeItem[]>;

export interface CodeListStore {
  /** The cached promise of a group in a locale: each group is asked for once per language. */
  get: (group: string, locale: string) => Promise<readonly CodeItem[]>;
  /** A settled group, read synchronously so a re-mounted control renders at once. */
  peek: (group: string, locale: string) => readonly CodeItem[] | undefined;
}

export function createCodeListStore(load: CodeListLoader): CodeListStore {
  const pending = new Map<string, Promise<readonly CodeItem[]>>();
  const settled = new Map<string, readonly CodeItem[]>();
  const key = (group: string, locale: string) => `${locale}\u0000${group}`;
  return {
    get(group, locale) {
      const k = key(group, locale);
      let promise = pending.get(k);
      if (!promise) {
        promise = load(group, locale).then(
          (items) => {
            settled.set(k, items);
            return items;
          },
          (error: unknown) => {
            pending.delete(k); // a failed load is asked again next time
            throw error;
          },
        );
        pending.set(k, promise);
      }
      return promise;
    },
    peek: (group, locale) => settled.get(key(group, locale)),
  };
}

export const CodeListContext = createContext<CodeListStore | null>(null);

import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeItem } from '@mro/rules';
import { CodeListContext } from './CodeListContext';

export interface CodeListState {
  items: readonly CodeItem[];
  loading: boolean;
  /** The load failed; the control shows a retry-able notice instead of an empty list. */
  failed: boolean;
}

const NONE: readonly CodeItem[] = [];

/**
 * Items of a choice control: the given `items`, or those of `codeGroup` from the CodeListProvider
 * in the current language (reloaded when the language changes).
 */
export function useCodeList(codeGroup?: string, items?: readonly CodeItem[]): CodeListState {
  const store = useContext(CodeListContext);
  const { i18n } = useTranslation('ui');
  const locale = i18n.language;
  const cached = codeGroup && store ? store.peek(codeGroup, locale) : undefined;
  const [loaded, setLoaded] = useState<{ key: string; items?: readonly CodeItem[]; failed?: boolean } | null>(null);
  const key = `${locale}:${codeGroup ?? ''}`;
  if (codeGroup && !items && !store) {
    throw new Error(`codeGroup "${codeGroup}" needs a CodeListProvider around the control.`);
  }

  useEffect(() => {
    if (items || !codeGroup || !store) return;
    let live = true;
    store.get(codeGroup, locale).then(
      (result) => live && setLoaded({ key, items: result }),
      () => live && setLoaded({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [items, codeGroup, store, locale, key]);

  if (items) return { items, loading: false, failed: false };
  if (!codeGroup) return { items: NONE, loading: false, failed: false };
  if (cached) return { items: cached, loading: false, failed: false };
  const current = loaded?.key === key ? loaded : null;
  return { items: current?.items ?? NONE, loading: !current, failed: Boolean(current?.failed) };
}

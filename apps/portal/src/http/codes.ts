/**
 * Common code lists (spec 000 §7 `GET /anonymous/common-codes/cache`, cached per language): the
 * groups asked for in one task are fetched in one call (`cdLstIds` repeated), each group once per
 * language for the life of the page (TanStack Query holds them, staleTime infinite). Feeds
 * `CodeListProvider` of @mro/ui.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CodeItem } from '@mro/rules';
import type { PortalApi } from './api';
import { CallFailure } from './result';

export const codeListKey = (langCd: string, group: string) => ['codes', langCd, group] as const;

/** A CodeListLoader that batches the groups asked for in the same task into one call. */
export function createCodeListLoader(api: Pick<PortalApi, 'codes'>, queryClient: QueryClient) {
  let pending: {
    langCd: string;
    groups: Map<string, ((items: CodeItem[]) => void)[]>;
    fail: ((e: unknown) => void)[];
  } | null = null;

  const flush = async (batch: NonNullable<typeof pending>) => {
    const groups = [...batch.groups.keys()];
    const result = await api.codes.commonCodes(
      { query: { cdLstIds: groups, langCd: batch.langCd as 'EN' | 'KO' } },
      { loading: false },
    );
    if (!result.ok) {
      for (const f of batch.fail) f(new CallFailure(result.failure));
      return;
    }
    for (const group of groups) {
      const items = result.data.codes.find((c) => c.cdLstId === group)?.commonCodes ?? [];
      queryClient.setQueryData(codeListKey(batch.langCd, group), items);
      for (const resolve of batch.groups.get(group) ?? []) resolve(items);
    }
  };

  const fetchGroup = (group: string, langCd: string) =>
    new Promise<CodeItem[]>((resolve, reject) => {
      if (!pending || pending.langCd !== langCd) {
        const batch = {
          langCd,
          groups: new Map<string, ((items: CodeItem[]) => void)[]>(),
          fail: [] as ((e: unknown) => void)[],
        };
        pending = batch;
        queueMicrotask(() => {
          if (pending === batch) pending = null;
          void flush(batch);
        });
      }
      const waiting = pending.groups.get(group) ?? [];
      waiting.push(resolve);
      pending.groups.set(group, waiting);
      pending.fail.push(reject);
    });

  return (group: string, locale: string): Promise<readonly CodeItem[]> => {
    const langCd = locale === 'en' ? 'EN' : 'KO';
    return queryClient.fetchQuery({
      queryKey: codeListKey(langCd, group),
      queryFn: () => fetchGroup(group, langCd),
      staleTime: Infinity,
      gcTime: Infinity,
    });
  };
}

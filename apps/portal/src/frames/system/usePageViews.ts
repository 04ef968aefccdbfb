/** The frame's page-view analytics (routing/analytics.ts): one report a screen shown. */
import { useCallback, useMemo } from 'react';
import { createPageViewReporter } from '../../routing/analytics';
import type { MenuEntry } from '../../routing/guards';
import type { SystemPage } from '../../routing/screens';
import { useApi } from '../../services/ServicesProvider';
import type { SystemCode } from '../../shared/systems';

export function usePageViews(system: SystemCode) {
  const api = useApi();
  const report = useMemo(() => createPageViewReporter(api, { dev: import.meta.env.DEV }), [api]);
  return useCallback(
    (pathname: string, found: SystemPage, menus: readonly MenuEntry[]) => {
      const menu = menus.find((m) => m.path === pathname);
      report({ path: pathname, prgmId: found.prgmId ?? menu?.prgmId ?? null, menuNm: menu?.menuNm ?? null, system });
    },
    [report, system],
  );
}

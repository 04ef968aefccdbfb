/** Reports the entry site's page views (entryPageViews.ts), one a route shown, as the system frame does. */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../shared/i18n';
import { createPageViewReporter } from '../routing/analytics';
import { entryPageView } from '../routing/entryPageViews';

export function useEntryPageViews() {
  const api = useApi();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { pathname } = useLocation();
  const report = useMemo(() => createPageViewReporter(api, { dev: import.meta.env.DEV }), [api]);
  useEffect(() => {
    report(entryPageView(pathname, (key) => t(key)));
  }, [pathname, report, t]);
}

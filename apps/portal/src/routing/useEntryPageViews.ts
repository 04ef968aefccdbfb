/** Reports the entry site's page views (entryPageViews.ts), one a route shown, as the system frame does. */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../http/react';
import { PORTAL_NAMESPACE } from '../i18n';
import { createPageViewReporter } from './analytics';
import { entryPageView } from './entryPageViews';

export function useEntryPageViews() {
  const http = useHttp();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { pathname } = useLocation();
  const report = useMemo(() => createPageViewReporter(http, { dev: import.meta.env.DEV }), [http]);
  useEffect(() => {
    report(entryPageView(pathname, (key) => t(key)));
  }, [pathname, report, t]);
}

/** A route that failed to load or render: the message and a reload (a chunk already retried once). */
import { useTranslation } from 'react-i18next';
import { Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../shared/i18n';

export function RouteError() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('errors.crashTitle')}</h1>
      <p>{t('errors.crashText')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </main>
  );
}

/** Page not found (spec 000 §2): go back, and go home only where a home exists. */
import { useTranslation } from 'react-i18next';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useSession } from '../../services/ServicesProvider';
import { ErrorPage } from './Forbidden';
import { goHomeOf } from '../../shared/systems';

export default function NotFound() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const session = useSession();
  return <ErrorPage title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} home={goHomeOf(session)} />;
}

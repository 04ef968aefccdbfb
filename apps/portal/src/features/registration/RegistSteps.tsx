/**
 * Where a sign-up stands (buyer and supplier alike): agreement, details, done, as @mro/ui Steps.
 * From the details step the done agreement step is a button back to it (what was entered is kept
 * in the browser, draft.ts); the done page has no way back (the request is in).
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Steps } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

export function RegistSteps({
  current,
  start,
}: {
  current: 0 | 1 | 2;
  start: '/regist/customer' | '/regist/supplier';
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Steps
      aria-label={t('regist.steps')}
      current={current}
      onStepClick={current === 1 ? () => void navigate(start) : undefined}
      steps={[{ label: t('regist.stepAgree') }, { label: t('regist.stepForm') }, { label: t('regist.stepDone') }]}
    />
  );
}

/**
 * /imarket (spec 000 §2: "no container"): the marketplace's public entry, drawn without the entry
 * frame (no header, side tabs or footer), like /login-fail. It says what the marketplace is and
 * offers the ways in: sign in, register as a buyer or as a supplier, and, for a browser with a
 * session, the marketplace itself (/mp/: the MP frame sends a session of another system to the
 * system choice at /auth). Decision 0029.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActionBar, Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useServices } from '../../services/ServicesProvider';
import { ENTRY_HOME, SYSTEM_BASES } from '../../shared/systems';
import { hasSessionMarker } from '../../services/useSessionKeeper';
import { useEntryPageViews } from '../../frames/useEntryPageViews';

const Page = styled.main`
  max-width: 640px;
  margin: ${({ theme }) => theme.space['6']} auto;
  padding: ${({ theme }) => theme.space['5']};
  font-family: ${({ theme }) => theme.font.family.base};
  color: ${({ theme }) => theme.color.text.default};
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space['3']};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export function Imarket() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const { leave } = useServices();
  const signedIn = hasSessionMarker();
  useEntryPageViews();
  return (
    <Page data-imarket>
      <h1>{t('imarket.title')}</h1>
      <p>{t('imarket.what')}</p>
      <p>{t('imarket.who')}</p>
      <ActionBar>
        <Button variant="secondary" onClick={() => void navigate('/regist/customer')}>
          {t('entry.buyerRegistration')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/regist/supplier')}>
          {t('entry.supplierRegistration')}
        </Button>
        <Button variant={signedIn ? 'secondary' : 'primary'} onClick={() => void navigate(ENTRY_HOME)}>
          {t('imarket.signIn')}
        </Button>
        {signedIn && <Button onClick={() => leave(`${SYSTEM_BASES.MP}/`)}>{t('imarket.enter')}</Button>}
      </ActionBar>
    </Page>
  );
}

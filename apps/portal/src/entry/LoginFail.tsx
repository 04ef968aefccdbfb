/** /login-fail (spec 000 §4, no header or footer): the refused login's id and message, and the way back. */
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, translateMessage } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../i18n';
import { ENTRY_HOME } from '../routing/systems';

const Page = styled.main`
  max-width: 480px;
  margin: ${({ theme }) => theme.space['6']} auto;
  padding: ${({ theme }) => theme.space['5']};
  font-family: ${({ theme }) => theme.font.family.base};
  color: ${({ theme }) => theme.color.text.default};
`;

export interface LoginFailState {
  loginId?: string;
  errorType?: string;
  errorMessage?: string;
}

export default function LoginFail() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const { state } = useLocation() as { state: LoginFailState | null };
  const navigate = useNavigate();
  return (
    <Page>
      <h1>{t('login.failTitle')}</h1>
      {state?.loginId && <p data-login-id>{state.loginId}</p>}
      <p role="alert">{translateMessage(i18n, state?.errorMessage ?? 'MROAU0001')}</p>
      <Button onClick={() => navigate(ENTRY_HOME)}>{t('login.failBack')}</Button>
    </Page>
  );
}

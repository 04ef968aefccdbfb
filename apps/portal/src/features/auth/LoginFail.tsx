/**
 * /login-fail (spec 000 §4, no header or footer): the refused login's id and message, the attempts
 * left before the lock when the server says, and the ways on (issue 41): back to the form with the
 * id kept, find password, and the unlock. A locked account (5 wrong passwords, MROAU0002) is told
 * how long the lock lasts and offered the unlock the server has: an SMS code to the account's
 * mobile (OtpDialog), after which the login is open again at once.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActionBar, Button, translateMessage, useToast } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { OtpDialog } from './OtpDialog';
import { accountOtp, useUnlock } from './queries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ENTRY_HOME } from '../../shared/systems';
import { settle } from '../../http/result';

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
  /** Wrong passwords left before the lock (the server's `data.attemptsLeft`). */
  attemptsLeft?: number;
}

export default function LoginFail() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const { state } = useLocation() as { state: LoginFailState | null };
  const navigate = useNavigate();
  const api = useApi();
  const unlocking = useUnlock();
  const toast = useToast();
  const [ticket, setTicket] = useState<string | null>(null);
  const locked = state?.errorType === 'LOCKED' && Boolean(state.loginId);
  const unlock = async () => {
    const result = await settle(unlocking.mutateAsync(state?.loginId ?? ''));
    if (result.ok) setTicket(result.data.otpTicket);
  };
  return (
    <Page>
      <h1>{t('login.failTitle')}</h1>
      {state?.loginId && <p data-login-id>{state.loginId}</p>}
      <p role="alert">{translateMessage(i18n, state?.errorMessage ?? 'MROAU0001')}</p>
      {!locked && typeof state?.attemptsLeft === 'number' && (
        <p data-attempts-left>{t('login.failAttemptsLeft', { count: state.attemptsLeft })}</p>
      )}
      <p>{locked ? t('unlock.explain') : t('login.failUnlockHint')}</p>
      <ActionBar>
        <Button variant="secondary" onClick={() => navigate('/find/pw')}>
          {t('entry.findPw')}
        </Button>
        <Button
          variant={locked ? 'secondary' : 'primary'}
          onClick={() => navigate(ENTRY_HOME, { state: state?.loginId ? { loginId: state.loginId } : null })}
        >
          {t('login.failBack')}
        </Button>
        {locked && <Button onClick={() => void unlock()}>{t('unlock.button')}</Button>}
      </ActionBar>
      {ticket && (
        <OtpDialog
          title={t('unlock.button')}
          ticket={ticket}
          calls={accountOtp(api)}
          onVerified={async () => {
            setTicket(null);
            toast.success(t('unlock.done'));
            void navigate(ENTRY_HOME);
          }}
          onCancel={() => setTicket(null)}
        />
      )}
    </Page>
  );
}

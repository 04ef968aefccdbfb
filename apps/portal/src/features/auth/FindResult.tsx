/**
 * The ends of find id and find password: the id found (/find/id/result), the new password with
 * its rules checked live (/find/pw/result: the reset ticket from the SMS step, valid 10 minutes,
 * used once), and the done page (/find/pw/success). Each needs the state the step before handed
 * it; opened directly (a bookmark, a reload after the ticket was used) it says so and offers the
 * start again, never a blank page.
 */
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_RESET_SCHEMA } from '@mro/rules';
import { ActionBar, Button, FormBox, useFormBox } from '@mro/ui';
import { PasswordFields } from '../common/PasswordFields';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ENTRY_HOME } from '../../shared/systems';
import { EntryPage } from '../../frames/EntryPage';
import type { FindIdResult as FoundId, FindPwResult as ResetState } from './FindAccount';
import { settle } from '../../http/result';
import { useResetPassword } from './queries';

const Found = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function StartAgain({ kind }: { kind: 'id' | 'pw' }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const title = kind === 'id' ? t('entry.findId') : t('entry.findPw');
  return (
    <EntryPage title={title} lead={t('find.startAgain')}>
      <ActionBar>
        <Button onClick={() => void navigate(`/find/${kind}`)}>{title}</Button>
      </ActionBar>
    </EntryPage>
  );
}

export function FindIdResult() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const state = useLocation().state as FoundId | null;
  if (!state?.loginId) return <StartAgain kind="id" />;
  return (
    <EntryPage title={t('entry.findId')} lead={t('find.idFound')}>
      <Found data-found-id>{state.loginId}</Found>
      <ActionBar>
        <Button variant="secondary" onClick={() => void navigate('/find/pw')}>
          {t('entry.findPw')}
        </Button>
        <Button onClick={() => void navigate(ENTRY_HOME)}>{t('find.toLogin')}</Button>
      </ActionBar>
    </EntryPage>
  );
}

interface ResetValues {
  newPwCn: string;
  newPwCnConfirm: string;
}

export function FindPwResult() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const state = useLocation().state as ResetState | null;
  const form = useFormBox<ResetValues>({
    schema: PASSWORD_RESET_SCHEMA,
    defaultValues: { newPwCn: '', newPwCnConfirm: '' },
  });
  if (!state?.resetTicket) return <StartAgain kind="pw" />;
  const submit = async (values: ResetValues) => {
    const result = await settle(reset.mutateAsync({ resetTicket: state.resetTicket, ...values }));
    if (result.ok) void navigate('/find/pw/success', { replace: true, state: { loginId: result.data.loginId } });
  };
  return (
    <EntryPage title={t('entry.findPw')} lead={t('find.pwReset')}>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('find.pwReset')}
        actions={<Button type="submit">{t('password.submit')}</Button>}
      >
        <PasswordFields withOld={false} />
      </FormBox>
    </EntryPage>
  );
}

export function FindPwSuccess() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const state = useLocation().state as FoundId | null;
  if (!state?.loginId) return <StartAgain kind="pw" />;
  return (
    <EntryPage title={t('entry.findPw')} lead={t('find.pwDone', { loginId: state.loginId })}>
      <ActionBar>
        <Button onClick={() => void navigate(ENTRY_HOME)}>{t('find.toLogin')}</Button>
      </ActionBar>
    </EntryPage>
  );
}

/**
 * Find id and find password (spec 000 §2 routes /find/id and /find/pw, with /result and
 * /success; the screens are not shown): who you are (buyer or supplier, name, mobile, and for a
 * password the id), then the SMS code (OtpDialog over the anonymous OTP calls), then the result.
 * The server answers with a ticket whether or not an account matches, so these screens never tell
 * a stranger that an account exists: a wrong name simply never receives a code. Nothing typed is
 * cleared by a refusal.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIND_ID_SCHEMA, FIND_PASSWORD_SCHEMA } from '@mro/rules';
import { Button, FormBox, FormItem, RadioGroup, TextField, useFormBox } from '@mro/ui';
import { useHttp } from '../http/react';
import { PORTAL_NAMESPACE } from '../i18n';
import { OtpDialog } from './OtpDialog';
import { EntryPage } from './EntryPage';

interface Values {
  custRolCd: string;
  loginId: string;
  userNm: string;
  mobileNo: string;
}

export interface FindIdResult {
  loginId: string;
}
export interface FindPwResult {
  resetTicket: string;
}

const OTP_CALLS = { send: '/anonymous/users/otp/send', verify: '/anonymous/users/otp/verify' };

function FindAccount({ kind }: { kind: 'id' | 'pw' }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const navigate = useNavigate();
  const [ticket, setTicket] = useState<string | null>(null);
  const form = useFormBox<Values>({
    schema: { custRolCd: 'required', ...(kind === 'pw' ? FIND_PASSWORD_SCHEMA : { loginId: '', ...FIND_ID_SCHEMA }) },
    defaultValues: { custRolCd: 'B', loginId: '', userNm: '', mobileNo: '' },
  });
  const roles = [
    { cd: 'B', cdNm: t('find.buyer') },
    { cd: 'V', cdNm: t('find.supplier') },
  ];
  const submit = async (values: Values) => {
    const { loginId, ...common } = values;
    const result = await http.post<{ otpTicket: string }>(
      kind === 'id' ? '/anonymous/users/find-id' : '/anonymous/users/find-password',
      kind === 'id' ? common : { ...common, loginId: loginId.trim() },
    );
    if (result.ok) setTicket(result.data.otpTicket);
  };
  const title = kind === 'id' ? t('entry.findId') : t('entry.findPw');
  return (
    <EntryPage title={title} lead={kind === 'id' ? t('find.idLead') : t('find.pwLead')}>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={title}
        actions={<Button type="submit">{t('find.next')}</Button>}
      >
        <FormItem name="custRolCd" label={t('find.role')}>
          <RadioGroup items={roles} orientation="horizontal" />
        </FormItem>
        {kind === 'pw' && (
          <FormItem name="loginId" label={t('login.id')}>
            <TextField autoComplete="username" maxLength={200} />
          </FormItem>
        )}
        <FormItem name="userNm" label={t('find.name')}>
          <TextField autoComplete="name" maxLength={50} lengthUnit="byte" />
        </FormItem>
        <FormItem name="mobileNo" label={t('find.mobile')}>
          <TextField mask="phone" inputMode="tel" autoComplete="tel" />
        </FormItem>
      </FormBox>
      {ticket && (
        <OtpDialog<FindIdResult & FindPwResult>
          title={title}
          ticket={ticket}
          calls={OTP_CALLS}
          onVerified={(data) =>
            kind === 'id'
              ? void navigate('/find/id/result', { state: { loginId: data.loginId } satisfies FindIdResult })
              : void navigate('/find/pw/result', { state: { resetTicket: data.resetTicket } satisfies FindPwResult })
          }
          onCancel={() => setTicket(null)}
        />
      )}
    </EntryPage>
  );
}

export function FindId() {
  return <FindAccount kind="id" />;
}
export function FindPw() {
  return <FindAccount kind="pw" />;
}

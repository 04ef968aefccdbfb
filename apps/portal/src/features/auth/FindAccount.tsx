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
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { OtpVerified } from '@mro/contract';
import { OtpDialog } from './OtpDialog';
import { accountOtp, useFindAccount } from './queries';
import { EntryPage } from '../../frames/EntryPage';
import { settle } from '../../http/result';

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

function FindAccount({ kind }: { kind: 'id' | 'pw' }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const find = useFindAccount(kind);
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
    const result = await settle(find.mutateAsync({ ...values, loginId: values.loginId.trim() }));
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
        <OtpDialog<OtpVerified>
          title={title}
          ticket={ticket}
          calls={accountOtp(api)}
          onVerified={(data) =>
            kind === 'id'
              ? void navigate('/find/id/result', {
                  state: { loginId: 'loginId' in data ? data.loginId : '' } satisfies FindIdResult,
                })
              : void navigate('/find/pw/result', {
                  state: { resetTicket: 'resetTicket' in data ? data.resetTicket : '' } satisfies FindPwResult,
                })
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

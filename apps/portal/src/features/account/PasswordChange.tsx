/**
 * Password change inside a system (spec 000 §5 password rules, the same schema the server checks,
 * PASSWORD_CHANGE_SCHEMA of @mro/rules): current, new (its rules checked live) and confirmation. The form's changes are
 * unsaved until it is sent, so closing its tab or logging out asks first (PICMCM0031).
 */
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHANGE_SCHEMA } from '@mro/rules';
import { Button, FormBox, useFormBox, useToast } from '@mro/ui';
import { PasswordFields } from '../common/PasswordFields';
import { useServices, useSession } from '../../services/ServicesProvider';
import { settle } from '../../http/result';
import { useChangePassword } from '../common/accountQueries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

type Values = {
  oldPwCn: string;
  newPwCn: string;
  newPwCnConfirm: string;
};

const EMPTY: Values = { oldPwCn: '', newPwCn: '', newPwCnConfirm: '' };

export default function PasswordChange() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const change = useChangePassword();
  const { session } = useServices();
  const toast = useToast();
  const { userInfo } = useSession();
  const form = useFormBox<Values>({ schema: PASSWORD_CHANGE_SCHEMA, defaultValues: EMPTY });
  const submit = async (values: Values) => {
    const result = await settle(change.mutateAsync(values));
    if (!result.ok) return;
    if (result.data.sessionExpires) session.extend(result.data.sessionExpires);
    form.reset(EMPTY);
    toast.success(t('password.changed'));
  };
  return (
    <FormBox
      form={form}
      columns={1}
      onSubmit={submit}
      aria-label={t('password.title')}
      actions={<Button type="submit">{t('password.submit')}</Button>}
    >
      <PasswordFields withOld loginId={userInfo?.loginId} />
    </FormBox>
  );
}

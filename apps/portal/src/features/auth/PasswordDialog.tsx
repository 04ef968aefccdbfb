/**
 * The password-change popup after login (spec 000 §5): current, new and confirmation, every
 * password rule shown live with its code (RuleChecklist over `passwordViolations`, the function the
 * server checks with), and "change next time" when the change is a reminder rather than required
 * (a temporary password or an administrator's reset: `pwChangeForcedYn` Y, the only way on).
 * `onDone` goes on to the system selection.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_CHANGE_SCHEMA } from '@mro/rules';
import { Button, FormBox, Modal, useFormBox, useToast } from '@mro/ui';
import { PasswordFields } from '../common/PasswordFields';
import { settle } from '../../http/result';
import { useChangePassword, usePasswordLater } from '../common/accountQueries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['3']};
`;

type Values = {
  oldPwCn: string;
  newPwCn: string;
  newPwCnConfirm: string;
};

export interface PasswordDialogProps {
  loginId: string;
  forced: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function PasswordDialog({ loginId, forced, onDone, onCancel }: PasswordDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const change = useChangePassword();
  const postpone = usePasswordLater();
  const toast = useToast();
  const form = useFormBox<Values>({
    schema: PASSWORD_CHANGE_SCHEMA,
    defaultValues: { oldPwCn: '', newPwCn: '', newPwCnConfirm: '' },
  });
  const submit = async (values: Values) => {
    const result = await settle(change.mutateAsync(values));
    if (!result.ok) return;
    toast.success(t('password.changed'));
    onDone();
  };
  const later = async () => {
    const result = await settle(postpone.mutateAsync());
    if (result.ok) onDone();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('password.title')}
      description={forced ? t('password.forced') : t('password.reminder')}
      size="medium"
    >
      <Lead>{forced ? t('password.forced') : t('password.reminder')}</Lead>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('password.title')}
        actions={
          <>
            {!forced && (
              <Button variant="secondary" onClick={() => void later()}>
                {t('password.later')}
              </Button>
            )}
            <Button type="submit">{t('password.submit')}</Button>
          </>
        }
      >
        <PasswordFields withOld loginId={loginId} />
      </FormBox>
    </Modal>
  );
}

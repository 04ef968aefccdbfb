/**
 * The fields of every password change (spec 000 §5): the current password where the change asks
 * for it, the new one with every rule checked live as it is typed (its message, not its code) (RuleChecklist over
 * `passwordViolations`, the function the server checks with, so the list says what the server
 * will say), and its confirmation. Inside a FormBox whose form holds `newPwCn` (and `oldPwCn`),
 * whose values it follows through `useFormValue`.
 * Used by the login's password popup, the find-password reset, the in-system change and the buyer
 * registration (whose form names the fields `pwCn` and `pwCnConfirm`: `names`).
 */
import { useTranslation } from 'react-i18next';
import { passwordRuleCodes, passwordViolations, type PasswordContext } from '@mro/rules';
import { FormItem, RuleChecklist, TextField, useFormValue } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

export interface PasswordFieldsProps {
  /** Ask for the current password (a change, not a reset). */
  withOld: boolean;
  /** The account's id, for the rule against runs of it (AMSCU0027). */
  loginId?: string | undefined;
  /** What else the password must not contain (employee number, phones), as the server checks. */
  context?: Omit<PasswordContext, 'loginId' | 'oldPassword'>;
  /** The form's names of the new password and its confirmation. */
  names?: { new: string; confirm: string };
}

const DEFAULT_NAMES = { new: 'newPwCn', confirm: 'newPwCnConfirm' };

export function PasswordFields({ withOld, loginId, context, names = DEFAULT_NAMES }: PasswordFieldsProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const old = useFormValue('oldPwCn');
  const oldPwCn = withOld && typeof old === 'string' ? old : undefined;
  const typed = useFormValue(names.new);
  const newPwCn = typeof typed === 'string' ? typed : '';
  const rules = passwordRuleCodes({ loginId, ...(withOld ? { oldPassword: '' } : {}) });
  return (
    <>
      {withOld && (
        <FormItem name="oldPwCn" label={t('password.old')}>
          <TextField type="password" autoComplete="current-password" maxLength={200} />
        </FormItem>
      )}
      {/* The rules' checklist is the field's hint (issue 41): under the control, in line with its
        error, each rule's message without its code. */}
      <FormItem
        name={names.new}
        label={t('password.new')}
        hint={
          <RuleChecklist
            label={t('password.rules')}
            rules={rules.map((code) => ({ code }))}
            value={newPwCn}
            violations={passwordViolations(newPwCn, { ...context, loginId, oldPassword: oldPwCn || undefined })}
          />
        }
      >
        <TextField type="password" autoComplete="new-password" maxLength={200} />
      </FormItem>
      <FormItem name={names.confirm} label={t('password.confirm')}>
        <TextField type="password" autoComplete="new-password" maxLength={200} />
      </FormItem>
    </>
  );
}

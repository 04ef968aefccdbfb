/**
 * The reason for rejecting a registration (decision 0067), asked in a modal: required, at most
 * 500 characters (BACKOFFICE_REASON_SCHEMA of @mro/rules, the rule the server checks). The
 * reason typed stays while the confirm is open and after a "no", and when the server refuses;
 * closing with a reason typed asks first (the form's unsaved-changes guard).
 */
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_REASON_MAX, BACKOFFICE_REASON_SCHEMA } from '@mro/rules';
import { FormBox, FormItem, Modal, TextArea, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FormActions } from '../../shared/FormActions';

interface Values {
  reason: string;
}

export interface RejectDialogProps {
  kind: 'buyers' | 'suppliers';
  /** Who is rejected (the applicant's name and id), the dialog's description. */
  name: string;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function RejectDialog({ kind, name, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const form = useFormBox<Values>({
    schema: { reason: BACKOFFICE_REASON_SCHEMA },
    defaultValues: { reason: '' },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`backoffice.rejectDialog.title.${kind}`)}
      description={name}
    >
      <FormBox
        form={form}
        columns={1}
        onSubmit={(values) => onReject(values.reason.trim())}
        actions={
          <FormActions
            cancel={t('backoffice.rejectDialog.cancel')}
            submit={t('backoffice.rejectDialog.submit')}
            onCancel={onClose}
          />
        }
      >
        <FormItem
          name="reason"
          label={t('backoffice.rejectDialog.reason')}
          hint={t('backoffice.rejectDialog.hint', { max: BACKOFFICE_REASON_MAX })}
        >
          <TextArea maxLength={BACKOFFICE_REASON_MAX} rows={4} />
        </FormItem>
      </FormBox>
    </Modal>
  );
}

/**
 * The reason of a rejection or of a cancel request, asked in a modal over the document (required,
 * at most 500 characters: APPROVAL_REASON_SCHEMA of @mro/rules, which the server checks too). The
 * reason typed stays after a failure; closing with a reason typed asks first (the form's guard).
 */
import { useTranslation } from 'react-i18next';
import { APPROVAL_REASON_MAX, APPROVAL_REASON_SCHEMA } from '@mro/rules';
import { FormBox, FormItem, Modal, TextArea, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FormActions } from '../../shared/FormActions';

export interface ReasonDialogProps {
  kind: 'reject' | 'cancel';
  apprNo: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function ReasonDialog({ kind, apprNo, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const form = useFormBox<{ reason: string }>({
    schema: { reason: APPROVAL_REASON_SCHEMA },
    defaultValues: { reason: '' },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`approvals.reason.${kind}.title`)}
      description={apprNo}
    >
      <FormBox
        form={form}
        columns={1}
        onSubmit={(values) => onSubmit(values.reason.trim())}
        actions={
          <FormActions
            cancel={t('approvals.reason.close')}
            submit={t(`approvals.reason.${kind}.submit`)}
            onCancel={onClose}
          />
        }
      >
        <FormItem
          name="reason"
          label={t(`approvals.reason.${kind}.label`)}
          hint={t('approvals.reason.hint', { max: APPROVAL_REASON_MAX })}
        >
          <TextArea maxLength={APPROVAL_REASON_MAX} rows={4} />
        </FormItem>
      </FormBox>
    </Modal>
  );
}

/**
 * The reason for a rejection, asked in a modal over the request (required, at most 500
 * characters: the rule the server checks, RETURN_REJECT_REASON_SCHEMA of @mro/rules). The reason
 * typed stays while the confirm is open and after a "no"; closing with a reason typed asks first
 * (the form's unsaved-changes guard).
 */
import { useTranslation } from 'react-i18next';
import { RETURN_REJECT_REASON_MAX, RETURN_REJECT_REASON_SCHEMA } from '@mro/rules';
import { FormBox, FormItem, Modal, TextArea, useFormBox } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { FormActions } from '../../shared/FormActions';

interface Values {
  reason: string;
}

export interface RejectDialogProps {
  rtnNo: string;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

export function RejectDialog({ rtnNo, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const form = useFormBox<Values>({
    schema: { reason: RETURN_REJECT_REASON_SCHEMA },
    defaultValues: { reason: '' },
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('returns.reject.title')} description={rtnNo}>
      <FormBox
        form={form}
        columns={1}
        onSubmit={(values) => onReject(values.reason.trim())}
        actions={
          <FormActions cancel={t('returns.reject.cancel')} submit={t('returns.reject.submit')} onCancel={onClose} />
        }
      >
        <FormItem
          name="reason"
          label={t('returns.reject.reason')}
          hint={t('returns.reject.hint', { max: RETURN_REJECT_REASON_MAX })}
        >
          <TextArea maxLength={RETURN_REJECT_REASON_MAX} rows={4} />
        </FormItem>
      </FormBox>
    </Modal>
  );
}

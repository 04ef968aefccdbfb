/**
 * A tax invoice in a modal (issue 45 item 1, decision 0074): the invoice (TaxInvoiceView), the
 * print window and the report viewer, and the actions its status allows its reader — the buyer
 * confirms (after a confirm) or disputes with a reason; the supplier issues the modified invoice
 * of a disputed one. Each names the version read; a refusal (someone changed it first: MROTX0006,
 * already decided: MROTX0005; shown by the presenter) reads the invoice again and keeps the
 * reason typed.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TAX_DISPUTE_REASON_MAX,
  buyerTaxInvoiceActionsOf,
  canModifyTaxInvoice,
  disputeReasonRefusal,
} from '@mro/rules';
import {
  ActionBar,
  Button,
  Field,
  Modal,
  Skeleton,
  Stack,
  TextArea,
  useMessageBox,
  useToast,
  type FieldError,
} from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import type { TaxSide } from './model';
import { taxDetailQuery, useDecideInvoice } from './queries';
import { useTaxInvoiceDocument } from './useTaxInvoiceDocument';
import { TaxInvoiceView } from './TaxInvoiceView';
import { IssueDialog } from './IssueDialog';

export interface TaxInvoiceDialogProps {
  side: TaxSide;
  invNo: string;
  today: string;
  /** The screen's SAVE permission: decide (buyer) or modify (supplier). */
  canDecide: boolean;
  onClose: () => void;
  /** After a decision or a modified invoice (the list is searched again). */
  onChanged: () => void;
  /** Opens another invoice in its place (the modified invoice just issued). */
  onOpen: (invNo: string) => void;
}

export function TaxInvoiceDialog({ side, invNo, today, canDecide, onClose, onChanged, onOpen }: TaxInvoiceDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const toast = useToast();
  const detail = useQuery(taxDetailQuery(useApi(), side, invNo));
  const decide = useDecideInvoice(invNo);
  const openDocument = useTaxInvoiceDocument(invNo);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<FieldError>(null);
  const [modifying, setModifying] = useState(false);
  const d = detail.data;
  const actions = d && side === 'buyer' && canDecide ? buyerTaxInvoiceActionsOf(d.statCd) : [];
  const canModify = Boolean(d && side === 'supplier' && canDecide && canModifyTaxInvoice(d.statCd) && !d.modifiedInvNo);

  const confirm = async () => {
    if (!d || !(await box.confirm(t('taxInvoices.confirmAsk', { invNo })))) return;
    try {
      await decide.mutateAsync({ action: 'confirm', version: d.version });
      toast.success(t('taxInvoices.done.confirm', { invNo }));
    } catch {
      // The presenter showed why; the invoice is read again (onSettled).
    }
    onChanged();
  };
  const dispute = async () => {
    if (!d) return;
    const refused = disputeReasonRefusal(reason);
    if (refused) {
      setReasonError({ code: refused.code, ...(refused.params ? { params: refused.params } : {}) });
      return;
    }
    try {
      await decide.mutateAsync({ action: 'dispute', version: d.version, reason: reason.trim() });
      toast.success(t('taxInvoices.done.dispute', { invNo }));
      setDisputing(false);
      setReason('');
    } catch {
      // The presenter showed why; the reason stays typed, the invoice is read again.
    }
    onChanged();
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('taxInvoices.dialog.title', { invNo })} size="large">
      {d ? (
        <Stack gap="4">
          <TaxInvoiceView invoice={d} />
          {disputing && (
            <Field label={t('taxInvoices.disputeReason')} required error={reasonError}>
              <TextArea
                value={reason}
                rows={3}
                maxLength={TAX_DISPUTE_REASON_MAX}
                onValueChange={(v) => {
                  setReason(v);
                  setReasonError(null);
                }}
              />
            </Field>
          )}
          <ActionBar>
            <Button variant="secondary" onClick={onClose}>
              {t('taxInvoices.dialog.close')}
            </Button>
            <Button variant="secondary" onClick={(e) => void openDocument('print', e.currentTarget)}>
              {t('taxInvoices.dialog.print')}
            </Button>
            <Button variant="secondary" onClick={(e) => void openDocument('reportViewer', e.currentTarget)}>
              {t('taxInvoices.dialog.report')}
            </Button>
            {actions.includes('dispute') &&
              (disputing ? (
                <Button variant="secondary" onClick={() => void dispute()} disabled={decide.isPending}>
                  {t('taxInvoices.action.sendDispute')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setDisputing(true)}>
                  {t('taxInvoices.action.dispute')}
                </Button>
              ))}
            {actions.includes('confirm') && !disputing && (
              <Button onClick={() => void confirm()} disabled={decide.isPending}>
                {t('taxInvoices.action.confirm')}
              </Button>
            )}
            {canModify && <Button onClick={() => setModifying(true)}>{t('taxInvoices.action.modify')}</Button>}
          </ActionBar>
          {modifying && (
            <IssueDialog
              today={today}
              original={d}
              onClose={() => setModifying(false)}
              onIssued={(modified) => {
                setModifying(false);
                onChanged();
                onOpen(modified);
              }}
            />
          )}
        </Stack>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('taxInvoices.dialog.failed')}</p>
      ) : (
        <Skeleton lines={8} />
      )}
    </Modal>
  );
}

/**
 * A delivery of the supplier in a modal (issue 44 item 4, decision 0070): the delivery
 * (DeliveryView: transport, tracking, lines and what the buyer accepted and rejected), the
 * delivery note in the print window, and the actions its status allows — ship and cancel, each
 * after a confirm, naming the version read. A refusal (someone changed it first: MRODL0010, or
 * it is no longer scheduled: MRODL0005; shown by the presenter) reads the delivery again.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deliveryActionsOf } from '@mro/rules';
import { ActionBar, Button, Modal, Skeleton, useMessageBox, useToast } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { deliveryDetailQuery, useMoveDelivery } from './queries';
import { useDeliveryNote } from './useDeliveryNote';
import { DeliveryView } from './DeliveryView';

export interface DeliveryDetailDialogProps {
  dlvNo: string;
  onClose: () => void;
  /** After a ship or cancel (the list is searched again). */
  onChanged: () => void;
}

export function DeliveryDetailDialog({ dlvNo, onClose, onChanged }: DeliveryDetailDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const toast = useToast();
  const detail = useQuery(deliveryDetailQuery(useApi(), dlvNo));
  const move = useMoveDelivery(dlvNo);
  const printNote = useDeliveryNote(dlvNo);
  const d = detail.data;
  const act = async (action: 'ship' | 'cancel') => {
    if (!d || !(await box.confirm(t(`deliveries.confirm.${action}`, { dlvNo })))) return;
    try {
      await move.mutateAsync({ action, version: d.version });
      toast.success(t(`deliveries.done.${action}`, { dlvNo }));
    } catch {
      // The presenter showed why; the detail is read again (onSettled).
    }
    onChanged();
  };
  const actions = d ? deliveryActionsOf(d.statCd) : [];
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('deliveries.dialog.title', { dlvNo })} size="large">
      {d ? (
        <>
          <DeliveryView delivery={d} />
          <ActionBar>
            <Button variant="secondary" onClick={onClose}>
              {t('deliveries.dialog.close')}
            </Button>
            {actions.includes('cancel') && (
              <Button variant="secondary" onClick={() => void act('cancel')} disabled={move.isPending}>
                {t('deliveries.action.cancel')}
              </Button>
            )}
            <Button variant="secondary" onClick={(e) => void printNote(e.currentTarget)}>
              {t('deliveries.dialog.print')}
            </Button>
            {actions.includes('ship') && (
              <Button onClick={() => void act('ship')} disabled={move.isPending}>
                {t('deliveries.action.ship')}
              </Button>
            )}
          </ActionBar>
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('deliveries.dialog.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}

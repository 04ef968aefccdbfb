/**
 * The buyer's deliveries of one order (issue 44 item 4, decision 0070), a section of the order's
 * detail: each delivery that is not cancelled with its status, transport (tracking and customs
 * pages) and lines with what was received; "none yet" while the supplier has scheduled none.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi } from '../../services/ServicesProvider';
import { orderDeliveriesQuery } from './queries';
import { DeliveryView } from './DeliveryView';

export function OrderDeliveries({ ordNo }: { ordNo: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const deliveries = useQuery(orderDeliveriesQuery(useApi(), ordNo));
  return (
    <section aria-label={t('deliveries.ofOrder')}>
      <h3>{t('deliveries.ofOrder')}</h3>
      {deliveries.data ? (
        deliveries.data.length ? (
          deliveries.data.map((d) => <DeliveryView key={d.dlvNo} delivery={d} headingLevel={4} />)
        ) : (
          <p>{t('deliveries.noneYet')}</p>
        )
      ) : deliveries.isError ? (
        <p>{t('deliveries.dialog.failed')}</p>
      ) : (
        <Skeleton lines={2} />
      )}
    </section>
  );
}

/**
 * An order's detail (issue 43 item 6): its header, its lines, its attachments (the FileLoader in
 * download mode: the links the detail answered carry their own short-lived tokens), its corporate-card
 * payment (OrderCardPayment: pay, cancel) and its approval history. Each line shows the supplier's
 * decision (badge, promised day, reason).
 */
import { useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createUploadClient } from '@mro/upload';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateValue } from '@mro/rules';
import {
  ActionBar,
  Button,
  Descriptions,
  FileLoader,
  Modal,
  Skeleton,
  StatusLabel,
  Table,
  useCodeList,
  useFileLoader,
  useMro,
} from '@mro/ui';
import type { OrderDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { useApi, useServices } from '../../services/ServicesProvider';
import { money } from '../../shared/money';
import { orderDetailQuery } from './queries';
import { OrderApprovalSteps } from './OrderApprovalSteps';
import { useOrderDocument } from './useOrderDocument';
import { OrderCardPayment } from './OrderCardPayment';
import { LineDecisionBadge } from '../common/LineDecisionBadge';

type Line = OrderDetail['lines'][number];

/** The order's files, each downloadable (mounted once the detail is there: the loader starts from it). */
function OrderFiles({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client, initialFiles: detail.files, mode: 'download' });
  if (!detail.files.length) return <p>{t('orders.dialog.noFiles')}</p>;
  return <FileLoader loader={files} label={t('orders.dialog.files')} guardDirty={false} />;
}

export interface OrderDetailProps {
  ordNo: string;
  onClose: () => void;
  /** Closes the dialog, then goes to another screen (the order's approval document). */
  onLeave: (path: string) => void;
}

/** The section of the order's deliveries: the deliveries feature's, given by the app (decision 0109). */
export type OrderDeliveriesView = ComponentType<{ ordNo: string }>;

export function OrderDetailDialog({
  ordNo,
  onClose,
  onLeave,
  Deliveries,
}: OrderDetailProps & { Deliveries: OrderDeliveriesView }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const detail = useQuery(orderDetailQuery(useApi(), ordNo));
  const openDocument = useOrderDocument(ordNo);
  const payTerms = useCodeList('PAY_TERM').items;
  const d = detail.data;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('orders.dialog.title', { ordNo })} size="large">
      {d ? (
        <>
          <Descriptions
            columns={2}
            items={[
              { term: t('orders.col.prgsStatCd'), detail: <StatusLabel approval={d.prgsStatCd} /> },
              { term: t('orders.col.regDt'), detail: formatDateTime(d.regDt) },
              { term: t('orders.col.spNm'), detail: d.spNm },
              { term: t('orders.col.reqUserNm'), detail: d.reqUserNm },
              { term: t('orders.col.bpNm'), detail: d.bpNm },
              { term: t('orders.col.reqDlvDt'), detail: formatDateValue(d.reqDlvDt) },
              { term: t('order.payTermCd'), detail: payTerms.find((p) => p.cd === d.payTermCd)?.cdNm ?? d.payTermCd },
              { term: t('order.costCenter'), detail: d.costCenter },
              { term: t('order.noteCn'), detail: d.noteCn },
              { term: t('orders.col.amount'), detail: money(d.amount, d.crncyCd, locale) },
            ]}
          />
          <Table<Line>
            caption={t('orders.dialog.lines')}
            rowKey={(l) => String(l.lineNo)}
            rows={d.lines}
            columns={[
              { key: 'lineNo', header: t('orders.line.lineNo') },
              { key: 'itemCd', header: t('catalog.col.itemCd') },
              { key: 'itemNm', header: t('catalog.col.itemNm') },
              { key: 'specCn', header: t('catalog.col.specCn') },
              { key: 'qty', header: t('cart.qty'), align: 'end', render: (l) => l.qty.toLocaleString() },
              {
                key: 'unitPrice',
                header: t('cart.unitPrice'),
                align: 'end',
                render: (l) => money(l.unitPrice, d.crncyCd, locale),
              },
              {
                key: 'amount',
                header: t('cart.amount'),
                align: 'end',
                render: (l) => money(l.amount, d.crncyCd, locale),
              },
              // The supplier's decision on each line (decision 0069).
              {
                key: 'cnfmStatCd',
                header: t('orders.line.cnfmStatCd'),
                render: (l) => <LineDecisionBadge status={l.cnfmStatCd} />,
              },
              {
                key: 'prmsDlvDt',
                header: t('orders.line.prmsDlvDt'),
                render: (l) => (l.prmsDlvDt ? formatDateValue(l.prmsDlvDt) : ''),
              },
              { key: 'cnfmReason', header: t('orders.line.cnfmReason'), render: (l) => l.cnfmReason ?? '' },
            ]}
          />
          <OrderFiles detail={d} />
          <OrderCardPayment detail={d} />
          {/* The supplier's deliveries of the order (decision 0070). */}
          {['3', '4', '5'].includes(d.prgsStatCd) && <Deliveries ordNo={d.ordNo} />}
          {d.approval ? (
            <OrderApprovalSteps approval={d.approval} onLeave={onLeave} />
          ) : (
            <p>{t('orders.dialog.noApproval')}</p>
          )}
          <ActionBar>
            <Button variant="secondary" onClick={onClose}>
              {t('orders.dialog.close')}
            </Button>
            <Button variant="secondary" onClick={(e) => openDocument('reportViewer', e.currentTarget)}>
              {t('orders.dialog.reportViewer')}
            </Button>
            <Button onClick={(e) => openDocument('print', e.currentTarget)}>{t('orders.dialog.print')}</Button>
          </ActionBar>
        </>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('orders.dialog.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}

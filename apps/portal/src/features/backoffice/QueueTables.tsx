/**
 * The registrations queue's two tables (decisions 0064, 0067): the waiting buyers (reject with a
 * reason, approve) and the supplier applications (review their documents, approve), each row
 * with the working time left of its 24 working hours as a badge. The approve buttons carry
 * `data-approve` (the row's key) so focus can move to the next row once one left the queue.
 */
import { useTranslation } from 'react-i18next';
import { formatBusinessNumber, formatDateTime } from '@mro/rules';
import { Badge, Button, Group, Table, type TableColumn } from '@mro/ui';
import type { WaitingBuyer, WaitingSupplier } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { timeLeftOf } from './model';

function TimeLeft({ leftMinutes, dueDt }: { leftMinutes: number; dueDt: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const left = timeLeftOf(leftMinutes);
  return (
    <Badge tone={left.tone} title={t('backoffice.due', { at: formatDateTime(dueDt) })}>
      {t(left.overdue ? 'backoffice.overdue' : 'backoffice.left', { hours: left.hours, minutes: left.minutes })}
    </Badge>
  );
}

interface RowActions<T> {
  busy: boolean;
  onApprove: (row: T) => void;
  /** The other action: reject (buyers) or review (suppliers). */
  onOther: (row: T) => void;
}

function useClockColumns<T extends { regDt: string; dueDt: string; leftMinutes: number }>(
  name: (row: T) => string,
  key: (row: T) => string,
  other: { label: string; of: string },
  { busy, onApprove, onOther }: RowActions<T>,
): TableColumn<T>[] {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return [
    {
      key: 'regDt',
      header: t('backoffice.col.regDt'),
      render: (row) => <time dateTime={row.regDt}>{formatDateTime(row.regDt)}</time>,
    },
    {
      key: 'leftMinutes',
      header: t('backoffice.col.left'),
      render: (row) => <TimeLeft leftMinutes={row.leftMinutes} dueDt={row.dueDt} />,
    },
    {
      key: 'action',
      header: t('backoffice.col.action'),
      align: 'center',
      render: (row) => (
        <Group gap="2" justify="center">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t(other.of, { name: name(row) })}
            onClick={() => onOther(row)}
          >
            {t(other.label)}
          </Button>
          <Button
            size="sm"
            data-approve={key(row)}
            disabled={busy}
            aria-label={t('backoffice.approveOf', { name: name(row) })}
            onClick={() => onApprove(row)}
          >
            {t('backoffice.approve')}
          </Button>
        </Group>
      ),
    },
  ];
}

export function BuyerTable({ rows, ...actions }: { rows: WaitingBuyer[] } & RowActions<WaitingBuyer>) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const clock = useClockColumns<WaitingBuyer>(
    (r) => `${r.userNm} (${r.loginId})`,
    (r) => r.loginId,
    { label: 'backoffice.reject', of: 'backoffice.rejectOf' },
    actions,
  );
  const columns: TableColumn<WaitingBuyer>[] = [
    { key: 'loginId', header: t('backoffice.col.loginId') },
    { key: 'userNm', header: t('backoffice.col.userNm') },
    { key: 'cpNm', header: t('backoffice.col.cpNm') },
    ...clock,
  ];
  return (
    <Table
      caption={t('backoffice.tab.buyers', { count: rows.length })}
      hideCaption
      rowKey={(r) => r.loginId}
      rows={rows}
      columns={columns}
      serverSort
      maxHeight="70vh"
      empty={t('backoffice.empty.buyers')}
    />
  );
}

export function SupplierTable({ rows, ...actions }: { rows: WaitingSupplier[] } & RowActions<WaitingSupplier>) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const clock = useClockColumns<WaitingSupplier>(
    (r) => `${r.cpNm} (${r.applNo})`,
    (r) => r.applNo,
    { label: 'backoffice.review', of: 'backoffice.reviewOf' },
    actions,
  );
  const columns: TableColumn<WaitingSupplier>[] = [
    { key: 'applNo', header: t('backoffice.col.applNo') },
    { key: 'cpNm', header: t('backoffice.col.cpNm') },
    { key: 'bizRegNo', header: t('backoffice.col.bizRegNo'), render: (r) => formatBusinessNumber(r.bizRegNo) },
    ...clock,
  ];
  return (
    <Table
      caption={t('backoffice.tab.suppliers', { count: rows.length })}
      hideCaption
      rowKey={(r) => r.applNo}
      rows={rows}
      columns={columns}
      serverSort
      maxHeight="70vh"
      empty={t('backoffice.empty.suppliers')}
    />
  );
}

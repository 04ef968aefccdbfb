/**
 * The provider back office's registrations queue (issue 45 item 3, decision 0064; BY menu BY-ADM,
 * program BYADM001, role A): two tabs, the buyers waiting for approval and the supplier
 * applications, oldest first, each with the working time left of its 24 working hours as a badge
 * (the server's clock and holiday calendar). Approve asks first; the row leaves the queue with a
 * toast and focus moves to the next row's button (or the table). When another administrator
 * decided it first, the server's refusal (MROAU0015) is shown and the queue is read again.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatBusinessNumber, formatDateTime } from '@mro/rules';
import {
  ActionBar,
  Badge,
  Button,
  Skeleton,
  Stack,
  Table,
  Tabs,
  useMessageBox,
  useToast,
  type TableColumn,
} from '@mro/ui';
import type { WaitingBuyer, WaitingSupplier } from '@mro/contract';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { nextFocusKey, timeLeftOf } from './model';
import { registrationsQuery, useApproveRegistration, type Approval } from './queries';

type Kind = Approval['kind'];
const KINDS: readonly Kind[] = ['buyers', 'suppliers'];

export default function Registrations() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const box = useMessageBox();
  const toast = useToast();
  const [kind, setKind] = useState<Kind>('buyers');
  const query = useQuery(registrationsQuery(api));
  const approve = useApproveRegistration();
  const panels = useRef<Record<Kind, HTMLDivElement | null>>({ buyers: null, suppliers: null });

  /** After the queue was read again: the next row's approve button, or the table. */
  const focusAfter = (which: Kind, before: readonly string[], gone: string, after: readonly string[]) => {
    const panel = panels.current[which];
    if (!panel) return;
    const key = nextFocusKey(before, gone, after);
    const target =
      (key && panel.querySelector<HTMLElement>(`[data-approve="${CSS.escape(key)}"]`)) ||
      panel.querySelector<HTMLElement>('[role="region"]');
    target?.focus();
  };

  const run = async (which: Kind, id: string, label: string) => {
    const ok = await box.confirm(t(`backoffice.confirm.${which}`, { name: label }));
    if (!ok) return;
    const keysOf = (data: typeof query.data) =>
      which === 'buyers' ? (data?.buyers ?? []).map((b) => b.loginId) : (data?.suppliers ?? []).map((s) => s.applNo);
    const before = keysOf(query.data);
    try {
      await approve.mutateAsync({ kind: which, id });
      toast.success(t(`backoffice.approved.${which}`, { name: label }));
    } catch {
      // The presenter showed the refusal (MROAU0015: decided first); the queue is read again.
    }
    const fresh = await query.refetch();
    focusAfter(which, before, id, keysOf(fresh.data));
  };

  if (query.isError) return <p role={wasShown(query.error) ? undefined : 'alert'}>{t('backoffice.failed')}</p>;
  if (!query.data) return <Skeleton lines={6} aria-label={t('backoffice.loading')} />;
  const { buyers, suppliers } = query.data;
  const count = { buyers: buyers.length, suppliers: suppliers.length };
  const panel = (which: Kind, content: ReactNode) => (
    <div
      ref={(el) => {
        panels.current[which] = el;
      }}
    >
      <Stack gap="3">
        <ActionBar start={<output>{t(`backoffice.count.${which}`, { count: count[which] })}</output>}>
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('backoffice.refresh')}
          </Button>
        </ActionBar>
        {content}
      </Stack>
    </div>
  );
  return (
    <Tabs
      aria-label={t('backoffice.queues')}
      value={kind}
      onValueChange={(value) => setKind(value as Kind)}
      tabs={KINDS.map((value) => ({
        value,
        label: t(`backoffice.tab.${value}`, { count: count[value] }),
        panel: panel(
          value,
          value === 'buyers' ? (
            <BuyerTable
              rows={buyers}
              busy={approve.isPending}
              onApprove={(r) => void run('buyers', r.loginId, r.userNm)}
            />
          ) : (
            <SupplierTable
              rows={suppliers}
              busy={approve.isPending}
              onApprove={(r) => void run('suppliers', r.applNo, r.cpNm)}
            />
          ),
        ),
      }))}
    />
  );
}

function TimeLeft({ leftMinutes, dueDt }: { leftMinutes: number; dueDt: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const left = timeLeftOf(leftMinutes);
  return (
    <Badge tone={left.tone} title={t('backoffice.due', { at: formatDateTime(dueDt) })}>
      {t(left.overdue ? 'backoffice.overdue' : 'backoffice.left', { hours: left.hours, minutes: left.minutes })}
    </Badge>
  );
}

function useClockColumns<T extends { regDt: string; dueDt: string; leftMinutes: number }>(
  approveLabel: (row: T) => string,
  key: (row: T) => string,
  busy: boolean,
  onApprove: (row: T) => void,
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
        <Button
          size="sm"
          data-approve={key(row)}
          disabled={busy}
          aria-label={approveLabel(row)}
          onClick={() => onApprove(row)}
        >
          {t('backoffice.approve')}
        </Button>
      ),
    },
  ];
}

function BuyerTable({
  rows,
  busy,
  onApprove,
}: {
  rows: WaitingBuyer[];
  busy: boolean;
  onApprove: (row: WaitingBuyer) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const clock = useClockColumns<WaitingBuyer>(
    (r) => t('backoffice.approveOf', { name: `${r.userNm} (${r.loginId})` }),
    (r) => r.loginId,
    busy,
    onApprove,
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

function SupplierTable({
  rows,
  busy,
  onApprove,
}: {
  rows: WaitingSupplier[];
  busy: boolean;
  onApprove: (row: WaitingSupplier) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const clock = useClockColumns<WaitingSupplier>(
    (r) => t('backoffice.approveOf', { name: `${r.cpNm} (${r.applNo})` }),
    (r) => r.applNo,
    busy,
    onApprove,
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

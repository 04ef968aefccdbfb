/**
 * BY approval box (issue 43 item 5, decision 0048; menu BY-APR, program BYAPR001): three tabs,
 * what waits for me, what I drafted, what I decided, each the newest 100 documents of my company
 * in a table with the status as a badge; a document's title opens its detail (every step,
 * approve, reject with a reason, the drafter's cancel request). A notification's link opens the
 * box on its document (`?apprNo=`). Generic: any doc kind the engine holds.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import { Button, StatusLabel, Table, Tabs, type TableColumn } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { ApprovalDetailDialog } from './ApprovalDetailDialog';
import { formatAmount } from './model';
import { APPROVAL_BOXES, approvalBoxQuery, type ApprovalBox, type ApprovalRow } from './queries';
import { useLinkedDialog } from '../common/useLinkedDialog';

export default function ApprovalInbox() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const [box, setBox] = useState<ApprovalBox>('waiting');
  // A notification's link to this screen (`?apprNo=`) opens its document, also while it is open.
  const { open, setOpen, leave } = useLinkedDialog('apprNo');
  return (
    <>
      <Tabs
        aria-label={t('approvals.boxes')}
        value={box}
        onValueChange={(value) => setBox(value as ApprovalBox)}
        tabs={APPROVAL_BOXES.map((value) => ({
          value,
          label: t(`approvals.box.${value}`),
          panel: <BoxTable box={value} active={box === value} onOpen={setOpen} />,
        }))}
      />
      {open && <ApprovalDetailDialog apprNo={open} onClose={() => setOpen(null)} onLeave={leave} />}
    </>
  );
}

function BoxTable({ box, active, onOpen }: { box: ApprovalBox; active: boolean; onOpen: (apprNo: string) => void }) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const query = useQuery({ ...approvalBoxQuery(useApi(), box), enabled: active });
  const columns: TableColumn<ApprovalRow>[] = [
    { key: 'apprNo', header: t('approvals.col.apprNo'), width: '11rem' },
    {
      key: 'title',
      header: t('approvals.col.title'),
      render: (row) => (
        <Button variant="ghost" size="sm" onClick={() => onOpen(row.apprNo)}>
          {row.title}
        </Button>
      ),
    },
    { key: 'drafterNm', header: t('approvals.col.drafterNm'), width: '7rem' },
    {
      key: 'amount',
      header: t('approvals.col.amount'),
      align: 'end',
      render: (row) => formatAmount(row.amount, row.crncyCd, i18n.language),
    },
    { key: 'statCd', header: t('approvals.col.statCd'), render: (row) => <StatusLabel approval={row.statCd} /> },
    {
      key: 'updDt',
      header: t('approvals.col.updDt'),
      render: (row) => <time dateTime={row.updDt}>{formatDateTime(row.updDt)}</time>,
    },
  ];
  if (query.isError) return <p role={wasShown(query.error) ? undefined : 'alert'}>{t('approvals.failed')}</p>;
  if (!query.data) return <p role="status">{t('approvals.loading')}</p>;
  const { pages, totalCount } = query.data;
  return (
    <>
      <output>{t('approvals.count', { count: totalCount, shown: pages.length })}</output>
      {pages.length ? (
        <Table
          caption={t(`approvals.box.${box}`)}
          rowKey={(row) => row.apprNo}
          rows={pages}
          columns={columns}
          serverSort
        />
      ) : (
        <p>{t(`approvals.empty.${box}`)}</p>
      )}
    </>
  );
}

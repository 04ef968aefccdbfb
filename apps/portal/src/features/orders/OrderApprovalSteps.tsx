/**
 * An order's approval history in its detail (decision 0055): every step of every round (the
 * approval, then any cancel approval): who, the process kind, the decision as a badge, the reason
 * and when, so the drafter sees each step; a link opens the document in the approval box.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import { Badge, Button, Group, Table, type BadgeTone, type TableColumn } from '@mro/ui';
import type { OrderDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { decisionKey } from '../../shared/approvals';

type Approval = NonNullable<OrderDetail['approval']>;
type Step = Approval['steps'][number];

const TONES: Record<string, BadgeTone> = {
  WAIT: 'progress',
  APPROVED: 'success',
  REJECTED: 'danger',
  NOTIFIED: 'info',
  SKIPPED: 'muted',
  DRAFTED: 'neutral',
  NONE: 'muted',
};

export function OrderApprovalSteps({ approval, onLeave }: { approval: Approval; onLeave: (path: string) => void }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const id = useId();
  const columns: TableColumn<Step>[] = [
    {
      key: 'round',
      header: t('approvals.step.round'),
      render: (s) => t(`approvals.round.${s.round === 1 ? 'approval' : 'cancel'}`),
    },
    { key: 'procKindCd', header: t('approvals.step.kind'), render: (s) => t(`approvals.kind.${s.procKindCd}`) },
    { key: 'userNm', header: t('approvals.step.user') },
    {
      key: 'decisionCd',
      header: t('approvals.step.decision'),
      render: (s) => (
        <Badge tone={TONES[decisionKey(s.decisionCd)] ?? 'neutral'}>
          {t(`approvals.decision.${decisionKey(s.decisionCd)}`)}
        </Badge>
      ),
    },
    { key: 'reasonCn', header: t('approvals.step.reason'), render: (s) => s.reasonCn ?? '' },
    {
      key: 'decidedAt',
      header: t('approvals.step.at'),
      render: (s) => (s.decidedAt ? <time dateTime={s.decidedAt}>{formatDateTime(s.decidedAt)}</time> : ''),
    },
  ];
  return (
    <section aria-labelledby={`${id}-approval`}>
      <Table
        caption={<span id={`${id}-approval`}>{t('orders.dialog.approval', { apprNo: approval.apprNo })}</span>}
        rowKey={(s) => `${s.round}.${s.stepNo}`}
        rows={approval.steps}
        columns={columns}
        serverSort
      />
      <Group justify="flex-end">
        <Button
          variant="secondary"
          onClick={() => onLeave(`/by/approval/inbox?apprNo=${encodeURIComponent(approval.apprNo)}`)}
        >
          {t('orders.dialog.toApproval')}
        </Button>
      </Group>
    </section>
  );
}

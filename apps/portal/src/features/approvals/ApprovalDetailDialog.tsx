/**
 * An approval document in a modal (decision 0048): what it is (number, kind and id, title,
 * drafter, amount, status), where its latest round stands (Steps), every step of every round in a
 * table (kind, person, decision as a badge, reason, time), and what the caller may do, as the
 * server answered it: approve (after a confirm) and reject (after a reason) when the step waits
 * for them, ask to cancel (after a reason) when they drafted a completed document. Done: a toast
 * says so and the box follows. Refused (someone decided first: MROAP0003, or the machine:
 * MROAP0001, alerted by the HTTP layer): the document is asked again and shown as it is now.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import {
  ActionBar,
  Badge,
  Button,
  Descriptions,
  Modal,
  StatusLabel,
  Stack,
  Steps,
  Table,
  toast,
  useMessageBox,
  type BadgeTone,
  type TableColumn,
} from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { decisionKey, formatAmount, latestRound } from './model';
import { approvalDetailQuery, useApprovalDecision, type ApprovalDecision, type ApprovalDetail } from './queries';
import { ReasonDialog } from './ReasonDialog';

type Step = ApprovalDetail['steps'][number];

const DECISION_TONES: Record<string, BadgeTone> = {
  WAIT: 'progress',
  APPROVED: 'success',
  REJECTED: 'danger',
  NOTIFIED: 'info',
  SKIPPED: 'muted',
  DRAFTED: 'neutral',
  NONE: 'muted',
};

export function ApprovalDetailDialog({
  apprNo,
  onClose,
  onLeave,
}: {
  apprNo: string;
  onClose: () => void;
  /** Closes the dialog, then goes to another screen (a PO document's order). */
  onLeave: (path: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const detail = useQuery(approvalDetailQuery(useApi(), apprNo));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('approvals.dialog.title', { apprNo })}
      size="large"
    >
      {detail.data ? (
        <Body key={detail.data.version} detail={detail.data} onClose={onClose} onLeave={onLeave} />
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('approvals.failed')}</p>
      ) : (
        <p role="status">{t('approvals.loading')}</p>
      )}
    </Modal>
  );
}

function Body({
  detail,
  onClose,
  onLeave,
}: {
  detail: ApprovalDetail;
  onClose: () => void;
  onLeave: (path: string) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const id = useId();
  const decision = useApprovalDecision(detail.apprNo);
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const latest = latestRound(detail);
  const kindOf = (s: Step) => t(`approvals.kind.${s.procKindCd}`);

  const act = async (d: ApprovalDecision) => {
    if (d.kind === 'approve' && !(await box.confirm(t('approvals.confirm.approve', { apprNo: detail.apprNo }))))
      return false;
    try {
      const answer = await decision.mutateAsync({ decision: d, version: detail.version });
      toast.success(t(`approvals.done.${d.kind}`, { apprNo: answer.apprNo }));
      return true;
    } catch {
      // The presenter said why; the detail is asked again (the mutation's onSettled).
      return false;
    }
  };

  const columns: TableColumn<Step>[] = [
    {
      key: 'round',
      header: t('approvals.step.round'),
      render: (s) => t(`approvals.round.${s.round === 1 ? 'approval' : 'cancel'}`),
    },
    { key: 'procKindCd', header: t('approvals.step.kind'), render: kindOf },
    {
      key: 'userNm',
      header: t('approvals.step.user'),
      render: (s) => (s.mine ? t('approvals.step.me', { name: s.userNm }) : s.userNm),
    },
    {
      key: 'decisionCd',
      header: t('approvals.step.decision'),
      render: (s) => (
        <Badge tone={DECISION_TONES[decisionKey(s.decisionCd)] ?? 'neutral'}>
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
    <Stack>
      <Descriptions
        items={[
          { term: t('approvals.col.apprNo'), detail: detail.apprNo },
          {
            term: t('approvals.col.statCd'),
            detail: <StatusLabel approval={detail.statCd} data-testid="approval-status" />,
          },
          { term: t('approvals.col.title'), detail: detail.title, span: 2 },
          { term: t('approvals.dialog.doc'), detail: `${detail.docKind} ${detail.docId}` },
          { term: t('approvals.col.drafterNm'), detail: detail.drafterNm },
          { term: t('approvals.col.amount'), detail: formatAmount(detail.amount, detail.crncyCd, i18n.language) },
          {
            term: t('approvals.col.regDt'),
            detail: <time dateTime={detail.regDt}>{formatDateTime(detail.regDt)}</time>,
          },
        ]}
      />
      <Steps
        aria-label={t(`approvals.round.${latest.round === 1 ? 'approval' : 'cancel'}`)}
        current={latest.current}
        steps={latest.steps.map((s) => ({
          label: `${kindOf(s)} · ${s.userNm}`,
          description: t(`approvals.decision.${decisionKey(s.decisionCd)}`),
        }))}
      />
      <section aria-labelledby={`${id}-steps`}>
        <Table
          caption={<span id={`${id}-steps`}>{t('approvals.dialog.steps')}</span>}
          rowKey={(s) => `${s.round}.${s.stepNo}`}
          rows={detail.steps}
          columns={columns}
          serverSort
        />
      </section>
      <ActionBar>
        <Button variant="secondary" onClick={onClose}>
          {t('approvals.dialog.close')}
        </Button>
        {detail.docKind === 'PO' && (
          <Button
            variant="secondary"
            onClick={() => onLeave(`/by/order/list?ordNo=${encodeURIComponent(detail.docId)}`)}
          >
            {t('approvals.dialog.toOrder')}
          </Button>
        )}
        {detail.can.cancel && (
          <Button variant="secondary" onClick={() => setAsking('cancel')}>
            {t('approvals.action.cancel')}
          </Button>
        )}
        {detail.can.reject && (
          <Button variant="danger" onClick={() => setAsking('reject')}>
            {t('approvals.action.reject')}
          </Button>
        )}
        {detail.can.approve && (
          <Button onClick={() => void act({ kind: 'approve' }).then((done) => done && onClose())}>
            {t('approvals.action.approve')}
          </Button>
        )}
      </ActionBar>
      {asking && (
        <ReasonDialog
          kind={asking}
          apprNo={detail.apprNo}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            if (await act({ kind: asking, reason })) {
              setAsking(null);
              onClose();
            }
          }}
        />
      )}
    </Stack>
  );
}

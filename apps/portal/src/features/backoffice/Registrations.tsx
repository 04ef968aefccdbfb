/**
 * The provider back office (issue 45 item 3, decisions 0064 and 0067; BY menu BY-ADM, program
 * BYADM001, role A), in four tabs: the buyers waiting for approval and the supplier applications
 * (oldest first, each with the working time left of its 24 working hours), the users of the
 * companies, and the change log. Approve asks first; reject asks a reason (RejectDialog), then
 * confirms; a supplier application is reviewed with its documents (ApplicationDialog) and decided
 * there or approved from its row. A decided row leaves the queue with a toast and focus moves to
 * the next row's approve button (or the table). When another administrator decided it first, the
 * server's refusal (MROAU0015) is shown and the queue is read again.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionBar, Button, Skeleton, Stack, Tabs, useMessageBox, useToast } from '@mro/ui';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { nextFocusKey } from './model';
import { registrationsQuery, useApproveRegistration, useRejectRegistration, type Approval } from './queries';
import { BuyerTable, SupplierTable } from './QueueTables';
import { RejectDialog } from './RejectDialog';
import { ApplicationDialog } from './ApplicationDialog';
import { Users } from './Users';
import { AuditLog } from './AuditLog';
import { contentTabs, type ContentTab } from './contentTabs';
import { Posts } from './Posts';

type Kind = Approval['kind'];
type Tab = Kind | 'users' | 'audit' | 'posts' | ContentTab;
const TABS: readonly Tab[] = ['buyers', 'suppliers', 'users', 'audit', 'posts'];

/** A registration being decided: which queue, its key and the name the messages give it. */
interface Target {
  kind: Kind;
  id: string;
  name: string;
}

export default function Registrations() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const box = useMessageBox();
  const toast = useToast();
  const [tab, setTab] = useState<Tab>('buyers');
  const query = useQuery(registrationsQuery(api));
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [reviewing, setReviewing] = useState<Target | null>(null);
  const panels = useRef<Record<Kind, HTMLDivElement | null>>({ buyers: null, suppliers: null });
  const busy = approve.isPending || reject.isPending;

  const keysOf = (which: Kind, data: typeof query.data) =>
    which === 'buyers' ? (data?.buyers ?? []).map((b) => b.loginId) : (data?.suppliers ?? []).map((s) => s.applNo);

  /**
   * After the queue was read again: the next row's approve button, or the table. The page below a
   * dialog stays inert until the overlays let it go (an effect after the dialog closed; later on a
   * busy machine), and an inert element takes no focus: tried each frame until it is free (1 s at most).
   */
  const focusAfter = (which: Kind, before: readonly string[], gone: string, after: readonly string[], tries = 60) => {
    const panel = panels.current[which];
    if (!panel) return;
    const key = nextFocusKey(before, gone, after);
    const target =
      (key && panel.querySelector<HTMLElement>(`[data-approve="${CSS.escape(key)}"]`)) ||
      panel.querySelector<HTMLElement>('[role="region"]');
    if (target && !target.closest('[inert]')) target.focus();
    else if (tries > 0) requestAnimationFrame(() => focusAfter(which, before, gone, after, tries - 1));
  };

  /**
   * Runs a decision, reads the queue again and moves focus on; true when the row left the queue
   * (decided now or by someone else first), so the dialogs about it close.
   */
  const decide = async (target: Target, send: () => Promise<unknown>, done: string) => {
    const before = keysOf(target.kind, query.data);
    try {
      await send();
      toast.success(done);
    } catch {
      // The presenter showed the refusal (MROAU0015: decided first); the queue is read again.
    }
    const fresh = await query.refetch();
    const after = keysOf(target.kind, fresh.data);
    const left = !after.includes(target.id);
    if (left) {
      setRejecting(null);
      setReviewing(null);
      // Once the dialogs are gone (their focus return first), the next row.
      requestAnimationFrame(() => focusAfter(target.kind, before, target.id, after));
    }
    return left;
  };

  const runApprove = async (target: Target) => {
    if (!(await box.confirm(t(`backoffice.confirm.${target.kind}`, { name: target.name })))) return;
    await decide(
      target,
      () => approve.mutateAsync({ kind: target.kind, id: target.id }),
      t(`backoffice.approved.${target.kind}`, { name: target.name }),
    );
  };

  const runReject = async (target: Target, reason: string) => {
    if (!(await box.confirm(t(`backoffice.confirmReject.${target.kind}`, { name: target.name })))) return;
    await decide(
      target,
      () => reject.mutateAsync({ kind: target.kind, id: target.id, reason }),
      t(`backoffice.rejected.${target.kind}`, { name: target.name }),
    );
  };

  const queuePanel = (which: Kind, content: ReactNode) => {
    const count = query.data ? query.data[which].length : 0;
    return (
      <div
        ref={(el) => {
          panels.current[which] = el;
        }}
      >
        <Stack gap="3">
          <ActionBar start={<output>{t(`backoffice.count.${which}`, { count })}</output>}>
            <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('backoffice.refresh')}
            </Button>
          </ActionBar>
          {content}
        </Stack>
      </div>
    );
  };

  const queue = (which: Kind): ReactNode => {
    if (query.isError) return <p role={wasShown(query.error) ? undefined : 'alert'}>{t('backoffice.failed')}</p>;
    if (!query.data) return <Skeleton lines={6} aria-label={t('backoffice.loading')} />;
    if (which === 'buyers') {
      const target = (r: { loginId: string; userNm: string }) => ({
        kind: 'buyers' as const,
        id: r.loginId,
        name: r.userNm,
      });
      return queuePanel(
        'buyers',
        <BuyerTable
          rows={query.data.buyers}
          busy={busy}
          onApprove={(r) => void runApprove(target(r))}
          onOther={(r) => setRejecting(target(r))}
        />,
      );
    }
    const target = (r: { applNo: string; cpNm: string }) => ({
      kind: 'suppliers' as const,
      id: r.applNo,
      name: r.cpNm,
    });
    return queuePanel(
      'suppliers',
      <SupplierTable
        rows={query.data.suppliers}
        busy={busy}
        onApprove={(r) => void runApprove(target(r))}
        onOther={(r) => setReviewing(target(r))}
      />,
    );
  };

  const label = (value: Tab) =>
    value === 'buyers' || value === 'suppliers'
      ? t(`backoffice.tab.${value}`, { count: query.data ? query.data[value].length : 0 })
      : t(`backoffice.tab.${value}`);

  return (
    <>
      <Tabs
        aria-label={t('backoffice.tabs')}
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        tabs={[
          ...TABS.map((value) => ({
            value,
            label: label(value),
            panel:
              value === 'posts' ? (
                <Posts />
              ) : value === 'users' ? (
                <Users />
              ) : value === 'audit' ? (
                <AuditLog />
              ) : (
                queue(value as Kind)
              ),
          })),
          ...contentTabs(t),
        ]}
      />
      {reviewing && (
        <ApplicationDialog
          applNo={reviewing.id}
          busy={busy}
          onClose={() => setReviewing(null)}
          onApprove={() => void runApprove(reviewing)}
          onReject={() => setRejecting(reviewing)}
        />
      )}
      {rejecting && (
        <RejectDialog
          kind={rejecting.kind}
          name={`${rejecting.name} (${rejecting.id})`}
          onClose={() => setRejecting(null)}
          onReject={(reason) => runReject(rejecting, reason)}
        />
      )}
    </>
  );
}

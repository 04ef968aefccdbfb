/**
 * The approval box's calls (decision 0048): one key factory, the box's first page per box (the
 * newest 100), a document's detail (asked afresh when it opens), and the decisions (approve,
 * reject, cancel request) as mutations. Taken or refused (someone decided first: MROAP0001/0003,
 * shown by the presenter), the boxes and the detail are asked again, so the screen shows the
 * document as it is now; the bell's count too (a decision may have read or written events).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalChange, ApprovalDetail, ApprovalRow } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { notificationKeys } from '../../frames/notifications';

export type { ApprovalDetail, ApprovalRow };
export type ApprovalBox = 'waiting' | 'drafted' | 'decided';
export const APPROVAL_BOXES: readonly ApprovalBox[] = ['waiting', 'drafted', 'decided'];
/** The newest documents a box shows. */
export const APPROVAL_BOX_SIZE = 100;

export const approvalKeys = {
  all: ['approvals'] as const,
  boxes: () => [...approvalKeys.all, 'box'] as const,
  box: (box: ApprovalBox) => [...approvalKeys.boxes(), box] as const,
  detail: (apprNo: string) => [...approvalKeys.all, 'detail', apprNo] as const,
};

export const approvalBoxQuery = (api: PortalApi, box: ApprovalBox) =>
  queryOptions({
    queryKey: approvalKeys.box(box),
    queryFn: async () =>
      unwrap(await api.approvals.box({ query: { box, pageNo: 1, pageSize: APPROVAL_BOX_SIZE } }, { cancelable: true })),
  });

export const approvalDetailQuery = (api: PortalApi, apprNo: string) =>
  queryOptions({
    queryKey: approvalKeys.detail(apprNo),
    staleTime: 0,
    gcTime: 0,
    queryFn: async (): Promise<ApprovalDetail> => unwrap(await api.approvals.detail({ params: { apprNo } })),
  });

export type ApprovalDecision =
  { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'cancel'; reason: string };

export function useApprovalDecision(apprNo: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      decision,
      version,
    }: {
      decision: ApprovalDecision;
      version: number;
    }): Promise<ApprovalChange> => {
      const params = { apprNo };
      if (decision.kind === 'approve') return unwrap(await api.approvals.approve({ params, body: { version } }));
      const body = { version, reason: decision.reason };
      return unwrap(
        await (decision.kind === 'reject'
          ? api.approvals.reject({ params, body })
          : api.approvals.cancel({ params, body })),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
      ]),
  });
}

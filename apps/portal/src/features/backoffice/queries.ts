/**
 * The back office (decisions 0064, 0067): the registrations queue with its clocks, the approval
 * and the rejection of each (the queue is read again after it, whether it went through or
 * someone decided first), a supplier application with its documents, the users with their
 * actions and the change log. Every change invalidates the whole back office (the change log too).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAction } from '@mro/rules';
import type { PortalApi } from '../../http/api';
import { saveFile } from '../../http/download';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

export const backofficeKeys = {
  all: ['backoffice'] as const,
  registrations: () => [...backofficeKeys.all, 'registrations'] as const,
};

export const registrationsQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: backofficeKeys.registrations(),
    staleTime: 0,
    queryFn: async () => unwrap(await api.accounts.registrations({})),
  });

/** An approval: a buyer's by login id or a supplier application's by its number. */
export type Approval = { kind: 'buyers'; id: string } | { kind: 'suppliers'; id: string };

export function useApproveRegistration() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (approval: Approval) =>
      approval.kind === 'buyers'
        ? unwrap(await api.accounts.approveBuyer({ params: { loginId: approval.id } }))
        : unwrap(await api.accounts.approveSupplier({ params: { applNo: approval.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

/** A rejection: a buyer's by login id or a supplier application's by its number, with the reason. */
export type Rejection = Approval & { reason: string };

export function useRejectRegistration() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, reason }: Rejection) =>
      kind === 'buyers'
        ? unwrap(await api.backoffice.rejectBuyer({ params: { loginId: id }, body: { reason } }))
        : unwrap(await api.backoffice.rejectSupplier({ params: { applNo: id }, body: { reason } })),
    // The queue, the application and the change log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

export const applicationQuery = (api: PortalApi, applNo: string) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'application', applNo] as const,
    staleTime: 0,
    queryFn: async () => unwrap(await api.backoffice.supplierApplication({ params: { applNo } })),
  });

/** One file of an application's document, fetched with the session and saved (decision 0061). */
export async function downloadFile(api: PortalApi, file: { athFileId: string; athFileSeq: number; token: string }) {
  const answer = await api.files.download({
    params: { ref: `${file.athFileId}-${file.athFileSeq}` },
    query: { token: file.token },
  });
  if (answer.ok) saveFile(answer.data);
}

export interface UserSearch {
  q: string;
  status: string;
}

export const usersQuery = (api: PortalApi, search: UserSearch) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'users', search] as const,
    staleTime: 0,
    queryFn: async () => unwrap(await api.backoffice.users({ query: search })),
  });

export function useUserAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, loginId }: { action: UserAction; loginId: string }) => {
      const input = { params: { loginId } };
      if (action === 'suspend') return unwrap(await api.backoffice.suspendUser(input));
      if (action === 'restore') return unwrap(await api.backoffice.restoreUser(input));
      return unwrap(await api.backoffice.unlockUser(input));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}

export interface AuditSearch {
  q: string;
  action: string;
}

export const auditsQuery = (api: PortalApi, search: AuditSearch) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'audits', search] as const,
    staleTime: 0,
    queryFn: async () => unwrap(await api.backoffice.audits({ query: search })),
  });

/**
 * The back office's registrations queue (decision 0064): the waiting buyers and supplier
 * applications with their clocks, and the approval of each (the queue is read again after it,
 * whether it went through or someone decided first).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.registrations() }),
  });
}

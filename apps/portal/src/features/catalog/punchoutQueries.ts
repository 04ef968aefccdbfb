/**
 * Punch-out's calls in the portal (decision 0057): the signed-in PO user's session and the
 * return of the cart, whose answer names our one-time handoff page that posts the cart to the
 * procurement system (the browser goes there; the cart and session queries are refreshed).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { catalogKeys } from './queries';

export const punchoutKeys = { session: () => ['punchout', 'session'] as const };

export const punchoutSessionQuery = (api: PortalApi) =>
  queryOptions({
    queryKey: punchoutKeys.session(),
    staleTime: 0,
    queryFn: async () => unwrap(await api.punchout.session({})),
  });

export function useReturnCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.punchout.returnCart({})),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.cart() }),
        queryClient.invalidateQueries({ queryKey: punchoutKeys.session() }),
      ]),
  });
}

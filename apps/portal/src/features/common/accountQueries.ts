/**
 * The user's own account: the password change (the system's screen and the login's popup) and
 * "later" for a password that should change. Writes as mutations over the contract's calls; a
 * failure is the presenter's (http/result.ts).
 */
import { useMutation } from '@tanstack/react-query';
import type { CallInput, Contract } from '@mro/contract';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

type Body<C> = CallInput<C> extends { body?: infer B } ? NonNullable<B> : never;

export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['accounts']['changePassword']>) =>
      unwrap(await api.accounts.changePassword({ body })),
  });
}

export function usePasswordLater() {
  const api = useApi();
  return useMutation({ mutationFn: async () => unwrap(await api.accounts.passwordLater({ body: {} })) });
}

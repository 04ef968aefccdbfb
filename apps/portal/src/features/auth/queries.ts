/**
 * Signing in and finding an account: the writes as mutations over the contract's calls, and the
 * two pairs of SMS calls OtpDialog takes. A screen gets a failure back with `settle` for what it
 * shows itself (a 403's way to /login-fail); the message was the presenter's.
 */
import { useMutation } from '@tanstack/react-query';
import type { CallInput, Contract } from '@mro/contract';
import type { PortalApi } from '../../http/api';
import { unwrap } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';

type Body<C> = CallInput<C> extends { body?: infer B } ? NonNullable<B> : never;

/** The login: a 403 (locked, suspended, dormant…) is the screen's to show, not the presenter's. */
export function useLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['auth']['login']>) =>
      unwrap(await api.auth.login({ body }, { excludeStatus: [403] })),
  });
}

/** The system choice: the frames' mutation (a system's header switches with it too). */
export { useChooseSystem } from '../../frames/queries';

/** Find id (no login id) or find password (with it): a ticket for the SMS code. */
export function useFindAccount(kind: 'id' | 'pw') {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ loginId, ...common }: Body<Contract['accounts']['findPassword']>) =>
      unwrap(
        kind === 'id'
          ? await api.accounts.findId({ body: common })
          : await api.accounts.findPassword({ body: { ...common, loginId } }),
      ),
  });
}

export function useUnlock() {
  const api = useApi();
  return useMutation({
    mutationFn: async (loginId: string) => unwrap(await api.accounts.unlock({ body: { loginId } })),
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: Body<Contract['accounts']['resetPassword']>) =>
      unwrap(await api.accounts.resetPassword({ body })),
  });
}

/** The SMS calls of the login's second factor. */
export const loginOtp = (api: PortalApi) => ({
  send: (otpTicket: string) => api.auth.loginOtpSend({ body: { otpTicket } }),
  verify: (otpTicket: string, otpNo: string) => api.auth.loginOtpVerify({ body: { otpTicket, otpNo } }),
});

/** The anonymous SMS calls (find id / password, the unlock of a locked account). */
export const accountOtp = (api: PortalApi) => ({
  send: (otpTicket: string) => api.accounts.otpSend({ body: { otpTicket } }),
  verify: (otpTicket: string, otpNo: string) => api.accounts.otpVerify({ body: { otpTicket, otpNo } }),
});

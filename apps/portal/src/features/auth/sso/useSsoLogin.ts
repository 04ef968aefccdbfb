/**
 * Corporate single sign-on (spec 000 §5, decision 0018): `start()` asks the Knox desktop agent for
 * the SSO key (knoxAgent.ts) and posts it to `/knox-login/next`; `start(data)` posts an assertion
 * the SSO gateway handed over (`/knoxSso?data=…`) to `/knox-login`. Refused at once, with
 * app.MainHome.ssoError, on Safari and where WebSocket is missing. The agent's replies are alerted
 * (EMPTY_BOX as sso.emptyBox, ERROR as `[code] message`); a 451 is not auto-alerted by the HTTP
 * layer (spec) and is alerted here with the server's code; a 403 goes to /login-fail as a login
 * does; a dormant account is asked to restore and posted again with recoveryYn Y.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SSO_AGENT_TIMEOUT_MS, SSO_AGENT_URL } from '@mro/rules';
import { useLoading, useMessageBox } from '@mro/ui';
import { useHydrated } from '../../../shared/hydration/useHydrated';
import type { HttpResult } from '../../../http/client';
import { useApi } from '../../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../../shared/i18n';
import type { SessionData } from '../../../session/sessionStore';
import { requestSsoKey, ssoRefusal, type AgentSocket } from './knoxAgent';

export interface SsoSignedIn extends SessionData {
  pwChangeYn?: 'Y' | 'N';
  pwChangeForcedYn?: 'Y' | 'N';
  /** 'Y': a dormant account to restore (the contract's LoginResult types it as text). */
  drmtAccChgYn?: string;
}

export interface SsoLogin {
  /** Whether this browser can use the agent (the button says so before a click). */
  supported: boolean;
  /** Signs in through the agent, or with a gateway assertion when `data` is given; true when signed in. */
  start(data?: string): Promise<boolean>;
}

const openSocket = (url: string) => new WebSocket(url) as unknown as AgentSocket;

export function useSsoLogin(onSignedIn: (loginId: string, data: SsoSignedIn) => void): SsoLogin {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const box = useMessageBox();
  const { track } = useLoading();
  const navigate = useNavigate();
  // The browser decides (its user agent, WebSocket): the server's render shows no button.
  const hydrated = useHydrated();
  const refusal = hydrated ? ssoRefusal(navigator.userAgent, typeof WebSocket === 'function') : 'browser';
  const supported = refusal === null;

  /** One SSO sign-in call (`recoveryYn` Y: again, restoring a dormant account). */
  type SignIn = (recoveryYn?: 'Y') => Promise<HttpResult<SsoSignedIn>>;
  const post = useCallback(
    async (signIn: SignIn, recoveryYn?: 'Y'): Promise<boolean> => {
      const result = await signIn(recoveryYn);
      if (!result.ok) {
        const { status, message, error } = result.failure;
        if (status === 451) await box.alert(message);
        else if (status === 403)
          navigate('/login-fail', {
            state: { errorType: error?.errorType, errorMessage: message },
          });
        return false;
      }
      if (result.data.drmtAccChgYn === 'Y') {
        return (await box.confirm('app.restoreDormantAccount')) && post(signIn, 'Y');
      }
      onSignedIn(result.data.userInfo?.loginId ?? '', result.data);
      return true;
    },
    [box, navigate, onSignedIn],
  );

  const start = useCallback(
    async (data?: string): Promise<boolean> => {
      const options = { excludeStatus: [403, 451] };
      if (data)
        return post((recoveryYn) =>
          api.auth.knoxLogin({ body: { data, ...(recoveryYn ? { recoveryYn } : {}) } }, options),
        );
      const refuse = async (message: string) => {
        await box.alert(message);
        return false;
      };
      if (refusal === 'windows-only') return refuse(t('sso.windowsOnly'));
      if (refusal !== null) return refuse('app.MainHome.ssoError');
      const outcome = await track((signal) => requestSsoKey(openSocket, SSO_AGENT_URL, SSO_AGENT_TIMEOUT_MS, signal), {
        cancelable: true,
      });
      switch (outcome.kind) {
        case 'assertion':
          return post((recoveryYn) =>
            api.auth.knoxLoginNext(
              { body: { data1: outcome.data1, data2: outcome.data2, ...(recoveryYn ? { recoveryYn } : {}) } },
              options,
            ),
          );
        case 'empty':
          return refuse(t('sso.emptyBox'));
        case 'agent-error':
          return refuse(outcome.text);
        case 'missing':
          return refuse(t('sso.agentMissing'));
        case 'canceled':
          return false;
      }
    },
    [api, box, post, refusal, t, track],
  );

  return { supported, start };
}

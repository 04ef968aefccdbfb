/**
 * Keeps the page's session: reads it from the server at start when the signed-in marker cookie
 * says there is one (decision 0016: the tokens are HttpOnly, so the marker answers the spec's
 * "if neither token cookie exists"), renews the access token while the user works (refresh.ts),
 * lets an idle one run out with the spec's message, and follows the other tabs (a logout or an
 * expiry there ends it here). Returns whether the start is done.
 */
import { useEffect, useState } from 'react';
import { SESSION_MARKER_COOKIE } from '@mro/contract';
import { useMessageBox } from '@mro/ui';
import { useServices } from './ServicesProvider';
import { planRefresh } from '../session/refresh';
import { ENTRY_HOME } from '../shared/systems';

/** The non-secret cookie the server sets beside the HttpOnly tokens, and clears with them. */
/** The server's readable signed-in marker (declared once in @mro/contract). */
export const SESSION_MARKER = SESSION_MARKER_COOKIE;

export function hasSessionMarker(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_MARKER}=`));
}

export function useSessionKeeper(): { ready: boolean } {
  const { api, session, leave, system } = useServices();
  const box = useMessageBox();
  // A visitor (no marker) is known at once: the first render already holds the page, as the
  // server rendered it (app/server.tsx) for the hydration to match.
  const [ready, setReady] = useState(() => !hasSessionMarker());

  // Start: who is signed in (nothing asked without the marker: a visitor makes no call).
  useEffect(() => {
    let live = true;
    if (!hasSessionMarker()) {
      setReady(true);
      return undefined;
    }
    void api.auth.session({}, { loading: false, silent: true }).then((result) => {
      if (!live) return;
      // The session is bound to one system: another's is only noted (a switch, or the choice).
      if (result.ok && result.data.system !== system) session.elsewhere(result.data);
      else if (result.ok) session.start(result.data);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [api, session, system]);

  // Renewal while the user works; expiry when idle.
  useEffect(() => {
    let lastActivity: number | null = null;
    let lastRenewal = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => void (lastActivity = Date.now());
    window.addEventListener('pointerdown', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity, { passive: true });

    const look = () => {
      clearTimeout(timer);
      const { useAuthentication, sessionExpires } = session.get();
      if (!useAuthentication || !sessionExpires) return;
      const step = planRefresh({ now: Date.now(), expiresAt: Date.parse(sessionExpires), lastActivity, lastRenewal });
      if (step.action === 'wait') {
        timer = setTimeout(look, step.ms);
      } else if (step.action === 'refresh') {
        void api.auth.refresh({}, { loading: false }).then((result) => {
          lastRenewal = Date.now();
          if (result.ok && result.data.sessionExpires) session.extend(result.data.sessionExpires);
          look();
        });
      } else {
        session.end('expired');
        void box.alert('session.expired').then(() => leave(ENTRY_HOME));
      }
    };
    const stop = session.subscribe(look);
    look();
    return () => {
      stop();
      clearTimeout(timer);
      window.removeEventListener('pointerdown', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, [box, api, leave, session]);

  // Another tab ended the session or began one.
  useEffect(() => {
    const offEnded = session.onEndedElsewhere((reason) => {
      if (reason === 'logout') leave(ENTRY_HOME);
      else void box.alert(reason === 'expired' ? 'session.expired' : 'session.changed').then(() => leave(ENTRY_HOME));
    });
    return offEnded;
  }, [box, leave, session]);

  return { ready };
}

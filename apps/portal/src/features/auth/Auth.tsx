/**
 * /auth (spec 000 §4, no frame): without the signed-in marker, the entry home; otherwise the
 * access token's validity for the entry site, and when valid the system selection; when not (run
 * out, or bound to another system), the entry home.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useServices, useSession } from '../../services/ServicesProvider';
import { hasSessionMarker } from '../../services/useSessionKeeper';
import { ENTRY_HOME } from '../../shared/systems';
import { SystemChoice } from './SystemChoice';
import { settle } from '../../http/result';
import { useLogout } from '../../frames/queries';

export default function Auth() {
  const api = useApi();
  const state = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const { session } = useServices();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    if (!hasSessionMarker()) {
      navigate(ENTRY_HOME, { replace: true });
      return undefined;
    }
    void api.auth.accessValid({}, { silent: true }).then((result) => {
      if (!live) return;
      if (result.ok && result.data) setChecked(true);
      // Not valid here (expired, or bound to another system): the entry home, where a sign-in
      // starts over. The other tabs keep their own sessions.
      else navigate(ENTRY_HOME, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [api, navigate]);

  if (!checked || !state.useAuthentication) return null;
  // Cancelling ends the session (issue 41): no one is left signed in without a system.
  const cancel = async () => {
    await settle(logout.mutateAsync());
    session.end('logout');
    navigate(ENTRY_HOME, { replace: true });
  };
  return <SystemChoice systems={state.systems} onCancel={() => void cancel()} />;
}

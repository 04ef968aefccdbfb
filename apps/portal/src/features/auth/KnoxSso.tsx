/**
 * /knoxSso (spec 000 §2 "SSO entry", decision 0018): signs in by SSO as soon as it opens: with the
 * assertion the corporate SSO gateway hands over in `?data=`, or else through the Knox desktop
 * agent. Signed in: the system selection. Refused: the reason was alerted; the page offers to try
 * again or to log in with an ID. The address drops `data` at once (an assertion is single-use and
 * should not stay in the history).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionBar, Button } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { ENTRY_HOME } from '../../shared/systems';
import { EntryPage } from '../../frames/EntryPage';
import { SystemChoice } from './SystemChoice';
import { useSsoLogin } from './sso/useSsoLogin';

type State = { kind: 'working' } | { kind: 'refused' } | { kind: 'systems'; systems: string[] };

export function KnoxSso() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sso = useSsoLogin((_id, data) => setState({ kind: 'systems', systems: data.systems ?? [] }));
  const assertion = useRef(params.get('data') ?? undefined);
  const started = useRef(false);

  const run = async (data?: string) => {
    setState({ kind: 'working' });
    if (!(await sso.start(data))) setState((s) => (s.kind === 'working' ? { kind: 'refused' } : s));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (assertion.current) setParams({}, { replace: true });
    void run(assertion.current);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <EntryPage title={t('sso.title')} lead={state.kind === 'working' ? t('sso.working') : undefined}>
      {state.kind === 'refused' && (
        <ActionBar>
          <Button variant="secondary" onClick={() => navigate(ENTRY_HOME)}>
            {t('sso.toLogin')}
          </Button>
          <Button onClick={() => run()}>{t('sso.retry')}</Button>
        </ActionBar>
      )}
      {state.kind === 'systems' && (
        <SystemChoice systems={state.systems} onCancel={() => navigate(ENTRY_HOME, { replace: true })} />
      )}
    </EntryPage>
  );
}

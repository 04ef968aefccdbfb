/**
 * The login home's form (spec 000 §2, §4, §5): id and password (both required, at most 200, the
 * id trimmed: app.noLoginId / app.noPassword), LOGIN, save id (a stored item), the dormant-account
 * restore question, 403 to /login-fail, and on success the system selection. The rest of the home
 * (banners, quick links, notices, SSO) belongs to the entry site's screens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOGIN_FIELD_MAX_LENGTH } from '@mro/rules';
import { Button, Checkbox, Field, TextField, createStoredItemStore, useMessageBox } from '@mro/ui';
import { useHttp, useServices } from '../http/react';
import { PORTAL_NAMESPACE } from '../i18n';
import type { SessionData } from '../session/sessionStore';
import { SystemChoice } from './SystemChoice';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  max-width: 360px;
  margin: ${({ theme }) => theme.space['5']} auto;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const SAVED_ID = 'mro.savedLoginId';
const stored = createStoredItemStore();

interface LoginAnswer extends SessionData {
  drmtAccChgYn?: 'Y' | 'N';
  otpRequired?: 'Y' | 'N';
}

export default function Login() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const http = useHttp();
  const { session } = useServices();
  const box = useMessageBox();
  const navigate = useNavigate();
  const [loginId, setLoginId] = useState(() => stored.get<string>(SAVED_ID) ?? '');
  const [password, setPassword] = useState('');
  const [saveId, setSaveId] = useState(() => stored.get<string>(SAVED_ID) !== undefined);
  const [systems, setSystems] = useState<string[] | null>(null);

  const submit = async (recoveryYn?: 'Y') => {
    const id = loginId.trim();
    if (!id) return void box.alert('app.noLoginId');
    if (!password) return void box.alert('app.noPassword');
    const result = await http.post<LoginAnswer>(
      '/login',
      { loginId: id, pwCn: password, ...(recoveryYn ? { recoveryYn } : {}) },
      { excludeStatus: [403] },
    );
    if (!result.ok) {
      if (result.failure.status === 403) {
        navigate('/login-fail', {
          state: { loginId: id, errorType: result.failure.error?.errorType, errorMessage: result.failure.message },
        });
      }
      return;
    }
    if (result.data.drmtAccChgYn === 'Y') {
      if (await box.confirm('app.restoreDormantAccount')) await submit('Y');
      return;
    }
    if (saveId) stored.set(SAVED_ID, id);
    else stored.remove(SAVED_ID);
    session.start(result.data);
    setSystems(result.data.systems ?? []);
  };

  return (
    <>
      <Form
        aria-labelledby="login-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 id="login-title">{t('login.title')}</h1>
        <Field label={t('login.id')}>
          <TextField
            name="loginId"
            autoComplete="username"
            maxLength={LOGIN_FIELD_MAX_LENGTH}
            value={loginId}
            onValueChange={setLoginId}
          />
        </Field>
        <Field label={t('login.password')}>
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={LOGIN_FIELD_MAX_LENGTH}
            value={password}
            onValueChange={setPassword}
          />
        </Field>
        <Checkbox checked={saveId} onCheckedChange={setSaveId}>
          {t('login.saveId')}
        </Checkbox>
        <Button type="submit" fullWidth>
          {t('login.submit')}
        </Button>
      </Form>
      {systems && <SystemChoice systems={systems} onCancel={() => setSystems(null)} />}
    </>
  );
}

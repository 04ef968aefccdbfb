/**
 * The login home's form (spec 000 §2, §4, §5): id and password (both required, at most 200, the
 * id trimmed: app.noLoginId / app.noPassword), LOGIN, save id (a stored item), the dormant-account
 * restore question, 403 to /login-fail, the SMS second factor (OtpDialog) for accounts that have
 * it, the password-change popup when the password is due or temporary (PasswordDialog), and then
 * the system selection. Below the form: registration links, and in Korean the login-trouble
 * toggletip and the corporate SSO button with its note (sso/useSsoLogin.ts); the developer login
 * link is shown disabled. Beside it the latest notices and the quick links (LoginAside). Above it
 * the Chrome and Windows 7 notices where they apply; below it, in Korean at desktop width, the
 * banner blocks and the information section, and the floating upgrade popup (home/).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOGIN_FIELD_MAX_LENGTH } from '@mro/rules';
import {
  Button,
  Checkbox,
  Field,
  TextField,
  Toggletip,
  createStoredItemStore,
  useImeSubmit,
  useMessageBox,
} from '@mro/ui';
import { useApi, useServices, useSession } from '../../services/ServicesProvider';
import { SYSTEM_BASES, isSystemCode } from '../../shared/systems';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import type { SessionData } from '../../session/sessionStore';
import { SystemChoice } from './SystemChoice';
import { ScreenLink } from '../../frames/ScreenLink';
import { LoginAside } from './LoginAside';
import { OtpDialog } from './OtpDialog';
import { PasswordDialog } from './PasswordDialog';
import { useSsoLogin } from './sso/useSsoLogin';
import { useCheckedBeforeHydration, useTypedBeforeHydration } from '../../shared/hydration/useTypedBeforeHydration';
import { useHydrated } from '../../shared/hydration/useHydrated';
import { BannerBlocks } from '../common/BannerBlocks';
import { BrowserBanners, UpgradePopup } from './BrowserNotices';
import { settle } from '../../http/result';
import { useLogout } from '../../frames/queries';
import { loginOtp, useLogin } from './queries';

const Home = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['6']};
  grid-template-columns: minmax(0, 360px) minmax(0, 320px);
  justify-content: center;
  margin: ${({ theme }) => theme.space['5']} auto;
  @container mro-portal (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * Where the Korean desktop home has its banners (Korean only, spec 000 §2), the other languages
 * show the product's picture at the same width, so the page keeps one shape (issue 41, decision
 * 0044): the purchasing chain, drawn in art/banners/login-hero.svg. Decorative; desktop only.
 */
const Hero = styled.img`
  display: block;
  box-sizing: border-box;
  width: 100%;
  max-width: 760px;
  height: auto;
  margin: ${({ theme }) => theme.space['5']} auto 0;
  border-radius: ${({ theme }) => theme.radius.md};
  @container mro-portal (max-width: 767px) {
    display: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  align-content: start;
  & h1 {
    display: flex;
    gap: ${({ theme }) => theme.space['2']};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Sso = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding-top: ${({ theme }) => theme.space['3']};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Disabled = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  cursor: not-allowed;
`;

const Links = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  & a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const SAVED_ID = 'mro.savedLoginId';
const stored = createStoredItemStore();

interface SignedIn extends SessionData {
  pwChangeYn?: 'Y' | 'N';
  pwChangeForcedYn?: 'Y' | 'N';
}

/** What the login asks next, one popup at a time. */
type Step =
  | { kind: 'form' }
  | { kind: 'otp'; loginId: string; ticket: string; mobileNo?: string | undefined }
  | { kind: 'password'; loginId: string; forced: boolean; systems: string[] }
  | { kind: 'systems'; systems: string[] };

export default function Login() {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const korean = i18n.language.startsWith('ko');
  const api = useApi();
  const login = useLogin();
  const logout = useLogout();
  const { session, leave } = useServices();
  const state = useSession();
  const box = useMessageBox();
  const navigate = useNavigate();
  const imeSubmit = useImeSubmit();
  const back = (useLocation().state as { loginId?: unknown } | null)?.loginId;
  const backFrom = typeof back === 'string' && back ? back : undefined;
  const [loginId, setLoginId] = useState(() => backFrom ?? stored.get<string>(SAVED_ID) ?? '');
  const [password, setPassword] = useState('');
  const [saveId, setSaveId] = useState(() => stored.get<string>(SAVED_ID) !== undefined);
  // What was typed into the server's page before the scripts ran becomes the state.
  const idField = useRef<HTMLInputElement | null>(null);
  const passwordField = useRef<HTMLInputElement | null>(null);
  const saveIdField = useRef<HTMLInputElement | null>(null);
  useTypedBeforeHydration(idField, setLoginId);
  useTypedBeforeHydration(passwordField, setPassword);
  useCheckedBeforeHydration(saveIdField, setSaveId);
  // Signed in already (issue 41): the system choice again, not the form (one system: straight there).
  const [step, setStep] = useState<Step>(() =>
    state.useAuthentication || state.signedInElsewhere ? { kind: 'systems', systems: state.systems } : { kind: 'form' },
  );
  const elsewhere = state.signedInElsewhere;
  const hydrated = useHydrated();
  // Back from /login-fail (issue 41): the refused id is in the field, the password takes the keys.
  useEffect(() => {
    if (backFrom) passwordField.current?.focus();
  }, [backFrom]);

  const signedIn = (id: string, data: SignedIn) => {
    session.start(data);
    const systems = data.systems ?? [];
    if (data.pwChangeYn === 'Y')
      setStep({ kind: 'password', loginId: id, forced: data.pwChangeForcedYn === 'Y', systems });
    else setStep({ kind: 'systems', systems });
  };
  const sso = useSsoLogin(signedIn);
  /** Leaving a required password change ends the session it was required for. */
  const signOut = async () => {
    await settle(logout.mutateAsync());
    session.end('logout');
    setStep({ kind: 'form' });
  };

  const submit = async (recoveryYn?: 'Y') => {
    const id = loginId.trim();
    if (!id) return void box.alert('app.noLoginId');
    if (!password) return void box.alert('app.noPassword');
    const result = await settle(
      login.mutateAsync({ loginId: id, pwCn: password, ...(recoveryYn ? { recoveryYn } : {}) }),
    );
    if (!result.ok) {
      if (result.failure.status === 403) {
        const left = (result.failure.data as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
        navigate('/login-fail', {
          state: {
            loginId: id,
            errorType: result.failure.error?.errorType,
            errorMessage: result.failure.message,
            ...(typeof left === 'number' ? { attemptsLeft: left } : {}),
          },
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
    if (result.data.otpRequired === 'Y' && result.data.otpTicket) {
      setStep({ kind: 'otp', loginId: id, ticket: result.data.otpTicket, mobileNo: result.data.mobileNo });
      return;
    }
    signedIn(id, result.data);
  };

  return (
    <>
      <BrowserBanners />
      <Home>
        <Form
          method="post"
          aria-labelledby="login-title"
          noValidate
          // Enter signs in once, also the one that ends a Korean syllable (decision 0026).
          onKeyDown={imeSubmit}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h1 id="login-title">
            {t('login.title')}
            {korean && <Toggletip label={t('login.trouble')}>{t('login.troubleTip')}</Toggletip>}
          </h1>
          <Field label={t('login.id')}>
            <TextField
              ref={idField}
              name="loginId"
              autoComplete="username"
              maxLength={LOGIN_FIELD_MAX_LENGTH}
              value={loginId}
              onValueChange={setLoginId}
            />
          </Field>
          <Field label={t('login.password')}>
            <TextField
              ref={passwordField}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={LOGIN_FIELD_MAX_LENGTH}
              value={password}
              onValueChange={setPassword}
            />
          </Field>
          <Checkbox ref={saveIdField} name="saveId" checked={saveId} onCheckedChange={setSaveId}>
            {t('login.saveId')}
          </Checkbox>
          {/* Off in the server's page until the scripts run: the browser's own submit would send the
              form to the page's address, the password in its query (implicit submission with Enter
              stops at a disabled default button too). */}
          <Button type="submit" fullWidth disabled={!hydrated}>
            {t('login.submit')}
          </Button>
          <Links aria-label={t('login.help')}>
            <li>
              <ScreenLink href="/find/id" onNavigate={(href) => void navigate(href)}>
                {t('login.findId')}
              </ScreenLink>
            </li>
            <li>
              <ScreenLink href="/find/pw" onNavigate={(href) => void navigate(href)}>
                {t('login.findPw')}
              </ScreenLink>
            </li>
          </Links>
          <Links aria-label={t('login.register')}>
            <li>
              <ScreenLink href="/regist/customer" onNavigate={(href) => void navigate(href)}>
                {t('login.registerBuyer')}
              </ScreenLink>
            </li>
            <li>
              <ScreenLink href="/regist/supplier" onNavigate={(href) => void navigate(href)}>
                {t('login.registerSupplier')}
              </ScreenLink>
            </li>
            <li>
              <Disabled role="link" aria-disabled="true" title={t('login.devLoginDisabled')}>
                {t('login.devLogin')}
              </Disabled>
            </li>
          </Links>
          {korean && (
            <Sso aria-labelledby="sso-button">
              <Button
                id="sso-button"
                variant="secondary"
                fullWidth
                aria-describedby="sso-note"
                onClick={() => sso.start()}
              >
                {t('login.sso')}
              </Button>
              <p id="sso-note">{t('login.ssoNote')}</p>
            </Sso>
          )}
        </Form>
        <LoginAside />
        {step.kind === 'otp' && (
          <OtpDialog<SignedIn>
            title={t('otp.loginTitle')}
            ticket={step.ticket}
            mobileNo={step.mobileNo}
            calls={loginOtp(api)}
            onVerified={(data) => signedIn(step.loginId, data)}
            onCancel={() => setStep({ kind: 'form' })}
          />
        )}
        {step.kind === 'password' && (
          <PasswordDialog
            loginId={step.loginId}
            forced={step.forced}
            onDone={() => setStep({ kind: 'systems', systems: step.systems })}
            onCancel={() => (step.forced ? void signOut() : setStep({ kind: 'systems', systems: step.systems }))}
          />
        )}
        {step.kind === 'systems' && (
          <SystemChoice
            systems={step.systems}
            // Not a signed-in user without a system (issue 41): back to the system signed in to,
            // else the session ends and the form is back.
            onCancel={() =>
              elsewhere && elsewhere !== 'MAIN' && isSystemCode(elsewhere)
                ? leave(`${SYSTEM_BASES[elsewhere]}/`)
                : void signOut()
            }
          />
        )}
      </Home>
      {korean ? (
        <BannerBlocks />
      ) : (
        <Hero src="/images/banner/login-hero.webp" alt="" width={760} height={200} decoding="async" />
      )}
      {korean && <UpgradePopup />}
    </>
  );
}

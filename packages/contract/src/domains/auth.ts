// Sign-in (password, OTP, SSO), the system choice, the session, tokens and logout.
import { LOGIN_FIELD_MAX_LENGTH } from '@mro/rules';
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { flag, raw, text } from '../fields.ts';
import type { Role, SystemCode } from '../systems.ts';

/** The tokens in the body (only for a client that asks with `x-token-transport: body`). */
export interface TokenDelivery {
  sessionExpires: string;
  /** The key of the file calls (`k`) for this session. */
  fileKey: string;
  accessToken?: string;
  refreshToken?: string;
}

/**
 * A login's answer: a dormant account to restore (`drmtAccChgYn` Y: post again with recoveryYn
 * Y), the SMS second factor (`otpRequired` Y with its ticket), or signed in (tokens in cookies,
 * the systems to choose from, the password reminder's fields).
 */
export interface LoginResult extends Partial<TokenDelivery> {
  /** 'Y' | 'N' */
  drmtAccChgYn: string;
  /** 'Y' when the SMS code is required next. */
  otpRequired?: string;
  otpTicket?: string;
  mobileNo?: string;
  systems?: SystemCode[];
  [reminder: string]: unknown;
}

export interface SessionInfo {
  /** The session's system (a SystemCode). */
  system: string;
  sessionExpires: string | null;
  homePath: string | null;
  /** The key of the file calls (`k`) for this session. */
  fileKey: string;
  systems: SystemCode[];
  userInfo: {
    loginId: string;
    userNm: string;
    cpCd: string;
    cpNm: string;
    dpCd: string | null;
    custRolCd: Role;
    userLangCd: string;
    /** The session's system (a SystemCode). */
    sysGbCd: string;
    email: string | null;
    [reminder: string]: unknown;
  };
}

/** The login form's rules (the server checks the same). */
export const LOGIN_FIELDS = {
  loginId: text({ required: true, max: LOGIN_FIELD_MAX_LENGTH }),
  pwCn: {
    ...raw<string>({ type: 'string' }, { description: 'the password, as typed (not trimmed)' }),
    rule: { required: true, max: LOGIN_FIELD_MAX_LENGTH },
  },
  recoveryYn: flag({ description: 'Y: restore a dormant account (after the first answer asked)' }),
} as const;

const LOGIN_ACCESS = PUBLIC;

export const auth = domain('auth', {
  login: call({
    method: 'POST',
    path: '/login',
    access: LOGIN_ACCESS,
    summary: 'Sign in with login id and password (locks after repeated failures)',
    body: LOGIN_FIELDS,
    response: type<LoginResult>(),
  }),
  knoxLogin: call({
    method: 'POST',
    path: '/knox-login',
    access: LOGIN_ACCESS,
    summary: 'Knox single sign-on (`data`: the signed assertion); refusals answer 451',
    body: { data: text(), recoveryYn: flag() },
    response: type<LoginResult>(),
  }),
  knoxLoginNext: call({
    method: 'POST',
    path: '/knox-login/next',
    access: LOGIN_ACCESS,
    summary: 'Knox single sign-on, multi-browser path (`data1` signature, `data2` payload)',
    body: { data1: text(), data2: text(), recoveryYn: flag() },
    response: type<LoginResult>(),
  }),
  ioneLogin: call({
    method: 'POST',
    path: '/ione-login',
    access: LOGIN_ACCESS,
    summary: 'iOne single sign-on (`data`: the signed assertion)',
    body: { data: text(), recoveryYn: flag() },
    response: type<LoginResult>(),
  }),
  loginOtpSend: call({
    method: 'POST',
    path: '/login/otp/send',
    access: PUBLIC,
    summary: "Sends the login's SMS code",
    body: { otpTicket: text('required') },
    response: type<{ sent: true; expiresAt: string; messageCode: string }>(),
  }),
  loginOtpVerify: call({
    method: 'POST',
    path: '/login/otp/verify',
    access: PUBLIC,
    summary: "Checks the login's SMS code and signs in",
    body: { otpTicket: text('required'), otpNo: text('required|digits:6') },
    response: type<LoginResult>(),
  }),
  chooseSystem: call({
    method: 'POST',
    path: '/auth/system',
    // After login (from the entry site) and later from a system's header or address (decision 0041).
    access: SIGNED_IN,
    anySystem: true,
    summary:
      "Chooses one of the user's systems, after login or from another system: new tokens bound to it; the session's former tokens end",
    body: { sysGbCd: text('required') },
    response: type<TokenDelivery & { sysGbCd: SystemCode; homePath: string | null; themeClass: string | null }>(),
  }),
  session: call({
    method: 'GET',
    path: '/auth/session',
    access: SIGNED_IN,
    passwordChange: true,
    // Any system's token: a page of another system learns which one is signed in and the
    // user's systems, to switch (decision 0041); every other call stays bound to the token's system.
    anySystem: true,
    summary: "Who is signed in (the token's system, whatever x-system names): the portal's session state",
    response: type<SessionInfo>(),
  }),
  language: call({
    method: 'PUT',
    path: '/auth/language',
    access: SIGNED_IN,
    summary: "Keeps the signed-in user's language (userLangCd), chosen in a system's header",
    body: { userLangCd: { ...raw<'KO' | 'EN'>({ type: 'string', enum: ['KO', 'EN'] }), rule: { required: true } } },
    response: type<{ userLangCd: 'KO' | 'EN' }>(),
  }),
  accessValid: call({
    method: 'GET',
    path: '/token/access-valid',
    access: PUBLIC,
    summary: 'Whether the access token (cookie, header or `accessToken`) is valid for this system',
    query: { accessToken: raw<string>({ type: 'string' }) },
    response: type<boolean>(),
  }),
  refresh: call({
    method: 'GET',
    path: '/token/refresh',
    access: PUBLIC,
    summary: 'Rotates the refresh token (cookie or `refreshToken`); reuse revokes the family',
    query: { refreshToken: raw<string>({ type: 'string' }) },
    response: type<TokenDelivery>(),
  }),
  logout: call({
    method: 'GET',
    path: '/logout',
    access: PUBLIC,
    passwordChange: true,
    summary: 'Ends the session (its token family) and clears the cookies',
    response: type<boolean>(),
  }),
});

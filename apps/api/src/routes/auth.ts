// Login, second factor, system selection, token validity and refresh, logout (spec §7 and the
// "not shown" calls the entry site needs; docs/api.md lists them).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.ts';
import { splitAssertion, verifySso, type SsoIssuer } from '../auth/sso.ts';
import { passwordReminder } from '../auth/passwords.ts';
import { LOGIN_FIELD_MAX_LENGTH, type RuleSchema } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, ok, tokenInvalid } from '../http/envelope.ts';
import { bodyOf, check, text, yn } from '../http/request.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, accessTokenOf, userOf } from '../auth/guard.ts';
import { verifyDummy, verifyPassword } from '../auth/passwords.ts';
import { clearFailures, pruneAttempts, recordFailure, reserveAttempt } from '../auth/lockout.ts';
import { fileKeyOf, findAccess, issueTokens, revokeFamily, rotateRefresh, type TokenPair } from '../auth/tokens.ts';
import { createTicket, sendCode, verifyCode } from '../auth/otp.ts';
import { maskPhone } from '../auth/sms.ts';
import { isSystem, systemsForRole } from '../auth/systems.ts';

const LOGIN_SCHEMA: RuleSchema = {
  loginId: { required: true, max: LOGIN_FIELD_MAX_LENGTH },
  pwCn: { required: true, max: LOGIN_FIELD_MAX_LENGTH },
};

/** Tokens go in HttpOnly cookies; only a client that asks (x-token-transport: body) gets them in JSON. */
export function deliverTokens(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, pair: TokenPair) {
  const secure = ctx.config.production;
  reply.setCookie(ACCESS_COOKIE, pair.accessToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: pair.refreshExpires,
  });
  reply.setCookie(REFRESH_COOKIE, pair.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/imk/api/token',
    expires: pair.refreshExpires,
  });
  // Not a secret: tells the page that a session exists (the tokens are HttpOnly; decision 0016).
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: pair.refreshExpires,
  });
  const inBody = request.headers['x-token-transport'] === 'body';
  return {
    sessionExpires: pair.accessExpires.toISOString(),
    fileKey: fileKeyOf(pair.accessToken),
    ...(inBody ? { accessToken: pair.accessToken, refreshToken: pair.refreshToken } : {}),
  };
}

/** The page's signed-in marker (a readable cookie without any secret). */
export const SESSION_MARKER_COOKIE = 'mro_session';

export function clearCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' });
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/imk/api/token' });
}

export function authRoutes(ctx: AppContext) {
  const { db } = ctx;
  // Per-IP limits on the calls that guess secrets; the per-account limit is the lockout.
  const LOGIN_RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };
  const OTP_RATE = LOGIN_RATE;

  // Idle attempt rows of unknown ids are removed at most once a minute per process.
  let prunedAt = 0;
  const prune = async (request: FastifyRequest, now: Date) => {
    if (Math.abs(now.getTime() - prunedAt) < 60_000) return;
    prunedAt = now.getTime();
    await pruneAttempts(db, now).catch((error: unknown) =>
      request.log.warn({ err: error }, 'login_attempt prune failed'),
    );
  };

  const deliver = (request: FastifyRequest, reply: FastifyReply, pair: TokenPair) =>
    deliverTokens(ctx, request, reply, pair);

  type Signed = Pick<
    Selectable<UserTable>,
    | 'user_id'
    | 'cust_rol_cd'
    | 'pw_change_next_yn'
    | 'pw_changed_at'
    | 'pw_remind_after'
    | 'status'
    | 'otp_yn'
    | 'mobile_no'
  >;

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: Signed) {
    const now = ctx.now();
    const pair = await issueTokens(db, user.user_id, request.system, now);
    return ok({
      drmtAccChgYn: 'N',
      ...deliver(request, reply, pair),
      systems: systemsForRole(user.cust_rol_cd).filter((s) => s !== 'MAIN'),
      ...passwordReminder(user, now),
    });
  }

  /**
   * After the user proved who they are (password or SSO): suspended, pending and dormant
   * accounts, the SMS second factor (not for SSO: the corporate sign-on is the strong factor),
   * then the session.
   */
  async function finishLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    user: Signed & { login_id: string },
    recoveryYn: unknown,
    secondFactor: boolean,
  ) {
    const refuse = (code: string, type: string) => loginFailed(user.login_id, code, {}, type);
    if (user.status === 'SUSPENDED') throw refuse('MROAU0003', 'SUSPENDED');
    if (user.status === 'PENDING') throw refuse('MROAU0009', 'PENDING');
    if (user.status === 'DORMANT') {
      // The client confirms (app.restoreDormantAccount) and posts again with recoveryYn Y.
      if (yn(recoveryYn) !== 'Y') return ok({ drmtAccChgYn: 'Y' });
      await db.updateTable('app_user').set({ status: 'ACTIVE' }).where('user_id', '=', user.user_id).execute();
    }
    if (secondFactor && user.otp_yn === 'Y') {
      const otpTicket = await createTicket(db, user.user_id, 'LOGIN', ctx.now());
      return ok({ drmtAccChgYn: 'N', otpRequired: 'Y', otpTicket, mobileNo: maskPhone(user.mobile_no) });
    }
    return signIn(request, reply, user);
  }

  const loginFailed = (
    loginId: string,
    code = 'MROAU0001',
    params = {},
    type = 'LOGIN_FAILED',
    extra: Record<string, unknown> = {},
  ) => new ApiError(403, type, code, params, {}, { loginId, ...extra });

  return async function routes(app: FastifyInstance) {
    app.post('/login', { config: { access: 'public', rateLimit: LOGIN_RATE } }, async (request, reply) => {
      const body = bodyOf(request.body);
      const values = { loginId: text(body, 'loginId'), pwCn: typeof body.pwCn === 'string' ? body.pwCn : '' };
      check(LOGIN_SCHEMA, values);
      const now = ctx.now();
      await prune(request, now);
      // Reserve the attempt before the password is hashed: the count and the check are one step.
      const reservation = await reserveAttempt(db, values.loginId, now);
      if (reservation.kind === 'locked') {
        throw loginFailed(values.loginId, 'MROAU0002', { minutes: reservation.minutes }, 'LOCKED');
      }
      if (reservation.kind === 'busy')
        throw new ApiError(429, 'LOGIN_BUSY', 'MROAU0013', {}, {}, { loginId: values.loginId });
      const user = await db
        .selectFrom('app_user')
        .selectAll()
        .where('login_id', '=', values.loginId)
        .executeTakeFirst();
      const valid = user ? await verifyPassword(user.pw_hash, values.pwCn) : (await verifyDummy(values.pwCn), false);
      if (!user || !valid) {
        const { lockedMinutes, attemptsLeft } = await recordFailure(db, values.loginId, now);
        if (lockedMinutes > 0) throw loginFailed(values.loginId, 'MROAU0002', { minutes: lockedMinutes }, 'LOCKED');
        // How many wrong passwords remain before the lock (issue 41): the count is per id, known
        // or not, so it says nothing about which ids exist.
        throw loginFailed(values.loginId, 'MROAU0001', {}, 'LOGIN_FAILED', { attemptsLeft });
      }
      await clearFailures(db, values.loginId);
      return finishLogin(request, reply, user, body.recoveryYn, true);
    });

    // Corporate single sign-on (spec: /knox-login and /ione-login with `data`, /knox-login/next
    // with `data1` key and `data2` user info for the multi-browser path). Refusals answer 451.
    const sso = (issuer: SsoIssuer) => async (request: FastifyRequest, reply: FastifyReply) => {
      const body = bodyOf(request.body);
      const assertion = request.url.endsWith('/next')
        ? { payload: text(body, 'data2'), signature: text(body, 'data1') }
        : splitAssertion(text(body, 'data'));
      const subject = await verifySso(ctx, issuer, assertion);
      const column = issuer === 'knox' ? 'knox_id' : 'ione_id';
      const user = subject
        ? await db.selectFrom('app_user').selectAll().where(column, '=', subject).executeTakeFirst()
        : undefined;
      if (!user) {
        request.log.warn({ issuer, subject: subject ? 'unknown' : 'invalid' }, 'SSO refused');
        throw new ApiError(451, 'SSO_REFUSED', 'MROAU0011');
      }
      return finishLogin(request, reply, user, body.recoveryYn, false);
    };
    app.post('/knox-login', { config: { access: 'public', rateLimit: LOGIN_RATE } }, sso('knox'));
    app.post('/knox-login/next', { config: { access: 'public', rateLimit: LOGIN_RATE } }, sso('knox'));
    app.post('/ione-login', { config: { access: 'public', rateLimit: LOGIN_RATE } }, sso('ione'));

    app.post('/login/otp/send', { config: { access: 'public', rateLimit: OTP_RATE } }, async (request) => {
      const body = bodyOf(request.body);
      check({ otpTicket: 'required' }, { otpTicket: text(body, 'otpTicket') });
      const { expiresAt } = await sendCode(db, ctx.sms, text(body, 'otpTicket'), 'LOGIN', ctx.now(), request.locale);
      return ok({ sent: true, expiresAt: expiresAt.toISOString(), messageCode: 'AMSCU0054' });
    });

    app.post('/login/otp/verify', { config: { access: 'public', rateLimit: OTP_RATE } }, async (request, reply) => {
      const body = bodyOf(request.body);
      const values = { otpTicket: text(body, 'otpTicket'), otpNo: text(body, 'otpNo') };
      check({ otpTicket: 'required', otpNo: 'required|digits:6' }, values);
      const userId = await verifyCode(db, values.otpTicket, 'LOGIN', values.otpNo, ctx.now());
      const user = await db.selectFrom('app_user').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (user.status !== 'ACTIVE') throw new ApiError(403, 'SUSPENDED', 'MROAU0003');
      return signIn(request, reply, user);
    });

    // Not shown in the spec: the system-selection popup after login. New tokens bound to the
    // chosen system; the entry-site session ends.
    app.post('/auth/system', { config: { access: { systems: ['MAIN'] } } }, async (request, reply) => {
      const user = userOf(request);
      const body = bodyOf(request.body);
      const sysGbCd = text(body, 'sysGbCd').toUpperCase();
      check({ sysGbCd: 'required' }, { sysGbCd });
      if (!isSystem(sysGbCd) || sysGbCd === 'MAIN' || !systemsForRole(user.custRolCd).includes(sysGbCd)) {
        throw new ApiError(403, 'FORBIDDEN', 'MROAU0008');
      }
      const now = ctx.now();
      await revokeFamily(db, user.familyId, now);
      const pair = await issueTokens(db, user.userId, sysGbCd, now);
      const system = await db
        .selectFrom('system')
        .select(['home_path', 'theme_class'])
        .where('sys_gb_cd', '=', sysGbCd)
        .executeTakeFirst();
      return ok({
        sysGbCd,
        homePath: system?.home_path ?? null,
        themeClass: system?.theme_class ?? null,
        ...deliver(request, reply, pair),
      });
    });

    // Not shown: who is signed in (the portal's session state: userInfo, homePath, systems).
    app.get('/auth/session', { config: { passwordChange: true } }, async (request) => {
      const user = userOf(request);
      const row = await db
        .selectFrom('app_user')
        .innerJoin('company', 'company.cp_cd', 'app_user.cp_cd')
        .select([
          'app_user.email',
          'company.cp_nm',
          'company.cp_eng_nm',
          'app_user.pw_change_next_yn',
          'app_user.pw_changed_at',
          'app_user.pw_remind_after',
        ])
        .where('app_user.user_id', '=', user.userId)
        .executeTakeFirstOrThrow();
      const system = await db
        .selectFrom('system')
        .select(['home_path'])
        .where('sys_gb_cd', '=', user.system)
        .executeTakeFirst();
      const access = await findAccess(db, accessTokenOf(request)!, ctx.now());
      return ok({
        system: user.system,
        sessionExpires: access?.expiresAt.toISOString() ?? null,
        homePath: system?.home_path ?? null,
        fileKey: fileKeyOf(accessTokenOf(request)!),
        systems: systemsForRole(user.custRolCd).filter((s) => s !== 'MAIN'),
        userInfo: {
          loginId: user.loginId,
          userNm: user.userNm,
          cpCd: user.cpCd,
          cpNm: request.locale === 'en' ? row.cp_eng_nm : row.cp_nm,
          dpCd: user.dpCd,
          custRolCd: user.custRolCd,
          userLangCd: user.userLangCd,
          sysGbCd: user.system,
          email: row.email,
          ...passwordReminder(row, ctx.now()),
        },
      });
    });

    app.get('/token/access-valid', { config: { access: 'public' } }, async (request) => {
      const query = request.query as Record<string, unknown>;
      const token = (typeof query.accessToken === 'string' && query.accessToken) || accessTokenOf(request);
      if (!token) return ok(false);
      const session = await findAccess(db, token, ctx.now());
      return ok(Boolean(session && session.system === request.system));
    });

    app.get('/token/refresh', { config: { access: 'public', rateLimit: OTP_RATE } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = (typeof query.refreshToken === 'string' && query.refreshToken) || request.cookies[REFRESH_COOKIE];
      if (!token) throw tokenInvalid();
      const outcome = await rotateRefresh(db, token, request.system, ctx.now());
      if (outcome.kind === 'system') throw new ApiError(401, 'SYSTEM_INVALID', 'session.changed');
      if (outcome.kind !== 'ok') {
        clearCookies(reply);
        if (outcome.kind === 'reused') request.log.warn('refresh token reuse: family revoked');
        throw tokenInvalid();
      }
      return ok(deliver(request, reply, outcome.pair));
    });

    app.get('/logout', { config: { access: 'public', passwordChange: true } }, async (request, reply) => {
      const token = accessTokenOf(request);
      const session = token ? await findAccess(db, token, ctx.now()) : null;
      if (session) await revokeFamily(db, session.familyId, ctx.now());
      clearCookies(reply);
      return ok(true);
    });
  };
}

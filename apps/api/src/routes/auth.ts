// Login, second factor, system selection, token validity and refresh, logout (spec §7 and the
// "not shown" calls the entry site needs; docs/api.md lists them).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { UserTable } from '../db/schema.ts';
import { splitAssertion, verifySso, type SsoAssertion, type SsoIssuer } from '../auth/sso.ts';
import { passwordReminder } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { ApiError, ok, tokenInvalid } from '../http/envelope.ts';
import { check, yn } from '../http/request.ts';
import { LOGIN_FIELDS, REFRESH_COOKIE, contract, rulesOf, isSystem, systemsForRole } from '@mro/contract';
import { accessTokenOf, userOf } from '../auth/guard.ts';
import { clearCookies, deliverTokens } from '../auth/cookies.ts';
import { route } from '../http/route.ts';
import { authRepository } from '../domains/auth/repository.ts';
import { verifyDummy, verifyPassword } from '../auth/passwords.ts';
import { clearFailures, pruneAttempts, recordFailure, reserveAttempt } from '../auth/lockout.ts';
import { fileKeyOf, findAccess, issueTokens, revokeFamily, rotateRefresh, type TokenPair } from '../auth/tokens.ts';
import { createTicket, sendCode, verifyCode } from '../auth/otp.ts';
import { maskPhone } from '../auth/sms.ts';

const calls = contract.auth;
const LOGIN_SCHEMA = rulesOf(LOGIN_FIELDS, ['loginId', 'pwCn']);

export function authRoutes(ctx: AppContext) {
  const { db } = ctx;
  const repo = authRepository(db);
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
    // A registration the provider rejected (decision 0067): the mail gave the reason.
    if (user.status === 'REJECTED') throw refuse('MROBO0002', 'REJECTED');
    if (user.status === 'DORMANT') {
      // The client confirms (app.restoreDormantAccount) and posts again with recoveryYn Y.
      if (yn(recoveryYn) !== 'Y') return ok({ drmtAccChgYn: 'Y' });
      await repo.restoreDormant(user.user_id);
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
    route(
      app,
      calls.login,
      async ({ request, reply, body }) => {
        const values = { loginId: body.loginId, pwCn: typeof body.pwCn === 'string' ? body.pwCn : '' };
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
        const user = await repo.userByLoginId(values.loginId);
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
      },
      { rateLimit: LOGIN_RATE },
    );

    // Corporate single sign-on (spec: /knox-login and /ione-login with `data`, /knox-login/next
    // with `data1` key and `data2` user info for the multi-browser path). Refusals answer 451.
    const sso = async (
      issuer: SsoIssuer,
      request: FastifyRequest,
      reply: FastifyReply,
      assertion: SsoAssertion,
      recoveryYn: unknown,
    ) => {
      const subject = await verifySso(ctx, issuer, assertion);
      const user = subject ? await repo.userBySsoSubject(issuer, subject) : undefined;
      if (!user) {
        request.log.warn({ issuer, subject: subject ? 'unknown' : 'invalid' }, 'SSO refused');
        throw new ApiError(451, 'SSO_REFUSED', 'MROAU0011');
      }
      return finishLogin(request, reply, user, recoveryYn, false);
    };
    const LOGIN = { rateLimit: LOGIN_RATE };
    route(
      app,
      calls.knoxLogin,
      ({ request, reply, body }) => sso('knox', request, reply, splitAssertion(body.data), body.recoveryYn),
      LOGIN,
    );
    route(
      app,
      calls.knoxLoginNext,
      ({ request, reply, body }) =>
        sso('knox', request, reply, { payload: body.data2, signature: body.data1 }, body.recoveryYn),
      LOGIN,
    );
    route(
      app,
      calls.ioneLogin,
      ({ request, reply, body }) => sso('ione', request, reply, splitAssertion(body.data), body.recoveryYn),
      LOGIN,
    );

    route(
      app,
      calls.loginOtpSend,
      async ({ request, body }) => {
        const { expiresAt } = await sendCode(db, ctx.sms, body.otpTicket, 'LOGIN', ctx.now(), request.locale);
        return ok({ sent: true as const, expiresAt: expiresAt.toISOString(), messageCode: 'AMSCU0054' });
      },
      { rateLimit: OTP_RATE },
    );

    route(
      app,
      calls.loginOtpVerify,
      async ({ request, reply, body }) => {
        const values = { otpTicket: body.otpTicket, otpNo: body.otpNo };
        check(rulesOf(calls.loginOtpVerify.body), values);
        const userId = await verifyCode(db, values.otpTicket, 'LOGIN', values.otpNo, ctx.now());
        const user = await repo.userById(userId);
        if (user.status !== 'ACTIVE') throw new ApiError(403, 'SUSPENDED', 'MROAU0003');
        return signIn(request, reply, user);
      },
      { rateLimit: OTP_RATE },
    );

    // Not shown in the spec: the system-selection popup after login. New tokens bound to the
    // chosen system; the entry-site session ends.
    route(app, calls.chooseSystem, async ({ request, reply, body }) => {
      const user = userOf(request);
      const sysGbCd = body.sysGbCd.toUpperCase();
      check(rulesOf(calls.chooseSystem.body), { sysGbCd });
      if (!isSystem(sysGbCd) || sysGbCd === 'MAIN' || !systemsForRole(user.custRolCd).includes(sysGbCd)) {
        throw new ApiError(403, 'FORBIDDEN', 'MROAU0008');
      }
      const now = ctx.now();
      await revokeFamily(db, user.familyId, now);
      const pair = await issueTokens(db, user.userId, sysGbCd, now);
      const system = await repo.system(sysGbCd);
      return ok({
        sysGbCd,
        homePath: system?.home_path ?? null,
        themeClass: system?.theme_class ?? null,
        ...deliver(request, reply, pair),
      });
    });

    // Not shown: who is signed in (the portal's session state: userInfo, homePath, systems).
    route(app, calls.session, async ({ request }) => {
      const user = userOf(request);
      const row = await repo.sessionUser(user.userId);
      const system = await repo.system(user.system);
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

    // The header's language choice (issue 41): the user's language, as the session shows it.
    route(app, calls.language, async ({ request, body }) => {
      const user = userOf(request);
      const userLangCd = String(body.userLangCd ?? '').toUpperCase();
      check(rulesOf(calls.language.body), { userLangCd });
      if (userLangCd !== 'KO' && userLangCd !== 'EN') throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      await repo.setLanguage(user.userId, userLangCd as 'KO' | 'EN');
      return ok({ userLangCd: userLangCd as 'KO' | 'EN' });
    });

    route(app, calls.accessValid, async ({ request, query }) => {
      const token = (typeof query.accessToken === 'string' && query.accessToken) || accessTokenOf(request);
      if (!token) return ok(false);
      const session = await findAccess(db, token, ctx.now());
      return ok(Boolean(session && session.system === request.system));
    });

    route(
      app,
      calls.refresh,
      async ({ request, reply, query }) => {
        const token = (typeof query.refreshToken === 'string' && query.refreshToken) || request.cookies[REFRESH_COOKIE];
        if (!token) throw tokenInvalid();
        const outcome = await rotateRefresh(db, token, request.system, ctx.now());
        if (outcome.kind === 'system') throw new ApiError(401, 'SYSTEM_INVALID', 'session.changed');
        if (outcome.kind !== 'ok') {
          clearCookies(reply);
          if (outcome.kind === 'reused') request.log.warn('refresh token reuse: family revoked');
          throw tokenInvalid();
        }
        // The family's earlier access tokens ended with the rotation: not kept here any more.
        ctx.cache.forgetUser(outcome.userId);
        return ok(deliver(request, reply, outcome.pair));
      },
      { rateLimit: OTP_RATE },
    );

    route(app, calls.logout, async ({ request, reply }) => {
      const token = accessTokenOf(request);
      const session = token ? await findAccess(db, token, ctx.now()) : null;
      if (session) {
        await revokeFamily(db, session.familyId, ctx.now());
        // Access ends at once in every instance: each has been told before this answer.
        await ctx.cache.settle(session.userId);
      }
      clearCookies(reply);
      return ok(true);
    });
  };
}

// Every /imk/api call: locale from the `locale` header, `x-system` required (and echoed on the
// response so the client can tell a real API answer from a proxy page), state-changing calls
// refused from foreign origins (CSRF), and the route's access rule checked: 'public', or signed
// in with an optional list of roles and systems. Routes without a rule need a signed-in user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, systemInvalid, tokenInvalid } from '../http/envelope.ts';
import {
  localeOfHeader,
  type Locale,
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  type Access,
  isSystem,
  type Role,
} from '@mro/contract';
import type { AppContext } from '../context.ts';
import { familyOf, sha256 } from './tokens.ts';
import { accessTokenOf } from '../http/accessToken.ts';
import type { SharedCache } from '../cache/shared.ts';

export { ACCESS_COOKIE, REFRESH_COOKIE, accessTokenOf };
export type { Access };

export interface SessionUser {
  userId: number;
  loginId: string;
  userNm: string;
  cpCd: string;
  dpCd: string | null;
  custRolCd: Role;
  userLangCd: string;
  system: string;
  familyId: string;
  /** A temporary password (issued on approval or by an administrator) must be changed first. */
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Skip the x-system requirement (pages opened by an external gateway, e.g. card results). */
    noSystemHeader?: boolean;
    /** The route's own system, in place of the x-system header (pages a browser opens by address). */
    fixedSystem?: string;
    /** Allowed while the user must change a temporary password (password change, session, logout). */
    passwordChange?: boolean;
    /** The token may be bound to any system (the system choice re-binds it). */
    anySystem?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    system: string;
    user: SessionUser | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('locale', 'ko');
  app.decorateRequest('system', 'MAIN');
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeOfHeader(request.headers.locale);
    reply.header('x-request-id', request.id);
    const config = request.routeOptions.config;
    const header = request.headers['x-system'];
    const system = config.fixedSystem ?? (typeof header === 'string' ? header.trim().toUpperCase() : '');
    if (!config.noSystemHeader) {
      if (!system || !isSystem(system)) throw new ApiError(400, 'SYSTEM_HEADER', 'MROCM0012');
      request.system = system;
      reply.header('x-system', system);
    } else if (isSystem(system)) {
      // A call that needs no x-system still echoes a valid one it is sent: the portal's client tells
      // the API's answer from a proxy's page by it (the OpenAPI document read by the DEV system).
      reply.header('x-system', system);
    }
    if (UNSAFE.has(request.method) && !config.noSystemHeader) {
      const origin = request.headers.origin;
      if (origin !== undefined && !ctx.config.allowedOrigins.includes(origin)) {
        throw new ApiError(403, 'ORIGIN', 'MROCM0013');
      }
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    const token = accessTokenOf(request);
    if (access === 'public') {
      // A public call still knows who is signed in (e.g. board posts for the user's system).
      if (token) request.user = await loadUser(ctx, token, request.system).catch(() => null);
      return;
    }
    if (!token) throw tokenInvalid();
    const user = await loadUser(ctx, token, request.routeOptions.config.anySystem ? null : request.system);
    if (access?.roles && !access.roles.includes(user.custRolCd)) throw forbidden();
    if (access?.systems && !access.systems.some((s) => s === user.system)) throw forbidden();
    if (user.mustChangePassword && !request.routeOptions.config.passwordChange) {
      throw new ApiError(403, 'PASSWORD_CHANGE', 'MROAU0012');
    }
    request.user = user;
  });
}

/** The token's session and user row (every signed-in request needs it). */
async function sessionRow(ctx: AppContext, familyId: string, tokenHash: string) {
  return ctx.db
    .selectFrom('token')
    .innerJoin('app_user', 'app_user.user_id', 'token.user_id')
    .select([
      'token.sys_gb_cd',
      'token.family_id',
      'token.access_expires_at as expires_at',
      'token.revoked_at',
      'app_user.user_id',
      'app_user.login_id',
      'app_user.user_nm',
      'app_user.cp_cd',
      'app_user.dp_cd',
      'app_user.cust_rol_cd',
      'app_user.user_lang_cd',
      'app_user.status',
      'app_user.pw_change_next_yn',
    ])
    .where('token.family_id', '=', familyId)
    .where('token.access_hash', '=', tokenHash)
    .executeTakeFirst();
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionRow>>>;

/**
 * The token's user; `system` null: bound to any system. Read from memory for a few seconds
 * (cache/shared.ts): a revoked token or a changed user is announced by the database to every
 * instance, which forgets it at once; expiry is checked on every request.
 */
async function loadUser(ctx: AppContext, token: string, system: string | null): Promise<SessionUser> {
  const familyId = familyOf(token, 'access');
  if (!familyId) throw tokenInvalid();
  const tokenHash = sha256(token);
  const cache = ctx.cache as SharedCache<SessionRow>;
  const clock = Date.now();
  let user = await cache.currentSession(tokenHash, clock);
  if (!user) {
    const generation = cache.generation;
    // Not found when a refresh replaced the family's pair: its access token ended (decision 0080).
    user = await sessionRow(ctx, familyId, tokenHash);
    if (user && !user.revoked_at && user.status === 'ACTIVE')
      cache.keepSession(tokenHash, user.user_id, user, generation, clock);
  }
  if (!user || user.revoked_at || new Date(user.expires_at) <= ctx.now()) throw tokenInvalid();
  if (system !== null && user.sys_gb_cd !== system) throw systemInvalid();
  if (!user || user.status !== 'ACTIVE') throw tokenInvalid();
  return {
    userId: user.user_id,
    loginId: user.login_id,
    userNm: user.user_nm,
    cpCd: user.cp_cd,
    dpCd: user.dp_cd,
    custRolCd: user.cust_rol_cd,
    userLangCd: user.user_lang_cd,
    system: user.sys_gb_cd,
    familyId: user.family_id,
    mustChangePassword: user.pw_change_next_yn === 'Y',
  };
}

/** The signed-in user of a route whose access rule guarantees one. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw tokenInvalid();
  return request.user;
}

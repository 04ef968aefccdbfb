// The session's cookies: the HttpOnly token cookies and the readable signed-in marker (names in
// @mro/contract, shared with the portal). Used by sign-in, refresh, password change and logout.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '@mro/contract';
import type { AppContext } from '../context.ts';
import { fileKeyOf, type TokenPair } from './tokens.ts';

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

export function clearCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' });
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/imk/api/token' });
}

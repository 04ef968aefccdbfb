// The request's access token, read the same way by the guard (auth/guard.ts) and by a kept public
// answer's early check (http/route.ts).
import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '@mro/contract';

/** The access token: HttpOnly cookie (browsers), or Authorization: Bearer / x-access-token (other clients). */
export function accessTokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const header = request.headers['x-access-token'];
  return bearer ?? (typeof header === 'string' && header ? header : null) ?? request.cookies[ACCESS_COOKIE] ?? null;
}

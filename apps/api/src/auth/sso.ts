// Knox and iOne single sign-on. The desktop SSO agent (or the SSO gateway) hands the browser an
// assertion signed by the corporate identity provider: base64url JSON {iss, sub, iat, nonce} and
// an HMAC-SHA256 signature with the secret shared with this server (SSO_SHARED_SECRET). The spec's
// `data` is `payload.signature`; the multi-browser path sends them apart as data2 (user info) and
// data1 (key). Accepted only when the signature matches, the issuer is the one of the call, it is
// at most 5 minutes old and its nonce was never seen (no replay).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';

export type SsoIssuer = 'knox' | 'ione';

export const SSO_MAX_AGE_S = 300;

export interface SsoAssertion {
  payload: string;
  signature: string;
}

export function splitAssertion(data: string): SsoAssertion {
  const dot = data.lastIndexOf('.');
  return dot < 0 ? { payload: data, signature: '' } : { payload: data.slice(0, dot), signature: data.slice(dot + 1) };
}

export const ssoSignature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** What the identity provider would send (development helper and tests). */
export function signSsoAssertion(
  secret: string,
  claims: { iss: SsoIssuer; sub: string; iat: number; nonce: string },
): SsoAssertion {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { payload, signature: ssoSignature(secret, payload) };
}

/** The employee id of a valid, fresh, unused assertion from this issuer; null otherwise. */
export async function verifySso(ctx: AppContext, issuer: SsoIssuer, assertion: SsoAssertion): Promise<string | null> {
  const secret = ctx.config.ssoSecret;
  if (!secret || !assertion.payload || !assertion.signature) return null;
  const expected = Buffer.from(ssoSignature(secret, assertion.payload));
  const given = Buffer.from(assertion.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(assertion.payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const { iss, sub, iat, nonce } = claims;
  if (iss !== issuer || typeof sub !== 'string' || !sub || typeof nonce !== 'string' || nonce.length < 16) return null;
  const now = ctx.now();
  if (typeof iat !== 'number' || Math.abs(now.getTime() / 1000 - iat) > SSO_MAX_AGE_S) return null;
  const fresh = await ctx.db
    .insertInto('sso_nonce')
    .values({ nonce: `${issuer}:${nonce}`, used_at: now })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!fresh) return null;
  // Nonces older than the acceptance window can never be replayed; forget them.
  await ctx.db
    .deleteFrom('sso_nonce')
    .where('used_at', '<', new Date(now.getTime() - 2 * SSO_MAX_AGE_S * 1000))
    .execute();
  return sub;
}

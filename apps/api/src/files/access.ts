// Who owns and who may read an uploaded file. Signed-in callers own files as `u:{userId}` and
// share them with their company; anonymous callers (registration before login) own them through
// an HttpOnly upload cookie, stored only as a hash. Public files (board attachments) anyone reads;
// administrators read all. Download links carry a short-lived HMAC token.
import { UPLOAD_COOKIE } from '@mro/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sha256 } from '../auth/tokens.ts';

export { UPLOAD_COOKIE };
/** As long as a registration's draft (7 days): a visitor's uploads stay theirs through browser restarts. */
export const UPLOAD_COOKIE_MAX_AGE_S = 7 * 86_400;
export const DOWNLOAD_TOKEN_TTL_S = 600;

/** The caller's owner key; with a reply, an anonymous caller without one gets a new cookie. */
export function ownerKeyOf(request: FastifyRequest, reply: FastifyReply | null, production = false): string | null {
  if (request.user) return `u:${request.user.userId}`;
  const cookie = request.cookies[UPLOAD_COOKIE];
  if (cookie && /^[A-Za-z0-9_-]{32,64}$/.test(cookie)) return `a:${sha256(cookie)}`;
  if (!reply) return null;
  const value = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOAD_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: production,
    path: '/',
    maxAge: UPLOAD_COOKIE_MAX_AGE_S,
  });
  // The same request may go on to use the key (e.g. the first chunk of an upload).
  request.cookies[UPLOAD_COOKIE] = value;
  return `a:${sha256(value)}`;
}

export interface FileRow {
  owner_key: string;
  cp_cd: string | null;
  public_yn: 'Y' | 'N';
}

export function canRead(request: FastifyRequest, row: FileRow): boolean {
  if (row.public_yn === 'Y') return true;
  const user = request.user;
  if (user?.custRolCd === 'A') return true;
  if (user && row.cp_cd === user.cpCd) return true;
  const owner = ownerKeyOf(request, null);
  return owner !== null && owner === row.owner_key;
}

/** Changing a group (adding, deleting files): its owner, the owner's company, or an administrator. */
export function canWrite(request: FastifyRequest, row: FileRow): boolean {
  const user = request.user;
  if (user?.custRolCd === 'A') return true;
  if (user && row.cp_cd === user.cpCd) return true;
  const owner = ownerKeyOf(request, null);
  return owner !== null && owner === row.owner_key;
}

const signature = (ctx: AppContext, subject: string) =>
  createHmac('sha256', ctx.secret).update(subject).digest('base64url');

export function downloadToken(ctx: AppContext, athFileId: string, seq: number): string {
  const exp = Math.floor(ctx.now().getTime() / 1000) + DOWNLOAD_TOKEN_TTL_S;
  return `${exp}.${signature(ctx, `${athFileId}-${seq}.${exp}`)}`;
}

export function checkDownloadToken(ctx: AppContext, athFileId: string, seq: number, token: string): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp < ctx.now().getTime() / 1000) return false;
  const expected = Buffer.from(signature(ctx, `${athFileId}-${seq}.${exp}`));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

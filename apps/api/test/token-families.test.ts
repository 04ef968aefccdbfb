// Decision 0080: a session family is one row, rewritten in place by each refresh; both tokens
// carry the family's id and their kind, and only their hashes are stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/config.ts';
import { familyOf, sha256 } from '../src/auth/tokens.ts';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s.close());

const body = { 'x-token-transport': 'body' };
const signIn = async () =>
  (
    await s.call({ method: 'POST', url: '/login', payload: { loginId: 'buyer01', pwCn: DEMO_PASSWORD }, headers: body })
  ).json().data as { accessToken: string; refreshToken: string };
const refresh = (token: string) => s.call({ url: `/token/refresh?refreshToken=${token}`, headers: body });
const rowsOf = (familyId: string) =>
  s.ctx.db.selectFrom('token').selectAll().where('family_id', '=', familyId).execute();

describe('token families (decision 0080)', () => {
  it('keeps one row per family: each refresh rewrites it with the new pair, storing hashes only', async () => {
    const first = await signIn();
    const familyId = familyOf(first.refreshToken, 'refresh')!;
    expect(familyOf(first.accessToken, 'access')).toBe(familyId);
    let pair = first;
    for (let i = 0; i < 3; i += 1) {
      const res = await refresh(pair.refreshToken);
      expect(res.statusCode).toBe(200);
      pair = res.json().data;
      expect(familyOf(pair.refreshToken, 'refresh')).toBe(familyId);
    }
    const rows = await rowsOf(familyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha256(pair.refreshToken), access_hash: sha256(pair.accessToken) });
    expect(JSON.stringify(rows)).not.toContain(pair.refreshToken);
  });

  it('a token names its kind: neither kind is read as the other, and nothing changes for it', async () => {
    const pair = await signIn();
    expect(familyOf(pair.accessToken, 'refresh')).toBeNull();
    expect(familyOf(pair.refreshToken, 'access')).toBeNull();
    expect((await refresh(pair.accessToken)).statusCode).toBe(401);
    expect((await s.call({ url: '/auth/session', token: pair.accessToken })).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a token of no family (an older opaque token, a stranger) without touching any row', async () => {
    const pair = await signIn();
    const familyId = familyOf(pair.refreshToken, 'refresh')!;
    const before = await rowsOf(familyId);
    // A made-up family id: no row, refused.
    const bytes = Buffer.from(pair.refreshToken, 'base64url');
    bytes.fill(7, 0, 16);
    expect((await refresh(bytes.toString('base64url'))).statusCode).toBe(401);
    // The shape of the tokens before decision 0080 (32 random bytes).
    expect((await refresh(Buffer.alloc(32, 1).toString('base64url'))).statusCode).toBe(401);
    expect(await rowsOf(familyId)).toEqual(before);
    expect((await s.call({ url: '/auth/session', token: pair.accessToken })).statusCode).toBe(200);
  });

  it("an earlier refresh token of the family ends it, the current pair's access token too", async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;
    expect((await s.call({ url: '/auth/session', token: second.accessToken })).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const [row] = await rowsOf(familyOf(third.refreshToken, 'refresh')!);
    expect(row!.revoked_at).not.toBeNull();
    expect((await s.call({ url: '/auth/session', token: third.accessToken })).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('two refreshes with one token at once: one rotates, the other is reuse and ends the family', async () => {
    const pair = await signIn();
    const [a, b] = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const won = (a.statusCode === 200 ? a : b).json().data;
    expect((await s.call({ url: '/auth/session', token: won.accessToken })).statusCode).toBe(401);
  });
});

// Issue 46: reads from memory and several instances on one database. One instance: reference
// answers carry an ETag and answer 304, a change of their table is seen by the next read, a
// logout ends access at once although sessions are read from memory. Two instances on one
// PostgreSQL (CI's PostgreSQL step, MRO_TEST_DATABASE_URL): a chunked upload whose chunks
// alternate between them completes byte-identical, the rate limit is counted once for both, a
// logout on one ends access on the other at once, a code-list change on one is read on the other.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadClient, type Transport } from '@mro/upload';
import { sql } from 'kysely';
import { ANNOUNCED_TABLES } from '../src/cache/announced.ts';
import { testServer, type TestServer } from './helpers.ts';

const CODES = '/anonymous/common-codes/cache?cdLstIds=UNIT&langCd=KO';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const unitName = async (s: TestServer) =>
  (JSON.parse((await s.call({ url: CODES })).body).data.codes[0].commonCodes as { cd: string; cdNm: string }[])[0]!;
const renameFirstUnit = async (s: TestServer, cd: string, name: string) =>
  s.ctx.db
    .updateTable('common_code')
    .set({ cd_nm_ko: name })
    .where('cd_lst_id', '=', 'UNIT')
    .where('cd', '=', cd)
    .execute();

describe('one instance', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('answers reference data with an ETag, 304 when the client has it, and a change at the next read', async () => {
    const first = await s.call({ url: CODES });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await s.call({ url: CODES, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const unit = await unitName(s);
    await renameFirstUnit(s, unit.cd, '변경된 단위');
    // The change was made outside any call: wait for its announcement as a call making it would.
    await s.ctx.cache.settle();
    const changed = await s.call({ url: CODES, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await unitName(s)).cdNm).toBe('변경된 단위');
    await renameFirstUnit(s, unit.cd, unit.cdNm);
    await s.ctx.cache.settle();
  });

  it('has, in a migrated database, the announcing trigger of every table the cache names (cache/announced.ts)', async () => {
    const { rows } = await sql<{
      name: string;
    }>`SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE '%_announce'`.execute(s.ctx.db);
    const triggers = rows.map((r) => r.name);
    expect(triggers.length).toBeGreaterThanOrEqual(ANNOUNCED_TABLES.length);
    for (const table of ANNOUNCED_TABLES) expect(triggers).toContain(`${table}_announce`);
  });

  it('ends access at once on logout, although the session is read from memory', async () => {
    const token = await s.login('buyer01');
    expect((await s.call({ url: '/auth/session', token })).statusCode).toBe(200);
    expect((await s.call({ url: '/auth/session', token })).statusCode).toBe(200);
    expect((await s.call({ url: '/logout', token })).statusCode).toBe(200);
    expect((await s.call({ url: '/auth/session', token })).statusCode).toBe(401);
  });

  it('ends access at once when the user is changed behind the server (suspended by an administrator)', async () => {
    const token = await s.login('buyer01');
    expect((await s.call({ url: '/auth/session', token })).statusCode).toBe(200);
    await s.ctx.db.updateTable('app_user').set({ status: 'SUSPENDED' }).where('login_id', '=', 'buyer01').execute();
    await s.ctx.cache.settle();
    try {
      expect((await s.call({ url: '/auth/session', token })).statusCode).toBe(401);
    } finally {
      await s.ctx.db.updateTable('app_user').set({ status: 'ACTIVE' }).where('login_id', '=', 'buyer01').execute();
    }
  });
});

describe.runIf(Boolean(process.env.MRO_TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  const shared = { fileStore: 'postgres', rateLimitStore: 'postgres', authRatePerMinute: 5 } as const;
  beforeAll(async () => {
    a = await testServer(shared);
    b = await testServer({ ...shared, databaseUrl: a.ctx.config.databaseUrl });
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  /** A transport over inject: chunk requests alternate between the two instances. */
  function alternating(token: string): Transport & { served: () => [number, number] } {
    let turn = 0;
    const served: [number, number] = [0, 0];
    const send: Transport = async (url, init) => {
      const isChunk = url.endsWith('/file/upload/chunk') && init.method === 'POST';
      const which = isChunk ? turn++ % 2 : 0;
      served[which] = served[which]! + 1;
      const request = new Request(`http://local${url}`, {
        method: init.method,
        headers: init.headers,
        body: init.body ?? null,
      });
      const body = init.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await [a, b][which]!.app.inject({
        method: init.method as 'GET',
        url,
        headers: { ...Object.fromEntries(request.headers), authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
      return {
        ok: res.statusCode < 400,
        status: res.statusCode,
        headers: { get: (name: string) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
        json: async () => JSON.parse(res.body) as unknown,
        blob: async () => new Blob([res.rawPayload]),
      };
    };
    return Object.assign(send, { served: () => served });
  }

  it('completes a chunked upload whose chunks alternate between them, byte-identical', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 12_345);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 256;
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const token = await a.login('buyer01', 'BY');
    const net = alternating(token);
    const client = createUploadClient({ system: 'BY', fetch: net, parallel: 1 });
    const committed = await client.uploadChunked(new File([bytes], 'manual.pdf'));
    expect(net.served()[1]).toBeGreaterThanOrEqual(2);
    expect(committed.sha256).toBe(sha(bytes));
    const { athFileInfos } = await client.upload({ committed: [committed] });
    const { blob } = await client.download(athFileInfos[0]!);
    expect(sha(new Uint8Array(await blob.arrayBuffer()))).toBe(sha(bytes));
    // Nothing is left of the chunks, and nothing was written to either instance's folder.
    const parts = await a.ctx.db.selectFrom('upload_part').select('uuid').where('uuid', '=', committed.uuid).execute();
    expect(parts).toEqual([]);
  });

  it('counts the rate limit once: the sixth attempt is refused whichever instance it reaches', async () => {
    const refresh = (s: TestServer) => s.call({ url: '/token/refresh?refreshToken=not-a-token' });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await refresh(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixthOnA = await refresh(a);
    const sixthOnB = await refresh(b);
    expect(sixthOnA.statusCode).toBe(429);
    expect(sixthOnB.statusCode).toBe(429);
    expect(sixthOnB.json().error.errorCode).toBe('MROCM0014');
  });

  it('ends access on the other instance at once when the user logs out on one', async () => {
    const token = await a.login('supplier01');
    // Both instances now hold the session in memory.
    expect((await a.call({ url: '/auth/session', token })).statusCode).toBe(200);
    expect((await b.call({ url: '/auth/session', token })).statusCode).toBe(200);
    expect((await a.call({ url: '/logout', token })).statusCode).toBe(200);
    expect((await b.call({ url: '/auth/session', token })).statusCode).toBe(401);
  });

  it("shows a code-list change made on one instance at the other's next read", async () => {
    const before = await unitName(b);
    await unitName(a);
    await renameFirstUnit(a, before.cd, '다른 단위');
    try {
      // No waiting: the change was committed before B's read, so B has heard of it (heardAll).
      expect((await unitName(b)).cdNm).toBe('다른 단위');
    } finally {
      await renameFirstUnit(a, before.cd, before.cdNm);
    }
  });
});

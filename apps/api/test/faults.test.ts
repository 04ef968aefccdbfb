// Issue 46, faults (CI's PostgreSQL step; bounded, loopback only): two API instances as separate
// processes (apps/api/dist/server.js, built by the run) on a PostgreSQL of their own that the test
// stops and starts. The client goes on to the other instance when one does not answer, as the
// cluster's balancer does (apps/api/cluster). An instance killed with SIGKILL mid-upload: the
// upload completes byte-identical; killed mid-order (inside the order's transaction): the client
// submits again with the same idempotency key and the order exists once. PostgreSQL restarted under load (the shared store with it):
// calls answer the spec's 503 message during the window and recover by themselves; a chunk sent
// in the window is refused whole (nothing half-written), the upload resumes and completes;
// nothing committed is lost. Each recovery time is printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE_BYTES, formatMessage } from '@mro/rules';
import { DEMO_PASSWORD } from '../src/config.ts';
// @ts-expect-error: a plain ES module of the cluster script (no types)
import { startPostgres } from '../cluster/cluster.mjs';

const SERVER = join(import.meta.dirname, '..', 'dist', 'server.js');
const enabled = Boolean(process.env.MRO_TEST_DATABASE_URL);
const TEMPORARY = formatMessage('network.temporary', 'en');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
}
interface Pg {
  url: string;
  stop: (mode?: string) => unknown;
  start: () => unknown;
  remove: () => void;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
/** This month's new-item requests (the instances run on the real clock). */
const PAGE = `/by/item-requests/page?fromDt=${ymd(new Date(Date.now() - 20 * 86_400_000))}&toDt=${ymd(new Date())}&pageSize=50`;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const file = (() => {
  const b = Buffer.alloc(3 * CHUNK_SIZE_BYTES + 54_321);
  for (let i = 0; i < b.length; i += 1) b[i] = (i * 7919) % 256;
  b.write('%PDF-1.7\n');
  return b;
})();
const COUNT = Math.ceil(file.length / CHUNK_SIZE_BYTES);
const chunkOf = (i: number) => file.subarray(i * CHUNK_SIZE_BYTES, (i + 1) * CHUNK_SIZE_BYTES);

describe.runIf(enabled)('faults: two instances on a PostgreSQL that is stopped and started', () => {
  let pg: Pg;
  let folder: string;
  const instances: Instance[] = [];
  let token = '';

  async function startInstance(port: number): Promise<Instance> {
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pg.url,
        FILE_STORE: 'postgres',
        RATE_LIMIT_STORE: 'postgres',
        FILE_DIR: join(folder, String(port)),
        AUTH_RATE_PER_MINUTE: '10000',
        LOG_LEVEL: 'fatal',
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, port, child };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`instance on ${port} did not start`);
  }

  /** A call to the first instance that answers, from `first` on (the balancer's redispatch). */
  async function call(first: number, path: string, init: RequestInit = {}) {
    let lastError: unknown;
    for (let k = 0; k < instances.length; k += 1) {
      const target = instances[(first + k) % instances.length]!;
      try {
        return await fetch(`${target.url}/imk/api${path}`, {
          ...init,
          headers: {
            'x-system': 'BY',
            locale: 'EN',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(init.headers as Record<string, string>),
          },
        });
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  const sendChunk = (first: number, uuid: string, index: number) => {
    const bytes = chunkOf(index);
    const form = new FormData();
    const fields = { uuid, chunkIndex: index, totalChunkCount: COUNT, totalFileSize: file.length };
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    form.append('fileName', 'faults.pdf');
    form.append('chunkSha256', sha(bytes));
    form.append('file', new Blob([bytes]), 'faults.pdf');
    return call(first, '/file/upload/chunk', { method: 'POST', body: form });
  };
  const commit = (first: number, uuid: string) =>
    call(first, '/file/upload/commit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid, totalFileSize: file.length, totalChunkCount: COUNT }),
    });

  beforeAll(async () => {
    if (!existsSync(SERVER)) throw new Error('apps/api/dist/server.js is missing: npm run build first');
    folder = mkdtempSync(join(tmpdir(), 'mro-faults-'));
    pg = startPostgres(await freePort()) as Pg;
    // The first instance creates the schema and the demo data, then the second starts.
    instances.push(await startInstance(await freePort()));
    instances.push(await startInstance(await freePort()));
    const login = await call(1, '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token-transport': 'body', 'x-system': 'MAIN' },
      body: JSON.stringify({ loginId: 'buyer01', pwCn: DEMO_PASSWORD }),
    });
    const first = (await login.json()) as { data: { accessToken: string } };
    const chosen = await call(1, '/auth/system', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-token-transport': 'body',
        'x-system': 'MAIN',
        authorization: `Bearer ${first.data.accessToken}`,
      },
      body: JSON.stringify({ sysGbCd: 'BY' }),
    });
    token = ((await chosen.json()) as { data: { accessToken: string } }).data.accessToken;
  }, 180_000);

  afterAll(() => {
    for (const i of instances) i.child.kill('SIGKILL');
    pg?.remove();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('completes an upload byte-identical when the instance receiving it is killed (SIGKILL)', async () => {
    const uuid = randomUUID();
    for (const i of [0, 1]) expect((await sendChunk(0, uuid, i)).status).toBe(200);
    const killedAt = Date.now();
    instances[0]!.child.kill('SIGKILL');
    // The next chunks are sent to the killed instance first: the client goes on to the other.
    let recovered = 0;
    for (let i = 2; i < COUNT; i += 1) {
      expect((await sendChunk(0, uuid, i)).status).toBe(200);
      recovered ||= Date.now() - killedAt;
    }
    const committed = await commit(0, uuid);
    expect(committed.status).toBe(200);
    expect(((await committed.json()) as { data: { sha256: string } }).data.sha256).toBe(sha(file));
    console.info(`SIGKILL mid-upload: the upload went on after ${recovered} ms`);
  }, 60_000);

  it('creates an order once when the instance submitting it is killed mid-transaction (SIGKILL)', async () => {
    // A fresh first instance (the one above was killed); the cart is filled through the other.
    instances[0] = await startInstance(await freePort());
    const json = { 'content-type': 'application/json' };
    for (const line of [
      { itemCd: 'CI0000001', qty: 1 },
      { itemCd: 'CI0000004', qty: 200 },
    ]) {
      const added = await call(1, '/by/cart/lines', { method: 'POST', headers: json, body: JSON.stringify(line) });
      expect(added.status).toBe(200);
    }
    const { default: pgClient } = await import('pg');
    const client = new pgClient.Client({ connectionString: pg.url });
    await client.connect();
    try {
      // A delivery day past every lead time that is no holiday or weekend of the calendar.
      const { rows: days } = await client.query(
        `SELECT to_char(d, 'YYYYMMDD') AS day FROM generate_series(current_date + 30, current_date + 60, interval '1 day') d
         WHERE to_char(d, 'YYYYMMDD') NOT IN (SELECT cld_ymd FROM holiday) ORDER BY d LIMIT 1`,
      );
      const idemKey = `faults-${randomUUID()}`;
      const order = JSON.stringify({
        idemKey,
        bpCd: 'BY001-BP01',
        reqDlvDt: days[0].day,
        payTermCd: 'CASH',
        costCenter: 'CC-100',
      });
      const { rows: users } = await client.query(`SELECT user_id FROM app_user WHERE login_id = 'buyer01'`);
      const userId = users[0].user_id as number;
      // The test holds the buyer's row, so the submit stops inside its transaction (it locks the
      // same row first: one submission per user at a time), and the instance is killed while its
      // connection waits for the test's lock.
      const since = new Date();
      await client.query('BEGIN');
      await client.query('SELECT user_id FROM app_user WHERE user_id = $1 FOR UPDATE', [userId]);
      const first = fetch(`${instances[0]!.url}/imk/api/by/orders`, {
        method: 'POST',
        headers: { ...json, 'x-system': 'BY', locale: 'EN', authorization: `Bearer ${token}` },
        body: order,
      });
      // An answer before the kill would be a refusal (the cart, the day): shown, and the test fails.
      let early: Response | undefined;
      void first.then(
        (r) => (early = r),
        () => undefined,
      );
      const waitingSince = Date.now();
      for (;;) {
        if (early) throw new Error(`the submit answered before the kill: ${early.status} ${await early.text()}`);
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))`,
        );
        if (rows[0].n > 0) break;
        if (Date.now() - waitingSince > 20_000) {
          const { rows: all } = await client.query(
            `SELECT state, wait_event_type, wait_event, query FROM pg_stat_activity WHERE pid <> pg_backend_pid()`,
          );
          throw new Error(`the submit did not reach its lock: ${JSON.stringify(all)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      const killed = instances[0]!.child;
      const exited = new Promise((r) => killed.once('exit', r));
      const killedAt = Date.now();
      killed.kill('SIGKILL');
      await exited;
      await expect(first).rejects.toThrow();
      await client.query('ROLLBACK');
      // The client goes on through the balancer with the same key: the dead instance refuses the
      // connection, the other answers.
      const again = await call(0, '/by/orders', { method: 'POST', headers: json, body: order });
      const answered = Date.now() - killedAt;
      expect(again.status).toBe(200);
      const created = ((await again.json()) as { data: { ordNos: string[]; replayed: boolean } }).data;
      // The killed instance's transaction ended with its connection: nothing of it was committed.
      expect(created.replayed).toBe(false);
      expect(created.ordNos.length).toBeGreaterThan(0);
      // Once more with the same key: the same orders, nothing new.
      const replay = await call(1, '/by/orders', { method: 'POST', headers: json, body: order });
      expect(((await replay.json()) as { data: unknown }).data).toEqual({ ordNos: created.ordNos, replayed: true });
      const { rows: submissions } = await client.query(
        'SELECT ord_nos FROM order_submission WHERE user_id = $1 AND idem_key = $2',
        [userId, idemKey],
      );
      expect(submissions).toEqual([{ ord_nos: created.ordNos }]);
      const { rows: orders } = await client.query(
        'SELECT count(*)::int AS n FROM purchase_order WHERE req_user_id = $1 AND reg_dt >= $2',
        [userId, since],
      );
      expect(orders[0].n).toBe(created.ordNos.length);
      const cart = await call(1, '/by/cart');
      expect(((await cart.json()) as { data: { lines: unknown[] } }).data.lines).toEqual([]);
      console.info(`SIGKILL mid-order: the order was created once, answered ${answered} ms after the kill`);
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    }
  }, 120_000);

  it('answers 503 while PostgreSQL restarts, recovers by itself, refuses a chunk whole and loses nothing', async () => {
    // Something committed before the restart: a new-item request.
    const saved = await call(1, '/by/item-requests/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        created: [
          {
            rowKey: 'f1',
            itemNm: '장애 시험',
            specCn: 'M8',
            unitCd: 'EA',
            reqQty: 1,
            hopePrice: 10,
            itemKindCd: 'TOOL',
          },
        ],
        updated: [],
        deleted: [],
      }),
    });
    expect(saved.status).toBe(200);
    const reqNo = ((await saved.json()) as { data: { created: { reqNo: string }[] } }).data.created[0]!.reqNo;
    expect((await call(1, PAGE)).status).toBe(200);
    const uuid = randomUUID();
    expect((await sendChunk(1, uuid, 0)).status).toBe(200);

    const stoppedAt = Date.now();
    pg.stop('fast');
    // During the window: the spec's 503 message, for a read and for a chunk of the upload.
    const during = await call(1, PAGE);
    expect(during.status).toBe(503);
    expect(((await during.json()) as { error: { errorMessage: string } }).error.errorMessage).toBe(TEMPORARY);
    const refused = await sendChunk(1, uuid, 1);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { errorMessage: string } }).error.errorMessage).toBe(TEMPORARY);

    pg.start();
    const restartedAt = Date.now();
    let recoveredAt = 0;
    while (Date.now() - restartedAt < 30_000) {
      const res = await call(1, PAGE);
      if (res.status === 200) {
        recoveredAt = Date.now();
        break;
      }
      expect(res.status).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(recoveredAt).toBeGreaterThan(0);
    console.info(
      `PostgreSQL restart: down ${restartedAt - stoppedAt} ms, calls answered again ${recoveredAt - restartedAt} ms after the start`,
    );

    // Nothing half-written: the server holds chunk 0 only; the rest goes and the file is whole.
    const held = await call(1, `/file/upload/chunk?uuid=${uuid}`);
    expect(((await held.json()) as { data: { receivedChunks: number[] } }).data.receivedChunks).toEqual([0]);
    for (let i = 1; i < COUNT; i += 1) expect((await sendChunk(1, uuid, i)).status).toBe(200);
    const committed = await commit(1, uuid);
    expect(((await committed.json()) as { data: { sha256: string } }).data.sha256).toBe(sha(file));
    // Nothing committed is lost.
    const { default: pgClient } = await import('pg');
    const client = new pgClient.Client({ connectionString: pg.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT req_no FROM item_request WHERE req_no = $1', [reqNo]);
      expect(rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  }, 90_000);
});

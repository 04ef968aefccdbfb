// A fresh server per test file: in-memory PGlite (or a throw-away database on the PostgreSQL of
// MRO_TEST_DATABASE_URL), seeded (loaded from the run's seeded template, globalSetup.ts, where it
// can be), with a clock the test moves.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AnyCall } from '@mro/contract';
import { inject } from 'vitest';
import { DEMO_PASSWORD, type Config } from '../src/config.ts';
import { startApp, type Started } from '../src/start.ts';

export const START = new Date('2026-11-21T01:00:00Z');
export const ORIGIN = 'http://127.0.0.1:5173';
/** The tests' catalogue: every family and option combination at least once, in a second. */
export const TEST_CATALOG_ITEMS = 3000;

/** A query string; an array value is repeated keys (as the portal's HTTP layer sends lists). */
export const queryString = (params: Record<string, string | string[]>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) q.append(k, one);
  return q.toString();
};

export interface TestServer extends Started {
  clock: { advance: (ms: number) => void };
  call: (options: CallOptions) => Promise<LightMyRequestResponse & { body: string }>;
  login: (loginId: string, system?: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  system?: string | null;
  token?: string;
  locale?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

async function databaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const admin = process.env.MRO_TEST_DATABASE_URL;
  if (!admin) return { url: undefined, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `mro_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pg's Pool.end() resolves before its clients have said goodbye; terminating them then
      // (DROP ... FORCE) makes them raise an uncaught error. Wait until they are gone (2 s at most).
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await c.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (Number(rows[0]!.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A signed-in call's answer: the status, the JSON body (typed by the test file), the raw text. */
export interface Answer<B> {
  status: number;
  body: B;
  text: string;
}

/**
 * A test file's `call(who, url, payload?, system?)`: signed in as `who` (its token in `tokens`,
 * filled in `beforeAll`), GET without a payload and POST with one (from the portal's origin), in
 * `system` or the one `systemOf(who)` names. `server` is read at each call (assigned in `beforeAll`).
 */
export function signedCaller<B>(
  server: () => TestServer,
  tokens: Record<string, string>,
  systemOf: (who: string) => string = () => 'BY',
) {
  return async (who: string, url: string, payload?: unknown, system = systemOf(who)): Promise<Answer<B>> => {
    const res = await server().call({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      system,
      token: tokens[who]!,
      ...(payload === undefined ? {} : { payload, headers: { origin: ORIGIN } }),
    });
    return { status: res.statusCode, body: res.json() as B, text: res.body };
  };
}

export interface TestServerOptions {
  /** Receives every log line (JSON) at level info and above; without it the server logs nothing. */
  log?: (line: string) => void;
}

export async function testServer(
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  let time = START.getTime();
  // A second server on the same PostgreSQL database (overrides.databaseUrl) makes none of its own.
  const db = overrides.databaseUrl ? { url: overrides.databaseUrl, drop: async () => {} } : await databaseUrl();
  // The run's seeded embedded database (globalSetup.ts), for a server with the default demo data.
  const templateFile = inject('pgliteTemplate');
  const template =
    templateFile && !db.url && overrides.seedDemo !== false && !overrides.dataDir
      ? new Blob([readFileSync(templateFile)])
      : undefined;
  const started = await startApp(
    {
      dataDir: 'memory://',
      databaseUrl: db.url,
      seedDemo: true,
      allowedOrigins: [ORIGIN],
      production: false,
      authRatePerMinute: 10_000,
      catalogSeedItems: TEST_CATALOG_ITEMS,
      fileDir: mkdtempSync(join(tmpdir(), 'mro-files-')),
      ...overrides,
    },
    {
      logger: options.log ? { level: 'info', stream: { write: options.log } } : false,
      now: () => new Date(time),
      ...(template ? { template } : {}),
    },
  );
  const call: TestServer['call'] = async ({
    method = 'GET',
    url,
    system = 'MAIN',
    token,
    locale,
    payload,
    headers = {},
    cookies,
  }) => {
    const response = await started.app.inject({
      method,
      url: url.startsWith('/health') || url.startsWith('/bulk/') ? url : `/imk/api${url}`,
      headers: {
        ...(system ? { 'x-system': system } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { locale } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      ...(cookies ? { cookies } : {}),
    });
    return response as LightMyRequestResponse & { body: string };
  };
  const login = async (loginId: string, system = 'MAIN') => {
    const res = await call({
      method: 'POST',
      url: '/login',
      payload: { loginId, pwCn: DEMO_PASSWORD },
      headers: { 'x-token-transport': 'body' },
    });
    const token = res.json().data.accessToken as string;
    if (!token) throw new Error(`login ${loginId} failed: ${res.body}`);
    if (system === 'MAIN') return token;
    const chosen = await call({
      method: 'POST',
      url: '/auth/system',
      token,
      payload: { sysGbCd: system },
      headers: { 'x-token-transport': 'body' },
    });
    const systemToken = chosen.json().data?.accessToken as string;
    if (!systemToken) throw new Error(`system ${system} for ${loginId} refused: ${chosen.body}`);
    return systemToken;
  };
  return {
    ...started,
    clock: { advance: (ms) => void (time += ms) },
    call,
    login,
    close: async () => {
      await started.app.close();
      await db.drop();
      rmSync(started.ctx.config.fileDir, { recursive: true, force: true });
    },
  };
}

export interface PartFile {
  field?: string;
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

/** A multipart/form-data body as the browser would send it (Node's FormData and Request). */
export async function multipart(
  fields: Record<string, string>,
  files: PartFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files) {
    const bytes = typeof f.bytes === 'string' ? new TextEncoder().encode(f.bytes) : f.bytes;
    form.append(f.field ?? 'files', new Blob([bytes], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The latest SMS to a phone number's code (development outbox). */
export async function lastCode(server: TestServer, phoneDigits: string): Promise<string> {
  const row = await server.ctx.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phoneDigits)
    .orderBy('sms_id', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)![1]!;
}

/** Minimal valid files by magic bytes. */
export const SAMPLE = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  pdf: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
};

/** A demo user signed in to one system (the visitor has no role), for tests that walk every call. */
export interface Caller {
  name: string;
  role: 'B' | 'V' | 'A' | null;
  system: string;
  token?: string;
}

/** One caller of each role and system the contract restricts calls to, the visitor last (not signed in). */
export const callers = (): Caller[] => [
  { name: 'buyer01', role: 'B', system: 'BY' },
  { name: 'supplier01', role: 'V', system: 'SP' },
  { name: 'supplier01', role: 'V', system: 'MP' },
  { name: 'admin01', role: 'A', system: 'DEV' },
  { name: 'admin01', role: 'A', system: 'BY' },
  { name: 'admin01', role: 'A', system: 'SP' },
  { name: 'visitor', role: null, system: 'MAIN' },
];

/** Signs in every caller with a role (their tokens set in place). */
export async function signInCallers(server: TestServer, people: Caller[]): Promise<void> {
  for (const c of people) if (c.role) c.token = await server.login(c.name, c.system);
}

/** The first caller who may use `call` (its roles and systems): the visitor for a public call. */
export function callerOf(callers: readonly Caller[], call: AnyCall): Caller | undefined {
  const access = call.access;
  if (access === 'public') return callers.find((c) => !c.role);
  return callers.find((c) => {
    if (!c.role) return false;
    if (typeof access !== 'object') return true;
    return (!access.roles || access.roles.includes(c.role)) && (!access.systems || access.systems.includes(c.system));
  });
}

// A fresh server per test file: in-memory PGlite (or a throw-away database on the PostgreSQL of
// MRO_TEST_DATABASE_URL), seeded, with a clock the test moves.
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, type Config } from '../src/config.ts';
import { startApp, type Started } from '../src/start.ts';

export const START = new Date('2026-11-21T01:00:00Z');
export const ORIGIN = 'http://127.0.0.1:5173';

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
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function testServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  let time = START.getTime();
  const db = await databaseUrl();
  const started = await startApp(
    {
      dataDir: 'memory://',
      databaseUrl: db.url,
      seedDemo: true,
      allowedOrigins: [ORIGIN],
      production: false,
      authRatePerMinute: 10_000,
      ...overrides,
    },
    { logger: false, now: () => new Date(time) },
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
      url: url.startsWith('/health') ? url : `/imk/api${url}`,
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
    },
  };
}

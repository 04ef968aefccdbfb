// Fuzzing every route (fast-check, bounded in time): arbitrary bodies, content types, query
// strings and path parameters, as a visitor and as each role. Nothing may answer 500 or crash.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens: { system: string; token?: string }[] = [{ system: 'MAIN' }];

beforeAll(async () => {
  server = await testServer();
  for (const [id, system] of [
    ['buyer01', 'BY'],
    ['supplier01', 'SP'],
    ['admin01', 'DEV'],
    ['buyer02', 'MAIN'],
  ] as const) {
    tokens.push({ system, token: await server.login(id, system) });
  }
});
afterAll(() => server.close());

// Control characters (NUL first among them) must be refused with a field error, never reach
// PostgreSQL (which answers a NUL in text with an error).
const control = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', 'a', '가', ' ');
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: control, maxLength: 8 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '',
    '..',
    '../../etc/passwd',
    '%00',
    'F000000000000000000000000-1',
    '<script>',
    "' OR 1=1 --",
    '9'.repeat(40),
  ),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 4 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const knownKeys = fc.constantFrom(
  'loginId', 'pwCn', 'otpTicket', 'otpNo', 'data', 'data1', 'data2', 'sysGbCd', 'files', 'athFileId', 'uuid',
  'totalFileSize', 'totalChunkCount', 'fwdReqCd', 'fileNm', 'params', 'reportId', 'ordNo', 'amount', 'page',
  'cdLstIds', 'mainItems', 'documents', 'contacts', 'newPwCn', 'resetTicket', 'k', 'token', 'bizRegNo',
); // prettier-ignore
const body = fc.dictionary(fc.oneof(knownKeys, text), value, { maxKeys: 6 });
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  // No boundary, and a body cut short (below): a malformed request, never a 500.
  'multipart/form-data',
  'multipart/form-data; boundary=cut',
  'text/plain',
);

function encode(type: string, payload: Record<string, unknown>): string {
  if (type === 'application/json') return JSON.stringify(payload);
  if (type === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  if (type === 'multipart/form-data; boundary=cut') {
    return `--cut\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${JSON.stringify(payload)}`;
  }
  if (type.startsWith('multipart/')) {
    return `${Object.entries(payload)
      .map(([k, v]) => `--xyz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
      .join('')}--xyz--\r\n`;
  }
  return String(payload);
}

const SESSION_ENDING = new Set(['GET /imk/api/logout', 'POST /imk/api/users/password', 'POST /imk/api/auth/system']);

describe('fuzzing every route', () => {
  it('never answers 500', async () => {
    const routes = server.app.mroRoutes.filter((r) => r.url !== '/health');
    const failures: string[] = [];
    const deadline = Date.now() + Number(process.env.MRO_FUZZ_SECONDS ?? 60) * 1000;
    const perRoute = Number(process.env.MRO_FUZZ_RUNS ?? 40);
    for (const route of routes) {
      if (Date.now() > deadline) break;
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(text, { minLength: 3, maxLength: 3 }),
            fc.dictionary(fc.oneof(knownKeys, text), text, { maxKeys: 4 }),
            body,
            contentType,
            fc.nat({ max: tokens.length - 1 }),
            async (params, query, payload, type, who) => {
              let i = 0;
              const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? ''));
              const qs = new URLSearchParams(query).toString();
              // Calls that end the caller's session would leave the later routes fuzzed without one.
              const { system, token } = SESSION_ENDING.has(`${route.method} ${route.url}`) ? tokens[0]! : tokens[who]!;
              const url = `${path}${qs ? `?${qs}` : ''}`;
              const res = await server.app.inject({
                method: route.method as 'GET',
                url,
                headers: {
                  'x-system': system,
                  origin: ORIGIN,
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                  ...(route.method === 'GET' ? {} : { 'content-type': type }),
                },
                ...(route.method === 'GET' ? {} : { payload: encode(type, payload) }),
              });
              if (res.statusCode >= 500)
                failures.push(`${route.method} ${url} (${type}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
              return res.statusCode < 500;
            },
          ),
          { numRuns: perRoute, interruptAfterTimeLimit: 5_000, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // The signed-in identities were still signed in at the end (the fuzzing reached the handlers).
    for (const { system, token } of tokens.slice(1)) {
      expect((await server.call({ url: '/auth/session', system, token: token! })).statusCode).toBe(200);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createLoadingStore } from '@mro/ui';
import { createHttpClient, type HttpClientOptions } from './client';
import { encodeParams, withParams } from './params';
import { readEnvelope } from './envelope';
import type { HttpFailure } from './failure';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A scripted server: each answer is [status, body, headers]; x-system is echoed unless told. */
function scripted(...answers: ([number, unknown, Record<string, string>?] | 'fail' | 'hang')[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    seen.push({ url: String(url), init });
    const answer = answers.shift() ?? [200, { isSuccess: true, data: null, error: null }];
    if (answer === 'fail') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const [status, body, headers = { 'x-system': 'BY', 'content-type': 'application/json' }] = answer;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function client(fetch: typeof globalThis.fetch, extra: Partial<HttpClientOptions> = {}) {
  const failures: HttpFailure[] = [];
  const http = createHttpClient({
    fetch,
    headers: () => ({ locale: 'EN', 'x-system': 'BY', 'x-member-unit-id': 'MU1', 'x-screen-id': 'BYHOME' }),
    isSignedIn: () => true,
    onFailure: (f) => void failures.push(f),
    ...extra,
  });
  return { http, failures };
}

const ok = (data: unknown) => ({ isSuccess: true, data, error: null });
const fail = (errorType: string, errorMessage: string, fieldErros: { reason: string }[] = []) => ({
  isSuccess: false,
  data: null,
  error: { errorType, errorCode: 'X', errorMessage, fieldErros },
});

describe('parameters', () => {
  it('repeats array keys, sends objects as JSON and leaves empty values out', () => {
    expect(
      encodeParams({
        cdLstIds: ['CM031', 'CM057'],
        page: { pageNo: 1, pageSize: 50 },
        empty: '',
        none: null,
        missing: undefined,
        nothing: [],
        zero: 0,
        no: false,
        name: '가 나&',
        at: new Date('2026-11-24T00:00:00Z'),
        mixed: ['a', '', null, 'b'],
      }),
    ).toBe(
      'cdLstIds=CM031&cdLstIds=CM057&page=%7B%22pageNo%22%3A1%2C%22pageSize%22%3A50%7D&zero=0&no=false&name=%EA%B0%80+%EB%82%98%26&at=2026-11-24T00%3A00%3A00.000Z&mixed=a&mixed=b',
    );
    expect(withParams('/x', {})).toBe('/x');
    expect(withParams('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
  });
});

describe('requests', () => {
  it('sends the base path, credentials, the headers and a JSON body', async () => {
    const { fetch, seen } = scripted([200, ok({ n: 1 })]);
    const { http } = client(fetch);
    const result = await http.post('/login', { loginId: 'a', pwCn: 'b' });
    expect(result).toEqual({ ok: true, data: { n: 1 }, status: 200 });
    expect(seen[0]!.url).toBe('/imk/api/login');
    expect(seen[0]!.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"loginId":"a","pwCn":"b"}' });
    expect(seen[0]!.init.headers).toEqual({
      locale: 'EN',
      'x-system': 'BY',
      'x-member-unit-id': 'MU1',
      'x-screen-id': 'BYHOME',
      'content-type': 'application/json',
    });
  });

  it('uses the bulk base path and passes FormData as it is', async () => {
    const { fetch, seen } = scripted([200, ok(true)]);
    const { http } = client(fetch);
    const form = new FormData();
    form.append('a', '1');
    await http.post('/excel/bulk-upload', form, { bulk: true });
    expect(seen[0]!.url).toBe('/bulk/imk/api/excel/bulk-upload');
    expect(seen[0]!.init.body).toBe(form);
    expect(seen[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('wraps a success that is not an envelope as success data', async () => {
    const { fetch } = scripted([200, 'plain text', { 'x-system': 'BY', 'content-type': 'text/plain' }], [200, [1, 2]]);
    const { http } = client(fetch);
    expect(await http.get('/text')).toMatchObject({ ok: true, data: 'plain text' });
    expect(await http.get('/array')).toMatchObject({ ok: true, data: [1, 2] });
    expect(readEnvelope(200, 'application/json', '')).toEqual({ isSuccess: true, data: null, error: null });
    expect(readEnvelope(500, 'text/html', '<h1>x</h1>')).toBeNull();
  });
});

describe('the error catalogue', () => {
  it('503 and a failed fetch: the temporary-problem message', async () => {
    const { fetch } = scripted([503, 'Service Unavailable', { 'content-type': 'text/plain' }], 'fail');
    const { http, failures } = client(fetch);
    expect(await http.get('/a')).toMatchObject({ ok: false, failure: { kind: 'network', status: 503 } });
    expect(await http.get('/b')).toMatchObject({ ok: false, failure: { kind: 'network', status: null } });
    expect(failures.map((f) => f.message)).toEqual(['network.temporary', 'network.temporary']);
  });

  it('a call past its timeout (150 s by default; bulk 30 minutes): the delayed message', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = scripted('hang', 'hang');
      const { http, failures } = client(fetch);
      const normal = http.get('/slow');
      await vi.advanceTimersByTimeAsync(149_999);
      expect(failures).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await normal).toMatchObject({ ok: false, failure: { kind: 'timeout', message: 'network.timeout' } });
      const bulk = http.get('/slow', undefined, { bulk: true });
      await vi.advanceTimersByTimeAsync(150_000);
      expect(failures).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_800_000 - 150_000);
      expect(await bulk).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('401 while signed in: session expired; not for /logout, nor for a visitor', async () => {
    const body = fail('TOKEN_INVALID', 'Your session has expired. Please log in again.');
    const { fetch } = scripted([401, body], [401, body], [401, body]);
    let signedIn = true;
    const { http, failures } = client(fetch, { isSignedIn: () => signedIn });
    expect(await http.get('/auth/session')).toMatchObject({
      failure: { kind: 'sessionExpired', message: 'session.expired' },
    });
    expect(await http.get('/logout')).toMatchObject({ failure: { kind: 'server' } });
    signedIn = false;
    expect(await http.get('/auth/session')).toMatchObject({ failure: { kind: 'server' } });
    expect(failures).toHaveLength(3);
  });

  it('SYSTEM_INVALID: session information changed', async () => {
    const { fetch } = scripted([401, fail('SYSTEM_INVALID', 'Session information has changed.')]);
    const { http } = client(fetch);
    expect(await http.get('/auth-menus')).toMatchObject({
      failure: { kind: 'sessionChanged', message: 'session.changed' },
    });
  });

  it('an answer without x-system that is not our envelope: the notice with the raw answer', async () => {
    const page = '<html><body>Proxy error</body></html>';
    const { fetch } = scripted(
      [200, page, { 'content-type': 'text/html' }],
      [502, page, { 'content-type': 'text/html' }],
    );
    const { http, failures } = client(fetch);
    expect(await http.get('/a')).toMatchObject({ failure: { kind: 'noSystemHeader', raw: page } });
    expect(await http.get('/b')).toMatchObject({ failure: { kind: 'noSystemHeader', status: 502 } });
    expect(failures[0]!.message).toBe('network.invalidResponse');
  });

  it('field errors: the first reason; other errors: errorMessage unless the call excludes the status', async () => {
    const { fetch } = scripted(
      [400, fail('VALIDATION', 'first', [{ reason: 'Enter the ID.' }, { reason: 'Enter the password.' }])],
      [403, fail('LOGIN_FAILED', 'The ID or password is incorrect.')],
      [403, fail('FORBIDDEN', 'You do not have permission.')],
    );
    const { http, failures } = client(fetch);
    expect(await http.post('/x', {})).toMatchObject({
      failure: { kind: 'field', message: 'Enter the ID.', notify: true },
    });
    const login = await http.post('/login', {}, { excludeStatus: [403] });
    expect(login).toMatchObject({ failure: { kind: 'server', status: 403, notify: false } });
    expect(await http.get('/y')).toMatchObject({
      failure: { kind: 'server', message: 'You do not have permission.', notify: true },
    });
    expect(failures.map((f) => f.notify)).toEqual([true, false, true]);
  });

  it('a failure status without the envelope but with x-system: the unknown-error message', async () => {
    const { fetch } = scripted([500, 'oops', { 'x-system': 'BY', 'content-type': 'text/plain' }]);
    const { http } = client(fetch);
    expect(await http.get('/z')).toMatchObject({ failure: { kind: 'unknown', message: 'network.unknown' } });
  });
});

describe('cancel types and the loading indicator', () => {
  it('TOKEN_INVALID and SYSTEM_INVALID refuse a call before sending it, with their messages', async () => {
    const { fetch, seen } = scripted();
    let reason: 'TOKEN_INVALID' | 'SYSTEM_INVALID' | null = 'TOKEN_INVALID';
    const { http, failures } = client(fetch, { precheck: () => reason });
    expect(await http.get('/a')).toMatchObject({
      failure: { kind: 'canceled', cancelType: 'TOKEN_INVALID', message: 'session.expired', notify: true },
    });
    reason = 'SYSTEM_INVALID';
    expect(await http.get('/a')).toMatchObject({
      failure: { cancelType: 'SYSTEM_INVALID', message: 'session.changed' },
    });
    reason = null;
    await http.get('/a');
    expect(seen).toHaveLength(1);
    expect(failures).toHaveLength(2);
  });

  it('tracks each call on the shared indicator unless asked not to, and Esc cancels a cancelable one silently', async () => {
    const loading = createLoadingStore({ debounceMs: 0 });
    const { fetch } = scripted([200, ok(1)], [200, ok(2)], 'hang');
    const { http, failures } = client(fetch, { track: loading.track });
    const first = http.get('/a');
    expect(loading.state.get().count).toBe(1);
    await first;
    expect(loading.state.get().count).toBe(0);
    const quiet = http.get('/b', undefined, { loading: false });
    expect(loading.state.get().count).toBe(0);
    await quiet;
    const slow = http.get('/c', undefined, { cancelable: true });
    expect(loading.state.get()).toMatchObject({ count: 1, cancelable: true });
    loading.cancel();
    const result = await slow;
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'canceled', cancelType: 'ABORT', message: 'ACMCM0053', notify: false },
    });
    expect(loading.state.get().count).toBe(0);
    expect(failures.every((f) => !f.notify)).toBe(true);
  });

  it('the caller’s own AbortSignal cancels too', async () => {
    const { fetch } = scripted('hang');
    const { http } = client(fetch);
    const controller = new AbortController();
    const call = http.get('/a', undefined, { signal: controller.signal });
    controller.abort();
    expect(await call).toMatchObject({ failure: { cancelType: 'ABORT' } });
  });

  it('gives @mro/upload a fetch with the same headers and timeouts', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, seen } = scripted([200, ok(1)], 'hang');
      const { http } = client(fetch, { timeoutMs: 1000 });
      const response = await http.fetch('/imk/api/file/upload', { method: 'POST', headers: { 'x-extra': '1' } });
      expect(response.status).toBe(200);
      expect(seen[0]!.init.headers).toMatchObject({ 'x-system': 'BY', locale: 'EN', 'x-extra': '1' });
      const late = http.fetch('/imk/api/file/upload/chunk').catch((e: Error) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await late).toMatchObject({ name: 'TimeoutError' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('silent calls', () => {
  it('hand no failure to the presenter', async () => {
    const { fetch } = scripted('fail');
    const { http, failures } = client(fetch);
    expect(await http.post('/anonymous/analytics/page-views', {}, { silent: true })).toMatchObject({ ok: false });
    expect(failures).toEqual([]);
  });
});

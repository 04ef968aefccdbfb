// Holes found by probing the server as an attacker would (issue 22), each closed and kept closed:
// the login lockout under parallel requests (also across two servers on one PostgreSQL), memory
// taken by oversized multipart bodies, secrets in the log, 500s on NUL bytes and broken bodies,
// and the smaller ones (whole-archive zip ratio, refresh with the wrong system, idle attempt rows,
// download links opened as plain links).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_MAX_ERRORS } from '@mro/rules';
import { DEMO_PASSWORD } from '../src/config.ts';
import { IDLE_ATTEMPT_MS } from '../src/auth/lockout.ts';
import { redactUrl } from '../src/http/logging.ts';
import { smsFor, webhookSms } from '../src/auth/sms.ts';
import { zipViolation } from '../src/files/store.ts';
import type * as Passwords from '../src/auth/passwords.ts';
import { lastCode, multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

// Every password evaluation (a real user's hash or the dummy one for unknown ids) is counted.
const evaluations = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (...args: Parameters<typeof real.verifyPassword>) => {
      evaluations.count += 1;
      return real.verifyPassword(...args);
    },
    verifyDummy: async (...args: Parameters<typeof real.verifyDummy>) => {
      evaluations.count += 1;
      return real.verifyDummy(...args);
    },
  };
});

const logLines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  s = await testServer({}, { log: (line) => void logLines.push(line) });
});
afterAll(() => s.close());

const loginCall = (server: TestServer, loginId: string, pwCn: string) =>
  server.call({ method: 'POST', url: '/login', payload: { loginId, pwCn } });

describe('login lockout under parallel requests', () => {
  it('evaluates at most 5 of 50 parallel wrong passwords, then refuses the right one unevaluated', async () => {
    evaluations.count = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => loginCall(s, 'supplier01', 'Wrong!pass1')));
    expect(evaluations.count).toBeLessThanOrEqual(LOGIN_MAX_ERRORS);
    expect(answers.every((a) => a.statusCode >= 400 && a.statusCode < 500)).toBe(true);
    const types = new Set(answers.map((a) => a.json().error.errorType));
    expect([...types].every((t) => ['LOGIN_FAILED', 'LOCKED', 'LOGIN_BUSY'].includes(t))).toBe(true);
    const before = evaluations.count;
    const right = await loginCall(s, 'supplier01', DEMO_PASSWORD);
    expect(right.json().error).toMatchObject({ errorType: 'LOCKED', errorCode: 'MROAU0002' });
    expect(evaluations.count).toBe(before);
  });

  it('with the right password among 50 parallel ones: at most 5 evaluated, never signed in while locked', async () => {
    evaluations.count = 0;
    const passwords = Array.from({ length: 50 }, (_, i) => (i === 17 ? DEMO_PASSWORD : `Wrong!pass${i}`));
    const answers = await Promise.all(passwords.map((pw) => loginCall(s, 'buyer01', pw)));
    expect(evaluations.count).toBeLessThanOrEqual(LOGIN_MAX_ERRORS);
    const right = answers[17]!;
    const locked = await s.ctx.db
      .selectFrom('login_attempt')
      .select(['locked_until'])
      .where('login_key', '=', 'buyer01')
      .executeTakeFirst();
    if (right.statusCode === 200) {
      // Signed in while fewer than 5 failures were counted: the success reset the count, so the
      // wrong ones still in flight (at most 4) cannot have locked the account.
      expect(locked?.locked_until ?? null).toBeNull();
    } else {
      expect(['LOCKED', 'LOGIN_BUSY']).toContain(right.json().error.errorType);
    }
  });

  it('answers a login refused as busy with its own message, and lets the id in once the checks end', async () => {
    // Four reservations in flight (as from other requests) and one failure: the fifth is refused.
    const now = s.ctx.now();
    await s.ctx.db
      .insertInto('login_attempt')
      .values({
        login_key: 'admin01',
        fail_count: 1,
        pending: 4,
        reserved_at: now,
        updated_at: now,
        locked_until: null,
      })
      .execute();
    const busy = await loginCall(s, 'admin01', DEMO_PASSWORD);
    expect(busy.statusCode).toBe(429);
    expect(busy.json().error).toMatchObject({ errorType: 'LOGIN_BUSY', errorCode: 'MROAU0013' });
    // A reservation left by a crashed process lapses after a minute.
    s.clock.advance(61_000);
    expect((await loginCall(s, 'admin01', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.runIf(Boolean(process.env.MRO_TEST_DATABASE_URL))(
    'shares the count between two server processes on one PostgreSQL',
    async () => {
      const other = await testServer({ databaseUrl: s.ctx.config.databaseUrl });
      try {
        evaluations.count = 0;
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => loginCall(i % 2 ? other : s, 'supplier02', `Wrong!pass${i}`)),
        );
        expect(evaluations.count).toBeLessThanOrEqual(LOGIN_MAX_ERRORS);
        expect(answers.some((a) => a.json().error?.errorType === 'LOCKED')).toBe(true);
        const right = await loginCall(other, 'supplier02', DEMO_PASSWORD);
        expect(right.json().error.errorType).toBe('LOCKED');
      } finally {
        await other.app.close();
      }
    },
  );

  it('removes idle attempt rows of unknown ids, so guesses do not grow the table for ever', async () => {
    for (let i = 0; i < 20; i += 1) await loginCall(s, `nobody${i}`, 'Wrong!pass1');
    const count = async () =>
      Number(
        (
          await s.ctx.db
            .selectFrom('login_attempt')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('login_key', 'like', 'nobody%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(20);
    s.clock.advance(IDLE_ATTEMPT_MS + 60_000);
    await loginCall(s, 'someone-else', 'Wrong!pass1');
    expect(await count()).toBe(0);
  });
});

/** Streams a multipart body of `files` × `fileBytes` to a listening server; resolves with its answer. */
async function streamUpload(port: number, files: number, fileBytes: number) {
  const boundary = 'mroBoundary7';
  const block = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/imk/api/anonymous/file/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-system': 'MAIN' },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        // Sent no further: the rest of the body would never come.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    // The server answers, then closes the connection: a write may fail (EPIPE) just before the
    // answer is read. Only an error with no answer after it is a failure.
    req.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 2_000);
    });
    const write = (chunk: Buffer) => new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', done)));
    void (async () => {
      for (let f = 0; f < files && !answered && !req.destroyed; f += 1) {
        await write(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${f}.txt"\r\n` +
              'Content-Type: text/plain\r\n\r\n',
          ),
        );
        for (let left = fileBytes; left > 0 && !answered && !req.destroyed; left -= block.length) {
          const part = left >= block.length ? block : block.subarray(0, left);
          await write(part);
          sent += part.length;
        }
        if (!answered && !req.destroyed) await write(Buffer.from('\r\n'));
      }
      if (!answered && !req.destroyed) req.end(`--${boundary}--\r\n`);
    })().catch(() => undefined);
  });
}

describe('multipart bodies too large for the product', () => {
  let port: number;
  beforeAll(async () => {
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    port = (s.app.server.address() as AddressInfo).port;
  });

  /** Peak growth of the process's buffer memory while `work` runs (sampled every 5 ms). */
  async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
    globalThis.gc?.();
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    try {
      const result = await work();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      return { result, growth: peak - base };
    } finally {
      clearInterval(timer);
    }
  }

  it.each([
    { what: 'one 1 GB file', files: 1, fileBytes: 1024 * 1024 * 1024, code: 'ACMCM0024' },
    {
      what: '100 files of 4 MB (1 GB in all), past the 10 MB total',
      files: 100,
      fileBytes: 4 * 1024 * 1024,
      code: 'ASRTR0022',
    },
  ])('refuses $what early, with memory growth under 50 MB', async ({ files, fileBytes, code }) => {
    const { result, growth } = await peakGrowth(() => streamUpload(port, files, fileBytes));
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body).error).toMatchObject({ errorCode: code });
    expect(result.sent).toBeLessThan(64 * 1024 * 1024);
    expect(growth).toBeLessThan(50 * 1024 * 1024);
  });

  it('answers a multipart body without a boundary, or cut short, with a 400 in the envelope', async () => {
    const noBoundary = await s.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0011' } });
    const body = await multipart({}, [{ name: 'a.pdf', bytes: SAMPLE.pdf }]);
    const cut = await s.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: body.payload.subarray(0, body.payload.length - 30),
      headers: body.headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0011' } });
  });
});

describe('NUL and other control characters', () => {
  const fieldOf = (res: { json: () => { error: { fieldErros: { field: string; code: string }[] } } }) =>
    res.json().error.fieldErros[0];

  it('refuses them with a field error MROCM0017 wherever text is expected, never a 500', async () => {
    const login = await loginCall(s, 'a\u0000b', 'x');
    expect(login.statusCode).toBe(400);
    expect(fieldOf(login)).toMatchObject({ field: 'loginId', code: 'MROCM0017' });
    const unlock = await s.call({
      method: 'POST',
      url: '/anonymous/users/unlock',
      payload: { loginId: 'buyer01\u0000', mobileNo: '01000000000' },
    });
    expect(unlock.statusCode).toBe(400);
    expect(fieldOf(unlock)).toMatchObject({ field: 'loginId', code: 'MROCM0017' });
    const search = await s.call({ url: '/anonymous/customer/companies?cpNm=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(fieldOf(search)).toMatchObject({ field: 'cpNm', code: 'MROCM0017' });
    expect(search.json().error.errorMessage).toBe('제어 문자(NUL 등)는 입력할 수 없습니다.');
    const escape = await s.call({ method: 'POST', url: '/login', payload: { loginId: 'x', pwCn: 'a\u001b[0m' } });
    expect(fieldOf(escape)).toMatchObject({ field: 'pwCn', code: 'MROCM0017' });
    const field = await multipart({ fileBusCd: 'ST\u0000' }, [{ name: 'a.pdf', bytes: SAMPLE.pdf }]);
    const multi = await s.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: field.payload,
      headers: field.headers,
    });
    expect(fieldOf(multi)).toMatchObject({ field: 'fileBusCd', code: 'MROCM0017' });
  });

  it('keeps tabs and line breaks, which text areas take', async () => {
    const res = await s.call({ url: '/anonymous/customer/companies?cpNm=a%09b%0Ac' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown routes and malformed URLs in the envelope', async () => {
    const unknown = await s.call({ url: '/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0010' } });
    const outside = await s.app.inject({ url: '/nothing-here' });
    expect(outside.json()).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0010' } });
    const malformed = await s.app.inject({ url: '/imk/api/files/%E0%A4%A', headers: { 'x-system': 'MAIN' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0011' } });
  });
});

describe('secrets in the log', () => {
  it('logs no SMS code, token or download token through an OTP login, a refresh by query and a download', async () => {
    logLines.length = 0;
    const first = await s.call({
      method: 'POST',
      url: '/login',
      payload: { loginId: 'otp01', pwCn: DEMO_PASSWORD },
      headers: { 'x-token-transport': 'body' },
    });
    const otpTicket = first.json().data.otpTicket as string;
    await s.call({ method: 'POST', url: '/login/otp/send', payload: { otpTicket } });
    const code = await lastCode(s, '01012340007');
    const signed = await s.call({
      method: 'POST',
      url: '/login/otp/verify',
      payload: { otpTicket, otpNo: code },
      headers: { 'x-token-transport': 'body' },
    });
    const { accessToken, refreshToken } = signed.json().data as { accessToken: string; refreshToken: string };
    await s.call({ url: `/token/access-valid?accessToken=${encodeURIComponent(accessToken)}` });
    const refreshed = await s.call({
      url: `/token/refresh?refreshToken=${encodeURIComponent(refreshToken)}`,
      headers: { 'x-token-transport': 'body' },
    });
    expect(refreshed.statusCode).toBe(200);
    const upload = await multipart({}, [{ name: 'a.pdf', bytes: SAMPLE.pdf }]);
    const stored = await s.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: upload.payload,
      headers: upload.headers,
      cookies: { mro_up: 'q'.repeat(43) },
    });
    const file = stored.json().data.athFileInfos[0] as { downloadUrl: string; token: string };
    const download = await s.app.inject({ url: file.downloadUrl });
    expect(download.statusCode).toBe(200);

    const log = logLines.join('\n');
    expect(log).toContain('/imk/api/token/refresh?refreshToken=[redacted]');
    expect(log).toContain('token=[redacted]');
    for (const secret of [
      code,
      otpTicket,
      accessToken,
      refreshToken,
      encodeURIComponent(refreshToken),
      refreshed.json().data.accessToken as string,
      file.token,
      encodeURIComponent(file.token),
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts secret query values of any URL, keeping the others', () => {
    expect(redactUrl('/imk/api/files/F1?k=abc&orgnFileNm=a.pdf')).toBe(
      '/imk/api/files/F1?k=[redacted]&orgnFileNm=a.pdf',
    );
    expect(redactUrl('/x?accessToken=a&refreshToken=b&pageNo=2')).toBe(
      '/x?accessToken=[redacted]&refreshToken=[redacted]&pageNo=2',
    );
    expect(redactUrl('/x?%E0%A4%A=secret')).toBe('/x?%E0%A4%A=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('never uses the development outbox in production: a gateway, or SMS refused with MROAU0014', async () => {
    const log = () => ({ info() {}, error() {} }) as never;
    expect(
      smsFor({ production: true, smsWebhookUrl: null, smsWebhookToken: null }, s.ctx.db, log, s.ctx.now).kind,
    ).toBe('disabled');
    expect(
      smsFor({ production: false, smsWebhookUrl: null, smsWebhookToken: null }, s.ctx.db, log, s.ctx.now).kind,
    ).toBe('outbox');
    const disabled = smsFor({ production: true, smsWebhookUrl: null, smsWebhookToken: null }, s.ctx.db, log, s.ctx.now);
    await expect(disabled.sms.send('01000000000', 'code 123456')).rejects.toMatchObject({ code: 'MROAU0014' });
    const posted: { url: string; init: RequestInit }[] = [];
    const gateway = webhookSms('http://127.0.0.1:9/sms', 'gw-token', log, (async (url: string, init: RequestInit) => {
      posted.push({ url, init });
      return new Response('{}', { status: posted.length === 1 ? 200 : 502 });
    }) as typeof fetch);
    await gateway.send('01012345678', 'code 654321');
    expect(JSON.parse(posted[0]!.init.body as string)).toEqual({ to: '01012345678', text: 'code 654321' });
    expect((posted[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer gw-token');
    await expect(gateway.send('01012345678', 'code 654321')).rejects.toMatchObject({ code: 'MROAU0014' });
  });
});

/** A zip of `entries` stored with deflate, each `size` bytes of zeros. */
function zipOf(entries: number, size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i += 1) {
    const name = Buffer.from(`z${i}.bin`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('smaller holes', () => {
  it('refuses an archive of many small entries whose whole ratio passes the limit', () => {
    // 199 entries of 1 MB of zeros: each under the per-entry size floor, ~1000× in all.
    expect(zipViolation(zipOf(199, 1024 * 1024))).toBe('compression ratio');
    // Small archives of ordinary content stay accepted.
    expect(zipViolation(zipOf(3, 1000))).toBeNull();
  });

  it('refuses a refresh with the wrong x-system before rotating: the session goes on', async () => {
    const res = await s.call({
      method: 'POST',
      url: '/login',
      payload: { loginId: 'buyer02', pwCn: DEMO_PASSWORD },
      headers: { 'x-token-transport': 'body' },
    });
    const refreshToken = res.json().data.refreshToken as string;
    const wrong = await s.call({ url: `/token/refresh?refreshToken=${refreshToken}`, system: 'BY' });
    expect(wrong.json().error.errorType).toBe('SYSTEM_INVALID');
    const right = await s.call({ url: `/token/refresh?refreshToken=${refreshToken}`, system: 'MAIN' });
    expect(right.statusCode).toBe(200);
  });

  it('serves a download link as a plain GET (no x-system), refusing an expired or tampered token', async () => {
    const upload = await multipart({}, [{ name: 'plain.pdf', bytes: SAMPLE.pdf }]);
    const stored = await s.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: upload.payload,
      headers: upload.headers,
      cookies: { mro_up: 'p'.repeat(43) },
    });
    const url = stored.json().data.athFileInfos[0].downloadUrl as string;
    const plain = await s.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-disposition']).toContain('plain.pdf');
    const tampered = await s.app.inject({
      url: url.replace(/token=([^&])/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toMatchObject({ isSuccess: false });
    s.clock.advance(11 * 60_000);
    expect((await s.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('the development outbox', () => {
  it('shows the latest SMS to a loopback caller outside production, and is absent in production', async () => {
    const res = await s.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.json().data[0]).toMatchObject({ phone: '01012340007' });
    expect((await s.app.inject({ url: '/dev/outbox', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    const production = await testServer({ production: true, seedDemo: false });
    try {
      expect(production.smsKind).toBe('disabled');
      expect((await production.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

// Readable refusals (issue 56 item 8): a client still sending a body over the limit reads the
// server's answer in the envelope, over a real socket (not inject), for a plain JSON body and a
// multipart one of 5 MB and 50 MB. A write error (EPIPE, ECONNRESET) without an answer fails.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await testServer();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  port = (s.app.server.address() as AddressInfo).port;
}, 240_000);
afterAll(() => s?.close());

/** Streams `bytes` of a body (a prefix, then spaces) with its length announced; resolves with the answer. */
function stream(path: string, contentType: string, prefix: string, bytes: number) {
  const block = Buffer.alloc(256 * 1024, 0x20);
  return new Promise<{ status: number; body: string; error: string | null }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { 'content-type': contentType, 'content-length': String(bytes), 'x-system': 'MAIN' },
    });
    let writeError: string | null = null;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, error: writeError });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      writeError = error.code ?? error.message;
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 3_000);
    });
    const write = (chunk: Buffer) => new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', done)));
    void (async () => {
      await write(Buffer.from(prefix));
      for (let left = bytes - prefix.length; left > 0 && !answered && !req.destroyed; left -= block.length)
        await write(left >= block.length ? block : block.subarray(0, left));
      if (!answered && !req.destroyed) req.end();
    })().catch(() => undefined);
  });
}

describe('a body over the limit, still being sent', () => {
  it.each([5, 50])('JSON of %i MB: the client reads the 413 envelope', async (mb) => {
    const answer = await stream('/imk/api/login', 'application/json', '{"loginId":"', mb * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0011' } });
  });

  it.each([5, 50])('multipart of %i MB: the client reads the refusal in the envelope', async (mb) => {
    const boundary = 'mroBoundary9';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const answer = await stream(
      '/imk/api/anonymous/file/upload',
      `multipart/form-data; boundary=${boundary}`,
      head,
      mb * 1024 * 1024,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(answer.body)).toMatchObject({ isSuccess: false });
  });
});

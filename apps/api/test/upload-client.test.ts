// The @mro/upload client against this server: the contract both sides implement. A 9 MB file
// sent in chunks while 20% of chunk requests fail on the way (network errors and 503s) arrives
// byte-identical; a reload resumes with only the missing chunks.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadClient, type Transport } from '@mro/upload';
import { testServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await testServer();
  token = await server.login('buyer01', 'BY');
});
afterAll(() => server.close());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A transport over Fastify inject, failing a share of chunk requests (seeded, repeatable). */
function transport(failShare: number, seed = 7): Transport & { chunkCalls: () => number } {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let chunkCalls = 0;
  const send: Transport = async (url, init) => {
    const isChunk = url.endsWith('/file/upload/chunk') && init.method === 'POST';
    if (isChunk) chunkCalls += 1;
    if (isChunk && random() < failShare) {
      if (random() < 0.5) throw new TypeError('network down');
      return {
        ok: false,
        status: 503,
        headers: { get: () => null },
        json: async () => ({ isSuccess: false, data: null, error: { errorCode: null } }),
        blob: async () => new Blob([]),
      };
    }
    const request = new Request(`http://local${url}`, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
    });
    const body = init.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await server.app.inject({
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
  return Object.assign(send, { chunkCalls: () => chunkCalls });
}

const bytes = (() => {
  const b = new Uint8Array(9 * 1024 * 1024);
  for (let i = 0; i < b.length; i += 1) b[i] = (i * 7919) % 256;
  b.set(new TextEncoder().encode('%PDF-1.7\n'));
  return b;
})();

describe('@mro/upload against the server', () => {
  it('arrives byte-identical although 20% of chunk requests fail', async () => {
    const net = transport(0.2);
    const client = createUploadClient({ system: 'BY', fetch: net, baseDelayMs: 1, maxDelayMs: 4, retries: 6 });
    const committed = await client.uploadChunked(new File([bytes], 'manual.pdf'));
    expect(committed.sha256).toBe(sha(bytes));
    expect(net.chunkCalls()).toBeGreaterThan(11);
    const { athFileId, athFileInfos } = await client.upload({ committed: [committed] });
    expect(athFileId).toMatch(/^F/);
    const session = JSON.parse((await server.call({ url: '/auth/session', system: 'BY', token })).body).data;
    const [listed] = await client.list(athFileId!, { k: session.fileKey });
    const { blob, fileName } = await client.download(listed ?? athFileInfos[0]!);
    expect(fileName).toBe('manual.pdf');
    expect(sha(new Uint8Array(await blob.arrayBuffer()))).toBe(sha(bytes));
  });

  it('resumes after a reload: the second client sends only the chunks that are missing', async () => {
    const first = createUploadClient({ system: 'BY', fetch: transport(0), parallel: 1 });
    const controller = new AbortController();
    let uuid = '';
    await first
      .uploadChunked(new File([bytes], 'manual.pdf'), {
        signal: controller.signal,
        onStart: (id) => (uuid = id),
        onProgress: (p) => p.chunksDone === 4 && controller.abort(),
      })
      .catch(() => undefined);
    const net = transport(0);
    const second = createUploadClient({ system: 'BY', fetch: net });
    const committed = await second.uploadChunked(new File([bytes], 'manual.pdf'), { uuid });
    expect(net.chunkCalls()).toBe(11 - 4);
    expect(committed.sha256).toBe(sha(bytes));
  });
});

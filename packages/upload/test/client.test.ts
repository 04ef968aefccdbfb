// @vitest-environment node
// The upload client against a scripted fake transport: what goes out, in what order, how many
// at a time, how failures are retried and when the commit happens.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  createUploadClient,
  fileNameOf,
  isRetryable,
  UploadError,
  type Transport,
} from '../src/index.ts';

const sha = async (data: ArrayBuffer) => createHash('sha256').update(new Uint8Array(data)).digest('hex');
const file = (size: number, name = 'big.pdf') => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31) % 251;
  return new File([bytes], name);
};

interface Sent {
  url: string;
  method: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
}

const envelope = (data: unknown, status = 200) => ({
  ok: status < 400,
  status,
  headers: { get: () => null },
  json: async () => (status < 400 ? { isSuccess: true, data, error: null } : { isSuccess: false, data, error: data }),
  blob: async () => new Blob([]),
});

/**
 * A fake server: records every request, answers chunks by a script (status per attempt of a chunk
 * index, 200 by default), tracks how many chunk requests are in flight, answers resume and commit.
 */
function fakeServer(script: Record<number, number[]> = {}, held: number[] = []) {
  const sent: Sent[] = [];
  const attempts = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: Transport = async (url, init) => {
    const fields: Record<string, string> = {};
    if (init.body instanceof FormData) {
      for (const [k, v] of init.body.entries()) fields[k] = typeof v === 'string' ? v : `<blob ${v.size}>`;
    } else if (typeof init.body === 'string') {
      Object.assign(fields, JSON.parse(init.body) as Record<string, string>);
    }
    sent.push({ url, method: init.method, fields, headers: init.headers });
    if (url.includes('/file/upload/chunk') && init.method === 'GET') {
      return envelope({ receivedChunks: held, status: held.length ? 'OPEN' : null });
    }
    if (url.endsWith('/file/upload/chunk')) {
      const index = Number(fields.chunkIndex);
      const n = attempts.get(index) ?? 0;
      attempts.set(index, n + 1);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      inFlight -= 1;
      if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      const status = script[index]?.[n] ?? 200;
      if (status === -1) throw new TypeError('network down');
      return envelope(
        status === 200 ? { uuid: fields.uuid } : { errorCode: status === 400 ? 'MROFL0001' : null },
        status,
      );
    }
    if (url.endsWith('/file/upload/commit')) {
      return envelope({
        uuid: fields.uuid,
        filePath: `temp/${fields.uuid}`,
        fileName: 'big.pdf',
        fileSizeNum: Number(fields.totalFileSize),
        sha256: 'x',
      });
    }
    return envelope({ athFileId: 'F1', athFileInfos: [] });
  };
  return { transport, sent, attempts, maxInFlight: () => maxInFlight };
}

const delays: number[] = [];
const client = (transport: Transport, extra = {}) =>
  createUploadClient({
    system: 'BY',
    locale: 'EN',
    fetch: transport,
    sha256: sha,
    uuid: () => 'u-1234567890',
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
    ...extra,
  });

describe('chunked upload', () => {
  const CHUNK = 900_000;

  it('sends 900,000-byte chunks with their SHA-256, never more than 10 at a time, then commits', async () => {
    const server = fakeServer();
    const f = file(CHUNK * 24 + 10);
    const progress: number[] = [];
    const result = await client(server.transport).uploadChunked(f, { onProgress: (p) => progress.push(p.loaded) });
    const chunks = server.sent.filter((s) => s.url.endsWith('/file/upload/chunk'));
    expect(chunks).toHaveLength(25);
    expect(server.maxInFlight()).toBe(10);
    expect(chunks.every((c) => c.url === '/imk/api/file/upload/chunk' && c.headers['x-system'] === 'BY')).toBe(true);
    const first = chunks.find((c) => c.fields.chunkIndex === '0')!;
    expect(first.fields).toMatchObject({
      totalChunkCount: '25',
      totalFileSize: String(f.size),
      fileName: 'big.pdf',
      file: `<blob ${CHUNK}>`,
    });
    expect(first.fields.chunkSha256).toBe(await sha(await f.slice(0, CHUNK).arrayBuffer()));
    expect(chunks.find((c) => c.fields.chunkIndex === '24')!.fields.file).toBe('<blob 10>');
    expect(server.sent.at(-1)!.url).toBe('/imk/api/file/upload/commit');
    expect(server.sent.at(-1)!.fields).toEqual({ uuid: 'u-1234567890', totalFileSize: f.size, totalChunkCount: 25 });
    expect(result.filePath).toBe('temp/u-1234567890');
    expect(progress.at(-1)).toBe(f.size);
  });

  it('retries a failing chunk up to 3 times with growing, jittered delays, then succeeds', async () => {
    delays.length = 0;
    const server = fakeServer({ 1: [503, -1, 500] });
    await client(server.transport).uploadChunked(file(CHUNK * 3));
    expect(server.attempts.get(1)).toBe(4);
    expect(delays).toEqual([375, 750, 1500]);
    expect(server.sent.at(-1)!.url).toContain('/commit');
  });

  it('gives up after 3 retries with APUQM0029 and never commits', async () => {
    const server = fakeServer({ 0: [503, 503, 503, 503] });
    const error = await client(server.transport)
      .uploadChunked(file(CHUNK * 2))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe('APUQM0029');
    expect(server.attempts.get(0)).toBe(4);
    expect(server.sent.some((s) => s.url.includes('/commit'))).toBe(false);
  });

  it('does not retry a refusal (400 with a code) and reports the code', async () => {
    const server = fakeServer({ 0: [400] });
    const error = (await client(server.transport)
      .uploadChunked(file(CHUNK))
      .catch((e: unknown) => e)) as UploadError;
    expect(error.code).toBe('MROFL0001');
    expect(server.attempts.get(0)).toBe(1);
  });

  it('stops on cancel: nothing more is sent and there is no commit', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const upload = client(server.transport).uploadChunked(file(CHUNK * 30), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.chunksDone === 3) controller.abort();
      },
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    const count = server.sent.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(server.sent.length).toBe(count);
    expect(server.sent.filter((s) => s.url.endsWith('/file/upload/chunk')).length).toBeLessThan(30);
    expect(server.sent.some((s) => s.url.includes('/commit'))).toBe(false);
  });

  it('resumes: asks what the server holds and sends only the rest', async () => {
    const server = fakeServer({}, [0, 2]);
    const progress: number[] = [];
    await client(server.transport).uploadChunked(file(CHUNK * 4), {
      uuid: 'u-resume-1',
      onProgress: (p) => progress.push(p.chunksDone),
    });
    expect(server.sent[0]!.url).toBe('/imk/api/file/upload/chunk?uuid=u-resume-1');
    const indexes = server.sent
      .filter((s) => s.method === 'POST' && s.url.endsWith('/chunk'))
      .map((s) => s.fields.chunkIndex);
    expect(indexes.sort()).toEqual(['1', '3']);
    expect(progress[0]).toBe(2);
  });

  it('uses the anonymous calls for the main system and refuses empty files', async () => {
    const server = fakeServer();
    const anon = createUploadClient({
      system: 'MAIN',
      fetch: server.transport,
      sha256: sha,
      uuid: () => 'u-anon-0001',
    });
    await anon.uploadChunked(file(10));
    expect(server.sent[0]!.url).toBe('/imk/api/anonymous/file/upload/chunk');
    await expect(anon.uploadChunked(file(0))).rejects.toMatchObject({ code: 'ACMCM0119' });
  });
});

describe('plain upload and the rest', () => {
  it('sends new files, committed uploads and deletions in one multipart call', async () => {
    const server = fakeServer();
    await client(server.transport).upload({
      athFileId: 'F9',
      files: [file(5, 'a.pdf')],
      committed: [{ uuid: 'u1', fileName: 'big.pdf', filePath: 'temp/u1' }],
      deleted: [{ athFileId: 'F9', athFileSeq: 2 }],
    });
    const sent = server.sent[0]!;
    expect(sent.url).toBe('/imk/api/file/upload');
    expect(sent.fields.fileBusCd).toBe('ST');
    expect(sent.fields.file).toBe('<blob 5>');
    expect(JSON.parse(sent.fields.files!)).toEqual([
      { fileStatus: 'created', fileName: 'big.pdf', filePath: 'temp/u1', uuid: 'u1' },
      { fileStatus: 'deleted', fileName: '', athFileId: 'F9', athFileSeq: 2 },
    ]);
    await expect(
      client(server.transport).upload({ files: Array.from({ length: 101 }, () => file(1)) }),
    ).rejects.toMatchObject({
      code: 'MROFL0005',
    });
  });

  it('reads the original file name of a download and the bulk base path', async () => {
    expect(fileNameOf(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('견적서.pdf')}`)).toBe(
      '견적서.pdf',
    );
    expect(fileNameOf('attachment; filename="plain.txt"')).toBe('plain.txt');
    expect(fileNameOf(null)).toBeNull();
    const server = fakeServer();
    await client(server.transport).bulkDownloadMail({ fwdReqCd: 'NOTICE' });
    expect(server.sent[0]!.url).toBe('/bulk/imk/api/excel/bulk-download/mail');
  });

  it('backs off exponentially with a cap and jitter; retries only what may pass later', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffDelay(a, 500, 8000, () => 0))).toEqual([250, 500, 1000, 2000, 4000]);
    expect(backoffDelay(2, 500, 8000, () => 1)).toBe(2000);
    expect([0, 408, 429, 500, 503].every(isRetryable)).toBe(true);
    expect([400, 401, 403, 404, 413].some(isRetryable)).toBe(false);
  });
});

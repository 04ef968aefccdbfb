// Files: upload checks (names, extensions, content, sizes), chunked upload, list, copy, temp
// files, download with token, and who may see what.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE_BYTES, formatMessage } from '@mro/rules';
import { multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ chunkedMaxFileBytes: 4 * 1024 * 1024 });
});
afterAll(() => server.close());

const json = (res: { body: string }) => JSON.parse(res.body);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const fieldCodes = (res: { body: string }) =>
  (json(res).error.fieldErros as { field: string; code: string }[]).map((f) => f.code);

async function upload(
  files: { name: string; bytes: Uint8Array | string }[],
  options: { token?: string; system?: string; cookie?: string; fields?: Record<string, string>; url?: string } = {},
) {
  const body = await multipart(options.fields ?? {}, files);
  const anonymous = !options.token;
  return server.call({
    method: 'POST',
    url: options.url ?? (anonymous ? '/anonymous/file/upload' : '/file/upload'),
    system: options.system ?? 'MAIN',
    payload: body.payload,
    headers: body.headers,
    ...(options.token ? { token: options.token } : {}),
    ...(options.cookie ? { cookies: { mro_up: options.cookie } } : {}),
  });
}

async function session(loginId: string, system: string) {
  const token = await server.login(loginId, system);
  const s = json(await server.call({ url: '/auth/session', system, token }));
  return { token, system, k: s.data.fileKey as string };
}

describe('blocked extensions and content', () => {
  it.each([
    ['x.php.jpg', SAMPLE.png],
    ['x.PHP', SAMPLE.pdf],
    ['x.php.', SAMPLE.pdf],
    ['x.php%00.jpg', SAMPLE.png],
    ['shell.jsp', SAMPLE.pdf],
    ['a.pdf.exe', SAMPLE.exe],
  ])('refuses %s with PICMCM0011', async (name, bytes) => {
    const res = await upload([{ name, bytes }], { cookie: 'k'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res)).toEqual(['PICMCM0011']);
  });

  it('refuses an executable renamed with an image extension, and markup as text', async () => {
    expect(fieldCodes(await upload([{ name: 'photo.png', bytes: SAMPLE.exe }], { cookie: 'k'.repeat(43) }))).toEqual([
      'PICMCM0011',
    ]);
    expect(
      fieldCodes(await upload([{ name: 'note.txt', bytes: '<?php echo 1; ?>' }], { cookie: 'k'.repeat(43) })),
    ).toEqual(['PICMCM0011']);
  });

  it('refuses empty, oversized, duplicate and too many files with the spec codes', async () => {
    const cookie = 'm'.repeat(43);
    expect(fieldCodes(await upload([{ name: 'empty.pdf', bytes: new Uint8Array() }], { cookie }))).toEqual([
      'ACMCM0119',
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(SAMPLE.pdf);
    expect(fieldCodes(await upload([{ name: 'big.pdf', bytes: big }], { cookie }))).toEqual(['ACMCM0024']);
    expect(
      fieldCodes(
        await upload(
          [
            { name: 'a.pdf', bytes: SAMPLE.pdf },
            { name: 'A.PDF', bytes: SAMPLE.pdf },
          ],
          { cookie },
        ),
      ),
    ).toEqual(['PICMCM0025']);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.pdf`, bytes: SAMPLE.pdf }));
    expect(json(await upload(many, { cookie })).error.errorCode).toBe('MROFL0005');
  });

  it('checks zip-based files for entry count and uncompressed size', async () => {
    // A zip whose only entry claims 150 MB from 100 bytes (a bomb's central directory).
    const name = Buffer.from('bomb.txt');
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    name.copy(local, 30);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(100, 20);
    central.writeUInt32LE(150 * 1024 * 1024, 24);
    central.writeUInt16LE(name.length, 28);
    name.copy(central, 46);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length, 12);
    end.writeUInt32LE(local.length, 16);
    const zip = Buffer.concat([local, central, end]);
    expect(fieldCodes(await upload([{ name: 'bomb.zip', bytes: zip }], { cookie: 'z'.repeat(43) }))).toEqual([
      'MROFL0003',
    ]);
  });
});

describe('upload, list, download, copy', () => {
  it("gives a visitor's first upload an upload cookie that outlives a browser restart (a draft's 7 days)", async () => {
    const res = await upload([{ name: 'a.pdf', bytes: SAMPLE.pdf }]);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^mro_up=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).toContain('HttpOnly');
  });

  it('stores under a generated name and downloads with the original name, safely', async () => {
    const buyer = await session('buyer01', 'BY');
    const name = '견적서 (최종);<script>.pdf';
    const res = await upload([{ name, bytes: SAMPLE.pdf }], {
      token: buyer.token,
      system: 'BY',
      fields: { fileBusCd: 'ST' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { athFileId, athFileInfos } = json(res).data;
    expect(athFileId).toMatch(/^F[0-9A-F]{24}$/);
    expect(athFileInfos[0]).toMatchObject({
      athFileSeq: 1,
      orgnFileNm: name,
      fileSizeNum: SAMPLE.pdf.length,
      fileStatus: 'none',
    });
    const stored = await server.ctx.db
      .selectFrom('attach_file')
      .select('store_nm')
      .where('ath_file_id', '=', athFileId)
      .executeTakeFirstOrThrow();
    expect(stored.store_nm).toMatch(/^[0-9a-f-]{36}$/);

    const list = await server.call({ url: `/files/${athFileId}?k=${buyer.k}`, system: 'BY', token: buyer.token });
    const file = json(list).data.files[0];
    const download = await server.call({ url: file.downloadUrl.replace('/imk/api', ''), system: 'BY' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(download.headers['content-disposition']);
    const [, fallback, encoded] = /^attachment; filename="([\x20-\x7e]*)"; filename\*=UTF-8''(\S+)$/.exec(disposition)!;
    expect(fallback).not.toMatch(/["\\;]/);
    expect(decodeURIComponent(encoded!)).toBe(name);
    expect(encoded).not.toMatch(/[;()'"]/);
    expect(download.rawPayload.equals(Buffer.from(SAMPLE.pdf))).toBe(true);

    // Adding and deleting in the same group; the total stays within 10 MB.
    const more = await upload([{ name: 'b.png', bytes: SAMPLE.png }], {
      token: buyer.token,
      system: 'BY',
      fields: { athFileId, files: JSON.stringify([{ fileStatus: 'deleted', athFileId, athFileSeq: 1 }]) },
    });
    expect(
      json(more).data.athFileInfos.map((f: { athFileSeq: number; orgnFileNm: string }) => [f.athFileSeq, f.orgnFileNm]),
    ).toEqual([[2, 'b.png']]);
  });

  it('keeps other companies, other browsers and bad tokens out', async () => {
    const buyer = await session('buyer01', 'BY');
    const other = await session('buyer02', 'BY');
    const res = await upload([{ name: 'secret.pdf', bytes: SAMPLE.pdf }], { token: buyer.token, system: 'BY' });
    const { athFileId, athFileInfos } = json(res).data;
    expect(
      (await server.call({ url: `/files/${athFileId}?k=${other.k}`, system: 'BY', token: other.token })).statusCode,
    ).toBe(404);
    expect((await server.call({ url: `/anonymous/files/${athFileId}` })).statusCode).toBe(404);
    expect((await server.call({ url: `/files/${athFileId}/copy`, system: 'BY', token: other.token })).statusCode).toBe(
      404,
    );
    const changeTheirs = await upload([{ name: 'x.pdf', bytes: SAMPLE.pdf }], {
      token: other.token,
      system: 'BY',
      fields: { athFileId },
    });
    expect(changeTheirs.statusCode).toBe(404);
    const admin = await session('admin01', 'DEV');
    expect(
      (await server.call({ url: `/files/${athFileId}?k=${admin.k}`, system: 'DEV', token: admin.token })).statusCode,
    ).toBe(200);

    const token = athFileInfos[0].token as string;
    const [exp, sig] = token.split('.');
    for (const url of [
      `/file/${athFileId}-1?token=${exp}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`,
      `/file/${athFileId}-2?token=${token}`,
      `/file/${athFileId}-1?token=${Number(exp) + 999}.${sig}`,
      `/file/..%2F..%2Fetc%2Fpasswd?token=${token}`,
      `/file/${athFileId}-1%2F..%2F..?token=${token}`,
      `/file/../../package.json?token=${token}`,
    ]) {
      expect((await server.call({ url, system: 'BY' })).statusCode, url).toBe(404);
    }
    server.clock.advance(11 * 60_000);
    expect((await server.call({ url: `/file/${athFileId}-1?token=${token}`, system: 'BY' })).statusCode).toBe(404);
  });

  it('copies a readable group into a new one owned by the caller', async () => {
    const buyer = await session('buyer01', 'BY');
    const { athFileId } = json(
      await upload([{ name: 'c.pdf', bytes: SAMPLE.pdf }], { token: buyer.token, system: 'BY' }),
    ).data;
    const copy = json(await server.call({ url: `/files/${athFileId}/copy`, system: 'BY', token: buyer.token })).data
      .athFileId;
    expect(copy).not.toBe(athFileId);
    const list = json(await server.call({ url: `/files/${copy}?k=${buyer.k}`, system: 'BY', token: buyer.token }));
    expect(list.data.files.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['c.pdf']);
  });

  it('gives each file its own group with upload-each', async () => {
    const res = await upload(
      [
        { name: 'one.pdf', bytes: SAMPLE.pdf },
        { name: 'two.png', bytes: SAMPLE.png },
      ],
      { cookie: 'e'.repeat(43), url: '/anonymous/file/upload-each' },
    );
    const infos = json(res).data.athFileInfos as { athFileId: string }[];
    expect(new Set(infos.map((f) => f.athFileId)).size).toBe(2);
  });
});

describe('chunked upload', () => {
  const bytes = (() => {
    const b = randomBytes(CHUNK_SIZE_BYTES * 2 + 12_345);
    b.set(SAMPLE.pdf);
    return b;
  })();
  const count = Math.ceil(bytes.length / CHUNK_SIZE_BYTES);
  const chunkOf = (i: number) =>
    bytes.subarray(i * CHUNK_SIZE_BYTES, Math.min(bytes.length, (i + 1) * CHUNK_SIZE_BYTES));

  async function sendChunk(uuid: string, i: number, options: { sha?: string; cookie?: string; token?: string } = {}) {
    const chunk = chunkOf(i);
    const body = await multipart(
      {
        uuid,
        chunkIndex: String(i),
        totalChunkCount: String(count),
        totalFileSize: String(bytes.length),
        fileName: 'manual.pdf',
        chunkSha256: options.sha ?? sha(chunk),
      },
      [{ field: 'file', name: 'blob', bytes: chunk }],
    );
    return server.call({
      method: 'POST',
      url: options.token ? '/file/upload/chunk' : '/anonymous/file/upload/chunk',
      system: options.token ? 'BY' : 'MAIN',
      payload: body.payload,
      headers: body.headers,
      ...(options.token ? { token: options.token } : { cookies: { mro_up: options.cookie ?? 'u'.repeat(43) } }),
    });
  }

  it('reassembles a byte-identical file from chunks sent out of order and repeated', async () => {
    const buyer = await session('buyer01', 'BY');
    const uuid = crypto.randomUUID();
    for (const i of [2, 0, 2, 1, 0]) expect((await sendChunk(uuid, i, { token: buyer.token })).statusCode).toBe(200);
    const resume = json(
      await server.call({ url: `/file/upload/chunk?uuid=${uuid}`, system: 'BY', token: buyer.token }),
    );
    expect(resume.data.receivedChunks).toEqual([0, 1, 2]);
    const commit = await server.call({
      method: 'POST',
      url: '/file/upload/commit',
      system: 'BY',
      token: buyer.token,
      payload: { uuid, totalFileSize: bytes.length, totalChunkCount: count },
    });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(json(commit).data).toMatchObject({
      filePath: `temp/${uuid}`,
      sha256: sha(bytes),
      fileSizeNum: bytes.length,
    });
    const temp = json(await server.call({ url: `/temp-files/${uuid}`, system: 'BY', token: buyer.token }));
    expect(temp.data.files[0]).toMatchObject({ uuid, fileName: 'manual.pdf' });

    const attach = await server.call({
      method: 'POST',
      url: '/file/upload',
      system: 'BY',
      token: buyer.token,
      payload: {
        fileBusCd: 'ST',
        files: [{ fileStatus: 'created', fileName: 'manual.pdf', filePath: `temp/${uuid}`, uuid }],
      },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    const info = json(attach).data.athFileInfos[0];
    const download = await server.call({ url: info.downloadUrl.replace('/imk/api', ''), system: 'BY' });
    expect(sha(download.rawPayload)).toBe(sha(bytes));
    // Attached once: the same upload cannot be attached again.
    const twice = await server.call({
      method: 'POST',
      url: '/file/upload',
      system: 'BY',
      token: buyer.token,
      payload: { files: [{ fileStatus: 'created', uuid }] },
    });
    expect(json(twice).error.errorCode).toBe('MROFL0004');
  });

  it('refuses a chunk whose SHA-256 differs and a commit with a chunk missing', async () => {
    const uuid = crypto.randomUUID();
    const bad = await sendChunk(uuid, 0, { sha: '0'.repeat(64) });
    expect(json(bad).error.errorCode).toBe('MROFL0001');
    await sendChunk(uuid, 0);
    await sendChunk(uuid, 2);
    const commit = await server.call({
      method: 'POST',
      url: '/anonymous/file/upload/commit',
      cookies: { mro_up: 'u'.repeat(43) },
      payload: { uuid, totalFileSize: bytes.length, totalChunkCount: count },
    });
    expect(commit.statusCode).toBe(400);
    expect(json(commit).error.errorCode).toBe('MROFL0002');
    expect(json(commit).data.missing).toEqual([1]);
  });

  it("keeps somebody else's upload uuid closed, and expires abandoned uploads", async () => {
    const uuid = crypto.randomUUID();
    await sendChunk(uuid, 0, { cookie: 'p'.repeat(43) });
    expect((await sendChunk(uuid, 1, { cookie: 'q'.repeat(43) })).statusCode).toBe(404);
    const buyer = await session('buyer01', 'BY');
    expect(
      (await server.call({ url: `/file/upload/chunk?uuid=${uuid}`, system: 'BY', token: buyer.token })).statusCode,
    ).toBe(404);
    server.clock.advance(25 * 3_600_000);
    const late = await server.call({
      method: 'POST',
      url: '/anonymous/file/upload/commit',
      cookies: { mro_up: 'p'.repeat(43) },
      payload: { uuid, totalFileSize: bytes.length, totalChunkCount: count },
    });
    expect(json(late).error.errorCode).toBe('MROFL0004');
    const left = await server.ctx.db.selectFrom('upload').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('refuses sizes over the chunked limit and chunk sizes that do not fit', async () => {
    const body = await multipart(
      {
        uuid: crypto.randomUUID(),
        chunkIndex: '0',
        totalChunkCount: '6',
        totalFileSize: String(5 * 1024 * 1024),
        fileName: 'a.pdf',
        chunkSha256: sha(chunkOf(0)),
      },
      [{ field: 'file', name: 'blob', bytes: chunkOf(0) }],
    );
    const res = await server.call({
      method: 'POST',
      url: '/anonymous/file/upload/chunk',
      payload: body.payload,
      headers: body.headers,
    });
    expect(json(res).error.errorCode).toBe('ACMCM0024');
    const wrong = await sendChunk(crypto.randomUUID(), 0, { sha: sha(chunkOf(1)) });
    expect(json(wrong).error.errorCode).toBe('MROFL0001');
    const two = await multipart({ uuid: crypto.randomUUID(), chunkIndex: '0' }, [
      { field: 'file', name: 'a', bytes: chunkOf(0) },
      { field: 'file', name: 'b', bytes: chunkOf(0) },
    ]);
    const twoParts = await server.call({ method: 'POST', url: '/anonymous/file/upload/chunk', ...two });
    expect(json(twoParts).error).toMatchObject({
      errorCode: 'MROFL0005',
      errorMessage: formatMessage('MROFL0005', 'ko', { max: 1 }),
    });
  });
});

// Mock Service Worker handlers for the file calls, answering the same contract as apps/api (upload
// with created/deleted entries, chunk, resume, commit, list, download) from memory, so the file
// loader's stories run the real @mro/upload client with no server. The handlers are plain MSW
// `http.*` handlers; `transport` resolves a request against them with MSW's `getResponse` (the
// client's injectable fetch), which needs no service worker registration in Storybook or in the
// vitest browser run (decision 0013).
//
// `failShare` fails that share of chunk requests with 503 (seeded), never the same chunk more than
// `maxFailuresPerChunk` times (default 2, below the client's 3 retries) so a story is deterministic
// in outcome although the failures fall at random. `delayMs` slows every chunk request.
import { delay, getResponse, http, HttpResponse } from 'msw';
import { checkFiles, fileNameViolation, type FileRuleOptions } from '@mro/rules';
import type { AttachedFile, Transport, TransportResponse } from '@mro/upload';

interface Stored {
  seq: number;
  name: string;
  bytes: Uint8Array;
}

interface OpenUpload {
  name: string;
  size: number;
  chunks: Map<number, Uint8Array>;
  committed: boolean;
}

export interface FileServerOptions {
  failShare?: number;
  maxFailuresPerChunk?: number;
  delayMs?: number;
  /** The server's file rules (its FILE_RULE code row): limits and accepted types. */
  rules?: FileRuleOptions;
}

/** One chunk request as the server saw it (for stories that count what was sent). */
export interface ChunkLog {
  uuid: string;
  index: number;
  outcome: 'stored' | 'failed';
}

const ok = (data: unknown) => HttpResponse.json({ isSuccess: true, data, error: null });
const refuse = (code: string, status = 400) =>
  HttpResponse.json(
    { isSuccess: false, data: null, error: { errorCode: code, errorMessage: code, fieldErros: [] } },
    { status },
  );

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

export function createFileServer(options: FileServerOptions = {}) {
  const groups = new Map<string, Stored[]>();
  const uploads = new Map<string, OpenUpload>();
  const failures = new Map<string, number>();
  const chunkLog: ChunkLog[] = [];
  let seed = 11;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  let nextId = 1;
  const newGroupId = () => `F${String(nextId++).padStart(24, '0')}`;

  const info = (id: string, f: Stored): AttachedFile => ({
    athFileId: id,
    athFileSeq: f.seq,
    orgnFileNm: f.name,
    name: f.name,
    fileSizeNum: f.bytes.length,
    byte: `${f.bytes.length} B`,
    fileStatus: 'none',
    imgFomCd: null,
    token: `t-${id}-${f.seq}`,
    downloadUrl: `/file/${id}-${f.seq}`,
  });
  const list = (id: string) => (groups.get(id) ?? []).map((f) => info(id, f));

  const seedGroup = (files: { name: string; text: string }[]): string => {
    const id = newGroupId();
    groups.set(
      id,
      files.map((f, i) => ({ seq: i + 1, name: f.name, bytes: new TextEncoder().encode(f.text) })),
    );
    return id;
  };

  const assemble = (upload: OpenUpload) => {
    const bytes = new Uint8Array(upload.size);
    let offset = 0;
    for (const i of [...upload.chunks.keys()].sort((a, b) => a - b)) {
      bytes.set(upload.chunks.get(i)!, offset);
      offset += upload.chunks.get(i)!.length;
    }
    return bytes;
  };

  const saveGroup = async (request: Request) => {
    const body = await request.formData();
    const id = String(body.get('athFileId') ?? '') || newGroupId();
    const group = [...(groups.get(id) ?? [])];
    const entries = JSON.parse(String(body.get('files') ?? '[]')) as Record<string, unknown>[];
    const kept = group.filter((g) => !entries.some((l) => l.fileStatus === 'deleted' && l.athFileSeq === g.seq));
    const parts = body.getAll('file').filter((p): p is File => typeof p !== 'string');
    const created = entries.filter((l) => l.fileStatus === 'created');
    for (const l of created) {
      const upload = uploads.get(String(l.uuid));
      if (!upload?.committed) return refuse('MROFL0002');
    }
    const named = [
      ...parts.map((p) => ({ name: p.name, size: p.size })),
      ...created.map((l) => ({ name: String(l.fileName), size: uploads.get(String(l.uuid))!.size })),
    ];
    const refused = [
      ...checkFiles(
        named,
        kept.map((k) => ({ name: k.name, size: k.bytes.length })),
        options.rules,
      ).values(),
    ][0];
    const blocked = named.map((n) => fileNameViolation(n.name)).find(Boolean);
    if (refused ?? blocked) return refuse((refused ?? blocked)!.code);
    let seq = Math.max(0, ...group.map((g) => g.seq));
    for (const p of parts) kept.push({ seq: ++seq, name: p.name, bytes: new Uint8Array(await p.arrayBuffer()) });
    for (const l of created) {
      const upload = uploads.get(String(l.uuid))!;
      kept.push({ seq: ++seq, name: upload.name, bytes: assemble(upload) });
      uploads.delete(String(l.uuid));
    }
    groups.set(id, kept);
    return ok({ athFileId: id, athFileInfos: list(id) });
  };

  const handlers = [
    http.post('*/file/upload/chunk', async ({ request }) => {
      if (options.delayMs) await delay(options.delayMs);
      const body = await request.formData();
      const uuid = String(body.get('uuid'));
      const index = Number(body.get('chunkIndex'));
      const failedBefore = failures.get(`${uuid}:${index}`) ?? 0;
      if (options.failShare && failedBefore < (options.maxFailuresPerChunk ?? 2) && random() < options.failShare) {
        failures.set(`${uuid}:${index}`, failedBefore + 1);
        chunkLog.push({ uuid, index, outcome: 'failed' });
        return refuse('APUQM0029', 503);
      }
      const upload = uploads.get(uuid) ?? {
        name: String(body.get('fileName')),
        size: Number(body.get('totalFileSize')),
        chunks: new Map(),
        committed: false,
      };
      if (upload.committed) return refuse('MROFL0002', 409);
      uploads.set(uuid, upload);
      upload.chunks.set(index, new Uint8Array(await (body.get('file') as Blob).arrayBuffer()));
      chunkLog.push({ uuid, index, outcome: 'stored' });
      return ok({ uuid });
    }),
    http.get('*/file/upload/chunk', ({ request }) => {
      const uuid = new URL(request.url).searchParams.get('uuid') ?? '';
      const upload = uploads.get(uuid);
      return ok({
        uuid,
        status: upload ? (upload.committed ? 'COMMITTED' : 'OPEN') : null,
        receivedChunks: upload ? [...upload.chunks.keys()].sort((a, b) => a - b) : [],
      });
    }),
    http.post('*/file/upload/commit', async ({ request }) => {
      const { uuid, totalChunkCount, totalFileSize } = (await request.json()) as {
        uuid: string;
        totalChunkCount: number;
        totalFileSize: number;
      };
      const upload = uploads.get(uuid);
      if (!upload || upload.chunks.size !== totalChunkCount || upload.size !== totalFileSize) {
        return refuse('MROFL0002');
      }
      upload.committed = true;
      return ok({ uuid, filePath: `temp/${uuid}`, fileName: upload.name, fileSizeNum: upload.size, sha256: '' });
    }),
    http.post('*/file/upload', ({ request }) => saveGroup(request)),
    http.post('*/file/upload-each', ({ request }) => saveGroup(request)),
    http.get('*/files/:athFileId', ({ params }) => ok({ files: list(String(params.athFileId)) })),
    http.get('*/file/:idSeq', ({ params, request }) => {
      const match = /^(F\d+)-(\d+)$/.exec(String(params.idSeq));
      const file = match ? groups.get(match[1]!)?.find((f) => f.seq === Number(match[2])) : undefined;
      const token = new URL(request.url).searchParams.get('token');
      if (!file || !match || token !== `t-${match[1]}-${match[2]}`) return refuse('MROCM0010', 404);
      return new HttpResponse(new Uint8Array(file.bytes), {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        },
      });
    }),
  ];

  /** The client's fetch: the request resolved by the handlers; an abort rejects at once, as fetch does. */
  const transport: Transport = (url, init) => {
    if (init.signal?.aborted) return Promise.reject(abortError());
    const request = new Request(new URL(url, 'http://mro.test'), {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
    });
    const answer = getResponse(handlers, request).then(
      (response): TransportResponse => response ?? HttpResponse.json(null, { status: 404 }),
    );
    const signal = init.signal;
    if (!signal) return answer;
    return new Promise<TransportResponse>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };

  return {
    handlers,
    transport,
    seedGroup,
    list,
    /** The stored bytes of a saved file (to compare with what was picked). */
    bytesOf: (athFileId: string, athFileSeq: number) =>
      groups.get(athFileId)?.find((f) => f.seq === athFileSeq)?.bytes ?? null,
    /** Every chunk request in arrival order. */
    chunkLog,
  };
}

export type FileServer = ReturnType<typeof createFileServer>;

/** SHA-256 of bytes as hex (Web Crypto), for the byte-identical checks. */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The file calls of the spec (001 §7) as a client without React: plain upload and upload-each,
 * chunked upload (900,000-byte chunks, at most 10 in flight, each retried up to 3 times with
 * exponential backoff and jitter, a SHA-256 per chunk, resume from what the server holds, commit),
 * file list, copy, temp files, download, Excel template and the bulk calls. Everything goes
 * through an injectable `fetch`, so tests script the network and a browser uses its own.
 */
import {
  API_BASE_PATH,
  BULK_API_BASE_PATH,
  CHUNK_MAX_FILES,
  CHUNK_PARALLEL,
  CHUNK_RETRIES,
  CHUNK_SIZE_BYTES,
  FILE_BUSINESS_CODE_DEFAULT,
} from '@mro/rules';
import { UploadError, abortError, isAbort } from './errors.ts';
import {
  defaultTransport,
  defaultSleep,
  defaultSha256,
  fileNameOf,
  isRetryable,
  backoffDelay,
  type Envelope,
} from './transport.ts';
import type {
  TransportResponse,
  UploadClientOptions,
  AttachedFile,
  UploadResult,
  CommittedUpload,
  ChunkedOptions,
  NamedBlob,
  UploadRequest,
} from './types.ts';

export function createUploadClient(options: UploadClientOptions) {
  const send = options.fetch ?? defaultTransport;
  const origin = options.origin ?? '';
  const base = options.baseUrl ?? API_BASE_PATH;
  const bulkBase = options.bulkBaseUrl ?? BULK_API_BASE_PATH;
  const chunkSize = options.chunkSize ?? CHUNK_SIZE_BYTES;
  const parallel = Math.max(1, options.parallel ?? CHUNK_PARALLEL);
  const retries = Math.max(0, options.retries ?? CHUNK_RETRIES);
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 8_000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const sha256 = options.sha256 ?? defaultSha256;
  const newUuid = options.uuid ?? (() => globalThis.crypto.randomUUID());

  const anonymous = () =>
    typeof options.anonymous === 'function' ? options.anonymous() : (options.anonymous ?? options.system === 'MAIN');
  // Bulk calls are for signed-in users only; the others use /anonymous for MAIN and visitors.
  const url = (path: string, bulk = false) =>
    bulk ? `${origin}${bulkBase}${path}` : `${origin}${base}${anonymous() ? '/anonymous' : ''}${path}`;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-system': options.system,
    ...(options.locale ? { locale: options.locale } : {}),
    ...extra,
  });

  /** Sends a request and unwraps the envelope; a refusal becomes an UploadError with its code. */
  async function call<T>(
    path: string,
    init: { method?: string; body?: BodyInit | null; json?: unknown; signal?: AbortSignal | undefined; bulk?: boolean },
  ): Promise<T> {
    const response = await request(path, init);
    const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
    if (!response.ok || envelope.isSuccess === false) throw toError(response.status, envelope);
    return envelope.data as T;
  }

  async function request(
    path: string,
    init: { method?: string; body?: BodyInit | null; json?: unknown; signal?: AbortSignal | undefined; bulk?: boolean },
  ): Promise<TransportResponse> {
    const isJson = init.json !== undefined;
    try {
      return await send(url(path, init.bulk), {
        method: init.method ?? 'GET',
        headers: headers(isJson ? { 'content-type': 'application/json' } : {}),
        body: isJson ? JSON.stringify(init.json) : (init.body ?? null),
        signal: init.signal,
      });
    } catch (error) {
      if (isAbort(error) || init.signal?.aborted) throw abortError();
      throw new UploadError('APUQM0029', 0);
    }
  }

  function toError(status: number, envelope: Envelope<unknown>): UploadError {
    const e = envelope.error;
    return new UploadError(
      e?.errorCode ?? 'APUQM0029',
      status,
      e?.fieldErros ?? [],
      envelope.data ?? null,
      e?.errorMessage ?? undefined,
    );
  }

  async function blobOf(
    path: string,
    init: { method?: string; json?: unknown; body?: BodyInit; bulk?: boolean; signal?: AbortSignal },
  ) {
    const response = await request(path, init);
    if (!response.ok) throw toError(response.status, (await response.json().catch(() => ({}))) as Envelope<unknown>);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }

  /** One chunk, with retries; resolves when the server holds it. */
  async function sendChunk(
    file: NamedBlob,
    uuid: string,
    index: number,
    count: number,
    fileBusCd: string,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const bytes = await file.slice(index * chunkSize, Math.min(file.size, (index + 1) * chunkSize)).arrayBuffer();
    const digest = await sha256(bytes);
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw abortError();
      const form = new FormData();
      form.append('uuid', uuid);
      form.append('chunkIndex', String(index));
      form.append('totalChunkCount', String(count));
      form.append('totalFileSize', String(file.size));
      form.append('fileName', file.name);
      form.append('fileBusCd', fileBusCd);
      form.append('chunkSha256', digest);
      form.append('file', new Blob([bytes]), 'blob');
      let status = 0;
      let failure: UploadError | null = null;
      try {
        const response = await send(url('/file/upload/chunk'), {
          method: 'POST',
          headers: headers(),
          body: form,
          signal,
        });
        if (response.ok) return;
        status = response.status;
        failure = toError(status, (await response.json().catch(() => ({}))) as Envelope<unknown>);
      } catch (error) {
        if (isAbort(error) || signal?.aborted) throw abortError();
        failure = new UploadError('APUQM0029', 0);
      }
      if (!isRetryable(status) || attempt >= retries) throw failure;
      await sleep(backoffDelay(attempt, baseDelay, maxDelay, random), signal);
    }
  }

  /** The chunks the server already holds for an upload (resume). */
  async function receivedChunks(uuid: string, signal?: AbortSignal): Promise<number[]> {
    const data = await call<{ receivedChunks: number[]; status: string | null }>(
      `/file/upload/chunk?uuid=${encodeURIComponent(uuid)}`,
      { signal },
    );
    return data.status === 'OPEN' || data.status === null ? data.receivedChunks : [];
  }

  return {
    receivedChunks,

    /**
     * Sends a file in chunks and commits it. Never more than `parallel` chunks in flight; a failed
     * chunk is retried (network, 408, 429, 5xx) with backoff; commit only after every chunk; an
     * aborted upload never commits. With the uuid of an earlier attempt, only missing chunks go.
     */
    async uploadChunked(file: NamedBlob, opts: ChunkedOptions = {}): Promise<CommittedUpload> {
      const { signal } = opts;
      if (signal?.aborted) throw abortError();
      if (file.size === 0) throw new UploadError('ACMCM0119', 0);
      const uuid = opts.uuid ?? newUuid();
      opts.onStart?.(uuid);
      const count = Math.ceil(file.size / chunkSize);
      const held = new Set(opts.uuid ? await receivedChunks(uuid, signal) : []);
      const sizeOf = (i: number) => Math.min(file.size, (i + 1) * chunkSize) - i * chunkSize;
      let loaded = [...held].reduce((sum, i) => sum + sizeOf(i), 0);
      let done = held.size;
      const report = () => opts.onProgress?.({ loaded, total: file.size, chunksDone: done, chunkCount: count });
      report();
      const queue = Array.from({ length: count }, (_, i) => i).filter((i) => !held.has(i));
      const inner = new AbortController();
      const stop = () => inner.abort();
      signal?.addEventListener('abort', stop, { once: true });
      let failed: unknown = null;
      const worker = async () => {
        while (queue.length && !failed && !inner.signal.aborted) {
          const index = queue.shift()!;
          try {
            await sendChunk(file, uuid, index, count, opts.fileBusCd ?? FILE_BUSINESS_CODE_DEFAULT, inner.signal);
            loaded += sizeOf(index);
            done += 1;
            report();
          } catch (error) {
            failed ??= error;
            inner.abort();
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
      } finally {
        signal?.removeEventListener('abort', stop);
      }
      if (signal?.aborted) throw abortError();
      if (failed) throw failed;
      return call<CommittedUpload>('/file/upload/commit', {
        method: 'POST',
        json: { uuid, totalFileSize: file.size, totalChunkCount: count },
        signal,
      });
    },

    /** `POST /file/upload` (or upload-each): new files as multipart, committed chunk uploads and deletions. */
    async upload(req: UploadRequest): Promise<UploadResult> {
      const files = req.files ?? [];
      if (files.length + (req.committed?.length ?? 0) > CHUNK_MAX_FILES) {
        throw new UploadError('MROFL0005', 0, [], { max: CHUNK_MAX_FILES });
      }
      const list = [
        ...(req.committed ?? []).map((c) => ({
          fileStatus: 'created',
          fileName: c.fileName,
          filePath: c.filePath,
          uuid: c.uuid,
        })),
        ...(req.deleted ?? []).map((d) => ({
          fileStatus: 'deleted',
          fileName: d.fileName ?? '',
          athFileId: d.athFileId,
          athFileSeq: d.athFileSeq,
        })),
      ];
      const form = new FormData();
      form.append('fileBusCd', req.fileBusCd ?? FILE_BUSINESS_CODE_DEFAULT);
      if (req.athFileId) form.append('athFileId', req.athFileId);
      form.append('files', JSON.stringify(list));
      for (const file of files) form.append('file', file, file.name);
      return call<UploadResult>(req.each ? '/file/upload-each' : '/file/upload', {
        method: 'POST',
        body: form,
        signal: req.signal,
      });
    },

    /** `GET /files/{athFileId}` with the session's file key. */
    async list(athFileId: string, params: { k?: string; orgnFileNm?: string; signal?: AbortSignal } = {}) {
      const query = new URLSearchParams();
      if (params.k) query.set('k', params.k);
      if (params.orgnFileNm) query.set('orgnFileNm', params.orgnFileNm);
      const qs = query.toString();
      const data = await call<{ files: AttachedFile[] }>(
        `/files/${encodeURIComponent(athFileId)}${qs ? `?${qs}` : ''}`,
        {
          signal: params.signal,
        },
      );
      return data.files;
    },

    async copy(athFileId: string): Promise<string> {
      return (await call<{ athFileId: string }>(`/files/${encodeURIComponent(athFileId)}/copy`, {})).athFileId;
    },

    async tempFiles(uuid: string) {
      return (
        await call<{ files: { uuid: string; fileName: string; filePath: string; fileSizeNum: number }[] }>(
          `/temp-files/${encodeURIComponent(uuid)}`,
          {},
        )
      ).files;
    },

    /** The file's bytes and its original name (from the list's token). */
    async download(
      file: Pick<AttachedFile, 'athFileId' | 'athFileSeq' | 'token' | 'orgnFileNm'>,
      signal?: AbortSignal,
    ) {
      const path = `/file/${encodeURIComponent(`${file.athFileId}-${file.athFileSeq}`)}?token=${encodeURIComponent(file.token)}`;
      const result = await blobOf(path, signal ? { signal } : {});
      return { blob: result.blob, fileName: result.fileName ?? file.orgnFileNm };
    },

    excelTemplate(code: string) {
      return blobOf(`/excel-template/${encodeURIComponent(code)}`, {});
    },

    bulkDownloadFile(body: { fwdReqCd: string; fileNm?: string; params?: unknown }, signal?: AbortSignal) {
      return blobOf('/excel/bulk-download/file', {
        method: 'POST',
        json: body,
        bulk: true,
        ...(signal ? { signal } : {}),
      });
    },

    bulkDownloadMail(body: { fwdReqCd: string; fileNm?: string; params?: unknown }) {
      return call<{ fwdReqId: string; messageCode: 'PICMCM0065' | 'PICMCM0066'; message: string }>(
        '/excel/bulk-download/mail',
        { method: 'POST', json: body, bulk: true },
      );
    },

    bulkUpload(file: NamedBlob, fwdReqCd: string, signal?: AbortSignal) {
      const form = new FormData();
      form.append('fwdReqCd', fwdReqCd);
      form.append('filenames', file.name);
      form.append('files', file, file.name);
      return call<{ fwdReqId: string; totalCount: number; successCount: number }>('/excel/bulk-upload', {
        method: 'POST',
        body: form,
        bulk: true,
        signal,
      });
    },
  };
}

export type UploadClient = ReturnType<typeof createUploadClient>;

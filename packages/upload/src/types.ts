// The upload client's options, its transport, and what its calls take and answer.
import type { CommittedUpload } from '@mro/contract';

export interface TransportResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  blob(): Promise<Blob>;
}

export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit | null; signal?: AbortSignal | undefined },
) => Promise<TransportResponse>;

export interface UploadClientOptions {
  /** Sent as `x-system` (MAIN, BY, SP...). */
  system: string;
  /** Sent as `locale` (KO or EN). */
  locale?: 'KO' | 'EN';
  /** The main system and visitors use the /anonymous calls (spec 001 §6). Default: system MAIN. */
  anonymous?: boolean | (() => boolean);
  /** Origin and base paths; default same origin, /imk/api and /bulk/imk/api. */
  origin?: string;
  baseUrl?: string;
  bulkBaseUrl?: string;
  /** The network; default `fetch` with credentials included. */
  fetch?: Transport;
  /** Chunked upload tuning (defaults from the spec). */
  chunkSize?: number;
  parallel?: number;
  retries?: number;
  /** First retry delay; doubles each retry up to maxDelayMs, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injected in tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  sha256?: (data: ArrayBuffer) => Promise<string>;
  uuid?: () => string;
}

/** The file rows, the upload answer and a committed chunked upload: the contract's (@mro/contract). */
export type { FileInfo as AttachedFile, UploadResult, CommittedUpload } from '@mro/contract';
export interface ChunkProgress {
  /** Bytes the server holds for this file. */
  loaded: number;
  total: number;
  chunksDone: number;
  chunkCount: number;
}

export interface ChunkedOptions {
  /** Reuse the uuid of an interrupted upload to resume it (only missing chunks are sent). */
  uuid?: string;
  fileBusCd?: string;
  signal?: AbortSignal;
  onProgress?: (progress: ChunkProgress) => void;
  /** Called once the uuid is known (store it to resume after a reload). */
  onStart?: (uuid: string) => void;
}

export interface NamedBlob extends Blob {
  readonly name: string;
}

export interface UploadRequest {
  fileBusCd?: string;
  athFileId?: string | null;
  /** New files sent in this request (multipart). */
  files?: NamedBlob[];
  /** Files already sent in chunks and committed. */
  committed?: Pick<CommittedUpload, 'uuid' | 'fileName' | 'filePath'>[];
  /** Loaded files the user deleted. */
  deleted?: { athFileId: string; athFileSeq: number; fileName?: string }[];
  /** Every created file in a group of its own (upload-each). */
  each?: boolean;
  signal?: AbortSignal;
}

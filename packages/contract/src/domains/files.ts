// Files (spec 001 §7): plain upload and upload-each, chunked upload (chunk, resume, commit), file
// list with the session's key `k`, copy, temp files and download by token; each also under
// /anonymous for the main system and visitors (`anonymous` calls). Upload bodies are multipart.
import { call, domain, PUBLIC, SIGNED_IN, type, type Access } from '../call.ts';
import { MAX_INT_FIELD, int, text } from '../fields.ts';

/** A stored file of a group, with its download link (a token per file, 10 minutes). */
export interface FileInfo {
  athFileId: string;
  athFileSeq: number;
  orgnFileNm: string;
  name: string;
  fileSizeNum: number;
  byte: string;
  fileStatus: 'none';
  imgFomCd: string | null;
  token: string;
  downloadUrl: string;
}

export interface UploadResult {
  athFileId: string | null;
  athFileInfos: FileInfo[];
}

export interface ChunkReceived {
  uuid: string;
  chunkIndex: number;
  sha256: string;
}

export interface ChunksHeld {
  uuid: string;
  status: string | null;
  receivedChunks: number[];
}

export interface CommittedUpload {
  uuid: string;
  filePath: string;
  fileName: string;
  fileSizeNum: number;
  sha256: string;
}

export interface TempFile {
  uuid: string;
  fileName: string;
  filePath: string;
  fileSizeNum: number;
  byte: string;
  fileStatus: 'created';
  [more: string]: unknown;
}

/** The file calls under one prefix ('' signed in, '/anonymous' for visitors and the main system). */
function fileCalls<const P extends '' | '/anonymous'>(prefix: P, access: Access) {
  const who = prefix ? ' (visitors, limited per IP)' : '';
  return {
    upload: call({
      method: 'POST',
      path: `${prefix}/file/upload`,
      access,
      summary: `Uploads files into one group (multipart: files, fileList, athFileId…)${who}`,
      body: 'multipart',
      response: type<UploadResult>(),
    }),
    uploadEach: call({
      method: 'POST',
      path: `${prefix}/file/upload-each`,
      access,
      summary: `Uploads files, a group each${who}`,
      body: 'multipart',
      response: type<UploadResult>(),
    }),
    uploadChunk: call({
      method: 'POST',
      path: `${prefix}/file/upload/chunk`,
      access,
      summary: `One chunk of a chunked upload with its SHA-256 (multipart)${who}`,
      body: 'multipart',
      response: type<ChunkReceived>(),
    }),
    chunks: call({
      method: 'GET',
      path: `${prefix}/file/upload/chunk`,
      access,
      summary: `The chunks the server holds of an upload (resume)${who}`,
      query: { uuid: text() },
      response: type<ChunksHeld>(),
    }),
    commit: call({
      method: 'POST',
      path: `${prefix}/file/upload/commit`,
      access,
      summary: `Commits a chunked upload once every chunk is held${who}`,
      body: {
        uuid: text(),
        totalFileSize: int({ required: true, min: 0, max: Number.MAX_SAFE_INTEGER }),
        totalChunkCount: int({ required: true, min: 0, max: MAX_INT_FIELD }),
      },
      response: type<CommittedUpload>(),
    }),
    tempFile: call({
      method: 'GET',
      path: `${prefix}/temp-files/:id`,
      access,
      summary: `A committed upload of the caller, before it joins a group${who}`,
      response: type<{ files: TempFile[] }>(),
    }),
    group: call({
      method: 'GET',
      path: `${prefix}/files/:athFileId`,
      access,
      summary: `A file group's files (the session's key \`k\`, or the group's owner)${who}`,
      query: { k: text(), orgnFileNm: text() },
      response: type<{ athFileId: string; files: FileInfo[] }>(),
    }),
    copy: call({
      method: 'GET',
      path: `${prefix}/files/:athFileId/copy`,
      access,
      summary: `Copies a file group the caller may read into a new group${who}`,
      response: type<{ athFileId: string }>(),
    }),
    download: call({
      method: 'GET',
      path: `${prefix}/file/:ref`,
      access: PUBLIC,
      noSystemHeader: true,
      summary: `Downloads one file (\`<athFileId>-<seq>\`) with its token, under its original name${who}`,
      query: { token: text() },
      responseKind: 'binary',
      response: type<Uint8Array>(),
    }),
  };
}

export const files = domain('files', fileCalls('', SIGNED_IN));
export const anonymousFiles = domain('anonymousFiles', fileCalls('/anonymous', PUBLIC));

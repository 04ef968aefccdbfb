// What a plain upload call sends (spec 001 §7), read and bounded before anything is stored: the
// multipart files with their size checked while they stream in, the `files` list of created
// (from a committed chunked upload) and deleted entries, the business code and the group. A
// malformed body is MROCM0011, never a 500. Cost: one pass over the body; memory per call stays
// under the call's total limit.
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CHUNK_MAX_FILES, FILE_BUSINESS_CODE_DEFAULT, type ValidationError } from '@mro/rules';
import { ApiError, badRequest } from '../http/envelope.ts';
import { bodyOf, text } from '../http/request.ts';

export const FILE_ID = /^F[0-9A-F]{24}$/;
export const UUID = /^[A-Za-z0-9_-]{8,64}$/;
export const BUS_CD = /^[A-Z0-9_]{1,20}$/;

/** A field error of one file (`files.{index}`) or of the call. */
export const field = (code: string, params = {}): ValidationError => ({ rule: 'is', code, params });
export const fail = (code: string, params = {}) => new ApiError(400, 'VALIDATION', code, params);

export interface Created {
  fileName: string;
  bytes?: Buffer;
  uuid?: string;
  imgFomCd?: string | null;
}

export interface UploadInput {
  fileBusCd: string;
  athFileId: string | null;
  created: Created[];
  deleted: { athFileId: string; athFileSeq: number }[];
}

/**
 * Multipart errors of @fastify/multipart as the spec's codes, with the limits of the call
 * (a file too large, too many files); any other error while reading a multipart body (no
 * boundary, a body cut short, a malformed part) is a malformed request, never a 500.
 */
export function multipartError(error: unknown, maxFileBytes: number, maxFiles = CHUNK_MAX_FILES): never {
  if (error instanceof ApiError) throw error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail('ACMCM0024', { max: { bytes: maxFileBytes } });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw fail('MROFL0005', { max: maxFiles });
  throw fail('MROCM0011');
}

/**
 * A file part's bytes, refused (as a field error of that file, `files.{index}`) the moment it
 * passes the file limit or the call's remaining budget.
 */
async function partBytes(
  file: MultipartFile,
  index: number,
  maxFileBytes: number,
  budget: { left: number; total: number },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFileBytes)
      throw badRequest({ [`files.${index}`]: field('ACMCM0024', { max: { bytes: maxFileBytes } }) });
    budget.left -= chunk.length;
    if (budget.left < 0) throw badRequest({ [`files.${index}`]: field('ASRTR0022', { max: { bytes: budget.total } }) });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function parseFileList(value: unknown): { created: Created[]; deleted: UploadInput['deleted'] } {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw fail('MROCM0011');
    }
  }
  if (list === undefined || list === null || list === '') return { created: [], deleted: [] };
  if (!Array.isArray(list)) throw fail('MROCM0011');
  const created: Created[] = [];
  const deleted: UploadInput['deleted'] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') throw fail('MROCM0011');
    const f = item as Record<string, unknown>;
    const status = text(f, 'fileStatus');
    if (status === 'deleted') {
      const seq = Number(f.athFileSeq);
      if (!FILE_ID.test(text(f, 'athFileId')) || !Number.isInteger(seq) || seq < 1 || seq > 999_999) {
        throw fail('MROCM0011');
      }
      deleted.push({ athFileId: text(f, 'athFileId'), athFileSeq: seq });
    } else if (status === 'created') {
      const uuid = text(f, 'uuid');
      if (!UUID.test(uuid)) throw fail('MROCM0011');
      created.push({ fileName: text(f, 'fileName'), uuid, imgFomCd: text(f, 'imgFomCd') || null });
    } else if (status !== 'none' && status !== '') {
      throw fail('MROCM0011');
    }
  }
  return { created, deleted };
}

/**
 * The call's fields and files. A file is refused as soon as it passes `maxFileBytes` and the call
 * as soon as its files pass `maxTotalBytes`, before the rest is read: memory per call stays under
 * the total (10 MB), however large the body (the error handler then closes the connection).
 */
export async function readUploadInput(
  request: FastifyRequest,
  maxFileBytes: number,
  maxTotalBytes: number,
): Promise<UploadInput> {
  const fields: Record<string, unknown> = {};
  const created: Created[] = [];
  if (request.isMultipart()) {
    const budget = { left: maxTotalBytes, total: maxTotalBytes };
    try {
      // One byte past the file limit reaches partBytes, which refuses it there.
      for await (const part of request.parts({ limits: { fileSize: maxFileBytes + 1 } })) {
        if (part.type === 'file') {
          if (created.length >= CHUNK_MAX_FILES) throw fail('MROFL0005', { max: CHUNK_MAX_FILES });
          const file = part as MultipartFile;
          created.push({
            fileName: file.filename,
            bytes: await partBytes(file, created.length, maxFileBytes, budget),
          });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      multipartError(error, maxFileBytes);
    }
  } else {
    Object.assign(fields, bodyOf(request.body));
  }
  const listed = parseFileList(fields.files);
  const fileBusCd = text(fields, 'fileBusCd') || FILE_BUSINESS_CODE_DEFAULT;
  const athFileId = text(fields, 'athFileId') || null;
  if (!BUS_CD.test(fileBusCd) || (athFileId !== null && !FILE_ID.test(athFileId))) throw fail('MROCM0011');
  return { fileBusCd, athFileId, created: [...created, ...listed.created], deleted: listed.deleted };
}

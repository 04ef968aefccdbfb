// The chunked upload calls (spec 001 §7, decision 0013): a chunk (its hash checked, written in
// place, its running hash kept), the resume question (which chunks the server holds) and the
// commit (every chunk there, the content checked, the parts promoted to one stored file). A
// committed upload is then attached by a plain upload call naming its uuid. Cost: a chunk is one
// write and, at most once a minute per upload, one upsert; a commit reads a zip's bytes only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CHUNK_SIZE_BYTES, FILE_BUSINESS_CODE_DEFAULT, fileNameViolation } from '@mro/rules';
import { ApiError, ok } from '../../http/envelope.ts';
import { ownerKeyOf } from '../../files/access.ts';
import { chunkList, partHead, promotePart, readPart, storeChunk } from '../../files/chunks.ts';
import { sha256Pooled } from '../../files/hash.ts';
import { checkContentHead, zipViolation } from '../../files/store.ts';
import { BUS_CD, UUID, fail, multipartError } from '../../files/uploadInput.ts';
import type { FileServices } from './services.ts';
import { fileRepository } from '../../domains/files/repository.ts';

/**
 * One chunk: multipart fields uuid, chunkIndex, totalChunkCount, totalFileSize, fileName,
 * chunkSha256 (hex), fileBusCd, then the chunk's bytes. Sending a chunk again replaces it.
 */
export async function uploadChunk(
  { ctx, rulesOf, sessions, chunkedMax, maxChunks }: FileServices,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const owner = ownerKeyOf(request, reply, ctx.config.production)!;
  if (!request.isMultipart()) throw fail('MROCM0011');
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CHUNK_SIZE_BYTES, files: 1 } })) {
      if (part.type === 'file') bytes = await (part as MultipartFile).toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    multipartError(error, CHUNK_SIZE_BYTES, 1);
  }
  const uuid = fields.uuid ?? '';
  const index = Number(fields.chunkIndex);
  const count = Number(fields.totalChunkCount);
  const size = Number(fields.totalFileSize);
  const fileName = (fields.fileName ?? '').trim();
  const fileBusCd = fields.fileBusCd || FILE_BUSINESS_CODE_DEFAULT;
  if (!UUID.test(uuid) || !BUS_CD.test(fileBusCd) || !bytes || !fileName || fileName.length > 255)
    throw fail('MROCM0011');
  if (![index, count, size].every(Number.isSafeInteger) || size < 1 || index < 0) throw fail('MROCM0011');
  if (size > chunkedMax) throw fail('ACMCM0024', { max: { bytes: chunkedMax } });
  if (count !== Math.ceil(size / CHUNK_SIZE_BYTES) || count > maxChunks || index >= count) throw fail('MROCM0011');
  const expected = index < count - 1 ? CHUNK_SIZE_BYTES : size - CHUNK_SIZE_BYTES * (count - 1);
  if (bytes.length !== expected) throw fail('MROCM0011');
  const nameViolation = fileNameViolation(fileName, (await rulesOf(fileBusCd)).accept);
  if (nameViolation) throw fail(nameViolation.code, nameViolation.params);
  const digest = await sha256Pooled(bytes);
  if (!/^[0-9a-f]{64}$/i.test(fields.chunkSha256 ?? '') || fields.chunkSha256!.toLowerCase() !== digest) {
    throw fail('MROFL0001');
  }
  const now = ctx.now();
  await sessions.maybeSweep(now);
  await sessions.open({ uuid, owner, size, count, name: fileName }, now);
  await storeChunk(ctx, uuid, index, index * CHUNK_SIZE_BYTES, bytes, digest);
  await sessions.running.add(uuid, index, bytes, digest);
  return ok({ uuid, chunkIndex: index, sha256: digest });
}

/** Resume: which chunks the server already holds of the caller's upload. */
export async function chunksReceived({ ctx }: FileServices, request: FastifyRequest, query: { uuid: string }) {
  const uuid = query.uuid;
  if (!UUID.test(uuid)) throw fail('MROCM0011');
  const owner = ownerKeyOf(request, null);
  const row = await fileRepository(ctx.db).upload(uuid);
  if (row && row.owner_key !== owner) throw new ApiError(404, 'NOT_FOUND', 'MROFL0004');
  const chunks = row?.status === 'OPEN' ? [...(await chunkList(ctx, uuid)).keys()].sort((a, b) => a - b) : [];
  return ok({ uuid, status: row?.status ?? null, receivedChunks: chunks });
}

/** Commit: every chunk there and the content allowed, the parts become one stored file. */
export async function commitUpload(
  { ctx, sessions }: FileServices,
  request: FastifyRequest,
  body: { uuid: string; totalFileSize: unknown; totalChunkCount: unknown },
) {
  const uuid = body.uuid;
  const size = Number(body.totalFileSize);
  const count = Number(body.totalChunkCount);
  if (!UUID.test(uuid) || !Number.isSafeInteger(size) || !Number.isSafeInteger(count)) throw fail('MROCM0011');
  const owner = ownerKeyOf(request, null);
  const now = ctx.now();
  await sessions.maybeSweep(now);
  const row = await fileRepository(ctx.db).upload(uuid);
  if (!row || row.owner_key !== owner) throw new ApiError(404, 'NOT_FOUND', 'MROFL0004');
  if (row.status !== 'OPEN') throw fail('MROCM0011');
  if (Number(row.total_file_size) !== size || row.total_chunk_count !== count) throw fail('MROFL0002');
  const got = await chunkList(ctx, uuid);
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !got.has(i));
  if (missing.length) throw new ApiError(400, 'VALIDATION', 'MROFL0002', {}, {}, { missing });
  const head = await partHead(ctx, uuid);
  if (head.size !== size) throw fail('MROFL0002');
  // Only a zip-based file needs every byte read here (its central directory).
  if (checkContentHead(row.file_name, head.head) === 'zip' && zipViolation(await readPart(ctx, uuid))) {
    throw fail('MROFL0003');
  }
  sessions.forget(uuid);
  const stored = await promotePart(ctx, uuid, await sessions.running.digest(uuid, count));
  await fileRepository(ctx.db).commitUpload(uuid, stored, now);
  return ok({
    uuid,
    filePath: `temp/${uuid}`,
    fileName: row.file_name,
    fileSizeNum: size,
    sha256: stored.sha256,
  });
}

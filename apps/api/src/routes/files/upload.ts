// The plain upload calls (spec 001 §7): `file/upload` adds files to a group and deletes some of
// it in one call; `file/upload-each` puts every file in a group of its own. Files come in the
// multipart body or from committed chunked uploads; each is checked with the business code's
// @mro/rules file rules, then by its magic bytes, and stored under a generated name; the group's
// rows change in one transaction. Cost: one pass over the body, one write per file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CHUNK_MAX_FILES,
  FILE_BUSINESS_CODE_DEFAULT,
  UPLOAD_FILE_LIMIT_BYTES,
  UPLOAD_TOTAL_LIMIT_BYTES,
  checkFiles,
  fileExtension,
  type ValidationError,
} from '@mro/rules';
import { ApiError, badRequest, notFound, ok } from '../../http/envelope.ts';
import { canWrite, ownerKeyOf } from '../../files/access.ts';
import { checkContent, removeStored, storeBytes, type Stored } from '../../files/store.ts';
import { fileInfos, groupRows, newFileId, type GroupRow } from '../../files/listing.ts';
import { fail, field, readUploadInput } from '../../files/uploadInput.ts';
import type { UploadSessions } from '../../files/uploadSessions.ts';
import type { FileServices } from './services.ts';
import { fileRepository } from '../../domains/files/repository.ts';

/**
 * Checks and stores the created files, applies the deletions, and answers the group(s).
 * `each` puts every created file in a group of its own (upload-each).
 */
export async function upload(
  services: FileServices,
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
  each: boolean,
) {
  const { ctx, rulesOf, sessions, chunkedMax } = services;
  const files = fileRepository(ctx.db);
  const owner = ownerKeyOf(request, reply, ctx.config.production)!;
  const firstRules = await rulesOf(FILE_BUSINESS_CODE_DEFAULT);
  const input = await readUploadInput(
    request,
    firstRules.maxFileBytes ?? UPLOAD_FILE_LIMIT_BYTES,
    firstRules.maxTotalBytes ?? UPLOAD_TOTAL_LIMIT_BYTES,
  );
  const rules = await rulesOf(input.fileBusCd);
  const maxFile = rules.maxFileBytes ?? 5 * 1024 * 1024;
  if (input.created.length + input.deleted.length === 0) throw badRequest({ files: field('ACMCM0002') });
  if (input.created.length > CHUNK_MAX_FILES) throw fail('MROFL0005', { max: CHUNK_MAX_FILES });
  if (each && input.athFileId) throw fail('MROCM0011');

  let kept: GroupRow[] = [];
  if (input.athFileId) {
    kept = await groupRows(ctx, input.athFileId);
    if (!kept.length || !canWrite(request, kept[0]!)) throw notFound();
  }
  for (const d of input.deleted) {
    const target = await files.liveFile(d.athFileId, d.athFileSeq);
    if (!target || !canWrite(request, target)) throw notFound();
    if (!each && d.athFileId !== input.athFileId) throw fail('MROCM0011');
  }
  const deletedKeys = new Set(input.deleted.map((d) => `${d.athFileId}-${d.athFileSeq}`));
  kept = kept.filter((r) => !deletedKeys.has(`${r.ath_file_id}-${r.ath_file_seq}`));

  // Sizes of chunk-sourced files come from their upload; their per-file limit is the chunked one.
  const uploads = new Map<string, Awaited<ReturnType<UploadSessions['committed']>>>();
  for (const c of input.created) if (c.uuid) uploads.set(c.uuid, await sessions.committed(c.uuid, owner));
  const candidates = input.created.map((c) => ({
    name: c.uuid ? uploads.get(c.uuid)!.file_name : c.fileName,
    size: c.bytes ? c.bytes.length : Number(uploads.get(c.uuid!)!.total_file_size),
  }));
  const errors: Record<string, ValidationError> = {};
  input.created.forEach((c, i) => {
    if (c.bytes && c.bytes.length > maxFile) errors[`files.${i}`] = field('ACMCM0024', { max: { bytes: maxFile } });
  });
  const violations = checkFiles(
    candidates,
    each ? [] : kept.map((r) => ({ name: r.orgn_file_nm, size: Number(r.file_size) })),
    { ...rules, maxFileBytes: Math.max(maxFile, chunkedMax) },
  );
  for (const [i, v] of violations) errors[`files.${i}`] ??= field(v.code, v.params);
  if (Object.keys(errors).length) throw badRequest(errors);

  // Content by magic bytes, then store under generated names.
  const stored: (Stored & { fileName: string; imgFomCd: string | null; uuid?: string })[] = [];
  try {
    for (const [i, c] of input.created.entries()) {
      if (c.bytes) {
        try {
          checkContent(c.fileName, c.bytes);
        } catch (error) {
          if (error instanceof ApiError) throw badRequest({ [`files.${i}`]: field(error.code, error.params) });
          throw error;
        }
        stored.push({ ...(await storeBytes(ctx, c.bytes)), fileName: c.fileName, imgFomCd: c.imgFomCd ?? null });
      } else {
        const u = uploads.get(c.uuid!)!;
        stored.push({
          storeNm: u.store_nm!,
          size: Number(u.total_file_size),
          sha256: u.sha256 ?? '',
          fileName: u.file_name,
          imgFomCd: c.imgFomCd ?? null,
          uuid: u.uuid,
        });
      }
    }
  } catch (error) {
    for (const s of stored) if (!s.uuid) await removeStored(ctx, s.storeNm);
    throw error;
  }

  const now = ctx.now();
  const cpCd = request.user?.cpCd ?? null;
  const groups = await files.saveGroup({
    athFileId: input.athFileId ?? null,
    each,
    deleted: input.deleted,
    files: stored.map((s) => ({
      fileName: s.fileName,
      storeNm: s.storeNm,
      size: s.size,
      fileExt: fileExtension(s.fileName),
      sha256: s.sha256,
      imgFomCd: s.imgFomCd,
      ...(s.uuid ? { uuid: s.uuid } : {}),
    })),
    newGroupId: newFileId,
    row: (s) => ({
      orgn_file_nm: s.fileName.split(/[\\/]/).pop()!.slice(0, 255),
      store_nm: s.storeNm,
      file_size: s.size,
      file_ext: s.fileExt,
      sha256: s.sha256,
      file_bus_cd: input.fileBusCd,
      img_fom_cd: s.imgFomCd,
      owner_key: owner,
      cp_cd: cpCd,
      public_yn: 'N',
      deleted_at: null,
      created_at: now,
    }),
    now,
  });
  const rows = (await Promise.all(groups.map((id) => groupRows(ctx, id)))).flat();
  return ok({
    athFileId: groups[0] ?? null,
    athFileInfos: fileInfos(ctx, rows, prefix, request.locale),
  });
}

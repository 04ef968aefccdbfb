// Files (spec 001 §7): plain upload and upload-each, chunked upload (chunk, resume, commit), file
// list with the hash key k, copy, temp files and download by token; each also under /anonymous
// for the main system and visitors. Every name, size and byte is checked with the same
// @mro/rules file rules as the file loader, plus magic bytes and zip limits on the server.
import { createReadStream } from 'node:fs';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  CHUNK_MAX_FILES,
  CHUNK_SIZE_BYTES,
  FILE_BUSINESS_CODE_DEFAULT,
  UPLOAD_FILE_LIMIT_BYTES,
  UPLOAD_TOTAL_LIMIT_BYTES,
  checkFiles,
  fileExtension,
  fileNameViolation,
  fileRulesFromRow,
  formatFileSize,
  type FileRuleOptions,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, forbidden, notFound, ok } from '../http/envelope.ts';
import { bodyOf, text } from '../http/request.ts';
import { accessTokenOf } from '../auth/guard.ts';
import { fileKeyOf } from '../auth/tokens.ts';
import { canRead, canWrite, checkDownloadToken, ownerKeyOf } from '../files/access.ts';
import {
  chunkList,
  partHead,
  promotePart,
  readPart,
  recordChunk,
  removeChunks,
  RunningHashes,
  writeChunk,
} from '../files/chunks.ts';
import {
  checkContent,
  checkContentHead,
  removeStored,
  storeBytes,
  storePath,
  zipViolation,
  type Stored,
} from '../files/store.ts';
import { sha256Pooled } from '../files/hash.ts';
import { fileInfos, groupRows as listGroup, newFileId, type GroupRow } from '../files/listing.ts';

export { newFileId };
import type { Locale } from '../http/locale.ts';

const FILE_ID = /^F[0-9A-F]{24}$/;
const UUID = /^[A-Za-z0-9_-]{8,64}$/;
const BUS_CD = /^[A-Z0-9_]{1,20}$/;

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987); no quotes or controls pass. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const field = (code: string, params = {}): ValidationError => ({ rule: 'is', code, params });
const fail = (code: string, params = {}) => new ApiError(400, 'VALIDATION', code, params);

interface Created {
  fileName: string;
  bytes?: Buffer;
  uuid?: string;
  imgFomCd?: string | null;
}

interface UploadInput {
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

export function fileRoutes(ctx: AppContext) {
  const { db } = ctx;
  const chunkedMax = ctx.config.chunkedMaxFileBytes;
  const maxChunks = Math.ceil(chunkedMax / CHUNK_SIZE_BYTES);
  const running = new RunningHashes(ctx, CHUNK_SIZE_BYTES);
  /**
   * Open uploads this process has checked recently (owner, sizes, name): a chunk within a minute of
   * the last check skips the database; the row's updated_at (the 24-hour expiry) is touched at
   * most once a minute. The database stays the authority: every miss or stale entry asks it.
   */
  const openUploads = new Map<string, { owner: string; size: number; count: number; name: string; at: number }>();

  /** File rules change rarely (code rows): kept for a minute, not read again for every chunk. */
  const ruleCache = new Map<string, { at: number; rules: FileRuleOptions }>();
  async function rulesOf(fileBusCd: string): Promise<FileRuleOptions> {
    const now = ctx.now().getTime();
    const cached = ruleCache.get(fileBusCd);
    if (cached && Math.abs(now - cached.at) < 60_000) return cached.rules;
    const rules = await readRules(fileBusCd);
    if (ruleCache.size > 100) ruleCache.clear();
    ruleCache.set(fileBusCd, { at: now, rules });
    return rules;
  }

  async function readRules(fileBusCd: string): Promise<FileRuleOptions> {
    const row = await db
      .selectFrom('common_code')
      .select(['cd', 'use_ps_def_cn1', 'use_ps_def_cn2', 'use_ps_def_cn3'])
      .where('cd_lst_id', '=', 'FILE_RULE')
      .where('cd', 'in', [fileBusCd, FILE_BUSINESS_CODE_DEFAULT])
      .execute();
    const own = row.find((r) => r.cd === fileBusCd) ?? row.find((r) => r.cd === FILE_BUSINESS_CODE_DEFAULT);
    return own
      ? fileRulesFromRow({
          cd: own.cd,
          usePsDefCn1: own.use_ps_def_cn1,
          usePsDefCn2: own.use_ps_def_cn2,
          usePsDefCn3: own.use_ps_def_cn3,
        })
      : {};
  }

  /**
   * The call's fields and files. A file is refused as soon as it passes `maxFileBytes` and the call
   * as soon as its files pass `maxTotalBytes`, before the rest is read: memory per call stays under
   * the total (10 MB), however large the body (the error handler then closes the connection).
   */
  async function readInput(request: FastifyRequest, maxFileBytes: number, maxTotalBytes: number): Promise<UploadInput> {
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

  const groupRows = (athFileId: string) => listGroup(ctx, athFileId);
  const infos = (rows: readonly GroupRow[], prefix: string, locale: Locale) => fileInfos(ctx, rows, prefix, locale);

  /** The caller's committed chunked upload, or MROFL0004. */
  async function committedUpload(uuid: string, owner: string | null) {
    const upload = await db.selectFrom('upload').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    if (!upload || upload.owner_key !== owner || upload.status !== 'COMMITTED' || !upload.store_nm) {
      throw new ApiError(400, 'VALIDATION', 'MROFL0004');
    }
    return upload;
  }

  /**
   * Checks and stores the created files, applies the deletions, and answers the group(s).
   * `each` puts every created file in a group of its own (upload-each).
   */
  async function upload(request: FastifyRequest, reply: FastifyReply, prefix: string, each: boolean) {
    const owner = ownerKeyOf(request, reply, ctx.config.production)!;
    const firstRules = await rulesOf(FILE_BUSINESS_CODE_DEFAULT);
    const input = await readInput(
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
      kept = await groupRows(input.athFileId);
      if (!kept.length || !canWrite(request, kept[0]!)) throw notFound();
    }
    for (const d of input.deleted) {
      const target = await db
        .selectFrom('attach_file')
        .select(['owner_key', 'cp_cd', 'public_yn'])
        .where('ath_file_id', '=', d.athFileId)
        .where('ath_file_seq', '=', d.athFileSeq)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!target || !canWrite(request, target)) throw notFound();
      if (!each && d.athFileId !== input.athFileId) throw fail('MROCM0011');
    }
    const deletedKeys = new Set(input.deleted.map((d) => `${d.athFileId}-${d.athFileSeq}`));
    kept = kept.filter((r) => !deletedKeys.has(`${r.ath_file_id}-${r.ath_file_seq}`));

    // Sizes of chunk-sourced files come from their upload; their per-file limit is the chunked one.
    const uploads = new Map<string, Awaited<ReturnType<typeof committedUpload>>>();
    for (const c of input.created) if (c.uuid) uploads.set(c.uuid, await committedUpload(c.uuid, owner));
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
    const groups = await db.transaction().execute(async (tx) => {
      for (const d of input.deleted) {
        await tx
          .updateTable('attach_file')
          .set({ deleted_at: now })
          .where('ath_file_id', '=', d.athFileId)
          .where('ath_file_seq', '=', d.athFileSeq)
          .execute();
      }
      const ids: string[] = [];
      let groupId = input.athFileId ?? newFileId();
      let seq = input.athFileId
        ? Number(
            (
              await tx
                .selectFrom('attach_file')
                .select((eb) => eb.fn.max('ath_file_seq').as('m'))
                .where('ath_file_id', '=', groupId)
                .executeTakeFirst()
            )?.m ?? 0,
          )
        : 0;
      for (const s of stored) {
        if (each) {
          groupId = newFileId();
          seq = 0;
        }
        seq += 1;
        await tx
          .insertInto('attach_file')
          .values({
            ath_file_id: groupId,
            ath_file_seq: seq,
            orgn_file_nm: s.fileName.split(/[\\/]/).pop()!.slice(0, 255),
            store_nm: s.storeNm,
            file_size: s.size,
            file_ext: fileExtension(s.fileName),
            sha256: s.sha256,
            file_bus_cd: input.fileBusCd,
            img_fom_cd: s.imgFomCd,
            owner_key: owner,
            cp_cd: cpCd,
            public_yn: 'N',
            deleted_at: null,
            created_at: now,
          })
          .execute();
        if (s.uuid)
          await tx
            .updateTable('upload')
            .set({ status: 'ATTACHED', updated_at: now })
            .where('uuid', '=', s.uuid)
            .execute();
        if (!ids.includes(groupId)) ids.push(groupId);
      }
      if (!each && !ids.length && input.athFileId) ids.push(input.athFileId);
      return ids;
    });
    const rows = (await Promise.all(groups.map(groupRows))).flat();
    return ok({
      athFileId: groups[0] ?? null,
      athFileInfos: infos(rows, prefix, request.locale),
    });
  }

  /** At most one sweep a minute from the upload calls (the timer sweeps every 10 minutes too). */
  let lastSweep = 0;
  async function maybeSweep(now: Date) {
    if (Math.abs(now.getTime() - lastSweep) < 60_000) return;
    lastSweep = now.getTime();
    await sweep(now);
  }

  /** Abandoned uploads: uncommitted (or committed but never attached) past the expiry. */
  async function sweep(now: Date) {
    const before = new Date(now.getTime() - ctx.config.uploadExpiryMs);
    const stale = await db
      .selectFrom('upload')
      .select(['uuid', 'status', 'store_nm'])
      .where('status', 'in', ['OPEN', 'COMMITTED'])
      .where('updated_at', '<', before)
      .execute();
    for (const u of stale) {
      openUploads.delete(u.uuid);
      running.drop(u.uuid);
      await removeChunks(ctx, u.uuid);
      if (u.status === 'COMMITTED' && u.store_nm) await removeStored(ctx, u.store_nm);
      await db.deleteFrom('upload').where('uuid', '=', u.uuid).execute();
    }
    return stale.length;
  }

  return async function routes(app: FastifyInstance) {
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(ctx.now()).catch((e: unknown) => app.log.error(e)), 10 * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });

    for (const prefix of ['', '/anonymous']) {
      const config: FastifyContextConfig = prefix ? { access: 'public' } : {};
      // Anonymous uploads are limited per IP; signed-in ones are accountable to a user.
      const routeConfig: FastifyContextConfig = prefix
        ? { ...config, rateLimit: { max: 300, timeWindow: 60_000 } }
        : config;

      app.post(`${prefix}/file/upload`, { config: routeConfig }, (request, reply) =>
        upload(request, reply, prefix, false),
      );
      app.post(`${prefix}/file/upload-each`, { config: routeConfig }, (request, reply) =>
        upload(request, reply, prefix, true),
      );

      // One chunk: multipart fields uuid, chunkIndex, totalChunkCount, totalFileSize, fileName,
      // chunkSha256 (hex), fileBusCd, then the chunk's bytes. Sending a chunk again replaces it.
      app.post(`${prefix}/file/upload/chunk`, { config: routeConfig }, async (request, reply) => {
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
        if (count !== Math.ceil(size / CHUNK_SIZE_BYTES) || count > maxChunks || index >= count)
          throw fail('MROCM0011');
        const expected = index < count - 1 ? CHUNK_SIZE_BYTES : size - CHUNK_SIZE_BYTES * (count - 1);
        if (bytes.length !== expected) throw fail('MROCM0011');
        const nameViolation = fileNameViolation(fileName, (await rulesOf(fileBusCd)).accept);
        if (nameViolation) throw fail(nameViolation.code, nameViolation.params);
        const digest = await sha256Pooled(bytes);
        if (!/^[0-9a-f]{64}$/i.test(fields.chunkSha256 ?? '') || fields.chunkSha256!.toLowerCase() !== digest) {
          throw fail('MROFL0001');
        }
        const now = ctx.now();
        await maybeSweep(now);
        const known = openUploads.get(uuid);
        const fresh =
          known &&
          known.owner === owner &&
          Math.abs(now.getTime() - known.at) < 60_000 &&
          known.size === size &&
          known.count === count &&
          known.name === fileName;
        if (!fresh) {
          // One statement creates the upload or touches it, only for its owner: no row back means
          // somebody else's uuid.
          const row = await db
            .insertInto('upload')
            .values({
              uuid,
              owner_key: owner,
              file_name: fileName,
              total_file_size: size,
              total_chunk_count: count,
              status: 'OPEN',
              store_nm: null,
              sha256: null,
              created_at: now,
              updated_at: now,
            })
            .onConflict((oc) =>
              oc
                .column('uuid')
                .doUpdateSet({ updated_at: now })
                .where('upload.owner_key', '=', owner)
                .where('upload.status', '=', 'OPEN'),
            )
            .returningAll()
            .executeTakeFirst();
          if (!row) {
            openUploads.delete(uuid);
            const other = await db
              .selectFrom('upload')
              .select(['owner_key'])
              .where('uuid', '=', uuid)
              .executeTakeFirst();
            if (!other || other.owner_key !== owner) throw new ApiError(404, 'NOT_FOUND', 'MROFL0004');
            throw fail('MROCM0011'); // already committed
          }
          if (Number(row.total_file_size) !== size || row.total_chunk_count !== count || row.file_name !== fileName) {
            throw fail('MROCM0011');
          }
          if (openUploads.size > 10_000) openUploads.clear();
          openUploads.set(uuid, { owner, size, count, name: fileName, at: now.getTime() });
        }
        await writeChunk(ctx, uuid, index * CHUNK_SIZE_BYTES, bytes);
        await recordChunk(ctx, uuid, index, digest);
        await running.add(uuid, index, bytes, digest);
        return ok({ uuid, chunkIndex: index, sha256: digest });
      });

      // Resume: which chunks the server already holds.
      app.get(`${prefix}/file/upload/chunk`, { config }, async (request) => {
        const uuid = text(request.query as Record<string, unknown>, 'uuid');
        if (!UUID.test(uuid)) throw fail('MROCM0011');
        const owner = ownerKeyOf(request, null);
        const row = await db
          .selectFrom('upload')
          .select(['owner_key', 'status'])
          .where('uuid', '=', uuid)
          .executeTakeFirst();
        if (row && row.owner_key !== owner) throw new ApiError(404, 'NOT_FOUND', 'MROFL0004');
        const chunks = row?.status === 'OPEN' ? [...(await chunkList(ctx, uuid)).keys()].sort((a, b) => a - b) : [];
        return ok({ uuid, status: row?.status ?? null, receivedChunks: chunks });
      });

      app.post(`${prefix}/file/upload/commit`, { config: routeConfig }, async (request) => {
        const body = bodyOf(request.body);
        const uuid = text(body, 'uuid');
        const size = Number(body.totalFileSize);
        const count = Number(body.totalChunkCount);
        if (!UUID.test(uuid) || !Number.isSafeInteger(size) || !Number.isSafeInteger(count)) throw fail('MROCM0011');
        const owner = ownerKeyOf(request, null);
        const now = ctx.now();
        await maybeSweep(now);
        const row = await db.selectFrom('upload').selectAll().where('uuid', '=', uuid).executeTakeFirst();
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
        openUploads.delete(uuid);
        const stored = await promotePart(ctx, uuid, await running.digest(uuid, count));
        await db
          .updateTable('upload')
          .set({ status: 'COMMITTED', store_nm: stored.storeNm, sha256: stored.sha256, updated_at: now })
          .where('uuid', '=', uuid)
          .execute();
        return ok({
          uuid,
          filePath: `temp/${uuid}`,
          fileName: row.file_name,
          fileSizeNum: size,
          sha256: stored.sha256,
        });
      });

      app.get<{ Params: { id: string } }>(`${prefix}/temp-files/:id`, { config }, async (request) => {
        if (!UUID.test(request.params.id)) throw notFound();
        const owner = ownerKeyOf(request, null);
        const row = await db.selectFrom('upload').selectAll().where('uuid', '=', request.params.id).executeTakeFirst();
        if (!row || row.owner_key !== owner || row.status !== 'COMMITTED') throw notFound();
        const size = Number(row.total_file_size);
        return ok({
          files: [
            {
              uuid: row.uuid,
              fileName: row.file_name,
              filePath: `temp/${row.uuid}`,
              fileSizeNum: size,
              byte: formatFileSize(size, request.locale),
              fileStatus: 'created',
            },
          ],
        });
      });

      app.get<{ Params: { athFileId: string } }>(`${prefix}/files/:athFileId`, { config }, async (request) => {
        const { athFileId } = request.params;
        if (!FILE_ID.test(athFileId)) throw notFound();
        if (request.user) {
          const k = text(request.query as Record<string, unknown>, 'k');
          if (k !== fileKeyOf(accessTokenOf(request)!)) throw forbidden();
        }
        let rows = await groupRows(athFileId);
        if (!rows.length || !canRead(request, rows[0]!)) throw notFound();
        const name = text(request.query as Record<string, unknown>, 'orgnFileNm');
        if (name) rows = rows.filter((r) => r.orgn_file_nm === name);
        return ok({ athFileId, files: infos(rows, prefix, request.locale) });
      });

      app.get<{ Params: { athFileId: string } }>(
        `${prefix}/files/:athFileId/copy`,
        { config },
        async (request, reply) => {
          const { athFileId } = request.params;
          if (!FILE_ID.test(athFileId)) throw notFound();
          const rows = await groupRows(athFileId);
          if (!rows.length || !canRead(request, rows[0]!)) throw notFound();
          const owner = ownerKeyOf(request, reply, ctx.config.production)!;
          const copyId = newFileId();
          const now = ctx.now();
          await db
            .insertInto('attach_file')
            .values(
              rows.map((r, i) => ({
                ...r,
                ath_file_id: copyId,
                ath_file_seq: i + 1,
                file_size: Number(r.file_size),
                owner_key: owner,
                cp_cd: request.user?.cpCd ?? null,
                public_yn: 'N' as const,
                created_at: now,
              })),
            )
            .execute();
          return ok({ athFileId: copyId });
        },
      );

      // The signed token is the authorization (a link the browser opens, a plain GET without the
      // portal's headers, `<a download>` included), on both prefixes.
      app.get<{ Params: { ref: string } }>(
        `${prefix}/file/:ref`,
        { config: { access: 'public', noSystemHeader: true } },
        async (request, reply) => {
          const match = /^(F[0-9A-F]{24})-(\d{1,6})$/.exec(request.params.ref);
          if (!match) throw notFound();
          const [, athFileId, seqText] = match;
          const seq = Number(seqText);
          const token = text(request.query as Record<string, unknown>, 'token');
          if (!checkDownloadToken(ctx, athFileId!, seq, token)) throw notFound();
          const row = await db
            .selectFrom('attach_file')
            .select(['store_nm', 'orgn_file_nm', 'file_size'])
            .where('ath_file_id', '=', athFileId!)
            .where('ath_file_seq', '=', seq)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!row) throw notFound();
          return reply
            .header('content-type', 'application/octet-stream')
            .header('content-disposition', contentDisposition(row.orgn_file_nm))
            .header('content-length', String(row.file_size))
            .header('cache-control', 'private, no-store')
            .send(createReadStream(storePath(ctx, row.store_nm)));
        },
      );
    }
  };
}

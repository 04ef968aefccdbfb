// A file group once stored (spec 001 §7): a committed chunked upload's temporary entry, the
// group's list (asked with the session's file key `k` when signed in), a copy of the group for
// the caller, and the download by a signed token (the link is the authorization: a plain GET
// the browser opens, without the portal's headers). Cost: one indexed query each; a download
// streams the stored file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatFileSize } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { accessTokenOf } from '../../auth/guard.ts';
import { fileKeyOf } from '../../auth/tokens.ts';
import { forbidden, notFound, ok } from '../../http/envelope.ts';
import { contentDisposition } from '../../http/disposition.ts';
import { canRead, checkDownloadToken, ownerKeyOf } from '../../files/access.ts';
import { fileInfos, groupRows, newFileId } from '../../files/listing.ts';
import { readStored } from '../../files/store.ts';
import { FILE_ID, UUID } from '../../files/uploadInput.ts';
import { fileRepository } from '../../domains/files/repository.ts';

/** A committed chunked upload, before a plain upload attaches it. */
export async function tempFile(ctx: AppContext, request: FastifyRequest, params: { id: string }) {
  if (!UUID.test(params.id)) throw notFound();
  const owner = ownerKeyOf(request, null);
  const row = await fileRepository(ctx.db).upload(params.id);
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
        fileStatus: 'created' as const,
      },
    ],
  });
}

/** The group's live files, with their download links. */
export async function listGroup(
  ctx: AppContext,
  request: FastifyRequest,
  prefix: string,
  { athFileId }: { athFileId: string },
  query: { k: string; orgnFileNm: string },
) {
  if (!FILE_ID.test(athFileId)) throw notFound();
  if (request.user) {
    const k = query.k;
    if (k !== fileKeyOf(accessTokenOf(request)!)) throw forbidden();
  }
  let rows = await groupRows(ctx, athFileId);
  if (!rows.length || !canRead(request, rows[0]!)) throw notFound();
  const name = query.orgnFileNm;
  if (name) rows = rows.filter((r) => r.orgn_file_nm === name);
  return ok({ athFileId, files: fileInfos(ctx, rows, prefix, request.locale) });
}

/** A copy of a group the caller may read, owned by the caller. */
export async function copyGroup(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { athFileId }: { athFileId: string },
) {
  if (!FILE_ID.test(athFileId)) throw notFound();
  const rows = await groupRows(ctx, athFileId);
  if (!rows.length || !canRead(request, rows[0]!)) throw notFound();
  const owner = ownerKeyOf(request, reply, ctx.config.production)!;
  const copyId = newFileId();
  const now = ctx.now();
  await fileRepository(ctx.db).addFiles(
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
  );
  return ok({ athFileId: copyId });
}

/** One file by its signed token. */
export async function download(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { ref: string },
  query: { token: string },
) {
  const match = /^(F[0-9A-F]{24})-(\d{1,6})$/.exec(params.ref);
  if (!match) throw notFound();
  const [, athFileId, seqText] = match;
  const seq = Number(seqText);
  const token = query.token;
  if (!checkDownloadToken(ctx, athFileId!, seq, token)) throw notFound();
  const row = await fileRepository(ctx.db).storedFile(athFileId!, seq);
  if (!row) throw notFound();
  const bytes = await readStored(ctx, row.store_nm);
  if (!bytes) throw notFound();
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(row.orgn_file_nm))
    .header('content-length', String(row.file_size))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

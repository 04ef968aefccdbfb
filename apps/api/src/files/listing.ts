// A file group's live files and how a client sees them: names, sizes in the caller's language and
// a download link whose short-lived token is the authorization (files/access.ts). Used by the
// file list calls and by the board posts that carry attachments. Cost: one indexed query per group.
import { randomBytes } from 'node:crypto';
import { formatFileSize } from '@mro/rules';
import type { AppContext } from '../context.ts';
import type { Locale } from '@mro/contract';
import { downloadToken } from './access.ts';

/** A new file group id (`F` and 24 hex digits). */
export const newFileId = () => `F${randomBytes(12).toString('hex').toUpperCase()}`;

/** The group's files not deleted, in order. */
export async function groupRows(ctx: AppContext, athFileId: string) {
  return ctx.db
    .selectFrom('attach_file')
    .selectAll()
    .where('ath_file_id', '=', athFileId)
    .where('deleted_at', 'is', null)
    .orderBy('ath_file_seq')
    .execute();
}

export type GroupRow = Awaited<ReturnType<typeof groupRows>>[number];

/** The spec's file entries; `prefix` is '' or '/anonymous' (the download path the caller may use). */
export function fileInfos(ctx: AppContext, rows: readonly GroupRow[], prefix: string, locale: Locale) {
  return rows.map((r) => {
    const token = downloadToken(ctx, r.ath_file_id, r.ath_file_seq);
    const size = Number(r.file_size);
    return {
      athFileId: r.ath_file_id,
      athFileSeq: r.ath_file_seq,
      orgnFileNm: r.orgn_file_nm,
      name: r.orgn_file_nm,
      fileSizeNum: size,
      byte: formatFileSize(size, locale),
      fileStatus: 'none' as const,
      imgFomCd: r.img_fom_cd,
      token,
      downloadUrl: `/imk/api${prefix}/file/${r.ath_file_id}-${r.ath_file_seq}?token=${encodeURIComponent(token)}`,
    };
  });
}

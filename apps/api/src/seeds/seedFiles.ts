// Demo attachments: a small PDF per reference-room post (board PDS), public (anyone who may read
// the post may download it), and the buyer's photo report on the newest return requests. Run once,
// right after the first seed, since it needs the file store. Cost: fourteen small files.
import { storeBytes } from '../files/store.ts';
import { newFileId } from '../files/listing.ts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';

/** A one-page PDF whose page says `line` (ASCII). */
export function tinyPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const FILES: Record<string, { name: string; line: string }> = {
  '공급사 소싱 가이드': { name: '공급사 소싱 가이드.pdf', line: 'MRO supplier sourcing guide' },
  '구매사 이용 매뉴얼': { name: '구매사 이용 매뉴얼.pdf', line: 'MRO buyer manual' },
};

/**
 * A one-file group of a one-page PDF, stored like an upload, and the record that points at it
 * (`link`, in the same transaction). Returns nothing: the group exists once `link` has run.
 */
async function storeDemoPdf(
  ctx: AppContext,
  file: { name: string; line: string; owner: string; cpCd: string | null; public: boolean },
  link: (tx: Kysely<Database>, athFileId: string) => Promise<unknown>,
): Promise<void> {
  const stored = await storeBytes(ctx, tinyPdf(file.line));
  const athFileId = newFileId();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('attach_file')
      .values({
        ath_file_id: athFileId,
        ath_file_seq: 1,
        orgn_file_nm: file.name,
        store_nm: stored.storeNm,
        file_size: stored.size,
        file_ext: 'pdf',
        sha256: stored.sha256,
        file_bus_cd: 'ST',
        img_fom_cd: null,
        owner_key: file.owner,
        cp_cd: file.cpCd,
        public_yn: file.public ? 'Y' : 'N',
        deleted_at: null,
        created_at: ctx.now(),
      })
      .execute();
    await link(tx, athFileId);
  });
}

export async function seedBoardFiles(ctx: AppContext): Promise<void> {
  const posts = await ctx.db
    .selectFrom('board_post')
    .select(['ntcn_id', 'titl_cn'])
    .where('rpre_brd_id', '=', 'PDS')
    .where('ath_file_id', 'is', null)
    .where('titl_cn', 'in', Object.keys(FILES))
    .execute();
  for (const post of posts) {
    await storeDemoPdf(ctx, { ...FILES[post.titl_cn]!, owner: 'system', cpCd: null, public: true }, (tx, athFileId) =>
      tx.updateTable('board_post').set({ ath_file_id: athFileId }).where('ntcn_id', '=', post.ntcn_id).execute(),
    );
  }
}

/**
 * Demo attachments of return requests (decision 0022): the buyer's photo report, a one-page PDF,
 * on the twelve newest requests, owned by the requester's company. The supplier the request is
 * addressed to reads them through the request's detail (its download links).
 */
export async function seedReturnFiles(ctx: AppContext): Promise<void> {
  const requests = await ctx.db
    .selectFrom('return_request')
    .select(['rtn_no', 'cp_cd', 'req_user_id'])
    .where('ath_file_id', 'is', null)
    .orderBy('req_dt', 'desc')
    .orderBy('rtn_no', 'desc')
    .limit(12)
    .execute();
  for (const r of requests) {
    const file = {
      name: `불량 사진 ${r.rtn_no}.pdf`,
      line: `Return ${r.rtn_no}: photos of the goods`,
      owner: `u:${r.req_user_id}`,
      cpCd: r.cp_cd,
      public: false,
    };
    await storeDemoPdf(ctx, file, (tx, athFileId) =>
      tx.updateTable('return_request').set({ ath_file_id: athFileId }).where('rtn_no', '=', r.rtn_no).execute(),
    );
  }
}

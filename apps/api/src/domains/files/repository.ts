// Files' data (spec 001 §7): upload sessions' rows, a group's files added, copied and deleted, a
// stored file by its reference. (A group's live rows: files/listing.ts; who owns what:
// files/access.ts and files/ownership.ts.)
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttachFileTable } from '../../db/tables/files.ts';

export interface NewFile {
  fileName: string;
  storeNm: string;
  size: number;
  fileExt: string;
  sha256: string;
  imgFomCd: string | null;
  /** The chunked upload it came from (marked attached). */
  uuid?: string;
}

export function fileRepository(db: Kysely<Database>) {
  return {
    upload(uuid: string) {
      return db.selectFrom('upload').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    async commitUpload(uuid: string, stored: { storeNm: string; sha256: string }, now: Date) {
      await db
        .updateTable('upload')
        .set({ status: 'COMMITTED', store_nm: stored.storeNm, sha256: stored.sha256, updated_at: now })
        .where('uuid', '=', uuid)
        .execute();
    },

    /** A live file's owner, company and visibility (who may change it). */
    liveFile(athFileId: string, seq: number) {
      return db
        .selectFrom('attach_file')
        .select(['owner_key', 'cp_cd', 'public_yn'])
        .where('ath_file_id', '=', athFileId)
        .where('ath_file_seq', '=', seq)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** A live file's stored name, original name and size (a download). */
    storedFile(athFileId: string, seq: number) {
      return db
        .selectFrom('attach_file')
        .select(['store_nm', 'orgn_file_nm', 'file_size'])
        .where('ath_file_id', '=', athFileId)
        .where('ath_file_seq', '=', seq)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async addFiles(rows: Insertable<AttachFileTable>[]) {
      await db.insertInto('attach_file').values(rows).execute();
    },

    /**
     * One upload call, in one transaction: the deleted files marked, then the new files added to
     * `athFileId` (after its last sequence) or to a new group, or each to a group of its own;
     * chunked uploads marked attached. Returns the groups touched.
     */
    saveGroup(input: {
      athFileId: string | null;
      each: boolean;
      deleted: { athFileId: string; athFileSeq: number }[];
      files: NewFile[];
      newGroupId: () => string;
      row: (file: NewFile) => Omit<Insertable<AttachFileTable>, 'ath_file_id' | 'ath_file_seq'>;
      now: Date;
    }): Promise<string[]> {
      const { now } = input;
      return db.transaction().execute(async (tx) => {
        for (const d of input.deleted) {
          await tx
            .updateTable('attach_file')
            .set({ deleted_at: now })
            .where('ath_file_id', '=', d.athFileId)
            .where('ath_file_seq', '=', d.athFileSeq)
            .execute();
        }
        const ids: string[] = [];
        let groupId = input.athFileId ?? input.newGroupId();
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
        for (const s of input.files) {
          if (input.each) {
            groupId = input.newGroupId();
            seq = 0;
          }
          seq += 1;
          await tx
            .insertInto('attach_file')
            .values({ ...input.row(s), ath_file_id: groupId, ath_file_seq: seq })
            .execute();
          if (s.uuid)
            await tx
              .updateTable('upload')
              .set({ status: 'ATTACHED', updated_at: now })
              .where('uuid', '=', s.uuid)
              .execute();
          if (!ids.includes(groupId)) ids.push(groupId);
        }
        if (!input.each && !ids.length && input.athFileId) ids.push(input.athFileId);
        return ids;
      });
    },
  };
}

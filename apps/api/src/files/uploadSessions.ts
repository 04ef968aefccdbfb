// Chunked uploads in progress (spec 001 §7, decision 0013): who owns each, which this process has
// checked lately, the running hash of its chunks, and the sweep of the abandoned ones. A chunk's
// owner check and the upload's creation are one statement (an upsert that answers nothing for
// somebody else's uuid); an upload checked within the last minute skips the database, and its
// updated_at (the 24-hour expiry) is touched at most once a minute. The database stays the
// authority: every miss or stale entry asks it. Cost: one upsert per upload per minute; at most
// 10,000 open uploads remembered.
import { CHUNK_SIZE_BYTES } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/envelope.ts';
import { RunningHashes, removeChunks } from './chunks.ts';
import { removeStored } from './store.ts';
import { fail } from './uploadInput.ts';

export interface UploadSessions {
  /** The running SHA-256 of each upload's chunks (the commit's digest without reading them again). */
  running: RunningHashes;
  /**
   * The caller's open upload of this file, created on its first chunk: MROFL0004 (404) for
   * somebody else's uuid, MROCM0011 for one already committed or announced with other sizes.
   */
  open(upload: { uuid: string; owner: string; size: number; count: number; name: string }, now: Date): Promise<void>;
  /** Forgets an upload this process remembered (committed, or swept). */
  forget(uuid: string): void;
  /** The caller's committed chunked upload, or MROFL0004. */
  committed(uuid: string, owner: string | null): Promise<CommittedUpload>;
  /** At most one sweep a minute from the upload calls. */
  maybeSweep(now: Date): Promise<void>;
  /** Abandoned uploads: uncommitted (or committed but never attached) past the expiry; answers how many. */
  sweep(now: Date): Promise<number>;
}

type CommittedUpload = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

const findUpload = (ctx: AppContext, uuid: string) =>
  ctx.db.selectFrom('upload').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export function uploadSessions(ctx: AppContext): UploadSessions {
  const { db } = ctx;
  const running = new RunningHashes(ctx, CHUNK_SIZE_BYTES);
  const known = new Map<string, { owner: string; size: number; count: number; name: string; at: number }>();
  let lastSweep = 0;

  async function sweep(now: Date) {
    const before = new Date(now.getTime() - ctx.config.uploadExpiryMs);
    const stale = await db
      .selectFrom('upload')
      .select(['uuid', 'status', 'store_nm'])
      .where('status', 'in', ['OPEN', 'COMMITTED'])
      .where('updated_at', '<', before)
      .execute();
    for (const u of stale) {
      known.delete(u.uuid);
      running.drop(u.uuid);
      await removeChunks(ctx, u.uuid);
      if (u.status === 'COMMITTED' && u.store_nm) await removeStored(ctx, u.store_nm);
      await db.deleteFrom('upload').where('uuid', '=', u.uuid).execute();
    }
    return stale.length;
  }

  return {
    running,
    async open({ uuid, owner, size, count, name }, now) {
      const seen = known.get(uuid);
      const fresh =
        seen &&
        seen.owner === owner &&
        Math.abs(now.getTime() - seen.at) < 60_000 &&
        seen.size === size &&
        seen.count === count &&
        seen.name === name;
      if (fresh) return;
      // One statement creates the upload or touches it, only for its owner: no row back means
      // somebody else's uuid.
      const row = await db
        .insertInto('upload')
        .values({
          uuid,
          owner_key: owner,
          file_name: name,
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
        known.delete(uuid);
        const other = await db.selectFrom('upload').select(['owner_key']).where('uuid', '=', uuid).executeTakeFirst();
        if (!other || other.owner_key !== owner) throw new ApiError(404, 'NOT_FOUND', 'MROFL0004');
        throw fail('MROCM0011'); // already committed
      }
      if (Number(row.total_file_size) !== size || row.total_chunk_count !== count || row.file_name !== name) {
        throw fail('MROCM0011');
      }
      if (known.size > 10_000) known.clear();
      known.set(uuid, { owner, size, count, name, at: now.getTime() });
    },
    forget(uuid) {
      known.delete(uuid);
    },
    async committed(uuid, owner) {
      const upload = await findUpload(ctx, uuid);
      if (!upload || upload.owner_key !== owner || upload.status !== 'COMMITTED' || !upload.store_nm) {
        throw new ApiError(400, 'VALIDATION', 'MROFL0004');
      }
      return upload;
    },
    async maybeSweep(now) {
      if (Math.abs(now.getTime() - lastSweep) < 60_000) return;
      lastSweep = now.getTime();
      await sweep(now);
    },
    sweep,
  };
}

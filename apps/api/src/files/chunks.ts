// Chunked uploads on disk: each upload has a part file the chunks are written into at their offsets
// and a sidecar list of the chunks it holds (one appended line per stored chunk: index and SHA-256),
// so that storing a chunk costs no database write. The upload's row (owner, sizes, status) stays in
// the database. While chunks arrive, the whole file's SHA-256 is computed in order (chunks that
// arrive early are read back from the part file when their turn comes), so the commit needs
// neither to read the file again nor to hash it; a server restarted in between, or a chunk sent
// again with other bytes, falls back to hashing the part file at the commit.
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { appendFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { CONTENT_HEAD_BYTES, sharedStore, storeDir, storePath, storeTry, type Stored } from './store.ts';

export const chunkDir = (ctx: AppContext) => join(ctx.config.fileDir, 'chunks');
const partPath = (ctx: AppContext, uuid: string) => join(chunkDir(ctx), `${uuid}.part`);
const listPath = (ctx: AppContext, uuid: string) => join(chunkDir(ctx), `${uuid}.chunks`);

/**
 * Stores a chunk: in the part file and its list, or, in the shared store (FILE_STORE=postgres,
 * decision 0052), as one row any instance reads (a chunk sent again replaces its row).
 */
export async function storeChunk(
  ctx: AppContext,
  uuid: string,
  index: number,
  offset: number,
  bytes: Buffer,
  sha256: string,
): Promise<void> {
  if (!sharedStore(ctx)) {
    await writeChunk(ctx, uuid, offset, bytes);
    await recordChunk(ctx, uuid, index, sha256);
    return;
  }
  await storeTry(() =>
    ctx.db
      .insertInto('upload_part')
      .values({ uuid, chunk_index: index, sha256, bytes })
      .onConflict((oc) => oc.columns(['uuid', 'chunk_index']).doUpdateSet({ sha256, bytes }))
      .execute(),
  );
}

/** Writes a chunk's bytes at its offset in the upload's part file. */
export async function writeChunk(ctx: AppContext, uuid: string, offset: number, bytes: Buffer): Promise<void> {
  await mkdir(chunkDir(ctx), { recursive: true });
  const handle = await open(partPath(ctx, uuid), constants.O_WRONLY | constants.O_CREAT, 0o600);
  try {
    await handle.write(bytes, 0, bytes.length, offset);
  } finally {
    await handle.close();
  }
}

/** Records a written chunk (appends are atomic for a line this short, so parallel chunks do not clash). */
export const recordChunk = (ctx: AppContext, uuid: string, index: number, sha256: string) =>
  appendFile(listPath(ctx, uuid), `${index} ${sha256}\n`, { mode: 0o600 });

/** The chunks an upload holds: index → SHA-256 (a chunk sent again: its last record). */
export async function chunkList(ctx: AppContext, uuid: string): Promise<Map<number, string>> {
  if (sharedStore(ctx)) {
    const rows = await storeTry(() =>
      ctx.db.selectFrom('upload_part').select(['chunk_index', 'sha256']).where('uuid', '=', uuid).execute(),
    );
    return new Map(rows.map((r) => [r.chunk_index, r.sha256]));
  }
  let text: string;
  try {
    text = await readFile(listPath(ctx, uuid), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const list = new Map<number, string>();
  for (const line of text.split('\n')) {
    const match = /^(\d+) ([0-9a-f]{64})$/.exec(line);
    if (match) list.set(Number(match[1]), match[2]!);
  }
  return list;
}

/** The part file's size and first bytes (for the content check). */
export async function partHead(ctx: AppContext, uuid: string): Promise<{ size: number; head: Buffer }> {
  if (sharedStore(ctx)) {
    const row = await storeTry(() =>
      ctx.db
        .selectFrom('upload_part')
        .select([
          sql<string>`sum(length(bytes))`.as('size'),
          sql<Buffer | null>`(array_agg(substring(bytes from 1 for ${CONTENT_HEAD_BYTES}) ORDER BY chunk_index))[1]`.as(
            'head',
          ),
        ])
        .where('uuid', '=', uuid)
        .executeTakeFirst(),
    );
    return { size: Number(row?.size ?? 0), head: row?.head ?? Buffer.alloc(0) };
  }
  const handle = await open(partPath(ctx, uuid), 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, CONTENT_HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    return { size, head };
  } finally {
    await handle.close();
  }
}

export async function readPart(ctx: AppContext, uuid: string): Promise<Buffer> {
  if (!sharedStore(ctx)) return readFile(partPath(ctx, uuid));
  const row = await storeTry(() =>
    ctx.db
      .selectFrom('upload_part')
      .select(sql<Buffer>`string_agg(bytes, ''::bytea ORDER BY chunk_index)`.as('bytes'))
      .where('uuid', '=', uuid)
      .executeTakeFirst(),
  );
  return row?.bytes ?? Buffer.alloc(0);
}

async function hashPart(ctx: AppContext, uuid: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(partPath(ctx, uuid))) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/** Moves a checked part file into the store under a generated name. */
export async function promotePart(ctx: AppContext, uuid: string, sha256: string | null): Promise<Stored> {
  if (sharedStore(ctx)) return promoteShared(ctx, uuid);
  await mkdir(storeDir(ctx), { recursive: true });
  const digest = sha256 ?? (await hashPart(ctx, uuid));
  const { size } = await stat(partPath(ctx, uuid));
  const storeNm = randomUUID();
  await rename(partPath(ctx, uuid), storePath(ctx, storeNm));
  await rm(listPath(ctx, uuid), { force: true });
  return { storeNm, size, sha256: digest };
}

/**
 * The shared store's commit: the chunks joined into one stored file and removed, in one statement
 * inside the database (no byte crosses to this process; its SHA-256 computed there): it happens
 * whole or not at all, whichever instance received which chunk.
 */
async function promoteShared(ctx: AppContext, uuid: string): Promise<Stored> {
  const storeNm = randomUUID();
  const { rows } = await storeTry(() =>
    sql<{ size: number; sha256: string }>`
      WITH parts AS (
        DELETE FROM upload_part WHERE uuid = ${uuid} RETURNING chunk_index, bytes
      ), joined AS (
        INSERT INTO file_blob (store_nm, bytes)
        SELECT ${storeNm}, string_agg(bytes, ''::bytea ORDER BY chunk_index) FROM parts
        RETURNING bytes
      )
      SELECT length(bytes) AS size, encode(sha256(bytes), 'hex') AS sha256 FROM joined`.execute(ctx.db),
  );
  const row = rows[0];
  if (!row) throw new Error(`upload ${uuid} has no chunks`);
  return { storeNm, size: Number(row.size), sha256: row.sha256 };
}

export const removeChunks = async (ctx: AppContext, uuid: string) => {
  if (sharedStore(ctx)) await ctx.db.deleteFrom('upload_part').where('uuid', '=', uuid).execute();
  else await Promise.all([rm(partPath(ctx, uuid), { force: true }), rm(listPath(ctx, uuid), { force: true })]);
};

interface Running {
  hash: Hash;
  /** The next chunk index the hash needs. */
  next: number;
  /** Chunks written (this process's and, read once, earlier ones'): index → SHA-256. */
  held: Map<number, string>;
  /** A chunk before `next` was replaced by other bytes: hash the part file at the commit. */
  broken: boolean;
  /** Serializes the updates of one upload. */
  queue: Promise<void>;
  touched: number;
}

/** At most this many uploads keep a running hash; the oldest beyond it fall back to hashing at commit. */
const MAX_RUNNING = 500;

/** The whole-file SHA-256 of each open upload, computed while its chunks arrive. */
export class RunningHashes {
  readonly #uploads = new Map<string, Running>();

  constructor(
    private readonly ctx: AppContext,
    private readonly chunkSize: number,
  ) {}

  /** Feeds a stored chunk (its bytes are in hand); hashes every chunk now in order. */
  add(uuid: string, index: number, bytes: Buffer, sha256: string): Promise<void> {
    // The shared store's chunks reach several instances: the database hashes at the commit.
    if (sharedStore(this.ctx)) return Promise.resolve();
    let running = this.#uploads.get(uuid);
    const fresh = !running;
    if (!running) {
      running = {
        hash: createHash('sha256'),
        next: 0,
        held: new Map(),
        broken: false,
        queue: Promise.resolve(),
        touched: 0,
      };
      this.#uploads.set(uuid, running);
      this.#bound();
    }
    const r = running;
    r.touched = Date.now();
    const step = async () => {
      // A server restarted mid-upload learns the chunks written before from the list once.
      if (fresh) for (const [i, digest] of await chunkList(this.ctx, uuid)) if (!r.held.has(i)) r.held.set(i, digest);
      if (index < r.next && r.held.get(index) !== sha256) r.broken = true;
      r.held.set(index, sha256);
      if (r.broken) return;
      while (r.held.has(r.next)) {
        if (r.next === index) r.hash.update(bytes);
        else r.hash.update(await this.#readChunk(uuid, r.next));
        r.next += 1;
      }
    };
    r.queue = r.queue.then(step, step);
    return r.queue;
  }

  /** The whole file's SHA-256 when every one of `count` chunks went into it in order, else null. */
  async digest(uuid: string, count: number): Promise<string | null> {
    const r = this.#uploads.get(uuid);
    if (!r) return null;
    await r.queue.catch(() => undefined);
    this.#uploads.delete(uuid);
    return !r.broken && r.next === count ? r.hash.digest('hex') : null;
  }

  drop(uuid: string) {
    this.#uploads.delete(uuid);
  }

  async #readChunk(uuid: string, index: number): Promise<Buffer> {
    const handle = await open(partPath(this.ctx, uuid), 'r');
    try {
      const buffer = Buffer.alloc(this.chunkSize);
      const { bytesRead } = await handle.read(buffer, 0, this.chunkSize, index * this.chunkSize);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  #bound() {
    if (this.#uploads.size <= MAX_RUNNING) return;
    const oldest = [...this.#uploads].sort((a, b) => a[1].touched - b[1].touched)[0];
    if (oldest) this.#uploads.delete(oldest[0]);
  }
}

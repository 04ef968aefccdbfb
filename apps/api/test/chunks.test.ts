import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { chunkList, promotePart, recordChunk, RunningHashes, writeChunk } from '../src/files/chunks.ts';

const dir = mkdtempSync(join(tmpdir(), 'mro-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ctx = { config: { fileDir: dir } } as unknown as AppContext;
const SIZE = 10;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const file = Buffer.from(Array.from({ length: 45 }, (_, i) => (i * 31) % 251));
const chunk = (i: number) => file.subarray(i * SIZE, Math.min(file.length, (i + 1) * SIZE));
const COUNT = Math.ceil(file.length / SIZE);

/** Stores chunk i as the route does: write, record, feed the running hash. */
async function store(hashes: RunningHashes, uuid: string, i: number, bytes = chunk(i)) {
  await writeChunk(ctx, uuid, i * SIZE, bytes);
  await recordChunk(ctx, uuid, i, sha(bytes));
  await hashes.add(uuid, i, bytes, sha(bytes));
}

describe('chunk lists and the running whole-file hash', () => {
  it('hashes chunks arriving out of order, reading early ones back from the part file', async () => {
    const hashes = new RunningHashes(ctx, SIZE);
    const uuid = randomUUID();
    await Promise.all([3, 1, 4, 0, 2].map((i) => store(hashes, uuid, i)));
    expect([...(await chunkList(ctx, uuid)).keys()].sort()).toEqual([0, 1, 2, 3, 4]);
    const digest = await hashes.digest(uuid, COUNT);
    expect(digest).toBe(sha(file));
    const stored = await promotePart(ctx, uuid, digest);
    expect(stored).toMatchObject({ size: file.length, sha256: sha(file) });
    expect((await chunkList(ctx, uuid)).size).toBe(0);
  });

  it('gives no digest while chunks are missing', async () => {
    const hashes = new RunningHashes(ctx, SIZE);
    const uuid = randomUUID();
    await store(hashes, uuid, 0);
    await store(hashes, uuid, 2);
    expect(await hashes.digest(uuid, COUNT)).toBeNull();
  });

  it('a chunk sent again with other bytes makes the commit hash the part file instead', async () => {
    const hashes = new RunningHashes(ctx, SIZE);
    const uuid = randomUUID();
    for (let i = 0; i < COUNT; i += 1) await store(hashes, uuid, i, i === 1 ? Buffer.alloc(SIZE, 7) : chunk(i));
    await store(hashes, uuid, 1); // the right bytes replace the wrong ones
    expect(await hashes.digest(uuid, COUNT)).toBeNull();
    const stored = await promotePart(ctx, uuid, null);
    expect(stored.sha256).toBe(sha(file));
  });

  it('a restarted server learns the chunks written before it from the list', async () => {
    const uuid = randomUUID();
    const before = new RunningHashes(ctx, SIZE);
    await store(before, uuid, 0);
    await store(before, uuid, 1);
    const after = new RunningHashes(ctx, SIZE);
    for (let i = 2; i < COUNT; i += 1) await store(after, uuid, i);
    expect(await after.digest(uuid, COUNT)).toBe(sha(file));
  });

  it('the list keeps the last record of a chunk and ignores torn lines', async () => {
    const uuid = randomUUID();
    await recordChunk(ctx, uuid, 0, 'a'.repeat(64));
    await recordChunk(ctx, uuid, 0, 'b'.repeat(64));
    await writeChunk(ctx, uuid, 0, Buffer.from('x'));
    const { appendFile } = await import('node:fs/promises');
    await appendFile(join(dir, 'chunks', `${uuid}.chunks`), '1 abc');
    expect([...(await chunkList(ctx, uuid))]).toEqual([[0, 'b'.repeat(64)]]);
    expect((await chunkList(ctx, randomUUID())).size).toBe(0);
  });
});

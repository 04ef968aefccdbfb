// An in-memory file server for stories, answering the same contract as apps/api's file calls
// (upload with created/deleted entries, chunk, resume, commit, download), so the file loader's
// stories run the real @mro/upload client with no network. `failShare` fails that share of chunk
// requests with 503 (seeded), to show retries.
import { checkFiles, fileNameViolation } from '@mro/rules';
import type { AttachedFile, Transport, TransportResponse } from '@mro/upload';

interface Stored {
  seq: number;
  name: string;
  bytes: Uint8Array;
}

const json = (data: unknown, status = 200): TransportResponse => ({
  ok: status < 400,
  status,
  headers: { get: () => null },
  json: async () =>
    status < 400
      ? { isSuccess: true, data, error: null }
      : { isSuccess: false, data: null, error: { errorCode: data, errorMessage: String(data), fieldErros: [] } },
  blob: async () => new Blob([]),
});

export function createFileServer(options: { failShare?: number; delayMs?: number } = {}) {
  const groups = new Map<string, Stored[]>();
  const uploads = new Map<string, { name: string; size: number; chunks: Map<number, Uint8Array> }>();
  let seed = 11;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  let nextId = 1;
  const wait = () => new Promise((r) => setTimeout(r, options.delayMs ?? 0));

  const info = (id: string, f: Stored): AttachedFile => ({
    athFileId: id,
    athFileSeq: f.seq,
    orgnFileNm: f.name,
    name: f.name,
    fileSizeNum: f.bytes.length,
    byte: `${f.bytes.length} B`,
    fileStatus: 'none',
    imgFomCd: null,
    token: `t-${id}-${f.seq}`,
    downloadUrl: `/file/${id}-${f.seq}`,
  });

  const seedGroup = (files: { name: string; text: string }[]): string => {
    const id = `F${String(nextId++).padStart(24, '0')}`;
    groups.set(
      id,
      files.map((f, i) => ({ seq: i + 1, name: f.name, bytes: new TextEncoder().encode(f.text) })),
    );
    return id;
  };

  const transport: Transport = async (url, init) => {
    await wait();
    const path = url.replace(/^.*\/imk\/api(\/anonymous)?/, '');
    const body = init.body instanceof FormData ? init.body : null;
    if (path === '/file/upload/chunk' && init.method === 'POST' && body) {
      if (options.failShare && random() < options.failShare) return json('APUQM0029', 503);
      const uuid = String(body.get('uuid'));
      const upload = uploads.get(uuid) ?? {
        name: String(body.get('fileName')),
        size: Number(body.get('totalFileSize')),
        chunks: new Map(),
      };
      uploads.set(uuid, upload);
      upload.chunks.set(Number(body.get('chunkIndex')), new Uint8Array(await (body.get('file') as Blob).arrayBuffer()));
      return json({ uuid });
    }
    if (path.startsWith('/file/upload/chunk?')) {
      const uuid = new URLSearchParams(path.split('?')[1]).get('uuid') ?? '';
      const upload = uploads.get(uuid);
      return json({
        uuid,
        status: upload ? 'OPEN' : null,
        receivedChunks: upload ? [...upload.chunks.keys()].sort((a, b) => a - b) : [],
      });
    }
    if (path === '/file/upload/commit') {
      const { uuid, totalChunkCount } = JSON.parse(String(init.body)) as { uuid: string; totalChunkCount: number };
      const upload = uploads.get(uuid);
      if (!upload || upload.chunks.size !== totalChunkCount) return json('MROFL0002', 400);
      return json({ uuid, filePath: `temp/${uuid}`, fileName: upload.name, fileSizeNum: upload.size, sha256: '' });
    }
    if ((path === '/file/upload' || path === '/file/upload-each') && body) {
      const id = String(body.get('athFileId') ?? '') || `F${String(nextId++).padStart(24, '0')}`;
      const group = [...(groups.get(id) ?? [])];
      const list = JSON.parse(String(body.get('files') ?? '[]')) as Record<string, unknown>[];
      const kept = group.filter((g) => !list.some((l) => l.fileStatus === 'deleted' && l.athFileSeq === g.seq));
      const parts = body.getAll('file').filter((p): p is File => typeof p !== 'string');
      const named = [
        ...parts.map((p) => ({ name: p.name, size: p.size })),
        ...list
          .filter((l) => l.fileStatus === 'created')
          .map((l) => ({ name: String(l.fileName), size: uploads.get(String(l.uuid))?.size ?? 0 })),
      ];
      const refused = [
        ...checkFiles(
          named,
          kept.map((k) => ({ name: k.name, size: k.bytes.length })),
        ).values(),
      ][0];
      const blocked = named.map((n) => fileNameViolation(n.name)).find(Boolean);
      if (refused ?? blocked) return json((refused ?? blocked)!.code, 400);
      let seq = Math.max(0, ...group.map((g) => g.seq));
      for (const p of parts) kept.push({ seq: ++seq, name: p.name, bytes: new Uint8Array(await p.arrayBuffer()) });
      for (const l of list.filter((x) => x.fileStatus === 'created')) {
        const upload = uploads.get(String(l.uuid))!;
        const bytes = new Uint8Array(upload.size);
        let offset = 0;
        for (const i of [...upload.chunks.keys()].sort((a, b) => a - b)) {
          bytes.set(upload.chunks.get(i)!, offset);
          offset += upload.chunks.get(i)!.length;
        }
        kept.push({ seq: ++seq, name: upload.name, bytes });
      }
      groups.set(id, kept);
      return json({ athFileId: id, athFileInfos: kept.map((f) => info(id, f)) });
    }
    const download = /^\/file\/(F\d+)-(\d+)/.exec(path);
    if (download) {
      const file = groups.get(download[1]!)?.find((f) => f.seq === Number(download[2]));
      if (!file) return json('MROCM0010', 404);
      return {
        ...json(null),
        headers: {
          get: (name: string) =>
            name.toLowerCase() === 'content-disposition'
              ? `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}`
              : null,
        },
        blob: async () => new Blob([new Uint8Array(file.bytes)]),
      };
    }
    return json('MROCM0010', 404);
  };

  return { transport, seedGroup, groups, list: (id: string) => (groups.get(id) ?? []).map((f) => info(id, f)) };
}

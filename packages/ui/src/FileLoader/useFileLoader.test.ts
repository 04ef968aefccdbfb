import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { AttachedFile, UploadClient } from '@mro/upload';
import { createResumeStore, resumeKey, useFileLoader } from './useFileLoader';
import { createMemoryStorage } from '../storage/storedItem';

const attached = (seq: number, name: string): AttachedFile => ({
  athFileId: 'F1',
  athFileSeq: seq,
  orgnFileNm: name,
  name,
  fileSizeNum: 100,
  byte: '100 B',
  fileStatus: 'none',
  imgFomCd: null,
  token: 't',
  downloadUrl: '/x',
});
const pick = (name: string, size = 10) => new File([new Uint8Array(size)], name);

function fakeClient(fail?: { chunked?: boolean; plain?: boolean }) {
  const upload = vi.fn(async (req: Parameters<UploadClient['upload']>[0]) => {
    if (fail?.plain) throw Object.assign(new Error('x'), { code: 'APUQM0029' });
    return {
      athFileId: 'F1',
      athFileInfos: [
        attached(2, 'kept.pdf'),
        ...(req.files ?? []).map((f, i) => attached(10 + i, f.name)),
        ...(req.committed ?? []).map((c, i) => attached(20 + i, c.fileName)),
      ],
    };
  });
  const uploadChunked = vi.fn(
    async (
      file: File,
      opts?: { onProgress?: (p: { loaded: number; total: number; chunksDone: number; chunkCount: number }) => void },
    ) => {
      opts?.onProgress?.({ loaded: file.size / 2, total: file.size, chunksDone: 1, chunkCount: 2 });
      if (fail?.chunked) throw Object.assign(new Error('x'), { code: 'MROFL0001' });
      return { uuid: 'u1', filePath: 'temp/u1', fileName: file.name, fileSizeNum: file.size, sha256: 'x' };
    },
  );
  const download = vi.fn(async (file: { orgnFileNm: string }) => ({
    blob: new Blob(['x']),
    fileName: file.orgnFileNm,
  }));
  return { upload, uploadChunked, download };
}

describe('useFileLoader', () => {
  it('adds, refuses with codes, deletes and is dirty until saved', async () => {
    const onRefused = vi.fn();
    const client = fakeClient();
    const { result } = renderHook(() =>
      useFileLoader({
        initialFiles: [attached(1, 'old.pdf'), attached(2, 'kept.pdf')],
        athFileId: 'F1',
        client,
        onRefused,
        chunkThreshold: 50,
      }),
    );
    expect(result.current.dirty).toBe(false);
    act(() => void result.current.add([pick('small.pdf'), pick('big.pdf', 80), pick('bad.exe')]));
    expect(onRefused).toHaveBeenCalledWith([{ name: 'bad.exe', code: 'PICMCM0011', params: { extension: 'exe' } }]);
    act(() => void result.current.remove('F1-1'));
    expect(result.current.dirty).toBe(true);
    expect(result.current.visibleRows).toBe(3);
    await act(async () => void (await result.current.save()));
    expect(client.uploadChunked).toHaveBeenCalledTimes(1);
    const request = client.upload.mock.calls[0]![0];
    expect(request.files!.map((f) => f.name)).toEqual(['small.pdf']);
    expect(request.committed!.map((c) => c.fileName)).toEqual(['big.pdf']);
    expect(request.deleted).toEqual([{ athFileId: 'F1', athFileSeq: 1, fileName: 'old.pdf' }]);
    expect(result.current.files.every((f) => f.status === 'none')).toBe(true);
    expect(result.current.deleted).toEqual([]);
    expect(result.current.dirty).toBe(false);
  });

  it('keeps a file whose transfer failed, with its code, for a retry', async () => {
    const client = fakeClient({ chunked: true });
    const { result } = renderHook(() => useFileLoader({ client, chunkThreshold: 5 }));
    act(() => void result.current.add([pick('big.pdf', 80)]));
    await act(async () => {
      await expect(result.current.save()).rejects.toMatchObject({ code: 'MROFL0001' });
    });
    expect(result.current.files[0]).toMatchObject({ name: 'big.pdf', status: 'created', error: 'MROFL0001' });
    expect(result.current.dirty).toBe(true);
    expect(client.upload).not.toHaveBeenCalled();
  });

  it('download mode saves the checked files under their names, ABYER0004 when none is checked', async () => {
    const client = fakeClient();
    const saveBlob = vi.fn();
    const { result } = renderHook(() =>
      useFileLoader({
        mode: 'download',
        client,
        saveBlob,
        initialFiles: [attached(1, 'a.pdf'), attached(2, '견적서.xlsx')],
      }),
    );
    expect(await result.current.download()).toBe('none-checked');
    act(() => result.current.toggle('F1-2', true));
    expect(await result.current.download()).toBe(1);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '견적서.xlsx');
    act(() => result.current.toggle('F1-2', false));
    expect(result.current.checked.size).toBe(0);
  });

  it('resets to the initial list and edits nothing in download mode', () => {
    const { result } = renderHook(() => useFileLoader({ initialFiles: [attached(1, 'a.pdf')] }));
    act(() => void result.current.add([pick('b.pdf')]));
    act(() => result.current.reset());
    expect(result.current.files.map((f) => f.name)).toEqual(['a.pdf']);
    const download = renderHook(() => useFileLoader({ mode: 'download', initialFiles: [attached(1, 'a.pdf')] }));
    act(() => void download.result.current.add([pick('b.pdf')]));
    act(() => void download.result.current.remove('F1-1'));
    expect(download.result.current.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(download.result.current.canEdit).toBe(false);
  });

  it('a failed final call keeps the committed chunk upload: the retry does not send it again', async () => {
    const client = fakeClient({ plain: true });
    const { result } = renderHook(() => useFileLoader({ client, chunkThreshold: 5, resumeStore: null }));
    act(() => void result.current.add([pick('big.pdf', 80)]));
    await act(async () => {
      await expect(result.current.save()).rejects.toMatchObject({ code: 'APUQM0029' });
    });
    expect(result.current.failure).toBe('APUQM0029');
    client.upload.mockImplementationOnce(async (req) => ({
      athFileId: 'F1',
      athFileInfos: (req.committed ?? []).map((c, i) => attached(20 + i, c.fileName)),
    }));
    await act(async () => void (await result.current.save()));
    expect(client.uploadChunked).toHaveBeenCalledTimes(1);
    expect(client.upload).toHaveBeenCalledTimes(2);
    expect(result.current.failure).toBeNull();
    expect(result.current.files).toMatchObject([{ name: 'big.pdf', status: 'none' }]);
  });

  describe('cancel and resume', () => {
    /** A chunked transfer that starts, reports, then waits until it is released or aborted. */
    function slowClient() {
      const client = fakeClient();
      let release: () => void = () => undefined;
      client.uploadChunked.mockImplementation(async (file, opts) => {
        const o = opts as {
          uuid?: string;
          signal?: AbortSignal;
          onStart?: (uuid: string) => void;
          onProgress?: (p: { loaded: number; total: number; chunksDone: number; chunkCount: number }) => void;
        };
        o.onStart?.(o.uuid ?? 'u-first');
        o.onProgress?.({ loaded: file.size / 4, total: file.size, chunksDone: 1, chunkCount: 4 });
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          o.signal?.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
        });
        return {
          uuid: o.uuid ?? 'u-first',
          filePath: 'temp/x',
          fileName: file.name,
          fileSizeNum: file.size,
          sha256: '',
        };
      });
      return { client, release: () => release() };
    }

    it('cancel stops the transfer: nothing is committed, the file stays marked and the next save resumes it', async () => {
      const { client, release } = slowClient();
      const store = createResumeStore(createMemoryStorage());
      const file = pick('big.pdf', 80);
      const { result } = renderHook(() => useFileLoader({ client, chunkThreshold: 5, resumeStore: store }));
      act(() => void result.current.add([file]));
      let saving!: Promise<unknown>;
      act(() => void (saving = result.current.save()));
      await vi.waitFor(() => expect(result.current.files[0]!.progress).toBe(0.25));
      expect(result.current.saving).toBe(true);
      await act(async () => {
        result.current.cancel();
        await expect(saving).resolves.toBeNull();
      });
      expect(result.current.files[0]).toMatchObject({ cancelled: true, uuid: 'u-first', status: 'created' });
      expect(result.current.failure).toBeNull();
      expect(client.upload).not.toHaveBeenCalled();
      expect(store.get(resumeKey(file, 'ST'))).toBe('u-first');

      act(() => void (saving = result.current.save()));
      await vi.waitFor(() => expect(client.uploadChunked).toHaveBeenCalledTimes(2));
      expect(client.uploadChunked.mock.calls[1]![1]).toMatchObject({ uuid: 'u-first' });
      await act(async () => {
        release();
        await saving;
      });
      expect(client.upload).toHaveBeenCalledTimes(1);
      expect(store.get(resumeKey(file, 'ST'))).toBeUndefined();
    });

    it('after a reload (a new loader) the same file picked again resumes its upload id', async () => {
      const { client } = slowClient();
      const store = createResumeStore(createMemoryStorage());
      const file = new File([new Uint8Array(80)], 'big.pdf', { lastModified: 1_700_000_000_000 });
      const first = renderHook(() => useFileLoader({ client, chunkThreshold: 5, resumeStore: store }));
      act(() => void first.result.current.add([file]));
      act(() => void first.result.current.save().catch(() => undefined));
      await vi.waitFor(() => expect(first.result.current.files[0]!.uuid).toBe('u-first'));
      const signal = (client.uploadChunked.mock.calls[0]![1] as { signal: AbortSignal }).signal;
      first.unmount();
      expect(signal.aborted).toBe(true);

      const second = renderHook(() => useFileLoader({ client, chunkThreshold: 5, resumeStore: store }));
      act(
        () =>
          void second.result.current.add([
            new File([new Uint8Array(80)], 'big.pdf', { lastModified: 1_700_000_000_000 }),
          ]),
      );
      act(() => void second.result.current.save().catch(() => undefined));
      await vi.waitFor(() => expect(client.uploadChunked).toHaveBeenCalledTimes(2));
      expect(client.uploadChunked.mock.calls[1]![1]).toMatchObject({ uuid: 'u-first' });
      second.unmount();
    });

    it('remembers upload ids in sessionStorage by default', () => {
      const store = createResumeStore();
      store.set('upload:ST:1:2:a.pdf', 'u-9');
      expect(sessionStorage.getItem('mro:upload:ST:1:2:a.pdf')).toContain('u-9');
      expect(store.get('upload:ST:1:2:a.pdf')).toBe('u-9');
      store.remove('upload:ST:1:2:a.pdf');
      expect(store.get('upload:ST:1:2:a.pdf')).toBeUndefined();
    });
  });
});

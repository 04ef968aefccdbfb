import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { AttachedFile, UploadClient } from '@mro/upload';
import { useFileLoader } from './useFileLoader';

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
});

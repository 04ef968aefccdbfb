// Signed-in downloads (decision 0061): the client's download sends the call's headers with the
// session's credentials and answers the file under the server's name; a refusal is an envelope
// presented as any call's; the contract's binary calls go through it; saveFile clicks an object
// URL's download link and revokes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalApi } from './api';
import { createHttpClient } from './client';
import { fileNameOf, saveFile } from './download';
import type { HttpFailure } from './failure';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

function server(answer: () => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    seen.push({ url: String(url), init });
    return answer();
  });
  const failures: HttpFailure[] = [];
  const http = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    headers: () => ({ locale: 'KO', 'x-system': 'BY' }),
    isSignedIn: () => true,
    onFailure: (f) => failures.push(f),
  });
  return { http, seen, failures };
}

const file = (disposition: string, headers: Record<string, string> = { 'x-system': 'BY' }) =>
  new Response(BYTES, {
    status: 200,
    headers: { 'content-type': XLSX, 'content-disposition': disposition, ...headers },
  });

describe('fileNameOf', () => {
  it("reads the UTF-8 name first, then the plain one, else the fallback; a path's separators never pass", () => {
    expect(fileNameOf(`attachment; filename="____.xlsx"; filename*=UTF-8''%EC%A3%BC%EB%AC%B8.xlsx`, 'x')).toBe(
      '주문.xlsx',
    );
    expect(fileNameOf('attachment; filename="ORDER_LINES.xlsx"', 'x')).toBe('ORDER_LINES.xlsx');
    expect(fileNameOf('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd", 'x')).toBe('.._.._etc_passwd');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4; filename="ok.xlsx"', 'x')).toBe('ok.xlsx');
    expect(fileNameOf(null, 'ORDER_LINES')).toBe('ORDER_LINES');
    expect(fileNameOf('attachment', 'fallback')).toBe('fallback');
  });
});

describe('HttpClient.download', () => {
  it("sends the call's headers with the credentials and answers the bytes under the server's name", async () => {
    const { http, seen, failures } = server(() =>
      file(`attachment; filename="ORDER_LINES.xlsx"; filename*=UTF-8''ORDER_LINES.xlsx`),
    );
    const result = await http.download('/excel-template/ORDER_LINES');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.fileName).toBe('ORDER_LINES.xlsx');
    expect(new Uint8Array(await result.data.blob.arrayBuffer())).toEqual(BYTES);
    expect(seen[0]!.url).toBe('/imk/api/excel-template/ORDER_LINES');
    expect(seen[0]!.init.credentials).toBe('include');
    expect(seen[0]!.init.headers).toMatchObject({ locale: 'KO', 'x-system': 'BY' });
    expect(failures).toEqual([]);
  });

  it('presents a refusal (an envelope) as any call does, and answers no file', async () => {
    const { http, failures } = server(
      () =>
        new Response(
          JSON.stringify({ isSuccess: false, data: null, error: { errorCode: 'MROCM0010', errorMessage: '없음' } }),
          { status: 404, headers: { 'content-type': 'application/json', 'x-system': 'BY' } },
        ),
    );
    const result = await http.download('/excel-template/NOPE');
    expect(result.ok).toBe(false);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ kind: 'server', status: 404, message: '없음' });
  });

  it('refuses a file answered without the system header, as any answer', async () => {
    const { http, failures } = server(() => file('attachment; filename="a.xlsx"', {}));
    const result = await http.download('/excel-template/ORDER_LINES');
    expect(result.ok).toBe(false);
    expect(failures[0]!.kind).toBe('noSystemHeader');
  });

  it("routes the contract's binary calls through it, the others through call", async () => {
    const { http, seen } = server(() => file('attachment; filename="ORDER_LINES.xlsx"'));
    const api = createPortalApi(http);
    const template = await api.excel.template({ params: { code: 'ORDER_LINES' } });
    expect(template.ok && template.data.fileName).toBe('ORDER_LINES.xlsx');
    expect(seen[0]!.url).toBe('/imk/api/excel-template/ORDER_LINES');
    const call = vi.fn(async () => ({ ok: true as const, data: { requests: [] }, status: 200 }));
    const download = vi.fn();
    await createPortalApi({ call, download } as never).excel.bulkRequests();
    expect(call).toHaveBeenCalledOnce();
    expect(download).not.toHaveBeenCalled();
  });
});

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it("clicks a hidden download link to the blob's object URL, removes it and revokes the URL", async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mro/1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const blob = new Blob([BYTES], { type: XLSX });
    saveFile({ blob, fileName: 'ORDER_LINES.xlsx' });
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: 'blob:mro/1', download: 'ORDER_LINES.xlsx', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    expect(revoked).toHaveBeenCalledWith('blob:mro/1');
  });
});

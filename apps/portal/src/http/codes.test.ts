import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createPortalApi } from './api';
import { createCodeListLoader } from './codes';

function fakeHttp() {
  const get = vi.fn(async (_path: string, params?: Record<string, unknown>) => ({
    ok: true as const,
    status: 200,
    data: {
      codes: (params!.cdLstIds as string[]).map((id) => ({
        cdLstId: id,
        commonCodes: [{ cd: `${id}-1`, cdNm: `${id} ${params!.langCd}` }],
      })),
    },
  }));
  const call = (path: string, options?: { params?: Record<string, unknown> }) => get(path, options?.params);
  return { http: createPortalApi({ call } as never), get };
}

describe('code lists', () => {
  it('asks for the groups of one task in one call, once per language', async () => {
    const { http, get } = fakeHttp();
    const load = createCodeListLoader(http, new QueryClient());
    const [a, b] = await Promise.all([load('CM031', 'ko'), load('CM057', 'ko')]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![1]).toEqual({ cdLstIds: ['CM031', 'CM057'], langCd: 'KO' });
    expect(a[0]!.cdNm).toBe('CM031 KO');
    expect(b[0]!.cd).toBe('CM057-1');
    await load('CM031', 'ko');
    expect(get).toHaveBeenCalledTimes(1);
    const english = await load('CM031', 'en');
    expect(english[0]!.cdNm).toBe('CM031 EN');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('fails the waiting groups when the call fails, and asks again next time', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, failure: { message: 'network.temporary' } })
      .mockResolvedValueOnce({ ok: true, status: 200, data: { codes: [{ cdLstId: 'CM031', commonCodes: [] }] } });
    const load = createCodeListLoader(
      createPortalApi({
        call: (path: string, o?: { params?: Record<string, unknown> }) => get(path, o?.params),
      } as never),
      new QueryClient(),
    );
    await expect(load('CM031', 'ko')).rejects.toThrow('network.temporary');
    await expect(load('CM031', 'ko')).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});

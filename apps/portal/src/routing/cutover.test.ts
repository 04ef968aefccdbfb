import { describe, expect, it, vi } from 'vitest';
import { CUTOVER_RELOADED_KEY, RENEWAL_PATH, checkCutover, cutoverAction, cutoverCheckEnabled } from './cutover';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};
const answering = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('the cutover check (decision 0031)', () => {
  it('truthy is ready, falsy is the renewal notice, a failure reloads once', () => {
    expect(cutoverAction({ ok: true, data: true }, '/login', false)).toBe('ready');
    expect(cutoverAction({ ok: true, data: false }, '/login', false)).toBe('renewal');
    expect(cutoverAction({ ok: true, data: null }, '/by/', false)).toBe('renewal');
    expect(cutoverAction({ ok: false }, '/login', false)).toBe('reload');
    expect(cutoverAction({ ok: false }, '/login', true)).toBe('ready');
    // The notice itself never redirects to itself.
    expect(cutoverAction({ ok: true, data: false }, RENEWAL_PATH, false)).toBe('ready');
  });

  it('asks the server, and notes the reload in the tab so that the next failure draws the portal', async () => {
    const storage = memory();
    const fetch = answering(200, '{"isSuccess":true,"data":false,"error":null}');
    expect(await checkCutover({ fetch, path: '/login', storage })).toBe('renewal');
    expect(fetch).toHaveBeenCalledWith(
      '/imk/api/anonymous/system/cutover',
      expect.objectContaining({ credentials: 'include' }),
    );
    const down = answering(503, 'down');
    expect(await checkCutover({ fetch: down, path: '/login', storage })).toBe('reload');
    expect(storage.getItem(CUTOVER_RELOADED_KEY)).toBe('1');
    expect(await checkCutover({ fetch: down, path: '/login', storage })).toBe('ready');
    expect(storage.getItem(CUTOVER_RELOADED_KEY)).toBeNull();
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await checkCutover({ fetch: offline, path: '/login', storage })).toBe('reload');
    expect(
      await checkCutover({ fetch: answering(200, '{"isSuccess":true,"data":true,"error":null}'), path: '/', storage }),
    ).toBe('ready');
  });

  it('is off unless the build turns it on', () => {
    expect(cutoverCheckEnabled({})).toBe(false);
    expect(cutoverCheckEnabled({ VITE_MRO_CUTOVER_CHECK: 'off' })).toBe(false);
    expect(cutoverCheckEnabled({ VITE_MRO_CUTOVER_CHECK: 'on' })).toBe(true);
  });
});

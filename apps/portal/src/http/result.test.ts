import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createHttpClient } from './client';
import { createPresenter } from './presenter';
import { CallFailure, failureOf, unwrap, wasShown } from './result';
import { canceled } from './failure';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-system': 'BY' },
  });

describe('a failed call is presented once', () => {
  it('unwrap gives the data, or throws the typed failure the presenter was handed', async () => {
    const alert = vi.fn(async () => true);
    const present = createPresenter({ alert, endSession: vi.fn(), leaveToEntry: vi.fn() });
    const http = createHttpClient({
      fetch: async () =>
        answer(500, { isSuccess: false, data: null, error: { errorMessage: 'MRORT0001', fieldErros: [] } }),
      headers: () => ({}),
      isSignedIn: () => true,
      onFailure: present,
    });
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await queries
      .fetchQuery({ queryKey: ['x'], queryFn: async () => unwrap(await http.get('/x')) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallFailure);
    expect(failureOf(error)).toMatchObject({ kind: 'server', message: 'MRORT0001' });
    expect(wasShown(error)).toBe(true);
    // Shown once, by the presenter; the query's error carries it without a second message.
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('MRORT0001');
    expect(unwrap({ ok: true, data: 7, status: 200 })).toBe(7);
  });

  it('a cancel by the user (Esc) was never shown, and an error of another kind is not a call failure', () => {
    const error = new CallFailure(canceled('ABORT'));
    expect(wasShown(error)).toBe(false);
    expect(wasShown(new Error('x'))).toBe(false);
    expect(failureOf(new Error('x'))).toBeNull();
  });

  it('ends the session once for calls that fail together, then leaves after the message', async () => {
    const endSession = vi.fn();
    const leaveToEntry = vi.fn();
    const present = createPresenter({ alert: async () => true, endSession, leaveToEntry });
    const expired = { kind: 'sessionExpired' as const, status: 401, message: 'session.expired', notify: true };
    present(expired);
    present(expired);
    await Promise.resolve();
    await Promise.resolve();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(leaveToEntry).toHaveBeenCalledTimes(1);
  });
});

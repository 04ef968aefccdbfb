/**
 * The API as the contract declares it (@mro/contract, decision 0039), over the portal's client:
 * `api.<domain>.<call>(input, options)` fills the declared path and sends it through
 * `HttpClient.call` (headers, timeouts, loading indicator, presenter), answering the declared
 * response type. A call declared `binary` goes through `HttpClient.download` and answers the
 * file (`DownloadedFile`: bytes and name, saved with `saveFile`; decision 0061). The only place
 * in the portal that hands a path to the client; screens name calls.
 */
import { createApi, type ApiOf, type Contract } from '@mro/contract';
import type { CallOptions, HttpClient } from './client';
import type { DownloadedFile } from './download';
import type { HttpFailure } from './failure';

/** What a call may say besides its input: loading, cancel, silence, excluded statuses, a signal… */
export type ApiCallOptions = Omit<CallOptions, 'method' | 'params' | 'body' | 'bulk'>;

type Declared = ApiOf<Contract, ApiCallOptions, HttpFailure>;
type Answer<R> = R extends { ok: true; data: Uint8Array; status: number }
  ? { ok: true; data: DownloadedFile; status: number }
  : R;
/** The declared calls, a binary answer read as the file it is. */
type Portalized<F> = F extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<Answer<R>> : F;

export type PortalApi = { [D in keyof Declared]: { [N in keyof Declared[D]]: Portalized<Declared[D][N]> } };

export function createPortalApi(http: Pick<HttpClient, 'call' | 'download'>): PortalApi {
  return createApi<ApiCallOptions, HttpFailure>((_call, request, options) => {
    const send = request.responseKind === 'binary' ? http.download : http.call;
    return send(request.path, {
      ...options,
      method: request.method,
      ...(request.bulk ? { bulk: true } : {}),
      ...(request.query ? { params: request.query } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
  }) as unknown as PortalApi;
}

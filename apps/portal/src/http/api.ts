/**
 * The API as the contract declares it (@mro/contract, decision 0039), over the portal's client:
 * `api.<domain>.<call>(input, options)` fills the declared path and sends it through
 * `HttpClient.call` (headers, timeouts, loading indicator, presenter), answering the declared
 * response type. The only place in the portal that hands a path to the client; screens name calls.
 */
import { createApi, type ApiOf, type Contract } from '@mro/contract';
import type { CallOptions, HttpClient } from './client';
import type { HttpFailure } from './failure';

/** What a call may say besides its input: loading, cancel, silence, excluded statuses, a signal… */
export type ApiCallOptions = Omit<CallOptions, 'method' | 'params' | 'body' | 'bulk'>;

export type PortalApi = ApiOf<Contract, ApiCallOptions, HttpFailure>;

export function createPortalApi(http: Pick<HttpClient, 'call'>): PortalApi {
  return createApi<ApiCallOptions, HttpFailure>((_call, request, options) =>
    http.call(request.path, {
      ...options,
      method: request.method,
      ...(request.bulk ? { bulk: true } : {}),
      ...(request.query ? { params: request.query } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
    }),
  );
}

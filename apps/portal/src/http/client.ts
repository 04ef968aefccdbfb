/**
 * The portal's HTTP client without React (spec 000 §7): base `/imk/api` (bulk `/bulk/imk/api`),
 * credentials included, a timeout per call (150 s; bulk 30 minutes), parameters encoded as the
 * spec says (params.ts), the headers `locale`, `x-system`, `x-member-unit-id` and `x-screen-id`,
 * and every answer read through the envelope (envelope.ts) and classified (failure.ts).
 *
 * Contract: `call` never throws for a network or server problem; it resolves `{ ok: true, data }`
 * or `{ ok: false, failure }` after handing the failure to `onFailure` (the presenter shows the
 * message and ends the session where the spec says so). Each call runs through `track` (the
 * shared loading indicator; on by default, `loading: false` per call) and may be `cancelable`
 * (Esc aborts it: a cancel result, no message). `download` is the same call answering a file
 * (download.ts, decision 0061): a refusal is read and presented as any call's. Everything
 * outside is injected: fetch, headers,
 * the session's state, the clock's timers. Cost: one fetch and one body read per call.
 */
import { API_BASE_PATH, API_TIMEOUT_MS, BULK_API_BASE_PATH, BULK_TIMEOUT_MS } from '@mro/rules';
import { readEnvelope } from './envelope';
import { canceled, classifyAnswer, networkFailure, timeoutFailure, type CancelType, type HttpFailure } from './failure';
import { withParams, type Params } from './params';
import { fileNameOf, lastSegment, type DownloadedFile } from './download';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  method?: Method;
  params?: Params;
  /** A plain object is sent as JSON; FormData, URLSearchParams, Blob and strings as they are. */
  body?: unknown;
  /** The bulk base path and the bulk timeout. */
  bulk?: boolean;
  /** Show the shared loading indicator (default true). */
  loading?: boolean;
  /** Esc cancels the call (default false, as the spec's calls). */
  cancelable?: boolean;
  /** Statuses whose error the caller handles without the generic message (login 403, SSO 451). */
  excludeStatus?: readonly number[];
  /** No message whatever happens (background calls: analytics, the session's start). */
  silent?: boolean;
  /** The caller's own cancel. */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export type HttpResult<T> = { ok: true; data: T; status: number } | { ok: false; failure: HttpFailure };

export type Track = <T>(task: (signal: AbortSignal) => Promise<T>, options: { cancelable: boolean }) => Promise<T>;

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** Origin for absolute URLs (tests, another host); default same origin. */
  origin?: string;
  baseUrl?: string;
  bulkBaseUrl?: string;
  timeoutMs?: number;
  bulkTimeoutMs?: number;
  /** The headers of the moment: `locale` (KO/EN), `x-system`, member unit, screen id. */
  headers: () => Record<string, string>;
  /** Whether a session is open (a 401 then means it expired). */
  isSignedIn: () => boolean;
  /** A reason to refuse the call before sending it (the session is known to be over or changed). */
  precheck?: () => CancelType | null;
  /** The loading indicator; without it calls run untracked. */
  track?: Track;
  /** Shows the failure's message and applies its consequence (session end, navigation). */
  onFailure?: (failure: HttpFailure) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface HttpClient {
  call<T = unknown>(path: string, options?: CallOptions): Promise<HttpResult<T>>;
  get<T = unknown>(
    path: string,
    params?: Params,
    options?: Omit<CallOptions, 'params' | 'method'>,
  ): Promise<HttpResult<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<CallOptions, 'body' | 'method'>,
  ): Promise<HttpResult<T>>;
  /** A signed-in file download: the same call, answering the file's bytes and name (decision 0061). */
  download(path: string, options?: CallOptions): Promise<HttpResult<DownloadedFile>>;
  /** The URL a path resolves to (plain links, downloads). */
  url(path: string, options?: { bulk?: boolean; params?: Params }): string;
  /** A fetch with the same headers, credentials and timeouts, for @mro/upload's transport. */
  fetch: typeof fetch;
}

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | null } {
  if (body === undefined || body === null) return { body: undefined, contentType: null };
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  ) {
    return { body: body as BodyInit, contentType: null };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const origin = options.origin ?? '';
  const base = options.baseUrl ?? API_BASE_PATH;
  const bulkBase = options.bulkBaseUrl ?? BULK_API_BASE_PATH;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));

  const url = (path: string, opts: { bulk?: boolean; params?: Params } = {}) =>
    withParams(`${origin}${opts.bulk ? bulkBase : base}${path}`, opts.params);

  /** fetch with a timeout that tells itself apart from the caller's abort. */
  async function timedFetch(
    input: string,
    init: RequestInit,
    timeoutMs: number,
    signals: (AbortSignal | undefined)[],
  ): Promise<{ response: Response } | { failure: HttpFailure }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimer(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const given = signals.filter((s): s is AbortSignal => Boolean(s));
    const onAbort = () => controller.abort();
    for (const s of given) {
      if (s.aborted) controller.abort();
      else s.addEventListener('abort', onAbort, { once: true });
    }
    try {
      const response = await doFetch(input, { ...init, credentials: 'include', signal: controller.signal });
      return { response };
    } catch {
      if (timedOut) return { failure: timeoutFailure() };
      if (controller.signal.aborted) return { failure: canceled('ABORT') };
      return { failure: networkFailure() };
    } finally {
      clearTimer(timer);
      for (const s of given) s.removeEventListener('abort', onAbort);
    }
  }

  async function send<T>(
    path: string,
    callOptions: CallOptions,
    signal: AbortSignal,
    asFile = false,
  ): Promise<HttpResult<T>> {
    const method = callOptions.method ?? 'GET';
    const signedIn = options.isSignedIn();
    const { body, contentType } = encodeBody(callOptions.body);
    const headers: Record<string, string> = {
      ...options.headers(),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...callOptions.headers,
    };
    const timeoutMs =
      callOptions.timeoutMs ??
      (callOptions.bulk ? (options.bulkTimeoutMs ?? BULK_TIMEOUT_MS) : (options.timeoutMs ?? API_TIMEOUT_MS));
    const sent = await timedFetch(
      url(path, { bulk: callOptions.bulk ?? false, params: callOptions.params }),
      { method, headers, ...(body !== undefined ? { body } : {}) },
      timeoutMs,
      [signal, callOptions.signal],
    );
    if ('failure' in sent) return { ok: false, failure: sent.failure };
    const { response } = sent;
    const answerType = response.headers.get('content-type');
    if (asFile && response.ok && !answerType?.includes('json')) {
      // The file itself: checked for the system header as any answer, then read whole.
      const failure = classifyAnswer({
        status: response.status,
        systemHeader: response.headers.get('x-system'),
        envelope: { isSuccess: true, data: null, error: null },
        raw: '',
        signedIn,
        path,
        excludeStatus: callOptions.excludeStatus ?? [],
      });
      if (failure) return { ok: false, failure };
      try {
        const blob = await response.blob();
        const fileName = fileNameOf(response.headers.get('content-disposition'), lastSegment(path));
        return { ok: true, data: { blob, fileName } as T, status: response.status };
      } catch {
        return {
          ok: false,
          failure: signal.aborted || callOptions.signal?.aborted ? canceled('ABORT') : networkFailure(response.status),
        };
      }
    }
    let raw: string;
    try {
      raw = await response.text();
    } catch {
      return {
        ok: false,
        failure: signal.aborted || callOptions.signal?.aborted ? canceled('ABORT') : networkFailure(response.status),
      };
    }
    const envelope = readEnvelope(response.status, answerType, raw);
    const failure = classifyAnswer({
      status: response.status,
      systemHeader: response.headers.get('x-system'),
      envelope,
      raw,
      signedIn,
      path,
      excludeStatus: callOptions.excludeStatus ?? [],
    });
    if (failure) return { ok: false, failure };
    return { ok: true, data: envelope!.data as T, status: response.status };
  }

  async function call<T = unknown>(
    path: string,
    callOptions: CallOptions = {},
    asFile = false,
  ): Promise<HttpResult<T>> {
    const refused = options.precheck?.() ?? null;
    let result: HttpResult<T>;
    if (refused) {
      result = { ok: false, failure: canceled(refused) };
    } else if (options.track && callOptions.loading !== false) {
      result = await options.track((signal) => send<T>(path, callOptions, signal, asFile), {
        cancelable: callOptions.cancelable ?? false,
      });
    } else {
      result = await send<T>(path, callOptions, new AbortController().signal, asFile);
    }
    if (!result.ok && !callOptions.silent) options.onFailure?.(result.failure);
    return result;
  }

  const transport: typeof fetch = async (input, init = {}) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bulk = target.includes(bulkBase);
    const timeoutMs = bulk ? (options.bulkTimeoutMs ?? BULK_TIMEOUT_MS) : (options.timeoutMs ?? API_TIMEOUT_MS);
    const headers = { ...options.headers(), ...(init.headers as Record<string, string> | undefined) };
    const sent = await timedFetch(target, { ...init, headers }, timeoutMs, [init.signal ?? undefined]);
    if ('response' in sent) return sent.response;
    // @mro/upload tells an abort from a network failure by the error's name.
    const error = new Error(sent.failure.message);
    error.name =
      sent.failure.kind === 'canceled' ? 'AbortError' : sent.failure.kind === 'timeout' ? 'TimeoutError' : 'TypeError';
    throw error;
  };

  return {
    call: (path, callOptions) => call(path, callOptions),
    download: (path, callOptions) => call<DownloadedFile>(path, callOptions, true),
    get: (path, params, rest = {}) => call(path, { ...rest, method: 'GET', ...(params ? { params } : {}) }),
    post: (path, body, rest = {}) => call(path, { ...rest, method: 'POST', body }),
    url,
    fetch: transport,
  };
}

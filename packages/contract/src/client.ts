// A typed client over any transport: `createApi(transport).returnRequests.supplierSearch(input)`
// resolves the call's envelope `data` typed from its declaration. The transport (the portal's
// HttpClient, a test's fetch) does the sending; this only fills the path and hands over the parts.
import {
  fillPath,
  pathParamNames,
  type AnyCall,
  type BodyFieldsOf,
  type BodyKind,
  type PathParamNames,
  type QueryFieldsOf,
  type ResponseOf,
} from './call.ts';
import { contract as fullContract, type Contract } from './contract.ts';
import type { Fields, InputOf } from './fields.ts';

export type HttpResult<T, F = unknown> = { ok: true; data: T; status: number } | { ok: false; failure: F };

type ParamsPart<C> = C extends { path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: { [K in PathParamNames<P>]: string | number } }
  : never;
type QueryPart<C> = QueryFieldsOf<C> extends Fields ? { query?: InputOf<QueryFieldsOf<C>> } : { query?: undefined };
type BodyPart<C> =
  BodyFieldsOf<C> extends Fields
    ? { body?: InputOf<BodyFieldsOf<C>> }
    : BodyFieldsOf<C> extends BodyKind
      ? { body: unknown }
      : { body?: undefined };

/** What a call takes: its path parameters, query and body as declared. */
export type CallInput<C> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

type HasRequired<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type Args<C, O> = [HasRequired<CallInput<C>>] extends [never]
  ? [input?: CallInput<C>, options?: O]
  : [input: CallInput<C>, options?: O];

/** A call ready to send: the path with its parameters put in (relative to its base path). */
export interface PreparedCall {
  method: AnyCall['method'];
  path: string;
  /** Under the bulk base path (`/bulk/imk/api`) and its timeout. */
  bulk: boolean;
  /** At the site's root instead of the API base path. */
  root: boolean;
  query: Record<string, unknown> | undefined;
  body: unknown;
  /** `json` (an envelope), or `binary` / `html` / `xml` (not an envelope: use a link or a form instead). */
  responseKind: 'json' | 'binary' | 'html' | 'xml';
}

/** Sends a prepared call; the portal passes its HttpClient here, a test a fetch. */
export type Transport<O = unknown, F = unknown> = (
  call: AnyCall,
  request: PreparedCall,
  options: O | undefined,
) => Promise<HttpResult<unknown, F>>;

export type ApiOf<D extends Record<string, Record<string, AnyCall>>, O, F> = {
  [Domain in keyof D]: {
    [Name in keyof D[Domain]]: (
      ...args: Args<D[Domain][Name], O>
    ) => Promise<HttpResult<ResponseOf<D[Domain][Name]>, F>>;
  };
};

/** The parts of a call with its input: method, filled path, query, body. */
export function prepareCall(
  c: AnyCall,
  input: { params?: Record<string, string | number>; query?: unknown; body?: unknown } = {},
): PreparedCall {
  const names = pathParamNames(c.path);
  return {
    method: c.method,
    path: names.length ? fillPath(c.path, input.params ?? {}) : c.path,
    bulk: Boolean(c.bulk),
    root: Boolean(c.root),
    query: (input.query as Record<string, unknown> | undefined) ?? undefined,
    body: input.body,
    responseKind: c.responseKind ?? 'json',
  };
}

/** The typed client of every declared call (or of `calls`, a part of the contract). */
export function createApi<O = unknown, F = unknown>(transport: Transport<O, F>): ApiOf<Contract, O, F>;
export function createApi<D extends Record<string, Record<string, AnyCall>>, O = unknown, F = unknown>(
  transport: Transport<O, F>,
  calls: D,
): ApiOf<D, O, F>;
export function createApi(
  transport: Transport<unknown, unknown>,
  calls: Record<string, Record<string, AnyCall>> = fullContract,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads give the types
): any {
  const api: Record<
    string,
    Record<string, (input?: object, options?: unknown) => Promise<HttpResult<unknown, unknown>>>
  > = {};
  for (const [domain, domainCalls] of Object.entries(calls)) {
    const bound: (typeof api)[string] = {};
    for (const [name, c] of Object.entries(domainCalls)) {
      bound[name] = (input = {}, options) => transport(c, prepareCall(c, input), options);
    }
    api[domain] = bound;
  }
  return api;
}

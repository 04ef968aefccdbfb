// One call of the API, declared once: method, path (with `:params`), access rule, input fields,
// response type. The server registers its route from it, the portal calls through it, the OpenAPI
// document is written from it.
import type { Fields } from './fields.ts';
import type { Role, SystemCode } from './systems.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: 'public' (anyone; a signed-in caller is still known), or a signed-in user with
 * optional lists of roles and systems (`{}`: any signed-in user). The guard checks it.
 */
export type Access = 'public' | { readonly roles?: readonly Role[]; readonly systems?: readonly AccessSystem[] };
/** A system code of an access rule (typed loosely so a caller's `string` system can be looked up). */
export type AccessSystem = SystemCode | (string & {});

/** Any signed-in user. */
export const SIGNED_IN: Access = {};
export const PUBLIC: Access = 'public';

/**
 * A body that is not JSON: multipart (uploads), a browser's form post (card gateway pages), or an
 * XML document (a procurement system's cXML, read as text by the handler).
 */
export type BodyKind = 'multipart' | 'form' | 'xml';

/** What the call answers: the envelope's `data` (JSON), or bytes/HTML/XML of a media type. */
export type ResponseKind = 'json' | 'binary' | 'html' | 'xml';

/** Type only: a response type carried by a declaration. */
export interface TypeTag<T> {
  readonly __response?: T;
}
/** Declares the response type (the envelope's `data`). */
export const type = <T>(): TypeTag<T> => ({});

/** `/a/:b/c/:d` → 'b' | 'd'. A path ending in `/*` (a folder of files) has the rest as its `*` parameter. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? P extends `${string}/*`
    ? { '*': string }
    : Record<string, never>
  : { [K in PathParamNames<P>]: string };

export interface CallSpec<
  M extends Method = Method,
  P extends string = string,
  Q extends Fields | undefined = Fields | undefined,
  B extends Fields | BodyKind | undefined = Fields | BodyKind | undefined,
  R = unknown,
> {
  method: M;
  /** Under the API base path (`/imk/api`), or the bulk one (`/bulk/imk/api`) when `bulk`. */
  path: P;
  access: Access;
  summary: string;
  query?: Q;
  body?: B;
  response?: TypeTag<R>;
  /** `binary` (a file download), `html` (a page) or `xml` (a cXML document); default json. */
  responseKind?: ResponseKind;
  /** The bulk base path and its 30-minute timeout. */
  bulk?: boolean;
  /** At the site's root, outside the API base path (health, development outbox). */
  root?: boolean;
  /** Called without `x-system` (pages a gateway or a link opens). */
  noSystemHeader?: boolean;
  /** Allowed while the user must first change a temporary password. */
  passwordChange?: boolean;
  /** The call belongs to this system whatever `x-system` says (and needs none): pages opened by address. */
  fixedSystem?: SystemCode;
  /**
   * A signed-in call that takes the token of any system, whatever `x-system` names: the system
   * choice, which re-binds the session to another of the user's systems (decision 0041).
   */
  anySystem?: boolean;
  /** The domain (OpenAPI tag); set by `domain()`. */
  tag?: string;
}

/** A declared call; `call()` keeps every literal type (method, path, fields, response). */
export interface Call<
  M extends Method = Method,
  P extends string = string,
  Q extends Fields | undefined = Fields | undefined,
  B extends Fields | BodyKind | undefined = Fields | BodyKind | undefined,
  R = unknown,
> extends CallSpec<M, P, Q, B, R> {
  /** The declared query fields (undefined: none). */
  query: Q;
  /** The declared body (undefined: none). */
  body: B;
  readonly __call: true;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = Call<Method, string, any, any, any>;

export const call = <
  const M extends Method,
  const P extends string,
  const Q extends Fields | undefined = undefined,
  const B extends Fields | BodyKind | undefined = undefined,
  R = unknown,
>(
  spec: CallSpec<M, P, Q, B, R>,
): Call<M, P, Q, B, R> => ({ ...spec, __call: true }) as Call<M, P, Q, B, R>;

/** A domain's calls, each tagged with the domain's name (OpenAPI tags, logs). */
export function domain<const D extends Record<string, AnyCall>>(name: string, calls: D): D {
  for (const c of Object.values(calls)) c.tag = name;
  return calls;
}

export type ResponseOf<C> =
  C extends Call<Method, string, Fields | undefined, Fields | BodyKind | undefined, infer R> ? R : never;
export type QueryFieldsOf<C> = C extends Call<Method, string, infer Q> ? Q : never;
export type BodyFieldsOf<C> = C extends Call<Method, string, Fields | undefined, infer B> ? B : never;
export type ParamsOf<C> = C extends Call<Method, infer P> ? PathParams<P> : never;

/** The path with its `:params` put in (each encoded); a missing one is an error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path in OpenAPI's form (`{param}`). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');

/** The parameter names of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);

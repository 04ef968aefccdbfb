// The one way a route is registered: from its declaration in @mro/contract. The method, the URL
// and the access rule come from the declaration; the handler receives the declared query, body and
// path parameters already read (text trimmed, lists from repeated or comma-separated keys, a body
// that is not a JSON object refused with MROCM0011) and answers the declared response type.
// Multipart and form-posted calls read their body themselves (streaming); their declaration says
// so (`body: 'multipart'`, or an HTML answer).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { toDateValue, validateAll, type ValidationError } from '@mro/rules';
import {
  SIGNED_IN,
  messagesOf,
  rulesOf,
  type AnyCall,
  type BodyFieldsOf,
  type Envelope,
  type Fields,
  type ParamsOf,
  type ParsedOf,
  type QueryFieldsOf,
  type ResponseOf,
} from '@mro/contract';
import { ApiError, badRequest } from './envelope.ts';
import { bodyOf, list, text } from './request.ts';
import { accessTokenOf } from './accessToken.ts';
import type { CachedAnswer, SharedCache } from '../cache/shared.ts';
import type { AnnouncedTable } from '../cache/announced.ts';

/** What a handler receives. */
export interface RouteInput<C extends AnyCall> {
  query: ParsedOf<QueryFieldsOf<C>>;
  /** The declared JSON body's fields (a multipart body is read from `request`). */
  body: BodyFieldsOf<C> extends Fields ? ParsedOf<BodyFieldsOf<C>> : Record<string, never>;
  params: ParamsOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers: the envelope of the declared data, or the reply it sent itself. */
export type RouteAnswer<C extends AnyCall> = Envelope<ResponseOf<C>> | FastifyReply;

export interface RouteOptions {
  /** The call's own rate limit (sign-in, anonymous uploads…). */
  rateLimit?: RateLimitOptions;
  /**
   * Reference data: the tables the answer is read from. The answer is then kept in memory,
   * serialized once, per URL, locale, system and the caller's role (all it may depend on), sent
   * with an ETag (304 when the client has it), and dropped when any of the tables changes in any
   * instance (cache/shared.ts).
   */
  cache?: readonly AnnouncedTable[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's memory of shared data (cache/shared.ts), decorated by buildApp. */
    sharedCache: SharedCache;
  }
}

/** What a reference answer may depend on: the URL, the locale, the system, the caller's role. */
function answerKey(request: FastifyRequest): string {
  const user = request.user;
  return `${request.url}|${request.locale}|${request.system}|${user ? `${user.system}:${user.custRolCd}` : '-'}`;
}

/** Sends a kept answer, or 304 when the client already holds it. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type FieldErrors = Record<string, ValidationError>;

/** Text read as `text()` does; a value of another type is a field error naming the field (MROCM0011). */
function textOf(values: Record<string, unknown>, name: string, path: string, errors: FieldErrors): string {
  try {
    return text(values, name);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    errors[path] = error.fields[name] ?? { rule: 'is', code: error.code, params: {} };
    return '';
  }
}

/**
 * The declared fields of a query, a body, a row or an object, read as their kinds say (other keys
 * are kept as sent); a value of the wrong type is recorded in `errors` under `prefix` + its name.
 */
export function readFields(
  fields: Fields,
  values: Record<string, unknown>,
  prefix = '',
  errors: FieldErrors = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    switch (field.kind) {
      case 'text':
        out[name] = textOf(values, name, path, errors);
        break;
      case 'optText':
        out[name] =
          values[name] === undefined || values[name] === null ? undefined : textOf(values, name, path, errors);
        break;
      case 'list':
        out[name] = list(values[name] ?? values[`${name}[]`]);
        break;
      case 'day': {
        // One form for the rules and the handler: YYYYMMDD (a day that does not exist stays as
        // sent, and its date_format rule refuses it).
        const value = textOf(values, name, path, errors);
        out[name] = toDateValue(value) ?? value;
        break;
      }
      case 'int':
      case 'flag':
      case 'raw':
      case 'array':
      case 'object':
        out[name] = values[name];
        break;
    }
  }
  return out;
}

/**
 * Reads and checks `fields` (decision 0086, 0103): each declared rule, then each entry of a list
 * and each member of an object as its own field says; refusals go to `errors` named by path
 * (`lines[2].qty`, `params.ordNo`). Whole numbers are handed over as numbers once checked.
 */
function checkFields(
  fields: Fields,
  values: Record<string, unknown>,
  prefix: string,
  errors: FieldErrors,
): Record<string, unknown> {
  const read = readFields(fields, values, prefix, errors);
  const found = validateAll(rulesOf(fields), read, { messages: messagesOf(fields) });
  for (const [name, error] of Object.entries(found)) errors[`${prefix}${name}`] ??= error;
  for (const [name, field] of Object.entries(fields)) {
    if (errors[`${prefix}${name}`]) continue;
    const value = read[name];
    const absent = value === undefined || value === null || value === '';
    if (field.kind === 'int') {
      read[name] = absent ? undefined : Number(value);
    } else if (field.kind === 'flag') {
      read[name] = value === 'Y' || value === 'N' ? value : undefined;
    } else if (field.kind === 'array' && field.of) {
      const of = field.of;
      read[name] = Array.isArray(value)
        ? value.map((item: unknown, index) => {
            const key = `${name}[${index}]`;
            return checkFields({ [key]: of }, { [key]: item }, prefix, errors)[key];
          })
        : undefined;
    } else if (field.kind === 'object' && field.fields) {
      read[name] = isRecord(value) ? checkFields(field.fields, value, `${prefix}${name}.`, errors) : undefined;
    }
  }
  return read;
}

/**
 * The door (decision 0086): the declared fields read as their kinds say, then every declared rule
 * checked (the @mro/rules code the portal runs, conditional rules included, list entries and
 * object members too) before the handler runs; a refusal is a 400 with each failing field's code
 * in `fieldErros`.
 */
export function atTheDoor(fields: Fields, values: Record<string, unknown>): Record<string, unknown> {
  const errors: FieldErrors = {};
  const read = checkFields(fields, values, '', errors);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return read;
}

/** Whether a declaration's access is "any signed-in user" (recorded without a rule, as before). */
const signedInOnly = (c: AnyCall) =>
  c.access === SIGNED_IN || (typeof c.access === 'object' && !c.access.roles && !c.access.systems);

/**
 * Registers `c` on `app` (the API's, the bulk API's or the root's instance, as the declaration's
 * base says). Root calls run outside the guard: their handler enforces their rule.
 */
export function route<C extends AnyCall>(
  app: FastifyInstance,
  c: C,
  handler: (input: RouteInput<C>) => Promise<RouteAnswer<C>> | RouteAnswer<C>,
  options: RouteOptions = {},
): void {
  const access = c.root || signedInOnly(c) ? undefined : c.access;
  const readsBody = c.body !== undefined && typeof c.body === 'object' && c.responseKind !== 'html';
  app.route({
    method: c.method,
    url: c.path,
    config: {
      ...(access !== undefined ? { access } : {}),
      ...(c.noSystemHeader && !c.root ? { noSystemHeader: true } : {}),
      ...(c.passwordChange ? { passwordChange: true } : {}),
      ...(c.fixedSystem ? { fixedSystem: c.fixedSystem } : {}),
      ...(c.anySystem ? { anySystem: true } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    // A kept public answer for a caller without a session goes out before the body, validation
    // and the guard's user lookup (nothing of them changes it).
    ...(options.cache && c.access === 'public'
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            if (accessTokenOf(request)) return;
            const kept = await request.server.sharedCache.currentAnswer(answerKey(request));
            if (kept) return sendAnswer(request, reply, kept);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const tables = options.cache;
      const cache = tables ? request.server.sharedCache : undefined;
      const key = answerKey(request);
      const kept = await cache?.currentAnswer(key);
      if (kept) return sendAnswer(request, reply, kept);
      const generation = cache?.generation ?? 0;
      const query = c.query ? atTheDoor(c.query as Fields, isRecord(request.query) ? request.query : {}) : {};
      const body = readsBody ? atTheDoor(c.body as Fields, bodyOf(request.body)) : {};
      const params = isRecord(request.params) ? request.params : {};
      const answer = await handler({ query, body, params, request, reply } as unknown as RouteInput<C>);
      if (!cache || !tables || (answer as unknown) === reply) return answer;
      return sendAnswer(request, reply, cache.keepAnswer(key, JSON.stringify(answer), tables, generation));
    },
  });
}

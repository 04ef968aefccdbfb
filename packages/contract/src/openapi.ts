// The OpenAPI 3.1 document of the declared calls: paths, methods, parameters (path and query),
// request bodies, the access rule (`x-mro-access`, plus `security` for signed-in calls), and the
// response envelope around each call's data. The response's data schema is left open (`{}`): the
// types are TypeScript's (decision 0039).
import { API_BASE_PATH, BULK_API_BASE_PATH, parseRules } from '@mro/rules';
import { openApiPath, pathParamNames, type AnyCall } from './call.ts';
import { allCalls, contract } from './contract.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import type { Field, Fields } from './fields.ts';

type Doc = Record<string, unknown>;

/** The full path of a call (with its base path), in the server's `:param` form. */
export const fullPath = (c: Pick<AnyCall, 'path' | 'bulk' | 'root'>): string =>
  c.root ? c.path : `${c.bulk ? BULK_API_BASE_PATH : API_BASE_PATH}${c.path}`;

const envelopeSchema = (data: Doc): Doc => ({
  type: 'object',
  required: ['isSuccess', 'data', 'error'],
  properties: {
    isSuccess: { type: 'boolean' },
    data,
    error: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/ErrorBody' }] },
  },
});

/**
 * A field's conditions: `required_if:field,v1,v2` (required when `field` holds one of the values)
 * and `required_unless:field,v1,v2` (required unless it holds one of them), decision 0104.
 */
const conditionsOf = (field: Field): { field: string; values: string[]; unless: boolean }[] =>
  field.rule === undefined
    ? []
    : parseRules(field.rule)
        .filter(([name]) => name === 'required_if' || name === 'required_unless')
        .map(([name, [other = '', ...values]]) => ({ field: other, values, unless: name === 'required_unless' }));

const shown = (values: string[]) => values.map((v) => (v === '' ? 'empty' : v)).join(' or ');

const conditionText = (field: Field) =>
  conditionsOf(field)
    .map((c) => `required ${c.unless ? 'unless' : 'when'} ${c.field} is ${shown(c.values)}`)
    .join('; ');

/** The values as JSON sends them: a digit string also as its number (a quantity of 0 or "0"). */
const enumOf = (values: string[]) => values.flatMap((v) => (/^\d+$/.test(v) ? [v, Number(v)] : [v]));

/** The conditions as an extension a client reads without parsing rules: `x-required-when`. */
const requiredWhen = (field: Field) =>
  conditionsOf(field).map((c) => (c.unless ? { field: c.field, notIn: c.values } : { field: c.field, in: c.values }));

/**
 * A field's schema. In a JSON body a text field also takes a number, read as its text (what the
 * server does: `fields.ts`), so the document says `string` or `number` there (decision 0086).
 */
const fieldSchema = (field: Field, inBody = false): Doc => {
  const condition = conditionText(field);
  const description = [field.description, condition && !field.description?.includes(condition) ? condition : '']
    .filter(Boolean)
    .join('; ');
  const textInBody = inBody && (field.kind === 'text' || field.kind === 'optText') && field.schema.type === 'string';
  return {
    ...field.schema,
    ...(textInBody ? { type: ['string', 'number'] } : {}),
    // A list's entries and an object's members are published as declared (decision 0103).
    ...(field.kind === 'array' && field.of ? { items: fieldSchema(field.of, inBody) } : {}),
    ...(field.kind === 'object' && field.fields ? bodySchema(field.fields) : {}),
    ...(description ? { description } : {}),
    ...(field.rule !== undefined ? { 'x-mro-rule': field.rule } : {}),
    ...(requiredWhen(field).length ? { 'x-required-when': requiredWhen(field) } : {}),
  };
};

const isRequired = (field: Field) =>
  field.rule !== undefined && parseRules(field.rule).some(([name]) => name === 'required');

function bodySchema(fields: Fields): Doc {
  const required = Object.entries(fields)
    .filter(([, f]) => isRequired(f))
    .map(([k]) => k);
  // Conditional rules as JSON Schema: if the other field holds a value, then this one is required.
  const conditions = Object.entries(fields).flatMap(([name, f]) =>
    conditionsOf(f).map((c) =>
      c.unless
        ? // Absent counts as empty: only an empty value listed lets the field be left out then.
          {
            if: {
              properties: { [c.field]: { enum: enumOf(c.values) } },
              ...(c.values.includes('') ? {} : { required: [c.field] }),
            },
            else: { required: [name] },
          }
        : {
            if: { properties: { [c.field]: { enum: enumOf(c.values) } }, required: [c.field] },
            then: { required: [name] },
          },
    ),
  );
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fieldSchema(f, true)])),
    ...(required.length ? { required } : {}),
    ...(conditions.length ? { allOf: conditions } : {}),
  };
}

function operation(domain: string, name: string, c: AnyCall): Doc {
  const parameters: Doc[] = pathParamNames(c.path).map((p) => ({
    name: p,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  for (const [key, field] of Object.entries((c.query ?? {}) as Fields)) {
    parameters.push({
      name: key,
      in: 'query',
      required: isRequired(field),
      ...(field.kind === 'list' ? { style: 'form', explode: true } : {}),
      schema: fieldSchema(field),
    });
  }
  if (!c.noSystemHeader && !c.root && !c.fixedSystem) {
    parameters.push({ $ref: '#/components/parameters/XSystem' });
  }
  const body = c.body as Fields | 'multipart' | 'form' | 'xml' | undefined;
  const requestBody =
    body === undefined
      ? undefined
      : body === 'multipart'
        ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } }
        : body === 'form'
          ? { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } }
          : body === 'xml'
            ? { required: true, content: { 'text/xml': { schema: { type: 'string' } } } }
            : {
                required: false,
                content: {
                  'application/json': { schema: bodySchema(body) },
                  ...(c.responseKind === 'html'
                    ? { 'application/x-www-form-urlencoded': { schema: bodySchema(body) } }
                    : {}),
                },
              };
  const kind = c.responseKind ?? 'json';
  const content =
    kind === 'binary'
      ? { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } }
      : kind === 'html'
        ? { 'text/html': { schema: { type: 'string' } } }
        : kind === 'xml'
          ? { 'text/xml': { schema: { type: 'string' } } }
          : c.root || c.path === '/openapi.json'
            ? { 'application/json': { schema: { type: 'object' } } }
            : { 'application/json': { schema: envelopeSchema({}) } };
  return {
    operationId: `${domain}.${name}`,
    summary: c.summary,
    tags: [domain],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'Success', content },
      default: {
        description: 'A refusal in the envelope (isSuccess false; error with errorType, errorCode, fieldErros)',
        content: { 'application/json': { schema: envelopeSchema({}) } },
      },
    },
    ...(c.access === 'public' ? { security: [] } : { security: [{ accessCookie: [] }, { bearer: [] }] }),
    'x-mro-access': c.access,
    ...(c.passwordChange ? { 'x-mro-password-change': true } : {}),
    ...(c.noSystemHeader ? { 'x-mro-no-system-header': true } : {}),
    ...(c.fixedSystem ? { 'x-mro-system': c.fixedSystem } : {}),
  };
}

/** The document (version: the API's package version, or what the caller passes). */
export function openApiDocument(
  options: { version?: string; calls?: Record<string, Record<string, AnyCall>> } = {},
): Doc {
  const paths: Record<string, Record<string, Doc>> = {};
  for (const { domain, name, call: c } of allCalls(options.calls ?? contract)) {
    const path = openApiPath(fullPath(c));
    (paths[path] ??= {})[c.method.toLowerCase()] = operation(domain, name, c);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MRO portal API',
      version: options.version ?? '0.1.0',
      description:
        'Every call of the MRO portal, generated from @mro/contract. Answers use the envelope { isSuccess, data, error }.',
    },
    servers: [{ url: '/' }],
    tags: Object.keys(options.calls ?? contract).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        accessCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      parameters: {
        XSystem: {
          name: 'x-system',
          in: 'header',
          required: true,
          description: 'The calling system (MAIN, BY, MP, SP, PO, DEV, GO, GP)',
          schema: { type: 'string' },
        },
      },
      schemas: {
        ErrorBody: {
          type: 'object',
          required: ['errorType', 'errorCode', 'errorMessage', 'fieldErros'],
          properties: {
            errorType: { type: 'string' },
            errorCode: { type: ['string', 'null'] },
            errorMessage: { type: 'string' },
            fieldErros: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'reason', 'code'],
                properties: {
                  field: { type: 'string' },
                  reason: { type: 'string' },
                  code: { type: 'string' },
                  params: { type: 'object' },
                },
              },
            },
            requestId: { type: 'string' },
          },
        },
      },
    },
  };
}

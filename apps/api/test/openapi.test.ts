// The OpenAPI 3.1 document (decision 0039): generated from @mro/contract, served without a session
// or an x-system header, valid against the official 3.1 schema, and listing exactly the routes the
// server registered (method and path), nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { testServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('GET /imk/api/openapi.json', () => {
  it('is served to anyone, without x-system', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/imk/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().openapi).toBe('3.1.0');
    expect(res.headers['x-system']).toBeUndefined();
  });

  it('echoes a valid x-system it is sent, so the portal takes it for the API’s answer', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/imk/api/openapi.json',
      headers: { 'x-system': 'dev' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-system']).toBe('DEV');
    const other = await server.app.inject({
      method: 'GET',
      url: '/imk/api/openapi.json',
      headers: { 'x-system': 'XX' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-system']).toBeUndefined();
  });

  it('is valid OpenAPI 3.1', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/imk/api/openapi.json' })).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every registered route (method and path) and nothing else', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/imk/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = server.app.mroRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('in production, where the development outbox is not registered, does not list it', async () => {
    const production = await testServer({ production: true, seedDemo: false });
    try {
      const document = (await production.app.inject({ method: 'GET', url: '/imk/api/openapi.json' })).json() as {
        paths: Record<string, unknown>;
      };
      expect(document.paths['/dev/outbox']).toBeUndefined();
      expect(production.app.mroRoutes.some((r) => r.url === '/dev/outbox')).toBe(false);
      expect(document.paths['/imk/api/openapi.json']).toBeDefined();
    } finally {
      await production.close();
    }
  });

  it('carries each call’s access rule and its fields’ rules', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/imk/api/openapi.json' })).json();
    const decide = document.paths['/imk/api/sp/returns/{rtnNo}/decision'].post;
    expect(decide['x-mro-access']).toEqual({ roles: ['V', 'A'], systems: ['SP'] });
    // A conditional rule is declared as such and published as JSON Schema (decision 0086).
    const decideBody = decide.requestBody.content['application/json'].schema;
    expect(decideBody.properties.reason['x-mro-rule']).toBe('required_if:action,reject|max:500');
    expect(decideBody.properties.reason.description).toContain('required when rejecting');
    expect(decideBody.allOf).toEqual([
      { if: { properties: { action: { enum: ['reject'] } }, required: ['action'] }, then: { required: ['reason'] } },
    ]);
    expect(decideBody.required).toEqual(['action', 'version']);
    expect(decideBody.properties.version).toMatchObject({ type: ['integer', 'string'], minimum: 1 });
    expect(decideBody.properties.trackingNo.type).toEqual(['string', 'number']);
    // Tax invoices default the period: the schema does not call it required.
    const issue = document.paths['/imk/api/sp/tax-invoices'].post.requestBody.content['application/json'].schema;
    expect(issue.required ?? []).not.toContain('fromDt');
    expect(issue.properties.fromDt.description).toContain('this month');
    const search = document.paths['/imk/api/by/item-requests/page'].get;
    expect(search.parameters.find((p: { name: string }) => p.name === 'reqUserNm').schema['x-mro-rule']).toBe('max:50');
    expect(document.paths['/imk/api/anonymous/holidays'].get.security).toEqual([]);
    // The buyer's returns from what was received (decision 0071).
    const create = document.paths['/imk/api/by/returns'].post;
    expect(create['x-mro-access']).toEqual({ roles: ['B', 'A'], systems: ['BY'] });
    expect(create.requestBody.content['application/json'].schema.properties.rsnCn['x-mro-rule']).toBe('max:500');
    expect(document.paths['/imk/api/by/returns/{rtnNo}/withdrawal'].post['x-mro-access']).toEqual({
      roles: ['B', 'A'],
      systems: ['BY'],
    });
    expect(document.paths['/imk/api/by/returns/lines'].get).toBeDefined();
    expect(Object.keys(decide.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['version', 'dlvDt', 'transKind', 'carrierCd', 'trackingNo', 'vehicleNo', 'driverNm']),
    );
    // The supplier's decisions on an order's lines (decision 0069).
    const decisions = document.paths['/imk/api/sp/orders/{ordNo}/decisions'].post;
    expect(decisions['x-mro-access']).toEqual({ roles: ['V', 'A'], systems: ['SP'] });
    expect(Object.keys(decisions.requestBody.content['application/json'].schema.properties).sort()).toEqual([
      'lines',
      'version',
    ]);
    const orders = document.paths['/imk/api/sp/orders/page'].get;
    expect(orders.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['fromDt', 'toDt', 'cnfm', 'statCds', 'buyerNm', 'ordNos']),
    );
  });

  it('publishes every conditional rule one way: x-required-when, allOf and the description (decision 0104)', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/imk/api/openapi.json' })).json();
    type Schema = {
      properties?: Record<
        string,
        Schema & { 'x-mro-rule'?: string; 'x-required-when'?: unknown[]; description?: string }
      >;
      required?: string[];
      allOf?: { then?: { required: string[] }; else?: { required: string[] } }[];
      items?: Schema;
    };
    const found: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      for (const [name, field] of Object.entries(schema?.properties ?? {})) {
        walk(field, `${where}.${name}`);
        walk(field.items, `${where}.${name}[]`);
        const rule = field['x-mro-rule'] ?? '';
        const names = typeof rule === 'string' ? rule.split('|').map((r) => r.split(':')[0]!) : Object.keys(rule);
        const conditions = names.filter((n) => n === 'required_if' || n === 'required_unless');
        if (!conditions.length) continue;
        found.push(`${where}.${name}`);
        expect(field['x-required-when'], `${where}.${name}`).toHaveLength(conditions.length);
        expect(field.description, `${where}.${name}`).toMatch(/required (when|unless) /);
        expect(schema!.required ?? [], `${where}.${name}`).not.toContain(name);
        const published = (schema!.allOf ?? []).filter((c) => (c.then ?? c.else)?.required.includes(name));
        expect(published, `${where}.${name}`).toHaveLength(conditions.length);
      }
    };
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = (op as { requestBody?: { content?: Record<string, { schema: Schema }> } }).requestBody;
        walk(body?.content?.['application/json']?.schema, `${method} ${path}`);
      }
    }
    expect(found).toEqual(
      expect.arrayContaining([
        'post /imk/api/sp/returns/{rtnNo}/decision.reason',
        'post /imk/api/sp/deliveries.carrierCd',
        'post /imk/api/sp/deliveries.vehicleNo',
      ]),
    );
    const delivery = document.paths['/imk/api/sp/deliveries'].post.requestBody.content['application/json'].schema;
    expect(delivery.properties.trackingNo['x-required-when']).toEqual([{ field: 'transKind', in: ['CARRIER'] }]);
    // A list's entries and an object's members are published as declared (decision 0103).
    expect(delivery.properties.lines).toMatchObject({
      type: 'array',
      maxItems: 200,
      items: { type: 'object', required: ['lineNo'], properties: { lineNo: { type: ['integer', 'string'] } } },
    });
    const click =
      document.paths['/imk/api/anonymous/system/xanners/history'].post.requestBody.content['application/json'];
    expect(click.schema.properties.banner).toMatchObject({ type: 'object', required: ['key'] });
  });
});

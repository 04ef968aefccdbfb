// The API server's layers (issue 39, decision 0039; issue 55, decision 0091). Every module of
// apps/api/src is scanned:
// - routes are registered from @mro/contract with typed input, so no module casts `request.query`
//   or `request.body`, and no handler casts its `body`, `query` or `params` or a member of them
//   (`body.lines as …`, `(body.qty ?? '') as …`): the door hands each declared field over typed
//   (lists of rows and objects too, decision 0103); only the door's own reading (http/) is exempt;
// - SQL lives in the domains' data modules (and the layers below them), never in a route handler
//   nor in the composition modules at the top (app.ts, start.ts, server.ts);
// - a route module never imports another route group's module;
// - the folders are layers and a module imports only from its own layer or one below (static,
//   dynamic, `export … from` and type-only imports alike);
// - no domain module speaks HTTP: a domain refuses with a typed refusal (shared/refusal.ts), the
//   HTTP status is decided in http/refusal.ts, so no domain imports the HTTP envelope (nor that
//   module: shared/refusal.ts is all a domain knows of refusals).
// Each detector has a self-test that shows it fires on a made-up module.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'apps/api/src');

/**
 * The layers, top first. A folder of src is a layer; the modules at the top of src are named one
 * by one (the composition: app.ts, start.ts, server.ts; the shared declarations: context.ts,
 * config.ts sit low, since every layer reads them).
 */
export const API_LAYERS: readonly (readonly string[])[] = [
  ['server.ts', 'start.ts', 'app.ts'],
  ['routes'],
  ['seeds'],
  ['domains'],
  ['files'],
  ['auth'],
  ['http'],
  ['context.ts'],
  ['cache'],
  ['db'],
  ['shared', 'types'],
  ['config.ts'],
];

/** Where a handler or the composition lives: no SQL there. */
const NO_SQL = ['server.ts', 'start.ts', 'app.ts', 'routes'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every module of src, as its path relative to src and its text. */
const modules = () =>
  files(src).map((f) => ({ path: relative(src, f).replaceAll('\\', '/'), text: readFileSync(f, 'utf8') }));

const KYSELY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<[^>]*>`|\.execute\(/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const firstPart = (path: string) => path.split('/')[0]!;

/** The layer of a path relative to src (0 is the top). */
export function layerOf(path: string): number {
  const index = API_LAYERS.findIndex((layer) => layer.includes(firstPart(path)));
  if (index < 0) throw new Error(`${path} is in no layer: put it in one of ${API_LAYERS.flat().join(', ')}`);
  return index;
}

/** The relative modules `path` imports, as paths relative to src. */
function importsOf(path: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((m) => relative(src, resolve(join(src, dirname(path)), m[1]!)).replaceAll('\\', '/'))
    .filter((target) => !target.startsWith('..'));
}

export function castsRequest(path: string, text: string): string[] {
  return /request\.(query|body)\s+as\b/.test(text) ? [path] : [];
}

/** A handler's input or a member of it, cast (`body.x as T`, `(query.x ?? '') as T`, `body as T`). */
const INPUT_CAST =
  /(?<![\w.$])(?:body|query|params)(?:\s*\??\.\s*[A-Za-z_$][\w$]*|\[[^\]]+\])*(?:\s*\?\?\s*[^;,)]+)?\s*\)?\s+as\s+(?!const\b)/g;

export function castsInput(path: string, text: string): string[] {
  if (firstPart(path) === 'http') return [];
  return [...text.matchAll(INPUT_CAST)].map((m) => `${path}: ${m[0].trim()}`);
}

export function sqlOutsideData(path: string, text: string): string[] {
  return NO_SQL.includes(firstPart(path)) && KYSELY.test(text) ? [path] : [];
}

export function crossRouteImports(path: string, text: string): string[] {
  if (firstPart(path) !== 'routes') return [];
  const groupOf = (p: string) => p.split('/')[1]!.replace(/\.ts$/, '');
  return importsOf(path, text)
    .filter((target) => firstPart(target) === 'routes' && groupOf(target) !== groupOf(path))
    .map((target) => `${path} → ${target}`);
}

export function upwardImports(path: string, text: string): string[] {
  const from = layerOf(path);
  return importsOf(path, text)
    .filter((target) => layerOf(target) < from)
    .map((target) => `${path} → ${target}`);
}

export function domainSpeaksHttp(path: string, text: string): string[] {
  if (firstPart(path) !== 'domains') return [];
  return importsOf(path, text)
    .filter((target) => target === 'http/envelope.ts' || target === 'http/refusal.ts')
    .map((target) => `${path} → ${target}`);
}

/**
 * The punch-out domain is being reworked on its own branch (issue 55's punch-out part): its
 * refusals move to shared/refusal.ts there. Nothing else may join this list.
 */
const SPEAKS_HTTP_FOR_NOW = new Set(['domains/punchout/returnCart.ts → http/envelope.ts']);

describe('API layers', () => {
  it('detects each breach in a made-up module (self-test)', () => {
    expect(castsRequest('routes/a.ts', 'const q = request.query as { x: string };')).toEqual(['routes/a.ts']);
    expect(castsRequest('routes/a.ts', 'const { query } = input;')).toEqual([]);
    expect(castsInput('routes/a.ts', 'const rows = body.rows as { qty: string }[];')).toHaveLength(1);
    expect(castsInput('routes/a.ts', 'f(Array.isArray(body.lines) ? (body.lines as unknown[]) : []);')).toHaveLength(1);
    expect(castsInput('routes/a.ts', "const q = (body.rcvQty ?? '') as string | number;")).toHaveLength(1);
    expect(castsInput('routes/a.ts', 'const p = (body.params as Record<string, unknown>)?.ordNo;')).toHaveLength(1);
    expect(castsInput('domains/a/x.ts', 'const s = query.statCds as string[];')).toHaveLength(1);
    expect(castsInput('routes/a.ts', 'reasonOf(body as { reason?: unknown });')).toHaveLength(1);
    expect(castsInput('routes/a.ts', 'const k = params.kind as Kind;')).toHaveLength(1);
    expect(castsInput('routes/a.ts', "const m = ['a'] as const; const lines = body.lines ?? [];")).toEqual([]);
    expect(castsInput('routes/a.ts', 'const x = c.body as Fields;')).toEqual([]);
    expect(castsInput('http/route.ts', 'return body as Record<string, unknown>;')).toEqual([]);
    expect(sqlOutsideData('app.ts', "await ctx.db.selectFrom('sms_outbox').selectAll().execute();")).toEqual([
      'app.ts',
    ]);
    expect(sqlOutsideData('routes/x/y.ts', 'await sql`SELECT 1`.execute(db);')).toEqual(['routes/x/y.ts']);
    expect(sqlOutsideData('domains/x/repository.ts', "await db.selectFrom('t').execute();")).toEqual([]);
    expect(crossRouteImports('routes/a.ts', "import { b } from './b.ts';")).toEqual(['routes/a.ts → routes/b.ts']);
    expect(crossRouteImports('routes/files/a.ts', "import { b } from './b.ts';")).toEqual([]);
    expect(upwardImports('db/x.ts', "import { f } from '../domains/orders/repository.ts';")).toEqual([
      'db/x.ts → domains/orders/repository.ts',
    ]);
    expect(upwardImports('http/route.ts', "import type { T } from '../auth/guard.ts';")).toEqual([
      'http/route.ts → auth/guard.ts',
    ]);
    expect(upwardImports('cache/a.ts', "const m = await import('../routes/a.ts');")).toEqual([
      'cache/a.ts → routes/a.ts',
    ]);
    expect(upwardImports('seeds/a.ts', "export { x } from '../domains/a/repository.ts';")).toEqual([]);
    expect(() => layerOf('elsewhere/a.ts')).toThrow(/in no layer/);
    expect(domainSpeaksHttp('domains/a/repository.ts', "import { ApiError } from '../../http/envelope.ts';")).toEqual([
      'domains/a/repository.ts → http/envelope.ts',
    ]);
    expect(domainSpeaksHttp('domains/a/repository.ts', "import { refuse } from '../../shared/refusal.ts';")).toEqual(
      [],
    );
  });

  it('scans every module of apps/api/src', () => {
    const all = modules();
    expect(all.length).toBeGreaterThan(150);
    expect(all.map((m) => m.path)).toContain('app.ts');
  });

  it('never casts request.query or request.body', () => {
    expect(modules().flatMap((m) => castsRequest(m.path, m.text))).toEqual([]);
  });

  it('never casts a handler’s body, query or params, nor a member of them', () => {
    expect(modules().flatMap((m) => castsInput(m.path, m.text))).toEqual([]);
  });

  it('keeps SQL out of route handlers and the composition', () => {
    expect(modules().flatMap((m) => sqlOutsideData(m.path, m.text))).toEqual([]);
  });

  it('has no route module importing another route group', () => {
    expect(modules().flatMap((m) => crossRouteImports(m.path, m.text))).toEqual([]);
  });

  it('has no domain module importing the HTTP envelope', () => {
    const found = modules().flatMap((m) => domainSpeaksHttp(m.path, m.text));
    expect(found.filter((f) => !SPEAKS_HTTP_FOR_NOW.has(f))).toEqual([]);
  });

  it('has every module in a layer and no import running up', () => {
    expect(modules().flatMap((m) => upwardImports(m.path, m.text))).toEqual([]);
  });
});

// The API server's layers (issue 39, decision 0039): routes are registered from @mro/contract
// with typed input, so no handler casts `request.query` or `request.body`; SQL lives in the
// domains' data modules (apps/api/src/domains/<domain>/), never in a route handler file; and a
// route module never imports another route group's module (shared helpers live in src/shared,
// src/auth, src/files or a domain).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'apps/api/src');
const routesDir = join(src, 'routes');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const rel = (file: string) => relative(root, file).replaceAll('\\', '/');

const KYSELY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<[^>]*>`|\.execute\(/;

describe('API layers', () => {
  it('never casts request.query or request.body', () => {
    const offenders = files(src).filter((f) => /request\.(query|body)\s+as\b/.test(readFileSync(f, 'utf8')));
    expect(offenders.map(rel)).toEqual([]);
  });

  it('keeps Kysely calls out of route handler files', () => {
    const offenders = files(routesDir)
      .filter((f) => KYSELY.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('has no route module importing another route group', () => {
    const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
    const groupOf = (file: string) => relative(routesDir, file).split(/[\\/]/)[0]!.replace(/\.ts$/, '');
    const offenders: string[] = [];
    for (const file of files(routesDir)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(dirname(file), spec!);
        if (!target.startsWith(routesDir)) continue;
        if (groupOf(target) !== groupOf(file)) offenders.push(`${rel(file)} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

// @vitest-environment node
// @mro/contract as an app (or the server) sees it: the built ESM through the exports map, importing
// nothing but @mro/rules, with the typed client and the OpenAPI document working in plain Node.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'packages/contract/dist');

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

describe('@mro/contract package contract', () => {
  it('plain Node builds a client and the OpenAPI document through the exports map', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "import { createApi, openApiDocument, SYSTEMS } from '@mro/contract';",
          'const sent = [];',
          'const api = createApi(async (call, req) => { sent.push(req.method + " " + req.path); return { ok: true, data: null, status: 200 }; });',
          "await api.returnRequests.supplierDetail({ params: { rtnNo: 'RT1' } });",
          'console.log(JSON.stringify([sent, openApiDocument().openapi, SYSTEMS.length]));',
        ].join('\n'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([['GET /sp/returns/RT1'], '3.1.0', 8]);
  });

  it('imports nothing but its own modules and @mro/rules, and declares no side effects', () => {
    for (const file of jsFiles(dist)) {
      const specs = [
        ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"()]*from\s*['"]([^'"]+)['"]/g),
      ];
      for (const [, s] of specs) expect(s, `${file} imports ${s}`).toMatch(/^(\.{1,2}\/.*\.js|@mro\/rules)$/);
    }
    const pkg = JSON.parse(readFileSync(join(root, 'packages/contract/package.json'), 'utf8'));
    expect(pkg.sideEffects).toBe(false);
    expect(Object.keys(pkg.dependencies)).toEqual(['@mro/rules']);
  });
});

// No import circle in the packages' and apps' sources (issue 27): a module that imports, through
// any chain, a module importing it. Type-only imports count too (they tie the files' design as
// much as values do). Tests and stories are left out. Relative imports only: packages reach one
// another through their `exports`, which the package contract tests check.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const SOURCES = [
  'packages/rules/src',
  'packages/ui/src',
  'packages/upload/src',
  'packages/excel/src',
  'packages/contract/src',
  'apps/api/src',
  'apps/portal/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

/** Each file's relative imports, resolved to files of the set. */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const target = (from: string, spec: string) => {
    const base = resolve(dirname(from), spec);
    const stem = base.replace(/\.(js|ts|tsx)$/, '');
    return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) =>
      known.has(c),
    );
  };
  return new Map(
    files.map((file) => [
      file,
      [...read(file).matchAll(IMPORT)].map((m) => target(file, m[1]!)).filter((t): t is string => t !== undefined),
    ]),
  );
}

/** Every circle a depth-first walk meets, as the files in order, the first repeated at the end. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import circles', () => {
  it('finds a circle through any chain, type-only imports included', () => {
    const files: Record<string, string> = {
      '/x/a.ts': "import { b } from './b';",
      '/x/b.ts': "import type { C } from './c/index';",
      '/x/c/index.ts': "export { a } from '../a';\nimport { d } from './d';",
      '/x/c/d.ts': 'export const d = 1;',
    };
    const graph = importGraph(Object.keys(files), (f) => files[f]!);
    expect(findCycles(graph)).toEqual([['/x/a.ts', '/x/b.ts', '/x/c/index.ts', '/x/a.ts']]);
  });

  it('has none in the sources', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(200);
    const cycles = findCycles(importGraph(files, (f) => readFileSync(f, 'utf8')));
    expect(cycles.map((c) => c.map((f) => relative(root, f)).join(' → '))).toEqual([]);
  });
});

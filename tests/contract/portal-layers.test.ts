// The portal's layers (issue 39, docs/architecture.md): each folder of apps/portal/src is a layer
// and a module imports only from its own layer or one below it. From the top:
//
//   app (and main.tsx) → features → frames → routing → services → session → http → shared
//
// An import that runs up (a static or dynamic import, `export … from`, type-only included) fails
// here with the file and the module it names. Tests are left out; relative imports only (packages
// are reached through their `exports`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'apps/portal/src');

/** Top first. */
export const PORTAL_LAYERS = ['app', 'features', 'frames', 'routing', 'services', 'session', 'http', 'shared'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The layer of a path relative to src: its first folder; a file at the top (main.tsx) is the app's. */
export function layerOf(path: string): number {
  const first = path.split('/')[0]!;
  if (!path.includes('/')) return 0;
  const index = (PORTAL_LAYERS as readonly string[]).indexOf(first);
  if (index < 0) throw new Error(`${path} is in no layer: put it in one of ${PORTAL_LAYERS.join(', ')}`);
  return index;
}

/** Every import from `file` (relative to src) that names a module of a layer above the file's. */
export function upwardImports(file: string, text: string): string[] {
  const from = layerOf(file);
  return [...text.matchAll(SPECIFIER)].flatMap((m) => {
    const target = relative(src, resolve(join(src, dirname(file)), m[1]!));
    if (target.startsWith('..')) return [];
    return layerOf(target) < from ? [`${file} → ${target}`] : [];
  });
}

describe('portal layers', () => {
  it('finds an import that runs up, static, dynamic or type-only', () => {
    expect(upwardImports('http/client.ts', "import type { S } from '../session/sessionStore';")).toEqual([
      'http/client.ts → session/sessionStore',
    ]);
    expect(upwardImports('routing/x.ts', "const m = () => import('../features/a/B');")).toEqual([
      'routing/x.ts → features/a/B',
    ]);
    expect(upwardImports('frames/F.tsx', "export { x } from '../features/a/b';")).toEqual([
      'frames/F.tsx → features/a/b',
    ]);
    expect(upwardImports('features/a/B.tsx', "import { y } from '../../frames/F';\nimport z from './c';")).toEqual([]);
    expect(upwardImports('main.tsx', "import { App } from './app/App';")).toEqual([]);
  });

  it('has every source file in a layer and no import running up', () => {
    const files = sourceFiles(src).map((f) => relative(src, f));
    expect(files.length).toBeGreaterThan(80);
    const upward = files.flatMap((file) => upwardImports(file, readFileSync(join(src, file), 'utf8')));
    expect(upward).toEqual([]);
  });
});

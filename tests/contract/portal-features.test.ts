// Features never import each other (issue 55, decision 0091): a module of
// apps/portal/src/features/<a>/ imports from its own feature, from features/common (the parts more
// than one feature draws, which itself imports no feature) and from the layers below
// (portal-layers.test.ts), never from features/<b>/. What two features share moves down: a pure
// helper into shared/ (the money formatter, shared/money.ts), a part into features/common.
//
// What several features draw lives in features/common (decision 0109): the boards', banners',
// files' and password calls, the attachment dialog, the home cards' parts. Where one feature's
// screen shows another's part (the home's cards, the order detail's deliveries, the cart's order
// detail), the app composes them (app/homes.tsx, app/pages/). The test fails on any one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'apps/portal/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature of a path relative to src (`features/orders/X.tsx` → `orders`), or null. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every import from `file` (relative to src) that names another feature's module. */
export function featureImports(file: string, text: string): string[] {
  const from = featureOf(file);
  if (!from) return [];
  return [...text.matchAll(SPECIFIER)].flatMap((m) => {
    const target = relative(src, resolve(join(src, dirname(file)), m[1]!)).replaceAll('\\', '/');
    const to = featureOf(target);
    if (!to || to === from) return [];
    // Common is below every feature: any feature may use it; it uses none.
    if (to === 'common') return [];
    return [`${file} → ${target}`];
  });
}

describe('portal features', () => {
  it('finds an import of another feature, static, dynamic or type-only (self-test)', () => {
    expect(featureImports('features/orders/A.tsx', "import { money } from '../catalog/model';")).toEqual([
      'features/orders/A.tsx → features/catalog/model',
    ]);
    expect(featureImports('features/home/B.tsx', "const C = lazy(() => import('../orders/OrderList'));")).toEqual([
      'features/home/B.tsx → features/orders/OrderList',
    ]);
    expect(featureImports('features/a/x/C.ts', "import type { T } from '../../b/model';")).toEqual([
      'features/a/x/C.ts → features/b/model',
    ]);
    expect(featureImports('features/common/D.ts', "export { k } from '../orders/queries';")).toEqual([
      'features/common/D.ts → features/orders/queries',
    ]);
    expect(
      featureImports(
        'features/orders/E.tsx',
        "import { a } from './model';\nimport { b } from '../common/usePagedSearch';\nimport { c } from '../../shared/money';",
      ),
    ).toEqual([]);
    expect(featureImports('frames/F.tsx', "import { x } from '../features/a/b';")).toEqual([]);
  });

  it('has no feature importing another', () => {
    const files = sourceFiles(src).map((f) => relative(src, f).replaceAll('\\', '/'));
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((file) => featureImports(file, readFileSync(join(src, file), 'utf8'))).sort();
    expect(found).toEqual([]);
  });
});

// The Storybook introduction lists every component of @mro/ui (issue 42, item 5): each component
// folder that packages/ui/src/index.ts exports has a row with its status (stable or new) and a
// link to a docs page that exists (the docs id of a stories file's title, or the introduction).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const src = join(root, 'packages/ui/src');
const intro = readFileSync(join(root, '.storybook/pages/Introduction.mdx'), 'utf8');

/** The component folders the package exports: `export * from './Name'` with a PascalCase name. */
export function exportedFolders(index: string): string[] {
  return [...index.matchAll(/^export\s+\*\s+from\s+'\.\/([A-Z][A-Za-z]*)';/gm)].map((m) => m[1]!);
}

export interface IntroRow {
  component: string;
  status: string;
  docsId: string;
}

/** The rows of the introduction's components table. */
export function introRows(mdx: string): IntroRow[] {
  return [
    ...mdx.matchAll(/^\|\s*([A-Za-z]+)\s*\|\s*(\w+)\s*\|\s*\[[^\]]+\]\(\?path=\/docs\/([a-z0-9-]+)--docs\)\s*\|/gm),
  ].map((m) => ({ component: m[1]!, status: m[2]!, docsId: m[3]! }));
}

/** Storybook's id of a title: lower case, every run of other characters one dash. */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The docs pages there are: one per stories file's title, and the introduction itself. */
function docsIds(): Set<string> {
  const ids = new Set(['introduction']);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.stories.tsx')) {
        const title = /^\s{2}title: '([^']+)'/m.exec(readFileSync(path, 'utf8'))?.[1];
        if (title) ids.add(idOf(title));
      }
    }
  };
  walk(src);
  return ids;
}

describe('the Storybook introduction', () => {
  const rows = introRows(intro);
  const folders = exportedFolders(readFileSync(join(src, 'index.ts'), 'utf8'));

  it('reads the exports and the table (the check can fail)', () => {
    expect(
      exportedFolders("export * from './Drawer';\nexport * from './popup';\nexport { theme } from './theme';"),
    ).toEqual(['Drawer']);
    const table = '| Drawer | new | [Overlays/Drawer](?path=/docs/overlays-drawer--docs) | A side sheet |';
    expect(introRows(table)).toEqual([{ component: 'Drawer', status: 'new', docsId: 'overlays-drawer' }]);
    expect(idOf('Layout/Stack and Group')).toBe('layout-stack-and-group');
    expect(folders.length).toBeGreaterThan(40);
  });

  it('lists every component folder the package exports', () => {
    const listed = new Set(rows.map((r) => r.component));
    expect(folders.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('lists each once, with a status of stable or new and a link to a docs page that exists', () => {
    const names = rows.map((r) => r.component);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(rows.filter((r) => r.status !== 'stable' && r.status !== 'new')).toEqual([]);
    const ids = docsIds();
    expect(rows.filter((r) => !ids.has(r.docsId))).toEqual([]);
    // Nothing listed that the package does not export.
    expect(names.filter((n) => !folders.includes(n))).toEqual([]);
  });

  it('marks the components issue 42 added as new, the Drawer among them', () => {
    const status = Object.fromEntries(rows.map((r) => [r.component, r.status]));
    expect(status.Drawer).toBe('new');
    expect(status.Combobox).toBe('new');
    expect(status.Modal).toBe('stable');
  });
});

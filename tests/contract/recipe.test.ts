// The recipe names every place a feature touches (issue 55 item 6): docs/architecture.md's table
// "The places a feature touches" lists them, each path in backticks with placeholders
// (`<domain>`, `<Screen>`, `<NNNN>`). Each path must stand in the tree (a placeholder matches one
// path segment or part of one), and each shared registry must name the last feature built by the
// recipe (the tax invoices), so a registry a feature really touches cannot be left out of the
// table while another that none touches stays in it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

export interface Place {
  kind: 'own' | 'shared';
  path: string;
}

/** The table's rows: `| own | \`path\` | what |`. */
export function placesOf(markdown: string): Place[] {
  const start = markdown.indexOf('### The places a feature touches');
  if (start < 0) return [];
  const end = markdown.indexOf('\n### ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\|\s*(own|shared)\s*\|\s*`([^`]+)`\s*\|/gm)].map((m) => ({
    kind: m[1] as Place['kind'],
    path: m[2]!,
  }));
}

const segmentPattern = (segment: string) =>
  new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`);

/** Whether a path of the table stands in the tree under `base` (placeholders match any name). */
export function standsIn(base: string, path: string): boolean {
  const [first, ...rest] = path.split('/');
  if (first === undefined) return false;
  if (!first.includes('<'))
    return rest.length ? standsIn(join(base, first), rest.join('/')) : existsSync(join(base, first));
  if (!existsSync(base)) return false;
  const pattern = segmentPattern(first);
  return readdirSync(base).some(
    (name) => pattern.test(name) && (rest.length === 0 || standsIn(join(base, name), rest.join('/'))),
  );
}

/** The last feature built by the recipe; every shared registry names it. */
const REFERENCE = /tax.?invoice/i;

describe('the recipe', () => {
  const places = placesOf(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));

  it('reads the table and finds a path that is not in the tree (self-test)', () => {
    expect(
      placesOf('### The places a feature touches\n\n| own | `a/<domain>.ts` | x |\n| shared | `b.ts` | y |\n'),
    ).toEqual([
      { kind: 'own', path: 'a/<domain>.ts' },
      { kind: 'shared', path: 'b.ts' },
    ]);
    expect(standsIn(root, 'apps/portal/src/features/<domain>/queries.ts')).toBe(true);
    expect(standsIn(root, 'apps/portal/src/features/<domain>/nothing-of-the-kind.ts')).toBe(false);
    expect(standsIn(root, 'apps/api/src/nowhere.ts')).toBe(false);
  });

  it('lists the places a feature touches, its own and the shared ones', () => {
    expect(places.filter((p) => p.kind === 'own').length).toBeGreaterThan(8);
    expect(places.filter((p) => p.kind === 'shared').length).toBeGreaterThan(8);
  });

  it.each(placesOf(readFileSync(join(root, 'docs/architecture.md'), 'utf8')).map((p) => [p.kind, p.path]))(
    'the %s place %s stands in the tree',
    (_kind, path) => {
      expect(standsIn(root, path)).toBe(true);
    },
  );

  it('has every shared registry naming the last feature built by the recipe', () => {
    const silent = places
      .filter((p) => p.kind === 'shared')
      .filter((p) => !REFERENCE.test(readFileSync(join(root, p.path), 'utf8')))
      .map((p) => p.path);
    expect(silent).toEqual([]);
  });
});

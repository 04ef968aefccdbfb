// README's first screen (issue 55 item 6): what the product is in at most 120 words, then the
// two commands, then the table of capabilities by role whose every screen address is one the
// portal routes (a path string of apps/portal/src under a system's base, or an entry-site path)
// or, for the API, a path the contract declares.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The README's parts: the text before the first `##`, then each `## heading` in order. */
export function readmeParts(text: string): { intro: string; headings: string[] } {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => l.startsWith('## '));
  return {
    intro: lines.slice(1, first).join(' ').replace(/`/g, '').trim(),
    headings: lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3).trim()),
  };
}

/** The addresses in the capabilities table's last column. */
export function tableAddresses(text: string, heading: string): string[] {
  const start = text.indexOf(`## ${heading}`);
  const end = text.indexOf('\n## ', start + 3);
  const rows = text
    .slice(start, end)
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l));
  return rows.slice(1).flatMap((row) => {
    const cells = row.split('|').map((c) => c.trim());
    const last = cells[cells.length - 2] ?? '';
    return [...last.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  });
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const TABLE = 'What each role does, and where';

describe('README first page', () => {
  const readme = read('README.md');
  const portalText = sourceFiles('apps/portal/src').map(read).join('\n');
  const contractText = sourceFiles('packages/contract/src').map(read).join('\n');

  it('reads its parts and the table (self-test)', () => {
    const sample =
      '# T\n\nOne two three.\n\n## A\n\n## B\n| r | c | s |\n| --- | --- | --- |\n| x | y | `/a`, `/b` |\n';
    expect(readmeParts(sample)).toEqual({ intro: 'One two three.', headings: ['A', 'B'] });
    expect(tableAddresses(sample, 'B')).toEqual(['/a', '/b']);
  });

  it('says what the product is in at most 120 words, then the two commands, then the roles', () => {
    const { intro, headings } = readmeParts(readme);
    expect(words(intro)).toBeGreaterThan(20);
    expect(words(intro)).toBeLessThanOrEqual(120);
    expect(headings.slice(0, 2)).toEqual(['Two commands on a fresh machine', TABLE]);
  });

  it('names only screens the portal routes and calls the contract declares', () => {
    const addresses = tableAddresses(readme, TABLE);
    expect(addresses.length).toBeGreaterThan(20);
    const unknown = addresses.filter((address) => {
      if (address.startsWith('/imk/api/')) {
        const tail = address.slice('/imk/api'.length).replace(/\/…$/, '/');
        return !contractText.includes(`path: '${tail}`);
      }
      const system = /^\/(by|sp|mp|po|dev|\{system\})(\/.*)$/.exec(address);
      const path = system ? system[2]! : address;
      return !portalText.includes(`'${path}'`);
    });
    expect(unknown).toEqual([]);
  });
});

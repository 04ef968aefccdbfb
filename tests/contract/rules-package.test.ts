// @vitest-environment node
// @mro/rules as the API server and the browser bundle see it: the built ESM resolved through the
// package exports, importable by plain Node, and free of Node built-ins (browser-safe).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../packages/rules/dist', import.meta.url));

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

describe('@mro/rules package contract', () => {
  it('plain Node imports the build through the exports map', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { validate, isBusinessNumber, formatMessage } from '@mro/rules'; console.log(JSON.stringify([isBusinessNumber('124-81-00998'), validate('', 'required')?.code, formatMessage('ACMCM0002', 'en')]))",
      ],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([true, 'ACMCM0002', 'This field is required.']);
  });

  it('imports nothing but its own modules (no Node built-ins, no dependencies)', () => {
    const files = jsFiles(dist);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const specifiers = [
        ...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]/g),
      ].map((m) => m[1]!);
      for (const s of specifiers) expect(s, `${file} imports ${s}`).toMatch(/^\.\.?\/.*\.js$/);
    }
  });
});

// @vitest-environment node
// @mro/upload as an app (or a Node tool) sees it: the built ESM through the exports map, no React,
// no Node built-ins, nothing but @mro/rules and its own modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../packages/upload/dist', import.meta.url));

describe('@mro/upload package contract', () => {
  it('plain Node imports the build through the exports map', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { createUploadClient, backoffDelay } from '@mro/upload'; const c = createUploadClient({ system: 'BY' }); console.log(JSON.stringify([typeof c.uploadChunked, backoffDelay(1, 500, 8000, () => 0)]))",
      ],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual(['function', 500]);
  });

  it('imports only @mro/rules and its own modules', () => {
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const specifiers = [
        ...readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]/g),
      ].map((m) => m[1]!);
      for (const s of specifiers) expect(s, `${file} imports ${s}`).toMatch(/^(\.\.?\/.*\.js|@mro\/rules)$/);
    }
  });
});

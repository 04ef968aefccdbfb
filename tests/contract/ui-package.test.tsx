// @vitest-environment node
// The package contract, as another workspace sees it: '@mro/ui' resolves through the package's
// `exports` map to the built ESM in dist (run `npm run build` first), and its types to dist/*.d.ts
// (the root typecheck compiles this file against them).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, MroProvider, type ButtonProps, type SystemCode } from '@mro/ui';
import { values } from '@mro/tokens';

const pkg = JSON.parse(readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8'));

describe('@mro/ui package contract', () => {
  it('declares an exports map, no side effects and ESM with types', () => {
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
  });

  it('resolves to the built files, not the sources', () => {
    expect.assertions(1);
    // Node's own resolution from this folder: here where the runner gives import.meta.resolve,
    // else in a Node process started in this folder (never skipped).
    const resolved =
      import.meta.resolve?.('@mro/ui') ??
      execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(import.meta.resolve('@mro/ui'))"], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        encoding: 'utf8',
      }).trim();
    expect(resolved).toMatch(/packages\/ui\/dist\/index\.js$/);
  });

  it('renders Button inside MroProvider from another workspace (server render)', () => {
    const system: SystemCode = 'PO';
    const props: ButtonProps = { variant: 'secondary', children: '저장' };
    const html = renderToStaticMarkup(
      <MroProvider system={system} locale="ko">
        <Button {...props} />
      </MroProvider>,
    );
    expect(html).toMatch(/class="[^"]*\bbuyer punch-out\b/);
    expect(html).toContain('lang="ko"');
    expect(html).toContain('type="button"');
    expect(html).toContain('저장');
  });

  it('reaches the token values through @mro/tokens', () => {
    expect(values['punch-out']['color-primary-bg']).not.toBe(values.buyer['color-primary-bg']);
  });
});

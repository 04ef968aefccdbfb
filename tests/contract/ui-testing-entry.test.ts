// @vitest-environment node
// `@mro/ui/testing` as a consumer sees it (decision 0040): the entry resolves through the
// package's `exports` map to the built ESM from another workspace (apps/portal, through Node's own
// resolver in a child process) and exports the helpers a consumer's tests need: the Korean IME
// through CDP, typing into the grid, waiting for the overlay host. Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as testing from '@mro/ui/testing';
import type { CdpSession, GridCellPosition, Ime, ImeEnter } from '@mro/ui/testing';

const NAMES = [
  'createIme',
  'IME_ENTERS',
  'KOREAN_ENTERS',
  'findGrid',
  'focusGridCell',
  'gridCell',
  'gridInput',
  'typeInGridCell',
  'waitUntil',
  'overlaySettled',
  'waitForOverlaySettled',
].sort();

const pkg = JSON.parse(readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8'));

describe('@mro/ui/testing entry', () => {
  it('is declared in the exports map with its types', () => {
    expect(pkg.exports['./testing']).toEqual({
      types: './dist/testing/index.d.ts',
      import: './dist/testing/index.js',
    });
  });

  it('resolves from another workspace to the built file and exports the helpers', () => {
    const portal = fileURLToPath(new URL('../../apps/portal/', import.meta.url));
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('@mro/ui/testing'); console.log(JSON.stringify({ url: import.meta.resolve('@mro/ui/testing'), names: Object.keys(m).sort() }));",
      ],
      { cwd: portal, encoding: 'utf8' },
    );
    const { url, names } = JSON.parse(out) as { url: string; names: string[] };
    expect(url).toMatch(/packages\/ui\/dist\/testing\/index\.js$/);
    expect(names).toEqual(NAMES);
  });

  it('drives a CDP session with the sequences of decision 0026', async () => {
    expect(Object.keys(testing).sort()).toEqual(NAMES);
    const sent: [string, object | undefined][] = [];
    const cdp: CdpSession = { send: async (method, params) => void sent.push([method, params]) };
    const ime: Ime = testing.createIme(cdp);
    const way: ImeEnter = 'Windows Chrome';
    await ime.composeAndEnter('한글', way);
    expect(sent.map(([m, p]) => `${m} ${JSON.stringify(p)}`)).toEqual([
      'Input.imeSetComposition {"text":"한","selectionStart":1,"selectionEnd":1}',
      'Input.insertText {"text":"한"}',
      'Input.imeSetComposition {"text":"글","selectionStart":1,"selectionEnd":1}',
      'Input.dispatchKeyEvent {"type":"rawKeyDown","key":"Process","code":"Enter","windowsVirtualKeyCode":229,"modifiers":0}',
      'Input.insertText {"text":"글"}',
      'Input.dispatchKeyEvent {"type":"keyDown","text":"\\r","unmodifiedText":"\\r","key":"Enter","code":"Enter","windowsVirtualKeyCode":13,"modifiers":0}',
      'Input.dispatchKeyEvent {"type":"keyUp","key":"Enter","code":"Enter","windowsVirtualKeyCode":13}',
    ]);
    expect(testing.KOREAN_ENTERS).toEqual(['macOS Chrome', 'Windows Chrome', 'Safari']);
    const at: GridCellPosition = { row: 1, col: 5 };
    expect(at.row).toBe(1);
  });
});

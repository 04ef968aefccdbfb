// @vitest-environment node
// The build-time plugin of '@mro/ui/vite': a real Vite build of a small app (minified, with a
// dynamic import whose chunk has its own dependency, so Vite writes its preload map at the start of
// the entry chunk) and a SheetJS stand-in that must stay lazy.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build, type Rolldown } from 'vite';
import { COMPILE_HINT, compileHints, styledComponentIds } from '../vite.js';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mro-hints-'));
  await mkdir(join(root, 'node_modules/xlsx'), { recursive: true });
  await writeFile(join(root, 'node_modules/xlsx/package.json'), '{"name":"xlsx","type":"module","main":"index.js"}');
  await writeFile(join(root, 'node_modules/xlsx/index.js'), 'export function write(rows) { return rows.length; }');
  await writeFile(join(root, 'shared.js'), 'export function shared(n) { return n * 2; }');
  await writeFile(join(root, 'page.js'), "import { shared } from './shared.js';\nexport const page = () => shared(2);");
  await writeFile(
    join(root, 'other.js'),
    "import { shared } from './shared.js';\nexport const other = () => shared(3);",
  );
  await writeFile(join(root, 'sheet.js'), "import { write } from 'xlsx';\nexport const sheet = (rows) => write(rows);");
  await writeFile(
    join(root, 'main.js'),
    "/* a comment the minifier drops */\nexport async function start() {\n  const [{ page }, { other }, { sheet }] = await Promise.all([import('./page.js'), import('./other.js'), import('./sheet.js')]);\n  return page() + other() + sheet([1]);\n}",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function bundle(plugins: ReturnType<typeof compileHints>[], sourcemap: boolean | 'inline' = false) {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: {
      write: false,
      minify: true,
      sourcemap,
      rolldownOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output;
}

async function chunks(plugins: ReturnType<typeof compileHints>[]) {
  return (await bundle(plugins)).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/** The chunk of a build that holds the module whose path ends with `path`. */
function holding(files: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[], path: string) {
  const found = files.find(
    (f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.moduleIds.some((id) => id.endsWith(path)),
  );
  expect(found, path).toBeDefined();
  return found!;
}

/** Where `needle` in a built chunk comes from, by the chunk's source map. */
function origin(code: string, map: string, needle: string) {
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  expect(line).toBeGreaterThanOrEqual(0);
  const found = originalPositionFor(new TraceMap(map), { line: line + 1, column: lines[line]!.indexOf(needle) });
  return { source: found.source?.split('/').at(-1), line: found.line };
}

describe('compileHints()', () => {
  it("puts the hint on the first line of every chunk, after minification and Vite's preload map", async () => {
    const built = await chunks([compileHints()]);
    const lazy = holding(built, '/node_modules/xlsx/index.js');
    const eager = built.filter((c) => c !== lazy);
    expect(eager.length).toBeGreaterThanOrEqual(3);
    for (const chunk of eager) expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    // The entry chunk holds Vite's preload map (the page's chunk has a dependency): still second.
    const entry = eager.find((c) => c.isEntry)!;
    expect(entry.code).toContain('__vite__mapDeps');
    expect(entry.code.indexOf('__vite__mapDeps')).toBeGreaterThan(COMPILE_HINT.length);
    expect(lazy.code).not.toContain(COMPILE_HINT);
  });

  it('leaves chunks that `skip` matches, and everything without the plugin', async () => {
    const skipped = await chunks([compileHints({ skip: /page\.js$/ })]);
    expect(holding(skipped, '/page.js').code).not.toContain(COMPILE_HINT);
    expect(holding(skipped, '/node_modules/xlsx/index.js').code).toMatch(new RegExp(`^${COMPILE_HINT}\n`));
    for (const chunk of await chunks([])) expect(chunk.code).not.toContain(COMPILE_HINT);
  });

  it('keeps source maps true: external map files and inline maps account for the added line', async () => {
    // `n*2` is the body of shared.js's function, on its first line.
    const external = await bundle([compileHints()], true);
    const chunk = holding(external, '/shared.js');
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    const mapFile = external.find((f) => f.fileName === `${chunk.fileName}.map`) as Rolldown.OutputAsset;
    expect(origin(chunk.code, String(mapFile.source), '*2')).toEqual({ source: 'shared.js', line: 1 });
    expect(origin(chunk.code, JSON.stringify(chunk.map), '*2')).toEqual({ source: 'shared.js', line: 1 });

    const inline = holding(await bundle([compileHints()], 'inline'), '/shared.js');
    expect(inline.code.split('\n')[0]).toBe(COMPILE_HINT);
    const data = /base64,([A-Za-z0-9+/=]+)\s*$/.exec(inline.code)![1]!;
    expect(origin(inline.code, Buffer.from(data, 'base64').toString('utf8'), '*2')).toEqual({
      source: 'shared.js',
      line: 1,
    });
  });
});

describe('styledComponentIds', () => {
  const transform = (code: string, id: string, at = '/repo/app') => {
    const plugin = styledComponentIds() as unknown as {
      configResolved(config: { root: string }): void;
      transform(code: string, id: string): { code: string } | null;
    };
    plugin.configResolved({ root: at });
    return plugin.transform(code, id)?.code ?? null;
  };
  const source = [
    'const A = styled.div`color: red;`;',
    'const B = styled(Link)`color: blue;`;',
    "const C = styled.span.attrs({ role: 'note' })`margin: 0;`;",
    'const D = styled.p.withConfig({ shouldForwardProp: () => true })`padding: 0;`;',
    'const E = styled.button\n`x: y;`;',
  ].join('\n');

  it('names each component by its file and its place in it, before its template or attrs', () => {
    const out = transform(source, '/repo/app/src/Parts.styles.ts')!;
    const ids = [...out.matchAll(/componentId:"(sc-[0-9a-f]{8}-\d+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids.map((id) => id!.replace(/-\d+$/, ''))).size).toBe(1);
    expect(ids.map((id) => id!.split('-').pop())).toEqual(['0', '1', '2', '3']);
    expect(out).toContain('styled.div.withConfig({componentId:');
    expect(out).toContain('styled(Link).withConfig({componentId:');
    expect(out).toContain('styled.span.withConfig({componentId:');
    // A component that already has a config keeps it (and the counter-made id styled-components gives it).
    expect(out).toContain('styled.p.withConfig({ shouldForwardProp');
  });

  it('gives the same ids to the same file in any build of the same root (a server and a browser build)', () => {
    const file = '/repo/app/src/Parts.styles.ts';
    expect(transform(source, file)).toBe(transform(source, file));
    expect(transform(source, file)).not.toBe(transform(source, '/repo/app/src/Other.styles.ts'));
    // Another checkout of the same project: the path from the root is what counts.
    expect(transform(source, '/elsewhere/app/src/Parts.styles.ts', '/elsewhere/app')).toBe(transform(source, file));
  });

  it('leaves dependencies and files without styled components alone', () => {
    expect(transform(source, '/repo/app/node_modules/lib/index.js')).toBeNull();
    expect(transform('export const x = 1;', '/repo/app/src/x.ts')).toBeNull();
    expect(transform(source, '/repo/app/src/Parts.css')).toBeNull();
  });
});

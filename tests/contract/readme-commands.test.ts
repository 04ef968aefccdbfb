// Every `npm run X` that README.md, docs/ and chromatic.config.json tell a person (or Chromatic)
// to run names a script that exists, in the root package or the workspace named with `-w`. The
// build commands among them are run by `npm test` itself (its build and build-storybook steps
// call `npm run build` and `npm run build-storybook`), so a README build command that fails
// fails the run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  (JSON.parse(read(join(dir, 'package.json'))) as { scripts?: Record<string, string> }).scripts ?? {};

/** Workspace name → folder, from the root package's `workspaces` (folders, or `dir/*`). */
function workspaces(): Map<string, string> {
  const globs = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  const folders = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${glob.slice(0, -2)}/${e.name}`)
      : [glob],
  );
  const found = new Map<string, string>();
  for (const folder of folders) {
    try {
      found.set((JSON.parse(read(`${folder}/package.json`)) as { name: string }).name, folder);
    } catch {
      // a folder without a package
    }
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** `npm run name` with an optional `-w workspace`, as written in a text. */
export function npmRunCommands(text: string): { script: string; workspace: string | null }[] {
  return [...text.matchAll(/npm run ([a-z0-9][a-z0-9:-]*[a-z0-9])(?: -w (@?[\w/-]+))?/gi)].map((m) => ({
    script: m[1]!,
    workspace: m[2] ?? null,
  }));
}

describe('commands the documentation names', () => {
  it('reads commands with their workspace', () => {
    expect(npmRunCommands('run `npm run build-storybook`, then `npm run docs -w @mro/rules`.')).toEqual([
      { script: 'build-storybook', workspace: null },
      { script: 'docs', workspace: '@mro/rules' },
    ]);
  });

  it.each(['README.md', ...markdownFiles('docs')])('%s: every `npm run` script exists', (file) => {
    const folders = workspaces();
    const missing = npmRunCommands(read(file))
      .filter(({ script, workspace }) => {
        const dir = workspace ? folders.get(workspace) : '.';
        return !dir || !(script in scriptsOf(dir));
      })
      .map(({ script, workspace }) => (workspace ? `${script} -w ${workspace}` : script));
    expect(missing).toEqual([]);
  });

  it("chromatic.config.json's build script exists and builds the folder Chromatic uploads", () => {
    const config = JSON.parse(read('chromatic.config.json')) as { buildScriptName: string; storybookBuildDir: string };
    const scripts = scriptsOf('.');
    expect(scripts[config.buildScriptName]).toBeDefined();
    expect(scripts['storybook:build']).toContain(`-o ${config.storybookBuildDir}`);
  });

  it('npm test runs the build commands the README names', () => {
    const run = read('tests/run-all.mjs');
    for (const build of ['npm run build', 'npm run build-storybook']) expect(run).toContain(`'${build}'`);
  });
});

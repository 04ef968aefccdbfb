// `npm start`: after the build, the API server (PGlite in apps/api/.data, seeded), then once it
// answers the portal's development server (Vite, proxying /imk/api to the API) and Storybook; their
// URLs and the demo accounts are printed (startPlan.mjs). Ctrl+C stops all three.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { banner, startAll } from './startPlan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const children = [];

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(`${prefix(line)}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      process.stdout.write(`${name} stopped (${code}); stopping the others\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'apps', 'api', '.data', 'db'),
  FILE_DIR: process.env.FILE_DIR ?? join(root, 'apps', 'api', '.data', 'files'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const processes = {
  api: () => run('api', process.execPath, [join(root, 'apps', 'api', 'dist', 'server.js')], { env }),
  portal: () =>
    run('portal', 'npx', ['vite', '--config', 'apps/portal/vite.config.ts', 'apps/portal', '--strictPort'], {
      env: process.env,
    }),
  storybook: () =>
    run('storybook', 'npx', ['storybook', 'dev', '-p', '6006', '--no-open', '--ci'], { env: process.env }),
};

/** Waits until each URL answers (at most two minutes), then prints where everything is. */
async function ready(urls) {
  const deadline = Date.now() + 120_000;
  for (const url of urls) {
    while (Date.now() < deadline) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

await startAll({ run: (name) => !stopping && processes[name](), ready });
if (!stopping) process.stdout.write(banner());

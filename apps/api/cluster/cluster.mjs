// The API at scale on this machine (issue 46, decisions 0051-0053): a throw-away PostgreSQL (as
// .ci/postgres-tests.sh starts one), N API instances sharing it (files and chunks in it, rate
// limits counted in it, changes announced by it) and HAProxy from Debian's packages in front,
// serving the built portal and the API on one origin. Used by `npm run start:cluster`
// (start.mjs) and `npm run load` (tests/bench/load.mjs). Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const isRoot = process.getuid?.() === 0;

function asRoot(args) {
  const command = isRoot ? args : ['sudo', ...args];
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`could not run: ${command.join(' ')}`);
}

/** Installs Debian packages the cluster needs when they are missing (PostgreSQL, HAProxy). */
function ensurePackages() {
  const missing = [];
  if (!pgBin()) missing.push('postgresql');
  if (spawnSync('sh', ['-c', 'command -v haproxy']).status !== 0) missing.push('haproxy');
  if (!missing.length) return;
  process.stdout.write(`installing with apt-get: ${missing.join(' ')}\n`);
  asRoot(['apt-get', 'update', '-qq']);
  asRoot([
    'env',
    'DEBIAN_FRONTEND=noninteractive',
    'apt-get',
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing,
  ]);
}

function pgBin() {
  const found = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1'], {
    encoding: 'utf8',
  });
  return found.stdout.trim() || null;
}

/** A throw-away PostgreSQL cluster in a temporary folder (as the `postgres` user when run as root). */
export function startPostgres(port) {
  const bin = pgBin();
  const data = mkdtempSync(join(tmpdir(), 'mro-cluster-pg-'));
  const asPg = (args) => {
    if (isRoot) {
      spawnSync('chown', ['-R', 'postgres', data]);
      return spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
    }
    return spawnSync(args[0], args.slice(1), { encoding: 'utf8' });
  };
  if (isRoot) chmodSync(data, 0o700);
  const init = asPg([
    `${bin}/initdb`,
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const ctl = (...args) => asPg([`${bin}/pg_ctl`, '-D', data, ...args]);
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  const started = ctl('-w', '-t', '60', '-l', join(data, 'server.log'), '-o', options, 'start');
  if (started.status !== 0) throw new Error(`PostgreSQL did not start on ${port}: ${started.stderr}${started.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it; `mode` 'fast' keeps the folder for a restart, `remove` drops it. */
    stop: (mode = 'fast') => ctl('-m', mode, '-w', 'stop'),
    start: () => ctl('-w', '-t', '60', '-l', join(data, 'server.log'), '-o', options, 'start'),
    remove: () => {
      ctl('-m', 'immediate', 'stop');
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** One API instance (dist/server.js) on `port`; its output prefixed, or kept quiet. */
export function startInstance(name, port, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      if (!quiet) for (const line of lines) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return { name, port, child, url: `http://127.0.0.1:${port}` };
}

/**
 * Waits until `url` answers. With the instance's `child`, an exit is reported at once (no waiting
 * out the limit for a process that is gone).
 */
export async function waitFor(url, ms = 120_000, child = null) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the instance stopped (exit ${child.exitCode}) before it answered`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** HAProxy in front of the instances: round robin, health-checked, retrying a refused connection. */
function startBalancer(port, instances, folder) {
  const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 35m
  timeout server 35m
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout 503
  option forwardfor
frontend mro
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', () => {});
  return child;
}

/**
 * Starts the whole cluster: PostgreSQL on `pgPort`, `count` instances from `apiPort` on, HAProxy
 * on `port`. The first instance migrates and seeds before the others start.
 */
export async function startCluster({ port = 4400, apiPort = 4401, pgPort = 55440, count = 3, quiet = false } = {}) {
  ensurePackages();
  const folder = mkdtempSync(join(tmpdir(), 'mro-cluster-'));
  const pg = startPostgres(pgPort);
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: pg.url,
    FILE_STORE: 'postgres',
    RATE_LIMIT_STORE: 'postgres',
    TRUST_PROXY: '127.0.0.1',
    PORTAL_DIR: process.env.PORTAL_DIR ?? join(root, 'apps', 'portal', 'dist'),
    ALLOWED_ORIGINS: `${origin},http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Each instance's folder is unused with the shared store; a temporary one all the same.
    FILE_DIR: join(folder, 'files'),
  };
  const instances = [];
  const stopAll = () => {
    for (const i of instances) i.child.kill('SIGTERM');
    balancer?.kill('SIGTERM');
    pg.remove();
    rmSync(folder, { recursive: true, force: true });
  };
  let balancer = null;
  try {
    for (let n = 0; n < count; n += 1) {
      const instance = startInstance(`api${n + 1}`, apiPort + n, env, { quiet });
      instances.push(instance);
      // The first one creates the schema and the demo data (100,000 catalogue items: a few minutes
      // on a busy 2-core machine); the others find them.
      if (n === 0) {
        if (!quiet) process.stdout.write(`${instance.name}: creating the schema and the demo data…\n`);
        await waitFor(`${instance.url}/health`, 900_000, instance.child);
      }
    }
    await Promise.all(instances.map((i) => waitFor(`${i.url}/health`, 120_000, i.child)));
    balancer = startBalancer(port, instances, folder);
    await waitFor(`${origin}/health`, 30_000);
  } catch (error) {
    stopAll();
    throw error;
  }
  return {
    url: origin,
    pg,
    instances,
    env,
    stop: stopAll,
    restartInstance: (i) => startInstance(i.name, i.port, env, { quiet }),
  };
}

// `npm run bench:api`: requests per second and p99 latency of three common calls of the API
// server (common codes, board page, token refresh with rotation) on loopback, each as a ratio
// to a bare Fastify route measured in the same run, alternating so drift hits both alike.
// Bounded: BENCH_SECONDS (default 4) per measurement, 3 rounds. Then the catalogue search over the
// demo's 100,000 items against a sequential ILIKE scan of the same items (catalog-search.mjs).
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;

const built = spawnSync('npm run build -w @mro/rules && npm run build -w @mro/api', { shell: true, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const { startBenchApi } = await import('./api-server.mjs');
const { DEMO_PASSWORD } = await import('../../apps/api/dist/config.js');
// BENCH_DATABASE_URL: measure on a PostgreSQL server instead of the embedded PGlite.
// BENCH_ONLY=refresh (or codes, board): that call alone, without the catalogue search after it, on
// the demo seed with a small catalogue (the call reads none of it; the seed takes seconds, not minutes).
const ONLY = process.env.BENCH_ONLY ?? '';
const ONE_CALL = { codes: 'common codes', board: 'board page', refresh: 'token refresh' }[ONLY];
const api = await startBenchApi(ONE_CALL ? { catalogSeedItems: 1000 } : {});
console.log(
  `first start with the demo seed (${ONE_CALL ? '1,000' : '100,000'} catalogue items): ${(api.startMs / 1000).toFixed(1)} s`,
);
const { app } = api;
const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

// The peer: a bare Fastify route answering a JSON body of the same size as the codes answer.
const headers = { 'x-system': 'MAIN', locale: 'KO' };
const codesUrl = '/imk/api/anonymous/common-codes/cache?cdLstIds=UNIT&cdLstIds=PAY_TERM&langCd=KO';
const sample = await (await fetch(apiUrl + codesUrl, { headers })).json();
const bare = Fastify({ logger: false });
bare.get('/bare', async () => sample);
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

/** One refresh token per connection (a token is used once: rotation with reuse detection). */
async function refreshPool(n) {
  const pool = [];
  for (let i = 0; i < n; i += 1) {
    const res = await fetch(`${apiUrl}/imk/api/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-token-transport': 'body' },
      body: JSON.stringify({ loginId: 'buyer01', pwCn: DEMO_PASSWORD }),
    });
    pool.push((await res.json()).data.refreshToken);
  }
  return pool;
}

// Each measurement also records the process's CPU time (server, autocannon and peer share this
// one process): requests per CPU second compare the two sides when other jobs take the cores.
function measure(url, options = {}) {
  const cpu = process.cpuUsage();
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, ...options }, (error, result) => {
      if (error) return reject(error);
      const used = process.cpuUsage(cpu);
      result.perCpuSecond = result.requests.total / ((used.user + used.system) / 1e6);
      resolve(result);
    });
  });
}

const CASES = {
  'common codes': () => measure(apiUrl + codesUrl),
  'board page': () =>
    measure(
      `${apiUrl}/imk/api/anonymous/boards/auth-posts/page?rpreBrdId=NOTICE&beforeLoginYn=Y&sysGbCd=BY&page=${encodeURIComponent('{"pageNo":1,"pageSize":10}')}`,
    ),
  'token refresh': async () => {
    const pool = await refreshPool(CONNECTIONS);
    return measure(apiUrl, {
      headers: { ...headers, 'x-token-transport': 'body' },
      requests: [
        {
          method: 'GET',
          // autocannon resets the context before every loop, so the live tokens sit in a pool:
          // each call takes one and puts back its rotated successor.
          setupRequest(request, context) {
            context.token = pool.pop();
            request.path = `/imk/api/token/refresh?refreshToken=${encodeURIComponent(context.token)}`;
            return request;
          },
          onResponse(status, body) {
            if (status === 200) pool.push(JSON.parse(body).data.refreshToken);
          },
        },
      ],
    });
  },
};

// BENCH_ONLY=catalog: the catalogue search alone (catalog-search.mjs); a call's name: that call alone.
if (ONLY === 'catalog') for (const name of Object.keys(CASES)) delete CASES[name];
if (ONE_CALL) for (const name of Object.keys(CASES)) if (name !== ONE_CALL) delete CASES[name];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const [name, run] of Object.entries(CASES)) {
  const ours = [];
  const peer = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = round % 2 === 0;
    const a = first ? await run() : await measure(`${bareUrl}/bare`);
    const b = first ? await measure(`${bareUrl}/bare`) : await run();
    const [o, p] = first ? [a, b] : [b, a];
    if (o.non2xx) console.warn(`${name}: ${o.non2xx} answers were not 2xx`);
    ours.push(o);
    peer.push(p);
  }
  const rps = median(ours.map((r) => r.requests.average));
  const p99 = median(ours.map((r) => r.latency.p99));
  const peerRps = median(peer.map((r) => r.requests.average));
  const peerP99 = median(peer.map((r) => r.latency.p99));
  const perCpu = median(ours.map((r) => r.perCpuSecond));
  const peerPerCpu = median(peer.map((r) => r.perCpuSecond));
  rows.push({
    call: name,
    'req/s': Math.round(rps),
    'p99 ms': p99,
    'bare req/s': Math.round(peerRps),
    'bare p99 ms': peerP99,
    'req/s ratio (ours ÷ bare)': (rps / peerRps).toFixed(2),
    'p99 ratio (ours ÷ bare)': (p99 / Math.max(peerP99, 1)).toFixed(2),
    'req per CPU s ratio': (perCpu / peerPerCpu).toFixed(3),
  });
}
if (rows.length) console.table(rows);
if (!ONE_CALL) {
  const { benchCatalogSearch } = await import('./catalog-search.mjs');
  await benchCatalogSearch(api);
}
await api.close();
await bare.close();

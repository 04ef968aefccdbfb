// `npm run bench:upload`: chunked upload throughput (@mro/upload: 900,000-byte chunks, 10 in
// flight, SHA-256 each, then commit) against one plain multipart POST of the same bytes to the same
// local server: a bare route that only reads, hashes and stores the file, and the product's own
// POST /file/upload (name, content and size checks, database rows). Alternating, medians.
// Twice: on loopback (no network: only the per-request work shows) and through a proxy that behaves
// like a link (BENCH_LINK "Mbit/s,round-trip ms", default 100 Mbit/s and 10 ms: an office uplink).
// Target: chunked ÷ plain ≥ 0.8.
import { spawnSync } from 'node:child_process';
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
// 5 MB: the largest file the product's plain upload takes, so all three paths carry the same bytes.
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 5) * MB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const built = spawnSync('npx turbo run build --filter=@mro/api --filter=@mro/upload --output-logs=errors-only', {
  shell: true,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const { createUploadClient } = await import('../../packages/upload/dist/index.js');

// The server runs in its own process (as it would on a real machine), the client here.
const server = fork(fileURLToPath(new URL('./upload-server.mjs', import.meta.url)), [String(SIZE)], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const direct = await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
});
const [linkMbit, linkRtt] = (process.env.BENCH_LINK ?? '100,10').split(',').map(Number);
const proxy = fork(fileURLToPath(new URL('./link-proxy.mjs', import.meta.url)), [direct, linkMbit, linkRtt], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const linked = await new Promise((resolve) => proxy.once('message', resolve));

const login = await fetch(`${direct}/imk/api/login`, {
  method: 'POST',
  headers: { 'x-system': 'MAIN', 'content-type': 'application/json', 'x-token-transport': 'body' },
  body: JSON.stringify({ loginId: 'buyer01', pwCn: 'Mro!2026demo' }),
});
const token = (await login.json()).data.accessToken;
const bytes = new Uint8Array(SIZE);
for (let i = 0; i < SIZE; i += 1) bytes[i] = (i * 7919) % 256;
bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
const file = new File([bytes], 'bench.pdf');
const expected = createHash('sha256').update(bytes).digest('hex');
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const withProduct = SIZE <= 5 * MB;
const mbps = (ms) => SIZE / MB / (ms / 1000);

/** The three ways of sending the same bytes to `base`, alternating; one table row. */
async function measure(label, base) {
  const transport = (url, init) =>
    fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  const client = createUploadClient({ system: 'MAIN', anonymous: false, origin: base, fetch: transport });
  async function chunked() {
    const started = performance.now();
    const result = await client.uploadChunked(file);
    if (result.sha256 !== expected) throw new Error('chunked upload changed the bytes');
    return performance.now() - started;
  }
  async function plain() {
    const form = new FormData();
    form.append('file', file, file.name);
    const started = performance.now();
    const res = await transport(`${base}/bench/plain`, { method: 'POST', headers: { 'x-system': 'MAIN' }, body: form });
    if ((await res.json()).sha256 !== expected) throw new Error('plain upload changed the bytes');
    return performance.now() - started;
  }
  async function product() {
    const started = performance.now();
    const result = await client.upload({ files: [file] });
    if (result.athFileInfos[0]?.fileSizeNum !== SIZE)
      throw new Error(`plain upload lost bytes: ${JSON.stringify(result).slice(0, 300)}`);
    return performance.now() - started;
  }
  await chunked(); // warm-up (JIT, PGlite caches, connections)
  await plain();
  if (withProduct) await product();
  const times = { chunked: [], plain: [], product: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['chunked', 'plain', 'product'] : ['product', 'plain', 'chunked'];
    for (const name of order) {
      if (name === 'chunked') times.chunked.push(await chunked());
      if (name === 'plain') times.plain.push(await plain());
      if (name === 'product' && withProduct) times.product.push(await product());
    }
  }
  const c = mbps(median(times.chunked));
  const p = mbps(median(times.plain));
  const f = withProduct ? mbps(median(times.product)) : NaN;
  return {
    path: label,
    'file MB': SIZE / MB,
    'chunked MB/s': c.toFixed(1),
    'bare POST MB/s': p.toFixed(1),
    'ratio chunked ÷ bare POST': (c / p).toFixed(2),
    'POST /file/upload MB/s': withProduct ? f.toFixed(1) : '-',
    'ratio chunked ÷ /file/upload': withProduct ? (c / f).toFixed(2) : '-',
    target: '≥ 0.80',
  };
}

console.table([await measure('loopback', direct), await measure(`link ${linkMbit} Mbit/s, ${linkRtt} ms`, linked)]);
proxy.kill();
server.kill();

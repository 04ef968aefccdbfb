// `npm run bench:catalog-upload` (in `npm run bench`): the bulk upload of BENCH_CATALOG_ROWS
// (default 50,000) catalogue rows through `POST /excel/bulk-upload` (CATALOG_ITEM, decision 0068:
// every row checked by the grid's rules, the accepted ones written with their search keys and the
// buyers' search table in step; decision 0078: the sheet read row by row, checked and written 1,000
// rows at a time) against reading the same file with `@mro/excel/sheet` alone in a
// fresh process. Prints the server's time (the request, as the client waits for it), its peak
// resident set, and the ratio to the peer. Goal (issue 45): under 60 s and under 300 MB. The file
// has 3 bad rows, listed in the answer. The machine's load average (1 minute) is printed before the
// peer and after the upload: the goal is absolute, the ratio is what compares runs. Needs nothing
// running; builds what it uses.
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';

const ROWS = Number(process.env.BENCH_CATALOG_ROWS ?? 50_000);

const built = spawnSync('npx turbo run build --filter=@mro/api --filter=@mro/excel --output-logs=errors-only', {
  shell: true,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const { CATALOG_TEMPLATE_COLUMNS } = await import('../../packages/rules/dist/index.js');

// The file: the template's Korean header, ROWS new items over six names and two categories, 3 bad rows.
const header = CATALOG_TEMPLATE_COLUMNS.map((c) => c[1]);
const NAMES = ['육각 렌치', '니트릴 장갑', '안전화', '절삭유', '볼트 세트', '방진 마스크'];
const rows = Array.from({ length: ROWS }, (_, i) => [
  '',
  `벤치 ${NAMES[i % NAMES.length]} ${i}`,
  `Bench item ${i}`,
  `규격 ${i % 97}`,
  `BENCH-${i}`,
  i % 2 ? 'A0101' : 'B0101',
  'EA',
  1,
  1 + (i % 5),
  1000 + (i % 9000),
  'KRW',
  '2026-12-01',
  '2027-11-30',
  1 + (i % 7),
]);
for (const bad of [17, Math.floor(ROWS / 2), ROWS - 1]) rows[bad][9] = '12.5';
const dir = mkdtempSync(join(tmpdir(), 'mro-bench-catalog-'));
const path = join(dir, 'catalogue.xlsx');
const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'items');
writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
const bytes = readFileSync(path);
console.log(`catalogue upload: ${ROWS.toLocaleString()} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB .xlsx`);

const child = (script, args = []) =>
  fork(fileURLToPath(new URL(script, import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--expose-gc'],
  });
const next = (proc) =>
  new Promise((resolve, reject) => {
    proc.once('message', resolve);
    proc.once('exit', (code) => reject(new Error(`${proc.spawnfile} exited (${code})`)));
  });

const load = () => loadavg()[0].toFixed(1);
const loadBefore = load();

// The peer: reading alone, in a fresh process.
const reader = child('./catalog-read.mjs', [path]);
const peer = await next(reader);
reader.kill();

// The product: a fresh server, supplier01 in MP, one upload.
const server = child('./catalog-upload-server.mjs');
const ready = await next(server);
const main = { 'x-system': 'MAIN', 'content-type': 'application/json', 'x-token-transport': 'body' };
const login = await fetch(`${ready.origin}/imk/api/login`, {
  method: 'POST',
  headers: main,
  body: JSON.stringify({ loginId: 'supplier01', pwCn: 'Mro!2026demo' }),
});
const chosen = await fetch(`${ready.origin}/imk/api/auth/system`, {
  method: 'POST',
  headers: { ...main, authorization: `Bearer ${(await login.json()).data.accessToken}` },
  body: JSON.stringify({ sysGbCd: 'MP' }),
});
const token = (await chosen.json()).data.accessToken;
const form = new FormData();
form.append('fwdReqCd', 'CATALOG_ITEM');
form.append('filenames', 'catalogue.xlsx');
form.append('file', new File([bytes], 'catalogue.xlsx'));
server.send('reset');
await next(server);
const started = performance.now();
const res = await fetch(`${ready.origin}/bulk/imk/api/excel/bulk-upload`, {
  method: 'POST',
  headers: { 'x-system': 'MP', authorization: `Bearer ${token}` },
  body: form,
});
const ms = performance.now() - started;
const answer = await res.json();
server.send('peak');
const after = await next(server);
server.kill();
rmSync(dir, { recursive: true, force: true });
if (!answer.isSuccess) {
  console.error('the upload was refused:', JSON.stringify(answer.error));
  process.exit(1);
}
const d = answer.data;
const s = (v) => `${(v / 1000).toFixed(1)} s`;
console.log(
  [
    `| path | time | peak RSS |`,
    `| --- | ---: | ---: |`,
    `| @mro/excel/sheet read alone (peer) | ${s(peer.ms)} | ${peer.peakMb} MB |`,
    `| POST /excel/bulk-upload CATALOG_ITEM | ${s(ms)} | ${after.peakMb} MB: ${after.peakMb - after.beforeMb} MB over the ${after.beforeMb} MB resident before it, ${after.afterMb} MB after it |`,
  ].join('\n'),
);
console.log(
  `V8 heap in use ${after.heapBefore.heapMb} → ${after.heapAfter.heapMb} MB, array buffers (PGlite's memory among them) ${after.heapBefore.buffersMb} → ${after.heapAfter.buffersMb} MB (before → after the upload, after a GC)`,
);
console.log(
  `rows ${d.totalCount.toLocaleString()}: ${d.successCount.toLocaleString()} written, ${d.failCount} refused (rows ${d.refused.map((r) => r.row).join(', ')})`,
);
console.log(`load average (1 min): ${loadBefore} before the peer, ${load()} after the upload (2 cores)`);
console.log(
  `upload ÷ read alone: ${(ms / peer.ms).toFixed(1)}×; goal under 60 s: ${ms < 60_000 ? 'met' : 'NOT met'}, the upload's own peak under 300 MB: ${after.peakMb - after.beforeMb < 300 ? 'met' : 'NOT met'}`,
);

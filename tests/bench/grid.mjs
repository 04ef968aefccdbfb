// `npm run bench:grid`: the DataGrid of @mro/ui against react-data-grid (7.0.0-beta.61, the React 19
// line, a devDependency of tests/bench/grid only). Both pages are production builds on the same
// seeded 100,000 × 20 rows (text, number, dropdown, checkbox, status), 1280×800, the same row and
// header heights. Mount is timed on a cold page and into a running app shell. Runs alternate which
// grid goes first; medians of BENCH_RUNS (default 10).
// Printed: ratios ours ÷ react-data-grid for mount, p95 frame interval while scrolling and during a
// wheel burst (with frames showing blank cells), edit commit latency and heap; and ours alone:
// paste of 800 cells, reset after 1,000 edits, heap growth over 20 scroll and 100 edit/reset
// cycles, main-thread long tasks during a 100,000-row Excel export. Figures, not assertions.
// Both pages are built with V8 compile hints, as an app using @mro/ui is (BENCH_COMPILE_HINTS=0:
// without, for both).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const EDITS = 10;
const dir = fileURLToPath(new URL('./grid/', import.meta.url));

const step = (cmd) => {
  const { status } = spawnSync(cmd, { shell: true, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
step('npx turbo run build --filter=@mro/ui --output-logs=errors-only');
step(`npx vite build -c ${join(dir, 'vite.config.ts')}`);

const root = join(dir, 'dist');
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = normalize(join(root, new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch(chromiumLaunchOptions());
const median = (values) => {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** The page has loaded and painted; its garbage is collected, then the grid mounts (timed in the page). */
async function mountAfterGc(page, cdp) {
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => window.bench.mounted());
}

/** Mount into a running app shell (providers painted first): a fresh page for that alone. */
async function measureShellMount(kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/index.html?grid=${kind}&rows=${ROWS}&mount=shell`);
  const mount = await mountAfterGc(page, cdp);
  await context.close();
  return mount;
}

/** One run of one grid: a fresh context and page. */
async function measure(kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/index.html?grid=${kind}&rows=${ROWS}`);
  const result = { mount: await mountAfterGc(page, cdp) };
  await page.waitForTimeout(300);
  result.heap = await heapUsed(cdp);

  const scroll = await page.evaluate(() => window.bench.scroll(3000));
  result.scrollP95 = scroll.p95;
  result.scrollBlank = scroll.blankFrames;
  result.scrollFrames = scroll.frames;

  // A wheel burst over the grid: 40 notches as fast as the mouse sends them, from the top.
  await page.evaluate(() => {
    document.querySelector('[role="grid"]').scrollTop = 0;
    window.wheel = window.bench.recordFrames();
  });
  await page.mouse.move(640, 400);
  for (let i = 0; i < 40; i += 1) await page.mouse.wheel(0, 600);
  await page.waitForTimeout(400);
  const wheel = await page.evaluate(() => window.wheel.stop());
  result.wheelP95 = wheel.p95;
  result.wheelBlank = wheel.blankFrames;

  // Edits: type into a cell (which starts editing), Enter commits; latency from Enter to paint.
  await page.evaluate(() => (document.querySelector('[role="grid"]').scrollTop = 0));
  await page.waitForTimeout(200);
  const cell = page.locator('[role="row"][aria-rowindex="3"] [role="gridcell"][aria-colindex="4"]');
  await cell.click();
  const latencies = [];
  for (let i = 0; i < EDITS; i += 1) {
    const before = await page.evaluate(() => window.bench.commits().length);
    await page.keyboard.type(`편집${i}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => window.bench.commits().length > n, before);
    latencies.push(await page.evaluate(() => window.bench.commits().at(-1)));
    // react-data-grid stays on the cell after a commit; ours moves down (Enter commits and moves).
    if (kind === 'rdg') await page.keyboard.press('ArrowDown');
  }
  result.commit = median(latencies.map((l) => l.painted));
  result.commitWork = median(latencies.map((l) => l.work));

  if (kind === 'ours') {
    await page.locator('[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="3"]').click();
    const paste = await page.evaluate(() => window.bench.paste());
    result.pasteWork = paste.work;
    result.paste = paste.painted;
    if (paste.changed < 40) errors.push(`the paste changed ${paste.changed} rows, not 40`);
    const reset = await page.evaluate(() => window.bench.resetAfterEdits(1000));
    result.resetWork = reset.work;
    result.reset = reset.painted;
    if (reset.changedAfter) errors.push(`reset left ${reset.changedAfter} changed rows`);
    // Heap growth: 20 scroll cycles (to the end and back) and 100 edit/reset cycles.
    const before = await heapUsed(cdp);
    for (let i = 0; i < 20; i += 1) {
      await page.evaluate(async () => {
        const grid = document.querySelector('[role="grid"]');
        for (const f of [0.25, 0.5, 0.75, 1, 0]) {
          grid.scrollTop = (grid.scrollHeight - grid.clientHeight) * f;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
    }
    for (let i = 0; i < 100; i += 1) await page.evaluate(() => window.bench.editReset());
    result.growth = (await heapUsed(cdp)) - before;
    // Long tasks on the main thread while 100,000 rows are written to .xlsx (in the worker).
    await page.evaluate(() => {
      window.longTasks = [];
      window.longFrames = [];
      new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
      });
      // What ran in a long frame (Long Animation Frames API), to say what a long task was.
      new PerformanceObserver((list) =>
        window.longFrames.push(
          ...list
            .getEntries()
            .filter((e) => e.blockingDuration > 0)
            .map((e) => e.scripts.map((s) => `${s.invoker} ${Math.round(s.duration)} ms`).join(', ') || 'no script'),
        ),
      ).observe({ type: 'long-animation-frame' });
    });
    result.exportBytes = await page.evaluate(() => window.bench.exportAll());
    await page.waitForTimeout(200);
    const longTasks = await page.evaluate(() => window.longTasks);
    result.exportLongest = Math.max(0, ...longTasks);
    result.exportLongTasks = longTasks.length;
    const frames = await page.evaluate(() => window.longFrames);
    if (frames.length) console.log(`  export: long frames: ${frames.join(' | ')}`);
  }
  if (errors.length) console.warn(`  ${kind}: ${errors.join('; ')}`);
  await context.close();
  return result;
}

const runs = { ours: [], rdg: [] };
for (let run = 0; run < RUNS; run += 1) {
  const order = run % 2 === 0 ? ['ours', 'rdg'] : ['rdg', 'ours'];
  for (const kind of order) {
    const result = await measure(kind);
    result.mountShell = await measureShellMount(kind);
    runs[kind].push(result);
  }
  const o = runs.ours.at(-1);
  const r = runs.rdg.at(-1);
  console.log(
    `run ${run + 1}/${RUNS}: mount ${o.mount.toFixed(0)}/${r.mount.toFixed(0)} ms (shell ${o.mountShell.toFixed(0)}/${r.mountShell.toFixed(0)}), scroll p95 ${o.scrollP95.toFixed(1)}/${r.scrollP95.toFixed(1)} ms, commit ${o.commit.toFixed(1)}/${r.commit.toFixed(1)} ms (ours/rdg)`,
  );
}
await browser.close();
server.close();

const med = (kind, key) => median(runs[kind].map((r) => r[key]));
const MB = 1024 * 1024;
const rows = [
  ['mount to first paint, cold page (ms)', 'mount', 0.8, '≤ 0.8×'],
  ['mount to first paint, into app shell (ms)', 'mountShell', 0.8, '≤ 0.8×'],
  ['p95 frame, 3 s scroll (ms)', 'scrollP95', 1.0, '≤ 1.0× and ≤ 16.7 ms'],
  ['frames with blank cells, scroll', 'scrollBlank', null, '0'],
  ['p95 frame, wheel burst (ms)', 'wheelP95', 1.0, '≤ 1.0× and ≤ 16.7 ms'],
  ['frames with blank cells, wheel', 'wheelBlank', null, '0'],
  ['edit commit, Enter to paint (ms)', 'commit', null, 'one frame'],
  ['edit commit, Enter to end of handling (ms)', 'commitWork', null, ''],
  ['heap after GC (MB)', 'heap', 1.1, '≤ 1.1×'],
];
const hints = process.env.BENCH_COMPILE_HINTS === '0' ? 'without compile hints' : 'with compile hints';
console.log(
  `\nDataGrid vs react-data-grid 7.0.0-beta.61: ${ROWS.toLocaleString('en')} × 20, ${RUNS} runs, medians (both pages ${hints})`,
);
console.log('metric'.padEnd(46), 'ours'.padStart(10), 'rdg'.padStart(10), 'ratio'.padStart(8), '  target');
for (const [label, key, , target] of rows) {
  const scale = key === 'heap' ? MB : 1;
  const o = med('ours', key) / scale;
  const r = med('rdg', key) / scale;
  const ratio = r ? o / r : NaN;
  console.log(
    label.padEnd(46),
    o.toFixed(1).padStart(10),
    r.toFixed(1).padStart(10),
    (Number.isFinite(ratio) ? ratio.toFixed(2) : '-').padStart(8),
    ` ${target}`,
  );
}
console.log('\nours alone (medians)');
const alone = [
  ['paste of 800 cells: script, render, commit (ms)', 'pasteWork', 1],
  ['paste of 800 cells: to the next paint (ms)', 'paste', 1],
  ['reset after 1,000 edits: script, render, commit (ms)', 'resetWork', 1],
  ['reset after 1,000 edits: to the next paint (ms)', 'reset', 1],
  ['heap growth, 20 scroll + 100 edit/reset (MB)', 'growth', MB],
  ['export 100,000 rows: longest main-thread task (ms)', 'exportLongest', 1],
  ['export 100,000 rows: long tasks (> 50 ms)', 'exportLongTasks', 1],
  ['export 100,000 rows: file size (MB)', 'exportBytes', MB],
];
for (const [label, key, scale] of alone)
  console.log(label.padEnd(52), (med('ours', key) / scale).toFixed(2).padStart(10));

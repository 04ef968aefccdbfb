// The API server of `npm run bench:catalog-upload`, in its own process (api-server.mjs; a small
// seeded catalogue: the bench is the upload, not the seed). A worker thread samples the process's
// resident set every 10 ms (it runs while the main thread is busy parsing), so the peak of the
// upload alone is measured, not the seed's. Messages: `reset` starts a peak, `peak` answers it
// and the resident set before it and after it (the in-memory database keeps what was written), in MB.
import { Worker } from 'node:worker_threads';
import { startBenchApi } from './api-server.mjs';

const { app, close } = await startBenchApi({ catalogSeedItems: Number(process.env.BENCH_CATALOG_SEED ?? 3000) });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const sampler = new Worker(
  `const { parentPort } = require('node:worker_threads');
   let peak = 0;
   setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
   parentPort.on('message', (m) => {
     if (m === 'reset') { peak = process.memoryUsage.rss(); parentPort.postMessage(peak); }
     else parentPort.postMessage(Math.max(peak, process.memoryUsage.rss()));
   });`,
  { eval: true },
);
const ask = (m) =>
  new Promise((resolve) => {
    sampler.once('message', resolve);
    sampler.postMessage(m);
  });
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
let before = 0;
let heapBefore = {};
/** V8's heap in use and the array buffers (PGlite's memory is one), in MB. */
const heap = () => {
  const m = process.memoryUsage();
  return { heapMb: mb(m.heapUsed), buffersMb: mb(m.arrayBuffers) };
};
process.send({ origin });
process.on('message', async (m) => {
  if (m === 'reset') {
    globalThis.gc?.();
    before = await ask('reset');
    heapBefore = heap();
    process.send({ beforeMb: mb(before) });
  } else if (m === 'peak') {
    const peak = await ask('peak');
    globalThis.gc?.();
    process.send({
      beforeMb: mb(before),
      peakMb: mb(peak),
      afterMb: mb(process.memoryUsage.rss()),
      heapBefore,
      heapAfter: heap(),
    });
  }
});
const stop = async () => {
  await sampler.terminate();
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);

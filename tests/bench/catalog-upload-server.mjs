// The API server of `npm run bench:catalog-upload`, in its own process (api-server.mjs; a small
// seeded catalogue: the bench is the upload, not the seed). A worker thread samples the process's
// resident set every 10 ms (it runs while the main thread is busy parsing), so the peak of the
// upload alone is measured, not the seed's. Messages: `reset` starts a peak, `peak` answers it
// and the resident set before it, in MB.
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
process.send({ origin });
process.on('message', async (m) => {
  if (m === 'reset') {
    globalThis.gc?.();
    before = await ask('reset');
    process.send({ beforeMb: mb(before) });
  } else if (m === 'peak') process.send({ beforeMb: mb(before), peakMb: mb(await ask('peak')) });
});
const stop = async () => {
  await sampler.terminate();
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);

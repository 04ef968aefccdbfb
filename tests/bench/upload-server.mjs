// The API server of `npm run bench:upload`, in its own process (api-server.mjs), chunked uploads
// allowed up to the bench size, plus the peer route
// `POST /bench/plain` (one multipart file read whole, hashed and written, like the real calls).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchApi } from './api-server.mjs';

const size = Number(process.argv[2]);
const { app, fileDir, close } = await startBenchApi({ chunkedMaxFileBytes: size });
app.post('/bench/plain', async (request) => {
  const part = await request.file({ limits: { fileSize: size + 1 } });
  const bytes = await part.toBuffer();
  const digest = createHash('sha256').update(bytes).digest('hex');
  writeFileSync(join(fileDir, `plain-${digest.slice(0, 8)}`), bytes);
  return { sha256: digest };
});
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
process.send(origin);
const stop = async () => {
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);

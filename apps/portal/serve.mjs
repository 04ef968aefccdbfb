// `npm run portal`: the built portal served by the API server on one origin, as production would
// (one port, PORT honoured, the history routes answered with index.html, the allowed origin set
// to that one). Data in .data/ as `npm run start -w @mro/api`.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const port = process.env.PORT ?? '4000';
const host = process.env.HOST ?? '127.0.0.1';
process.env.PORT = port;
process.env.PORTAL_DIR ??= join(here, 'dist');
// The component catalogue for the developer system (npm run storybook:build); absent until built.
process.env.STORYBOOK_DIR ??= join(here, '..', '..', 'storybook-static');
process.env.ALLOWED_ORIGINS ??= `http://${host}:${port},http://localhost:${port}`;
process.env.DATA_DIR ??= join(here, '..', 'api', '.data', 'db');
process.env.FILE_DIR ??= join(here, '..', 'api', '.data', 'files');
await import('../api/dist/server.js');

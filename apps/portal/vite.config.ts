import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from '@mro/ui/vite';

// The portal in development proxies the API server (npm run start -w @mro/api, 127.0.0.1:4000) on
// its own origin, as production serves both from one (npm run portal).
const API = process.env.MRO_API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), compileHints()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/imk/api': API, '/bulk/imk/api': API },
  },
  build: { outDir: 'dist', sourcemap: true },
});

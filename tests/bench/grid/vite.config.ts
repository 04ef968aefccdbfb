// Builds the bench page (production React; both grids, one loaded per visit) into dist/ for
// tests/bench/grid.mjs. BENCH_MINIFY=0 keeps names readable for a profile.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    minify: process.env.BENCH_MINIFY !== '0',
    target: 'es2022',
  },
});

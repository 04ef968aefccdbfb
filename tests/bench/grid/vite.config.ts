// Builds the bench page (production React; both grids, one loaded per visit) into dist/ for
// tests/bench/grid.mjs, as an app using @mro/ui is built: its chunks carry V8's compile hint
// (`compileHints()` of '@mro/ui/vite', decision 0015), the same for both grids' pages.
// BENCH_COMPILE_HINTS=0 builds without them; BENCH_MINIFY=0 keeps names readable for a profile.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from '@mro/ui/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  plugins: [react(), ...(process.env.BENCH_COMPILE_HINTS === '0' ? [] : [compileHints()])],
  logLevel: 'warn',
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    minify: process.env.BENCH_MINIFY !== '0',
    target: 'es2022',
  },
});

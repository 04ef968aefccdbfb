// Builds the bench peer of the portal's login page into dist/ for tests/bench/portal.mjs, as the
// portal is built (React plugin, V8 compile hints), so the two pages differ only in what they hold.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from '@mro/ui/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react(), compileHints()],
  logLevel: 'warn',
  build: { outDir: here('dist'), emptyOutDir: true },
});

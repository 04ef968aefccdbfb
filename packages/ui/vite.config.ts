import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentIds } from './vite.js';
import pkg from './package.json' with { type: 'json' };

// Library build: ESM only, one output module per source module so consumers tree-shake
// (the package is "sideEffects": false). Types come from tsc (tsconfig.build.json).
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react(), styledComponentIds()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    // Three entries: the components, `@mro/ui/icons` (the icon set, one module per icon), and
    // `@mro/ui/testing` (helpers for consumers' tests, decision 0040).
    lib: {
      entry: { index: 'src/index.ts', icons: 'src/icons.ts', 'testing/index': 'src/testing/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

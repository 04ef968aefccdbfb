import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

const VITE_BUILD_TEST = 'packages/ui/test/vite.test.ts';

// Four projects: `unit` (jsdom, pure logic and hooks, no styling) with `unit:node` (the one file
// that runs a Vite build; `--project 'unit*'` runs both), `api` (the API server through
// Fastify inject on PGlite) and `storybook` (every story rendered in Chromium, its play function
// run, and axe run by addon-a11y with test: 'error').
export default defineConfig({
  test: {
    // `npm test` runs the unit project with --coverage; @mro/rules must keep 95% of its branches.
    coverage: {
      provider: 'v8',
      include: [
        'packages/rules/src/**',
        'packages/ui/src/**/use*.ts',
        'packages/ui/src/hooks/**',
        'packages/ui/src/storage/**',
      ],
      exclude: ['**/*.test.*', '**/*.stories.*'],
      reporter: ['text', 'text-summary'],
      thresholds: { 'packages/rules/src/**': { branches: 95, statements: 95, functions: 95, lines: 95 } },
    },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{tokens,packages/*,apps/*}/{src,test}/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
          // The API server's tests run in the node `api` project only; Vite's own build runs in `unit:node`.
          exclude: ['apps/api/**', '**/node_modules/**', VITE_BUILD_TEST],
          setupFiles: ['tests/setup-unit.ts'],
          // One jsdom per worker, each file still in a context of its own: creating jsdom anew for
          // each of the 65 files was 58% of the run (105 s; 20 s this way).
          pool: 'vmThreads',
        },
      },
      {
        plugins: [react()],
        test: {
          // Vite's build in a test: its native bundler checks its options' classes, which a VM
          // context's objects are not, so this file runs in plain Node threads.
          name: 'unit:node',
          environment: 'node',
          include: [VITE_BUILD_TEST],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          // One migrated, seeded database for the run; each test server starts from its dump.
          globalSetup: ['apps/api/test/globalSetup.ts'],
          // Each file starts its own server on its own database; argon2 and PGlite need a moment.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // npm test runs the stories beside the end-to-end run: a long play function gets room.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

// Two projects: `unit` (jsdom, pure logic and hooks, no styling) and `storybook` (every story
// rendered in Chromium, its play function run, and axe run by addon-a11y with test: 'error').
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{tokens,packages/*,apps/*}/{src,test}/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
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

import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

// MRO_VISUAL_PORT lets two checkouts run the suite side by side (a reused server would serve the other's build).
const PORT = Number(process.env.MRO_VISUAL_PORT ?? 6007);

// Visual regression and the axe sweep run against the static Storybook build, in Chromium with a
// fixed viewport, locale, time zone and font (Pretendard from npm) so screenshots are repeatable.
export default defineConfig({
  testDir: '.',
  testMatch: ['visual/**/*.spec.ts'],
  outputDir: '../test-results',
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a test that passes only on retry is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: 'visual/report', open: 'never' }]],
  timeout: 90_000,
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.02,
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1100, height: 700 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node tests/serve-static.mjs storybook-static ${PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  },
});

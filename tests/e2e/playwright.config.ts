import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';

const PORT = Number(process.env.MRO_E2E_PORT ?? 4310);

// The portal end to end: the built portal on the real API server (tests/e2e/server.mjs, a new
// data folder each run), in Chromium, in Korean and English, at desktop width and at 375 px, with
// a fixed time zone, locale and font for the screenshots (baselines in tests/e2e/__screenshots__).
export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  outputDir: '../../test-results/e2e',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.02,
      maxDiffPixelRatio: 0.003,
      // What no screenshot compares (the bell's unread count); a spec's own stylePath repeats it.
      stylePath: fileURLToPath(new URL('./screenshot.css', import.meta.url)),
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    timezoneId: 'Asia/Seoul',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    // axe is injected into the page; the portal's CSP would refuse it.
    bypassCSP: true,
    launchOptions: chromiumLaunchOptions(),
  },
  // Where a test runs, by its tags (a test without one runs in all four: the screens, with axe
  // and screenshots). A flow runs once: @ko-desktop or @en-mobile, alternating within a file so
  // both languages and widths are covered (a flow of the desktop frame only, such as its tabs:
  // @ko-desktop or @en-desktop); @diagonal is a check of what each language shows (both
  // of those projects); @desktop, @mobile and @korean say what the test is about (a Korean IME
  // test runs in ko-desktop only: composition does not change with the width). A test left out
  // of a project is not listed there at all: a skip inside the test would still open its page.
  projects: [
    {
      name: 'ko-desktop',
      grepInvert: /@(en-mobile|en-desktop|mobile)\b/,
      use: { locale: 'ko-KR', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'en-desktop',
      grepInvert: /@(ko-desktop|en-mobile|diagonal|mobile|korean)\b/,
      use: { locale: 'en-US', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'ko-mobile',
      grepInvert: /@(ko-desktop|en-mobile|en-desktop|diagonal|desktop|korean)\b/,
      use: { locale: 'ko-KR', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'en-mobile',
      grepInvert: /@(ko-desktop|en-desktop|desktop|korean)\b/,
      use: { locale: 'en-US', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node tests/e2e/server.mjs`,
    cwd: '../..',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

// One place that finds the browser for every browser-run suite (Vitest browser mode, Storybook
// tests, Playwright visual and a11y runs, benchmarks). Order: $CHROMIUM_PATH, Debian's
// /usr/bin/chromium, then Playwright's own downloaded browser (other machines).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Path of the Chromium to launch, or undefined when only Playwright's own could be used. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return undefined;
}

/** Playwright's own browser build, if one was downloaded on this machine. */
export function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Launch options for Playwright's chromium.launch() and Vitest's playwright provider. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}

export const MISSING_CHROMIUM_HELP = `No Chromium found for the browser test suites.
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk
  Or point CHROMIUM_PATH at a Chromium/Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test
  (Playwright's own browser also works where 'npx playwright install chromium' can download it.)`;

// One place that finds the browser for every browser-run suite (Vitest browser mode, Storybook
// tests, Playwright visual and a11y runs, benchmarks). Order: $CHROMIUM_PATH, Debian's
// /usr/bin/chromium, then Playwright's own downloaded browser (other machines).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

// Playwright's own --disable-features list (playwright-core's chromiumSwitches, 1.65): Chromium
// keeps the last --disable-features it is given, so ours has to repeat it.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
// Chromium 156 headless builds the address bar's popup (a WebUI page of some 200 modules, in a
// renderer of its own) for every new window, so for every Playwright context: about 0.7 s of CPU
// each on this 2-core machine, beside the page under test. Nothing here has an address bar.
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
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

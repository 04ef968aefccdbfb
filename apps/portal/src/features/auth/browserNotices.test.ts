import { describe, expect, it } from 'vitest';
import { HIDE_FOR_A_WEEK_MS, SUPPORTED_BROWSER_MINIMUM } from '@mro/rules';
import {
  NEVER,
  aWeekFrom,
  isHidden,
  needsUpgrade,
  readBrowser,
  recommendsChrome,
  warnsWindows7,
} from './browserNotices';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.3595.53',
  whale:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Whale/4.33.325.17 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  win7chrome:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

describe('reading the browser', () => {
  it('names each browser and its major version, Edge and Whale before the Chrome they contain', () => {
    expect(readBrowser(UA.chrome)).toMatchObject({ name: 'chrome', major: 142, windows7: false, mobile: false });
    expect(readBrowser(UA.headless)).toMatchObject({ name: 'chrome', major: 142 });
    expect(readBrowser(UA.edge)).toMatchObject({ name: 'edge', major: 142 });
    expect(readBrowser(UA.whale)).toMatchObject({ name: 'whale', major: 4 });
    expect(readBrowser(UA.firefox)).toMatchObject({ name: 'firefox', major: 145 });
    expect(readBrowser(UA.safari)).toMatchObject({ name: 'safari', major: 18 });
    expect(readBrowser(UA.ie11)).toMatchObject({ name: 'ie', major: 11, windows7: true });
    expect(readBrowser(UA.iphone)).toMatchObject({ name: 'safari', mobile: true });
    expect(readBrowser('curl/8.0')).toMatchObject({ name: 'other', major: 0 });
  });

  it('recommends Chrome on desktop browsers that are not Chrome, and warns on Windows 7', () => {
    expect(recommendsChrome(readBrowser(UA.chrome))).toBe(false);
    for (const ua of [UA.edge, UA.whale, UA.firefox, UA.safari, UA.ie11])
      expect(recommendsChrome(readBrowser(ua))).toBe(true);
    expect(recommendsChrome(readBrowser(UA.iphone))).toBe(false);
    expect(warnsWindows7(readBrowser(UA.win7chrome))).toBe(true);
    expect(warnsWindows7(readBrowser(UA.chrome))).toBe(false);
  });
});

describe('the upgrade popup (issue 41 defect 11)', () => {
  const chrome = (major: number) => UA.chrome.replace('Chrome/142.0.0.0', `Chrome/${major}.0.0.0`);
  const edge = (major: number) => UA.edge.replaceAll('142.0', `${major}.0`);
  it('is not shown on a current browser: Chrome 156 (the e2e suite’s Chromium), its headless self, Edge, Firefox, Safari', () => {
    expect(needsUpgrade(readBrowser(chrome(156)))).toBe(false);
    expect(needsUpgrade(readBrowser(UA.headless.replace('142.0.0.0', '156.0.0.0')))).toBe(false);
    expect(needsUpgrade(readBrowser(chrome(SUPPORTED_BROWSER_MINIMUM.chrome)))).toBe(false);
    expect(needsUpgrade(readBrowser(edge(156)))).toBe(false);
    expect(needsUpgrade(readBrowser(UA.firefox))).toBe(false);
    expect(needsUpgrade(readBrowser(UA.safari))).toBe(false);
    expect(needsUpgrade(readBrowser(UA.whale))).toBe(false);
  });

  it('is shown below the supported minimum, and always on Internet Explorer', () => {
    expect(needsUpgrade(readBrowser(chrome(SUPPORTED_BROWSER_MINIMUM.chrome - 1)))).toBe(true);
    expect(needsUpgrade(readBrowser(UA.chrome))).toBe(true);
    expect(needsUpgrade(readBrowser(UA.win7chrome))).toBe(true);
    expect(needsUpgrade(readBrowser(edge(SUPPORTED_BROWSER_MINIMUM.edge - 1)))).toBe(true);
    expect(needsUpgrade(readBrowser(UA.firefox.replaceAll('145.0', '128.0')))).toBe(true);
    expect(needsUpgrade(readBrowser(UA.safari.replace('Version/18.1', 'Version/16.6')))).toBe(true);
    expect(needsUpgrade(readBrowser(UA.ie11))).toBe(true);
  });

  it('an unknown browser, or an unread version, is not told to upgrade', () => {
    expect(needsUpgrade(readBrowser('curl/8.0'))).toBe(false);
    expect(needsUpgrade({ name: 'chrome', major: 0, windows7: false, mobile: false })).toBe(false);
  });
});

describe('hiding a notice', () => {
  const now = Date.UTC(2026, 10, 24, 3, 0, 0);
  it('hides for a week, or for good, and shows again once the time has passed', () => {
    expect(aWeekFrom(now)).toBe(now + HIDE_FOR_A_WEEK_MS);
    expect(isHidden(aWeekFrom(now), now + HIDE_FOR_A_WEEK_MS - 1)).toBe(true);
    expect(isHidden(aWeekFrom(now), now + HIDE_FOR_A_WEEK_MS)).toBe(false);
    expect(isHidden(NEVER, now + 100 * HIDE_FOR_A_WEEK_MS)).toBe(true);
    expect(isHidden(undefined, now)).toBe(false);
  });
});

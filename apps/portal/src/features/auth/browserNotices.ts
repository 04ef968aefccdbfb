/**
 * Which browser notices the login home shows (spec 000 §2 and "Constants and limits"): the
 * floating browser-upgrade popup (Korean desktop, only on a browser below the supported minimum:
 * `SUPPORTED_BROWSER_MINIMUM`, Internet Explorer always; decision 0054), the Chrome recommendation banner for browsers
 * other than Chrome (Edge and Whale are "unsupported": Chrome is recommended), and the Windows 7
 * notice (no current browser supports it). Each hides until a stored time: a week (604,800,000
 * ms), or for good ("never"); closing the upgrade popup without "do not show for a week" clears
 * it. Framework-free; the user agent, the clock and the store are given. Decision 0020.
 */
import { HIDE_FOR_A_WEEK_MS, SUPPORTED_BROWSER_MINIMUM } from '@mro/rules';

export type BrowserName = 'chrome' | 'edge' | 'whale' | 'firefox' | 'safari' | 'ie' | 'other';

export interface BrowserInfo {
  name: BrowserName;
  major: number;
  windows7: boolean;
  mobile: boolean;
}

const version = (ua: string, token: string) => Number(new RegExp(`${token}/(\\d+)`).exec(ua)?.[1] ?? 0);

export function readBrowser(ua: string): BrowserInfo {
  const windows7 = /Windows NT 6\.1\b/.test(ua);
  const mobile = /\b(Mobile|Android|iPhone|iPad)\b/.test(ua);
  const base = { windows7, mobile };
  if (/Trident\/7\./.test(ua)) return { name: 'ie', major: 11, ...base };
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return { name: 'edge', major: version(ua, 'Edg(?:e|A|iOS)?'), ...base };
  if (/\bWhale\//.test(ua)) return { name: 'whale', major: version(ua, 'Whale'), ...base };
  if (/\b(Firefox|FxiOS)\//.test(ua)) return { name: 'firefox', major: version(ua, '(?:Firefox|FxiOS)'), ...base };
  if (/(Chrome|CriOS)\//.test(ua))
    return { name: 'chrome', major: version(ua, '(?:Headless)?(?:Chrome|CriOS)'), ...base };
  if (/\bSafari\//.test(ua)) return { name: 'safari', major: version(ua, 'Version'), ...base };
  return { name: 'other', major: 0, ...base };
}

/** The Chrome banner: on a desktop browser that is not Chrome. */
export const recommendsChrome = (b: BrowserInfo) => !b.mobile && b.name !== 'chrome';

/**
 * The upgrade popup: a browser below its supported minimum (@mro/rules), or Internet Explorer. An
 * unknown browser, or one whose version could not be read, is not told to upgrade.
 */
export function needsUpgrade(b: BrowserInfo): boolean {
  if (b.name === 'ie') return true;
  if (b.name === 'other' || b.major === 0) return false;
  return b.major < SUPPORTED_BROWSER_MINIMUM[b.name];
}

/** The Windows 7 notice: on Windows 7, whatever the browser. */
export const warnsWindows7 = (b: BrowserInfo) => b.windows7;

/** Hidden until this time (ms since the epoch); `NEVER` for good. */
export const NEVER = Number.MAX_SAFE_INTEGER;

export const isHidden = (hiddenUntil: number | undefined, now: number) =>
  typeof hiddenUntil === 'number' && hiddenUntil > now;

/** The stored time after "do not show for a week". */
export const aWeekFrom = (now: number) => now + HIDE_FOR_A_WEEK_MS;

/** Stored keys (the stored-item store adds its own prefix). */
export const NOTICE_KEYS = {
  upgrade: 'mro.upgradePopupHiddenUntil',
  chrome: 'mro.chromeBannerHiddenUntil',
  windows7: 'mro.windows7NoticeHiddenUntil',
} as const;

/**
 * The login home's banner blocks (spec 000 §2 and "Constants and limits": positions '1'-'6',
 * position '3' a slider whose speed is the largest `viewTime` of its banners, 3,000 ms when none
 * gives one; a click on a banner with a `key` is recorded). Framework-free.
 */
import { BANNER_DEFAULT_VIEW_TIME_MS } from '@mro/rules';

export interface Banner {
  position: string;
  subPosition: string | null;
  linkUrl: string | null;
  imagePath: string;
  viewTime: number | null;
  key?: string;
}

export const BANNER_POSITIONS = ['1', '2', '3', '4', '5', '6'] as const;
export const SLIDER_POSITION = '3';

export interface BannerLayout {
  /** The banners of each position, in the server's order (sort order, then sub-position). */
  at: Record<(typeof BANNER_POSITIONS)[number], Banner[]>;
  /** The slider's interval in ms. */
  sliderMs: number;
}

export function layoutBanners(banners: readonly Banner[]): BannerLayout {
  const at = Object.fromEntries(BANNER_POSITIONS.map((p) => [p, [] as Banner[]])) as BannerLayout['at'];
  for (const banner of banners) {
    if ((BANNER_POSITIONS as readonly string[]).includes(banner.position))
      at[banner.position as (typeof BANNER_POSITIONS)[number]].push(banner);
  }
  const times = at[SLIDER_POSITION].map((b) => b.viewTime ?? 0).filter((ms) => ms > 0);
  return { at, sliderMs: times.length ? Math.max(...times) : BANNER_DEFAULT_VIEW_TIME_MS };
}

/** The catalogue key of a banner's caption: its image's file name ("welcome-1"). */
export const captionKey = (banner: Banner) => banner.imagePath.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** Whether a link leaves the site (opened in a new tab) or is one of its own routes. */
export const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** The click record's body, or null for a banner without a key (not recorded). */
export const clickRecord = (bannerPage: string, banner: Banner) =>
  banner.key ? { bannerPage, banner: { key: banner.key, subPosition: banner.subPosition ?? '' } } : null;

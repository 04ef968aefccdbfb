/**
 * The back office's reference content (issue 45 item 3, decision 0077): banners of both sets,
 * code lists and menus as staff change them. The same rules in the portal's forms and the
 * server: a banner's image must be an image by its bytes (PNG, JPEG, GIF or WebP; MROBO0011),
 * a menu's path must follow the path rule of its system (MROBO0012), a code is new once
 * (MROBO0013), and a change of a record someone changed first is refused (409 MROBO0010).
 */
import { detectContent } from './files.ts';

/** The banner sets staff edit: the login home's blocks and the buyer home's. */
export const BANNER_SETS = ['WELCOME', 'BUYER_MAIN'] as const;
export type BannerSet = (typeof BANNER_SETS)[number];
/** A banner's block on its home: positions '1' to '6' (spec 000 §2; position 3 is the slider). */
export const BANNER_POSITION_CODES = ['1', '2', '3', '4', '5', '6'] as const;
/** How long a banner shows, in seconds, as staff enter it (the API stores milliseconds). */
export const BANNER_VIEW_SECONDS_MIN = 1;
export const BANNER_VIEW_SECONDS_MAX = 60;
/** A banner image's largest size (2 MB). */
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A banner's fields as the form and the server check them (viewSeconds: whole seconds). */
export const BANNER_SCHEMA = {
  position: 'required',
  subPosition: 'max:20|alpha_num',
  linkUrl: 'max:500|printable',
  viewSeconds: `required|numeric|between:${BANNER_VIEW_SECONDS_MIN},${BANNER_VIEW_SECONDS_MAX}`,
  sortOrd: 'required|numeric|max_value:9999',
  bannerKey: 'max:100|alpha_dash',
} as const;

export type BannerImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** What the bytes say the image is (never the file's name), or null when it is not one of ours. */
export function bannerImageType(bytes: Uint8Array): BannerImageType | null {
  const riff = [0x52, 0x49, 0x46, 0x46];
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (bytes.length >= 12 && riff.every((b, i) => bytes[i] === b) && webp.every((b, i) => bytes[8 + i] === b))
    return 'image/webp';
  const kind = detectContent(bytes);
  if (kind === 'png') return 'image/png';
  if (kind === 'jpeg') return 'image/jpeg';
  if (kind === 'gif') return 'image/gif';
  return null;
}

/** The extension a stored banner image is served under. */
export const BANNER_IMAGE_EXTENSIONS: Record<BannerImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * A banner's link: one of our screens (a path starting with '/') or a web address (http or
 * https); anything else (javascript:, data:) is refused as the field's MROCM0009.
 */
export function isBannerLink(link: string): boolean {
  return link === '' || /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/.test(link) || /^https?:\/\/[^\s]+$/i.test(link);
}

/** A code's fields (names both languages, five attributes, order, in use). */
export const CODE_SCHEMA = {
  cd: 'required|max:20|alpha_dash',
  cdNmKo: 'required|max:100|printable',
  cdNmEn: 'required|max:100|printable',
  usePsDefCn1: 'max:200|printable',
  usePsDefCn2: 'max:200|printable',
  usePsDefCn3: 'max:200|printable',
  usePsDefCn4: 'max:200|printable',
  usePsDefCn5: 'max:200|printable',
  sortOrd: 'required|numeric|max_value:9999',
  useYn: 'required',
} as const;

/** A menu's fields (the roles and events are checked as lists). */
export const MENU_SCHEMA = {
  menuNmKo: 'required|max:100|printable',
  menuNmEn: 'required|max:100|printable',
  path: 'max:200',
  prgmId: 'max:20|alpha_num',
  sortOrd: 'required|numeric|max_value:9999',
  useYn: 'required',
} as const;

/** The roles a menu opens to and its events are decided for. */
export const MENU_ROLES = ['B', 'V', 'A'] as const;
export type MenuRole = (typeof MENU_ROLES)[number];

/**
 * The menu path rule (decision 0077; the portal's table of screens is not known to the server):
 * empty for a menu that only groups others, else the system's own prefix (`/by/…` in BY, `/sp/…`
 * in SP…) and lower-case segments of letters, digits and hyphens, at most six. A path of another
 * system, with a query, a trailing slash or upper case is refused (MROBO0012).
 */
export function isMenuPath(system: string, path: string): boolean {
  if (path === '') return true;
  const prefix = `/${system.toLowerCase()}`;
  if (!path.startsWith(`${prefix}/`)) return false;
  const rest = path.slice(prefix.length + 1).split('/');
  return rest.length <= 6 && rest.every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment));
}

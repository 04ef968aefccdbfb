// The back office's reference content (issue 45 item 3, decision 0077; role A): the banners of
// both sets with their uploaded images, the code lists and their values, the menus of each system
// with the roles that open them and their events per role. Every change names the version it
// read (409 MROBO0010 when someone changed it first), is recorded in the audit list, and is seen
// at once by every instance's kept answers (the tables announce their changes, decision 0051).
import { BANNER_SCHEMA, BANNER_SETS, CODE_SCHEMA, MENU_ROLES, MENU_SCHEMA, type MenuRole } from '@mro/rules';
import { call, domain, PUBLIC, type } from '../call.ts';
import { flag, int, listOf, object, oneOf, text, version } from '../fields.ts';
import { SYSTEMS } from '../systems.ts';

const ADMIN = { roles: ['A'] } as const;
const VERSION = { version: version() } as const;

/** A banner as staff edit it (view time in whole seconds; the image uploaded first). */
export const BANNER_FIELDS = {
  bannerSet: oneOf(BANNER_SETS, { required: true }),
  position: { ...oneOf(['1', '2', '3', '4', '5', '6']), rule: BANNER_SCHEMA.position },
  subPosition: text(BANNER_SCHEMA.subPosition),
  linkUrl: text(BANNER_SCHEMA.linkUrl),
  imagePath: text('required|max:200'),
  viewSeconds: int({ max: 60 }),
  sortOrd: int({ min: 0 }),
  bannerKey: text(BANNER_SCHEMA.bannerKey),
} as const;

export interface AdminBanner {
  bannerId: number;
  bannerSet: string;
  position: string;
  subPosition: string | null;
  linkUrl: string | null;
  imagePath: string;
  viewSeconds: number;
  sortOrd: number;
  bannerKey: string | null;
  version: number;
}

/** A code value as staff edit it (`cd` only when adding). */
export const CODE_FIELDS = {
  cdNmKo: text(CODE_SCHEMA.cdNmKo),
  cdNmEn: text(CODE_SCHEMA.cdNmEn),
  usePsDefCn1: text(CODE_SCHEMA.usePsDefCn1),
  usePsDefCn2: text(CODE_SCHEMA.usePsDefCn2),
  usePsDefCn3: text(CODE_SCHEMA.usePsDefCn3),
  usePsDefCn4: text(CODE_SCHEMA.usePsDefCn4),
  usePsDefCn5: text(CODE_SCHEMA.usePsDefCn5),
  sortOrd: int({ min: 0 }),
  useYn: flag(),
} as const;

export interface AdminCode {
  cdLstId: string;
  cd: string;
  cdNmKo: string;
  cdNmEn: string;
  usePsDefCn1: string | null;
  usePsDefCn2: string | null;
  usePsDefCn3: string | null;
  usePsDefCn4: string | null;
  usePsDefCn5: string | null;
  sortOrd: number;
  useYn: 'Y' | 'N';
  version: number;
}

export interface CodeGroup {
  cdLstId: string;
  count: number;
  inUse: number;
}

/** A menu's event decided for one role. */
export interface MenuEventRow {
  picEvtNm: string;
  custRolCd: MenuRole;
  authYn: 'Y' | 'N';
}

export const MENU_FIELDS = {
  menuNmKo: text(MENU_SCHEMA.menuNmKo),
  menuNmEn: text(MENU_SCHEMA.menuNmEn),
  path: text(MENU_SCHEMA.path),
  prgmId: text(MENU_SCHEMA.prgmId),
  sortOrd: int({ min: 0, max: 9999, required: true }),
  useYn: flag(),
  roles: listOf(oneOf(MENU_ROLES), { max: 10 }),
  events: listOf(
    object({ picEvtNm: text(), custRolCd: oneOf(MENU_ROLES, { required: true }), authYn: flag({ required: true }) }),
    { max: 100 },
  ),
} as const;

export interface AdminMenu {
  menuId: string;
  menuPid: string | null;
  menuLv: number;
  menuNmKo: string;
  menuNmEn: string;
  path: string | null;
  prgmId: string | null;
  sysGbCd: string;
  sortOrd: number;
  useYn: 'Y' | 'N';
  roles: MenuRole[];
  events: MenuEventRow[];
  version: number;
}

export const backofficeContent = domain('backofficeContent', {
  banners: call({
    method: 'GET',
    path: '/admin/banners',
    access: ADMIN,
    summary: 'The banners of a set (WELCOME or BUYER_MAIN) by position and order, with their versions',
    query: { bannerSet: oneOf(BANNER_SETS, { required: true }) },
    response: type<{ banners: AdminBanner[] }>(),
  }),
  /** 400 MROBO0011 when the bytes are not a PNG, JPEG, GIF or WebP image (whatever the name says). */
  uploadBannerImage: call({
    method: 'POST',
    path: '/admin/banner-images',
    access: ADMIN,
    summary: 'Uploads a banner image (multipart: one file, at most 2 MB, an image by its bytes)',
    body: 'multipart',
    response: type<{ imagePath: string }>(),
  }),
  bannerImage: call({
    method: 'GET',
    path: '/banner-images/:name',
    access: PUBLIC,
    noSystemHeader: true,
    summary: 'An uploaded banner image (`{id}.{ext}`; never changes, cached for a year)',
    responseKind: 'binary',
    response: type<Uint8Array>(),
  }),
  createBanner: call({
    method: 'POST',
    path: '/admin/banners',
    access: ADMIN,
    summary: 'Adds a banner to a set',
    body: BANNER_FIELDS,
    response: type<AdminBanner>(),
  }),
  /** 409 MROBO0010 when the banner's version is not the one sent. */
  updateBanner: call({
    method: 'PUT',
    path: '/admin/banners/:bannerId',
    access: ADMIN,
    summary: 'Changes a banner (the version read; 409 MROBO0010 when changed first)',
    body: { ...BANNER_FIELDS, ...VERSION },
    response: type<AdminBanner>(),
  }),
  deleteBanner: call({
    method: 'DELETE',
    path: '/admin/banners/:bannerId',
    access: ADMIN,
    summary: 'Removes a banner (the version read; 409 MROBO0010 when changed first)',
    query: { version: version() },
    response: type<{ bannerId: number; deleted: true }>(),
  }),
  codeGroups: call({
    method: 'GET',
    path: '/admin/code-lists',
    access: ADMIN,
    summary: 'The code lists with their number of values (and how many are in use)',
    response: type<{ groups: CodeGroup[] }>(),
  }),
  codes: call({
    method: 'GET',
    path: '/admin/code-lists/:cdLstId',
    access: ADMIN,
    summary: "A code list's values, in use or not, with both names, attributes and versions",
    response: type<{ codes: AdminCode[] }>(),
  }),
  /** 409 MROBO0013 when the code exists in the list. */
  createCode: call({
    method: 'POST',
    path: '/admin/code-lists/:cdLstId/codes',
    access: ADMIN,
    summary: 'Adds a value to a code list (a new list when none has the id)',
    body: { cd: text(CODE_SCHEMA.cd), ...CODE_FIELDS },
    response: type<AdminCode>(),
  }),
  updateCode: call({
    method: 'PUT',
    path: '/admin/code-lists/:cdLstId/codes/:cd',
    access: ADMIN,
    summary: 'Changes a code value (the version read; 409 MROBO0010 when changed first)',
    body: { ...CODE_FIELDS, ...VERSION },
    response: type<AdminCode>(),
  }),
  menus: call({
    method: 'GET',
    path: '/admin/menus',
    access: ADMIN,
    summary: "A system's menu tree with both names, path, program, order, use, roles and events per role",
    query: { sysGbCd: oneOf(SYSTEMS, { required: true }) },
    response: type<{ menus: AdminMenu[] }>(),
  }),
  /** 400 MROBO0012 when the path breaks the path rule; 409 MROBO0010 when changed first. */
  updateMenu: call({
    method: 'PUT',
    path: '/admin/menus/:menuId',
    access: ADMIN,
    summary: 'Changes a menu, the roles that open it and its events per role (the version read)',
    body: { ...MENU_FIELDS, ...VERSION },
    response: type<AdminMenu>(),
  }),
});

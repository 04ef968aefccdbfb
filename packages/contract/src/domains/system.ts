// Entry-site system calls: cutover, banners and their clicks, item categories, page views, holidays.
import { call, domain, PUBLIC, SIGNED_IN, type } from '../call.ts';
import { day, object, text } from '../fields.ts';

export interface Banner {
  position: string;
  subPosition: string | null;
  linkUrl: string | null;
  imagePath: string;
  viewTime: number | null;
  key?: string;
}

export interface ItemCategory {
  itmClsfCd: string;
  upperItmClsfCd: string | null;
  itmClsfKorNm: string;
  itmClsfEngNm: string;
}

export interface Holiday {
  cldYmd: string;
  holGbCd: string;
  holNm: string | null;
}

export const system = domain('system', {
  cutover: call({
    method: 'GET',
    path: '/anonymous/system/cutover',
    access: PUBLIC,
    summary: 'Whether the new system is on (false: show the renewal notice)',
    response: type<boolean>(),
  }),
  anonymousBanners: call({
    method: 'GET',
    path: '/anonymous/system/xanners/:set',
    access: PUBLIC,
    summary: 'A banner set visible before login (WELCOME)',
    response: type<Banner[]>(),
  }),
  banners: call({
    method: 'GET',
    path: '/system/xanners/:set',
    access: SIGNED_IN,
    summary: "A signed-in user's banner set (BUYER_MAIN for buyers)",
    response: type<Banner[]>(),
  }),
  bannerClick: call({
    method: 'POST',
    path: '/anonymous/system/xanners/history',
    access: PUBLIC,
    summary: 'Records a click on a banner that has a key',
    body: {
      bannerPage: text('required|max:50'),
      banner: object({ key: text('required|max:100'), subPosition: text('max:20') }, { required: true }),
    },
    response: type<boolean>(),
  }),
  itemCategories: call({
    method: 'GET',
    path: '/anonymous/item-categories',
    access: PUBLIC,
    summary: "The frames' item categories: top level, or the children of `upperItmClsfCd`",
    query: { upperItmClsfCd: text('max:20') },
    response: type<{ categories: ItemCategory[] }>(),
  }),
  pageView: call({
    method: 'POST',
    path: '/anonymous/analytics/page-views',
    access: PUBLIC,
    summary: "The portal's page views (analytics per route)",
    body: {
      system: text('required|max:4'),
      path: text('required|max:300'),
      prgmId: text('max:20'),
      menuNm: text('max:200'),
    },
    response: type<boolean>(),
  }),
  holidays: call({
    method: 'GET',
    path: '/anonymous/holidays',
    access: PUBLIC,
    summary: 'Holidays of a range, for the date pickers',
    query: { fromYmd: day('required'), toYmd: day('required|gt_eq:fromYmd') },
    response: type<Holiday[]>(),
  }),
});

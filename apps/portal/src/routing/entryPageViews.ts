/**
 * Page views of the entry site (spec 000 §2: "page-view analytics per route is sent with program id
 * and menu name"), not only of the system frame: each entry route has a program id of its own
 * (the entry site has no menu list to take one from; decision 0034) and its page title as the
 * menu name, in the user's language as the menus' names are. Pure: the route table below, O(routes).
 */
import { matchPath } from 'react-router';
import type { PageView } from './analytics';

interface EntryRoute {
  pattern: string;
  prgmId: string;
  /** The portal text key of the page's title (the side tab's or the heading's). */
  titleKey: string;
}

export const ENTRY_ROUTES: readonly EntryRoute[] = [
  { pattern: '/login', prgmId: 'MNLOGIN', titleKey: 'login.title' },
  { pattern: '/knoxSso', prgmId: 'MNKNOXSSO', titleKey: 'sso.title' },
  { pattern: '/regist/customer', prgmId: 'MNREGBY01', titleKey: 'entry.buyerRegistration' },
  { pattern: '/regist/customer/process', prgmId: 'MNREGBY02', titleKey: 'entry.buyerRegistration' },
  { pattern: '/regist/customer/complete', prgmId: 'MNREGBY03', titleKey: 'entry.buyerRegistration' },
  { pattern: '/regist/supplier', prgmId: 'MNREGSP01', titleKey: 'entry.supplierRegistration' },
  { pattern: '/regist/supplier/process', prgmId: 'MNREGSP02', titleKey: 'entry.supplierRegistration' },
  { pattern: '/regist/supplier/complete', prgmId: 'MNREGSP03', titleKey: 'entry.supplierRegistration' },
  { pattern: '/find/id', prgmId: 'MNFINDID01', titleKey: 'entry.findId' },
  { pattern: '/find/id/result', prgmId: 'MNFINDID02', titleKey: 'entry.findId' },
  { pattern: '/find/id/success', prgmId: 'MNFINDID02', titleKey: 'entry.findId' },
  { pattern: '/find/pw', prgmId: 'MNFINDPW01', titleKey: 'entry.findPw' },
  { pattern: '/find/pw/result', prgmId: 'MNFINDPW02', titleKey: 'entry.findPw' },
  { pattern: '/find/pw/success', prgmId: 'MNFINDPW03', titleKey: 'entry.findPw' },
  { pattern: '/notice/list', prgmId: 'MNNOTICE', titleKey: 'entry.notices' },
  { pattern: '/reference/list', prgmId: 'MNPDS', titleKey: 'entry.references' },
  { pattern: '/faq/list', prgmId: 'MNFAQ', titleKey: 'entry.faq' },
  { pattern: '/logistics-centres', prgmId: 'MNLOGIS', titleKey: 'logistics.title' },
  { pattern: '/forbidden', prgmId: 'MNFORBIDDEN', titleKey: 'errors.forbiddenTitle' },
  { pattern: '/imarket', prgmId: 'MNIMARKET', titleKey: 'imarket.title' },
];

/** The page view of an entry-site address; any other address is page-not-found's. */
export function entryPageView(pathname: string, translate: (key: string) => string): PageView {
  const route = ENTRY_ROUTES.find((r) => matchPath({ path: r.pattern, end: true }, pathname));
  return {
    system: 'MAIN',
    path: pathname,
    prgmId: route?.prgmId ?? 'MNNOTFOUND',
    menuNm: translate(route?.titleKey ?? 'errors.notFoundTitle'),
  };
}

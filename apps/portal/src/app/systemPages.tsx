/**
 * The screens inside a system's frame, as route objects relative to its base path. Each is a lazy
 * module (lazyPage.ts); the system frame renders one set per tab with the tab's own location, so a
 * hidden tab keeps its state and reads its own parameters. Business screens are lazy routes with
 * their menu's program id (SCREENS): the new-item requests, return list, catalogue, cart, order
 * list, goods receipts and the back office's registrations queue of BY, the catalogue and the punch-out cart of PO, the return and exchange requests, the orders to confirm and the quote requests of SP, the quote requests of BY.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../routing/lazyPage';
import type { SystemPage, SystemScreens } from '../routing/screens';
import type { SystemCode } from '../shared/systems';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadChunk(load));

/** Each system's home, from the one chunk that composes the homes' cards (app/homes.tsx). */
const homeOf = (system: Exclude<SystemCode, 'MAIN'>) => () =>
  import('./homes').then((m) => ({ default: m.HOMES[system] }));
const HOMES: Record<Exclude<SystemCode, 'MAIN'>, () => Promise<{ default: ComponentType }>> = {
  BY: homeOf('BY'),
  MP: homeOf('MP'),
  SP: homeOf('SP'),
  PO: homeOf('PO'),
  DEV: homeOf('DEV'),
};

const notices = page(() => import('../features/boards/Notices'));
const notice = page(() => import('../features/boards/Notice'));
const forbidden = page(() => import('../features/common/Forbidden'));
const password = page(() => import('../features/account/PasswordChange'));
const notFound = page(() => import('../features/common/NotFound'));
const itemRequests = page(() => import('../features/itemRequests/ItemRequests'));
const buyerReturns = page(() => import('../features/returns/BuyerReturns'));
const supplierReturns = page(() => import('../features/returns/SupplierReturns'));
const supplierOrders = page(() => import('../features/supplierOrders/SupplierOrders'));
const devComponents = page(() => import('../features/developer/Components'));
const mall = page(() => import('../features/malls/Mall'));
const catalog = page(() => import('../features/catalog/Catalog'));
const cart = page(() => import('./pages/Cart'));
const punchoutCart = page(() => import('../features/catalog/PunchoutCart'));
const orderList = page(() => import('./pages/OrderList'));
const receiptList = page(() => import('../features/receipts/ReceiptList'));
const deliveries = page(() => import('../features/deliveries/Deliveries'));
const approvalInbox = page(() => import('../features/approvals/ApprovalInbox'));
const notifications = page(() => import('../features/notifications/Notifications'));
const registrations = page(() => import('../features/backoffice/Registrations'));
const supplierCatalog = page(() => import('../features/supplierCatalog/SupplierCatalog'));
const buyerQuotes = page(() => import('../features/quotes/BuyerQuotes'));
const supplierQuotes = page(() => import('../features/quotes/SupplierQuotes'));
const supplierTaxInvoices = page(() => import('../features/taxInvoices/SupplierTaxInvoices'));
const buyerTaxInvoices = page(() => import('../features/taxInvoices/BuyerTaxInvoices'));

/** The business screens of each system: path, program id (the menu's), module. */
const SCREENS: Partial<Record<Exclude<SystemCode, 'MAIN'>, SystemPage[]>> = {
  BY: [
    {
      path: '/item-request/list',
      prgmId: 'BYREQ001',
      componentName: 'pages/by/ItemRequests',
      Component: itemRequests,
    },
    { path: '/return/list', prgmId: 'BYRTN001', componentName: 'pages/by/Returns', Component: buyerReturns },
    // The catalogue, the cart and the order list (issue 43, decision 0045).
    { path: '/catalog', prgmId: 'BYCAT001', componentName: 'pages/by/Catalog', Component: catalog },
    { path: '/order/cart', prgmId: 'BYORD002', componentName: 'pages/by/Cart', Component: cart },
    { path: '/order/list', prgmId: 'BYORD001', componentName: 'pages/by/OrderList', Component: orderList },
    // Goods receipts and inspection (decision 0059).
    {
      path: '/receipt/list',
      prgmId: 'BYRCV001',
      componentName: 'pages/by/ReceiptList',
      Component: receiptList,
    },
    // The approval box (decision 0048).
    {
      path: '/approval/inbox',
      prgmId: 'BYAPR001',
      componentName: 'pages/by/ApprovalInbox',
      Component: approvalInbox,
    },
    // The provider back office for role A: the registrations queue, users, change log (decisions 0064, 0067).
    {
      path: '/admin/users',
      prgmId: 'BYADM001',
      componentName: 'pages/by/admin/Registrations',
      Component: registrations,
    },
    // Quote requests and e-contracts (decision 0066).
    { path: '/quote/list', prgmId: 'BYQUO001', componentName: 'pages/by/Quotes', Component: buyerQuotes },
    // Tax invoices to confirm or dispute (decision 0074).
    {
      path: '/tax-invoice/list',
      prgmId: 'BYTAX001',
      componentName: 'pages/by/TaxInvoices',
      Component: buyerTaxInvoices,
    },
    // A mall's storefront (decision 0037).
    { path: '/mall/:mallId', mall: true, componentName: 'pages/by/Mall', Component: mall },
  ],
  PO: [
    { path: '/catalog', prgmId: 'POCAT001', componentName: 'pages/po/Catalog', Component: catalog },
    // The punch-out cart and its return (decision 0057).
    { path: '/cart', prgmId: 'POCRT001', componentName: 'pages/po/PunchoutCart', Component: punchoutCart },
  ],
  SP: [
    { path: '/return/list', prgmId: 'SPRTN001', componentName: 'pages/sp/Returns', Component: supplierReturns },
    // The supplier's orders and their confirmation (decision 0069).
    { path: '/order/list', prgmId: 'SPORD001', componentName: 'pages/sp/Orders', Component: supplierOrders },
    // Deliveries and transport (decision 0070).
    { path: '/delivery/list', prgmId: 'SPDLV001', componentName: 'pages/sp/Deliveries', Component: deliveries },
    // Quote requests and e-contracts (decision 0066).
    { path: '/quote/list', prgmId: 'SPQUO001', componentName: 'pages/sp/Quotes', Component: supplierQuotes },
    // Tax invoices and the modified invoice of a disputed one (decision 0074).
    {
      path: '/tax-invoice/list',
      prgmId: 'SPTAX001',
      componentName: 'pages/sp/TaxInvoices',
      Component: supplierTaxInvoices,
    },
  ],
  // The supplier's own catalogue (decision 0068).
  MP: [{ path: '/catalog/list', prgmId: 'MPCAT001', componentName: 'pages/mp/Catalog', Component: supplierCatalog }],
  // The developer system's catalogue and API reference (decision 0036).
  DEV: [{ path: '/components', prgmId: 'DEVUI001', componentName: 'pages/dev/Components', Component: devComponents }],
};
const homes = Object.fromEntries(Object.entries(HOMES).map(([system, load]) => [system, page(load)])) as Record<
  Exclude<SystemCode, 'MAIN'>,
  LazyExoticComponent<ComponentType>
>;

export function systemPages(system: Exclude<SystemCode, 'MAIN'>): SystemPage[] {
  const code = system.toLowerCase();
  return [
    { path: '/', common: true, componentName: `pages/${code}/Home`, Component: homes[system] },
    { path: '/notices', common: true, componentName: 'pages/common/Notices', Component: notices },
    { path: '/notices/:ntcnId', common: true, componentName: 'pages/common/Notice', Component: notice },
    { path: '/account/password', common: true, componentName: 'pages/common/PasswordChange', Component: password },
    { path: '/forbidden', common: true, componentName: 'pages/common/Forbidden', Component: forbidden },
    // The notification inbox the header's bell opens, in every system (decision 0049).
    {
      path: '/notification/list',
      common: true,
      componentName: 'pages/common/Notifications',
      Component: notifications,
    },
    ...(SCREENS[system] ?? []),
  ];
}

/** What a direct address inside a system shows when no screen is there. */
export const notFoundPage = (): SystemPage => ({
  path: '*',
  common: true,
  componentName: 'pages/common/NotFound',
  Component: notFound,
});

/** The frame's table for a system: its screens and the not-found screen. */
export const systemScreens = (system: Exclude<SystemCode, 'MAIN'>): SystemScreens => ({
  pages: systemPages(system),
  notFound: notFoundPage(),
});

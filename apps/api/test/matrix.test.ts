// The role × endpoint matrix: every registered route, called by a visitor, a buyer, a supplier,
// an administrator and a buyer of another company, answers as its access rule says. Routes are
// read from the app itself, so a new route is in the matrix the moment it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app.ts';
import { ORIGIN, multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
type Who = { name: string; role: 'B' | 'V' | 'A' | null; system: string; cpCd: string; token?: string; k?: string };
const people: Who[] = [
  { name: 'visitor', role: null, system: 'MAIN', cpCd: 'BY001' },
  { name: 'buyer01', role: 'B', system: 'BY', cpCd: 'BY001' },
  { name: 'supplier01', role: 'V', system: 'SP', cpCd: 'SP001' },
  { name: 'admin01', role: 'A', system: 'DEV', cpCd: 'MRO01' },
];

beforeAll(async () => {
  server = await testServer();
  for (const p of people) {
    if (!p.role) continue;
    p.token = await server.login(p.name, p.system);
    p.k = JSON.parse((await server.call({ url: '/auth/session', system: p.system, token: p.token })).body).data.fileKey;
  }
});
afterAll(() => server.close());

/** Calls that end or change the caller's own session are checked elsewhere (auth tests). */
const SESSION_ENDING = new Set(['GET /imk/api/logout', 'POST /imk/api/users/password', 'POST /imk/api/auth/system']);

/** Public calls that authenticate with a credential of their own (the refresh token). */
const OWN_CREDENTIAL = new Set(['GET /imk/api/token/refresh']);

const fill = (url: string, who: Who) =>
  url
    .replace('/customer/:id/', `/customer/${who.cpCd}/`)
    .replace(':athFileId', 'F000000000000000000000000')
    .replace(':ref', 'F000000000000000000000000-1')
    .replace(':id', '00000000-0000-0000-0000-000000000000')
    .replace(/:[A-Za-z]+/g, 'X');

function allowed(route: RouteEntry, who: Who): 'public' | 'yes' | 'no-session' | 'forbidden' {
  const access = route.access;
  if (access === 'public') return 'public';
  if (!who.role) return 'no-session';
  if (typeof access === 'object') {
    if (access.roles && !access.roles.includes(who.role)) return 'forbidden';
    if (access.systems && !access.systems.includes(who.system)) return 'forbidden';
  }
  return 'yes';
}

describe('role × endpoint matrix', () => {
  it('covers every route of the spec and ours', () => {
    const urls = server.app.mroRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(60);
    for (const call of [
      'POST /imk/api/knox-login',
      'POST /imk/api/file/upload/chunk',
      'GET /imk/api/file/:ref',
      'POST /bulk/imk/api/excel/bulk-upload',
      'POST /imk/api/cards/approval',
      'POST /imk/api/token/report',
    ]) {
      expect(urls).toContain(call);
    }
  });

  it('declares access as designed: public only under /anonymous or for sign-in itself, restricted as listed', () => {
    const PUBLIC_OUTSIDE_ANONYMOUS = [
      'POST /imk/api/login',
      'POST /imk/api/knox-login',
      'POST /imk/api/knox-login/next',
      'POST /imk/api/ione-login',
      'POST /imk/api/login/otp/send',
      'POST /imk/api/login/otp/verify',
      'GET /imk/api/token/access-valid',
      'GET /imk/api/token/refresh',
      'GET /imk/api/logout',
      'GET /imk/api/file/:ref',
      'POST /imk/api/cards/approval',
      'POST /imk/api/cards/cancel',
      'GET /imk/api/openapi.json',
      // Punch-out (decision 0050): the procurement system's cXML credentials; the one-time start token.
      'POST /imk/api/punchout/setup',
      'GET /imk/api/punchout/start',
      // Decision 0057: SAP OCI's entry (its user name and password), the cXML OrderRequest (its
      // credentials), the returned cart's one-time handoff page (its token).
      'GET /imk/api/punchout/oci',
      'POST /imk/api/punchout/oci',
      'POST /imk/api/punchout/order',
      'GET /imk/api/punchout/handoff',
      // An uploaded banner image (decision 0077): the buyer's and the login home's <img>.
      'GET /imk/api/banner-images/:name',
    ];
    const RESTRICTED: Record<string, unknown> = {
      'GET /imk/api/punchout/session': { roles: ['B', 'A'], systems: ['PO'] },
      'POST /imk/api/punchout/session/return': { roles: ['B', 'A'], systems: ['PO'] },
      'GET /imk/api/admin/registrations': { roles: ['A'] },
      'POST /imk/api/admin/users/:loginId/approve': { roles: ['A'] },
      'POST /imk/api/admin/supplier-applications/:applNo/approve': { roles: ['A'] },
      // The provider back office (decision 0067; backoffice.test.ts).
      'POST /imk/api/admin/users/:loginId/reject': { roles: ['A'] },
      'GET /imk/api/admin/supplier-applications/:applNo': { roles: ['A'] },
      'POST /imk/api/admin/supplier-applications/:applNo/reject': { roles: ['A'] },
      'GET /imk/api/admin/users': { roles: ['A'] },
      'POST /imk/api/admin/users/:loginId/suspend': { roles: ['A'] },
      'POST /imk/api/admin/users/:loginId/restore': { roles: ['A'] },
      'POST /imk/api/admin/users/:loginId/unlock': { roles: ['A'] },
      'GET /imk/api/admin/audits': { roles: ['A'] },
      'GET /imk/api/admin/categories': { roles: ['A'] },
      'PUT /imk/api/admin/categories/:itmClsfCd/unspsc': { roles: ['A'] },
      'GET /imk/api/admin/board-posts': { roles: ['A'] },
      'GET /imk/api/admin/board-posts/:ntcnId': { roles: ['A'] },
      'POST /imk/api/admin/board-posts': { roles: ['A'] },
      'PUT /imk/api/admin/board-posts/:ntcnId': { roles: ['A'] },
      'DELETE /imk/api/admin/board-posts/:ntcnId': { roles: ['A'] },
      // The back office's banners, code lists and menus (decision 0077; backoffice-content.test.ts).
      'GET /imk/api/admin/banners': { roles: ['A'] },
      'POST /imk/api/admin/banner-images': { roles: ['A'] },
      'POST /imk/api/admin/banners': { roles: ['A'] },
      'PUT /imk/api/admin/banners/:bannerId': { roles: ['A'] },
      'DELETE /imk/api/admin/banners/:bannerId': { roles: ['A'] },
      'GET /imk/api/admin/code-lists': { roles: ['A'] },
      'GET /imk/api/admin/code-lists/:cdLstId': { roles: ['A'] },
      'POST /imk/api/admin/code-lists/:cdLstId/codes': { roles: ['A'] },
      'PUT /imk/api/admin/code-lists/:cdLstId/codes/:cd': { roles: ['A'] },
      'GET /imk/api/admin/menus': { roles: ['A'] },
      'PUT /imk/api/admin/menus/:menuId': { roles: ['A'] },
      'GET /imk/api/search/sourcing-persons': { roles: ['B', 'A'] },
      'GET /imk/api/search/sourcing-groups': { roles: ['B', 'A'] },
      'GET /imk/api/by/item-requests/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/item-requests/export': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/item-requests/save': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/sp/returns/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/returns/:rtnNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/returns/:rtnNo/decision': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/by/returns/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/returns/:rtnNo': { roles: ['B', 'A'], systems: ['BY'] },
      // The catalogue and the cart (BY and PO), the orders (BY): issue 43, decision 0045.
      'GET /imk/api/by/catalog/items': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'GET /imk/api/by/catalog/items/:itemCd': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'GET /imk/api/by/cart': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'POST /imk/api/by/cart/lines': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'PUT /imk/api/by/cart/lines/:itemCd': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'DELETE /imk/api/by/cart/lines/:itemCd': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'POST /imk/api/by/cart/lines/:itemCd/move': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'POST /imk/api/by/cart/import': { roles: ['B', 'A'], systems: ['BY', 'PO'] },
      'POST /imk/api/by/orders': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/orders/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/orders/:ordNo': { roles: ['B', 'A'], systems: ['BY'] },
      // The supplier's approved orders (decision 0055; orders-approval.test.ts) and their
      // confirmation (decision 0069; supplier-orders.test.ts).
      'GET /imk/api/sp/orders/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/orders/summary': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/orders/:ordNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/orders/:ordNo/decisions': { roles: ['V', 'A'], systems: ['SP'] },
      // Approvals (decision 0048; their own test: approvals.test.ts).
      'GET /imk/api/by/approvals/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/approvals/lines': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/approvals/:apprNo': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/approvals/:apprNo/approve': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/approvals/:apprNo/reject': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/approvals/:apprNo/cancel': { roles: ['B', 'A'], systems: ['BY'] },
      // Goods receipts (decision 0059; their own test: receipts.test.ts).
      'GET /imk/api/by/receipts/lines': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/receipts': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/receipts/summary': { roles: ['B', 'A'], systems: ['BY'] },
      // Quote requests and e-contracts (decision 0066; their own test: quotes.test.ts).
      'GET /imk/api/by/quotes/suppliers': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/quotes/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/quotes/:qtNo': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/quotes': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/quotes/:qtNo/award': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/quotes/:qtNo/close': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/sp/quotes/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/quotes/:qtNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/quotes/:qtNo/answer': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/quotes/:qtNo/decline': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/quotes/summary': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/by/contracts/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/contracts/:ctrtNo': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/contracts/:ctrtNo/confirm': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/contracts/:ctrtNo/revise': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/contracts': { roles: ['A'], systems: ['BY'] },
      'GET /imk/api/sp/contracts/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/contracts/:ctrtNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/contracts/:ctrtNo/confirm': { roles: ['V', 'A'], systems: ['SP'] },
      // Returns and exchanges from what was received (issue 44 item 6, decision 0071).
      'GET /imk/api/by/returns/lines': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/returns': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/returns/:rtnNo/withdrawal': { roles: ['B', 'A'], systems: ['BY'] },
      // Deliveries (decision 0070; their own test: deliveries.test.ts).
      'GET /imk/api/sp/deliveries/deliverable': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/deliveries': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/deliveries/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/deliveries/summary': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/deliveries/:dlvNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/deliveries/:dlvNo/ship': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/deliveries/:dlvNo/cancel': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/by/orders/:ordNo/deliveries': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/deliveries/summary': { roles: ['B', 'A'], systems: ['BY'] },
      // Tax invoices (decision 0074; their own test: tax-invoices.test.ts).
      'GET /imk/api/sp/tax-invoices/invoiceable': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/tax-invoices': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/tax-invoices/page': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/sp/tax-invoices/:invNo': { roles: ['V', 'A'], systems: ['SP'] },
      'POST /imk/api/sp/tax-invoices/:invNo/modify': { roles: ['V', 'A'], systems: ['SP'] },
      'GET /imk/api/by/tax-invoices/page': { roles: ['B', 'A'], systems: ['BY'] },
      'GET /imk/api/by/tax-invoices/:invNo': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/tax-invoices/:invNo/confirm': { roles: ['B', 'A'], systems: ['BY'] },
      'POST /imk/api/by/tax-invoices/:invNo/dispute': { roles: ['B', 'A'], systems: ['BY'] },
      // The supplier catalogue (decision 0068; its own test: supplier-catalog.test.ts).
      'GET /imk/api/mp/catalog/items': { roles: ['V', 'A'], systems: ['MP'] },
      'GET /imk/api/mp/catalog/categories': { roles: ['V', 'A'], systems: ['MP'] },
      'POST /imk/api/mp/catalog/save': { roles: ['V', 'A'], systems: ['MP'] },
      // The DEV system's component catalogue (decision 0036; its own test: dev-system.test.ts).
      'GET /imk/api/dev/storybook/index.json': { systems: ['DEV'] },
      'GET /imk/api/dev/storybook/*': { systems: ['DEV'] },
    };
    const api = server.app.mroRoutes.filter((r) => r.url !== '/health');
    const publicOutside = api
      .filter((r) => r.access === 'public' && !r.url.includes('/anonymous/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicOutside.sort()).toEqual([...PUBLIC_OUTSIDE_ANONYMOUS].sort());
    expect(api.filter((r) => r.url.includes('/anonymous/') && r.access !== 'public')).toEqual([]);
    const restricted = Object.fromEntries(
      api.filter((r) => typeof r.access === 'object').map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(restricted).toEqual(RESTRICTED);
  });

  it('answers each role as the route access rule says', async () => {
    const failures: string[] = [];
    for (const route of server.app.mroRoutes) {
      const key = `${route.method} ${route.url}`;
      if (!route.url.startsWith('/imk/api') && !route.url.startsWith('/bulk/')) continue;
      if (SESSION_ENDING.has(key) || route.noSystemHeader) continue;
      for (const who of people) {
        const url = `${fill(route.url, who)}${route.url.includes('?') ? '&' : '?'}k=${who.k ?? ''}`;
        const res = await server.call({
          method: route.method as 'GET',
          url: url.replace(/^\/imk\/api/, ''),
          system: who.system,
          ...(who.token ? { token: who.token } : {}),
          ...(route.method === 'GET' ? {} : { payload: {}, headers: { origin: ORIGIN } }),
        });
        const expected = allowed(route, who);
        const status = res.statusCode;
        const type = status >= 400 ? JSON.parse(res.body).error?.errorType : null;
        const ok =
          OWN_CREDENTIAL.has(key) && status === 401
            ? true
            : expected === 'no-session'
              ? status === 401
              : expected === 'forbidden'
                ? status === 403 && type === 'FORBIDDEN'
                : status < 500 && status !== 401 && !(status === 403 && type === 'FORBIDDEN');
        if (!ok) failures.push(`${key} as ${who.name}: expected ${expected}, got ${status} ${type ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('company boundaries', () => {
  it('keeps one buyer company out of another company data', async () => {
    const own = people[1]!;
    const other = { token: await server.login('buyer02', 'BY'), system: 'BY' };
    // Business places of another customer.
    expect((await server.call({ url: '/customer/BY001/business-place/codes', ...other })).statusCode).toBe(403);
    // Files: listing, copying, changing, downloading with another company's file id.
    const body = await multipart({}, [{ name: 'order.pdf', bytes: SAMPLE.pdf }]);
    const upload = JSON.parse(
      (
        await server.call({
          method: 'POST',
          url: '/file/upload',
          system: 'BY',
          token: own.token!,
          payload: body.payload,
          headers: body.headers,
        })
      ).body,
    ).data;
    const id = upload.athFileId as string;
    const session = JSON.parse((await server.call({ url: '/auth/session', ...other })).body).data;
    expect((await server.call({ url: `/files/${id}?k=${session.fileKey}`, ...other })).statusCode).toBe(404);
    expect((await server.call({ url: `/files/${id}/copy`, ...other })).statusCode).toBe(404);
    const forged = `${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`;
    expect((await server.call({ url: `/file/${id}-1?token=${forged}`, ...other })).statusCode).toBe(404);
    // Bulk downloads carry only the caller company's rows.
    const res = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      ...other,
      payload: { fwdReqCd: 'BUSINESS_PLACE' },
    });
    expect(res.statusCode === 200 ? res.rawPayload.includes(Buffer.from('BY001')) : false).toBe(false);
    // Card payments of another company cannot be cancelled.
    const cardHeaders = (token: string) => ({
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      cookie: `mro_at=${token}`,
    });
    await server.call({
      method: 'POST',
      url: '/cards/approval',
      system: null,
      payload: 'ordNo=MX-1&amount=1000',
      headers: cardHeaders(own.token!),
    });
    const cancel = await server.call({
      method: 'POST',
      url: '/cards/cancel',
      system: null,
      payload: 'ordNo=MX-1',
      headers: cardHeaders(other.token),
    });
    expect(cancel.body).toContain('"isSuccess":false');
  });

  it('refuses a token of one system on another (session changed) and calls without x-system', async () => {
    const buyer = people[1]!;
    const res = await server.call({ url: '/auth-menus', system: 'SP', token: buyer.token! });
    expect(JSON.parse(res.body).error.errorType).toBe('SYSTEM_INVALID');
    expect((await server.call({ url: '/auth-menus', system: null, token: buyer.token! })).statusCode).toBe(400);
  });
});

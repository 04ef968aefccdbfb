// The fulfilment chain end to end (issue 44, first acceptance test, decision 0073): the buyer and
// the supplier in two browser contexts of their own against the real API server, once (ko desktop,
// decision 0005). The buyer's order is made and approved through the API (orderSessions.ts); from
// then on each party works on its screens only: the supplier confirms the line with a promised
// day (SP Orders), schedules two partial deliveries and ships them (SP Deliveries); the buyer
// receives the first in full and the second with part of it rejected and its reason (BY Goods
// receipts), then requests an exchange of what was rejected (BY returns); the supplier approves
// and completes it with the replacement's day and transport (SP returns); the replacement delivery
// (kind EXCHANGE) shows in the supplier's deliveries, is shipped, and the buyer receives it. After
// each step the other party sees it: the texts are the portal's resources and the code lists'
// names as the server serves them, never typed here.
import {
  expect,
  test,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, signInByApi, texts, toasted, uiTexts, clickLock, fill } from './helpers';
import { approvedOrder, session } from './orderSessions';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A day `days` from today as the date fields take it (YYYY-MM-DD, Korean time). */
const dayAhead = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const isGet = (part: string) => (r: Response) => r.url().includes(`/imk/api${part}`) && r.request().method() === 'GET';

const QTY = 200;
const FIRST = 100;
const REJECTED = 2;
const REASON = '포장 파손';

/** The supplier user whose company received the order (the item's supplier: SP001 or SP002). */
async function supplierOf(playwright: Playwright, info: TestInfo, ordNo: string): Promise<string> {
  for (const loginId of ['supplier01', 'supplier02']) {
    const sp = await session(playwright, info, loginId, 'SP');
    const found = (await sp.get(`/sp/orders/${ordNo}`)).error === null;
    await sp.dispose();
    if (found) return loginId;
  }
  throw new Error(`no supplier with a user sees ${ordNo}`);
}

/** The code lists' names in the project's language, as the portal shows them (the server's cache). */
async function codeNames(page: Page, info: TestInfo, lists: string[]) {
  const langCd = info.project.name.startsWith('en') ? 'EN' : 'KO';
  const query = lists.map((l) => `cdLstIds=${l}`).join('&');
  const res = await page.request.get(`/imk/api/anonymous/common-codes/cache?${query}&langCd=${langCd}`, {
    headers: { 'x-system': 'MAIN', origin: new URL(info.project.use.baseURL!).origin },
  });
  const body = (await res.json()) as {
    data: { codes: { cdLstId: string; commonCodes: { cd: string; cdNm: string }[] }[] };
  };
  return (list: string, cd: string) => {
    const name = body.data.codes.find((c) => c.cdLstId === list)?.commonCodes.find((c) => c.cd === cd)?.cdNm;
    expect(name, `${list}.${cd}`).toBeTruthy();
    return name!;
  };
}

/** Another browser context of the same project (each party in its own). */
async function partyContext(browser: Browser, info: TestInfo) {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL!,
    locale: use.locale!,
    viewport: use.viewport!,
    timezoneId: use.timezoneId!,
    colorScheme: use.colorScheme!,
    reducedMotion: use.reducedMotion!,
    bypassCSP: true,
  });
}

/** The buyer's order detail (the order list's `?ordNo=` link). */
async function buyerOrder(page: Page, info: TestInfo, ordNo: string) {
  const all = texts(info);
  await page.goto(`/by/order/list?ordNo=${ordNo}`);
  const dialog = page.getByRole('dialog', { name: fill(all.orders.dialog.title, { ordNo }) });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    lines: dialog.getByRole('table', { name: all.orders.dialog.lines }),
    deliveries: dialog.getByRole('region', { name: all.deliveries.ofOrder, exact: true }),
    close: () => dialog.getByRole('button', { name: all.orders.dialog.close, exact: true }).last().click(),
  };
}

/** The buyer's goods receipts screen searched by one order; opens its line's receipt drawer. */
async function receipts(page: Page, info: TestInfo, ordNo: string) {
  const r = texts(info).receipts;
  const ui = uiTexts(info);
  const first = page.waitForResponse(isGet('/by/receipts/lines'));
  await page.goto('/by/receipt/list');
  await first;
  const panel = page.getByRole('tabpanel');
  const form = panel.getByRole('search', { name: r.search });
  const grid = panel.getByRole('grid', { name: r.grid });
  const drawer = page.getByRole('dialog', { name: r.drawer.title });
  const search = async () => {
    const toggle = form.getByRole('button', { name: ui.searchBox.expand });
    if (await toggle.isVisible()) await toggle.click();
    const numbers = form.getByRole('textbox', { name: r.ordNos });
    await numbers.fill(ordNo);
    await numbers.press('Tab');
    await clickLock(page);
    const answered = page.waitForResponse(isGet('/by/receipts/lines'));
    await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
    await answered;
  };
  await search();
  const row = grid.getByRole('row').filter({ hasText: ordNo });
  return {
    r,
    row,
    drawer,
    qty: drawer.getByRole('textbox', { name: r.drawer.rcvQty, exact: true }),
    delivery: drawer.getByRole('combobox', { name: r.drawer.dlvNo }),
    async open() {
      await row.locator("[aria-colindex='2']").click();
      await clickLock(page);
      await panel.getByRole('button', { name: r.receive, exact: true }).click();
      await expect(drawer).toBeVisible();
    },
    /** Submits the drawer; it closes and the list is searched again. */
    async submit() {
      const searched = page.waitForResponse(isGet('/by/receipts/lines'));
      await clickLock(page);
      await drawer.getByRole('button', { name: r.drawer.submit, exact: true }).click();
      await expect(drawer).toHaveCount(0);
      await searched;
    },
  };
}

/** The supplier's deliveries screen; the answer of its first search. */
async function deliveries(page: Page, info: TestInfo) {
  const t = texts(info).deliveries;
  const first = page.waitForResponse(isGet('/sp/deliveries/page'));
  await page.goto('/sp/delivery/list');
  const data = (
    (await (await first).json()) as {
      data: { pages: { dlvNo: string; kindCd: string; statCd: string }[] };
    }
  ).data;
  const panel = page.getByRole('tabpanel');
  const grid = panel.getByRole('grid', { name: t.grid });
  await expect(grid).toBeVisible();
  return {
    t,
    data,
    panel,
    grid,
    form: page.getByRole('dialog', { name: t.form.title }),
    scheduleButton: panel.getByRole('button', { name: t.schedule, exact: true }),
    detail: (dlvNo: string) => page.getByRole('dialog', { name: fill(t.dialog.title, { dlvNo }) }),
    /** Opens a delivery from its row: a click on it, then the toolbar's button. */
    async open(dlvNo: string) {
      await grid.getByRole('row').filter({ hasText: dlvNo }).locator("[aria-colindex='2']").click();
      await clickLock(page);
      await panel.getByRole('button', { name: t.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: fill(t.dialog.title, { dlvNo }) });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    /** Ships an open delivery's detail after the confirm. */
    async ship(dialog: ReturnType<Page['getByRole']>, dlvNo: string) {
      await clickLock(page);
      await dialog.getByRole('button', { name: t.action.ship, exact: true }).click();
      await answer(page, fill(t.confirm.ship, { dlvNo }));
      await toasted(page, fill(t.done.ship, { dlvNo }));
      await expect(dialog.getByRole('button', { name: t.action.ship, exact: true })).toHaveCount(0);
    },
  };
}

test(
  'the fulfilment chain: confirmed, delivered in two, received with a rejection, exchanged, the replacement received',
  { tag: '@ko-desktop' },
  async ({ browser, playwright }, info) => {
    test.setTimeout(180_000);
    const all = texts(info);
    // 1. The buyer's order, its approval completed (set-up through the API).
    const { ordNo } = await approvedOrder(playwright, info, 'e2e-chain', { payTermCd: 'CASH', qty: QTY });
    const supplierId = await supplierOf(playwright, info, ordNo);
    const buyerContext = await partyContext(browser, info);
    const supplierContext = await partyContext(browser, info);
    const by = await buyerContext.newPage();
    const sp = await supplierContext.newPage();
    await signInByApi(by, info, 'buyer01', 'BY');
    await signInByApi(sp, info, supplierId, 'SP');
    const code = await codeNames(by, info, ['CNFM_STAT', 'DLV_STAT', 'DLV_KIND', 'RTN_STAT']);
    const promised = dayAhead(20);
    const dlvNos: string[] = [];

    await test.step('the supplier confirms the line with a promised day', async () => {
      const t = all.spOrders;
      const ui = uiTexts(info);
      const first = sp.waitForResponse(isGet('/sp/orders/page'));
      await sp.goto('/sp/order/list');
      await first;
      const panel = sp.getByRole('tabpanel');
      const form = panel.getByRole('search', { name: t.search });
      const grid = panel.getByRole('grid', { name: t.grid });
      const toggle = form.getByRole('button', { name: ui.searchBox.expand });
      if (await toggle.isVisible()) await toggle.click();
      await form.getByRole('combobox', { name: t.cnfmLabel }).selectOption('');
      const numbers = form.getByRole('textbox', { name: t.ordNos });
      await numbers.fill(ordNo);
      await numbers.press('Tab');
      await clickLock(sp);
      const searched = sp.waitForResponse(isGet('/sp/orders/page'));
      await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
      await searched;
      const row = grid.getByRole('row').filter({ hasText: ordNo });
      await expect(row).toContainText(fill(t.toConfirmCount, { count: 1 }));
      const read = sp.waitForResponse((r) => r.url().endsWith(`/imk/api/sp/orders/${ordNo}`));
      await row.locator("[aria-colindex='2']").click();
      await panel.getByRole('button', { name: t.detail, exact: true }).click();
      await read;
      const dialog = sp.getByRole('dialog');
      await dialog.getByRole('combobox', { name: fill(t.actionLabel, { lineNo: 1 }) }).selectOption('confirm');
      const day = dialog.getByRole('textbox', { name: fill(t.prmsDlvDtLabel, { lineNo: 1 }) });
      await day.fill(promised);
      await day.press('Tab');
      const again = sp.waitForResponse(isGet('/sp/orders/page'));
      await clickLock(sp);
      await dialog.getByRole('button', { name: t.dialog.save, exact: true }).click();
      await answer(sp, ordNo);
      await toasted(sp, fill(t.saved, { ordNo, confirmed: 1, refused: 0 }));
      await again;
      await expect(row).toContainText(t.allDecided);
    });

    await test.step('the buyer sees the confirmation and the promised day; nothing shipped yet', async () => {
      const order = await buyerOrder(by, info, ordNo);
      await expect(order.lines.getByRole('row').nth(1)).toContainText(code('CNFM_STAT', 'CONF'));
      await expect(order.lines.getByRole('row').nth(1)).toContainText(promised);
      await expect(order.deliveries).toContainText(all.deliveries.noneYet);
      await order.close();
      const s = await receipts(by, info, ordNo);
      await expect(s.row).toContainText(s.r.status.WAIT);
      await s.open();
      await expect(s.drawer).toContainText(s.r.drawer.nothingShipped);
      await by.keyboard.press('Escape');
      await expect(s.drawer).toHaveCount(0);
    });

    await test.step('the supplier schedules two partial deliveries and ships each', async () => {
      const s = await deliveries(sp, info);
      const t = s.t;
      for (const [n, qty] of [
        [0, FIRST],
        [1, QTY - FIRST],
      ] as const) {
        await s.scheduleButton.click();
        await expect(s.form).toBeVisible();
        await s.form.getByRole('combobox', { name: t.form.ordNo }).selectOption(ordNo);
        const line = s.form.getByRole('textbox', { name: fill(t.line.qtyOf, { lineNo: 1 }), exact: true });
        // What is left is prefilled.
        await expect(line).toHaveValue(String(QTY - (n ? FIRST : 0)));
        await line.fill(String(qty));
        const day = s.form.getByRole('textbox', { name: t.form.dlvDt, exact: true });
        await day.fill(dayAhead(3 + n));
        await day.press('Tab');
        await s.form.getByRole('combobox', { name: t.form.carrierCd }).selectOption('CJ');
        await s.form.getByRole('textbox', { name: t.form.trackingNo, exact: true }).fill(`6098-0073-000${n + 1}`);
        const answered = sp.waitForResponse(
          (r) => r.url().endsWith('/imk/api/sp/deliveries') && r.request().method() === 'POST',
        );
        await clickLock(sp);
        await s.form.getByRole('button', { name: t.form.submit, exact: true }).click();
        const dlvNo = ((await (await answered).json()) as { data: { dlvNo: string } }).data.dlvNo;
        await toasted(sp, fill(t.done.schedule, { dlvNo }));
        dlvNos.push(dlvNo);
        // The new delivery opens in place of the form: ship it.
        const detail = s.detail(dlvNo);
        await expect(detail).toBeVisible();
        await s.ship(detail, dlvNo);
        await expect(detail).toContainText(code('DLV_STAT', 'SHIP'));
        await detail.getByRole('button', { name: t.dialog.close, exact: true }).last().click();
        await expect(detail).toHaveCount(0);
      }
    });

    await test.step("the buyer follows both shipments on the order's detail", async () => {
      const order = await buyerOrder(by, info, ordNo);
      for (const dlvNo of dlvNos) await expect(order.deliveries).toContainText(dlvNo);
      await expect(order.deliveries.getByText(code('DLV_STAT', 'SHIP'), { exact: true })).toHaveCount(2);
      await order.close();
    });

    await test.step('the buyer receives the first in full, then the second with a part rejected', async () => {
      const s = await receipts(by, info, ordNo);
      await s.open();
      await expect(s.delivery).toHaveValue(dlvNos[0]!);
      await expect(s.qty).toHaveValue(String(FIRST));
      await s.submit();
      await expect(s.row).toContainText(s.r.status.PART);

      await s.open();
      await expect(s.delivery).toHaveValue(dlvNos[1]!);
      await expect(s.qty).toHaveValue(String(QTY - FIRST));
      await s.drawer.getByRole('textbox', { name: s.r.drawer.rejQty, exact: true }).fill(String(REJECTED));
      await s.drawer.getByRole('textbox', { name: s.r.drawer.rejReason, exact: true }).fill(REASON);
      await s.submit();
      await expect(s.row).toContainText(s.r.status.DONE);
    });

    await test.step('the supplier sees both deliveries received, the rejection and its reason', async () => {
      const s = await deliveries(sp, info);
      const first = await s.open(dlvNos[0]!);
      await expect(first).toContainText(code('DLV_STAT', 'DONE'));
      await first.getByRole('button', { name: s.t.dialog.close, exact: true }).last().click();
      const second = await s.open(dlvNos[1]!);
      await expect(second).toContainText(code('DLV_STAT', 'DONE'));
      await expect(second).toContainText(REASON);
      await second.getByRole('button', { name: s.t.dialog.close, exact: true }).last().click();
    });

    let rtnNo = '';
    await test.step('the buyer requests an exchange of the rejected quantity', async () => {
      const t = all.returns;
      // The receipt's link to a new request on that line.
      await by.goto(`/by/return/list?ordNo=${ordNo}&lineNo=1`);
      const dialog = by.getByRole('dialog', { name: t.create.title });
      await expect(dialog.getByRole('combobox', { name: t.create.line })).toHaveValue(`${ordNo}:1`);
      await dialog.getByRole('combobox', { name: t.col.rtnKindCd }).selectOption('EXCHANGE');
      await dialog.getByRole('combobox', { name: t.col.rsnCd }).selectOption('DAMAGED');
      await dialog.getByRole('textbox', { name: t.dialog.rsnCn }).fill(REASON);
      await dialog.getByRole('textbox', { name: t.create.qty }).fill(String(REJECTED));
      await clickLock(by);
      await dialog.getByRole('button', { name: t.create.submit, exact: true }).click();
      await answer(by, fill(t.create.confirm, { ordNo, lineNo: 1 }));
      const made = by.getByRole('status').filter({ hasText: /RT\d{14}/ });
      await expect(made).toBeVisible();
      rtnNo = /RT\d{14}/.exec((await made.textContent()) ?? '')![0];
      const detail = by.getByRole('dialog', { name: fill(t.dialog.title, { rtnNo }) });
      await expect(detail.getByTestId('return-status')).toHaveText(code('RTN_STAT', 'REQ'));
    });

    let replacement = '';
    await test.step('the supplier approves the exchange and completes it with a day and a transport', async () => {
      const t = all.returns;
      // The request's link (the notification's) on the supplier's returns screen.
      await sp.goto(`/sp/return/list?rtnNo=${rtnNo}`);
      const dialog = sp.getByRole('dialog', { name: fill(t.dialog.title, { rtnNo }) });
      await expect(dialog.getByTestId('return-status')).toHaveText(code('RTN_STAT', 'REQ'));
      await expect(dialog).toContainText(REASON);
      await dialog.getByRole('button', { name: t.action.approve, exact: true }).click();
      await answer(sp, fill(t.confirm.approve, { rtnNo }));
      await toasted(sp, fill(t.done.approve, { rtnNo }));
      await expect(dialog.getByTestId('return-status')).toHaveText(code('RTN_STAT', 'APPROVED'));
      await clickLock(sp);
      await dialog.getByRole('button', { name: t.action.complete, exact: true }).click();
      const complete = sp.getByRole('dialog', { name: t.complete.title });
      const day = complete.getByRole('textbox', { name: t.complete.dlvDt });
      await day.fill(dayAhead(2));
      await day.press('Tab');
      await complete.getByRole('combobox', { name: t.complete.carrierCd }).selectOption('CJ');
      await complete.getByRole('textbox', { name: t.complete.trackingNo }).fill('6098-0073-0003');
      await clickLock(sp);
      await complete.getByRole('button', { name: t.complete.submit, exact: true }).click();
      await answer(sp, fill(t.confirm.complete, { rtnNo }));
      await toasted(sp, fill(t.done.complete, { rtnNo }));
      await expect(complete).toHaveCount(0);
      await expect(dialog.getByTestId('return-status')).toHaveText(code('RTN_STAT', 'COMPLETED'));
      const replacements = dialog.getByTestId('return-replacements');
      await expect(replacements).toContainText(/DL\d{14}/);
      replacement = /DL\d{14}/.exec((await replacements.textContent()) ?? '')![0];
    });

    await test.step('the buyer sees the exchange completed and its replacement delivery', async () => {
      await by.goto(`/by/return/list?rtnNo=${rtnNo}`);
      const dialog = by.getByRole('dialog', { name: fill(all.returns.dialog.title, { rtnNo }) });
      await expect(dialog.getByTestId('return-status')).toHaveText(code('RTN_STAT', 'COMPLETED'));
      await expect(dialog.getByTestId('return-replacements')).toContainText(replacement);
      await expect(dialog.getByTestId('return-replacements')).toContainText(code('DLV_STAT', 'SCHD'));
    });

    await test.step("the replacement (kind EXCHANGE, naming the request) is in the supplier's deliveries; shipped", async () => {
      const s = await deliveries(sp, info);
      expect(s.data.pages.find((d) => d.dlvNo === replacement)).toMatchObject({
        kindCd: 'EXCHANGE',
        statCd: 'SCHD',
      });
      const detail = await s.open(replacement);
      await expect(detail).toContainText(code('DLV_STAT', 'SCHD'));
      await expect(detail).toContainText(`${code('DLV_KIND', 'EXCHANGE')} · ${rtnNo}`);
      await s.ship(detail, replacement);
      await expect(detail).toContainText(code('DLV_STAT', 'SHIP'));
    });

    await test.step('the buyer receives the replacement', async () => {
      const s = await receipts(by, info, ordNo);
      await s.open();
      await expect(s.delivery).toHaveValue(replacement);
      await expect(s.qty).toHaveValue(String(REJECTED));
      await s.submit();
      await expect(s.row).toContainText(s.r.status.DONE);
    });

    await test.step("the order's detail shows the three deliveries received; the supplier sees it", async () => {
      const order = await buyerOrder(by, info, ordNo);
      for (const dlvNo of [...dlvNos, replacement]) await expect(order.deliveries).toContainText(dlvNo);
      await expect(order.deliveries).toContainText(`${code('DLV_KIND', 'EXCHANGE')} · ${rtnNo}`);
      await expect(order.deliveries.getByText(code('DLV_STAT', 'DONE'), { exact: true })).toHaveCount(3);
      await expectNoSeriousAxeViolations(by, "the buyer's order with its deliveries", 'document');
      const s = await deliveries(sp, info);
      const detail = await s.open(replacement);
      await expect(detail).toContainText(code('DLV_STAT', 'DONE'));
    });

    await buyerContext.close();
    await supplierContext.close();
  },
);

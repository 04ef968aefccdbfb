// The supplier confirms orders end to end (issue 44 item 1, decision 0069) against the real API
// server. Orders of buyer01 with two lines of supplier01's items are made and approved through
// the API for each test. The screen in the four projects (axe, screenshots of the list and the
// order); the flows once each on the diagonal: the supplier confirms one line with a day and
// refuses the other with a reason after a late day without a reason was refused (MROSO0004, the
// typed day kept), and the buyer sees both decisions on its order; a decision after the order
// changed (a cancel requested and refused meanwhile) is told MROSO0009, the order read again and
// what was typed kept. And the seeded SP menu entry opens the screen. A punch-out order's line
// shows the price the buyer's ERP approved beside ours (decision 0084), in the four projects.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type PlaywrightWorkerArgs, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { formatMoney } from '@mro/rules';
import { answer, message, signInByApi, texts, toasted, clickLock, lang } from './helpers';
import { fill, listScreen, openScreen, type ListOpening } from './listPage';
import { session } from './orderSessions';
import { startFakeProcurement } from './fakeProcurement';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREENSHOT_CSS = fileURLToPath(new URL('./supplier-orders.screenshot.css', import.meta.url));

const isSearch = (r: Response) => r.url().includes('/imk/api/sp/orders/page') && r.request().method() === 'GET';
const isDetail = (r: Response) => /\/imk\/api\/sp\/orders\/OD\d+$/.test(r.url()) && r.request().method() === 'GET';

/** YYYY-MM-DD of a day `days` ahead of now (UTC). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const compact = (day: string) => day.replaceAll('-', '');

interface Made {
  ordNo: string;
  apprNo: string;
  /** The requested day, YYYY-MM-DD. */
  reqDlvDt: string;
  items: string[];
}

/** supplier01's (SP001) items buyer01 can order one by one in KRW, as the buyers' catalogue lists them. */
async function orderableItems(buyer: Awaited<ReturnType<typeof session>>) {
  const found = (await buyer.get('/by/catalog/items?suppliers=SP001&pageSize=100')).data as {
    pages: {
      itemCd: string;
      itemNm: string;
      packQty: number;
      minOrdQty: number;
      crncyCd: string;
      listPrice: string;
      contractPrice: string | null;
      discontinued: boolean;
    }[];
  };
  return found.pages.filter((i) => i.packQty === 1 && i.crncyCd === 'KRW' && !i.discontinued);
}

/**
 * An order of buyer01 with two lines of supplier01's items (the cart emptied first), submitted
 * and approved by both approvers.
 */
async function approvedOrder(playwright: Playwright, info: TestInfo, key: string): Promise<Made> {
  const buyer = await session(playwright, info, 'buyer01');
  const cart = (await buyer.get('/by/cart')).data as { lines: { itemCd: string }[] };
  for (const line of cart.lines) await buyer.delete(`/by/cart/lines/${line.itemCd}`);
  const items = (await orderableItems(buyer)).slice(0, 2);
  expect(items.length).toBe(2);
  for (const i of items)
    expect((await buyer.post('/by/cart/lines', { itemCd: i.itemCd, qty: i.minOrdQty })).error).toBeNull();
  let made: { ordNo: string; reqDlvDt: string } | undefined;
  // A working day after the items' lead time (a holiday or weekend is refused: the next day then).
  for (let days = 30; !made && days < 45; days += 1) {
    const res = await buyer.post('/by/orders', {
      idemKey: `${key}-${Date.now()}-${days}`,
      bpCd: 'BY001-BP01',
      reqDlvDt: ahead(days),
      payTermCd: 'CASH',
      submit: 'Y',
      acceptChanges: 'Y',
    });
    if (!res.error) made = { ordNo: (res.data as { ordNos: string[] }).ordNos[0]!, reqDlvDt: ahead(days) };
  }
  expect(made).toBeDefined();
  const detail = (await buyer.get(`/by/orders/${made!.ordNo}`)).data as { approval: { apprNo: string } };
  for (const who of ['approver01', 'approver02']) {
    const approver = await session(playwright, info, who);
    const doc = (await approver.get(`/by/approvals/${detail.approval.apprNo}`)).data as { version: number };
    const res = await approver.post(`/by/approvals/${detail.approval.apprNo}/approve`, {
      version: doc.version,
      reason: '',
    });
    expect(res.error).toBeNull();
    await approver.dispose();
  }
  await buyer.dispose();
  return { ...made!, apprNo: detail.approval.apprNo, items: items.map((i) => i.itemNm) };
}

function screen(page: Page, info: TestInfo) {
  const list = listScreen(page, info, texts(info).spOrders, isSearch);
  const { t, panel, grid, form } = list;
  const dialog = page.getByRole('dialog');
  const detailButton = panel.getByRole('button', { name: t.detail, exact: true });
  return {
    ...list,
    dialog,
    detailButton,
    /** Searches by order numbers, every decision status. */
    search: (ordNos: string[]) =>
      list.search<{ totalCount: number }>(async () => {
        await list.reset();
        await list.expand();
        await form.getByRole('combobox', { name: t.cnfmLabel }).selectOption('');
        const numbers = form.getByRole('textbox', { name: t.ordNos });
        await numbers.fill(ordNos.join(','));
        await numbers.press('Tab');
      }),
    /** Opens an order: a click on its number, then the toolbar's button. */
    async open(ordNo: string) {
      const read = page.waitForResponse(isDetail);
      await grid.getByRole('row').filter({ hasText: ordNo }).locator("[aria-colindex='2']").click();
      await detailButton.click();
      await read;
      await expect(dialog).toBeVisible();
      return dialog;
    },
    line: (n: number) => dialog.locator(`[data-line='${n}']`),
    action: (n: number) => dialog.getByRole('combobox', { name: fill(t.actionLabel, { lineNo: n }) }),
    day: (n: number) => dialog.getByRole('textbox', { name: fill(t.prmsDlvDtLabel, { lineNo: n }) }),
    reason: (n: number) => dialog.getByRole('textbox', { name: fill(t.reasonLabel, { lineNo: n }) }),
    save: () => dialog.getByRole('button', { name: t.dialog.save, exact: true }),
  };
}

/**
 * A punch-out order of buyer01 for one of supplier01's items: the buyer's ERP sends an OrderRequest
 * whose UnitPrice is the price given, spelled with decimals ("7020.00"), as ERPs write it.
 */
async function punchoutOrder(playwright: Playwright, info: TestInfo, baseURL: string) {
  const buyer = await session(playwright, info, 'buyer01');
  const item = (await orderableItems(buyer))[0]!;
  await buyer.dispose();
  // Amounts are decimal text (decision 0106); the ERP writes the KRW price with two decimals.
  const price = `${item.contractPrice ?? item.listPrice}.00`;
  const fake = await startFakeProcurement();
  try {
    // A fixed payloadID (each run's server is new; shown on the screenshot as the order's note).
    const [code, text] = await fake.order(baseURL, `sp-dialog.${info.project.name}@fake`, [
      { itemCd: item.itemCd, qty: item.minOrdQty, price },
    ]);
    expect(code, text).toBe('200');
    return { ordNo: text.split(',')[0]!, item, price };
  } finally {
    await fake.close();
  }
}

const LIST: ListOpening<ReturnType<typeof screen>> = {
  loginId: 'supplier01',
  system: 'SP',
  path: '/sp/order/list',
  isSearch,
  screen,
};

test.describe('the supplier confirms orders', () => {
  test('the list and an order to confirm: badges, axe and screenshots', async ({ page, playwright }, info) => {
    const made = await approvedOrder(playwright, info, 'e2e-sp-orders-screen');
    const { s } = await openScreen(page, info, LIST);
    const t = s.t;
    expect((await s.search([made.ordNo])).totalCount).toBe(1);
    await expect(s.row(made.ordNo)).toContainText(fill(t.toConfirmCount, { count: 2 }));
    await expectNoSeriousAxeViolations(page, "supplier's orders", 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('sp-orders.png', { fullPage: true, stylePath: SCREENSHOT_CSS });

    const dialog = await s.open(made.ordNo);
    for (const n of [1, 2]) await expect(s.line(n)).toContainText(made.items[n - 1]!);
    await s.action(1).selectOption('confirm');
    await expect(s.day(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'supplier order dialog', 'document');
    await s.action(1).selectOption('');
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveScreenshot('sp-order-dialog.png', { stylePath: SCREENSHOT_CSS });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(s.detailButton).toBeFocused();
  });

  test(
    'confirms one line with a day and refuses the other; a late day needs a reason; the buyer sees both',
    { tag: '@ko-desktop' },
    async ({ page, playwright }, info) => {
      const made = await approvedOrder(playwright, info, 'e2e-sp-orders-decide');
      const { s } = await openScreen(page, info, LIST);
      const t = s.t;
      await s.search([made.ordNo]);
      await s.open(made.ordNo);
      // After the requested day (30 to 44 days ahead).
      const late = ahead(50);
      await s.action(1).selectOption('confirm');
      await s.day(1).fill(late);
      await s.day(1).press('Tab');
      await s.action(2).selectOption('refuse');
      await s.reason(2).fill('단종 예정 품목');
      await clickLock(page);
      await s.save().click();
      // Refused before any call, as the server would: the reason beside line 1, the day kept.
      await expect(s.line(1)).toContainText(message(info, 'MROSO0004', { requestedDt: compact(made.reqDlvDt) }));
      await expect(s.day(1)).toHaveValue(late);
      await expect(s.reason(2)).toHaveValue('단종 예정 품목');

      const promised = ahead(20);
      await s.day(1).fill(promised);
      await s.day(1).press('Tab');
      const searched = page.waitForResponse(isSearch);
      await clickLock(page);
      await s.save().click();
      // Confirming lines promises delivery: the confirmation first (issue 57 item 4).
      await answer(page, made.ordNo);
      await toasted(page, fill(t.saved, { ordNo: made.ordNo, confirmed: 1, refused: 1 }));
      await expect(s.dialog).toHaveCount(0);
      await expect(s.detailButton).toBeFocused();
      await searched;
      await expect(s.row(made.ordNo)).toContainText(t.allDecided);

      // The buyer's order: each line's decision, the promised day and the reason.
      await signInByApi(page, info, 'buyer01', 'BY');
      await page.goto(`/by/order/list?ordNo=${made.ordNo}`);
      const order = page.getByRole('dialog');
      const lines = order.getByRole('table', { name: texts(info).orders.dialog.lines });
      // The code list CNFM_STAT's names (this flow runs in Korean).
      await expect(lines).toContainText(texts(info).orders.line.cnfmStatCd);
      await expect(lines.getByRole('row').nth(1)).toContainText('확정');
      await expect(lines.getByRole('row').nth(1)).toContainText(promised);
      await expect(lines.getByRole('row').nth(2)).toContainText('거절');
      await expect(lines.getByRole('row').nth(2)).toContainText('단종 예정 품목');
      await expectNoSeriousAxeViolations(page, "buyer's order with decisions", 'document');
    },
  );

  test(
    'a decision after the order changed: told, read again, what was typed kept',
    { tag: '@en-mobile' },
    async ({ page, playwright }, info) => {
      const made = await approvedOrder(playwright, info, 'e2e-sp-orders-race');
      const { s } = await openScreen(page, info, LIST);
      await s.search([made.ordNo]);
      await s.open(made.ordNo);
      const promised = ahead(20);
      await s.action(1).selectOption('confirm');
      await s.day(1).fill(promised);
      await s.day(1).press('Tab');
      // Meanwhile the buyer asks to cancel the order and the approver refuses it: the order changed.
      const buyer = await session(playwright, info, 'buyer01');
      const doc = (await buyer.get(`/by/approvals/${made.apprNo}`)).data as { version: number };
      expect(
        (await buyer.post(`/by/approvals/${made.apprNo}/cancel`, { version: doc.version, reason: 'qty' })).error,
      ).toBeNull();
      await buyer.dispose();
      const approver = await session(playwright, info, 'approver02');
      const again = (await approver.get(`/by/approvals/${made.apprNo}`)).data as { version: number };
      expect(
        (await approver.post(`/by/approvals/${made.apprNo}/reject`, { version: again.version, reason: 'shipped' }))
          .error,
      ).toBeNull();
      await approver.dispose();

      await clickLock(page);
      const reread = page.waitForResponse(isDetail);
      await s.save().click();
      // Confirming lines promises delivery: the confirmation first (issue 57 item 4).
      await answer(page, made.ordNo);
      await answer(page, message(info, 'MROSO0009'));
      await reread;
      await expect(s.dialog).toBeVisible();
      await expect(s.action(1)).toHaveValue('confirm');
      await expect(s.day(1)).toHaveValue(promised);
      await clickLock(page);
      await s.save().click();
      // Confirming lines promises delivery: the confirmation first (issue 57 item 4).
      await answer(page, made.ordNo);
      await toasted(page, fill(s.t.saved, { ordNo: made.ordNo, confirmed: 1, refused: 0 }));
      await expect(s.line(1)).toContainText(promised);
    },
  );

  test("a punch-out order's line: the price the buyer's ERP approved beside ours", async ({
    page,
    playwright,
    baseURL,
  }, info) => {
    const made = await punchoutOrder(playwright, info, baseURL!);
    const { s } = await openScreen(page, info, LIST);
    expect((await s.search([made.ordNo])).totalCount).toBe(1);
    const dialog = await s.open(made.ordNo);
    const line = s.line(1);
    await expect(line).toContainText(made.item.itemNm);
    // The same price (9800.00 = 9800): ours, then the ERP's, said in words, in the one money format
    // (decision 0106: 9,800원, KRW 9,800).
    const erp = line.getByText(fill(s.t.erpPriceSame, { price: formatMoney(made.price, 'KRW', lang(info)) }));
    await expect(erp).toBeVisible();
    // At 375 px the line is below the dialog's fold: the price in view for the screenshot.
    await erp.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, 'supplier order dialog (punch-out)', 'document');
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveScreenshot('sp-order-dialog-punchout.png', { stylePath: SCREENSHOT_CSS });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(s.detailButton).toBeFocused();
  });

  test("the seeded SP menu entry 'Orders' opens the screen", { tag: '@ko-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    await signInByApi(page, info, 'supplier01', 'SP');
    await page.goto('/sp/');
    const origin = new URL(page.url()).origin;
    const res = await page.request.get('/imk/api/auth-menus', { headers: { 'x-system': 'SP', origin } });
    const menus = ((await res.json()) as { data: { menus: { menuId: string; menuNm: string; path: string | null }[] } })
      .data.menus;
    const mine = menus.find((m) => m.menuId === 'SP-ORD');
    expect(mine?.path).toBe('/sp/order/list');
    await page.goto(mine!.path!);
    await expect(page.getByRole('heading', { level: 1, name: mine!.menuNm })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.errors.notFoundTitle })).toHaveCount(0);
  });
});

// Goods receipts end to end (issue 43, decision 0059) against the real API server: the buyer's
// list in the four projects (axe, a screenshot of the seeded orders, ko desktop and en 375 px on
// the diagonal), and the flows once each on orders they make and have approved through the API
// (so the seeded lines in the screenshots never change): a line received partly (a rejected part
// that needs its reason), an over-quantity refused, then received in full; a line someone else
// received first, told and read again with what was typed kept. And every seeded BY and PO menu
// entry of buyer01, every BY entry of admin01 and every SP and MP entry of supplier01 opens a
// screen (none answers PICMCM0022 any more; SPTAX001 since decision 0074).
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, message, signInByApi, texts, toasted, uiTexts, clickLock, fill } from './helpers';
import { approvedOrder, session } from './orderSessions';

const SCREENSHOT_CSS = fileURLToPath(new URL('./receipts.screenshot.css', import.meta.url));

interface Line {
  ordNo: string;
  lineNo: number;
  regDt: string;
  ordQty: number;
  rcvQty: number;
  rcvStatCd: string;
  itemNm: string;
  version: number;
  deliveries: { dlvNo: string }[];
}
interface PageAnswer {
  pages: Line[];
  totalCount: number;
}

const isSearch = (r: Response) => r.url().includes('/imk/api/by/receipts/lines') && r.request().method() === 'GET';
const searchAnswer = async (r: Promise<Response>) => ((await (await r).json()) as { data: PageAnswer }).data;

function screen(page: Page, info: TestInfo) {
  const t = texts(info).receipts;
  const ui = uiTexts(info);
  const panel = page.getByRole('tabpanel');
  const grid = panel.getByRole('grid', { name: t.grid });
  const form = panel.getByRole('search', { name: t.search });
  const row = (ordNo: string) => grid.getByRole('row').filter({ hasText: ordNo });
  const drawer = page.getByRole('dialog', { name: t.drawer.title });
  return {
    t,
    panel,
    grid,
    row,
    drawer,
    receiveButton: panel.getByRole('button', { name: t.receive, exact: true }),
    /** Searches by order numbers (the other conditions as they open). */
    async search(ordNos: string[]) {
      await form.getByRole('button', { name: ui.searchBox.reset, exact: true }).click();
      const toggle = form.getByRole('button', { name: ui.searchBox.expand });
      if (await toggle.isVisible()) await toggle.click();
      const numbers = form.getByRole('textbox', { name: t.ordNos });
      await numbers.fill(ordNos.join(','));
      await numbers.press('Tab');
      await clickLock(page);
      const answered = page.waitForResponse(isSearch);
      await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
      return searchAnswer(answered);
    },
    /** Opens the receipt of a row: a click on its order number, then the toolbar's button. */
    async open(ordNo: string, lineNo = 1) {
      await row(ordNo)
        .filter({ has: page.locator("[aria-colindex='3']", { hasText: new RegExp(`^${lineNo}$`) }) })
        .locator("[aria-colindex='2']")
        .click();
      await panel.getByRole('button', { name: t.receive, exact: true }).click();
      await expect(drawer).toBeVisible();
      return drawer;
    },
    field: (label: string) => drawer.getByRole('textbox', { name: label, exact: true }),
  };
}

async function openScreen(page: Page, info: TestInfo) {
  await signInByApi(page, info, 'buyer01', 'BY');
  const first = page.waitForResponse(isSearch);
  await page.goto('/by/receipt/list');
  const data = await searchAnswer(first);
  const s = screen(page, info);
  await expect(s.grid).toHaveAttribute('aria-rowcount', String(Math.min(data.totalCount, 100) + 1));
  return { s, data };
}

test.describe('goods receipts', () => {
  test(
    'the list of the seeded orders: statuses as badges; axe and a screenshot',
    { tag: '@diagonal' },
    async ({ page }, info) => {
      const { s, data } = await openScreen(page, info);
      const t = s.t;
      // The seeded receipt orders (two to four days before the seed): waiting, partly and fully received lines.
      const today = data.pages
        .map((l) => l.regDt)
        .sort()
        .at(-1)!;
      const seeded = [...new Set(data.pages.filter((l) => l.regDt < today).map((l) => l.ordNo))];
      expect(seeded.length).toBe(3);
      const found = await s.search(seeded);
      expect(new Set(found.pages.map((l) => l.rcvStatCd))).toEqual(new Set(['WAIT', 'PART', 'DONE']));
      for (const status of ['WAIT', 'PART', 'DONE'] as const)
        await expect(s.grid.getByText(t.status[status], { exact: true }).first()).toBeVisible();
      await expect(s.panel.locator('output').first()).toHaveText(fill(t.count, { count: found.totalCount }));
      await expectNoSeriousAxeViolations(page, 'goods receipts', 'document');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('by-receipts.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
      // The drawer: axe, then Esc closes it and focus returns to its opener.
      const waitingLine = found.pages.find((l) => l.rcvStatCd !== 'DONE')!;
      const drawer = await s.open(waitingLine.ordNo, waitingLine.lineNo);
      // The seeded lines are confirmed: received from a shipped delivery, or told none is shipped yet (decision 0070).
      if (waitingLine.deliveries.length)
        await expect(drawer.getByRole('combobox', { name: t.drawer.dlvNo })).toHaveValue(
          waitingLine.deliveries[0]!.dlvNo,
        );
      else await expect(drawer).toContainText(t.drawer.nothingShipped);
      await expectNoSeriousAxeViolations(page, 'receive drawer', 'document');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(s.receiveButton).toBeFocused();
    },
  );

  test(
    'a line received partly, an over-quantity refused, then received in full',
    { tag: '@ko-desktop' },
    async ({ page, playwright }, info) => {
      const { ordNo } = await approvedOrder(playwright, info, 'e2e-receipt-full');
      const { s } = await openScreen(page, info);
      const t = s.t;
      const [line] = (await s.search([ordNo])).pages;
      expect(line).toMatchObject({ ordQty: 200, rcvQty: 0, rcvStatCd: 'WAIT' });
      await expect(s.row(ordNo)).toContainText(t.status.WAIT);

      let drawer = await s.open(ordNo);
      await expect(s.field(t.drawer.rcvQty)).toHaveValue('200');
      await s.field(t.drawer.rcvQty).fill('120');
      await s.field(t.drawer.rejQty).fill('2');
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await expect(drawer).toContainText(message(info, 'MRORC0006'));
      await s.field(t.drawer.rejReason).fill('포장 파손');
      let searched = page.waitForResponse(isSearch);
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await toasted(page, fill(t.done, { qty: 120, item: line!.itemNm, rcvNo: '' }).split('(')[0]!.trim());
      await expect(drawer).toHaveCount(0);
      await expect(s.receiveButton).toBeFocused();
      await searched;
      await expect(s.row(ordNo)).toContainText(t.status.PART);

      drawer = await s.open(ordNo);
      await expect(s.field(t.drawer.rcvQty)).toHaveValue('80');
      await s.field(t.drawer.rcvQty).fill('81');
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await expect(drawer).toContainText(message(info, 'MRORC0001', { max: 80 }));
      await s.field(t.drawer.rcvQty).fill('８０');
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await expect(drawer).toContainText(message(info, 'MROCT0002'));
      await s.field(t.drawer.rcvQty).fill('80');
      searched = page.waitForResponse(isSearch);
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      // The last line of the order: the toast says the whole order arrived.
      await toasted(page, fill(t.doneOrder, { qty: 80, item: line!.itemNm, rcvNo: '' }).split(')').at(-1)!.trim());
      await expect(drawer).toHaveCount(0);
      await searched;
      await expect(s.row(ordNo)).toContainText(t.status.DONE);
      await expect(s.receiveButton).toBeDisabled();
    },
  );

  test(
    'a line someone else received first: told, read again, what was typed kept',
    { tag: '@en-mobile' },
    async ({ page, playwright }, info) => {
      const { ordNo } = await approvedOrder(playwright, info, 'e2e-receipt-race');
      const { s } = await openScreen(page, info);
      const t = s.t;
      const [line] = (await s.search([ordNo])).pages;
      const drawer = await s.open(ordNo);
      await s.field(t.drawer.rcvQty).fill('50');
      // Meanwhile another session of the company receives 30 of the same line.
      const other = await session(playwright, info, 'buyer01');
      const first = await other.post('/by/receipts', { ordNo, lineNo: 1, version: line!.version, rcvQty: '30' });
      expect(first.error).toBeNull();
      await other.dispose();
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await answer(page, message(info, 'MRORC0009'));
      await expect(drawer).toBeVisible();
      await expect(s.field(t.drawer.rcvQty)).toHaveValue('50');
      await expect(drawer).toContainText('170');
      await clickLock(page);
      await clickLock(page);
      await drawer.getByRole('button', { name: t.drawer.submit, exact: true }).click();
      await expect(drawer).toHaveCount(0);
      await expect(s.row(ordNo)).toContainText(t.status.PART);
      // 30 by the other session, then the 50 typed here (the quantities are off screen at 375 px).
      expect((await s.search([ordNo])).pages[0]).toMatchObject({ rcvQty: 80, version: 2 });
    },
  );

  test('every seeded BY, PO, SP and MP menu entry opens its screen', { tag: '@ko-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    // buyer01's BY and PO menus, admin01's BY menu (role A: the back office, decision 0064), and
    // supplier01's SP and MP menus (the tax invoices, decision 0074).
    const users = [
      ['buyer01', 'BY'],
      ['buyer01', 'PO'],
      ['admin01', 'BY'],
      ['supplier01', 'SP'],
      ['supplier01', 'MP'],
    ] as const;
    for (const [loginId, system] of users) {
      await signInByApi(page, info, loginId, system);
      await page.goto(`/${system.toLowerCase()}/`);
      const origin = new URL(page.url()).origin;
      const res = await page.request.get('/imk/api/auth-menus', { headers: { 'x-system': system, origin } });
      const menus = ((await res.json()) as { data: { menus: { menuNm: string; path: string | null }[] } }).data.menus;
      const entries = menus.filter((m) => m.path);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        await page.goto(entry.path!);
        await expect(page.getByRole('heading', { level: 1, name: entry.menuNm }), entry.path!).toBeVisible();
        await expect(page.getByRole('heading', { name: t.errors.notFoundTitle })).toHaveCount(0);
      }
    }
  });
});

// Deliveries and transport, and the receipts of what was shipped, end to end (issue 44 items 4
// and 5, decision 0070) against the real API server: the supplier's list of the seeded deliveries
// in the four projects (axe, a screenshot); the flows on the diagonal (ko desktop, en 375 px)
// once each on the seeded orders awaiting delivery (40 days old: outside every list's opening
// period, so the screenshots never change): the supplier schedules two partial deliveries of one
// order (a carrier, then its own truck), ships them and prints the delivery note (a 900 × 680
// window that prints itself), the buyer follows them on the order, receives the first and
// rejects part of the second (a quantity over what was shipped refused first: MRORC0010), and
// the supplier sees what was rejected; a delivery of more than is left refused (MRODL0001) with
// everything typed kept.
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, lang, message, signInByApi, texts, toasted, uiTexts, clickLock, fill } from './helpers';

const SCREENSHOT_CSS = fileURLToPath(new URL('./deliveries.screenshot.css', import.meta.url));

interface Deliverable {
  ordNo: string;
  lineNo: number;
  regDt: string;
  ordQty: number;
  leftQty: number;
}

const isSearch = (r: Response) => r.url().includes('/imk/api/sp/deliveries/page') && r.request().method() === 'GET';
/** A day `days` from today as the date fields take it (YYYY-MM-DD, Korean time). */
const dayAhead = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Every window records what window.open was asked for and each window.print call (not run). */
async function recordWindows(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __opened: string[]; __printed: number[] };
    w.__opened = [];
    w.__printed = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opened.push(String(features ?? ''));
      return open(url, target, features);
    };
    window.print = () => {
      w.__printed.push(performance.now());
    };
  });
}

/** The seeded orders awaiting every delivery (the oldest deliverable ones, every line left), oldest first. */
async function reserveOrders(page: Page, info: TestInfo): Promise<Deliverable[][]> {
  const headers = { 'x-system': 'SP', origin: new URL(info.project.use.baseURL!).origin };
  const res = await page.request.get('/imk/api/sp/deliveries/deliverable?ordNo=', { headers });
  const lines = ((await res.json()) as { data: Deliverable[] }).data;
  const orders = [...new Set(lines.map((l) => l.ordNo))]
    .map((ordNo) => lines.filter((l) => l.ordNo === ordNo))
    .filter((ls) => ls.length === 2 && ls.every((l) => l.leftQty === l.ordQty && l.ordQty >= 2))
    .sort((a, b) => a[0]!.regDt.localeCompare(b[0]!.regDt));
  expect(orders.length).toBeGreaterThan(0);
  return orders;
}

async function openList(page: Page, info: TestInfo) {
  await signInByApi(page, info, 'supplier01', 'SP');
  const first = page.waitForResponse(isSearch);
  await page.goto('/sp/delivery/list');
  const data = ((await (await first).json()) as { data: { pages: { statCd: string }[]; totalCount: number } }).data;
  const t = texts(info).deliveries;
  const panel = page.getByRole('tabpanel');
  const grid = panel.getByRole('grid', { name: t.grid });
  await expect(grid).toHaveAttribute('aria-rowcount', String(Math.min(data.totalCount, 100) + 1));
  const form = page.getByRole('dialog', { name: t.form.title });
  return {
    t,
    data,
    panel,
    grid,
    form,
    scheduleButton: panel.getByRole('button', { name: t.schedule, exact: true }),
    qty: (lineNo: number) => form.getByRole('textbox', { name: fill(t.line.qtyOf, { lineNo }), exact: true }),
    text: (label: string) => form.getByRole('textbox', { name: label, exact: true }),
  };
}

/** Another browser context of the same project (the buyer beside the supplier). */
async function otherContext(browser: Browser, info: TestInfo) {
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

test.describe('deliveries', () => {
  test('the list of the seeded deliveries: statuses as badges; axe and a screenshot', async ({ page }, info) => {
    const s = await openList(page, info);
    const statuses = new Set(s.data.pages.map((p) => p.statCd));
    expect(statuses).toEqual(new Set(['SCHD', 'SHIP', 'DONE']));
    const names = lang(info) === 'en' ? ['Scheduled', 'Shipped', 'Received'] : ['납품 예정', '출고', '입고 완료'];
    for (const name of names) await expect(s.grid.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(s.panel.locator('output').first()).toHaveText(fill(s.t.count, { count: s.data.totalCount }));
    await expectNoSeriousAxeViolations(page, 'deliveries', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('sp-deliveries.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
    // The schedule form: axe, then Esc closes it and focus returns to its opener.
    await s.scheduleButton.click();
    await expect(s.form).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'schedule form', 'document');
    await page.keyboard.press('Escape');
    await expect(s.form).toHaveCount(0);
    await expect(s.scheduleButton).toBeFocused();
  });

  test(
    'two partial deliveries shipped and printed; the buyer receives the first and rejects part of the second',
    { tag: '@ko-desktop' },
    async ({ page, browser }, info) => {
      await recordWindows(page);
      const s = await openList(page, info);
      const t = s.t;
      const [order] = await reserveOrders(page, info);
      const ordNo = order![0]!.ordNo;
      const [line1, line2] = order!;
      const half = Math.floor(line1!.ordQty / 2);
      const planned = dayAhead(40);
      const dlvNos: string[] = [];

      const schedule = async (left: number, lines: [string, string], transport: () => Promise<void>) => {
        await s.scheduleButton.click();
        await expect(s.form).toBeVisible();
        await s.form.getByRole('combobox', { name: t.form.ordNo }).selectOption(ordNo);
        // What is left is prefilled.
        await expect(s.qty(1)).toHaveValue(String(left));
        await s.qty(1).fill(lines[0]);
        await s.qty(2).fill(lines[1]);
        const day = s.text(t.form.dlvDt);
        await day.fill(planned);
        await day.press('Tab');
        await transport();
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/sp/deliveries') && r.request().method() === 'POST',
        );
        await clickLock(page);
        await s.form.getByRole('button', { name: t.form.submit, exact: true }).click();
        const dlvNo = ((await (await answered).json()) as { data: { dlvNo: string } }).data.dlvNo;
        await toasted(page, fill(t.done.schedule, { dlvNo }));
        dlvNos.push(dlvNo);
        // The new delivery opens: ship it after the confirm.
        const detail = page.getByRole('dialog', { name: fill(t.dialog.title, { dlvNo }) });
        await expect(detail).toBeVisible();
        await detail.getByRole('button', { name: t.action.ship, exact: true }).click();
        await answer(page, fill(t.confirm.ship, { dlvNo }));
        await toasted(page, fill(t.done.ship, { dlvNo }));
        await expect(detail.getByRole('button', { name: t.action.ship, exact: true })).toHaveCount(0);
        return detail;
      };

      await test.step('the first: half of line 1 by carrier with its tracking number; its note printed', async () => {
        const detail = await schedule(line1!.leftQty, [String(half), ''], async () => {
          await s.form.getByRole('combobox', { name: t.form.carrierCd }).selectOption('CJ');
          await s.text(t.form.trackingNo).fill('6098-0001-0001');
        });
        await expect(detail).toContainText('6098-0001-0001');
        await expect(detail.getByRole('button', { name: t.track, exact: true })).toBeVisible();
        const popupEvent = page.waitForEvent('popup');
        await detail.getByRole('button', { name: t.dialog.print, exact: true }).click();
        const popup = await popupEvent;
        const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
        expect(opened.at(-1)).toMatch(/^width=900,height=680,/);
        await expect(popup.locator('[data-dlv-no]')).toHaveText(dlvNos[0]!);
        await expect(popup.locator('h1')).toHaveText('납품서');
        await expect
          .poll(() => popup.evaluate(() => (window as unknown as { __printed: number[] }).__printed.length))
          .toBe(1);
        await expectNoSeriousAxeViolations(popup, 'delivery note', 'document');
        await popup.close();
        await detail.getByRole('button', { name: t.dialog.close, exact: true }).last().click();
        await expect(detail).toHaveCount(0);
      });

      await test.step('the second: the rest of line 1 and all of line 2 by the own truck', async () => {
        const detail = await schedule(
          line1!.ordQty - half,
          [String(line1!.ordQty - half), String(line2!.ordQty)],
          async () => {
            await s.form.getByRole('radio', { name: '자차 배송' }).check();
            await s.text(t.form.vehicleNo).fill('34나5678');
            await s.text(t.form.driverNm).fill('박기사');
          },
        );
        await expect(detail).toContainText('34나5678');
        await detail.getByRole('button', { name: t.dialog.close, exact: true }).last().click();
        await expect(s.scheduleButton).toBeFocused();
      });

      const buyerContext = await otherContext(browser, info);
      const buyer = await buyerContext.newPage();
      await signInByApi(buyer, info, 'buyer01', 'BY');
      const all = texts(info);

      await test.step("the buyer follows both on the order's detail", async () => {
        await buyer.goto(`/by/order/list?ordNo=${ordNo}`);
        const dialog = buyer.getByRole('dialog', { name: fill(all.orders.dialog.title, { ordNo }) });
        const section = dialog.getByRole('region', { name: t.ofOrder, exact: true });
        for (const dlvNo of dlvNos) await expect(section).toContainText(dlvNo);
        await expect(section.getByRole('button', { name: t.track, exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: all.orders.dialog.close, exact: true }).last().click();
      });

      await test.step('the buyer receives the first delivery, then rejects part of the second', async () => {
        const r = all.receipts;
        const ui = uiTexts(info);
        await buyer.goto('/by/receipt/list');
        const panel = buyer.getByRole('tabpanel');
        const form = panel.getByRole('search', { name: r.search });
        const start = form.getByRole('textbox').first();
        await start.fill(dayAhead(-60));
        await start.press('Tab');
        const toggle = form.getByRole('button', { name: ui.searchBox.expand });
        if (await toggle.isVisible()) await toggle.click();
        const numbers = form.getByRole('textbox', { name: r.ordNos });
        await numbers.fill(ordNo);
        await numbers.press('Tab');
        await clickLock(buyer);
        await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
        const grid = panel.getByRole('grid', { name: r.grid });
        const drawer = buyer.getByRole('dialog', { name: r.drawer.title });
        const openLine = async (lineNo: number) => {
          await grid
            .getByRole('row')
            .filter({ hasText: ordNo })
            .filter({ has: buyer.locator("[aria-colindex='3']", { hasText: new RegExp(`^${lineNo}$`) }) })
            .locator("[aria-colindex='2']")
            .click();
          await panel.getByRole('button', { name: r.receive, exact: true }).click();
          await expect(drawer).toBeVisible();
        };
        const qty = drawer.getByRole('textbox', { name: r.drawer.rcvQty, exact: true });
        const submit = async () => {
          // Twice the lock after the last click (as two fixed waits were: the refused first submit's).
          await clickLock(buyer, 1100);
          await drawer.getByRole('button', { name: r.drawer.submit, exact: true }).click();
        };

        await openLine(1);
        await expect(drawer.getByRole('combobox', { name: r.drawer.dlvNo })).toHaveValue(dlvNos[0]!);
        await expect(qty).toHaveValue(String(half));
        await qty.fill(String(half + 1));
        await submit();
        await expect(drawer).toContainText(message(info, 'MRORC0010', { max: half }));
        await expect(qty).toHaveValue(String(half + 1));
        await qty.fill(String(half));
        // The list is searched again after the receipt: the line then offers the second delivery only.
        const searched = buyer.waitForResponse(
          (res) => res.url().includes('/imk/api/by/receipts/lines') && res.request().method() === 'GET',
        );
        await submit();
        await expect(drawer).toHaveCount(0);
        await searched;

        await openLine(1);
        await expect(drawer.getByRole('combobox', { name: r.drawer.dlvNo })).toHaveValue(dlvNos[1]!);
        await expect(qty).toHaveValue(String(line1!.ordQty - half));
        await drawer.getByRole('textbox', { name: r.drawer.rejQty, exact: true }).fill('1');
        await drawer.getByRole('textbox', { name: r.drawer.rejReason, exact: true }).fill('포장 파손');
        await submit();
        await expect(drawer).toHaveCount(0);
      });
      await buyerContext.close();

      await test.step('the supplier sees what the buyer accepted and rejected', async () => {
        const answered = page.waitForResponse(isSearch);
        await page.reload();
        await answered;
        await s.panel.getByRole('button', { name: t.schedule, exact: true }).waitFor();
        // The deliveries of the flow are 40 days ahead: read the second's detail by its number.
        await page.goto(`/sp/delivery/list`);
        await s.scheduleButton.waitFor();
        const headers = { 'x-system': 'SP', origin: new URL(info.project.use.baseURL!).origin };
        const detail = (await (await page.request.get(`/imk/api/sp/deliveries/${dlvNos[1]}`, { headers })).json()) as {
          data: { lines: { lineNo: number; accQty: number; rejQty: number; rejReasons: string[] }[] };
        };
        expect(detail.data.lines.find((l) => l.lineNo === 1)).toMatchObject({
          accQty: line1!.ordQty - half - 1,
          rejQty: 1,
          rejReasons: ['포장 파손'],
        });
      });
    },
  );

  test(
    'a delivery of more than is left is refused (MRODL0001) with everything typed kept',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const s = await openList(page, info);
      const t = s.t;
      const orders = await reserveOrders(page, info);
      const order = orders.at(-1)!;
      const ordNo = order[0]!.ordNo;
      await s.scheduleButton.click();
      await s.form.getByRole('combobox', { name: t.form.ordNo }).selectOption(ordNo);
      const over = String(order[0]!.leftQty + 1);
      await s.qty(1).fill(over);
      await s.form.getByRole('combobox', { name: t.form.carrierCd }).selectOption('HANJIN');
      await s.text(t.form.trackingNo).fill('4400-1234');
      await s.text(t.form.note).fill('Deliver to gate 3');
      let sent = false;
      page.on('request', (r) => void (r.url().endsWith('/imk/api/sp/deliveries') && (sent = true)));
      await clickLock(page);
      await s.form.getByRole('button', { name: t.form.submit, exact: true }).click();
      await expect(s.form).toContainText(message(info, 'MRODL0001', { max: order[0]!.leftQty }));
      expect(sent).toBe(false);
      await expect(s.qty(1)).toHaveValue(over);
      await expect(s.text(t.form.trackingNo)).toHaveValue('4400-1234');
      await expect(s.text(t.form.note)).toHaveValue('Deliver to gate 3');
      await s.form.getByRole('button', { name: t.form.cancel, exact: true }).click();
      await expect(s.form).toHaveCount(0);
      await expect(s.scheduleButton).toBeFocused();
    },
  );
});

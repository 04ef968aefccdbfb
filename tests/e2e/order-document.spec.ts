// The order's document (issue 43 item 6, decision 0060) against the real API server: from an
// order's detail, Print opens a 900 × 680 window whose server-rendered page shows the order
// number and its lines and prints one second after loading; the report viewer opens 1150 × 880
// with the same document, fed by POST /token/report and a form post; focus comes back to the
// button; a blocked window is told (MROCM0008). The window opens within the click, before the
// token's answer (delayed 2 s here); a refused token closes it again and is told (MROCM0010).
// window.print is recorded, not run, in every window.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { enterSystem, isMobile, lang, message, texts } from './helpers';

/** The next weekday at least `days` days from today (the e2e server runs on the real clock). */
function deliveryDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || (d.getUTCMonth() === 11 && d.getUTCDate() === 25))
    d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** One submitted order of one line (CI0000002 × 2) for buyer01, made through the API. */
async function anOrder(page: Page, key: string): Promise<string> {
  const headers = { 'x-system': 'BY', origin: new URL(page.url()).origin };
  const cart = await (await page.request.get('/imk/api/by/cart', { headers })).json();
  for (const line of [...cart.data.lines, ...cart.data.saved])
    await page.request.delete(`/imk/api/by/cart/lines/${line.itemCd}`, { headers });
  await page.request.post('/imk/api/by/cart/lines', { headers, data: { itemCd: 'CI0000002', qty: '2' } });
  const ordered = await page.request.post('/imk/api/by/orders', {
    headers,
    data: {
      idemKey: `${key}-${Date.now()}`,
      bpCd: 'BY001-BP01',
      reqDlvDt: deliveryDay(14),
      payTermCd: 'CASH',
      costCenter: 'CC-200',
      submit: 'Y',
      acceptChanges: 'Y',
    },
  });
  const body = (await ordered.json()) as { data: { ordNos: string[] } };
  return body.data.ordNos[0]!;
}

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

async function openDetail(page: Page, info: TestInfo, ordNo: string) {
  await page.goto(`/by/order/list?ordNo=${ordNo}`);
  const t = texts(info).orders.dialog;
  const dialog = page.getByRole('dialog', { name: t.title.replace('{{ordNo}}', ordNo) });
  await expect(dialog.getByRole('table', { name: t.lines })).toBeVisible();
  return { dialog, t };
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

test.describe('the order document', () => {
  for (const tag of ['@ko-desktop', '@en-mobile'] as const) {
    test(`print and report viewer open the server's document ${tag}`, { tag }, async ({ page }, info) => {
      await recordWindows(page);
      await enterSystem(page, info, 'buyer01', 'BY');
      const ordNo = await anOrder(page, `print-${info.project.name}`);
      const { dialog, t } = await openDetail(page, info, ordNo);
      const title = lang(info) === 'en' ? 'Purchase order' : '구매 주문서';

      await test.step('Print: a 900 × 680 window with the order and its lines, printed after 1 s', async () => {
        const print = dialog.getByRole('button', { name: t.print, exact: true });
        // A slow token answer (2 s): the window must already be open, within the click.
        await page.route('**/imk/api/token/report', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue();
        });
        let answered = false;
        const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/imk/api/token/report'));
        void tokenAnswer.then(() => (answered = true));
        const popupEvent = page.waitForEvent('popup');
        await print.click();
        const popup = await popupEvent;
        expect(answered).toBe(false);
        expect((await opened(page)).at(-1)).toMatch(/^width=900,height=680,/);
        await expect(popup.getByRole('status')).toHaveText(
          lang(info) === 'en' ? 'Preparing the document…' : '문서를 준비하고 있습니다…',
        );
        expect((await tokenAnswer).status()).toBe(200);
        await page.unroute('**/imk/api/token/report');
        await expect(popup.locator('h1')).toHaveText(title);
        await popup.waitForLoadState('load');
        await expect(popup.locator('h1')).toHaveText(title);
        await expect(popup.locator('[data-ord-no]')).toHaveText(ordNo);
        await expect(popup.getByRole('table').first()).toContainText('CI0000002');
        await expect
          .poll(() => popup.evaluate(() => (window as unknown as { __printed: number[] }).__printed))
          .toHaveLength(1);
        const [at] = await popup.evaluate(() => (window as unknown as { __printed: number[] }).__printed);
        expect(at).toBeGreaterThanOrEqual(1000);
        await expect(print).toBeFocused();
        await expectNoSeriousAxeViolations(popup, 'order document (print)', 'document');
        // The page as printed: the window's width on a desktop, the phone's on a phone.
        await popup.setViewportSize(isMobile(info) ? { width: 375, height: 740 } : { width: 900, height: 680 });
        await expect(popup).toHaveScreenshot(`by-order-document-${info.project.name}.png`, {
          fullPage: true,
          mask: [popup.locator('time'), popup.locator('[data-ord-no]')],
        });
        await popup.close();
      });

      await test.step('Report viewer: a 1150 × 880 window fed by /token/report and a form post', async () => {
        const viewer = dialog.getByRole('button', { name: t.reportViewer, exact: true });
        // The form's request is the new window's navigation, seen by the context.
        const posted = page
          .context()
          .waitForEvent('request', (r) => r.url().endsWith('/imk/api/anonymous/report/view') && r.method() === 'POST');
        const popupEvent = page.waitForEvent('popup');
        await viewer.click();
        const popup = await popupEvent;
        expect((await opened(page)).at(-1)).toMatch(/^width=1150,height=880,/);
        const form = new URLSearchParams((await posted).postData() ?? '');
        expect(form.get('print')).toBe('N');
        expect(form.get('locale')).toBe(lang(info) === 'en' ? 'EN' : 'KO');
        await popup.waitForLoadState('load');
        await expect(popup.locator('[data-ord-no]')).toHaveText(ordNo);
        await expect(popup.locator('h1')).toHaveText(title);
        await popup.waitForTimeout(1200);
        expect(await popup.evaluate(() => (window as unknown as { __printed: number[] }).__printed)).toEqual([]);
        await expect(viewer).toBeFocused();
        // The token was spent: the same form posted again shows no document.
        const again = await page.request.post('/imk/api/anonymous/report/view', {
          form: Object.fromEntries(form),
          headers: { origin: new URL(page.url()).origin },
        });
        expect(again.status()).toBe(404);
        await popup.close();
      });
    });
  }

  test('a refused token closes the opened window again and is told', { tag: '@ko-desktop' }, async ({ page }, info) => {
    await recordWindows(page);
    await enterSystem(page, info, 'buyer01', 'BY');
    const ordNo = await anOrder(page, 'refused');
    const { dialog, t } = await openDetail(page, info, ordNo);
    // The server refuses the token (an order the caller may not read: 404 MROCM0010), after 1 s.
    await page.route('**/imk/api/token/report', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const body = route.request().postDataJSON() as { reportId: string };
      await route.continue({ postData: JSON.stringify({ ...body, params: { ordNo: 'PO-NOT-THERE' } }) });
    });
    const print = dialog.getByRole('button', { name: t.print, exact: true });
    const popupEvent = page.waitForEvent('popup');
    const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/imk/api/token/report'));
    await print.click();
    const popup = await popupEvent;
    expect((await opened(page)).at(-1)).toMatch(/^width=900,height=680,/);
    expect((await tokenAnswer).status()).toBe(404);
    await popup.waitForEvent('close');
    expect(popup.isClosed()).toBe(true);
    const box = page.getByRole('alertdialog').filter({ hasText: message(info, 'MROCM0010') });
    await expect(box).toBeVisible();
    await box.getByRole('button').last().click();
    await expect(box).toHaveCount(0);
    await expect(print).toBeFocused();
    expect(page.context().pages()).toHaveLength(1);
  });

  test('a blocked window is told, and focus comes back', { tag: '@ko-desktop' }, async ({ page }, info) => {
    await enterSystem(page, info, 'buyer01', 'BY');
    const ordNo = await anOrder(page, 'blocked');
    const { dialog, t } = await openDetail(page, info, ordNo);
    await page.evaluate(() => {
      window.open = () => null;
    });
    const print = dialog.getByRole('button', { name: t.print, exact: true });
    await print.click();
    const box = page.getByRole('alertdialog').filter({ hasText: message(info, 'MROCM0008') });
    await expect(box).toBeVisible();
    await box.getByRole('button').last().click();
    await expect(box).toHaveCount(0);
    await expect(print).toBeFocused();
  });
});

// Purchasing end to end (issue 43, decision 0045) against the real API server (a 5,000-item
// catalogue, server.mjs): the catalogue screen in the four projects (axe, a screenshot), a
// Korean search by word, by initial consonants and by a link-box category; add to cart from the
// results and from an item's detail; an order for two suppliers from the cart (one order each),
// seen in the order list; the approvers approve one and reject the other, and the order list and
// detail show each status and the approval history (decision 0055); a submit that reaches the
// server twice creates one order; the order's attachments kept across a refused submit and
// downloadable from its detail; the ORDER_LINES template downloaded with the session (decision
// 0061) and lines in its columns imported, a refused cell shown.
import { readFileSync } from 'node:fs';
import { readSpreadsheet, writeSpreadsheet } from '@mro/excel/sheet';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { showCatalogueAs } from './catalogue';
import { answer, enterSystem, isMobile, message, shot, signInByApi, texts, uiTexts, clickLock } from './helpers';

/** The catalogue with its results in the grid (the power users' view these tests drive). */
async function openCatalogue(page: Page, info: TestInfo, query = '') {
  await enterSystem(page, info, 'buyer01', 'BY');
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await page.goto(`/by/catalog${query}`);
  await answered;
  await showCatalogueAs(page, info, 'grid');
  const t = texts(info).catalog;
  const panel = page.getByRole('tabpanel');
  return {
    t,
    panel,
    grid: panel.getByRole('grid', { name: t.grid }),
    form: panel.getByRole('search', { name: t.search }),
  };
}

/** Runs the search box with `q` and answers the server's first page. */
async function searchFor(page: Page, info: TestInfo, q: string) {
  const { form, t } = {
    form: page.getByRole('tabpanel').getByRole('search', { name: texts(info).catalog.search }),
    t: texts(info).catalog,
  };
  const ui = uiTexts(info);
  const toggle = form.getByRole('button', { name: ui.searchBox.expand });
  if (await toggle.isVisible()) await toggle.click();
  await form.getByRole('textbox', { name: t.q }).fill(q);
  await clickLock(page);
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
  return (
    (await (await answered).json()) as {
      data: { pages: { itemNm: string; itemCd: string; spNm: string }[]; totalCount: number };
    }
  ).data;
}

/** The next weekday at least `days` days from today (the e2e server runs on the real clock). */
const REJECT_REASON = '예산을 넘습니다. 다시 올려 주세요.';

/** An approver, in a browser of their own, approves or rejects (with a reason) an order's document. */
async function decideInBox(
  browser: Browser,
  info: TestInfo,
  loginId: string,
  ordNo: string,
  kind: 'approve' | 'reject',
) {
  const context = await browser.newContext({ ...info.project.use, baseURL: info.project.use.baseURL! });
  const page = await context.newPage();
  const t = texts(info).approvals;
  await signInByApi(page, info, loginId, 'BY');
  await page.goto('/by/approval/inbox');
  const row = page.getByRole('tabpanel', { name: t.box.waiting }).getByRole('row').filter({ hasText: ordNo });
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: new RegExp(t.dialog.title.replace('{{apprNo}}', 'AP\\d+')) });
  await dialog.getByRole('button', { name: t.action[kind], exact: true }).click();
  if (kind === 'approve') {
    await answer(page, t.confirm.approve.split('{{')[0]!.trim());
  } else {
    const reasonBox = page.getByRole('dialog', { name: t.reason.reject.title });
    await reasonBox.getByRole('textbox', { name: t.reason.reject.label }).fill(REJECT_REASON);
    await reasonBox.getByRole('button', { name: t.reason.reject.submit, exact: true }).click();
  }
  await expect(row).toHaveCount(0);
  await context.close();
}

function deliveryDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || (d.getUTCMonth() === 11 && d.getUTCDate() === 25))
    d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function clearCart(page: Page) {
  const headers = { 'x-system': 'BY', origin: new URL(page.url()).origin };
  const cart = await (await page.request.get('/imk/api/by/cart', { headers })).json();
  for (const line of [...cart.data.lines, ...cart.data.saved])
    await page.request.delete(`/imk/api/by/cart/lines/${line.itemCd}`, { headers });
}

test.describe('catalogue', () => {
  test('the catalogue screen: results, facets, axe and a screenshot', async ({ page }, info) => {
    const { grid, panel, t } = await openCatalogue(page, info, '?q=%EC%9E%A5%EA%B0%91');
    await expect(grid.getByRole('row').nth(1)).toContainText(info.project.name.startsWith('en') ? 'glove' : '장갑');
    // On a phone the results come first and the facets open in a drawer (decision 0096).
    if (isMobile(info)) {
      await expect(panel.getByRole('complementary', { name: t.facets })).toBeHidden();
      await panel.getByRole('button', { name: t.filters, exact: true }).click();
      await expect(page.getByRole('dialog', { name: t.facets }).getByText(t.facet.manufacturers)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel.getByRole('button', { name: t.filters, exact: true })).toBeFocused();
    } else await expect(panel.getByRole('complementary', { name: t.facets })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'catalogue', 'document');
    await shot(page, 'by-catalogue');
  });

  test(
    'a Korean search by word, by initial consonants and by category',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const { grid, panel, t } = await openCatalogue(page, info);
      const facetsOver = panel
        .getByRole('complementary', { name: t.facets })
        .getByText(t.facetsOver.replace('{{shown}}', '1,000'));
      await test.step('every item listed: the facets say they counted the first 1,000', async () => {
        await expect(facetsOver).toBeVisible();
      });
      await test.step('a word finds the names holding it', async () => {
        const found = await searchFor(page, info, '장갑');
        expect(found.totalCount).toBeGreaterThan(0);
        expect(found.totalCount).toBeLessThan(1000);
        await expect(facetsOver).toBeHidden();
        for (const r of found.pages) expect(r.itemNm).toContain('장갑');
        await expect(grid.getByRole('row').nth(1)).toContainText('장갑');
      });
      await test.step('initial consonants find 니트릴', async () => {
        const found = await searchFor(page, info, 'ㄴㅌㄹ');
        expect(found.totalCount).toBeGreaterThan(0);
        for (const r of found.pages) expect(r.itemNm).toContain('니트릴');
        await expect(grid.getByRole('row').nth(1)).toContainText('니트릴');
      });
      await test.step('a link-box category opens the catalogue filtered by it', async () => {
        const answered = page.waitForResponse((r) => r.url().includes('category=B'));
        await page
          .getByRole('navigation', { name: texts(info).frame.linkBox })
          .getByRole('link', { name: '안전용품', exact: true })
          .click();
        const data = ((await (await answered).json()) as { data: { pages: { itmClsfCd: string }[] } }).data;
        for (const r of data.pages) expect(r.itmClsfCd.startsWith('B')).toBe(true);
        await expect(panel.getByText('안전용품', { exact: true })).toBeVisible();
      });
    },
  );
});

test.describe('cart and order', () => {
  test(
    'add from the results and from the detail; one order per supplier; approved and rejected, the order list shows them',
    { tag: '@ko-desktop' },
    async ({ page, browser }, info) => {
      const all = texts(info);
      const { grid, panel, t } = await openCatalogue(page, info);
      await clearCart(page);
      await test.step('add to cart from the results', async () => {
        const found = await searchFor(page, info, '니트릴');
        await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
        await panel.getByRole('button', { name: t.addToCart }).click();
        await expect(page.getByRole('status').filter({ hasText: found.pages[0]!.itemNm })).toBeVisible();
      });
      await test.step('add to cart from the detail', async () => {
        await searchFor(page, info, '육각 볼트');
        await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).dblclick();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText(t.listPrice)).toBeVisible();
        await dialog.getByRole('textbox', { name: t.qty }).fill('150');
        await dialog.getByRole('button', { name: t.addToCart }).click();
        await expect(dialog.getByText('포장 단위 100의 배수')).toBeVisible();
        await dialog.getByRole('textbox', { name: t.qty }).fill('200');
        await clickLock(page);
        await dialog.getByRole('button', { name: t.addToCart }).click();
        await expect(page.getByRole('status').filter({ hasText: '육각 볼트' })).toBeVisible();
        await page.keyboard.press('Escape');
      });
      let ordNos: string[] = [];
      await test.step('the cart orders once per supplier', async () => {
        await page.goto('/by/order/cart');
        const cart = page.getByRole('tabpanel');
        await expect(cart.getByRole('table', { name: all.cart.lines }).getByRole('row')).toHaveCount(3);
        await expectNoSeriousAxeViolations(page, 'cart', 'document');
        await cart.getByRole('combobox', { name: all.order.bpCd }).selectOption({ index: 1 });
        await cart.getByRole('textbox', { name: all.order.reqDlvDt }).fill(deliveryDay(14));
        await cart.getByRole('textbox', { name: all.order.costCenter }).fill('CC-100');
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/by/orders') && r.request().method() === 'POST',
        );
        await cart.getByRole('button', { name: all.order.submit }).click();
        await answer(page, all.order.confirm.replace('{{count}}', '2'));
        ordNos = ((await (await answered).json()) as { data: { ordNos: string[] } }).data.ordNos;
        expect(ordNos.length).toBe(2);
        await expect(cart.getByRole('table', { name: all.cart.lines }).getByText(all.cart.empty)).toBeVisible();
      });
      await test.step('the order list shows each order with its status', async () => {
        const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/orders/page'));
        await page.goto('/by/order/list');
        await answered;
        const list = page.getByRole('tabpanel').getByRole('grid', { name: all.orders.grid });
        for (const no of ordNos)
          await expect(list.getByRole('row').filter({ hasText: no })).toContainText(uiTexts(info).status.approval['2']);
        await expectNoSeriousAxeViolations(page, 'order list', 'document');
      });
      await test.step('the approvers approve one order and reject the other; the list shows 3 and 7', async () => {
        const [approvedNo, rejectedNo] = ordNos as [string, string];
        const t = all.approvals;
        await decideInBox(browser, info, 'approver01', approvedNo, 'approve');
        await decideInBox(browser, info, 'approver02', approvedNo, 'approve');
        await decideInBox(browser, info, 'approver01', rejectedNo, 'reject');
        const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/orders/page'));
        await page.goto('/by/order/list');
        await answered;
        const list = page.getByRole('tabpanel').getByRole('grid', { name: all.orders.grid });
        const status = uiTexts(info).status.approval;
        await expect(list.getByRole('row').filter({ hasText: approvedNo })).toContainText(status['3']);
        const rejected = list.getByRole('row').filter({ hasText: rejectedNo });
        await expect(rejected).toContainText(status['7']);
        // The drafter sees each step: the order's detail has the approval history with the reason.
        await rejected.getByRole('gridcell').nth(1).dblclick();
        const dialog = page.getByRole('dialog', { name: all.orders.dialog.title.replace('{{ordNo}}', rejectedNo) });
        const history = dialog.getByRole('table', { name: new RegExp(`^${all.orders.dialog.approval.split(' ')[0]}`) });
        await expect(history).toContainText(REJECT_REASON);
        await expect(history).toContainText(t.decision.REJECTED);
        await expectNoSeriousAxeViolations(page, 'order detail', 'document');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
      await test.step('the search by status (the approval status code list) finds the rejected one only', async () => {
        const [approvedNo, rejectedNo] = ordNos as [string, string];
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('combobox', { name: all.orders.col.prgsStatCd }).selectOption('7');
        const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/orders/page'));
        await panel.getByRole('button', { name: uiTexts(info).searchBox.search, exact: true }).click();
        expect(new URL((await answered).url()).searchParams.getAll('statCds')).toEqual(['7']);
        const list = panel.getByRole('grid', { name: all.orders.grid });
        await expect(list.getByRole('row').filter({ hasText: rejectedNo })).toHaveCount(1);
        await expect(list.getByRole('row').filter({ hasText: approvedNo })).toHaveCount(0);
      });
    },
  );

  test(
    'the date pickers outside the order form show the holidays too',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      // The holiday provider is mounted around the whole portal (issue 43): the order list's period.
      await enterSystem(page, info, 'buyer01', 'BY');
      await page.goto('/by/order/list');
      const ui = uiTexts(info).datePicker;
      await page.getByRole('tabpanel').getByRole('button', { name: ui.open }).first().click();
      const calendar = page.getByRole('dialog', { name: ui.calendar });
      await expect(calendar.getByRole('button', { name: new RegExp(`, ${ui.holiday}`) }).first()).toBeVisible();
    },
  );

  test('a submit that reaches the server twice creates one order', { tag: '@en-mobile' }, async ({ page }, info) => {
    const all = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    await clearCart(page);
    const headers = { 'x-system': 'BY', origin: new URL(page.url()).origin };
    await page.request.post('/imk/api/by/cart/lines', { headers, data: { itemCd: 'CI0000002', qty: '1' } });
    await page.goto('/by/order/cart');
    const cart = page.getByRole('tabpanel');
    await cart.getByRole('combobox', { name: all.order.bpCd }).selectOption({ index: 1 });
    await cart.getByRole('textbox', { name: all.order.reqDlvDt }).fill(deliveryDay(14));
    await cart.getByRole('textbox', { name: all.order.reqDlvDt }).press('Tab');
    await expectNoSeriousAxeViolations(page, 'cart', 'document');
    await shot(page, 'by-cart');
    // Other tests order the same item: what counts is how many orders of it this submit adds.
    const ordersOfItem = async () => {
      const list = await page.request.get(
        `/imk/api/by/orders/page?fromDt=${deliveryDay(-30).replaceAll('-', '')}&toDt=${deliveryDay(2).replaceAll('-', '')}&itemText=CI0000002`,
        { headers },
      );
      return ((await list.json()) as { data: { totalCount: number } }).data.totalCount;
    };
    const before = await ordersOfItem();
    // The submit reaches the server twice (a retry on the way: a proxy, a timeout, a second
    // click that got through): both carry the attempt's key, the second answers the first's orders.
    const answers: { ordNos: string[]; replayed: boolean }[] = [];
    const keys: string[] = [];
    await page.route('**/imk/api/by/orders', async (route) => {
      keys.push((route.request().postDataJSON() as { idemKey: string }).idemKey);
      const first = await route.fetch();
      answers.push(((await first.json()) as { data: { ordNos: string[]; replayed: boolean } }).data);
      const again = await route.fetch();
      answers.push(((await again.json()) as { data: { ordNos: string[]; replayed: boolean } }).data);
      await route.fulfill({ response: again });
    });
    await cart.getByRole('button', { name: all.order.submit }).click();
    await answer(page, all.order.confirm.replace('{{count}}', '1'));
    await expect(cart.getByRole('table', { name: all.cart.lines }).getByText(all.cart.empty)).toBeVisible();
    expect(keys.length).toBe(1);
    expect(answers.length).toBe(2);
    expect(answers[0]!.replayed).toBe(false);
    expect(answers[1]).toEqual({ ordNos: answers[0]!.ordNos, replayed: true });
    expect(await ordersOfItem()).toBe(before + 1);
    expect(isMobile(info)).toBe(true);
  });

  test(
    'the ORDER_LINES template downloaded; Excel lines in its columns into the cart: the valid row added, the refused cell shown',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const all = texts(info);
      await enterSystem(page, info, 'buyer01', 'BY');
      await clearCart(page);
      await page.goto('/by/order/cart');
      const section = page.getByRole('tabpanel').locator(`section[aria-label="${all.cart.import}"]`);
      let header: string[] = [];
      await test.step('the template: a signed-in download whose header row is the ORDER_LINES template', async () => {
        const downloading = page.waitForEvent('download');
        await section.getByRole('button', { name: all.cart.template }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('주문 품목.xlsx');
        const read = readSpreadsheet(new Uint8Array(readFileSync(await download.path())), {
          fileName: download.suggestedFilename(),
          headerRows: 0,
        });
        if (!read.ok) throw new Error(read.code);
        header = Object.values(read.rows[0]!).map(String);
        expect(header).toEqual(['품목코드', '품목명', '수량', '단위', '희망 납기일']);
        expect(read.rows).toHaveLength(1);
      });
      const keys = ['itemCd', 'itemNm', 'qty', 'unitCd', 'needDt'];
      const sheet = writeSpreadsheet({
        columns: keys.map((key, i) => ({ key, header: header[i]! })),
        rows: [
          { itemCd: 'CI0000002', itemNm: '', qty: '2', unitCd: 'SET', needDt: '' },
          { itemCd: 'CI0000004', itemNm: '', qty: '150', unitCd: 'EA', needDt: '' },
        ],
      });
      if (!sheet.ok) throw new Error(sheet.code);
      await section.locator('input[type=file]').setInputFiles({
        name: 'order-lines.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(sheet.bytes),
      });
      await expect(section.getByRole('grid')).toHaveAttribute('aria-rowcount', '3', { timeout: 30_000 });
      await section.getByRole('button', { name: all.cart.importAdd }).click();
      await answer(page, message(info, 'MROCT0006', { pack: 100 }));
      await expect(
        section
          .getByRole('status')
          .filter({ hasText: all.cart.imported.replace('{{added}}', '1').replace('{{refused}}', '1') }),
      ).toBeVisible();
      await expect(section.getByRole('grid')).toHaveAttribute('aria-rowcount', '2');
      await expect(page.getByRole('tabpanel').getByRole('table', { name: all.cart.lines })).toContainText('CI0000002');
      await shot(page, 'by-cart-import');
    },
  );

  test(
    'attachments: kept across a refused submit, stored with the order, downloadable from its detail',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const all = texts(info);
      const ui = uiTexts(info).fileLoader;
      await enterSystem(page, info, 'buyer01', 'BY');
      await clearCart(page);
      const headers = { 'x-system': 'BY', origin: new URL(page.url()).origin };
      // CI0000001: the double submit's test counts its own item's orders (CI0000002).
      await page.request.post('/imk/api/by/cart/lines', { headers, data: { itemCd: 'CI0000001', qty: '1' } });
      // A holiday past the lead time (the server's calendar): what the server refuses (MROOD0002).
      const from = deliveryDay(14).replaceAll('-', '');
      const to = deliveryDay(380).replaceAll('-', '');
      const calendar = await page.request.get(`/imk/api/anonymous/holidays?fromYmd=${from}&toYmd=${to}`, { headers });
      const holiday = ((await calendar.json()) as { data: { cldYmd: string }[] }).data[0]!.cldYmd;
      await page.goto('/by/order/cart');
      const cart = page.getByRole('tabpanel');
      await cart.getByRole('combobox', { name: all.order.bpCd }).selectOption({ index: 1 });
      await cart.getByRole('textbox', { name: all.order.reqDlvDt }).fill(deliveryDay(14));
      await cart.getByRole('textbox', { name: all.order.reqDlvDt }).press('Tab');
      const files = cart.locator(`[aria-label="${all.order.files}"]`);
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
      await files
        .locator('input[type=file]')
        .setInputFiles({ name: '견적서.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(files.getByRole('row').filter({ hasText: '견적서.pdf' })).toContainText(ui.statusCreated);
      await expectNoSeriousAxeViolations(page, 'cart with an attachment', 'document');

      const uploads: string[] = [];
      page.on('request', (r) => {
        if (/\/imk\/api\/file\/upload$/.test(r.url())) uploads.push(r.url());
      });
      const sent: string[] = [];
      await test.step('the server refuses the first submit; the attachment stays, saved once', async () => {
        // The date is changed on the way to a holiday: the server's own refusal, after the upload.
        await page.route('**/imk/api/by/orders', async (route) => {
          const body = route.request().postDataJSON() as { athFileId: string; reqDlvDt: string };
          sent.push(body.athFileId);
          await route.continue({ postData: JSON.stringify({ ...body, reqDlvDt: holiday }) });
        });
        await cart.getByRole('button', { name: all.order.submit }).click();
        await answer(page, all.order.confirm.replace('{{count}}', '1'));
        await answer(page, message(info, 'MROOD0002'));
        await expect(files.getByRole('row').filter({ hasText: '견적서.pdf' })).toContainText(ui.statusNone);
        await page.unroute('**/imk/api/by/orders');
      });
      let ordNo = '';
      await test.step('the same attachment goes with the next submit, which makes the order', async () => {
        await page.route('**/imk/api/by/orders', async (route) => {
          sent.push((route.request().postDataJSON() as { athFileId: string }).athFileId);
          await route.continue();
        });
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/by/orders') && r.request().method() === 'POST',
        );
        await clickLock(page); // the button's repeat guard since the first submit
        await cart.getByRole('button', { name: all.order.submit }).click();
        await answer(page, all.order.confirm.replace('{{count}}', '1'));
        ordNo = ((await (await answered).json()) as { data: { ordNos: string[] } }).data.ordNos[0]!;
        await expect(cart.getByRole('table', { name: all.cart.lines }).getByText(all.cart.empty)).toBeVisible();
        expect(uploads).toHaveLength(1);
        expect(sent).toHaveLength(2);
        expect(sent[0]).toMatch(/^F[0-9A-F]{24}$/);
        expect(sent[1]).toBe(sent[0]);
      });
      await test.step("the order's detail lists the file and downloads it", async () => {
        const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/orders/page'));
        await page.goto('/by/order/list');
        await answered;
        const list = page.getByRole('tabpanel').getByRole('grid', { name: all.orders.grid });
        await list.getByRole('row').filter({ hasText: ordNo }).getByRole('gridcell').nth(1).dblclick();
        const dialog = page.getByRole('dialog', { name: all.orders.dialog.title.replace('{{ordNo}}', ordNo) });
        const attached = dialog.locator(`[aria-label="${all.orders.dialog.files}"]`);
        await expect(attached.getByRole('row').filter({ hasText: '견적서.pdf' })).toBeVisible();
        await expectNoSeriousAxeViolations(page, 'order detail with files', 'document');
        await expect(attached).toHaveScreenshot('by-order-detail-files.png');
        await attached.getByRole('checkbox', { name: ui.select.replace('{{name}}', '견적서.pdf') }).check();
        const downloading = page.waitForEvent('download');
        await attached.getByRole('button', { name: ui.download }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('견적서.pdf');
        expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
      });
    },
  );
});

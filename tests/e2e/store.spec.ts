// The catalogue as a store (issue 57 items 1-2, decision 0096) against the real API server: the
// results as cards with a picture, the price the company pays, lead time, supplier and a quantity
// with "add"; the view chosen kept; the words and facets in the address, one catalogue tab;
// an item's detail; a search that finds nothing offering fewer words and a prefilled new-item
// request; search → card → add with quantity → the cart's summary → order → the confirmation
// listing the order → the order's detail.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { openFirstResult, resultCards, showCatalogueAs } from './catalogue';
import { answer, enterSystem, shot, texts, uiTexts, clickLock } from './helpers';

async function openCatalogue(page: Page, info: TestInfo, query = '') {
  await enterSystem(page, info, 'buyer01', 'BY');
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await page.goto(`/by/catalog${query}`);
  await answered;
  return page.getByRole('tabpanel');
}

/** Runs the search box with `q`; answers the server's first page. */
async function searchFor(page: Page, info: TestInfo, q: string) {
  const t = texts(info).catalog;
  const ui = uiTexts(info);
  const form = page.getByRole('tabpanel').getByRole('search', { name: t.search });
  const toggle = form.getByRole('button', { name: ui.searchBox.expand });
  if (await toggle.isVisible()) await toggle.click();
  await form.getByRole('textbox', { name: t.q }).fill(q);
  await clickLock(page);
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
  return (
    (await (await answered).json()) as { data: { totalCount: number; pages: { itemNm: string; itemCd: string }[] } }
  ).data;
}

test.describe('the catalogue as a store', () => {
  test('result cards and an item detail: pictures, prices in view, axe and screenshots', async ({ page }, info) => {
    const t = texts(info).catalog;
    // Ten items of several kinds (one with the company's contract price): a page that fits a shot.
    await openCatalogue(page, info, '?q=CI000002');
    const cards = resultCards(page, info);
    await expect(cards.first()).toBeVisible();
    // Every card shows its price within the window, at 1440 px and at 375 px alike.
    const first = cards.first();
    await expect(first.getByText(/\d원|KRW \d/).first()).toBeInViewport();
    await expect(first.getByRole('img')).toHaveCount(0); // the picture is decoration: the name says it
    const picture = first.locator('img');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '160');
    // The quantity and "add" are named by the item for a screen reader, the visible texts short.
    const name = (await first.getByRole('button').first().textContent())!;
    await expect(
      first.getByRole('spinbutton', { name: texts(info).cart.qtyOf.replace('{{item}}', name) }),
    ).toBeVisible();
    await expect(first.getByRole('button', { name: t.addItem.replace('{{item}}', name) })).toHaveText(t.add);
    await expectNoSeriousAxeViolations(page, 'catalogue cards', 'document');
    await shot(page, 'by-catalogue-cards');
    const dialog = await openFirstResult(page, info);
    const ui = uiTexts(info);
    const itemNm = name;
    await test.step('the detail: a picture to zoom, similar or alternative items', async () => {
      const picture = dialog.getByRole('button', {
        name: ui.gallery.zoomIn.replace('{{name}}', t.illustration.replace('{{item}}', itemNm)),
      });
      await picture.click();
      const zoomed = dialog.getByRole('button', {
        name: ui.gallery.zoomOut.replace('{{name}}', t.illustration.replace('{{item}}', itemNm)),
      });
      await expect(zoomed).toHaveAttribute('aria-expanded', 'true');
      await zoomed.press('Escape');
      await expect(picture).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toBeVisible();
      const similar = dialog.getByRole('heading', { level: 3, name: t.similar });
      const alternatives = dialog.getByRole('heading', { level: 3, name: t.alternatives });
      await expect(similar.or(alternatives).first()).toBeVisible();
    });
    await expectNoSeriousAxeViolations(page, 'item detail', 'document');
    await expect(dialog).toHaveScreenshot('by-item-detail.png');
  });
});

/** The next weekday at least `days` days from today (the e2e server runs on the real clock). */
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

for (const tag of ['@ko-desktop', '@en-mobile'] as const) {
  test(
    `search, a card, add with a quantity, the cart, order, the order's detail (${tag})`,
    { tag },
    async ({ page }, info) => {
      const all = texts(info);
      const t = all.catalog;
      await openCatalogue(page, info);
      await clearCart(page);
      let itemNm = '';
      let itemCd = '';
      await test.step('the words and the view are kept: the address, one tab, the view after a reload', async () => {
        await showCatalogueAs(page, info, 'list');
        const found = await searchFor(page, info, '육각 볼트 M10');
        itemNm = found.pages[0]!.itemNm;
        itemCd = found.pages[0]!.itemCd;
        await expect(page).toHaveURL(/\/by\/catalog\?q=%EC%9C%A1%EA%B0%81\+%EB%B3%BC%ED%8A%B8\+M10$/);
        await page.reload();
        await expect(resultCards(page, info).first()).toContainText(itemNm);
        await expect(page.getByRole('tabpanel').getByRole('radio', { name: t.view.list, exact: true })).toBeChecked();
      });
      await test.step('a card: its quantity up one pack, then into the cart', async () => {
        const card = resultCards(page, info).filter({ hasText: itemNm }).first();
        const qty = card.getByRole('spinbutton', { name: all.cart.qtyOf.replace('{{item}}', itemNm) });
        const start = Number(await qty.inputValue());
        await card.getByRole('button', { name: uiTexts(info).stepper.increment }).click();
        const chosen = Number(await qty.inputValue());
        expect(chosen).toBeGreaterThan(start);
        await clickLock(page);
        const added = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/by/cart/lines') && r.request().method() === 'POST',
        );
        await card.getByRole('button', { name: t.addItem.replace('{{item}}', itemNm) }).click();
        const cart = ((await (await added).json()) as { data: { lines: { itemCd: string; qty: number }[] } }).data;
        expect(cart.lines.map((l) => l.qty)).toEqual([chosen]);
        await expect(page.getByRole('status').filter({ hasText: itemNm })).toBeVisible();
      });
      let ordNo = '';
      await test.step('the cart: a stepper without a visible label, the summary with the total and the supplier', async () => {
        await page.goto('/by/order/cart');
        const cart = page.getByRole('tabpanel');
        await expect(cart.getByRole('table', { name: all.cart.lines })).toContainText(itemNm);
        await expect(cart.getByRole('spinbutton', { name: all.cart.qtyOf.replace('{{item}}', itemNm) })).toBeVisible();
        await expect(cart.getByText(all.cart.qtyOf.replace('{{item}}', itemNm))).toHaveCount(0);
        const summary = cart.getByRole('complementary', { name: all.cart.summary });
        await expect(summary.getByText(/(\d원|KRW [\d,]+)$/).last()).toBeVisible();
        await expect(summary.getByText(all.cart.earliest)).toBeVisible();
        await expectNoSeriousAxeViolations(page, 'cart with its summary', 'document');
        await shot(page, 'by-cart-summary');
      });
      await test.step('order: the confirmation lists the order, the cart is empty', async () => {
        const cart = page.getByRole('tabpanel');
        await cart.getByRole('combobox', { name: all.order.bpCd }).selectOption({ index: 1 });
        await cart.getByRole('textbox', { name: all.order.reqDlvDt }).fill(deliveryDay(14));
        await cart.getByRole('textbox', { name: all.order.reqDlvDt }).press('Tab');
        const answered = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/by/orders') && r.request().method() === 'POST',
        );
        await cart.getByRole('button', { name: all.order.submit }).click();
        await answer(page, all.order.confirm.replace('{{count}}', '1'));
        [ordNo] = ((await (await answered).json()) as { data: { ordNos: string[] } }).data.ordNos as [string];
        const done = cart.getByRole('region', { name: all.order.doneTitle_one.replace('{{count}}', '1') });
        await expect(done).toBeVisible();
        await expect(cart.getByRole('table', { name: all.cart.lines }).getByText(all.cart.empty)).toBeVisible();
        await expect(cart.getByRole('complementary', { name: all.cart.summary })).toContainText(all.cart.empty);
        await expectNoSeriousAxeViolations(page, 'order confirmation', 'document');
        await shot(page, 'by-order-confirmation');
      });
      await test.step("the order's detail from the confirmation", async () => {
        const cart = page.getByRole('tabpanel');
        await cart.getByRole('button', { name: all.order.openDetail.replace('{{ordNo}}', ordNo) }).click();
        const dialog = page.getByRole('dialog', { name: all.orders.dialog.title.replace('{{ordNo}}', ordNo) });
        // An order's lines keep the catalogue's (Korean) names in both languages: the code says it.
        await expect(dialog).toContainText(itemCd);
        await page.keyboard.press('Escape');
        await expect(
          cart.getByRole('button', { name: all.order.openDetail.replace('{{ordNo}}', ordNo) }),
        ).toBeFocused();
      });
    },
  );
}

test(
  'a search that finds nothing offers fewer words and a new-item request with its words',
  { tag: '@ko-desktop' },
  async ({ page }, info) => {
    const all = texts(info);
    const t = all.catalog;
    await openCatalogue(page, info);
    const none = await searchFor(page, info, '안전모 노란색');
    expect(none.totalCount).toBe(0);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(t.none.replace('{{q}}', '안전모 노란색'))).toBeVisible();
    await expect(panel.getByRole('button', { name: '안전모', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'catalogue without results', 'document');
    await shot(page, 'by-catalogue-none');
    await panel.getByRole('link', { name: t.requestItem }).click();
    await expect(page).toHaveURL(/\/by\/item-request\/list\?itemNm=%EC%95%88%EC%A0%84%EB%AA%A8/);
    const grid = page.getByRole('tabpanel').getByRole('grid');
    await expect(grid.getByRole('row').nth(1)).toContainText('안전모 노란색');
  },
);

// Punch-out end to end (issue 43 item 8, decision 0057) against a fake procurement system the test
// starts on loopback (fakeProcurement.ts): it sends a PunchOutSetupRequest, the browser opens the
// StartPage (signed into PO), searches the catalogue in Korean and adds to the cart, and returns
// the cart from the punch-out cart screen: the fake system receives the cXML PunchOutOrderMessage
// (its BuyerCookie and items checked); a second session through SAP OCI's entry returns the
// cart as NEW_ITEM fields; then an OrderRequest sent twice creates its order once. On the
// diagonal (ko desktop, en 375 px), with axe and a screenshot of the cart screen.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { showCatalogueAs } from './catalogue';
import { answer, shot, signInByApi, texts, uiTexts, clickLock } from './helpers';
import { startFakeProcurement, type FakeProcurement } from './fakeProcurement';
import { DEMO_PUNCHOUT } from '../../apps/api/src/seeds/seedPunchout.ts';

/** The Korean search on PO's catalogue, then the first result into the cart. */
async function addFirstResult(page: Page, info: TestInfo, q: string) {
  const t = texts(info).catalog;
  const ui = uiTexts(info);
  const loaded = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await page.goto('/po/catalog');
  await loaded;
  await showCatalogueAs(page, info, 'grid');
  const panel = page.getByRole('tabpanel');
  const form = panel.getByRole('search', { name: t.search });
  const toggle = form.getByRole('button', { name: ui.searchBox.expand });
  if (await toggle.isVisible()) await toggle.click();
  await form.getByRole('textbox', { name: t.q }).fill(q);
  await clickLock(page);
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
  await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
  const found = ((await (await answered).json()) as { data: { pages: { itemNm: string; itemCd: string }[] } }).data;
  expect(found.pages.length).toBeGreaterThan(0);
  const grid = panel.getByRole('grid', { name: t.grid });
  await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
  await panel.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: found.pages[0]!.itemNm })).toBeVisible();
  return found.pages[0]!;
}

async function returnCart(page: Page, info: TestInfo, fake: FakeProcurement, count: number, screenshot?: string) {
  const all = texts(info);
  await page.goto('/po/cart');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('table', { name: all.cart.lines }).getByRole('row')).toHaveCount(count + 1);
  if (screenshot) {
    await expectNoSeriousAxeViolations(page, 'punch-out cart', 'document');
    await shot(page, screenshot);
  }
  const before = fake.received.length;
  // By the keyboard: at 375 px the frame's bottom bar can lie over the button's spot mid-scroll.
  const button = panel.getByRole('button', { name: all.punchout.return });
  await button.focus();
  await page.keyboard.press('Enter');
  await answer(page, all.punchout.confirm.replace('{{count}}', String(count)));
  await expect(page.getByRole('heading', { name: 'Fake ERP: cart received' })).toBeVisible();
  expect(fake.received.length).toBe(before + 1);
  return fake.received[before]!;
}

test(
  'punch-out round trip: cXML and OCI returns, then the OrderRequest once',
  { tag: '@diagonal' },
  async ({ page, baseURL }, info) => {
    const fake = await startFakeProcurement(info.project.name === 'ko-desktop' ? 4450 : 4451);
    const api = baseURL!;
    try {
      let item = { itemCd: '', itemNm: '' };
      await test.step('the procurement system opens a session; the StartPage signs the user into PO', async () => {
        const cookie = `CK-${info.project.name}-${Date.now()}`;
        const start = await fake.setup(api, cookie);
        await page.goto(start);
        await expect(page).toHaveURL(/\/po\/$/);
        // Whatever an earlier run left in buyer01's cart goes (through the API, as the screen would).
        const headers = { 'x-system': 'PO', origin: new URL(api).origin };
        const cart = await (await page.request.get('/imk/api/by/cart', { headers })).json();
        for (const line of cart.data.lines)
          await page.request.delete(`/imk/api/by/cart/lines/${line.itemCd}`, { headers });
        item = await addFirstResult(page, info, '장갑');
        const received = await returnCart(page, info, fake, 1, 'po-punchout-cart');
        expect(received.path).toBe('/cxml-return');
        const cxml = new Map(received.fields).get('cxml-urlencoded')!;
        expect(cxml).toContain(`<BuyerCookie>${cookie}</BuyerCookie>`);
        expect(cxml).toContain(`<SupplierPartID>${item.itemCd}</SupplierPartID>`);
        expect(cxml).toMatch(/<Money currency="KRW">\d+<\/Money>/);
        expect(cxml).toContain('<PunchOutOrderMessage>');
      });

      await test.step('the returned session refuses a second return; the cart is empty', async () => {
        await page.goBack();
        await page.goto('/po/cart');
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByText(texts(info).cart.empty)).toBeVisible();
        await expect(panel.getByRole('button', { name: texts(info).punchout.return })).toBeDisabled();
        const again = await page.request.post('/imk/api/punchout/session/return', {
          headers: { 'x-system': 'PO', origin: new URL(api).origin },
        });
        expect(((await again.json()) as { error: { errorCode: string } }).error.errorCode).toBe('MROPU0007');
      });

      await test.step('SAP OCI: HOOK_URL, username and password; the cart goes back as NEW_ITEM fields', async () => {
        const params = new URLSearchParams({
          HOOK_URL: `${fake.origin}/oci-hook?sap-client=100`,
          username: DEMO_PUNCHOUT.identity,
          password: DEMO_PUNCHOUT.sharedSecret,
        });
        await page.goto(`/imk/api/punchout/oci?${params}`);
        await expect(page).toHaveURL(/\/po\/$/);
        const bolt = await addFirstResult(page, info, '볼트');
        const received = await returnCart(page, info, fake, 1);
        expect(received.path).toBe('/oci-hook');
        const fields = new Map(received.fields);
        expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(bolt.itemCd);
        // The returned descriptions are the Korean names whatever the screen's language (decision 0057).
        expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toContain('볼트');
        expect(Number(fields.get('NEW_ITEM-QUANTITY[1]'))).toBeGreaterThan(0);
        expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('KRW');
      });

      await test.step('an OrderRequest sent twice creates its order once, approved', async () => {
        const payloadId = `${Date.now()}.${info.project.name}@fake`;
        const [code, first] = await fake.order(api, payloadId, [{ itemCd: item.itemCd, qty: 1 }]);
        expect(code).toBe('200');
        const [, second] = await fake.order(api, payloadId, [{ itemCd: item.itemCd, qty: 1 }]);
        expect(second).toBe(first);
        const ordNo = first.split(',')[0]!;
        // buyer01 sees it in BY, approved on the buyer's side: status 3, without our approval line.
        await signInByApi(page, info, 'buyer01', 'BY');
        const headers = { 'x-system': 'BY', origin: new URL(api).origin };
        const detail = await page.request.get(`/imk/api/by/orders/${ordNo}`, { headers });
        expect(detail.ok(), await detail.text()).toBe(true);
        expect(((await detail.json()) as { data: { prgsStatCd: string } }).data.prgsStatCd).toBe('3');
        const [badCode, bad] = await fake.order(api, `${payloadId}-x`, [{ itemCd: 'NOPE-1', qty: 1 }]);
        expect(badCode).toBe('400');
        expect(bad).toContain('MROPU0006');
      });
    } finally {
      await fake.close();
    }
  },
);

// Punch-out end to end (issue 43 item 8, decision 0057) against a fake procurement system the test
// starts on loopback (fakeProcurement.ts): it sends a PunchOutSetupRequest, the browser opens the
// StartPage (signed into PO), searches the catalogue in Korean and adds to the cart, and returns
// the cart from the punch-out cart screen: the fake system receives the cXML PunchOutOrderMessage
// (its BuyerCookie and items checked); a second session through SAP OCI's entry returns the
// cart as NEW_ITEM fields; then an OrderRequest sent twice creates its order once. Between them
// the ERP opens the returned cart again (decision 0100): an edit session with those lines, one
// quantity changed and returned, and an inspect session showing the changed cart read-only and
// closed back. On the diagonal (ko desktop, en 375 px), with axe and a screenshot of the cart
// screen; the edit and inspect screens in all four projects.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { showCatalogueAs } from './catalogue';
import { answer, shot, signInByApi, texts, uiTexts, clickLock } from './helpers';
import { quantitiesOf, startFakeProcurement, type FakeProcurement } from './fakeProcurement';
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
    // Fixed ports: the return host is on the screenshots.
    const fake = await startFakeProcurement(info.project.name === 'ko-desktop' ? 4450 : 4451);
    const api = baseURL!;
    const cookie = `CK-${info.project.name}-${Date.now()}`;
    try {
      let item = { itemCd: '', itemNm: '' };
      let returnedCart = '';
      await test.step('the procurement system opens a session; the StartPage signs the user into PO', async () => {
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
        expect(cxml).toContain('operationAllowed="edit"');
        returnedCart = cxml;
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

      let editedCart = '';
      await test.step('edit: the ERP opens the returned cart again; a changed quantity goes back', async () => {
        const all = texts(info);
        const start = await fake.setup(api, `${cookie}-edit`, { operation: 'edit', message: returnedCart });
        await page.goto(start);
        // An edit session opens on the cart, filled with the earlier cart's lines.
        await expect(page).toHaveURL(/\/po\/cart$/);
        const panel = page.getByRole('tabpanel');
        const qty = panel.getByRole('spinbutton', { name: all.cart.qtyOf.replace('{{item}}', item.itemNm) });
        const before = Number(quantitiesOf(returnedCart)[item.itemCd]);
        await expect(qty).toHaveValue(String(before));
        const saved = page.waitForResponse(
          (r) => r.url().includes('/imk/api/by/cart/lines/') && r.request().method() === 'PUT',
        );
        await panel
          .getByRole('button', { name: uiTexts(info).stepper.increment })
          .first()
          .click();
        expect((await saved).ok()).toBe(true);
        await expect(qty).toHaveValue(String(before + 1));
        const received = await returnCart(page, info, fake, 1);
        editedCart = new Map(received.fields).get('cxml-urlencoded')!;
        expect(editedCart).toContain(`<BuyerCookie>${cookie}-edit</BuyerCookie>`);
        expect(editedCart).toContain('operationAllowed="edit"');
        // The ERP reads the changed cart.
        expect(quantitiesOf(editedCart)).toEqual({ [item.itemCd]: String(before + 1) });
      });

      await test.step('inspect: the ERP shows the changed cart read-only; it can only be closed back', async () => {
        const all = texts(info);
        const start = await fake.setup(api, `${cookie}-inspect`, { operation: 'inspect', message: editedCart });
        await page.goto(start);
        await expect(page).toHaveURL(/\/po\/cart$/);
        const panel = page.getByRole('tabpanel');
        const table = panel.getByRole('table', { name: all.punchout.earlier.inspectCaption });
        await expect(table.getByRole('row')).toHaveCount(2);
        await expect(table).toContainText(quantitiesOf(editedCart)[item.itemCd]!);
        // Nothing to change, nothing to return: no stepper, no line buttons, only "close".
        await expect(panel.getByRole('spinbutton')).toHaveCount(0);
        await expect(panel.getByRole('button', { name: all.cart.remove })).toHaveCount(0);
        await expect(panel.getByRole('button', { name: all.punchout.return })).toHaveCount(0);
        const before = fake.received.length;
        const close = panel.getByRole('button', { name: all.punchout.close });
        await close.focus();
        await page.keyboard.press('Enter');
        await answer(page, all.punchout.closeConfirm);
        await expect(page.getByRole('heading', { name: 'Fake ERP: cart received' })).toBeVisible();
        const message = new Map(fake.received[before]!.fields).get('cxml-urlencoded')!;
        expect(message).toContain('operationAllowed="inspect"');
        expect(quantitiesOf(message)).toEqual(quantitiesOf(editedCart));
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

const PROJECTS = ['ko-desktop', 'en-desktop', 'ko-mobile', 'en-mobile'];

/** A PunchOutOrderMessage's ItemIn line as an ERP keeps it (for the edit and inspect screens). */
const itemIn = (itemCd: string, qty: string, price: string, description: string) =>
  `<ItemIn quantity="${qty}"><ItemID><SupplierPartID>${itemCd}</SupplierPartID>` +
  `<SupplierPartAuxiliaryID>SP000:${itemCd}</SupplierPartAuxiliaryID></ItemID><ItemDetail>` +
  `<UnitPrice><Money currency="KRW">${price}</Money></UnitPrice><Description xml:lang="ko">${description}</Description>` +
  `<UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemIn>`;

test('the edit and inspect carts: what changed since the ERP kept the cart; read-only inspect', async ({
  page,
  baseURL,
}, info) => {
  const fake = await startFakeProcurement(4452 + PROJECTS.indexOf(info.project.name));
  const all = texts(info);
  // A cart kept a while ago: the belt's price was 7000 (7020 today), 150 bolts off their pack of
  // 100, an item no longer sold, one this catalogue does not have.
  const kept =
    itemIn('CI0000021', '3', '7000', 'V벨트 A형 30인치') +
    itemIn('CI0000004', '150', '120', '육각 볼트 M5×10 아연도금') +
    itemIn('CI0000500', '1', '9800', '단종 품목') +
    itemIn('OLD-7781', '4', '15000', '구형 방진 마스크');
  try {
    await page.goto(await fake.setup(baseURL!, `CK-shot-${Date.now()}`, { operation: 'edit', message: kept }));
    await expect(page).toHaveURL(/\/po\/cart$/);
    const panel = page.getByRole('tabpanel');
    const changed = panel.getByRole('table', { name: all.punchout.earlier.changedCaption });
    // The first screen of a fresh server's run loads the portal cold: a longer wait.
    await expect(changed.getByRole('row')).toHaveCount(5, { timeout: 60_000 });
    await expect(changed).toContainText('구형 방진 마스크');
    await expect(panel.getByRole('table', { name: all.cart.lines }).getByRole('row')).toHaveCount(4);
    await expectNoSeriousAxeViolations(page, 'punch-out edit cart', 'document');
    await shot(page, 'po-punchout-edit');

    await page.goto(await fake.setup(baseURL!, `CK-shot-${Date.now()}`, { operation: 'inspect', message: kept }));
    await expect(page).toHaveURL(/\/po\/cart$/);
    const table = panel.getByRole('table', { name: all.punchout.earlier.inspectCaption });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(panel.getByRole('button', { name: all.punchout.close })).toBeEnabled();
    await expect(panel.getByRole('spinbutton')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'punch-out inspect cart', 'document');
    await shot(page, 'po-punchout-inspect');
  } finally {
    // buyer01's cart as other tests expect it: empty.
    const headers = { 'x-system': 'PO', origin: new URL(baseURL!).origin };
    const cart = await (await page.request.get('/imk/api/by/cart', { headers })).json();
    for (const line of cart.data.lines) await page.request.delete(`/imk/api/by/cart/lines/${line.itemCd}`, { headers });
    await fake.close();
  }
});

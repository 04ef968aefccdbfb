// Quote requests and e-contracts end to end (issue 44 items 2-3, decision 0066) against the real
// API server: the buyer's and the supplier's screens in the four projects (axe; screenshots of the
// seeded requests and contracts, ko desktop and en 375 px on the diagonal for the dialogs), and the
// flow once: buyer02 asks two suppliers for a quote, both answer in their own browsers, the buyer
// compares and awards one, the supplier and then the buyer confirm the e-contract, and its viewer
// opens at the spec's size (825 × 850 for an award's MRO001 document) with the server's document.
// The flow uses buyer02's company so that the seeded screens of buyer01 never change. And the
// provider staff's supply agreement through its form (admin01), which supplier02 then sees waiting.
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { formatMoney } from '@mro/rules';
import { answer, message, signInByApi, texts, toasted, clickLock, closeToasts, fill, lang } from './helpers';

/** An amount in the one money format (decision 0106): 1,440,000원, or KRW 1,440,000 in English. */
const AN_AMOUNT = /\d[\d,.]*원|[A-Z]{3} \d[\d,.]*/;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Every window records what window.open was asked for. */
async function recordWindows(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __opened: string[] };
    w.__opened = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opened.push(String(features ?? ''));
      return open(url, target, features);
    };
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/** A dialog alone (the list below it may grow with other projects' flows), its dates and numbers masked. */
const shootDialog = async (page: Page, dialog: Locator, name: string, extra: Locator[] = []) => {
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveScreenshot(`${name}.png`, {
    mask: [dialog.locator('time'), dialog.locator('[data-volatile]'), dialog.getByRole('heading').first(), ...extra],
  });
};

const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: [page.locator('time'), page.locator('[data-volatile]')],
  });
};

async function openScreen(page: Page, info: TestInfo, loginId: string, system: 'BY' | 'SP') {
  await signInByApi(page, info, loginId, system);
  const listed = page.waitForResponse((r) => r.url().includes(`/imk/api/${system.toLowerCase()}/quotes/page`));
  await page.goto(`/${system.toLowerCase()}/quote/list`);
  await listed;
  const t = texts(info).quotes;
  return { t, panel: page.getByRole('tabpanel') };
}

/** A page of its own browser context, signed in. */
async function otherPage(browser: Browser, info: TestInfo, loginId: string, system: 'BY' | 'SP') {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL!,
    locale: info.project.use.locale!,
    viewport: info.project.use.viewport!,
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  const screen = await openScreen(page, info, loginId, system);
  return { page, ...screen, close: () => context.close() };
}

test.describe('quote requests and e-contracts', () => {
  test("the buyer's requests and contracts, the comparison; axe and screenshots", async ({ page }, info) => {
    const { t, panel } = await openScreen(page, info, 'buyer01', 'BY');
    // The seeded requests of buyer01 (never buyer02's), newest first.
    await expect(panel.getByRole('row').filter({ hasText: 'Explosion-proof LED floodlights' })).toBeVisible();
    await expect(panel.getByRole('row').filter({ hasText: '펌프 메카니컬 씰' })).toBeVisible();
    await expect(panel.getByText('내화학 장갑')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'buyer quote requests', 'document');
    await shoot(page, 'by-quotes');

    // The awarded request: both answers side by side, the e-contract to open.
    await panel.getByRole('row').filter({ hasText: 'Explosion-proof LED floodlights' }).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const grid = dialog.getByRole('table', { name: t.compare.grid });
    // The one money formatter (decision 0106): 289.50 USD / USD 289.50, 412,000원 / KRW 412,000.
    await expect(grid).toContainText(formatMoney('289.50', 'USD', lang(info)));
    await expect(grid).toContainText(formatMoney('412000', 'KRW', lang(info)));
    await expect(dialog.locator('[data-request-status]')).toHaveAttribute('data-request-status', 'AWARDED');
    await expect(dialog.getByRole('button', { name: fill(t.compare.award, { sp: '' }).trim() })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'quote comparison', 'document');
    await shootDialog(page, dialog, 'by-quote-compare');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('tab', { name: t.contracts }).click();
    const contracts = page.getByRole('tabpanel');
    await expect(contracts.getByRole('row').filter({ hasText: t.contractStatus.CONFIRMED })).toBeVisible();
    await expect(contracts.getByRole('row').filter({ hasText: t.contractStatus.WAIT_SP })).toBeVisible();
    await contracts.getByRole('row').filter({ hasText: t.kind.SUPPLY }).getByRole('button').click();
    const contract = page.getByRole('dialog');
    await expect(contract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'CONFIRMED');
    await expect(contract).toContainText('https://contracts.example.com/mro/2027-annual');
    await expect(contract.getByRole('button', { name: t.contract.confirm })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'e-contract', 'document');
    await shootDialog(page, contract, 'by-contract');
    // Its new version's form: the terms as they are (the dates masked: the seed's period moves with the day).
    await contract.getByRole('button', { name: t.revise.open }).click();
    const revision = page.getByRole('dialog').getByRole('form', { name: t.revise.title });
    await expect(revision.getByRole('textbox', { name: t.contract.url })).toHaveValue(
      'https://contracts.example.com/mro/2027-annual',
    );
    await expectNoSeriousAxeViolations(page, 'e-contract revision', 'document');
    await shootDialog(page, page.getByRole('dialog'), 'by-contract-revise', [
      revision.getByRole('textbox', { name: t.supply.startDt }),
      revision.getByRole('textbox', { name: t.supply.endDt }),
    ]);
  });

  test("the supplier's requests, its answer form and the home's card; axe and screenshots", async ({ page }, info) => {
    const { t, panel } = await openScreen(page, info, 'supplier01', 'SP');
    // supplier01 sees buyer02's request too (addressed to it); its own part's status.
    await expect(panel.getByRole('row').filter({ hasText: '내화학 장갑' })).toContainText(t.partStatus.WAIT);
    await expectNoSeriousAxeViolations(page, 'supplier quote requests', 'document');
    // The seeded request supplier01 answered: its answer in the form, answerable again while open.
    await panel.getByRole('row').filter({ hasText: '펌프 메카니컬 씰' }).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: fill(t.answer.priceOf, { no: 1 }) })).toHaveValue('185000');
    await expect(dialog.getByRole('button', { name: t.answer.again })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'quote answer', 'document');
    await shootDialog(page, dialog, 'sp-quote-answer', [dialog.getByRole('textbox', { name: t.answer.validDt })]);
    await page.keyboard.press('Escape');
    // The home's card (one seeded request of buyer02's company waits for supplier01) links into the screen.
    await page.goto('/sp/');
    const home = texts(info).home;
    const card = page.getByRole('group', { name: home.quotes });
    await expect(card).toContainText(fill(home.quotesToAnswer, { count: 1 }));
    // How many contracts wait for supplier01 depends on the flows before (a contract's new version waits for it).
    const [before, after] = home.contractsToConfirm
      .split('{{count}}')
      .map((x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(card).toContainText(new RegExp(`${before}\\d+${after}`));
    await card.getByRole('link', { name: home.openQuotes }).click();
    await expect(page).toHaveURL(/\/sp\/quote\/list$/);
  });

  test(
    'a request to two suppliers: both answer, the buyer awards one, both confirm, the viewer opens at 825 × 850',
    { tag: '@ko-desktop' },
    async ({ page, browser }, info) => {
      await recordWindows(page);
      const { t, panel } = await openScreen(page, info, 'buyer02', 'BY');
      const title = `e2e 유압 호스 견적 ${Date.now()}`;

      // The buyer's request: a refusal first (no supplier), nothing typed lost, then sent.
      await panel.getByRole('button', { name: t.new.open }).click();
      const drawer = page.getByRole('dialog', { name: t.new.title });
      await drawer.getByRole('textbox', { name: t.new.titleField }).fill(title);
      await drawer.getByRole('textbox', { name: t.line.itemNm }).fill('유압 호스 어셈블리');
      await drawer.getByRole('textbox', { name: t.line.specCn }).fill('1/2", 3000 psi, 1.5 m');
      await drawer.getByRole('textbox', { name: t.line.qty }).fill('30');
      await clickLock(page);
      await drawer.getByRole('button', { name: t.new.submit }).click();
      await expect(drawer).toContainText(message(info, 'MROQT0011', { max: 10 }));
      await expect(drawer.getByRole('textbox', { name: t.new.titleField })).toHaveValue(title);
      await drawer.getByRole('checkbox', { name: '성실공구상사' }).check();
      await drawer.getByRole('checkbox', { name: '미래산업자재' }).check();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/imk/api/by/quotes') && r.request().method() === 'POST',
      );
      await clickLock(page);
      await drawer.getByRole('button', { name: t.new.submit }).click();
      const qtNo = ((await (await created).json()) as { data: { qtNo: string } }).data.qtNo;
      await toasted(page, fill(t.new.done, { qtNo }));

      // Each supplier answers in its own browser.
      const valid = day(new Date(Date.now() + 20 * 86_400_000));
      for (const [loginId, price, currency] of [
        ['supplier01', '48000', 'KRW'],
        ['supplier02', '35.5', 'USD'],
      ] as const) {
        const sp = await otherPage(browser, info, loginId, 'SP');
        const row = sp.panel.getByRole('row').filter({ hasText: title });
        await expect(row).toContainText(sp.t.partStatus.WAIT);
        await row.getByRole('button').click();
        const form = sp.page.getByRole('dialog');
        const priceField = form.getByRole('textbox', { name: fill(sp.t.answer.priceOf, { no: 1 }) });
        await priceField.fill(currency === 'KRW' ? '48000.5' : price);
        await form.getByRole('combobox', { name: sp.t.answer.crncyCd }).selectOption(currency);
        await form.getByRole('textbox', { name: sp.t.answer.leadDays }).fill('7');
        await form.getByRole('textbox', { name: sp.t.answer.validDt }).fill(valid);
        await form.getByRole('textbox', { name: sp.t.answer.validDt }).press('Tab');
        await clickLock(sp.page);
        if (currency === 'KRW') {
          // KRW has no decimals (the currency rule of @mro/rules): refused, the price kept.
          await form.getByRole('button', { name: sp.t.answer.submit }).click();
          await expect(form).toContainText(message(info, 'MROQT0006', { line: 1, decimals: 0 }));
          await expect(priceField).toHaveValue('48000.5');
          await priceField.fill(price);
          await clickLock(sp.page);
        }
        await form.getByRole('button', { name: sp.t.answer.submit }).click();
        await toasted(sp.page, fill(sp.t.answer.done, { qtNo }));
        await expect(row).toContainText(sp.t.partStatus.ANSWERED);
        await sp.close();
      }

      // The buyer compares and awards supplier01.
      await page.reload();
      await page.getByRole('tabpanel').getByRole('row').filter({ hasText: title }).getByRole('button').click();
      const dialog = page.getByRole('dialog');
      const grid = dialog.getByRole('table', { name: t.compare.grid });
      await expect(grid).toContainText('48,000원 × 30');
      await expect(grid).toContainText('35.50 USD × 30');
      await clickLock(page);
      await dialog.getByRole('button', { name: fill(t.compare.award, { sp: '성실공구상사' }) }).click();
      // Awarding creates an obligation (issue 57 item 4): the confirmation names the supplier and the amount.
      await expect(page.getByRole('alertdialog')).toContainText(AN_AMOUNT);
      await answer(page, '성실공구상사');
      await toasted(page, fill(t.compare.awarded, { sp: '성실공구상사' }));
      await expect(dialog.locator('[data-request-status]')).toHaveAttribute('data-request-status', 'AWARDED');
      await dialog.getByRole('button', { name: t.compare.contract }).click();
      const contract = page.getByRole('dialog').filter({ has: page.locator('[data-contract-status]') });
      await expect(contract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'WAIT_SP');
      const ctrtNo = (await contract.getByRole('heading').first().textContent())!.match(/EC\d{14}/)![0];
      // Not before the supplier: no confirm button for the buyer yet.
      await expect(contract.getByRole('button', { name: t.contract.confirm })).toHaveCount(0);

      // The supplier confirms in its browser.
      const sp = await otherPage(browser, info, 'supplier01', 'SP');
      await sp.page.getByRole('tab', { name: sp.t.contracts }).click();
      await sp.page.getByRole('tabpanel').getByRole('button', { name: ctrtNo }).click();
      const spContract = sp.page.getByRole('dialog');
      await clickLock(sp.page);
      await spContract.getByRole('button', { name: sp.t.contract.confirm }).click();
      // What confirming does, the amount and the term, before anything is sent (issue 57 item 4).
      await expect(sp.page.getByRole('alertdialog')).toContainText(AN_AMOUNT);
      await answer(sp.page, ctrtNo);
      await toasted(sp.page, fill(sp.t.contract.confirmed.WAIT_BY, { ctrtNo }));
      await expect(spContract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'WAIT_BY');
      await expect(spContract.getByRole('button', { name: sp.t.contract.confirm })).toHaveCount(0);
      await sp.close();

      // The buyer confirms (the contract read again), then opens the viewer.
      // Esc closes the contract, then the comparison below it.
      await page.keyboard.press('Escape');
      await expect(contract).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('tab', { name: t.contracts }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: ctrtNo }).click();
      const byContract = page.getByRole('dialog').filter({ has: page.locator('[data-contract-status]') });
      await expect(byContract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'WAIT_BY');
      await clickLock(page);
      await byContract.getByRole('button', { name: t.contract.confirm }).click();
      await answer(page, ctrtNo);
      await toasted(page, fill(t.contract.confirmed.CONFIRMED, { ctrtNo }));
      await expect(byContract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'CONFIRMED');
      // The confirmation's toast may sit over the viewer's button (a hovered toast stays).
      await closeToasts(page);

      const popupEvent = page.waitForEvent('popup');
      await byContract.getByRole('button', { name: t.contract.view }).click();
      const popup = await popupEvent;
      expect((await opened(page)).at(-1)).toMatch(/^width=825,height=850,/);
      await popup.waitForLoadState('load');
      await expect(popup.locator('[data-ctrt-no]')).toHaveText(ctrtNo);
      await expect(popup.locator('h1')).toHaveText('전자계약서');
      await expect(popup.locator('[data-status]')).toHaveText('확정');
      await expect(popup.getByRole('table')).toContainText('유압 호스 어셈블리');
      await expect(popup.locator('[data-sp-confirmed] time')).toHaveCount(1);
      await expect(popup.locator('[data-by-confirmed] time')).toHaveCount(1);
      await expectNoSeriousAxeViolations(popup, 'e-contract document', 'document');
      await popup.close();

      // A new version of the confirmed contract: the terms as they were, a bad amount refused on
      // the spot with nothing typed lost, cancel gives the focus back to the button, then version 2
      // waits for the supplier and the first version is marked superseded.
      const revise = byContract.getByRole('button', { name: t.revise.open });
      await revise.click();
      const form = page.getByRole('dialog').getByRole('form', { name: t.revise.title });
      await expect(form.getByRole('textbox', { name: t.contract.ctrtNm })).not.toHaveValue('');
      await form.getByRole('button', { name: t.cancel }).click();
      await expect(revise).toBeFocused();
      await revise.click();
      await form.getByRole('textbox', { name: t.contract.url }).fill('https://contracts.example.com/v2');
      await form.getByRole('textbox', { name: t.contract.amount }).fill('-1');
      await form.getByRole('button', { name: t.revise.submit }).click();
      await expect(form).toContainText(message(info, 'MROEC0008'));
      await expect(form.getByRole('textbox', { name: t.contract.url })).toHaveValue('https://contracts.example.com/v2');
      await form.getByRole('textbox', { name: t.contract.amount }).fill('1500000');
      await clickLock(page);
      await form.getByRole('button', { name: t.revise.submit }).click();
      // Superseding: what happens to the current contract and the new amount first (issue 57 item 4).
      await expect(page.getByRole('alertdialog')).toContainText(ctrtNo);
      await answer(page, '1,500,000원');
      await expect(byContract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'WAIT_SP');
      const next = (await byContract.getByRole('heading').first().textContent())!.match(/EC\d{14}/)![0];
      expect(next).not.toBe(ctrtNo);
      await toasted(page, fill(t.revise.done, { ctrtNo: next, ctrtVer: 2 }));
      await expect(byContract).toContainText('1,500,000원');
      await expect(byContract).toContainText('https://contracts.example.com/v2');
      await page.keyboard.press('Escape');
      await page.getByRole('tabpanel').getByRole('button', { name: ctrtNo }).click();
      await expect(byContract.locator('[data-contract-status]')).toHaveAttribute('data-contract-status', 'SUPERSEDED');
      await expect(byContract).toContainText(fill(t.contract.superseded, { ctrtNo: next }));
      await expect(byContract.getByRole('button', { name: t.revise.open })).toHaveCount(0);
    },
  );

  test(
    'the supply agreement opens the wide viewer (937 × 850, MRO003)',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      await recordWindows(page);
      await openScreen(page, info, 'supplier01', 'SP');
      const t = texts(info).quotes;
      await page.getByRole('tab', { name: t.contracts }).click();
      await page.getByRole('tabpanel').getByRole('row').filter({ hasText: t.kind.SUPPLY }).getByRole('button').click();
      const contract = page.getByRole('dialog');
      const popupEvent = page.waitForEvent('popup');
      await contract.getByRole('button', { name: t.contract.view }).click();
      const popup = await popupEvent;
      expect((await opened(page)).at(-1)).toMatch(/^width=937,height=850,/);
      await popup.waitForLoadState('load');
      await expect(popup.locator('h1')).toHaveText('E-contract');
      await expect(popup.locator('body')).toContainText('MRO003');
      await expect(popup.locator('body')).toContainText('Party B (supplier)');
      await popup.close();
      await expect(contract.getByRole('button', { name: t.contract.view })).toBeFocused();
    },
  );
  test(
    "the staff's supply agreement: a refused period, then created; the supplier sees it waiting",
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const t = texts(info).quotes;
      await signInByApi(page, info, 'admin01', 'BY');
      await page.goto('/by/quote/list');
      await page.getByRole('tab', { name: t.contracts }).click();
      await page.getByRole('button', { name: t.supply.open }).click();
      const drawer = page.getByRole('dialog', { name: t.supply.title });
      const name = `Safety gear supply ${Date.now()}`;
      await drawer.getByRole('combobox', { name: t.col.buyer }).selectOption({ label: 'Daehan Chemical' });
      await drawer.getByRole('combobox', { name: t.col.supplier }).selectOption({ label: 'Mirae Industrial Supply' });
      await drawer.getByRole('textbox', { name: t.contract.ctrtNm }).fill(name);
      const start = drawer.getByRole('textbox', { name: t.supply.startDt });
      await start.fill(day(new Date(Date.now() + 10 * 86_400_000)));
      await start.press('Tab');
      const end = drawer.getByRole('textbox', { name: t.supply.endDt });
      await end.fill(day(new Date(Date.now() + 5 * 86_400_000)));
      await end.press('Tab');
      await drawer.getByRole('textbox', { name: t.contract.amount, exact: true }).fill('50000000');
      await drawer.getByRole('textbox', { name: t.supply.lgstRate }).fill('2.5');
      await expectNoSeriousAxeViolations(page, 'supply agreement', 'document');
      await clickLock(page);
      await drawer.getByRole('button', { name: t.supply.submit }).click();
      await expect(drawer).toContainText(message(info, 'MROEC0007'));
      await expect(drawer.getByRole('textbox', { name: t.contract.ctrtNm })).toHaveValue(name);
      await end.fill(day(new Date(Date.now() + 375 * 86_400_000)));
      await end.press('Tab');
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/imk/api/by/contracts') && r.request().method() === 'POST',
      );
      await clickLock(page);
      await drawer.getByRole('button', { name: t.supply.submit }).click();
      const ctrtNo = ((await (await created).json()) as { data: { ctrtNo: string } }).data.ctrtNo;
      await toasted(page, fill(t.supply.done, { ctrtNo }));
      await expect(drawer).toHaveCount(0);

      await signInByApi(page, info, 'supplier02', 'SP');
      await page.goto('/sp/quote/list');
      await page.getByRole('tab', { name: t.contracts }).click();
      const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(t.contractStatus.WAIT_SP);
      await expect(row).toContainText(t.kind.SUPPLY);
    },
  );
});

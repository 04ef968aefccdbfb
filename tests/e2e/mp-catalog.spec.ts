// The supplier catalogue end to end (issue 45 item 4, decision 0068) against the real API server:
// the MP "Catalogue" screen in the four projects (axe, a screenshot of the seeded items; the bulk
// registration dialog with axe), and the flows on the diagonal: a price changed in the grid is
// what a buyer's catalogue search shows; two editors of one item (the second told with MROMC0004,
// what was typed kept); a bulk upload of a generated file with 3 bad rows lists exactly those 3
// with their cells, the rest are found by the buyers' search and in the supplier's own search; the export by mail answers
// PICMCM0065 with the request id and the mail is in the development outbox.
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import { CATALOG_TEMPLATE_COLUMNS } from '@mro/rules';
import { expect, test, type Page, type PlaywrightWorkerArgs, type Response, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, lang, message, signInByApi, texts, toasted, clickLock } from './helpers';
import { fill, listScreen, openScreen, searchAnswer, type ListOpening } from './listPage';
import { session } from './orderSessions';
import { resultCards } from './catalogue';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREEN = '/mp/catalog/list';
const SCREENSHOT_CSS = fileURLToPath(new URL('./mp-catalog.screenshot.css', import.meta.url));

interface Item {
  itemCd: string;
  itemNmKo: string;
  listPrice: string;
  version: number;
  [field: string]: unknown;
}
interface PageAnswer {
  pages: Item[];
  totalCount: number;
}

const isSearch = (r: Response) => r.url().includes('/imk/api/mp/catalog/items') && r.request().method() === 'GET';
/** A tag no other run or project uses: the items a test makes are found by it. */
const tagOf = (info: TestInfo) => `E2E${info.project.name.replace(/-/g, '')}${Date.now().toString(36)}`;

/** New items of supplier01 named `${tag} n`, made through the API (the seeded items stay as seeded). */
async function newItems(playwright: Playwright, info: TestInfo, tag: string, count: number) {
  const supplier = await session(playwright, info, 'supplier01', 'MP');
  const created = Array.from({ length: count }, (_, i) => ({
    rowKey: `r${i}`,
    itemNmKo: `${tag} 시험품목 ${i}`,
    itemNmEn: `${tag} test item ${i}`,
    itmClsfCd: 'A0101',
    unitCd: 'EA',
    packQty: 1,
    minOrdQty: 1,
    listPrice: 10_000 + i,
    crncyCd: 'KRW',
    leadDays: 3,
  }));
  const res = await supplier.post('/mp/catalog/save', { created, updated: [] });
  expect(res.error).toBeNull();
  return supplier;
}

/** The buyers' catalogue search (as buyer01) for `q`: its items. */
async function buyerSearch(playwright: Playwright, info: TestInfo, q: string) {
  const buyer = await session(playwright, info, 'buyer01', 'BY');
  const res = await buyer.get(`/by/catalog/items?q=${encodeURIComponent(q)}&pageSize=500`);
  await buyer.dispose();
  return res.data as { pages: { itemCd: string; listPrice: string }[]; totalCount: number };
}

function screen(page: Page, info: TestInfo) {
  const list = listScreen(page, info, texts(info).supplierCatalog, isSearch);
  return {
    ...list,
    heading: list.headingButton,
    search: (q: string) =>
      list.search<PageAnswer>(async () => {
        await list.expand();
        await list.form.getByRole('textbox', { name: list.t.q }).fill(q);
      }),
  };
}

const LIST: ListOpening<ReturnType<typeof screen>, PageAnswer> = {
  loginId: 'supplier01',
  system: 'MP',
  path: SCREEN,
  isSearch,
  screen,
};

/** Types `value` into the row's cell of the column named `header` and commits it with Enter. */
async function typeInto(page: Page, s: ReturnType<typeof screen>, itemCd: string, header: string, value: string) {
  const column = await s.grid
    .getByRole('columnheader', { name: header, exact: false })
    .first()
    .getAttribute('aria-colindex');
  const cell = s.row(itemCd).locator(`[aria-colindex='${column}']`);
  await cell.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  return cell;
}

test.describe('MP supplier catalogue', () => {
  test('the screen: the supplier’s own items, paged; axe and a screenshot', async ({ page }, info) => {
    const { s, data } = await openScreen(page, info, LIST);
    expect(data.totalCount).toBeGreaterThan(100);
    expect(data.pages.every((r) => r.spCd === 'SP001')).toBe(true);
    await expect(s.panel.locator('output').first()).toHaveText(fill(s.t.count, { count: data.totalCount }));
    await expectNoSeriousAxeViolations(page, 'supplier catalogue', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('mp-catalog.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
    await test.step('the bulk registration dialog', async () => {
      await s.heading(s.t.upload.open).click();
      const dialog = page.getByRole('dialog', { name: s.t.upload.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: s.t.upload.choose })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'bulk registration', 'document');
      await expect(page).toHaveScreenshot('mp-catalog-upload.png', { stylePath: SCREENSHOT_CSS });
    });
  });

  test(
    'a price changed in the grid is what the buyers’ catalogue search shows',
    { tag: '@ko-desktop' },
    async ({ page, playwright }, info) => {
      const tag = tagOf(info);
      const supplier = await newItems(playwright, info, tag, 1);
      const { s } = await openScreen(page, info, LIST);
      const [item] = (await s.search(tag)).pages;
      expect(item).toMatchObject({ listPrice: '10000' });
      await typeInto(page, s, item!.itemCd, s.t.col.listPrice, '23,450');
      await s.panel.getByRole('button', { name: s.t.save, exact: true }).click();
      const reloaded = page.waitForResponse(isSearch);
      await expect(page.getByRole('alertdialog')).toContainText(fill(s.t.confirmSave, { created: 0, updated: 1 }));
      await page.getByRole('alertdialog').getByRole('button').last().click();
      await toasted(page, fill(s.t.saved, { created: 0, updated: 1 }));
      expect((await searchAnswer<PageAnswer>(reloaded)).pages[0]).toMatchObject({
        itemCd: item!.itemCd,
        listPrice: '23450',
      });
      const found = await buyerSearch(playwright, info, tag);
      expect(found.pages.find((r) => r.itemCd === item!.itemCd)?.listPrice).toBe('23450');
      await test.step('the buyer’s catalogue screen shows the new price', async () => {
        const context = await page
          .context()
          .browser()!
          .newContext({ ...info.project.use });
        const buyer = await context.newPage();
        await signInByApi(buyer, info, 'buyer01', 'BY');
        const answered = buyer.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
        await buyer.goto(`/by/catalog?q=${encodeURIComponent(tag)}`);
        await answered;
        // The results show as cards (decision 0096): the item's card carries the new price.
        await expect(resultCards(buyer, info).filter({ hasText: `${tag} 시험품목 0` })).toContainText('23,450');
        await context.close();
      });
      await test.step('two editors: the other saved first; told with MROMC0004, the typed price kept', async () => {
        const now = (await supplier.get(`/mp/catalog/items?q=${item!.itemCd}`)).data as PageAnswer;
        const other = await supplier.post('/mp/catalog/save', {
          updated: [{ ...now.pages[0], rowKey: 'other', leadDays: 5 }],
        });
        expect(other.error).toBeNull();
        const cell = await typeInto(page, s, item!.itemCd, s.t.col.listPrice, '31,000');
        await clickLock(page);
        await s.panel.getByRole('button', { name: s.t.save, exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button').last().click();
        await answer(page, message(info, 'MROMC0004', { itemCd: item!.itemCd }));
        await expect(cell).toContainText('31,000');
        await expect(s.panel.getByRole('status').filter({ hasText: s.t.notSaved })).toBeVisible();
        const after = (await supplier.get(`/mp/catalog/items?q=${item!.itemCd}`)).data as PageAnswer;
        expect(after.pages[0]).toMatchObject({ listPrice: '23450', leadDays: 5 });
      });
      await supplier.dispose();
    },
  );

  test(
    'a bulk upload with 3 bad rows lists exactly those 3 with their cells; the rest are found by the buyers and in the supplier’s search',
    { tag: '@en-mobile' },
    async ({ page, playwright }, info) => {
      const tag = tagOf(info);
      const total = 5000;
      const header = CATALOG_TEMPLATE_COLUMNS.map((c) => (lang(info) === 'en' ? c[2] : c[1]));
      const rows = Array.from({ length: total }, (_, i) => [
        '',
        `${tag} 대량품목 ${i}`,
        `${tag} bulk item ${i}`,
        '',
        `${tag}-${i}`,
        'A0101',
        'EA',
        1,
        1,
        1000 + i,
        'KRW',
        '',
        '',
        2,
      ]);
      rows[7]![9] = '12.5'; // KRW with decimals: MROMC0001 on the price
      rows[1234]![6] = 'ZZ'; // an unknown unit: MROCM0009
      rows[4321]![10] = 'XYZ'; // an unknown currency: MROCM0009
      const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'items');
      const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      const { s } = await openScreen(page, info, LIST);
      await s.heading(s.t.upload.open).click();
      const dialog = page.getByRole('dialog', { name: s.t.upload.title });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: s.t.upload.choose }).click();
      const uploaded = page.waitForResponse((r) => r.url().includes('/bulk/imk/api/excel/bulk-upload'));
      await (await chooser).setFiles({ name: 'catalogue.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
      expect((await uploaded).status()).toBe(200);
      await expect(dialog).toContainText(message(info, 'MROMC0009', { total: '5,000', success: '4,997', failed: 3 }));
      const table = dialog.getByRole('table', { name: fill(s.t.upload.refused, { count: 3 }) });
      const lines = table.locator('tbody tr');
      await expect(lines).toHaveCount(3);
      const col = Object.fromEntries(CATALOG_TEMPLATE_COLUMNS.map((c) => [c[0], lang(info) === 'en' ? c[2] : c[1]]));
      // Each refused row: its sheet row (the header is row 1), its item and the refused column.
      for (const [i, [row, column]] of (
        [
          [9, col.listPrice],
          [1236, col.unitCd],
          [4323, col.crncyCd],
        ] as const
      ).entries()) {
        await expect(lines.nth(i).locator('td').first()).toHaveText(String(row));
        await expect(lines.nth(i)).toContainText(`${tag} 대량품목 ${row - 2}`);
        await expect(lines.nth(i)).toContainText(column!);
      }
      await expectNoSeriousAxeViolations(page, 'bulk registration result', 'document');
      const found = await buyerSearch(playwright, info, `${tag} 대량품목`);
      expect(found.totalCount).toBe(total - 3);
      await test.step('a file of another template is refused with its code', async () => {
        const other = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(
          other,
          XLSX.utils.aoa_to_sheet([
            ['제조사명', '브랜드'],
            ['가', '나'],
          ]),
          'x',
        );
        const wrong = XLSX.write(other, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
        const again = page.waitForEvent('filechooser');
        await clickLock(page);
        await dialog.getByRole('button', { name: s.t.upload.choose }).click();
        await (await again).setFiles({ name: 'makers.xlsx', mimeType: 'application/octet-stream', buffer: wrong });
        await answer(page, message(info, 'MROMC0006'));
      });
      await test.step('the supplier finds the 4,997 registered items in the catalogue search', async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        const data = await s.search(`${tag} 대량품목`);
        expect(data.totalCount).toBe(total - 3);
        await expect(s.panel.locator('output').first()).toHaveText(fill(s.t.count, { count: total - 3 }));
        await expect(s.grid).toHaveAttribute('aria-rowcount', String(Math.min(total - 3, 100) + 1));
        expect(data.pages.every((r) => r.itemNmKo.startsWith(`${tag} 대량품목 `))).toBe(true);
        expect(data.pages.some((r) => r.itemNmKo === `${tag} 대량품목 7`)).toBe(false);
      });
    },
  );

  test('the export by mail answers PICMCM0065 with the request id', { tag: '@ko-desktop' }, async ({ page }, info) => {
    const { s } = await openScreen(page, info, LIST);
    const mailed = page.waitForResponse((r) => r.url().includes('/bulk/imk/api/excel/bulk-download/mail'));
    await s.panel.getByRole('button', { name: s.t.exportMail, exact: true }).click();
    const body = (await (await mailed).json()) as { data: { fwdReqId: string; messageCode: string } };
    expect(body.data.messageCode).toBe('PICMCM0065');
    await answer(page, message(info, 'PICMCM0065', { requestId: body.data.fwdReqId }));
    const outbox = (await (await page.request.get('/dev/outbox?kind=mail')).json()) as { data: { body: string }[] };
    expect(outbox.data.some((m) => m.body.includes(body.data.fwdReqId))).toBe(true);
    await test.step('and the whole catalogue as a file', async () => {
      const download = page.waitForEvent('download');
      await clickLock(page);
      await s.panel.getByRole('button', { name: s.t.exportFile, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    });
  });
});

// Return and exchange requests end to end (issue 25, decision 0022) against the real API server:
// the supplier's screen and the buyer's in the four projects (axe on the list and on a request's
// detail, a screenshot of each list); the flows once each, alternating between Korean at desktop
// width and English at 375 px (their tags): approve then complete, seen by the buyer; a rejection
// that needs its reason, seen by the buyer; a decision someone else made first, refused with the
// state machine's message and the detail shown as it is now; a search by each criterion, and
// another supplier who sees none of these requests. The flows decide requests of buyer02's
// company (대한화학), so the lists in the screenshots (buyer01's company) never change. Issue 41:
// each list's Excel export writes the whole search (every page), read back from the download.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSpreadsheet } from '@mro/excel/sheet';
import { expect, test, type Page, type PlaywrightWorkerArgs, type Response, type TestInfo } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, enterSystem, toasted, lang, message, signInByApi, texts, uiTexts, clickLock } from './helpers';
import { fill, listScreen, openScreen, type ListOpening } from './listPage';
import { openFirstResult } from './catalogue';
import { session } from './orderSessions';

/** A supplier's approval of a return at the version it reads now (the door asks for it, decision 0086). */
async function approveAsSupplier(sp: Awaited<ReturnType<typeof session>>, rtnNo: string) {
  const read = (await sp.get(`/sp/returns/${rtnNo}`)).data as { version: number };
  return sp.post(`/sp/returns/${rtnNo}/decision`, { action: 'approve', version: read.version });
}

/** Hides what follows the day the e2e server was seeded (numbers, dates, the count) in screenshots. */
const SCREENSHOT_CSS = fileURLToPath(new URL('./returns.screenshot.css', import.meta.url));
/** The list's columns (1-based aria-colindex): the row number, then the frozen request number. */
const COL = { rtnNo: 2, statCd: 3 };
const BUYER02_COMPANY = { ko: '대한화학', en: 'Daehan' };

interface AnswerRow {
  rtnNo: string;
  rtnKindCd: string;
  statCd: string;
  cpNm: string;
  rjctRsnCn: string | null;
}
interface PageAnswer {
  pages: AnswerRow[];
  totalCount: number;
}
type Side = 'sp' | 'by';

const isSearch = (side: Side) => (r: Response) =>
  r.url().includes(`/imk/api/${side}/returns/page`) && r.request().method() === 'GET';

function screen(page: Page, info: TestInfo, side: Side) {
  const list = listScreen(page, info, texts(info).returns, isSearch(side));
  const { t, panel, form, row } = list;
  return {
    ...list,
    cell: (rtnNo: string, col: number) => row(rtnNo).locator(`[aria-colindex='${col}']`),
    dialog: (rtnNo: string) => page.getByRole('dialog', { name: fill(t.dialog.title, { rtnNo }) }),
    /** Runs the search box's search and answers the server's first page. */
    search: (conditions: { statCd?: string; cpNm?: string; rtnKindCd?: string; rtnNos?: string; text?: string }) =>
      list.search<PageAnswer>(async () => {
        await list.reset();
        await list.expand();
        await form.getByRole('combobox', { name: t.col.statCd }).selectOption(conditions.statCd ?? '');
        if (conditions.rtnKindCd)
          await form.getByRole('combobox', { name: t.col.rtnKindCd }).selectOption(conditions.rtnKindCd);
        if (conditions.cpNm)
          await form
            .getByRole('textbox', { name: side === 'sp' ? t.col.cpNm.supplier : t.col.cpNm.buyer, exact: true })
            .fill(conditions.cpNm);
        if (conditions.text) await form.getByRole('textbox', { name: t.searchText }).fill(conditions.text);
        if (conditions.rtnNos) {
          await form.getByRole('textbox', { name: t.rtnNos }).fill(conditions.rtnNos);
          await form.getByRole('textbox', { name: t.rtnNos }).press('Tab');
        }
      }),
    /** Opens a request's detail from its row: a click on its number, then the Details button. */
    async open(rtnNo: string) {
      await row(rtnNo).locator(`[aria-colindex='${COL.rtnNo}']`).click();
      await panel.getByRole('button', { name: t.detail, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: fill(t.dialog.title, { rtnNo }) });
      await expect(dialog.getByTestId('return-status')).toBeVisible();
      return dialog;
    },
  };
}

/** The list of a party (`sp` or `by`) as `loginId`. */
const listOf = (side: Side, loginId: string): ListOpening<ReturnType<typeof screen>, PageAnswer> => ({
  loginId,
  system: side === 'sp' ? 'SP' : 'BY',
  path: `/${side}/return/list`,
  isSearch: isSearch(side),
  screen: (p, i) => screen(p, i, side),
});

/** The entries of a detail's history. */
const history = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('list').last().getByRole('listitem');

/** A request of buyer02's company to supplier01 still waiting, not yet used by another test. */
async function waitingRequest(page: Page, s: ReturnType<typeof screen>, info: TestInfo, skip = 0) {
  const found = await s.search({ statCd: 'REQ', cpNm: BUYER02_COMPANY[lang(info)] });
  expect(found.totalCount).toBeGreaterThan(skip);
  return found.pages[skip]!.rtnNo;
}

/** Exports the list's last search and reads the file back: its data rows (the header skipped). */
async function exported(page: Page, s: ReturnType<typeof screen>, info: TestInfo) {
  const downloading = page.waitForEvent('download');
  // The export is the list's own action in the page heading (issue 41 item 14), not in the tab panel.
  await expect(s.panel.getByRole('button', { name: uiTexts(info).dataGrid.exportExcel })).toHaveCount(0);
  await page
    .locator('[data-page-actions]')
    .getByRole('button', { name: uiTexts(info).dataGrid.exportExcel, exact: true })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${s.t.fileName}.xlsx`);
  const read = readSpreadsheet(new Uint8Array(readFileSync(await download.path())), {
    fileName: download.suggestedFilename(),
  });
  if (!read.ok) throw new Error(read.code);
  return read.rows;
}

test.describe('return and exchange requests', () => {
  test(
    'issue 41: the supplier’s Excel export writes every row of the search, not the 100 loaded',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const all = await s.search({ statCd: '' });
      await expect(s.grid).toHaveAttribute('aria-rowcount', String(Math.min(all.totalCount, 100) + 1));
      const rows = await exported(page, s, info);
      expect(rows).toHaveLength(all.totalCount);
      expect(Object.values(rows[0]!)).toEqual(expect.arrayContaining([all.pages[0]!.rtnNo]));
    },
  );

  test(
    'issue 41: the buyer’s Excel export writes every row of the search (more than one page)',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const { s, data } = await openScreen(page, info, listOf('by', 'buyer01'));
      expect(data.totalCount).toBeGreaterThan(100);
      const rows = await exported(page, s, info);
      expect(rows).toHaveLength(data.totalCount);
      expect(Object.values(rows[0]!)).toEqual(expect.arrayContaining([data.pages[0]!.rtnNo]));
      // The file holds the last search's rows: a narrower search exports fewer.
      const rejected = await s.search({ statCd: 'REJECTED' });
      expect(await exported(page, s, info)).toHaveLength(rejected.totalCount);
    },
  );

  test(
    'the supplier’s list opens on the requests waiting for it; axe on the list and a detail; a screenshot',
    { tag: '@diagonal' },
    async ({ page }, info) => {
      const { s, data } = await openScreen(page, info, listOf('sp', 'supplier01'));
      expect(data.totalCount).toBeGreaterThan(0);
      expect(data.pages.every((r) => r.statCd === 'REQ')).toBe(true);
      await expect(page.locator('html')).toHaveClass(/\bsupply\b/);
      await expect(s.panel.locator('output').first()).toHaveText(fill(s.t.count, { count: data.totalCount }));
      await expectNoSeriousAxeViolations(page, 'supplier returns', 'document');
      // buyer01's company's waiting requests: the flows never decide these.
      const mine = await s.search({ statCd: 'REQ', cpNm: lang(info) === 'en' ? 'Hanbit' : '한빛' });
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('sp-returns.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
      const dialog = await s.open(mine.pages[0]!.rtnNo);
      await expect(dialog.getByRole('grid', { name: s.t.dialog.lines })).toBeVisible();
      await expect(dialog.getByRole('button', { name: s.t.action.approve, exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: s.t.action.reject, exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: s.t.action.complete, exact: true })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'a return request', 'document');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    },
  );

  test(
    'the buyer’s list: its own requests to every supplier with their decisions; axe and a screenshot',
    { tag: '@diagonal' },
    async ({ page }, info) => {
      const { s, data } = await openScreen(page, info, listOf('by', 'buyer01'));
      expect(data.totalCount).toBeGreaterThan(100);
      await expect(page.locator('html')).toHaveClass(/\bbuyer\b/);
      await expectNoSeriousAxeViolations(page, 'buyer returns', 'document');
      const rejected = await s.search({ statCd: 'REJECTED' });
      expect(rejected.pages.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot('by-returns.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
      // The buyer reads, never decides.
      const dialog = await s.open(rejected.pages[0]!.rtnNo);
      await expect(dialog.getByRole('button', { name: s.t.action.approve, exact: true })).toHaveCount(0);
      await expect(dialog).toContainText(rejected.pages[0]!.rjctRsnCn!);
      // issue 41: a detail's moments in the lists' format (YYYY-MM-DD HH:mm), in either language
      await expect(dialog).toContainText(/\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}\b/);
      await expect(dialog).not.toContainText(/\d{4}\. \d{1,2}\. \d{1,2}\.|[AP]M\b|오[전후] /);
      await expectNoSeriousAxeViolations(page, 'a return request for its buyer', 'document');
    },
  );

  test(
    'issue 41: the supplier’s list grid runs down to 70 px above the window (the buyer’s 72)',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const box = (await s.grid.boundingBox())!;
      expect(box.height).toBeGreaterThan(300);
      expect(Math.abs(page.viewportSize()!.height - (box.y + box.height) - 70)).toBeLessThanOrEqual(2);
    },
  );

  test(
    'approve, then complete: the list follows, and the buyer sees each decision',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const rtnNo = await waitingRequest(page, s, info);
      const dialog = await s.open(rtnNo);
      await dialog.getByRole('button', { name: s.t.action.approve, exact: true }).click();
      await answer(page, fill(s.t.confirm.approve, { rtnNo }));
      await toasted(page, fill(s.t.done.approve, { rtnNo }));
      // The detail shows what it is now: approved, with only "complete" left.
      await expect(dialog.getByRole('button', { name: s.t.action.approve, exact: true })).toHaveCount(0);
      await expect(history(dialog)).toHaveCount(2);
      await clickLock(page);
      await dialog.getByRole('button', { name: s.t.action.complete, exact: true }).click();
      // "No" changes nothing.
      await answer(page, fill(s.t.confirm.complete, { rtnNo }), 'cancel');
      await expect(history(dialog)).toHaveCount(2);
      await clickLock(page);
      await dialog.getByRole('button', { name: s.t.action.complete, exact: true }).click();
      await answer(page, fill(s.t.confirm.complete, { rtnNo }));
      await toasted(page, fill(s.t.done.complete, { rtnNo }));
      await expect(history(dialog)).toHaveCount(3);
      await expect(dialog.getByRole('button', { name: s.t.action.complete, exact: true })).toHaveCount(0);
      // (The modal's own close button has the same name; this is the one at the end.)
      await dialog.getByRole('button', { name: s.t.dialog.close, exact: true }).last().click();
      await expect(s.cell(rtnNo, COL.statCd)).toHaveText(/완료|Completed/);

      await page.context().clearCookies();
      const buyer = await openScreen(page, info, listOf('by', 'buyer02'));
      const seen = await buyer.s.search({ rtnNos: rtnNo });
      expect(seen.pages.map((r) => [r.rtnNo, r.statCd])).toEqual([[rtnNo, 'COMPLETED']]);
      const detail = await buyer.s.open(rtnNo);
      await expect(history(detail)).toHaveCount(3);
      await expect(history(detail).last()).toContainText('박공급');
    },
  );

  test(
    'a rejection needs its reason, keeps it through a "no", and the buyer reads it',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const rtnNo = await waitingRequest(page, s, info, 1);
      const dialog = await s.open(rtnNo);
      await dialog.getByRole('button', { name: s.t.action.reject, exact: true }).click();
      const ask = page.getByRole('dialog', { name: s.t.reject.title });
      const reason = ask.getByRole('textbox', { name: s.t.reject.reason });
      await ask.getByRole('button', { name: s.t.reject.submit, exact: true }).click();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(reason).toBeFocused();
      await expect(ask).toContainText(message(info, 'ACMCM0002'));
      const why = `E2E ${info.project.name}: the seal is broken`;
      await reason.fill(why);
      await clickLock(page);
      await ask.getByRole('button', { name: s.t.reject.submit, exact: true }).click();
      await answer(page, fill(s.t.confirm.reject, { rtnNo }), 'cancel');
      await expect(reason).toHaveValue(why);
      await clickLock(page);
      await ask.getByRole('button', { name: s.t.reject.submit, exact: true }).click();
      await answer(page, fill(s.t.confirm.reject, { rtnNo }));
      await toasted(page, fill(s.t.done.reject, { rtnNo }));
      await expect(ask).toHaveCount(0);
      await expect(dialog).toContainText(why);
      await expect(dialog.getByRole('button', { name: s.t.action.reject, exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.context().clearCookies();
      const buyer = await openScreen(page, info, listOf('by', 'buyer02'));
      const seen = await buyer.s.search({ rtnNos: rtnNo });
      expect(seen.pages[0]).toMatchObject({ rtnNo, statCd: 'REJECTED', rjctRsnCn: why });
      // (The reason's column is off screen at 375 px: the buyer reads it in the detail.)
      await expect(await buyer.s.open(rtnNo)).toContainText(why);
    },
  );

  test(
    'a decision someone made first is refused with its message; the detail shows the request as it is now',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const rtnNo = await waitingRequest(page, s, info, 2);
      const dialog = await s.open(rtnNo);
      // A colleague approves it meanwhile (the same company, another session's call).
      const origin = new URL(info.project.use.baseURL!).origin;
      const read = await page.request.get(`/imk/api/sp/returns/${rtnNo}`, { headers: { 'x-system': 'SP' } });
      const { version } = ((await read.json()) as { data: { version: number } }).data;
      const approved = await page.request.post(`/imk/api/sp/returns/${rtnNo}/decision`, {
        data: { action: 'approve', version },
        headers: { 'x-system': 'SP', origin },
      });
      expect(approved.ok(), await approved.text()).toBe(true);
      await dialog.getByRole('button', { name: s.t.action.approve, exact: true }).click();
      await answer(page, fill(s.t.confirm.approve, { rtnNo }));
      await answer(page, message(info, 'MRORT0001', { rtnNo }));
      await expect(dialog.getByRole('button', { name: s.t.action.complete, exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: s.t.action.approve, exact: true })).toHaveCount(0);
      await expect(history(dialog)).toHaveCount(2);
    },
  );

  test(
    'a search by each criterion; Enter opens a row; another supplier sees none of them',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const { s } = await openScreen(page, info, listOf('sp', 'supplier01'));
      const exchanges = await s.search({ rtnKindCd: 'EXCHANGE' });
      expect(exchanges.totalCount).toBeGreaterThan(0);
      expect(exchanges.pages.every((r) => r.rtnKindCd === 'EXCHANGE')).toBe(true);
      const theirs = await s.search({ cpNm: BUYER02_COMPANY[lang(info)] });
      expect(theirs.totalCount).toBeGreaterThan(0);
      expect(new Set(theirs.pages.map((r) => r.cpNm)).size).toBe(1);
      const two = theirs.pages.slice(0, 2).map((r) => r.rtnNo);
      const byNumber = await s.search({ rtnNos: two.join(' ') });
      expect(byNumber.pages.map((r) => r.rtnNo).sort()).toEqual([...two].sort());
      // Item names are the catalogue's (Korean) in both languages.
      const byText = await s.search({ text: '베어링' });
      expect(byText.totalCount).toBeGreaterThan(0);
      const done = await s.search({ statCd: 'COMPLETED' });
      expect(done.pages.every((r) => r.statCd === 'COMPLETED')).toBe(true);
      // Enter on a row opens its detail.
      await s.cell(done.pages[0]!.rtnNo, COL.rtnNo).click();
      await page.keyboard.press('Enter');
      await expect(s.dialog(done.pages[0]!.rtnNo)).toBeVisible();
      await page.keyboard.press('Escape');

      await page.context().clearCookies();
      const other = await openScreen(page, info, listOf('sp', 'supplier02'));
      const none = await other.s.search({ rtnNos: two.join(' ') });
      expect(none.totalCount).toBe(0);
      const answered = await page.request.get(`/imk/api/sp/returns/${two[0]}`, { headers: { 'x-system': 'SP' } });
      expect(answered.status()).toBe(404);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Returns and exchanges from what was received (issue 44 items 6 and 8, decision 0071): a line of
// an order made, approved and received through the API for each test (5 received, 2 of them
// rejected), so the seeded receipts are never used up by the four projects.

/** A 1 × 1 PNG: the buyer's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An order of buyer01 (one line of 200), approved by both approvers and received: 5, 2 rejected. */
async function receivedLine(
  playwright: Playwright,
  info: TestInfo,
  key: string,
): Promise<{ ordNo: string; lineNo: number }> {
  const buyer = await session(playwright, info, 'buyer01', 'BY');
  const cart = (await buyer.get('/by/cart')).data as { lines: { itemCd: string }[] };
  for (const line of cart.lines) await buyer.delete(`/by/cart/lines/${line.itemCd}`);
  expect((await buyer.post('/by/cart/lines', { itemCd: 'CI0000004', qty: 200 })).error).toBeNull();
  let ordNo: string | undefined;
  for (let ahead = 30; !ordNo && ahead < 45; ahead += 1) {
    const res = await buyer.post('/by/orders', {
      idemKey: `${key}-${info.project.name}-${Date.now()}-${ahead}`,
      bpCd: 'BY001-BP01',
      reqDlvDt: isoDay(new Date(Date.now() + ahead * 86_400_000)),
      payTermCd: 'CASH',
      submit: 'Y',
      acceptChanges: 'Y',
    });
    if (!res.error) ordNo = (res.data as { ordNos: string[] }).ordNos[0];
  }
  expect(ordNo).toBeDefined();
  const detail = (await buyer.get(`/by/orders/${ordNo}`)).data as { approval: { apprNo: string } };
  for (const who of ['approver01', 'approver02']) {
    const approver = await session(playwright, info, who, 'BY');
    const doc = (await approver.get(`/by/approvals/${detail.approval.apprNo}`)).data as { version: number };
    const res = await approver.post(`/by/approvals/${detail.approval.apprNo}/approve`, {
      version: doc.version,
      reason: '',
    });
    expect(res.error).toBeNull();
    await approver.dispose();
  }
  const lines = (
    await buyer.get(
      `/by/receipts/lines?fromDt=${isoDay(new Date(Date.now() - 7 * 86_400_000))}&toDt=${isoDay(new Date(Date.now() + 86_400_000))}&ordNos=${ordNo}`,
    )
  ).data as {
    pages: { lineNo: number; version: number }[];
  };
  const line = lines.pages[0]!;
  const received = await buyer.post('/by/receipts', {
    ordNo,
    lineNo: line.lineNo,
    version: line.version,
    rcvQty: 5,
    rejQty: 2,
    rejReason: '포장 파손',
    rcvDt: '',
  });
  expect(received.error, JSON.stringify(received)).toBeNull();
  await buyer.dispose();
  return { ordNo: ordNo!, lineNo: line.lineNo };
}

/** The supplier whose company the request is addressed to (the item's supplier). */
async function supplierOf(playwright: Playwright, info: TestInfo, rtnNo: string): Promise<string> {
  for (const loginId of ['supplier01', 'supplier02']) {
    const sp = await session(playwright, info, loginId, 'SP');
    const found = (await sp.get(`/sp/returns/${rtnNo}`)).status === 200;
    await sp.dispose();
    if (found) return loginId;
  }
  throw new Error(`no supplier sees ${rtnNo}`);
}

/** The request detail a `?rtnNo=` link opens (a notification's link). */
async function linkedDetail(page: Page, info: TestInfo, side: Side, rtnNo: string) {
  await page.goto(`/${side}/return/list?rtnNo=${rtnNo}`);
  const dialog = screen(page, info, side).dialog(rtnNo);
  await expect(dialog.getByTestId('return-status')).toBeVisible();
  return dialog;
}

test.describe('returns and exchanges from what was received', () => {
  test('the new request dialog: axe and a screenshot', async ({ page }, info) => {
    const { s } = await openScreen(page, info, listOf('by', 'buyer01'));
    await s.panel.getByRole('button', { name: s.t.new, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: s.t.create.title });
    await expect(dialog.getByRole('combobox', { name: s.t.create.line })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'a new return request', 'document');
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveScreenshot('by-return-new.png');
  });

  test("the supplier's exchange completion dialog: axe and a screenshot", async ({ page, playwright }, info) => {
    const t = texts(info).returns;
    const { ordNo, lineNo } = await receivedLine(playwright, info, 'complete');
    const buyer = await session(playwright, info, 'buyer01', 'BY');
    const made = await buyer.post('/by/returns', {
      ordNo,
      lineNo,
      kind: 'EXCHANGE',
      qty: 1,
      rsnCd: 'DEFECT',
      rsnCn: '',
      athFileId: '',
    });
    expect(made.error).toBeNull();
    await buyer.dispose();
    const rtnNo = (made.data as { rtnNo: string }).rtnNo;
    const loginId = await supplierOf(playwright, info, rtnNo);
    const supplier = await session(playwright, info, loginId, 'SP');
    expect((await approveAsSupplier(supplier, rtnNo)).error).toBeNull();
    await supplier.dispose();
    await signInByApi(page, info, loginId, 'SP');
    const dialog = await linkedDetail(page, info, 'sp', rtnNo);
    await dialog.getByRole('button', { name: t.action.complete, exact: true }).click();
    const complete = page.getByRole('dialog', { name: t.complete.title });
    await expect(complete.getByRole('combobox', { name: t.complete.carrierCd })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the exchange completion', 'document');
    await page.waitForLoadState('networkidle');
    await expect(complete).toHaveScreenshot('sp-return-complete.png', { mask: [complete.getByText(rtnNo)] });
    // The own truck asks for a vehicle and a driver instead.
    await complete.getByRole('combobox', { name: t.complete.transKind }).selectOption('OWN');
    await expect(complete.getByRole('textbox', { name: t.complete.vehicleNo })).toBeVisible();
    await expect(complete.getByRole('combobox', { name: t.complete.carrierCd })).toHaveCount(0);
  });

  test(
    'the buyer requests an exchange with a photo from a received line; the supplier approves and completes it with a day and a transport; the replacement delivery shows',
    { tag: '@diagonal' },
    async ({ page, playwright }, info) => {
      const t = texts(info).returns;
      const { ordNo, lineNo } = await receivedLine(playwright, info, 'exchange');
      await signInByApi(page, info, 'buyer01', 'BY');
      // The receipt screen's link opens the dialog on that line.
      await page.goto(`/by/return/list?ordNo=${ordNo}&lineNo=${lineNo}`);
      const dialog = page.getByRole('dialog', { name: t.create.title });
      const line = dialog.getByRole('combobox', { name: t.create.line });
      await expect(line).toHaveValue(`${ordNo}:${lineNo}`);
      // Five received, two of them rejected: three accepted can be returned (decision 0094).
      await expect(dialog).toContainText(fill(t.create.qtyHint, { max: 3 }));
      await dialog.getByRole('combobox', { name: t.col.rtnKindCd }).selectOption('EXCHANGE');
      await dialog.getByRole('combobox', { name: t.col.rsnCd }).selectOption('DAMAGED');
      const why = `E2E ${info.project.name}: the box was crushed`;
      await dialog.getByRole('textbox', { name: t.dialog.rsnCn }).fill(why);
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(dialog.getByText('crushed.png')).toBeVisible();
      // More than accepted less taken: refused with the max, nothing typed or attached lost.
      const qty = dialog.getByRole('textbox', { name: t.create.qty });
      await qty.fill('4');
      await clickLock(page);
      await dialog.getByRole('button', { name: t.create.submit, exact: true }).click();
      await expect(dialog).toContainText(message(info, 'MRORT0004', { max: 3 }));
      await expect(dialog.getByRole('textbox', { name: t.dialog.rsnCn })).toHaveValue(why);
      await expect(dialog.getByText('crushed.png')).toBeVisible();
      await qty.fill('2');
      await clickLock(page);
      await dialog.getByRole('button', { name: t.create.submit, exact: true }).click();
      await answer(page, fill(t.create.confirm, { ordNo, lineNo }));
      const made = page.getByRole('status').filter({ hasText: /RT\d{14}/ });
      await expect(made).toBeVisible();
      const rtnNo = /RT\d{14}/.exec((await made.textContent()) ?? '')![0];
      const detail = screen(page, info, 'by').dialog(rtnNo);
      await expect(detail.getByTestId('return-status')).toBeVisible();
      await expect(detail).toContainText(why);
      await expect(detail.getByText('crushed.png')).toBeVisible();
      // The list behind shows the new request without pressing 조회 (issue 57 item 7).
      await expect(screen(page, info, 'by').row(rtnNo)).toHaveCount(1);

      // The supplier (the item's), in its own browser context: approve, then complete with the replacement.
      const supplier = await supplierOf(playwright, info, rtnNo);
      const spContext = await page.context().browser()!.newContext({
        baseURL: info.project.use.baseURL!,
        locale: info.project.use.locale!,
        viewport: info.project.use.viewport!,
        timezoneId: 'Asia/Seoul',
      });
      const sp = await spContext.newPage();
      await signInByApi(sp, info, supplier, 'SP');
      const spDialog = await linkedDetail(sp, info, 'sp', rtnNo);
      await spDialog.getByRole('button', { name: t.action.approve, exact: true }).click();
      await answer(sp, fill(t.confirm.approve, { rtnNo }));
      await toasted(sp, fill(t.done.approve, { rtnNo }));
      await clickLock(sp);
      await spDialog.getByRole('button', { name: t.action.complete, exact: true }).click();
      const complete = sp.getByRole('dialog', { name: t.complete.title });
      // Without a transport's tracking number: refused before anything is sent.
      const tomorrow = isoDay(new Date(Date.now() + 2 * 86_400_000));
      await complete.getByRole('textbox', { name: t.complete.dlvDt }).fill(tomorrow);
      await complete.getByRole('textbox', { name: t.complete.dlvDt }).press('Tab');
      await complete.getByRole('combobox', { name: t.complete.carrierCd }).selectOption('CJ');
      await complete.getByRole('button', { name: t.complete.submit, exact: true }).click();
      await expect(complete).toContainText(message(info, 'MRODL0007'));
      await complete.getByRole('textbox', { name: t.complete.trackingNo }).fill('6012-3456-7890');
      await clickLock(sp);
      await complete.getByRole('button', { name: t.complete.submit, exact: true }).click();
      await answer(sp, fill(t.confirm.complete, { rtnNo }));
      await toasted(sp, fill(t.done.complete, { rtnNo }));
      await expect(complete).toHaveCount(0);
      await expect(spDialog.getByTestId('return-replacements')).toContainText(/DL\d{14}/);
      await expectNoSeriousAxeViolations(sp, 'a completed exchange for its supplier', 'document');
      await spContext.close();

      // The buyer's detail shows the replacement delivery, scheduled.
      await page.keyboard.press('Escape');
      const seen = await linkedDetail(page, info, 'by', rtnNo);
      await expect(seen.getByTestId('return-replacements').getByRole('listitem')).toHaveCount(1);
      await expect(seen.getByTestId('return-replacements')).toContainText(/DL\d{14}/);
    },
  );

  test(
    'the buyer withdraws a request the supplier has not decided; one the supplier approved meanwhile is refused and shown as it is',
    { tag: '@diagonal' },
    async ({ page, playwright }, info) => {
      const t = texts(info).returns;
      const { ordNo, lineNo } = await receivedLine(playwright, info, 'withdraw');
      const buyer = await session(playwright, info, 'buyer01', 'BY');
      const request = async () => {
        const made = await buyer.post('/by/returns', {
          ordNo,
          lineNo,
          kind: 'RETURN',
          qty: 1,
          rsnCd: 'EXCESS',
          rsnCn: '',
          athFileId: '',
        });
        expect(made.error).toBeNull();
        return (made.data as { rtnNo: string }).rtnNo;
      };
      const rtnNo = await request();
      const raced = await request();
      await buyer.dispose();
      await signInByApi(page, info, 'buyer01', 'BY');
      const dialog = await linkedDetail(page, info, 'by', rtnNo);
      await dialog.getByRole('button', { name: t.action.withdraw, exact: true }).click();
      await answer(page, fill(t.confirm.withdraw, { rtnNo }));
      await toasted(page, fill(t.done.withdraw, { rtnNo }));
      await expect(dialog.getByTestId('return-status')).toHaveText(/철회|Withdrawn/);
      await expect(dialog.getByRole('button', { name: t.action.withdraw, exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The supplier approves the other while the buyer reads it: the withdrawal is refused, the detail re-read.
      const other = await linkedDetail(page, info, 'by', raced);
      const supplier = await session(playwright, info, await supplierOf(playwright, info, raced), 'SP');
      expect((await approveAsSupplier(supplier, raced)).error).toBeNull();
      await supplier.dispose();
      await clickLock(page);
      await other.getByRole('button', { name: t.action.withdraw, exact: true }).click();
      await answer(page, fill(t.confirm.withdraw, { rtnNo: raced }));
      await answer(page, message(info, 'MRORT0003', { rtnNo: raced }));
      await expect(other.getByTestId('return-status')).toHaveText(/승인|Approved/);
      await expect(other.getByRole('button', { name: t.action.withdraw, exact: true })).toHaveCount(0);
    },
  );

  test(
    'the chat channels open in the 375 × 630 popup; a channel not in use (usePsDefCn2 N) shows no button',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      // What window.open was asked for (the popup's size is in its features).
      await page.addInitScript(() => {
        const opened: string[] = [];
        (window as unknown as { __opened: string[] }).__opened = opened;
        const original = window.open.bind(window);
        window.open = (url?: string | URL, target?: string, features?: string) => {
          opened.push(`${String(url)} ${features ?? ''}`);
          return original(url, target, features);
        };
      });
      await page
        .context()
        .route('https://chat.example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>chat</title><p>chat</p>' }),
        );
      const all = texts(info);
      // The entry header's main channel.
      await page.goto('/notice/list');
      const popup = page.waitForEvent('popup');
      await page.locator('[data-chat-channel="CHANNEL_DM_URL"]').click();
      const chat = await popup;
      await chat.waitForLoadState();
      expect(chat.url()).toBe('https://chat.example.com/mro-main');
      const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(opened).toEqual([expect.stringMatching(/^https:\/\/chat\.example\.com\/mro-main width=375,height=630,/)]);
      await chat.close();

      // The buyer's item detail: the buyers' item channel (in use)…
      await enterSystem(page, info, 'buyer01', 'BY');
      const openItem = async () => {
        const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/catalog/items?'));
        await page.goto('/by/catalog');
        await answered;
        const dialog = await openFirstResult(page, info);
        await expect(dialog.getByText(all.catalog.listPrice)).toBeVisible();
        return dialog;
      };
      let dialog = await openItem();
      await expect(dialog.getByRole('button', { name: all.catalog.chat })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'an item detail with its chat', 'document');
      const itemPopup = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: all.catalog.chat }).click();
      expect((await itemPopup).url()).toBe('https://chat.example.com/mro-buyer');
      const sizes = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(sizes.at(-1)).toMatch(/^https:\/\/chat\.example\.com\/mro-buyer width=375,height=630,/);
      await dialog.getByRole('button', { name: all.catalog.chat }).press('Escape');

      // The goods receipts' delivery channel (CHANNEL_DLV_URL, in use).
      await page.goto('/by/receipt/list');
      const deliveryChat = page.getByRole('tabpanel').getByRole('button', { name: all.chatChannel.delivery });
      const deliveryPopup = page.waitForEvent('popup');
      await deliveryChat.click();
      expect((await deliveryPopup).url()).toBe('https://chat.example.com/mro-delivery');
      const afterDelivery = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(afterDelivery.at(-1)).toMatch(/^https:\/\/chat\.example\.com\/mro-delivery width=375,height=630,/);

      // …and not when the code list says N.
      await page.route('**/imk/api/anonymous/common-codes/cache?**', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as {
          data: { codes: { cdLstId: string; commonCodes: { cd: string; usePsDefCn2: string }[] }[] };
        };
        for (const list of body.data.codes)
          for (const code of list.commonCodes) if (code.cd === 'CHANNEL_BY_ITEM_URL') code.usePsDefCn2 = 'N';
        await route.fulfill({ response: res, json: body });
      });
      await page.reload();
      dialog = await openItem();
      await expect(dialog.getByRole('button', { name: all.catalog.addToCart })).toBeVisible();
      await expect(dialog.getByRole('button', { name: all.catalog.chat })).toHaveCount(0);
    },
  );
});

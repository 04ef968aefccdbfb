// Tax invoices end to end (issue 45 item 1, decision 0074) against the real API server: the
// supplier's and the buyer's lists of the seeded invoices in the four projects (axe, a screenshot;
// the lists run before the flow issues more); the acceptance flow once, on the diagonal (ko desktop): an order
// of buyer01 approved, confirmed, delivered, shipped and received in full through the API (not the
// subject), then on the screens only the supplier issues the month's invoice for the accepted
// receipts of the buyer and currency, the buyer disputes it with a reason, the supplier issues the
// modified invoice, the buyer confirms it and the payment date shows (the 15th of the following
// month, moved to the next working day when that is a weekend or holiday).
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { defaultTaxPeriod, formatDateValue, paymentScheduleOf } from '@mro/rules';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, message, signInByApi, texts, toasted, clickLock } from './helpers';
import { fill, listScreen, openScreen } from './listPage';
import { approvedOrder, session } from './orderSessions';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREENSHOT_CSS = fileURLToPath(new URL('./tax-invoices.screenshot.css', import.meta.url));

const QTY = 200;
const REASON = '단가가 계약 단가와 다릅니다';
/** A day `days` from today, YYYYMMDD in Korean time. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
const isSearch = (side: 'sp' | 'by') => (r: { url(): string; request(): { method(): string } }) =>
  r.url().includes(`/imk/api/${side}/tax-invoices/page`) && r.request().method() === 'GET';

/**
 * An order of buyer01 received and accepted in full through the API: approved, its line confirmed
 * by its supplier, delivered in one shipped delivery and received. Its number, supplier user and
 * receipt number.
 */
async function acceptedReceipt(playwright: Playwright, info: TestInfo) {
  const { ordNo } = await approvedOrder(playwright, info, 'tax-invoices', { qty: QTY });
  let supplier = '';
  for (const loginId of ['supplier01', 'supplier02']) {
    const sp = await session(playwright, info, loginId, 'SP');
    const order = await sp.get(`/sp/orders/${ordNo}`);
    if (!order.error) {
      supplier = loginId;
      const { version } = order.data as { version: number };
      const decided = await sp.post(`/sp/orders/${ordNo}/decisions`, {
        version,
        lines: [{ lineNo: 1, action: 'confirm', promisedDt: dayAhead(7) }],
      });
      expect(decided.error).toBeNull();
      const scheduled = await sp.post('/sp/deliveries', {
        ordNo,
        lines: [{ lineNo: 1, qty: QTY }],
        dlvDt: dayAhead(0),
        transKind: 'CARRIER',
        carrierCd: 'CJ',
        trackingNo: '6012-3456-7890',
      });
      expect(scheduled.error).toBeNull();
      const { dlvNo } = scheduled.data as { dlvNo: string };
      expect((await sp.post(`/sp/deliveries/${dlvNo}/ship`, { version: 1 })).error).toBeNull();
      const buyer = await session(playwright, info, 'buyer01');
      const lines = await buyer.get(
        `/by/receipts/lines?fromDt=${dayAhead(-30)}&toDt=${dayAhead(0)}&ordNos=${ordNo}&pageSize=50`,
      );
      const line = (lines.data as { pages: { lineNo: number; version: number }[] }).pages.find((l) => l.lineNo === 1)!;
      const received = await buyer.post('/by/receipts', {
        ordNo,
        lineNo: 1,
        version: line.version,
        rcvQty: QTY,
        dlvNo,
      });
      expect(received.error).toBeNull();
      await buyer.dispose();
    }
    await sp.dispose();
    if (supplier) break;
  }
  expect(supplier).not.toBe('');
  return { ordNo, supplier };
}

/** Another browser context of the same project (each party in its own). */
async function partyContext(browser: Browser, info: TestInfo) {
  const use = info.project.use;
  return browser.newContext({
    baseURL: use.baseURL!,
    locale: use.locale!,
    viewport: use.viewport!,
    timezoneId: use.timezoneId!,
    colorScheme: use.colorScheme!,
    reducedMotion: use.reducedMotion!,
  });
}

/** A party's tax invoice list, opened and searched once; opens an invoice's detail by its number. */
function screen(page: Page, info: TestInfo, side: 'sp' | 'by') {
  const list = listScreen(page, info, texts(info).taxInvoices, isSearch(side));
  const { t, grid } = list;
  return {
    ...list,
    /** The detail of one invoice of the list (its row made active, then "Details"). */
    open: async (invNo: string) => {
      await list.row(invNo).locator("[aria-colindex='2']").click();
      await list.button(t.open).click();
      const dialog = page.getByRole('dialog', { name: fill(t.dialog.title, { invNo }) });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    /** Searched again (the list's default conditions) once the invoice shows with `status`. */
    again: async (invNo: string, status: string) => {
      await list.search();
      await expect(grid.getByRole('row').filter({ hasText: invNo })).toContainText(status);
    },
  };
}

/** The list of a party, its user signed in already. */
async function openList(page: Page, info: TestInfo, side: 'sp' | 'by') {
  const opening = {
    system: side === 'sp' ? ('SP' as const) : ('BY' as const),
    path: `/${side}/tax-invoice/list`,
    isSearch: isSearch(side),
    screen: (p: Page, i: TestInfo) => screen(p, i, side),
  };
  const { s, data } = await openScreen(page, info, opening);
  return { ...s, data };
}

test.describe('tax invoices', () => {
  test('the supplier’s and the buyer’s lists', async ({ page }, info) => {
    for (const [loginId, system, side] of [
      ['supplier01', 'SP', 'sp'],
      ['buyer01', 'BY', 'by'],
    ] as const) {
      await signInByApi(page, info, loginId, system);
      const list = await openList(page, info, side);
      // The seeded invoices: one confirmed by buyer01, one issued.
      expect(list.data.totalCount).toBeGreaterThanOrEqual(2);
      await expect(list.panel.getByRole('button', { name: list.t.issue, exact: true })).toHaveCount(
        side === 'sp' ? 1 : 0,
      );
      await expectNoSeriousAxeViolations(page, `${side} tax invoices`, 'document');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page).toHaveScreenshot(`tax-invoices-${side}.png`, { fullPage: true, stylePath: SCREENSHOT_CSS });
    }
  });

  test(
    'the month’s invoice issued, disputed, a modified invoice confirmed, the payment date shown',
    { tag: '@ko-desktop' },
    async ({ page, browser, playwright }, info) => {
      test.slow();
      const { ordNo, supplier } = await acceptedReceipt(playwright, info);
      await signInByApi(page, info, supplier, 'SP');
      const sp = await openList(page, info, 'sp');
      const t = sp.t;
      const buyerContext = await partyContext(browser, info);
      const by = await buyerContext.newPage();
      await signInByApi(by, info, 'buyer01', 'BY');

      let invNo = '';
      await test.step('the supplier issues the month’s invoice for the accepted receipts', async () => {
        await sp.panel.getByRole('button', { name: t.issue, exact: true }).click();
        const form = page.getByRole('dialog', { name: t.form.title });
        await expect(form).toBeVisible();
        const group = form.getByRole('combobox', { name: t.form.group });
        const label = await group.locator('option', { hasText: '한빛제조(주) · KRW' }).textContent();
        await group.selectOption({ label: label! });
        const lines = form.getByRole('table', { name: t.form.lines });
        const row = lines.getByRole('row').filter({ hasText: ordNo });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('checkbox')).toBeChecked();
        await expect(form.locator('[data-total]')).not.toHaveText('0');
        await expectNoSeriousAxeViolations(page, 'the issue form', 'document');
        const issued = page.waitForResponse(
          (r) => r.url().endsWith('/imk/api/sp/tax-invoices') && r.request().method() === 'POST',
        );
        // Issuing binds (issue 57 item 4): first a confirmation saying what happens, with the amounts;
        // cancelled, the form stays as it was and nothing is sent.
        const total = (await form.locator('[data-total]').textContent())!;
        const posts: string[] = [];
        page.on(
          'request',
          (r) => r.method() === 'POST' && r.url().endsWith('/imk/api/sp/tax-invoices') && posts.push(r.url()),
        );
        await clickLock(page);
        await form.getByRole('button', { name: t.form.submit, exact: true }).click();
        await expect(page.getByRole('alertdialog')).toContainText('한빛제조(주)');
        await answer(page, total, 'cancel');
        expect(posts).toHaveLength(0);
        await expect(row.getByRole('checkbox')).toBeChecked();
        await clickLock(page);
        await form.getByRole('button', { name: t.form.submit, exact: true }).click();
        await answer(page, total);
        invNo = ((await (await issued).json()) as { data: { invNo: string } }).data.invNo;
        await toasted(page, fill(t.done.issue, { invNo }));
        const dialog = page.getByRole('dialog', { name: fill(t.dialog.title, { invNo }) });
        await expect(dialog.getByRole('table', { name: fill(t.view.lines, { invNo }) })).toContainText(
          formatDateValue(dayAhead(0)),
        );
        await expect(dialog).toContainText(t.status.ISSUED);
        await dialog.getByRole('button', { name: t.dialog.close, exact: true }).first().click();
      });

      await test.step('the buyer disputes it with a reason', async () => {
        const list = await openList(by, info, 'by');
        const dialog = await list.open(invNo);
        await expect(dialog).toContainText('한빛제조(주)');
        await expectNoSeriousAxeViolations(by, 'the buyer’s invoice', 'document');
        await dialog.getByRole('button', { name: t.action.dispute, exact: true }).click();
        // No reason: refused on the screen (MROTX0007), nothing sent.
        await clickLock(by);
        await dialog.getByRole('button', { name: t.action.sendDispute, exact: true }).click();
        const reason = dialog.getByRole('textbox', { name: t.disputeReason });
        await expect(dialog).toContainText(message(info, 'MROTX0007'));
        await reason.fill(REASON);
        await clickLock(by);
        await dialog.getByRole('button', { name: t.action.sendDispute, exact: true }).click();
        await toasted(by, fill(t.done.dispute, { invNo }));
        await expect(dialog).toContainText(REASON);
        await expect(dialog.getByRole('button', { name: t.action.confirm, exact: true })).toHaveCount(0);
        await dialog.getByRole('button', { name: t.dialog.close, exact: true }).first().click();
      });

      let modified = '';
      await test.step('the supplier issues the modified invoice', async () => {
        await sp.again(invNo, t.status.DISPUTED);
        const dialog = await sp.open(invNo);
        await expect(dialog).toContainText(REASON);
        await dialog.getByRole('button', { name: t.action.modify, exact: true }).click();
        const form = page.getByRole('dialog', { name: fill(t.form.modifyTitle, { invNo }) });
        await expect(
          form.getByRole('table', { name: t.form.lines }).getByRole('row').filter({ hasText: ordNo }),
        ).toHaveCount(1);
        const issued = page.waitForResponse((r) => r.url().endsWith(`/imk/api/sp/tax-invoices/${invNo}/modify`));
        await clickLock(page);
        await form.getByRole('button', { name: t.form.submitModify, exact: true }).click();
        await answer(page, fill(t.modifyAsk, { invNo, supply: '', vat: '', total: '' }).split('?')[0]!);
        modified = ((await (await issued).json()) as { data: { invNo: string } }).data.invNo;
        await toasted(page, fill(t.done.modify, { invNo: modified }));
        const next = page.getByRole('dialog', { name: fill(t.dialog.title, { invNo: modified }) });
        await expect(next).toContainText(t.kind.MODIFIED);
        await expect(next).toContainText(invNo);
      });

      await test.step('the buyer confirms the modified invoice; the payment date shows', async () => {
        const list = await openList(by, info, 'by');
        const dialog = await list.open(modified);
        await clickLock(by);
        await dialog.getByRole('button', { name: t.action.confirm, exact: true }).click();
        await answer(by, fill(t.confirmAsk, { invNo: modified }));
        await toasted(by, fill(t.done.confirm, { invNo: modified }));
        await expect(dialog).toContainText(t.status.CONFIRMED);
        // The 15th of the month after the invoice's date (the month's last day), or the next
        // working day of the server's holiday calendar.
        const due = paymentScheduleOf(defaultTaxPeriod(dayAhead(0)).writeDt, new Set()).dueDt;
        const api = await session(playwright, info, 'buyer01');
        const read = (await api.get(`/by/tax-invoices/${modified}`)).data as { dueDt: string; payDt: string };
        await api.dispose();
        expect(read.dueDt).toBe(due);
        expect(read.payDt >= due).toBe(true);
        await expect(dialog.locator('[data-pay-dt]')).toContainText(formatDateValue(read.payDt));
        // The list was searched again after the decision.
        await dialog.getByRole('button', { name: t.dialog.close, exact: true }).first().click();
        await expect(list.grid.getByRole('row').filter({ hasText: modified })).toContainText(t.status.CONFIRMED);
        await expect(list.grid.getByRole('row').filter({ hasText: invNo })).toContainText(t.status.SUPERSEDED);
      });
      await buyerContext.close();
    },
  );
});

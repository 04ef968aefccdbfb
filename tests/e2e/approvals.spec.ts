// Approvals and notifications end to end (issue 43 items 5 and 7, decisions 0048 and 0049) against
// the real API server and its seeded 'PO' documents. The approval box of buyer02's company (its
// one document is never decided here, so the screenshots stay) in the four projects with axe, the
// list and a document's detail; the flows once each: Korean desktop: the approver approves one
// document and rejects another with its reason (refused first without one), while the next
// approver's bell, open in another browser, counts the waiting document without a reload; English
// at 375 px: the next approver completes a document, the drafter asks to cancel a completed one
// with a reason, the approver approves the cancel, and the notification inbox opens the document.
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, signInByApi, texts, uiTexts, clickLock, fill } from './helpers';

/** The approval history's times drawn with tabular digits (their column's width would follow the clock). */
const SCREENSHOT_CSS = fileURLToPath(new URL('./approvals.screenshot.css', import.meta.url));
/** How often the header's bell asks for the unread count (NOTIFICATION_POLL_MS, frames/notifications.ts). */
const BELL_POLL_MS = 15_000;

interface Row {
  apprNo: string;
  docId: string;
  title: string;
  statCd: string;
}

/** Opens the approval box (its first tab answers the waiting documents). */
async function openBox(page: Page, info: TestInfo, loginId: string) {
  await signInByApi(page, info, loginId, 'BY');
  const answered = page.waitForResponse((r) => r.url().includes('/imk/api/by/approvals/page?box=waiting'));
  await page.goto('/by/approval/inbox');
  const rows = ((await (await answered).json()) as { data: { pages: Row[] } }).data.pages;
  const t = texts(info).approvals;
  const panel = (box: 'waiting' | 'drafted' | 'decided' = 'waiting') =>
    page.getByRole('tabpanel', { name: t.box[box] });
  return {
    t,
    rows,
    panel,
    tab: (box: 'waiting' | 'drafted' | 'decided') => page.getByRole('tab', { name: t.box[box] }),
    row: (title: string, box: 'waiting' | 'drafted' | 'decided' = 'waiting') =>
      panel(box).getByRole('row').filter({ hasText: title }),
    dialog: (apprNo: string) => page.getByRole('dialog', { name: fill(t.dialog.title, { apprNo }) }),
  };
}
type Box = Awaited<ReturnType<typeof openBox>>;

/** Opens a waiting document's detail from the box. */
async function openDocument(box: Box, title: string) {
  const { apprNo } = box.rows.find((r) => r.title === title)!;
  await box.row(title).getByRole('button', { name: title }).click();
  const dialog = box.dialog(apprNo);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('approval-status')).toBeVisible();
  return { apprNo, dialog };
}

/** The unread count the bell shows (its `data-unread`). */
const bellCount = async (page: Page, info: TestInfo) => {
  const bell = page.getByRole('button', { name: new RegExp(`^${texts(info).notifications.title}`) });
  return Number(await bell.getAttribute('data-unread'));
};

async function otherUser(browser: Browser, info: TestInfo, loginId: string) {
  const context = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL!,
  });
  const page = await context.newPage();
  await signInByApi(page, info, loginId, 'BY');
  // The page's own clock, running at the real pace, so that the test can move it on to the bell's
  // next poll instead of waiting for it.
  await page.clock.install();
  const counted = page.waitForResponse((r) => r.url().includes('/imk/api/notifications/unread-count'));
  await page.goto('/by/');
  await expect(page.getByRole('heading', { level: 1, name: texts(info).frame.home })).toBeVisible();
  await counted;
  await expect(page.getByRole('button', { name: new RegExp(`^${texts(info).notifications.title}`) })).toHaveAttribute(
    'data-unread',
    /^[1-9]/,
  );
  return { page, close: () => context.close() };
}

test.describe('approvals', () => {
  test('the approval box and a document’s detail (axe, screenshots)', async ({ page }, info) => {
    const box = await openBox(page, info, 'approver11');
    // The seeded documents are real orders (decision 0055).
    expect(box.rows.map((r) => r.title)).toEqual(['산업용 와이퍼 소형 무진']);
    expect(box.rows[0]!.docId).toMatch(/^OD\d{14}$/);
    await expect(box.row('산업용 와이퍼 소형 무진')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'approval box', 'document');
    // What follows the day the server was seeded: the times and the documents' numbers.
    const volatile = () => [page.locator('time'), page.getByText(/AP\d{14}/), page.getByText(/OD\d{14}/)];
    await expect(page).toHaveScreenshot('approval-box.png', { fullPage: true, mask: volatile() });
    const { dialog } = await openDocument(box, '산업용 와이퍼 소형 무진');
    await expect(dialog.getByRole('button', { name: box.t.action.approve, exact: true })).toBeVisible();
    await expect(dialog.getByRole('table', { name: box.t.dialog.steps })).toContainText('강승인');
    await expectNoSeriousAxeViolations(page, 'approval detail', 'document');
    await expect(page).toHaveScreenshot('approval-detail.png', { mask: volatile(), stylePath: SCREENSHOT_CSS });

    // The document is an order (decision 0055): the order's detail, with its approval history.
    await dialog.getByRole('button', { name: box.t.dialog.toOrder, exact: true }).click();
    const order = page.getByRole('dialog', { name: /OD\d{14}/ });
    await expect(order.getByRole('table', { name: new RegExp(`${box.rows[0]!.apprNo}`) })).toContainText('강승인');
    await expectNoSeriousAxeViolations(page, 'order detail', 'document');
    // The order's dates follow the day the server was seeded too.
    const dates = order.getByText(/\d{4}[-.]\s?\d{2}[-.]\s?\d{2}/);
    await expect(page).toHaveScreenshot('order-detail.png', {
      mask: [...volatile(), dates],
      stylePath: SCREENSHOT_CSS,
    });
  });

  test(
    'the approver approves one and rejects another with a reason; the next approver’s bell counts it without a reload',
    { tag: '@ko-desktop' },
    async ({ page, browser }, info) => {
      const next = await otherUser(browser, info, 'approver02');
      const before = await bellCount(next.page, info);
      const box = await openBox(page, info, 'approver01');
      const t = box.t;

      // Approve: a confirm, then a toast; the document leaves the box.
      const approved = await openDocument(box, '육각 볼트 M5×10 아연도금');
      await approved.dialog.getByRole('button', { name: t.action.approve, exact: true }).click();
      await answer(page, fill(t.confirm.approve, { apprNo: approved.apprNo }));
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.done.approve, { apprNo: approved.apprNo }) }),
      ).toBeVisible();
      await expect(box.row('육각 볼트 M5×10 아연도금')).toHaveCount(0);

      // The next approver's bell, in another browser, counts the document now waiting for them at
      // its next poll (every 15 s, NOTIFICATION_POLL_MS; its clock moved on to it, not waited for).
      await next.page.clock.fastForward(BELL_POLL_MS);
      await expect.poll(() => bellCount(next.page, info), { timeout: 25_000 }).toBe(before + 1);
      await next.close();

      // Reject: the reason is required (the field says so), then the toast; the drafter's view shows it.
      const rejected = await openDocument(box, '니트릴 코팅 장갑 S 회색 10켤레 외 2건');
      await rejected.dialog.getByRole('button', { name: t.action.reject, exact: true }).click();
      const reasonBox = page.getByRole('dialog', { name: t.reason.reject.title });
      await reasonBox.getByRole('button', { name: t.reason.reject.submit, exact: true }).click();
      await expect(reasonBox.getByRole('textbox', { name: t.reason.reject.label })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await reasonBox.getByRole('textbox', { name: t.reason.reject.label }).fill('단가 재협상 후 다시 올려 주세요.');
      await clickLock(page);
      await reasonBox.getByRole('button', { name: t.reason.reject.submit, exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.done.reject, { apprNo: rejected.apprNo }) }),
      ).toBeVisible();
      await box.tab('decided').click();
      const decided = box.row('니트릴 코팅 장갑 S 회색 10켤레 외 2건', 'decided');
      await expect(decided).toContainText(uiTexts(info).status.approval['7']);
      await decided.getByRole('button').click();
      await expect(box.dialog(rejected.apprNo).getByRole('table', { name: t.dialog.steps })).toContainText(
        '단가 재협상 후 다시 올려 주세요.',
      );
    },
  );

  test(
    'the next approver completes a document; the drafter asks to cancel a completed one; the cancel is approved; the inbox links to it',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const t = texts(info).approvals;
      const status = uiTexts(info).status.approval;
      // approver02 completes the shoes (already agreed by approver01).
      let box = await openBox(page, info, 'approver02');
      const shoes = await openDocument(box, '산업용 안전화 240mm 단화 일반 외 1건');
      await shoes.dialog.getByRole('button', { name: t.action.approve, exact: true }).click();
      await answer(page, fill(t.confirm.approve, { apprNo: shoes.apprNo }));
      await expect(
        page.getByRole('status').filter({ hasText: fill(t.done.approve, { apprNo: shoes.apprNo }) }),
      ).toBeVisible();

      // buyer01 asks to cancel the cutting oil (completed), with a reason.
      await page.context().clearCookies();
      box = await openBox(page, info, 'buyer01');
      await box.tab('drafted').click();
      const oil = box.row('산업용 윤활유 절삭유 1L ISO VG32', 'drafted');
      await expect(oil).toContainText(status['3']);
      await oil.getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: new RegExp(fill(t.dialog.title, { apprNo: 'AP\\d+' })) });
      await dialog.getByRole('button', { name: t.action.cancel, exact: true }).click();
      const reasonBox = page.getByRole('dialog', { name: t.reason.cancel.title });
      await reasonBox.getByRole('textbox', { name: t.reason.cancel.label }).fill('The supplier is out of stock.');
      await reasonBox.getByRole('button', { name: t.reason.cancel.submit, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'requested' })).toBeVisible();
      await expect(oil).toContainText(status['4']);

      // approver02 finds it through the notification inbox and approves the cancel.
      await page.context().clearCookies();
      await signInByApi(page, info, 'approver02', 'BY');
      await page.goto('/by/notification/list');
      const n = texts(info).notifications;
      const waiting = page.getByRole('row').filter({ hasText: '산업용 윤활유 절삭유 1L ISO VG32' }).first();
      await expect(waiting).toContainText(n.unread);
      await waiting.getByRole('button', { name: n.open }).click();
      const cancelDoc = page.getByRole('dialog', { name: new RegExp(fill(t.dialog.title, { apprNo: 'AP\\d+' })) });
      await expect(cancelDoc.getByTestId('approval-status')).toHaveText(status['4']);
      await cancelDoc.getByRole('button', { name: t.action.approve, exact: true }).click();
      await answer(page, 'Approve approval document');
      await expect(page.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();
      await page.getByRole('tab', { name: t.box.decided }).click();
      await expect(
        page
          .getByRole('tabpanel', { name: t.box.decided })
          .getByRole('row')
          .filter({ hasText: '산업용 윤활유 절삭유 1L ISO VG32' }),
      ).toContainText(status['5']);

      // The document is an order (decision 0055): its detail links to the order, cancelled (5),
      // whose detail shows every step of both rounds.
      await page
        .getByRole('tabpanel', { name: t.box.decided })
        .getByRole('row')
        .filter({ hasText: '산업용 윤활유 절삭유 1L ISO VG32' })
        .getByRole('button')
        .click();
      await page.getByRole('button', { name: t.dialog.toOrder, exact: true }).click();
      const order = page.getByRole('dialog', { name: /^Order OD\d{14}$/ });
      await expect(order).toContainText(status['5']);
      await expect(order.getByRole('table', { name: /^Approval history/ })).toContainText(
        'The supplier is out of stock.',
      );
    },
  );
});

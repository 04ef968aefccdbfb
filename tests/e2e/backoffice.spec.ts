// The provider back office's registrations queue (issue 45 item 3, decision 0064; BY menu
// "Buyer admin", program BYADM001, role A) against the real API server: buyers registered through
// the API wait in the queue with the working time left of their 24 working hours; the
// administrator approves one after a confirm, it leaves the queue with a toast, focus moves to
// the next row's button, and the buyer can sign in; one another administrator approved first is
// refused with MROAU0015 and the queue is read again. Axe and screenshots (ko desktop and en 375
// px on the diagonal) of a fixed queue, so the baseline does not follow the clock.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { PASSWORD, answer, enterSystem, message, texts, toasted, clickLock, fill } from './helpers';
import {
  FIXED,
  FIXED_APPLICATION,
  FIXED_AUDITS,
  FIXED_USERS,
  adminSession,
  applySupplier,
  counted,
  fixRegistrationsQueue,
  mailTo,
  signInStatus,
} from './backofficeFixtures';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREENSHOT_CSS = fileURLToPath(new URL('./backoffice.screenshot.css', import.meta.url));

/** A buyer registered through the API (waiting for approval); its login id. */
async function registerBuyer(page: Page, info: TestInfo, tag: string): Promise<string> {
  const loginId = `q${Date.now().toString(36)}${tag}`;
  const origin = new URL(info.project.use.baseURL!).origin;
  const res = await page.request.post('/imk/api/anonymous/users/buyers', {
    headers: { 'x-system': 'MAIN', origin },
    data: {
      loginId,
      pwCn: PASSWORD,
      pwCnConfirm: PASSWORD,
      userNm: `대기${tag}`,
      cpCd: 'BY001',
      dpCd: 'BY001-D01',
      mobileNo: '010-5555-1234',
      email: `${loginId}@example.com`,
      zipCd: '04524',
      addr: '서울특별시 중구 세종대로 110',
      euResidentYn: 'N',
      termsAgreeYn: 'Y',
      privacyAgreeYn: 'Y',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return loginId;
}

/** Another administrator's session (admin01 again, cookies apart from the page's) in BY. */
async function otherAdmin(playwright: Playwright, info: TestInfo) {
  const { ctx, by } = await adminSession(playwright, info);
  return {
    approve: async (loginId: string) =>
      (await ctx.post(`/imk/api/admin/users/${loginId}/approve`, { headers: by })).status(),
    dispose: () => ctx.dispose(),
  };
}

async function openQueue(page: Page, info: TestInfo) {
  const t = texts(info);
  await enterSystem(page, info, 'admin01', 'BY');
  await page.goto('/by/admin/users');
  await expect(
    page.getByRole('heading', { level: 1, name: lang(info) === 'en' ? 'Buyer admin' : '구매사 관리' }),
  ).toBeVisible();
  return t;
}
const lang = (info: TestInfo) => (info.project.name.startsWith('en') ? 'en' : 'ko');

test.describe('back office: registrations queue', () => {
  test('the queue with the time left; axe and a screenshot', { tag: '@diagonal' }, async ({ page }, info) => {
    await fixRegistrationsQueue(page);
    const t = (await openQueue(page, info)).backoffice;
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('row')).toHaveCount(4);
    await expect(panel.getByText(fill(t.left, { hours: 15, minutes: 0 }))).toBeVisible();
    await expect(panel.getByText(fill(t.overdue, { hours: 2, minutes: 30 }))).toBeVisible();
    await expect(panel.getByText(fill(t.left, { hours: 1, minutes: 35 }))).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'registrations queue', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('by-admin-registrations.png', { fullPage: true, stylePath: SCREENSHOT_CSS });
    await page.getByRole('tab', { name: fill(t.tab.suppliers, { count: 1 }) }).click();
    await expect(page.getByRole('tabpanel').getByText('220-81-62517')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'supplier applications', 'document');
  });

  test(
    'approve a waiting buyer: confirm, toast, the row leaves, focus moves on, the buyer signs in; one decided first is refused',
    { tag: '@ko-desktop' },
    async ({ page, playwright }, info) => {
      const first = await registerBuyer(page, info, 'a');
      const second = await registerBuyer(page, info, 'b');
      const t = (await openQueue(page, info)).backoffice;
      const panel = page.getByRole('tabpanel');
      const row = (loginId: string) => panel.getByRole('row').filter({ hasText: loginId });
      const approveOf = (loginId: string, name: string) =>
        panel.getByRole('button', { name: fill(t.approveOf, { name: `${name} (${loginId})` }) });

      await test.step('each waits with the working time left of its 24 hours', async () => {
        await expect(row(first)).toContainText('대기a');
        // Just registered: 24 hours left (23 h 59 min once a minute of a working day passed).
        await expect(row(first)).toContainText(/(24시간 0분|23시간 5\d분) 남음/);
        await expect(row(second)).toBeVisible();
      });

      await test.step('approved after a confirm: a toast, the row leaves, focus on the next row', async () => {
        await approveOf(first, '대기a').click();
        await answer(page, fill(t.confirm.buyers, { name: '대기a' }));
        await toasted(page, fill(t.approved.buyers, { name: '대기a' }));
        await expect(row(first)).toHaveCount(0);
        await expect(approveOf(second, '대기b')).toBeFocused();
      });

      await test.step('the approved buyer signs in', async () => {
        const origin = new URL(info.project.use.baseURL!).origin;
        const login = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
        const res = await login.post('/imk/api/login', {
          data: { loginId: first, pwCn: PASSWORD },
          headers: { 'x-system': 'MAIN', origin },
        });
        expect(res.ok(), await res.text()).toBe(true);
        await login.dispose();
      });

      await test.step('another administrator approved it first: told (MROAU0015), the queue read again', async () => {
        const other = await otherAdmin(playwright, info);
        expect(await other.approve(second)).toBe(200);
        await other.dispose();
        await approveOf(second, '대기b').click();
        await answer(page, fill(t.confirm.buyers, { name: '대기b' }));
        await answer(page, message(info, 'MROAU0015', { id: second }));
        await expect(row(second)).toHaveCount(0);
      });
    },
  );
});

// ——— Decision 0067: rejections, supplier applications with documents, users, the change log ———

test.describe('back office: decisions, users and the change log', () => {
  test(
    'reject a waiting buyer with a reason: required, confirmed, mailed; the row leaves, focus moves on, the sign-in is refused',
    { tag: '@diagonal' },
    async ({ page, playwright }, info) => {
      const first = await registerBuyer(page, info, 'r');
      const second = await registerBuyer(page, info, 's');
      const t = (await openQueue(page, info)).backoffice;
      const panel = page.getByRole('tabpanel');
      const row = (loginId: string) => panel.getByRole('row').filter({ hasText: loginId });
      const dialog = page.getByRole('dialog', { name: t.rejectDialog.title.buyers });
      const reason = dialog.getByRole('textbox', { name: t.rejectDialog.reason });

      await test.step('the reason is asked and required', async () => {
        await panel.getByRole('button', { name: fill(t.rejectOf, { name: `대기r (${first})` }) }).click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: t.rejectDialog.submit }).click();
        await expect(reason).toHaveAttribute('aria-invalid', 'true');
        await expect(reason).toBeFocused();
        await expectNoSeriousAxeViolations(page, 'reject dialog', 'document');
      });

      await test.step('rejected after a confirm: a toast, the row leaves, focus on the next row', async () => {
        await reason.fill('소속 부서를 확인할 수 없습니다');
        await clickLock(page); // the submit button's click lock after the refused first click
        await dialog.getByRole('button', { name: t.rejectDialog.submit }).click();
        await answer(page, fill(t.confirmReject.buyers, { name: '대기r' }));
        await toasted(page, fill(t.rejected.buyers, { name: '대기r' }));
        await expect(dialog).toHaveCount(0);
        await expect(row(first)).toHaveCount(0);
        await expect(
          panel.getByRole('button', { name: fill(t.approveOf, { name: `대기s (${second})` }) }),
        ).toBeFocused();
      });

      await test.step('the applicant is told the reason by mail and cannot sign in', async () => {
        const mail = await mailTo(page, `${first}@example.com`);
        expect(mail.body).toContain('소속 부서를 확인할 수 없습니다');
        expect(await signInStatus(playwright, info, first, PASSWORD)).toEqual({ status: 403, code: 'MROBO0002' });
      });

      await test.step('the change log shows who rejected whom and why', async () => {
        await page.getByRole('tab', { name: t.tab.audit }).click();
        const audit = page.getByRole('tabpanel');
        await audit.getByRole('textbox', { name: t.audit.q }).fill(first);
        await audit.getByRole('textbox', { name: t.audit.q }).press('Enter');
        const entry = audit.getByRole('row').filter({ hasText: first });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(t.audit.actionOf.BUYER_REJECT);
        await expect(entry).toContainText('admin01');
        await expect(entry).toContainText('소속 부서를 확인할 수 없습니다');
      });
    },
  );

  test(
    'review a supplier application: its documents download; approved, the new supplier signs in with the mailed temporary password',
    { tag: '@diagonal' },
    async ({ page, browser }, info) => {
      const cpNm = `검토공구${Date.now().toString(36)}`;
      const email = `rv${Date.now().toString(36)}@example.com`;
      const applNo = await applySupplier(page, info, cpNm, email);
      const t = (await openQueue(page, info)).backoffice;
      await page.getByRole('tab', { name: counted(t.tab.suppliers) }).click();
      const panel = page.getByRole('tabpanel');
      const review = panel.getByRole('button', { name: fill(t.reviewOf, { name: `${cpNm} (${applNo})` }) });
      const dialog = page.getByRole('dialog', { name: fill(t.application.title, { applNo }) });

      await test.step('the application with its four documents; one downloads', async () => {
        await review.click();
        await expect(dialog).toContainText(cpNm);
        await expect(dialog).toContainText(email);
        const documents = dialog.getByRole('table', { name: t.application.documents });
        await expect(documents.getByRole('row')).toHaveCount(5);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          documents.getByRole('button', { name: /bankbook\.pdf/ }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('bankbook.pdf');
        expect((await download.createReadStream()) !== null).toBe(true);
        await expectNoSeriousAxeViolations(page, 'supplier application', 'document');
      });

      let mail = { subject: '', body: '' };
      await test.step('approved from the review after a confirm: a toast, the dialog closes, the row leaves', async () => {
        await dialog.getByRole('button', { name: t.approve, exact: true }).click();
        await answer(page, fill(t.confirm.suppliers, { name: cpNm }));
        await toasted(page, fill(t.approved.suppliers, { name: cpNm }));
        await expect(dialog).toHaveCount(0);
        await expect(panel.getByRole('row').filter({ hasText: applNo })).toHaveCount(0);
        mail = await mailTo(page, email);
      });

      await test.step('the new supplier signs in with the mailed id and temporary password', async () => {
        const loginId = /ID: (\S+)/.exec(mail.body)![1]!;
        const temporary = /Temporary password: (\S+)/.exec(mail.body)![1]!;
        const context = await browser.newContext({
          baseURL: info.project.use.baseURL!,
          locale: lang(info) === 'en' ? 'en-US' : 'ko-KR',
        });
        const supplier = await context.newPage();
        const all = texts(info);
        await supplier.goto('/login');
        await supplier.getByRole('textbox', { name: all.login.id, exact: true }).fill(loginId);
        await supplier.getByLabel(all.login.password, { exact: true }).fill(temporary);
        await supplier.getByRole('button', { name: all.login.submit, exact: true }).click();
        // A temporary password opens only the change.
        await expect(supplier.getByRole('dialog', { name: all.password.title })).toBeVisible();
        await context.close();
      });
    },
  );

  test(
    'suspend and restore a user: confirmed, the state shown, focus back on the row, each in the change log',
    { tag: '@diagonal' },
    async ({ page, playwright }, info) => {
      const loginId = await registerBuyer(page, info, 'u');
      const other = await otherAdmin(playwright, info);
      expect(await other.approve(loginId)).toBe(200);
      await other.dispose();
      const t = (await openQueue(page, info)).backoffice;
      await page.getByRole('tab', { name: t.tab.users }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('textbox', { name: t.users.q }).fill(loginId);
      await panel.getByRole('textbox', { name: t.users.q }).press('Enter');
      const row = panel.getByRole('row').filter({ hasText: loginId });
      await expect(row).toContainText(t.users.statusOf.ACTIVE);
      const name = `대기u (${loginId})`;

      await test.step('suspended after a confirm: its sign-in refused, focus on the row', async () => {
        await row.getByRole('button', { name: fill(t.users.actionOf.suspend, { name }) }).click();
        await answer(page, fill(t.users.confirm.suspend, { name }));
        await toasted(page, fill(t.users.done.suspend, { name }));
        await expect(row).toContainText(t.users.statusOf.SUSPENDED);
        await expect(row.getByRole('button', { name: fill(t.users.actionOf.restore, { name }) })).toBeFocused();
        expect(await signInStatus(playwright, info, loginId, PASSWORD)).toEqual({ status: 403, code: 'MROAU0003' });
      });

      await test.step('restored after a confirm: active again, it signs in', async () => {
        await row.getByRole('button', { name: fill(t.users.actionOf.restore, { name }) }).click();
        await answer(page, fill(t.users.confirm.restore, { name }));
        await toasted(page, fill(t.users.done.restore, { name }));
        await expect(row).toContainText(t.users.statusOf.ACTIVE);
        await expect(row.getByRole('button', { name: fill(t.users.actionOf.suspend, { name }) })).toBeFocused();
        expect((await signInStatus(playwright, info, loginId, PASSWORD)).status).toBe(200);
      });

      await test.step('the change log lists both, newest first', async () => {
        await page.getByRole('tab', { name: t.tab.audit }).click();
        const audit = page.getByRole('tabpanel');
        await audit.getByRole('textbox', { name: t.audit.q }).fill(loginId);
        await audit.getByRole('textbox', { name: t.audit.q }).press('Enter');
        const rows = audit.getByRole('row').filter({ hasText: loginId });
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(0)).toContainText(t.audit.actionOf.USER_RESTORE);
        await expect(rows.nth(1)).toContainText(t.audit.actionOf.USER_SUSPEND);
        await expect(rows.nth(2)).toContainText(t.audit.actionOf.BUYER_APPROVE);
      });
    },
  );
});

test('the back office screens: users, change log, an application, a rejection; axe and screenshots', async ({
  page,
}, info) => {
  // Fixed answers: the real ones follow the clock and what other specs did.
  const fixed = async (path: RegExp, data: (json: { data: unknown }) => unknown) =>
    page.route(
      (url) => path.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.data = data(json);
        await route.fulfill({ response, json });
      },
    );
  await fixed(/\/imk\/api\/admin\/registrations$/, () => FIXED);
  await fixed(/\/imk\/api\/admin\/users$/, () => FIXED_USERS);
  await fixed(/\/imk\/api\/admin\/audits$/, () => FIXED_AUDITS);
  // The document types' names as the server gives them (the code list in the page's language).
  await page.route(
    (url) => url.pathname.endsWith('/imk/api/admin/supplier-applications/SA2026112000001'),
    async (route) => {
      const en = lang(info) === 'en';
      const names = en
        ? ['Business registration', 'Seal certificate', 'Bankbook copy', 'Corporate registry']
        : ['사업자등록증', '인감증명서', '통장 사본', '법인등기부등본'];
      // The server's own answer (its headers), made the application's: none has this number.
      const response = await route.fetch();
      const documents = FIXED_APPLICATION.documents.map((d, i) => ({ ...d, docTypeNm: names[i] }));
      await route.fulfill({
        response,
        status: 200,
        json: { isSuccess: true, data: { ...FIXED_APPLICATION, documents }, error: null },
      });
    },
  );
  const t = (await openQueue(page, info)).backoffice;
  const screenshot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, stylePath: SCREENSHOT_CSS });
  };

  await test.step('users with their state, lock and actions', async () => {
    await page.getByRole('tab', { name: t.tab.users }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('row')).toHaveCount(4);
    await expect(panel.getByRole('row').filter({ hasText: 'buyer01' })).toContainText(
      fill(t.users.locked, { minutes: 12 }),
    );
    await expect(
      panel.getByRole('button', { name: fill(t.users.actionOf.unlock, { name: '김구매 (buyer01)' }) }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'back office users', 'document');
    await screenshot('by-admin-users');
  });

  await test.step('the change log', async () => {
    await page.getByRole('tab', { name: t.tab.audit }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('row')).toHaveCount(4);
    await expect(panel.getByRole('row').nth(2)).toContainText(t.audit.actionOf.BUYER_REJECT);
    await expectNoSeriousAxeViolations(page, 'back office change log', 'document');
    await screenshot('by-admin-audit');
  });

  await test.step('a supplier application with its documents', async () => {
    await page.getByRole('tab', { name: counted(t.tab.suppliers) }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: fill(t.reviewOf, { name: '(주)세종공구 (SA2026112000001)' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: fill(t.application.title, { applNo: 'SA2026112000001' }) });
    await expect(dialog.getByRole('table', { name: t.application.documents }).getByRole('row')).toHaveCount(5);
    await expect(dialog).toContainText(t.application.noFile);
    await expectNoSeriousAxeViolations(page, 'supplier application', 'document');
    await screenshot('by-admin-application');
    await dialog.getByRole('button', { name: t.application.close, exact: true }).getByText(t.application.close).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the rejection reason, required', async () => {
    await page.getByRole('tab', { name: counted(t.tab.buyers) }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: fill(t.rejectOf, { name: '김민지 (kimbuy01)' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t.rejectDialog.title.buyers });
    await dialog.getByRole('button', { name: t.rejectDialog.submit }).click();
    await expect(dialog.getByRole('textbox', { name: t.rejectDialog.reason })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations(page, 'rejection reason', 'document');
    await screenshot('by-admin-reject');
  });
});

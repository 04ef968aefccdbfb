// The provider back office's registrations queue (issue 45 item 3, decision 0064; BY menu
// "Buyer admin", program BYADM001, role A) against the real API server: buyers registered through
// the API wait in the queue with the working time left of their 24 working hours; the
// administrator approves one after a confirm, it leaves the queue with a toast, focus moves to
// the next row's button, and the buyer can sign in; one another administrator approved first is
// refused with MROAU0015 and the queue is read again. Axe and screenshots (ko desktop and en 375
// px on the diagonal) of a fixed queue, so the baseline does not follow the clock.
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { PASSWORD, answer, enterSystem, message, texts, toasted } from './helpers';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREENSHOT_CSS = fileURLToPath(new URL('./backoffice.screenshot.css', import.meta.url));
const fill = (template: string, values: Record<string, number | string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

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
  const baseURL = info.project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  const ctx: APIRequestContext = await playwright.request.newContext({ baseURL });
  const main = { 'x-system': 'MAIN', origin };
  expect((await ctx.post('/imk/api/login', { data: { loginId: 'admin01', pwCn: PASSWORD }, headers: main })).ok()).toBe(
    true,
  );
  expect((await ctx.post('/imk/api/auth/system', { data: { sysGbCd: 'BY' }, headers: main })).ok()).toBe(true);
  return {
    approve: async (loginId: string) =>
      (await ctx.post(`/imk/api/admin/users/${loginId}/approve`, { headers: { 'x-system': 'BY', origin } })).status(),
    dispose: () => ctx.dispose(),
  };
}

const FIXED = {
  buyers: [
    // Oldest first, as the server answers.
    {
      loginId: 'kimbuy01',
      userNm: '김민지',
      cpNm: '(주)한국제조',
      regDt: '2026-11-18T01:30:00.000Z',
      dueDt: '2026-11-19T01:30:00.000Z',
      leftMinutes: -150,
    },
    {
      loginId: 'leebuyer',
      userNm: '이수진',
      cpNm: '대한물산(주)',
      regDt: '2026-11-19T08:10:00.000Z',
      dueDt: '2026-11-20T08:10:00.000Z',
      leftMinutes: 95,
    },
    {
      loginId: 'hong2026',
      userNm: '홍길동',
      cpNm: '(주)한국제조',
      regDt: '2026-11-20T06:00:00.000Z',
      dueDt: '2026-11-23T06:00:00.000Z',
      leftMinutes: 900,
    },
  ],
  suppliers: [
    {
      applNo: 'SA2026112000001',
      cpNm: '(주)세종공구',
      bizRegNo: '2208162517',
      regDt: '2026-11-20T02:00:00.000Z',
      dueDt: '2026-11-23T02:00:00.000Z',
      leftMinutes: 1200,
    },
  ],
};

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
    // A fixed answer for the baseline: the real queue follows the clock and other specs' buyers.
    await page.route(
      (url) => url.pathname.endsWith('/imk/api/admin/registrations'),
      async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.data = FIXED;
        await route.fulfill({ response, json });
      },
    );
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

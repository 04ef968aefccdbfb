// Issue 41's frame defects end to end against the real API server: the system switcher in the
// signed-in header and an allowed system's address (2), the open tabs across a reload (3), the
// language after login (9), and /login while signed in (10); axe on the changed header at desktop
// width and at 375 px (decision 0041). Texts from the portal's own catalogues.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { PASSWORD, clickUntil, enterSystem, isMobile, shot, texts, userMenu } from './helpers';
import en from '../../apps/portal/src/shared/i18n/en.json' with { type: 'json' };
import ko from '../../apps/portal/src/shared/i18n/ko.json' with { type: 'json' };

const switcher = (page: Page, info: TestInfo) =>
  page.getByRole('banner').getByRole('combobox', { name: texts(info).frame.system });

/** The side menu (behind the menu button at 375 px). */
async function openSide(page: Page, info: TestInfo) {
  if (!isMobile(info)) return;
  const toggle = page.getByRole('banner').locator('button[aria-expanded]:not([data-user-menu] *)').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('switching systems (issue 41)', () => {
  test('a buyer with BY and PO switches from the header and back', { tag: '@ko-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    const systems = switcher(page, info);
    await expect(systems).toHaveValue('BY');
    await expect(systems.locator('option')).toHaveText([t.systems.BY, t.systems.PO]);
    await expectNoSeriousAxeViolations(page, 'BY header with its choices', 'document');
    await shot(page, 'by-header-choices');

    await systems.selectOption('PO');
    await expect(page).toHaveURL(/\/po\/?$/);
    await expect(page.locator('html')).toHaveClass(/\bpunch-out\b/);
    await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
    await expect(switcher(page, info)).toHaveValue('PO');

    await switcher(page, info).selectOption('BY');
    await expect(page).toHaveURL(/\/by\/?$/);
    await expect(page.locator('html')).toHaveClass(/\bbuyer\b/);
    await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
  });

  test("another of the user's systems opens by its address", { tag: '@en-mobile' }, async ({ page }, info) => {
    const t = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    await page.goto('/po/');
    // Switched through the system choice, not sent to the login.
    await expect(page).toHaveURL(/\/po\/$/);
    await expect(page.locator('html')).toHaveClass(/\bpunch-out\b/);
    await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
  });
});

test.describe('the workspace across a reload (issue 41)', () => {
  test('a reload restores the open tabs, the home tab first', { tag: '@en-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    await page.getByRole('navigation', { name: t.frame.linkBox }).getByRole('link', { name: t.entry.notices }).click();
    await expect(page.getByRole('tab', { name: t.entry.notices, selected: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.entry.notices })).toBeVisible();
    // (a closable tab's text ends with its close mark)
    await expect(page.getByRole('tab')).toHaveText([t.frame.home, new RegExp(`^${t.entry.notices}`)]);
    await expect(page.getByRole('tab', { name: t.entry.notices })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: t.frame.home }).click();
    await expect(page).toHaveURL(/\/by\/$/);
    // A logout forgets them: the next sign-in in this window starts with the home tab alone.
    await userMenu(page, t.frame.logout);
    await expect(page).toHaveURL(/\/login$/);
    await enterSystem(page, info, 'buyer01', 'BY');
    await expect(page.getByRole('tab')).toHaveText([t.frame.home]);
  });

  test('a bookmarked screen opens with the home tab before it', { tag: '@en-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    const fresh = await page.context().newPage();
    await fresh.goto('/by/notices');
    await expect(fresh.getByRole('heading', { level: 1, name: t.entry.notices })).toBeVisible();
    await expect(fresh.getByRole('tab')).toHaveText([t.frame.home, new RegExp(`^${t.entry.notices}`)]);
  });
});

test.describe('the language after login (issue 41)', () => {
  test('the header changes the language; later calls send it', { tag: '@ko-desktop' }, async ({ page }, info) => {
    await enterSystem(page, info, 'supplier01', 'SP');
    await expect(page.getByRole('heading', { level: 1, name: ko.frame.home })).toBeVisible();
    const menus = page.waitForRequest((r) => r.url().includes('/auth-menus') && r.headers()['locale'] === 'EN');
    const saved = page.waitForRequest((r) => r.url().endsWith('/imk/api/auth/language'));
    await page.getByRole('banner').getByRole('button', { name: ko.frame.languages.en }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.frame.home })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await menus;
    expect((await saved).postDataJSON()).toEqual({ userLangCd: 'EN' });
    await expect(page.getByRole('tab', { name: en.frame.home })).toBeVisible();
    // And back (the button's double-submit lock may drop a click within its 500 ms).
    await clickUntil(page.getByRole('banner').getByRole('button', { name: en.frame.languages.ko }), () =>
      expect(page.getByRole('heading', { level: 1, name: ko.frame.home })).toBeVisible({ timeout: 1000 }),
    );
  });

  test('on a phone the choices are in the menu, not the header', { tag: '@en-mobile' }, async ({ page }, info) => {
    await enterSystem(page, info, 'buyer01', 'BY');
    await expect(page.getByRole('banner').locator('[data-language-choice]')).toBeHidden();
    await expect(page.getByRole('banner').locator('[data-system-switcher]')).toBeHidden();
    await openSide(page, info);
    await expect(page.getByRole('combobox', { name: en.frame.system })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'BY menu with the choices at 375 px', 'document');
    await shot(page, 'by-home-menu');
    await page.getByRole('button', { name: en.frame.languages.ko }).click();
    await expect(page.getByRole('heading', { level: 1, name: ko.frame.home })).toBeVisible();
    await page.reload();
    // Remembered for the next page.
    await expect(page.getByRole('heading', { level: 1, name: ko.frame.home })).toBeVisible();
  });
});

test.describe('/login while signed in (issue 41)', () => {
  test('asks the system choice again; cancelling it signs out', { tag: '@ko-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    const headers = { 'x-system': 'MAIN', origin: new URL(info.project.use.baseURL!).origin };
    const login = await page.request.post('/imk/api/login', { data: { loginId: 'buyer01', pwCn: PASSWORD }, headers });
    expect(login.ok()).toBe(true);
    await page.goto('/login');
    const choice = page.getByRole('dialog', { name: t.login.chooseSystem });
    await expect(choice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(choice).toBeHidden();
    await expect(page.getByRole('textbox', { name: t.login.id, exact: true })).toBeVisible();
    // Signed out: the login again shows the form, not the choice.
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.login.id, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.login.chooseSystem })).toHaveCount(0);
  });

  test('from a system: the choice, and cancelling returns to it', { tag: '@ko-desktop' }, async ({ page }, info) => {
    const t = texts(info);
    await enterSystem(page, info, 'buyer01', 'BY');
    await page.goto('/login');
    const choice = page.getByRole('dialog', { name: t.login.chooseSystem });
    await expect(choice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/by\/$/);
    await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
  });
});

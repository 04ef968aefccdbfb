// What the end-to-end specs share: the project's language and width, the portal's and the rules'
// texts (never typed in a test), answering a message box, signing in, screenshots, and the codes
// the development SMS outbox received (read by the test, never by the page).
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  formatDateValue,
  formatMessage,
  formatNumber,
  particle,
  type MessageCode,
  type ParticlePair,
} from '@mro/rules';
import ko from '../../apps/portal/src/shared/i18n/ko.json' with { type: 'json' };
import en from '../../apps/portal/src/shared/i18n/en.json' with { type: 'json' };
import uiKo from '../../packages/ui/src/i18n/locales/ko.json' with { type: 'json' };
import uiEn from '../../packages/ui/src/i18n/locales/en.json' with { type: 'json' };
import { createIme } from '@mro/ui/testing';

export const PASSWORD = 'Mro!2026demo';
export type Texts = typeof ko;

export const lang = (info: TestInfo) => (info.project.name.startsWith('en') ? 'en' : 'ko');
export const isMobile = (info: TestInfo) => info.project.name.endsWith('mobile');
export const texts = (info: TestInfo): Texts => (lang(info) === 'en' ? en : ko);
/** The widgets' own texts (@mro/ui's catalogue): the grid's buttons, the search box's. */
export const uiTexts = (info: TestInfo): typeof uiKo => (lang(info) === 'en' ? uiEn : uiKo);
export const message = (info: TestInfo, code: MessageCode | string, params = {}) =>
  formatMessage(code as MessageCode, lang(info), params);

/**
 * A text of the catalogues with its values, as the portal's i18next instance writes it (decision
 * 0093): numbers grouped, date parameters (`payDt`, `date`) as YYYY-MM-DD, and
 * `{{x, particle(을/를)}}` / `{{x, quoted(이/가)}}` with the particle of the value's last sound.
 */
export const fill = (template: string, values: Record<string, number | string>) =>
  template.replace(
    /\{\{(\w+)(?:,\s*(particle|quoted)\(([^)]+)\))?\}\}/g,
    (_, k: string, kind?: string, pair?: string) => {
      const value = values[k];
      const text =
        typeof value === 'number'
          ? formatNumber(value)
          : /(?:Dt|Date|^date)$/.test(k) && /^\d{8}$/.test(value ?? '')
            ? formatDateValue(value!)
            : String(value ?? '');
      if (!pair) return text;
      return particle(kind === 'quoted' ? `'${text}'` : text, pair.trim() as ParticlePair);
    },
  );

/**
 * A success told by a toast, not a message box (issue 41, decision 0044): the toast region shows
 * `text` and no message box asks anything about it.
 */
export async function toasted(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('alertdialog').filter({ hasText: text })).toHaveCount(0);
}

/**
 * Closes every toast on screen. A toast over a control cannot be waited out by clicking through
 * it: the pointer resting on the toast region pauses its timer (@mro/ui ToastRegion), and a click
 * that Playwright retries keeps it there.
 */
export async function closeToasts(page: Page) {
  const close = page.locator('[data-mro-toast-region] [data-toast-kind] button');
  while ((await close.count()) > 0) await close.first().click();
}

/** Chooses `item` in the signed-in header's user menu (password change, warehouse, logout). */
export async function userMenu(page: Page, item: string) {
  await page.getByRole('banner').locator('[data-user-menu] button').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The message box showing `text`; answers it with its primary button (or cancel). */
export async function answer(page: Page, text: string, choice: 'ok' | 'cancel' = 'ok') {
  const box = page.getByRole('alertdialog');
  await expect(box).toContainText(text);
  await box
    .getByRole('button')
    .nth(choice === 'ok' ? -1 : 0)
    .click();
  // Gone, or followed at once by the next message (a confirm and then its result): the box may
  // stay open between them, so the check is that this message left, not that no box is open.
  await expect(box.filter({ hasText: text })).toHaveCount(0);
}

export async function signIn(page: Page, info: TestInfo, loginId: string, system: 'BY' | 'SP' | 'MP' | 'PO' | 'DEV') {
  const t = texts(info);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: t.login.id, exact: true }).fill(loginId);
  await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  const choice = page.getByRole('dialog', { name: t.login.chooseSystem });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: t.systems[system], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${system.toLowerCase()}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
  // The home screen's own chunk has loaded (a test that moves the clock must not catch it loading:
  // its 120 s timeout would fire and reload the page, as a chunk that never arrives does).
  await expect(page.getByRole('heading', { level: 2, name: t.home.notices })).toBeVisible();
}

/**
 * Signs in through the API, as the login form would (the session cookie, then the chosen system),
 * for tests about what comes after: the page then opens a system's address directly. Saves the
 * login page, the system choice and the home on every test that is not about them.
 */
export async function signInByApi(
  page: Page,
  info: TestInfo,
  loginId: string,
  system: 'BY' | 'SP' | 'MP' | 'PO' | 'DEV',
) {
  const headers = { 'x-system': 'MAIN', origin: new URL(info.project.use.baseURL!).origin };
  const login = await page.request.post('/imk/api/login', { data: { loginId, pwCn: PASSWORD }, headers });
  expect(login.ok(), await login.text()).toBe(true);
  const chosen = await page.request.post('/imk/api/auth/system', { data: { sysGbCd: system }, headers });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await timeClicks(page);
}

/** Signed in through the API, the system's home open as after the form (its notices loaded). */
export async function enterSystem(
  page: Page,
  info: TestInfo,
  loginId: string,
  system: 'BY' | 'SP' | 'MP' | 'PO' | 'DEV',
) {
  const t = texts(info);
  await signInByApi(page, info, loginId, system);
  await page.goto(`/${system.toLowerCase()}/`);
  await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.home.notices })).toBeVisible();
}

/**
 * A full-page screenshot compared with its baseline, dates masked, once the page's calls have
 * settled (the entry header's chat link and the login's notices arrive after the first paint),
 * scrolled to the top.
 */
export const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask: [page.locator('time')] });
};

/**
 * The newest code texted to `phone` after `since` (the development outbox, loopback only). Waits
 * a little for it: the send and this read are separate requests.
 */
export async function smsCode(page: Page, phone: string, since: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get('/dev/outbox');
      const rows = ((await answer.json()) as { data: { phone: string; body: string; createdAt: string }[] }).data;
      const row = rows.find((r) => r.phone === phone && Date.parse(r.createdAt) >= since - 1000);
      found = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** A call to the API as the portal makes it (its origin and system header), for set-up steps; the page must show the portal. */
export function api(page: Page) {
  const origin = new URL(page.url()).origin;
  const headers = { 'x-system': 'MAIN', origin };
  return {
    post: (path: string, data: unknown) => page.request.post(`/imk/api${path}`, { data, headers }),
  };
}

/**
 * The orders an Enter that ends a composition comes in (decision 0026) and the Korean keyboard
 * itself come from `@mro/ui/testing`, the one implementation the stories use too.
 */
export { IME_ENTERS, KOREAN_ENTERS, type ImeEnter } from '@mro/ui/testing';

/** A Korean keyboard through CDP: composition, commit, a real Enter during a composition, and the four orders. */
export async function korean(page: Page) {
  const ime = createIme(await page.context().newCDPSession(page));
  return { ...ime, enterWhileComposing: () => ime.pressKey('Enter', { composing: true }) };
}

/** Every document of the page's context keeps the time of its last click (for `clickLock`). */
function recordLastClick() {
  const w = window as unknown as { __mroLastClick?: number };
  if (w.__mroLastClick !== undefined) return;
  w.__mroLastClick = 0;
  window.addEventListener('click', () => (w.__mroLastClick = Date.now()), true);
}

/** Times the clicks of every page the context opens from now on (signInByApi does it for its page). */
export async function timeClicks(page: Page) {
  await page.context().addInitScript(recordLastClick);
}

/**
 * Waits out a button's click lock before a click a person would make later: a button ignores
 * clicks within 500 ms of the one it took (the spec's click lock, BUTTON_CLICK_LOCK_MS), so the
 * click must come `ms` after the page's last click (a mouse click, or the click an Enter or Space
 * on a button or a form's submit makes; the button's own is that one or earlier). Waits only what
 * is left of it: a fixed 550 ms before every such click was about half a minute of a run. A
 * document that does not time its clicks (its context never signed in through `signInByApi` or
 * `timeClicks`) waits the whole `ms`, and times them from then on.
 */
export async function clickLock(page: Page, ms = 550) {
  const since = await page
    .evaluate(() => {
      const last = (window as unknown as { __mroLastClick?: number }).__mroLastClick;
      return last === undefined ? null : Date.now() - last;
    })
    .catch(() => null);
  if (since === null) {
    await page.evaluate(recordLastClick).catch(() => undefined);
    await page.waitForTimeout(ms);
  } else if (since < ms) await page.waitForTimeout(ms - since);
}

/**
 * Clicks until `done` holds: a button ignores clicks within 500 ms of the one it accepted (the
 * spec's click lock), and a test clicks again sooner than a person can.
 */
export async function clickUntil(button: Locator, done: () => Promise<void>) {
  await expect(async () => {
    await button.click();
    await done();
  }).toPass({ timeout: 10_000 });
}

/**
 * Flows whose steps do not change with the language or the width run in two projects: Korean at
 * desktop width and English at 375 px, which between them cover both languages and both widths
 * (their screens are shot in those two). Screens and layouts run in all four. npm test's time
 * budget (decision 0005).
 */
// Which projects run a test: its tags (`@ko-desktop`, `@en-mobile`, `@diagonal`, `@desktop`,
// `@mobile`, `@korean`) and the projects' grepInvert in playwright.config.ts.

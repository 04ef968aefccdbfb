// Corporate single sign-on end to end (spec 000 §5, decision 0018): the login home's SSO button
// (Korean) asks the Knox desktop agent (a fake one the test starts on the agent's loopback address)
// for the key and posts it to /knox-login/next; /knoxSso signs in with the gateway's `data`
// through /knox-login, in both languages. The agent's replies and the server's refusal are
// alerted; Safari is refused before any agent is asked. The agent's and the server's refusals are
// one message box whatever the width: they run at desktop width only (the time budget of npm
// test), the sign-on itself and /knoxSso at both.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, lang, message, shot, texts } from './helpers';
import { knoxAssertion, startFakeAgent, type FakeAgent } from './fakeKnoxAgent';

/**
 * The agent is a Windows program: every test speaks to it from a Windows browser, a Chrome as
 * new as the one the tests run (SUPPORTED_BROWSER_MINIMUM: no upgrade popup).
 */
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
test.use({ userAgent: WINDOWS_CHROME });

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

let agent: FakeAgent | undefined;
test.afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

const ssoButton = (page: Page, info: TestInfo) => page.getByRole('button', { name: texts(info).login.sso });

/**
 * Clicks the SSO button until a message box shows (a click within 500 ms of the last accepted one
 * is swallowed by the button's click lock) and answers it, checking its text.
 */
async function askAgent(page: Page, info: TestInfo, expected: string) {
  await expect(async () => {
    await ssoButton(page, info).click();
    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await answer(page, expected);
}

/** The system selection after a sign-on, and the buyer system it leads to. */
async function landInBuyerSystem(page: Page, info: TestInfo) {
  const t = texts(info);
  const choice = page.getByRole('dialog', { name: t.login.chooseSystem });
  await expect(choice).toBeVisible();
  await choice.getByRole('button', { name: t.systems.BY, exact: true }).click();
  await expect(page).toHaveURL(/\/by\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: t.frame.home })).toBeVisible();
}

test.describe('SSO from the login home (Korean)', () => {
  test.skip(({ locale }) => !locale?.startsWith('ko'), 'the SSO button is on the Korean login home only');

  test('the agent hands over the key and the employee lands in the chosen system', async ({ page }, info) => {
    const t = texts(info);
    const { key, userInfo } = knoxAssertion('knox-e1001');
    agent = await startFakeAgent({
      type: 'RETURN_SUCCESS',
      result: 'SUCCESS',
      errorCode: '',
      errorMsg: '',
      key,
      userInfo,
    });
    await page.goto('/login');
    const button = ssoButton(page, info);
    await expect(button).toHaveAccessibleDescription(t.login.ssoNote);
    const posted = page.waitForRequest((r) => r.url().endsWith('/imk/api/knox-login/next'));
    await button.click();
    expect((await posted).postDataJSON()).toEqual({ data1: key, data2: userInfo });
    expect(agent.requests.map((r) => JSON.parse(r) as unknown)).toEqual([{ type: 'REQUEST_SSO_KEY' }]);
    await landInBuyerSystem(page, info);
  });

  test(
    "the agent's answers are alerted: nobody signed in, its error as [code] message, no agent",
    { tag: '@desktop' },
    async ({ page }, info) => {
      const t = texts(info);
      const replies = [
        { type: 'EMPTY_BOX' },
        { type: 'ERROR', errorCode: 'E102', errorMsg: '에이전트 인증서 만료' },
        { type: 'RETURN_SUCCESS', result: 'FAIL', errorCode: 'E401', errorMsg: 'Knox 세션 만료' },
      ];
      agent = await startFakeAgent(() => replies.shift() ?? { type: 'EMPTY_BOX' });
      await page.goto('/login');
      await askAgent(page, info, t.sso.emptyBox);
      await expectNoSeriousAxeViolations(page, 'login sso home', 'document');
      await shot(page, 'login-sso');
      await askAgent(page, info, '[E102] 에이전트 인증서 만료');
      await askAgent(page, info, '[E401] Knox 세션 만료');
      await agent.close();
      agent = undefined;
      await askAgent(page, info, t.sso.agentMissing);
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test(
    'an assertion the identity provider did not sign is refused with MROAU0011',
    { tag: '@desktop' },
    async ({ page }, info) => {
      const forged = knoxAssertion('knox-e1001', 'not-the-shared-secret');
      agent = await startFakeAgent({
        type: 'RETURN_SUCCESS',
        result: 'SUCCESS',
        key: forged.key,
        userInfo: forged.userInfo,
      });
      await page.goto('/login');
      await askAgent(page, info, message(info, 'MROAU0011'));
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  /** The SSO button pressed in a browser the agent cannot serve: refused, the agent never asked. */
  async function refusedBeforeTheAgent(browser: Browser, info: TestInfo, userAgent: string, expected: string) {
    agent = await startFakeAgent({ type: 'EMPTY_BOX' });
    const context = await browser.newContext({
      userAgent,
      locale: info.project.use.locale,
      viewport: info.project.use.viewport,
      timezoneId: 'Asia/Seoul',
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await askAgent(page, info, expected);
      // Told without a connection to the agent (no wait for its time-out); the focus back on the button.
      expect(agent.requests).toEqual([]);
      await expect(ssoButton(page, info)).toBeFocused();
    } finally {
      await context.close();
    }
  }

  test('outside Windows it is refused at once, the agent never asked', { tag: '@ko-desktop' }, ({ browser }, info) =>
    refusedBeforeTheAgent(browser, info, MAC_CHROME, texts(info).sso.windowsOnly),
  );

  test('Safari is refused before any agent is asked', { tag: '@desktop' }, ({ browser }, info) =>
    refusedBeforeTheAgent(browser, info, SAFARI, message(info, 'app.MainHome.ssoError')),
  );
});

test.describe('the SSO entry /knoxSso', () => {
  test(
    'signs in with the gateway’s assertion and drops it from the address',
    { tag: '@ko-desktop' },
    async ({ page }, info) => {
      const t = texts(info);
      const { data } = knoxAssertion('knox-e1001');
      const posted = page.waitForRequest((r) => r.url().endsWith('/imk/api/knox-login'));
      await page.goto(`/knoxSso?data=${encodeURIComponent(data)}`);
      expect((await posted).postDataJSON()).toEqual({ data });
      await expect(page.getByRole('heading', { level: 1, name: t.sso.title })).toBeVisible();
      await expect(page.getByRole('dialog', { name: t.login.chooseSystem })).toBeVisible();
      await expect(page).toHaveURL(/\/knoxSso$/);
      await landInBuyerSystem(page, info);
    },
  );

  test(
    'without an assertion it asks the agent; refused, it offers another try or the ID login',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const t = texts(info);
      agent = await startFakeAgent({ type: 'EMPTY_BOX' });
      await page.goto('/knoxSso');
      await answer(page, t.sso.emptyBox);
      const retry = page.getByRole('button', { name: t.sso.retry });
      await expect(retry).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'knoxSso refused', 'document');
      await shot(page, 'knox-sso-refused');
      await agent.close();
      const { key, userInfo } = knoxAssertion('knox-e1001');
      agent = await startFakeAgent({ type: 'RETURN_SUCCESS', result: 'SUCCESS', key, userInfo });
      await retry.click();
      await landInBuyerSystem(page, info);
    },
  );

  test(
    'the English login home has no SSO button; the Korean one has the login-trouble tip',
    { tag: '@diagonal' },
    async ({ page }, info) => {
      const t = texts(info);
      await page.goto('/login');
      const form = page.getByRole('form', { name: t.login.title });
      await expect(form.getByRole('link', { name: t.login.registerBuyer })).toBeVisible();
      await expect(page.getByRole('link', { name: t.login.devLogin })).toHaveAttribute('aria-disabled', 'true');
      if (lang(info) === 'en') {
        await expect(ssoButton(page, info)).toHaveCount(0);
        await expect(page.getByRole('button', { name: t.login.trouble })).toHaveCount(0);
        return;
      }
      await page.getByRole('button', { name: t.login.trouble }).click();
      await expect(page.getByRole('dialog', { name: t.login.trouble })).toContainText(t.login.troubleTip);
      await expectNoSeriousAxeViolations(page, 'login trouble tip', 'document');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: t.login.trouble })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.login.trouble })).toBeFocused();
    },
  );
});

// Buyer registration end to end (spec 001 §3): the consents, the form with its id check, live
// password rules and the company and department popups (a company whose users come from an
// interface refused with MROJN0002), a reload half way that keeps every field but the passwords,
// the application, the login refused while it waits (MROAU0009), an administrator's approval
// through the API, and the buyer's first login. Korean input in the company search.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { PASSWORD, answer, clickUntil, fill, korean, lang, message, shot, texts } from './helpers';

/** A field of the form by its label (the required mark beside it is not part of the name). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The mobile number's three parts (decision 0090): the prefix chosen, then exchange and number. */
const mobile = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label}`) });
const mobileValue = (page: Page, label: string) =>
  mobile(page, label)
    .locator('select, input')
    .evaluateAll((parts) => parts.map((p) => (p as HTMLInputElement).value).join('-'));
async function fillMobile(page: Page, label: string, prefix: string, exchange: string, number: string) {
  await mobile(page, label).getByRole('combobox').selectOption(prefix);
  // The cursor moves to the exchange, then on to the number after four digits, as a person types.
  await expect(mobile(page, label).getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type(exchange + number);
  await expect(mobile(page, label).getByRole('textbox').last()).toHaveValue(number);
}

/** Approves a waiting buyer as the administrator, in a session of its own (not the page's). */
async function approve(request: APIRequestContext, baseURL: string, loginId: string) {
  const headers = (system: string) => ({ 'x-system': system, origin: baseURL });
  expect(
    (
      await request.post('/imk/api/login', { data: { loginId: 'admin01', pwCn: PASSWORD }, headers: headers('MAIN') })
    ).ok(),
  ).toBe(true);
  expect(
    (await request.post('/imk/api/auth/system', { data: { sysGbCd: 'DEV' }, headers: headers('MAIN') })).ok(),
  ).toBe(true);
  const approved = await request.post(`/imk/api/admin/users/${loginId}/approve`, { headers: headers('DEV') });
  expect(approved.ok()).toBe(true);
}

async function pickCompany(page: Page, info: TestInfo, query: string, name: RegExp) {
  const t = texts(info);
  const dialog = page.getByRole('dialog', { name: t.regist.companySearch });
  await dialog.getByRole('textbox', { name: t.regist.companyName }).fill(query);
  await dialog.getByRole('textbox', { name: t.regist.companyName }).press('Enter');
  await dialog.getByRole('button', { name }).click();
}

test.describe('buyer registration', () => {
  test(
    'consents, the form, a reload half way, the application, approval and the first login',
    { tag: '@ko-desktop' },
    async ({ page, request, baseURL }, info) => {
      const t = texts(info);
      const ko = lang(info) === 'ko';
      const loginId = `b${Date.now().toString(36)}${info.project.name.slice(0, 2)}`;

      await page.goto('/login');
      await page.getByRole('form', { name: t.login.title }).getByRole('link', { name: t.login.registerBuyer }).click();
      await expect(page).toHaveURL(/\/regist\/customer$/);

      await test.step('the consents: each refused until given, then on to the form', async () => {
        await page.getByRole('button', { name: t.regist.next }).click();
        const terms = page.getByRole('checkbox', { name: new RegExp(t.regist.termsAgreeYn.replace(/[()]/g, '\\$&')) });
        await expect(terms).toBeFocused();
        await expect(terms).toHaveAccessibleDescription(message(info, 'MROJN0001'));
        await expectNoSeriousAxeViolations(page, 'buyer registration terms', 'document');
        await shot(page, 'regist-buyer-terms');
        // issue 41: one box agrees to all, and clears all
        const all = page.getByRole('checkbox', { name: t.regist.agreeAll });
        const privacy = page.getByRole('checkbox', {
          name: new RegExp(t.regist.privacyAgreeYn.replace(/[()]/g, '\\$&')),
        });
        await all.check();
        await expect(terms).toBeChecked();
        await expect(privacy).toBeChecked();
        await all.uncheck();
        await expect(terms).not.toBeChecked();
        await expect(privacy).not.toBeChecked();
        await terms.check();
        await privacy.check();
        await expect(all).toBeChecked();
        await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
          expect(page.getByRole('radio', { name: t.regist.euNo })).toBeFocused({ timeout: 1_000 }),
        );
        await page.getByRole('radio', { name: t.regist.euNo }).check();
        await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
          expect(page).toHaveURL(/\/regist\/customer\/process$/, { timeout: 1_000 }),
        );
      });

      await test.step('the id: taken (MROAU0010), then free; the password rules live', async () => {
        await field(page, t.regist.loginId).fill('buyer01');
        await page.getByRole('button', { name: t.regist.checkId }).click();
        await expect(field(page, t.regist.loginId)).toHaveAccessibleDescription(
          new RegExp(message(info, 'MROAU0010').replace(/[.()]/g, '\\$&')),
        );
        await field(page, t.regist.loginId).fill(loginId);
        await clickUntil(page.getByRole('button', { name: t.regist.checkId }), () =>
          expect(page.getByRole('status').filter({ hasText: loginId })).toHaveText(
            fill(t.regist.idAvailable, { loginId }),
            { timeout: 1_000 },
          ),
        );
        await field(page, t.password.new).fill('abc');
        await expect(page.locator('[data-rule="AMSCU0026"]')).toHaveAttribute('data-state', 'unmet');
      });

      await test.step('the company: an interface company is refused (MROJN0002), another chosen; its department', async () => {
        await field(page, t.regist.userNm).fill(ko ? '김신규' : 'Kim Singyu');
        await page.getByRole('button', { name: t.regist.companySearch }).click();
        await pickCompany(page, info, ko ? '대한' : 'Daehan', ko ? /대한화학/ : /Daehan Chemical/);
        await answer(page, message(info, 'MROJN0002'));
        await expectNoSeriousAxeViolations(page, 'company search', 'document');
        await pickCompany(page, info, ko ? '한빛' : 'Hanbit', ko ? /한빛제조/ : /Hanbit Manufacturing/);
        await expect(field(page, t.regist.company)).toHaveValue(ko ? '한빛제조(주)' : 'Hanbit Manufacturing');
        await page.getByRole('button', { name: t.regist.departmentSearch }).click();
        await page
          .getByRole('dialog', { name: t.regist.departmentSearch })
          .getByRole('button', { name: /설비보전팀/ })
          .click();
        await expect(field(page, t.regist.department)).toHaveValue('설비보전팀');
        await fillMobile(page, t.regist.mobileNo, '010', '5555', '6666');
        await field(page, t.regist.email).fill(`${loginId}@example.com`);
        await field(page, t.regist.zipCd).fill('06236');
        await field(page, t.regist.addr).fill(
          ko ? '서울특별시 강남구 테헤란로 152' : '152 Teheran-ro, Gangnam-gu, Seoul',
        );
      });

      await test.step('a reload keeps every field but the passwords', async () => {
        await page.reload();
        await expect(field(page, t.regist.loginId)).toHaveValue(loginId);
        await expect(field(page, t.regist.company)).toHaveValue(ko ? '한빛제조(주)' : 'Hanbit Manufacturing');
        await expect(field(page, t.regist.department)).toHaveValue('설비보전팀');
        await expect.poll(() => mobileValue(page, t.regist.mobileNo)).toBe('010-5555-6666');
        await expect(field(page, t.regist.zipCd)).toHaveValue('06236');
        await expect(field(page, t.password.new)).toHaveValue('');
        await expect(page.getByRole('status').filter({ hasText: loginId })).toBeVisible();
      });

      await test.step('a refusal keeps everything and focuses the first field in error', async () => {
        await page.getByRole('button', { name: t.regist.submit }).click();
        await expect(field(page, t.password.new)).toBeFocused();
        await expect(field(page, t.regist.addr)).not.toHaveValue('');
        await field(page, t.password.new).fill(PASSWORD);
        await field(page, t.password.confirm).fill(PASSWORD);
        await expectNoSeriousAxeViolations(page, 'buyer registration form', 'document');
        await shot(page, 'regist-buyer-form');
      });

      await test.step('applied: the approval is explained; the login waits for it', async () => {
        await page.getByRole('button', { name: t.regist.submit }).click();
        await expect(page).toHaveURL(/\/regist\/customer\/complete$/);
        await expect(page.getByText(t.regist.buyerComplete)).toBeVisible();
        await shot(page, 'regist-buyer-complete');
        await page.getByRole('button', { name: t.regist.toLogin }).click();
        await page.getByRole('textbox', { name: t.login.id, exact: true }).fill(loginId);
        await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: t.login.submit, exact: true }).click();
        await expect(page).toHaveURL(/\/login-fail$/);
        await expect(page.getByText(message(info, 'MROAU0009'))).toBeVisible();
      });

      await test.step('approved by an administrator, the buyer signs in', async () => {
        await approve(request, baseURL!, loginId);
        await page.goto('/login');
        await page.getByRole('textbox', { name: t.login.id, exact: true }).fill(loginId);
        await page.getByLabel(t.login.password, { exact: true }).fill(PASSWORD);
        await page.getByRole('button', { name: t.login.submit, exact: true }).click();
        const choice = page.getByRole('dialog', { name: t.login.chooseSystem });
        await choice.getByRole('button', { name: t.systems.BY, exact: true }).click();
        await expect(page).toHaveURL(/\/by\/?$/);
      });

      await test.step('a sent registration leaves no draft behind', async () => {
        await page.goto('/regist/customer');
        await expect(
          page.getByRole('checkbox', { name: new RegExp(t.regist.termsAgreeYn.replace(/[()]/g, '\\$&')) }),
        ).not.toBeChecked();
      });
    },
  );

  test(
    'the sign-up steps (@mro/ui Steps): where the applicant stands, and back to the agreement from the form',
    { tag: '@diagonal' },
    async ({ page }, info) => {
      const t = texts(info);
      await page.goto('/regist/customer');
      const steps = page.getByRole('navigation', { name: t.regist.steps });
      const items = steps.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(items.nth(0)).toContainText(t.regist.stepAgree);
      // Nothing done yet: no step is a way back.
      await expect(steps.getByRole('button')).toHaveCount(0);
      await page.evaluate(() =>
        localStorage.setItem(
          'mro:mro.draft.buyerRegistration',
          JSON.stringify({
            value: { termsAgreeYn: 'Y', privacyAgreeYn: 'Y', euResidentYn: 'N' },
            expires: Date.now() + 60_000,
          }),
        ),
      );
      await page.goto('/regist/customer/process');
      await expect(items.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(items.nth(1)).toContainText(t.regist.stepForm);
      // The done agreement step is a button back to it; the later step is not.
      await expect(steps.getByRole('button')).toHaveCount(1);
      await steps.getByRole('button').click();
      await expect(page).toHaveURL(/\/regist\/customer$/);
      await expect(items.nth(0)).toHaveAttribute('aria-current', 'step');
      // The agreement given is still there.
      await expect(page.getByRole('checkbox', { name: t.regist.agreeAll })).toBeChecked();
    },
  );

  test('the form cannot be opened before the consents', { tag: '@en-mobile' }, async ({ page }) => {
    await page.goto('/regist/customer/process');
    await expect(page).toHaveURL(/\/regist\/customer$/);
  });

  test(
    'Hangul in the company search and the address is kept once; the Enter ending a syllable searches once, and applies no form',
    { tag: '@korean' },
    async ({ page }, info) => {
      const t = texts(info);
      await page.goto('/regist/customer');
      await page.evaluate(() =>
        localStorage.setItem(
          'mro:mro.draft.buyerRegistration',
          JSON.stringify({
            value: { termsAgreeYn: 'Y', privacyAgreeYn: 'Y', euResidentYn: 'N' },
            expires: Date.now() + 60_000,
          }),
        ),
      );
      await page.goto('/regist/customer/process');
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/anonymous/customer/companies')) searches.push(r.url());
      });
      await page.getByRole('button', { name: t.regist.companySearch }).click();
      const dialog = page.getByRole('dialog', { name: t.regist.companySearch });
      const box = dialog.getByRole('textbox', { name: t.regist.companyName });
      await box.focus();
      const ime = await korean(page);
      for (const [composing, done] of [
        ['ㅎ', ''],
        ['하', ''],
        ['한', '한'],
        ['ㅂ', ''],
        ['비', ''],
        ['빛', ''],
      ] as const) {
        await ime.compose(composing);
        if (done) await ime.commit(done);
      }
      // One Enter ends 빛's composition and searches once, on 한빛 (decision 0026).
      await ime.enterWhileComposing();
      await ime.commit('빛');
      await expect(box).toHaveValue('한빛');
      await expect(dialog.getByRole('button', { name: /한빛제조/ })).toBeVisible();
      expect(searches).toHaveLength(1);
      await dialog.getByRole('button', { name: /한빛제조/ }).click();

      const address = field(page, t.regist.addr);
      await address.focus();
      await ime.compose('ㅅ');
      await ime.compose('서');
      await ime.commit('서');
      await ime.compose('우');
      await ime.compose('울');
      await ime.enterWhileComposing();
      await ime.commit('울');
      await expect(address).toHaveValue('서울');
      // Enter while composing submitted nothing: no field is marked in error yet.
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    },
  );
});

// Supplier registration end to end (spec 001 §3): the consents and the business number (the
// type that does not match it, MROCM0016; the duplicate-selection popup of a number already
// trading), the form refused at once with every rule on its field, the main item with its
// manufacturer, sourcing contact and evidence, the documents through their attachment popups, a
// reload half way that keeps every field and upload, a duplicate item group (MROJN0006), the last
// item that cannot go (MROJN0009), the application, the number's status list, an administrator's
// approval through the API and the first login with the mailed id and temporary password (the
// development mail outbox read by the test, never by the page). Korean input in the company name.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { PASSWORD, answer, clickUntil, korean, lang, message, shot, texts } from './helpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field of the form by its label (the required mark beside it is not part of the name). */
const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

/** A valid business number of a corporation no other run uses (checksum weights 1,3,7,1,3,7,1,3,5). */
function freshCorporateNumber(): string {
  const n = `${Date.now()}`.slice(-7).split('').map(Number);
  // Tax office (3), kind 81-88 (a corporation), serial (4).
  const digits = [
    1 + (n[0]! % 9),
    n[1]!,
    n[2]!,
    8,
    1 + (n[3]! % 8),
    n[4]!,
    n[5]!,
    n[6]!,
    Math.floor(Math.random() * 10),
  ];
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = digits.reduce((total, d, i) => total + d * weights[i]!, 0) + Math.floor((digits[8]! * 5) / 10);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Attaches one file through a document's (or an item's evidence) attachment popup. */
async function attach(page: Page, info: TestInfo, button: string, title: string, name: string) {
  const t = texts(info);
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: t.attachments.apply }).click();
  await expect(dialog).toHaveCount(0);
}

/** Fills the first step for a number and goes on to the form (the number must be fresh). */
async function start(page: Page, info: TestInfo, bizRegNo: string) {
  const t = texts(info);
  await page.goto('/regist/supplier');
  await page.getByRole('checkbox', { name: new RegExp(escape(t.regist.termsAgreeYn)) }).check();
  await page.getByRole('checkbox', { name: new RegExp(escape(t.regist.privacyAgreeYn)) }).check();
  await page.getByRole('radio', { name: t.supplier.corporate }).check();
  await field(page, t.supplier.bizRegNo).fill(bizRegNo);
  await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
    expect(page).toHaveURL(/\/regist\/supplier\/process$/, { timeout: 1_000 }),
  );
}

test.describe('supplier registration', () => {
  test(
    'the number, the form with every rule, documents, a reload, the application, approval and the first login',
    { tag: '@en-mobile' },
    async ({ page, request, baseURL }, info) => {
      test.setTimeout(180_000);
      const t = texts(info);
      const s = t.supplier;
      const ko = lang(info) === 'ko';
      const bizRegNo = freshCorporateNumber();
      const email = `sp${Date.now().toString(36)}@example.com`;

      await page.goto('/login');
      await page
        .getByRole('form', { name: t.login.title })
        .getByRole('link', { name: t.login.registerSupplier })
        .click();
      await expect(page).toHaveURL(/\/regist\/supplier$/);

      await test.step('the consents, the type that does not match the number, a number already trading', async () => {
        await page.getByRole('button', { name: t.regist.next }).click();
        const terms = page.getByRole('checkbox', { name: new RegExp(escape(t.regist.termsAgreeYn)) });
        await expect(terms).toBeFocused();
        await expect(terms).toHaveAccessibleDescription(message(info, 'MROJN0001'));
        await terms.check();
        await page.getByRole('checkbox', { name: new RegExp(escape(t.regist.privacyAgreeYn)) }).check();
        await page.getByRole('radio', { name: s.individual }).check();
        // Seongsil Tools' number: a corporation's.
        await field(page, s.bizRegNo).fill('113-86-21284');
        await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
          expect(page.getByRole('radio', { name: s.individual })).toBeFocused({ timeout: 1_000 }),
        );
        await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(
          new RegExp(escape(message(info, 'MROCM0016'))),
        );
        await page.getByRole('radio', { name: s.corporate }).check();
        await expectNoSeriousAxeViolations(page, 'supplier registration start', 'document');
        await shot(page, 'regist-supplier-start');
        await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
          expect(page.getByRole('dialog', { name: s.duplicates.title })).toBeVisible({ timeout: 1_000 }),
        );
        const dialog = page.getByRole('dialog', { name: s.duplicates.title });
        await expect(dialog.getByRole('list', { name: s.duplicates.list })).toContainText(
          ko ? '성실공구상사' : 'Seongsil Tools',
        );
        await expectNoSeriousAxeViolations(page, 'supplier duplicate selection', 'document');
        await dialog.getByRole('button', { name: t.regist.cancel }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/regist\/supplier$/);
        await field(page, s.bizRegNo).fill(bizRegNo);
        await clickUntil(page.getByRole('button', { name: t.regist.next }), () =>
          expect(page).toHaveURL(/\/regist\/supplier\/process$/, { timeout: 1_000 }),
        );
      });

      await test.step('applied at once: every rule on its field, the first one focused', async () => {
        await page.getByRole('button', { name: s.submit }).click();
        await expect(field(page, s.corpNo)).toBeFocused();
        await expect(field(page, s.cpNm)).toHaveAttribute('aria-invalid', 'true');
        const license = ko ? '사업자등록증' : 'business license';
        await expect(page.getByText(message(info, 'MROJN0003', { document: license }))).toBeVisible();
        await expect(field(page, `${s.items.manufacturer}`).first()).toHaveAttribute('aria-invalid', 'true');
      });

      await test.step('the company, the applicant and the sales contact', async () => {
        await field(page, s.corpNo).fill('130111-0006246');
        await field(page, s.cpNm).fill(ko ? '이투이공구' : 'E2E 공구');
        await field(page, s.cpEngNm).fill('E2E Tools');
        await field(page, s.rprePsNm).fill(ko ? '최대표' : 'Choi');
        await field(page, s.rpreType).selectOption('EACH');
        await field(page, t.regist.zipCd).fill('06164');
        await field(page, t.regist.addr).fill(ko ? '서울특별시 강남구 테헤란로 1' : '1 Teheran-ro, Seoul');
        await field(page, s.telNo).fill('0255512345');
        await field(page, s.bizType).fill(ko ? '도소매' : 'Wholesale');
        await field(page, s.bizItem).fill(ko ? '공구' : 'Tools');
        const sales = page.getByRole('group', { name: s.contacts.sales });
        await field(sales, s.contacts.name).fill(ko ? '김영업' : 'Kim');
        await field(sales, s.contacts.phone).fill('01011112222');
        await field(sales, s.contacts.email).fill(`sales.${email}`);
        await field(page, s.applicantNm).fill(ko ? '김신청' : 'Kim Applicant');
        await field(page, s.applicantEmail).fill(email);
      });

      await test.step('a main item: group, manufacturer, level with evidence, expiry, sourcing contact', async () => {
        const item = page.getByRole('group', { name: s.items.item.replace('{{number}}', '1') });
        await field(item, s.items.group).selectOption('A');
        await item.getByRole('button', { name: s.items.manufacturerSearch }).click();
        await page
          .getByRole('dialog', { name: s.items.manufacturerSearch })
          .getByRole('button', { name: new RegExp(ko ? '한국정밀' : 'Korea Precision') })
          .click();
        await expect(field(item, s.items.manufacturer)).toHaveValue(ko ? '한국정밀' : 'Korea Precision');
        await field(item, s.items.circLevel).selectOption('L1');
        await attach(
          page,
          info,
          s.items.evidenceAttach,
          s.items.evidenceTitle.replace('{{item}}', s.items.item.replace('{{number}}', '1')),
          'evidence.pdf',
        );
        await expect(field(item, s.items.evidence)).toHaveValue(s.files_one.replace('{{count}}', '1'));
        await field(item, s.items.contractExpiry).fill('2030-12-31');
        await item.getByRole('button', { name: s.items.sourcingSearch }).click();
        await page
          .getByRole('dialog', { name: s.items.sourcingSearch })
          .getByRole('button', { name: /정운영/ })
          .click();
        await expect(field(item, s.items.sourcing)).toHaveValue('정운영');
      });

      await test.step('the documents a corporation needs, each through its popup', async () => {
        const labels = ko
          ? ['사업자등록증', '인감증명서', '통장 사본', '법인등기부등본']
          : ['Business license', 'Seal certificate', 'Bank book copy', 'Corporate registry'];
        for (const [i, document] of labels.entries()) {
          await attach(
            page,
            info,
            s.documents.attach.replace('{{document}}', ko ? document : document.toLowerCase()),
            s.documents.title.replace('{{document}}', document),
            `doc-${i}.pdf`,
          );
        }
        await expect(field(page, labels[0]!)).toHaveValue(s.files_one.replace('{{count}}', '1'));
      });

      await test.step('a reload keeps every field and every upload', async () => {
        await page.reload();
        await expect(field(page, s.cpEngNm)).toHaveValue('E2E Tools');
        await expect(field(page, s.telNo)).toHaveValue('02-5551-2345');
        const item = page.getByRole('group', { name: s.items.item.replace('{{number}}', '1') });
        await expect(field(item, s.items.manufacturer)).toHaveValue(ko ? '한국정밀' : 'Korea Precision');
        await expect(field(item, s.items.evidence)).toHaveValue(s.files_one.replace('{{count}}', '1'));
        await expect(field(page, ko ? '법인등기부등본' : 'Corporate registry')).toHaveValue(
          s.files_one.replace('{{count}}', '1'),
        );
      });

      await test.step('the same group twice (MROJN0006); the last item cannot be removed (MROJN0009)', async () => {
        await page.getByRole('button', { name: s.items.add }).click();
        const second = page.getByRole('group', { name: s.items.item.replace('{{number}}', '2') });
        await field(second, s.items.group).selectOption('A');
        await page.getByRole('button', { name: s.submit }).click();
        await expect(field(second, s.items.group)).toBeFocused();
        await expect(field(second, s.items.group)).toHaveAccessibleDescription(
          new RegExp(escape(message(info, 'MROJN0006'))),
        );
        await expect(field(page, s.cpEngNm)).toHaveValue('E2E Tools');
        await second.getByRole('button', { name: s.items.remove.replace('{{number}}', '2') }).click();
        await expect(second).toHaveCount(0);
        await page.getByRole('button', { name: s.items.remove.replace('{{number}}', '1') }).click();
        await answer(page, message(info, 'MROJN0009'));
        await expect(page.getByRole('group', { name: s.items.item.replace('{{number}}', '1') })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page, 'supplier registration form', 'document');
      });

      let applNo = '';
      await test.step('applied: the number of the application; its status under the number', async () => {
        await page.getByRole('button', { name: s.submit }).click();
        await expect(page).toHaveURL(/\/regist\/supplier\/complete$/);
        await expect(page.getByText(s.complete.replace('{{email}}', email))).toBeVisible();
        const line = await page.getByText(s.applNo.replace('{{applNo}}', '')).textContent();
        applNo = /SA\w+/.exec(line ?? '')![0];
        await page.goto('/regist/supplier');
        await expect(page.getByRole('checkbox', { name: new RegExp(escape(t.regist.termsAgreeYn)) })).not.toBeChecked();
        await field(page, s.bizRegNo).fill(bizRegNo);
        await page.getByRole('button', { name: s.statusButton }).click();
        const status = page.getByRole('dialog', { name: s.status.title });
        await expect(status.getByRole('list', { name: s.status.list })).toContainText(
          `${applNo} · ${s.status.RECEIVED}`,
        );
        await expect(status).toContainText(message(info, 'MROJN0008'));
        await expectNoSeriousAxeViolations(page, 'supplier status list', 'document');
        await status.getByRole('button', { name: s.status.close }).last().click();
      });

      await test.step('approved by an administrator: the mailed id and temporary password sign in', async () => {
        const headers = (system: string) => ({ 'x-system': system, origin: baseURL! });
        const admin = { data: { loginId: 'admin01', pwCn: PASSWORD }, headers: headers('MAIN') };
        expect((await request.post('/imk/api/login', admin)).ok()).toBe(true);
        expect(
          (await request.post('/imk/api/auth/system', { data: { sysGbCd: 'DEV' }, headers: headers('MAIN') })).ok(),
        ).toBe(true);
        const approved = await request.post(`/imk/api/admin/supplier-applications/${applNo}/approve`, {
          headers: headers('DEV'),
        });
        expect(approved.ok(), await approved.text()).toBe(true);
        const mails = (await (await request.get('/dev/outbox?kind=mail')).json()) as {
          data: { to: string; body: string }[];
        };
        const mail = mails.data.find((m) => m.to === email)!;
        const loginId = /ID: (\S+)/.exec(mail.body)![1]!;
        const temporary = /Temporary password: (\S+)/.exec(mail.body)![1]!;
        await page.goto('/login');
        await page.getByRole('textbox', { name: t.login.id, exact: true }).fill(loginId);
        await page.getByLabel(t.login.password, { exact: true }).fill(temporary);
        await page.getByRole('button', { name: t.login.submit, exact: true }).click();
        // A temporary password opens only the change.
        await expect(page.getByRole('dialog', { name: t.password.title })).toBeVisible();
      });
    },
  );

  test('the screens: the first step, the form and its popups', { tag: '@diagonal' }, async ({ page }, info) => {
    const t = texts(info);
    const s = t.supplier;
    await page.goto('/regist/supplier/process');
    await expect(page).toHaveURL(/\/regist\/supplier$/);
    await expect(page.getByRole('button', { name: s.statusButton })).toBeVisible();
    await shot(page, 'regist-supplier-start-empty');
    await start(page, info, freshCorporateNumber());
    await expect(page.getByRole('heading', { level: 2, name: s.sections.items })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'supplier registration form', 'document');
    await shot(page, 'regist-supplier-form');
    await page.getByRole('button', { name: s.items.manufacturerSearch }).click();
    const search = page.getByRole('dialog', { name: s.items.manufacturerSearch });
    await search.getByRole('button', { name: s.manufacturer.request }).click();
    const request = page.getByRole('dialog', { name: s.manufacturer.title });
    await request.getByRole('button', { name: s.manufacturer.send }).click();
    await expect(field(request, s.manufacturer.mfcpCustNm)).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'new manufacturer request', 'document');
    // The request's own submit did not submit the registration behind it.
    await request.getByRole('button', { name: t.regist.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(field(page, s.corpNo)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test(
    'Hangul in the company name is kept once; Enter while composing does not apply',
    { tag: ['@korean', '@ko-desktop'] },
    async ({ page }, info) => {
      const t = texts(info);
      await start(page, info, freshCorporateNumber());
      const name = field(page, t.supplier.cpNm);
      await name.focus();
      const ime = await korean(page);
      await ime.compose('ㅎ');
      await ime.compose('한');
      await ime.commit('한');
      await ime.compose('ㄱ');
      await ime.compose('그');
      await ime.compose('글');
      await ime.enterWhileComposing();
      await ime.commit('글');
      await expect(name).toHaveValue('한글');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    },
  );
});

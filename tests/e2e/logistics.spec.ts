// The nationwide logistics centres (spec 000 §1, decision 0097): the login home's quick link in
// both languages and at both widths opens /logistics-centres, a card per centre of the code list
// LOGISTICS_CENTRE with its address in the page's language, its phone as a call link and its
// receiving hours; the address copies to the clipboard.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { lang, shot, texts, toasted } from './helpers';

test('the login home links to the logistics centres, each with its address, phone and hours', async ({
  page,
}, info) => {
  const t = texts(info);
  await page.goto('/login');
  await page.getByRole('link', { name: t.home.logisticsCentres }).click();
  await expect(page).toHaveURL(/\/logistics-centres$/);
  await expect(page.getByRole('heading', { level: 1, name: t.logistics.title })).toBeVisible();
  const cards = page.getByRole('list', { name: t.logistics.title }).getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const icheon = page.getByRole('group', { name: lang(info) === 'en' ? /^Icheon Central/ : /^이천 중앙/ });
  await expect(icheon).toContainText(lang(info) === 'en' ? '811 Deokpyeong-ro' : '경기도 이천시 마장면 덕평로 811');
  await expect(icheon.getByRole('link', { name: '031-645-7100' })).toHaveAttribute('href', 'tel:0316457100');
  await expect(icheon).toContainText(t.logistics.weekdays.replace('{{hours}}', '08:00-18:00'));
  await expectNoSeriousAxeViolations(page, 'logistics centres', 'document');
  await shot(page, 'logistics-centres');
});

test('a centre’s address copies with one press', { tag: '@ko-desktop' }, async ({ page, context }, info) => {
  const t = texts(info);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/logistics-centres');
  const busan = page.getByRole('group', { name: /^부산 물류센터/ });
  await busan.getByRole('button', { name: t.logistics.copy }).click();
  await toasted(page, t.logistics.copied.replace('{{name}}', '부산 물류센터'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('부산광역시 강서구 녹산산단321로 24');
});

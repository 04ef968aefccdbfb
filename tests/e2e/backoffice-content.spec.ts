// The back office's banners, code lists and menus (issue 45 item 3, decision 0077; BY menu
// "Buyer admin", role A) against the real API server: each tab in the four projects with axe and
// a screenshot; on the diagonal, staff publish a BUYER_MAIN banner with an uploaded image and a
// buyer sees it on the buyer home (ko desktop), and a file that is not an image is refused by its
// bytes, whatever its name (en 375 px), focus back on the button that opened the dialog each time.
// Signed in through the API (the sign-in is not the subject); the banner is removed afterwards
// through the API, so the buyer home's baselines of other specs stay as they are.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, lang, message, signInByApi, texts, toasted, fill } from './helpers';
import { adminSession, fixRegistrationsQueue } from './backofficeFixtures';

type Playwright = PlaywrightWorkerArgs['playwright'];

const SCREENSHOT_CSS = fileURLToPath(new URL('./backoffice.screenshot.css', import.meta.url));
const IMAGE = readFileSync(
  fileURLToPath(new URL('../../apps/portal/public/images/banner/buyer-slide-2.webp', import.meta.url)),
);
const NOT_AN_IMAGE = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The back office open on one of its content tabs. */
async function openTab(page: Page, info: TestInfo, tab: 'banners' | 'codes' | 'menus') {
  const t = texts(info);
  await signInByApi(page, info, 'admin01', 'BY');
  await page.goto('/by/admin/users');
  await expect(
    page.getByRole('heading', { level: 1, name: lang(info) === 'en' ? 'Buyer admin' : '구매사 관리' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: t.boContent.tab[tab] }).click();
  return t.boContent;
}

/** Removes the banners with `key` through the API (admin01's own session, apart from the page's). */
async function removeBanners(playwright: Playwright, info: TestInfo, key: string) {
  const { ctx, by } = await adminSession(playwright, info);
  const list = await (await ctx.get('/imk/api/admin/banners?bannerSet=BUYER_MAIN', { headers: by })).json();
  for (const b of list.data.banners as { bannerId: number; version: number; bannerKey: string | null }[]) {
    if (b.bannerKey !== key) continue;
    const res = await ctx.delete(`/imk/api/admin/banners/${b.bannerId}?version=${b.version}`, { headers: by });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await ctx.dispose();
}

test.describe('back office: banners, code lists and menus', () => {
  test('the three tabs: banners, code lists, menus; axe and screenshots', async ({ page }, info) => {
    await fixRegistrationsQueue(page);
    const t = await openTab(page, info, 'banners');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('table', { name: t.banners.set.BUYER_MAIN })).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(4);
    for (const img of await panel.locator('img').all())
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, 'back office banners', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('by-admin-banners.png', {
      fullPage: true,
      stylePath: SCREENSHOT_CSS,
      mask: [page.getByRole('tablist')],
    });

    await page.getByRole('tab', { name: t.tab.codes }).click();
    await expect(page.getByRole('tabpanel').getByRole('table', { name: 'CM031' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'back office code lists', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('by-admin-codes.png', {
      fullPage: true,
      stylePath: SCREENSHOT_CSS,
      mask: [page.getByRole('tablist')],
    });

    await page.getByRole('tab', { name: t.tab.menus }).click();
    const menus = page.getByRole('tabpanel').getByRole('table', { name: t.menus.systemOf.BY });
    await expect(menus.getByRole('row').filter({ hasText: '/by/order/list' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'back office menus', 'document');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot('by-admin-menus.png', {
      fullPage: true,
      stylePath: SCREENSHOT_CSS,
      mask: [page.getByRole('tablist')],
    });
    // A menu's dialog with its events per role; closing it returns focus to its button.
    const edit = menus.getByRole('button', {
      name: fill(t.menus.editOf, { name: lang(info) === 'en' ? 'Order list' : '주문 목록' }),
    });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: fill(t.menus.editTitle, { id: 'BY-ORD-01' }) });
    await expect(dialog.getByRole('group', { name: fill(t.menus.eventOf, { name: 'DELETE' }) })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'back office menu dialog', 'document');
    await dialog.getByRole('button', { name: t.menus.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  test(
    'staff publish a BUYER_MAIN banner with an uploaded image and a buyer sees it on the buyer home',
    { tag: '@ko-desktop' },
    async ({ page, playwright }, info) => {
      const key = `BYM-E2E-${Date.now().toString(36)}`;
      try {
        const t = await openTab(page, info, 'banners');
        const add = page.getByRole('button', { name: t.banners.add });
        const dialog = page.getByRole('dialog', { name: t.banners.addTitle });

        await test.step('the banner with its image, link, view time, order and key; a toast, focus back', async () => {
          await add.click();
          const chooser = page.waitForEvent('filechooser');
          await dialog.getByRole('button', { name: t.banners.upload }).click();
          await (await chooser).setFiles({ name: 'sale.webp', mimeType: 'image/webp', buffer: IMAGE });
          await expect(dialog.getByRole('img', { name: t.banners.preview })).toBeVisible();
          await dialog.getByRole('textbox', { name: t.banners.col.link }).fill('/by/order/list');
          await dialog.getByRole('textbox', { name: t.banners.col.viewSeconds }).fill('4');
          await dialog.getByRole('textbox', { name: t.banners.col.sortOrd }).fill('9');
          await dialog.getByRole('textbox', { name: t.banners.col.key }).fill(key);
          await dialog.getByRole('button', { name: t.banners.save }).click();
          await toasted(page, t.banners.saved);
          await expect(dialog).toHaveCount(0);
          await expect(add).toBeFocused();
          await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: key })).toBeVisible();
        });

        await test.step('the buyer home shows it at once, its image drawn', async () => {
          await signInByApi(page, info, 'buyer01', 'BY');
          await page.goto('/by/');
          const banner = page.locator(`[data-banner="${key}"]`);
          await expect(banner).toBeVisible();
          const img = banner.locator('img');
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
            .toBeGreaterThan(0);
        });
      } finally {
        await removeBanners(playwright, info, key);
      }
    },
  );

  test(
    'a file that is not an image is refused by its bytes, whatever its name',
    { tag: '@en-mobile' },
    async ({ page }, info) => {
      const t = await openTab(page, info, 'banners');
      const add = page.getByRole('button', { name: t.banners.add });
      const dialog = page.getByRole('dialog', { name: t.banners.addTitle });
      await add.click();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: t.banners.upload }).click();
      await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
      await answer(page, message(info, 'MROBO0011', { fileName: 'photo.png' }));
      await expect(dialog.getByRole('textbox', { name: t.banners.col.image })).toHaveValue('');
      await expect(dialog.getByRole('img')).toHaveCount(0);
      await dialog.getByRole('button', { name: t.banners.cancel }).click();
      await expect(dialog).toHaveCount(0);
      await expect(add).toBeFocused();
    },
  );
});

// Card payments of orders (issue 45 item 2, decision 0072) against the real API server and its
// development card gateway: an order paid by corporate card, approved through the API, waits for
// its payment; the buyer pays it from the order's detail (a form post into a hidden frame, the
// result by window message) and the supplier then has it; the order's cancellation completes and
// the buyer cancels the payment. An order over the gateway's limit is refused with the limit and
// keeps waiting. Flows on the diagonal (decision 0005); axe and a screenshot of the section.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { FAKE_CARD_LIMIT } from '@mro/rules';
import { expectNoSeriousAxeViolations } from '../a11y/axe';
import { answer, message, signInByApi, texts, toasted, clickLock, fill } from './helpers';
import { approvedOrder, decide, quantityAbove, session } from './orderSessions';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its {{amount}} as any text. */
const withAnyAmount = (template: string, values: Record<string, string> = {}) =>
  new RegExp(escape(fill(template, { ...values, amount: '\u0000' })).replace('\u0000', '.+'));

/** The order's detail opened from the order list's link (`?ordNo=`). */
async function openOrder(page: Page, info: TestInfo, ordNo: string) {
  const t = texts(info);
  await page.goto(`/by/order/list?ordNo=${ordNo}`);
  const dialog = page.getByRole('dialog', { name: fill(t.orders.dialog.title, { ordNo }) });
  await expect(dialog).toBeVisible();
  return { t, dialog, section: dialog.getByRole('region', { name: t.orders.card.title }) };
}

test.describe('card payments of orders', () => {
  test('pay an approved card order and the supplier has it; cancel the payment once the order is cancelled @ko-desktop', async ({
    page,
    playwright,
  }, info) => {
    const { ordNo, apprNo } = await approvedOrder(playwright, info, 'e2e-card', { payTermCd: 'CARD' });
    const suppliers = await Promise.all(
      ['supplier01', 'supplier02'].map((who) => session(playwright, info, who, 'SP')),
    );
    const supplierHas = async () => {
      for (const s of suppliers) {
        const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
        const page = (await s.get(`/sp/orders/page?fromDt=${today.slice(0, 6)}01&toDt=${today}&pageSize=500`)).data as {
          pages: { ordNo: string }[];
        };
        if (page.pages.some((o) => o.ordNo === ordNo)) return true;
      }
      return false;
    };
    expect(await supplierHas()).toBe(false);

    await signInByApi(page, info, 'buyer01', 'BY');
    const opened = await openOrder(page, info, ordNo);
    const { t } = opened;
    let { section } = opened;
    await expect(section).toContainText(t.orders.card.states.WAIT);
    await expectNoSeriousAxeViolations(page, 'card payment', 'document');
    // The section only: the order's number and times differ on every run.
    await expect(section).toHaveScreenshot('order-card-payment.png');

    const pay = section.getByRole('button', { name: withAnyAmount(t.orders.card.pay) });
    // Asked first; "cancel" charges nothing and gives the focus back.
    await pay.click();
    await answer(page, ordNo, 'cancel');
    await expect(pay).toBeFocused();
    await clickLock(page); // the button's click lock after the last click
    await pay.click();
    await answer(page, ordNo, 'ok');
    await toasted(page, fill(t.orders.card.paid, { ordNo }));
    await expect(section).toContainText(t.orders.card.states.PAID);
    await expect(section).toContainText(/\d{8}/);
    await expect(section.getByRole('button')).toHaveCount(0);
    expect(await supplierHas()).toBe(true);

    // The cancellation is asked for and approved; then the payment is to be cancelled.
    await decide(playwright, info, 'buyer01', apprNo, 'cancel');
    await decide(playwright, info, 'approver02', apprNo, 'approve');
    ({ section } = await openOrder(page, info, ordNo));
    await expect(section).toContainText(t.orders.card.states.CANCEL_WAIT);
    const cancel = section.getByRole('button', { name: t.orders.card.cancel });
    await cancel.click();
    await answer(page, ordNo, 'ok');
    await toasted(page, fill(t.orders.card.cancelled, { ordNo }));
    await expect(section).toContainText(t.orders.card.states.CANCELLED);
    await expect(section.getByRole('button')).toHaveCount(0);
    for (const s of suppliers) await s.dispose();
  });

  test("the gateway refuses an amount over the card's limit: the order keeps waiting, the limit in the message @en-mobile", async ({
    page,
    playwright,
  }, info) => {
    const qty = await quantityAbove(playwright, info, FAKE_CARD_LIMIT);
    const { ordNo } = await approvedOrder(playwright, info, 'e2e-card-limit', { payTermCd: 'CARD', qty });
    await signInByApi(page, info, 'buyer01', 'BY');
    const { t, section } = await openOrder(page, info, ordNo);
    const pay = section.getByRole('button', { name: withAnyAmount(t.orders.card.pay) });
    await pay.click();
    await answer(page, ordNo, 'ok');
    await answer(page, message(info, 'MROPY0006', { limit: FAKE_CARD_LIMIT.toLocaleString('en-US') }));
    await expect(section).toContainText(t.orders.card.states.WAIT);
    await expect(pay).toBeFocused();
  });
});

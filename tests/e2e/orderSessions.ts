// API sessions for e2e set-ups that are not the subject of the test: a signed-in session of its own
// (cookies apart from the page's) and an order of buyer01 submitted and approved by both approvers.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { PASSWORD } from './helpers';

type Playwright = PlaywrightWorkerArgs['playwright'];
type Answer = { data: unknown; error: { errorCode: string } | null; status: number };

/** A signed-in API session in `system` (each answer's envelope with its HTTP status). */
export async function session(playwright: Playwright, info: TestInfo, loginId: string, system = 'BY') {
  const baseURL = info.project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  const ctx: APIRequestContext = await playwright.request.newContext({ baseURL });
  const main = { 'x-system': 'MAIN', origin };
  expect((await ctx.post('/imk/api/login', { data: { loginId, pwCn: PASSWORD }, headers: main })).ok()).toBe(true);
  expect((await ctx.post('/imk/api/auth/system', { data: { sysGbCd: system }, headers: main })).ok()).toBe(true);
  const headers = { 'x-system': system, origin };
  const reply = async (res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> => ({
    ...((await res.json()) as Omit<Answer, 'status'>),
    status: res.status(),
  });
  return {
    get: async (path: string) => reply(await ctx.get(`/imk/api${path}`, { headers })),
    post: async (path: string, data: unknown) => reply(await ctx.post(`/imk/api${path}`, { data, headers })),
    delete: async (path: string) => reply(await ctx.delete(`/imk/api${path}`, { headers })),
    dispose: () => ctx.dispose(),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Decides buyer01's order's approval document as `who` (approve, or the drafter's cancel). */
export async function decide(
  playwright: Playwright,
  info: TestInfo,
  who: string,
  apprNo: string,
  action: 'approve' | 'cancel',
) {
  const s = await session(playwright, info, who);
  const doc = (await s.get(`/by/approvals/${apprNo}`)).data as { version: number };
  const res = await s.post(`/by/approvals/${apprNo}/${action}`, {
    version: doc.version,
    reason: action === 'cancel' ? '수량 변경' : '',
  });
  expect(res.error).toBeNull();
  await s.dispose();
}

/** The least quantity of CI0000004 (its minimum and pack multiple) whose price passes `amount`. */
export async function quantityAbove(playwright: Playwright, info: TestInfo, amount: number): Promise<number> {
  const buyer = await session(playwright, info, 'buyer01');
  const item = (await buyer.get('/by/catalog/items/CI0000004')).data as {
    listPrice: string;
    contractPrice: string | null;
    packQty: number;
    minOrdQty: number;
  };
  await buyer.dispose();
  const pack = Math.max(1, item.packQty);
  // A KRW price: decimal text of whole won (decision 0106), exact as a number.
  const price = Number(item.contractPrice ?? item.listPrice);
  return Math.max(item.minOrdQty, Math.ceil((amount + 1) / price / pack) * pack);
}

/**
 * An order of buyer01 (one line of `qty` of CI0000004, the cart emptied first) with `payTermCd`,
 * submitted and approved by both approvers; its number and approval document.
 */
export async function approvedOrder(
  playwright: Playwright,
  info: TestInfo,
  key: string,
  { payTermCd = 'CASH', qty = 200 }: { payTermCd?: string; qty?: number } = {},
): Promise<{ ordNo: string; apprNo: string }> {
  const buyer = await session(playwright, info, 'buyer01');
  // The cart holds this line only (another spec's flow may have left lines in buyer01's cart).
  const cart = (await buyer.get('/by/cart')).data as { lines: { itemCd: string }[] };
  for (const line of cart.lines) await buyer.delete(`/by/cart/lines/${line.itemCd}`);
  expect((await buyer.post('/by/cart/lines', { itemCd: 'CI0000004', qty })).error).toBeNull();
  let ordNo: string | undefined;
  // A working day after the item's lead time (a holiday or weekend is refused: the next day then).
  for (let ahead = 30; !ordNo && ahead < 45; ahead += 1) {
    const res = await buyer.post('/by/orders', {
      idemKey: `${key}-${Date.now()}-${ahead}`,
      bpCd: 'BY001-BP01',
      reqDlvDt: day(new Date(Date.now() + ahead * 86_400_000)),
      payTermCd,
      submit: 'Y',
      acceptChanges: 'Y',
    });
    if (!res.error) ordNo = (res.data as { ordNos: string[] }).ordNos[0];
  }
  expect(ordNo).toBeDefined();
  const detail = (await buyer.get(`/by/orders/${ordNo}`)).data as { approval: { apprNo: string } };
  await buyer.dispose();
  for (const who of ['approver01', 'approver02'])
    await decide(playwright, info, who, detail.approval.apprNo, 'approve');
  return { ordNo: ordNo!, apprNo: detail.approval.apprNo };
}

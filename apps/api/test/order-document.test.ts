// The purchase order's printable document (issue 43 item 6, decision 0060): POST /token/report
// (ORDER_SHEET) gives a one-time token only for an order the caller's company may read; the
// report viewer's form post (POST /anonymous/report/view) exchanges it once, within five minutes,
// for the page in the form's language, every value escaped, amounts in the currency's decimals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplyMoney, toMoney } from '@mro/rules';
import { ORIGIN, testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
let ordNo = '';
let spCd = '';

const call = signedCaller<{ data: unknown; error: { errorCode: string } | null }>(() => s, token);

const reportToken = async (who: string, params: Record<string, unknown>, system = 'BY') => {
  const res = await call(who, '/token/report', { reportId: 'ORDER_SHEET', params }, system);
  return { status: res.status, token: (res.body.data as { token: string } | null)?.token ?? '', error: res.body.error };
};

const view = (fields: Record<string, string>, origin: string | null = null) =>
  s.call({
    method: 'POST',
    url: '/anonymous/report/view',
    system: null,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
  });

beforeAll(async () => {
  s = await testServer();
  for (const who of ['buyer01', 'buyer02']) token[who] = await s.login(who, 'BY');
  token.supplier01 = await s.login('supplier01', 'SP');
  token.supplier02 = await s.login('supplier02', 'SP');
  await call('buyer01', '/by/cart/lines', { itemCd: 'CI0000001', qty: 3 });
  const res = await call('buyer01', '/by/orders', {
    idemKey: 'key-order-document-0001',
    bpCd: 'BY001-BP01',
    reqDlvDt: '2026-12-04',
    payTermCd: 'CASH',
    costCenter: 'CC-100',
    noteCn: 'Tom & Jerry "quoted"',
    submit: 'Y',
    acceptChanges: 'Y',
  });
  expect(res.body.error).toBeNull();
  ordNo = (res.body.data as { ordNos: string[] }).ordNos[0]!;
  // An item name that would run as script if it were not escaped.
  await s.ctx.db
    .updateTable('purchase_order_line')
    .set({ item_nm: '<script>alert("x")</script> 장갑' })
    .where('ord_no', '=', ordNo)
    .where('line_no', '=', 1)
    .execute();
  const head = await s.ctx.db
    .selectFrom('purchase_order')
    .select(['sp_cd'])
    .where('ord_no', '=', ordNo)
    .executeTakeFirstOrThrow();
  spCd = head.sp_cd;
});
afterAll(async () => s.close());

describe('the purchase order document', () => {
  it('renders once for the ordering company, escaped, in Korean, with its lines, total and approval', async () => {
    const issued = await reportToken('buyer01', { ordNo });
    expect(issued.status).toBe(200);
    const res = await view({ token: issued.token, locale: 'KO' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("frame-ancestors 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('구매 주문서');
    expect(html).toContain(`data-ord-no>${ordNo}<`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 장갑');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Tom &amp; Jerry &quot;quoted&quot;');
    expect(html).toContain('CC-100');
    // The line: 3 × its unit price, in KRW without decimals; the total is the order's amount.
    const line = await s.ctx.db
      .selectFrom('purchase_order_line')
      .select(['unit_price', 'amount'])
      .where('ord_no', '=', ordNo)
      .executeTakeFirstOrThrow();
    // The glossary's format (decision 0106): grouped digits, then 원.
    const won = (stored: string) => `${toMoney(stored, 'KRW').replace(/\B(?=(\d{3})+$)/g, ',')}원`;
    expect(html).toContain(won(line.unit_price));
    expect(html).toContain(`data-total>${won(line.amount)}<`);
    expect(toMoney(line.amount, 'KRW')).toBe(multiplyMoney(line.unit_price, 3, 'KRW'));
    // The approval line: the drafter and the waiting agreement, one signature box each.
    expect(html).toContain('결재 이력');
    expect(html).toContain('기안');
    expect(html).toContain('합의');
    expect(html.match(/class="sign"/g)?.length).toBe(5);
    // Not a print page: no script at all; every inline style carries the nonce.
    expect(html).not.toContain('<script');
    expect(html).toContain(`<style nonce="${nonce}">`);
    // Used once.
    const again = await view({ token: issued.token, locale: 'KO' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('요청한 정보를 찾을 수 없습니다.');
    expect(again.body).not.toContain(ordNo);
  });

  it('speaks English when the form asks, and the print page prints itself one second after loading', async () => {
    const issued = await reportToken('buyer01', { ordNo });
    const res = await view({ token: issued.token, locale: 'EN', print: 'Y' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Purchase order');
    expect(res.body).toContain('Approval history');
    expect(res.body).toContain('Draft');
    expect(res.body).not.toContain('구매 주문서');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(res.body).toContain(
      `<script nonce="${nonce}">window.addEventListener('load',function(){setTimeout(function(){window.print();},1000);});</script>`,
    );
  });

  it('expires after five minutes', async () => {
    const issued = await reportToken('buyer01', { ordNo });
    s.clock.advance(5 * 60_000 + 1);
    const res = await view({ token: issued.token, locale: 'EN' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('The requested information could not be found.');
  });

  it("refuses another company's order at issue and an unknown or malformed order", async () => {
    expect((await reportToken('buyer02', { ordNo })).status).toBe(404);
    expect((await reportToken('buyer02', { ordNo })).error?.errorCode).toBe('MROCM0010');
    expect((await reportToken('buyer01', { ordNo: 'OR00000000000000' })).status).toBe(404);
    expect((await reportToken('buyer01', { ordNo: "x' OR 1=1" })).status).toBe(404);
    expect((await reportToken('buyer01', {})).status).toBe(404);
    // A made-up token, or none.
    expect((await view({ token: 'A'.repeat(32) })).statusCode).toBe(404);
    expect((await view({})).statusCode).toBe(404);
  });

  it("lets the supplier's company read it only once the order went to it", async () => {
    const other = spCd === 'SP001' ? 'supplier02' : 'supplier01';
    const own = spCd === 'SP001' ? 'supplier01' : 'supplier02';
    const company = async (login: string) =>
      (await s.ctx.db.selectFrom('app_user').select('cp_cd').where('login_id', '=', login).executeTakeFirstOrThrow())
        .cp_cd;
    expect(await company(own)).toBe(spCd);
    // Under approval: not the supplier's yet.
    expect((await reportToken(own, { ordNo }, 'SP')).status).toBe(404);
    await s.ctx.db.updateTable('purchase_order').set({ prgs_stat_cd: '3' }).where('ord_no', '=', ordNo).execute();
    const issued = await reportToken(own, { ordNo }, 'SP');
    expect(issued.status).toBe(200);
    expect((await reportToken(other, { ordNo }, 'SP')).status).toBe(404);
    // Checked again when the page is read: the order left the supplier's reach in between.
    await s.ctx.db.updateTable('purchase_order').set({ prgs_stat_cd: '5' }).where('ord_no', '=', ordNo).execute();
    expect((await view({ token: issued.token })).statusCode).toBe(404);
    await s.ctx.db.updateTable('purchase_order').set({ prgs_stat_cd: '3' }).where('ord_no', '=', ordNo).execute();
    const fresh = await reportToken(own, { ordNo }, 'SP');
    const res = await view({ token: fresh.token, locale: 'KO' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-ord-no>${ordNo}<`);
  });

  it('reads no cookie: a session without the token sees nothing', async () => {
    const res = await s.call({
      method: 'POST',
      url: '/anonymous/report/view',
      system: null,
      payload: new URLSearchParams({ locale: 'EN' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      cookies: { mro_at: token.buyer01! },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(ordNo);
  });
});

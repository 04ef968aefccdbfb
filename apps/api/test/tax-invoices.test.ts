// Tax invoices (issue 45 item 1, decision 0074): the supplier's accepted receipts to invoice, issuing
// one (the e-tax-invoice fields of both parties, the amounts, the payment day), every refusal
// (receipts already invoiced, not accepted, of another company, of two buyers; a VAT or total that
// does not add up; a write day outside the period), the lists and details scoped to each party,
// the buyer's confirm and dispute (a decided invoice refused, a stale version 409), the modified
// invoice of a disputed one taking its lines again, the notifications, the seeded invoices and
// the report viewer's token for an invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, multiplyMoney, percentOfMoney } from '@mro/rules';
import { queryString, signedCaller, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
const SYSTEM: Record<string, string> = {
  buyer01: 'BY',
  buyer02: 'BY',
  approver01: 'BY',
  approver02: 'BY',
  supplier01: 'SP',
  supplier02: 'SP',
};

beforeAll(async () => {
  s = await testServer();
  for (const [who, system] of Object.entries(SYSTEM)) token[who] = await s.login(who, system);
});
afterAll(async () => s.close());

type Body = { data: unknown; error: { errorCode: string; errorType: string; fieldErros?: { field: string }[] } | null };
const call = signedCaller<Body>(
  () => s,
  token,
  (who) => SYSTEM[who]!,
);
const data = <T>(res: { status: number; body: Body }) => {
  expect(res.body.error).toBeNull();
  return res.body.data as T;
};
const refusal = (res: { status: number; body: Body }) => [res.status, res.body.error?.errorCode];

interface Invoiceable {
  rcvNo: string;
  ordNo: string;
  cpCd: string;
  crncyCd: string;
  accQty: number;
  unitPrice: string;
  supplyAmt: string;
  invNo: string | null;
}
interface Detail {
  invNo: string;
  kindCd: string;
  origInvNo: string | null;
  modifiedInvNo: string | null;
  statCd: string;
  writeDt: string;
  supplyAmt: string;
  vatAmt: string;
  totalAmt: string;
  dueDt: string;
  payDt: string;
  payMoved: boolean;
  disputeReason: string | null;
  version: number;
  supplier: { bizNo: string | null; name: string; representative: string | null; address: string | null };
  buyer: { bizNo: string | null; name: string; bizType: string | null; bizItem: string | null };
  lines: { rcvNo: string; qty: number; unitPrice: string; supplyAmt: string }[];
}

let seq = 0;
/**
 * An order of two SP001 items by buyer01, approved, confirmed, shipped in one delivery and received:
 * line 1 accepted in full, line 2 rejected in full (a receipt with nothing accepted). Its receipts.
 */
async function acceptedOrder(): Promise<{ ordNo: string; accepted: string; rejected: string }> {
  const items = await s.ctx.db
    .selectFrom('catalog_item')
    .select(['item_cd', 'min_ord_qty', 'pack_qty'])
    .where('sp_cd', '=', 'SP001')
    .where('crncy_cd', '=', 'KRW')
    .where('discontinued_yn', '=', 'N')
    .where('item_cd', '<', 'CI0000100')
    .orderBy('item_cd')
    .limit(2)
    .execute();
  const qty = items.map((it) => Math.max(it.min_ord_qty, it.pack_qty));
  for (const [i, it] of items.entries())
    data(await call('buyer01', '/by/cart/lines', { itemCd: it.item_cd, qty: qty[i] }));
  seq += 1;
  const ordNo = data<{ ordNos: string[] }>(
    await call('buyer01', '/by/orders', {
      idemKey: `key-tax-invoices-${String(seq).padStart(4, '0')}`,
      bpCd: 'BY001-BP01',
      reqDlvDt: '2026-12-04',
      payTermCd: 'CASH',
      submit: 'Y',
      acceptChanges: 'Y',
    }),
  ).ordNos[0]!;
  const apprNo = data<{ approval: { apprNo: string } }>(await call('buyer01', `/by/orders/${ordNo}`)).approval.apprNo;
  for (const who of ['approver01', 'approver02']) {
    const d = data<{ version: number }>(await call(who, `/by/approvals/${apprNo}`));
    data(await call(who, `/by/approvals/${apprNo}/approve`, { version: d.version, reason: '' }));
  }
  await s.ctx.db
    .updateTable('purchase_order_line')
    .set({ cnfm_stat_cd: 'CONF', prms_dlv_dt: '20261203' })
    .where('ord_no', '=', ordNo)
    .execute();
  const { dlvNo } = data<{ dlvNo: string }>(
    await call('supplier01', '/sp/deliveries', {
      ordNo,
      lines: [
        { lineNo: 1, qty: qty[0] },
        { lineNo: 2, qty: qty[1] },
      ],
      dlvDt: '2026-11-24',
      transKind: 'CARRIER',
      carrierCd: 'CJ',
      trackingNo: '6012-3456-7890',
    }),
  );
  data(await call('supplier01', `/sp/deliveries/${dlvNo}/ship`, { version: 1 }));
  for (const [i, line] of [1, 2].entries()) {
    const version = (
      await s.ctx.db
        .selectFrom('purchase_order_line')
        .select('rcv_version')
        .where('ord_no', '=', ordNo)
        .where('line_no', '=', line)
        .executeTakeFirstOrThrow()
    ).rcv_version;
    data(
      await call('buyer01', '/by/receipts', {
        ordNo,
        lineNo: line,
        version,
        rcvQty: qty[i],
        ...(line === 2 ? { rejQty: qty[i], rejReason: '규격 상이' } : {}),
        dlvNo,
      }),
    );
  }
  const receipts = await s.ctx.db
    .selectFrom('goods_receipt')
    .select(['rcv_no', 'line_no'])
    .where('ord_no', '=', ordNo)
    .orderBy('line_no')
    .execute();
  return { ordNo, accepted: receipts[0]!.rcv_no, rejected: receipts[1]!.rcv_no };
}

const invoiceable = async (who = 'supplier01', extra: Record<string, string> = {}) =>
  data<Invoiceable[]>(await call(who, `/sp/tax-invoices/invoiceable?${queryString(extra)}`));
const detail = async (invNo: string, who = 'supplier01') =>
  data<Detail>(await call(who, `/${SYSTEM[who] === 'SP' ? 'sp' : 'by'}/tax-invoices/${invNo}`));
const search = async (who: string, extra: Record<string, string | string[]> = {}) =>
  data<{ pages: { invNo: string; statCd: string; cpNm: string; payDt: string }[]; totalCount: number }>(
    await call(
      who,
      `/${SYSTEM[who] === 'SP' ? 'sp' : 'by'}/tax-invoices/page?${queryString({ fromDt: '20260101', toDt: '20261231', ...extra })}`,
    ),
  );

describe('tax invoices', () => {
  it('lists the seeded invoices to each party and none to another company', async () => {
    const supplier = await search('supplier01');
    expect(supplier.totalCount).toBeGreaterThanOrEqual(2);
    expect(supplier.pages.map((p) => p.statCd)).toEqual(expect.arrayContaining(['CONFIRMED', 'ISSUED']));
    const buyer = await search('buyer01');
    expect(buyer.pages.map((p) => p.invNo)).toEqual(expect.arrayContaining(supplier.pages.map((p) => p.invNo)));
    expect((await search('supplier02')).totalCount).toBe(0);
    expect((await search('buyer02')).totalCount).toBe(0);
    const confirmed = await search('buyer01', { statCds: ['CONFIRMED'] });
    expect(confirmed.pages.every((p) => p.statCd === 'CONFIRMED')).toBe(true);
    const invNo = supplier.pages[0]!.invNo;
    expect((await call('supplier02', `/sp/tax-invoices/${invNo}`)).status).toBe(404);
    expect((await call('buyer02', `/by/tax-invoices/${invNo}`)).status).toBe(404);
    expect((await call('supplier01', '/sp/tax-invoices/NOPE')).status).toBe(404);
  });

  it('issues the month’s invoice for accepted receipts with both parties’ fields and the payment day', async () => {
    const { accepted, rejected } = await acceptedOrder();
    const open = await invoiceable();
    const line = open.find((l) => l.rcvNo === accepted)!;
    expect(line).toMatchObject({ cpCd: 'BY001', crncyCd: 'KRW', invNo: null });
    expect(line.supplyAmt).toBe(multiplyMoney(line.unitPrice, line.accQty, 'KRW'));
    // A receipt with nothing accepted is not offered, nor are another supplier's.
    expect(open.map((l) => l.rcvNo)).not.toContain(rejected);
    expect((await invoiceable('supplier02')).map((l) => l.rcvNo)).not.toContain(accepted);

    const supply = line.supplyAmt;
    const vat = percentOfMoney(supply, 10, 'KRW');
    const total = addMoney(supply, vat, 'KRW');
    const issued = data<{ invNo: string; version: number; payDt: string }>(
      await call('supplier01', '/sp/tax-invoices', {
        rcvNos: [accepted],
        supplyAmt: supply,
        vatAmt: vat,
        totalAmt: total,
      }),
    );
    expect(issued.invNo).toMatch(/^TX\d{14}$/);
    // November's invoice is dated the 30th; December 15th 2026 is a Tuesday.
    expect(issued.payDt).toBe('20261215');
    const d = await detail(issued.invNo);
    expect(d).toMatchObject({
      kindCd: 'NORMAL',
      statCd: 'ISSUED',
      writeDt: '20261130',
      supplyAmt: supply,
      vatAmt: vat,
      totalAmt: total,
      dueDt: '20261215',
      payDt: '20261215',
      payMoved: false,
      version: 1,
    });
    expect(d.supplier).toMatchObject({ bizNo: '1138621284', name: '성실공구상사', representative: '정성실' });
    expect(d.supplier.address).toContain('서울');
    expect(d.buyer).toMatchObject({ bizNo: '1248100998', name: '한빛제조(주)', bizType: '제조업' });
    expect(d.lines).toEqual([expect.objectContaining({ rcvNo: accepted, qty: line.accQty, supplyAmt: supply })]);
    expect(await detail(issued.invNo, 'buyer01')).toMatchObject({ invNo: issued.invNo, totalAmt: total });
    // The buyer's drafter is told.
    const note = await s.ctx.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.user_id', 'n.user_id')
      .select(['n.params', 'n.link_path'])
      .where('u.login_id', '=', 'buyer01')
      .where('n.kind_cd', '=', 'TAX_INVOICE_ISSUED')
      .orderBy('n.ntf_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.params).toMatchObject({ invNo: issued.invNo, payDt: '20261215' });
    expect(note.link_path).toBe('/by/tax-invoice/list');

    // The receipt is no longer offered, and a second invoice of it is refused.
    expect((await invoiceable()).map((l) => l.rcvNo)).not.toContain(accepted);
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted] }))).toEqual([400, 'MROTX0001']);
  });

  it('refuses receipts not accepted, of another company, of two buyers, outside the period, none, and amounts that do not add up', async () => {
    const { accepted, rejected } = await acceptedOrder();
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [rejected] }))).toEqual([400, 'MROTX0002']);
    expect(refusal(await call('supplier02', '/sp/tax-invoices', { rcvNos: [accepted] }))).toEqual([400, 'MROTX0002']);
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [] }))).toEqual([400, 'MROTX0009']);
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted, accepted] }))).toEqual([
      400,
      'MROCM0011',
    ]);
    const line = (await invoiceable()).find((l) => l.rcvNo === accepted)!;
    const vat = percentOfMoney(line.supplyAmt, 10, 'KRW');
    const badVat = await call('supplier01', '/sp/tax-invoices', {
      rcvNos: [accepted],
      supplyAmt: line.supplyAmt,
      vatAmt: addMoney(vat, '1', 'KRW'),
    });
    expect(refusal(badVat)).toEqual([400, 'MROTX0003']);
    expect(badVat.body.error?.fieldErros?.[0]?.field).toBe('vatAmt');
    expect(
      refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted], vatAmt: vat, totalAmt: vat })),
    ).toEqual([400, 'MROTX0004']);
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted], supplyAmt: 1 }))).toEqual([
      400,
      'MROTX0012',
    ]);
    expect(
      refusal(
        await call('supplier01', '/sp/tax-invoices', {
          rcvNos: [accepted],
          fromDt: '20261101',
          toDt: '20261130',
          writeDt: '20261201',
        }),
      ),
    ).toEqual([400, 'MROTX0013']);
    // Received on the test clock's day (2026-11-21): not a receipt of October's invoice.
    expect(
      refusal(
        await call('supplier01', '/sp/tax-invoices', {
          rcvNos: [accepted],
          fromDt: '20261001',
          toDt: '20261031',
          writeDt: '20261031',
        }),
      ),
    ).toEqual([400, 'MROTX0015']);
    expect(
      refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted], note: 'x'.repeat(201) })),
    ).toEqual([400, 'MROTX0014']);
    // A buyer of another company's receipt mixed in (BY002's order through the database).
    const openLine = (await invoiceable()).find((l) => l.rcvNo !== accepted && l.invNo === null)!;
    const other = { rcv_no: openLine.rcvNo, ord_no: openLine.ordNo };
    await s.ctx.db.updateTable('purchase_order').set({ cp_cd: 'BY002' }).where('ord_no', '=', other.ord_no).execute();
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted, other.rcv_no] }))).toEqual([
      400,
      'MROTX0010',
    ]);
    await s.ctx.db.updateTable('purchase_order').set({ cp_cd: 'BY001' }).where('ord_no', '=', other.ord_no).execute();
    // Nothing was written by the refusals.
    expect((await invoiceable()).find((l) => l.rcvNo === accepted)?.invNo).toBeNull();
  });

  it('moves the payment past a weekend: an October invoice is paid Monday 16 November', async () => {
    const { accepted } = await acceptedOrder();
    const issued = data<{ invNo: string; payDt: string }>(
      await call('supplier01', '/sp/tax-invoices', {
        rcvNos: [accepted],
        fromDt: '2026-10-01',
        toDt: '2026-11-30',
        writeDt: '2026-10-31',
      }),
    );
    expect(issued.payDt).toBe('20261116');
    expect(await detail(issued.invNo)).toMatchObject({ dueDt: '20261115', payDt: '20261116', payMoved: true });
  });

  it('lets the buyer dispute, refuses a second decision and a stale version, and a modified invoice replaces it', async () => {
    const { accepted } = await acceptedOrder();
    const { invNo } = data<{ invNo: string }>(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted] }));
    // Only the buyer decides; the supplier has no such call, another buyer company sees nothing.
    expect((await call('supplier01', `/by/tax-invoices/${invNo}/confirm`, { version: 1 })).status).toBe(403);
    expect((await call('buyer02', `/by/tax-invoices/${invNo}/confirm`, { version: 1 })).status).toBe(404);
    expect(refusal(await call('buyer01', `/by/tax-invoices/${invNo}/dispute`, { version: 1, reason: ' ' }))).toEqual([
      400,
      'MROTX0007',
    ]);
    // Over the declared max:500, refused at the door with the rule's code (decision 0086).
    expect(
      refusal(await call('buyer01', `/by/tax-invoices/${invNo}/dispute`, { version: 1, reason: 'x'.repeat(501) })),
    ).toEqual([400, 'PICMCM0038']);
    // A modified invoice of an invoice not disputed is refused.
    expect(
      refusal(await call('supplier01', `/sp/tax-invoices/${invNo}/modify`, { version: 1, rcvNos: [accepted] })),
    ).toEqual([409, 'MROTX0011']);
    const disputed = data<{ statCd: string; version: number }>(
      await call('buyer01', `/by/tax-invoices/${invNo}/dispute`, { version: 1, reason: '단가 협의 금액과 다릅니다' }),
    );
    expect(disputed).toEqual({ invNo, statCd: 'DISPUTED', version: 2 });
    expect(refusal(await call('buyer01', `/by/tax-invoices/${invNo}/confirm`, { version: 1 }))).toEqual([
      409,
      'MROTX0006',
    ]);
    expect(refusal(await call('buyer01', `/by/tax-invoices/${invNo}/confirm`, { version: 2 }))).toEqual([
      409,
      'MROTX0005',
    ]);
    expect(await detail(invNo)).toMatchObject({ statCd: 'DISPUTED', disputeReason: '단가 협의 금액과 다릅니다' });
    const told = await s.ctx.db
      .selectFrom('notification')
      .select('params')
      .where('kind_cd', '=', 'TAX_INVOICE_DISPUTED')
      .orderBy('ntf_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.params).toMatchObject({ invNo, reason: '단가 협의 금액과 다릅니다' });

    // The disputed invoice's lines are offered for its modified invoice only.
    expect((await invoiceable()).map((l) => l.rcvNo)).not.toContain(accepted);
    expect((await invoiceable('supplier01', { origInvNo: invNo })).find((l) => l.rcvNo === accepted)?.invNo).toBe(
      invNo,
    );
    expect(refusal(await call('supplier01', '/sp/tax-invoices', { rcvNos: [accepted] }))).toEqual([400, 'MROTX0001']);
    expect(
      refusal(await call('supplier01', `/sp/tax-invoices/${invNo}/modify`, { version: 1, rcvNos: [accepted] })),
    ).toEqual([409, 'MROTX0006']);
    expect(
      (await call('supplier02', `/sp/tax-invoices/${invNo}/modify`, { version: 2, rcvNos: [accepted] })).status,
    ).toBe(404);
    const modified = data<{ invNo: string }>(
      await call('supplier01', `/sp/tax-invoices/${invNo}/modify`, {
        version: 2,
        rcvNos: [accepted],
        note: '단가 정정',
      }),
    );
    expect(await detail(modified.invNo)).toMatchObject({ kindCd: 'MODIFIED', origInvNo: invNo, statCd: 'ISSUED' });
    expect(await detail(invNo)).toMatchObject({ statCd: 'SUPERSEDED', modifiedInvNo: modified.invNo, version: 3 });
    // A superseded invoice has one modified invoice only.
    expect(
      refusal(await call('supplier01', `/sp/tax-invoices/${invNo}/modify`, { version: 3, rcvNos: [accepted] })),
    ).toEqual([409, 'MROTX0011']);
    const confirmed = data<{ statCd: string }>(
      await call('buyer01', `/by/tax-invoices/${modified.invNo}/confirm`, { version: 1 }),
    );
    expect(confirmed.statCd).toBe('CONFIRMED');
    expect((await detail(modified.invNo, 'buyer01')).payDt).toBe('20261215');
  });

  it('gives the report viewer a token for an invoice of the caller’s company only', async () => {
    const invNo = (await search('supplier01')).pages[0]!.invNo;
    const ok = await call('supplier01', '/token/report', { reportId: 'TAX_INVOICE', params: { invNo } });
    expect(ok.status).toBe(200);
    expect((await call('buyer01', '/token/report', { reportId: 'TAX_INVOICE', params: { invNo } })).status).toBe(200);
    expect((await call('supplier02', '/token/report', { reportId: 'TAX_INVOICE', params: { invNo } })).status).toBe(
      404,
    );
    const { token: viewToken } = ok.body.data as { token: string };
    const page = await s.call({
      method: 'POST',
      url: '/anonymous/report/view',
      system: '',
      payload: `token=${viewToken}&locale=ko`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('세금계산서');
    expect(page.body).toContain(invNo);
    expect(page.body).toContain('113-86-21284');
  });
});

describe("the buyer's tax invoice menu", () => {
  it('is before the buyer admin entry, and the seed step adds it once to a database seeded before it', async () => {
    const { seedTaxInvoices } = await import('../src/seeds/seedTaxInvoices.ts');
    const top = () =>
      s.ctx.db
        .selectFrom('menu')
        .select(['menu_id', 'sort_ord'])
        .where('sys_gb_cd', '=', 'BY')
        .where('menu_lv', '=', 1)
        .orderBy('sort_ord')
        .orderBy('menu_id')
        .execute();
    const before = await top();
    const ids = before.map((m) => m.menu_id);
    expect(ids.indexOf('BY-TAX')).toBe(ids.indexOf('BY-ADM') - 1);
    // A database seeded before the menu existed: without it, and without the step's mark.
    await s.ctx.db.deleteFrom('menu_event').where('menu_id', '=', 'BY-TAX').execute();
    await s.ctx.db.deleteFrom('menu_role').where('menu_id', '=', 'BY-TAX').execute();
    await s.ctx.db.deleteFrom('menu').where('menu_id', '=', 'BY-TAX').execute();
    await s.ctx.db.deleteFrom('setting').where('key', '=', 'seed.taxInvoices').execute();
    await seedTaxInvoices(s.ctx.db, { now: new Date(), demoRows: false });
    await seedTaxInvoices(s.ctx.db, { now: new Date(), demoRows: false });
    const after = await top();
    expect(after.map((m) => m.menu_id)).toEqual(ids);
    const roles = await s.ctx.db
      .selectFrom('menu_role')
      .select('cust_rol_cd')
      .where('menu_id', '=', 'BY-TAX')
      .execute();
    expect(roles.map((r) => r.cust_rol_cd).sort()).toEqual(['A', 'B']);
    const menus = await call('buyer01', '/auth-menus');
    expect((menus.body.data as { menus: { path: string }[] }).menus.map((m) => m.path)).toContain(
      '/by/tax-invoice/list',
    );
  });
});

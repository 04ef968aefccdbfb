// Quote requests and e-contracts (issue 44 items 2 and 3, decision 0066): a buyer's request to
// two suppliers, each answers (or declines) with the @mro/rules checks on the server, the buyer
// compares and awards one (contract prices for catalogue lines, an e-contract), the supplier and
// then the buyer confirm it; every refusal with its code (a closed request, a past validity, a
// second award, a second confirmation, the buyer before the supplier, a superseded version);
// concurrent answers and awards: one wins, the other 409; another company sees none of it;
// notifications reach the supplier, the buyer and both parties; the contract document page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer, signedCaller } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
const SYSTEM: Record<string, string> = {
  buyer01: 'BY',
  buyer02: 'BY',
  admin01: 'BY',
  supplier01: 'SP',
  supplier02: 'SP',
};

beforeAll(async () => {
  s = await testServer();
  for (const [who, system] of Object.entries(SYSTEM)) token[who] = await s.login(who, system);
});
afterAll(async () => s.close());

type Body = {
  data: unknown;
  error: { errorCode: string; errorType: string; fieldErros?: { field: string; code: string }[] } | null;
};
const call = signedCaller<Body>(
  () => s,
  token,
  (who) => SYSTEM[who]!,
);
const data = <T>(r: { body: Body }) => r.body.data as T;
const code = (r: { body: Body }) => r.body.error?.errorCode;
const fieldCode = (r: { body: Body }) => r.body.error?.fieldErros?.[0]?.code;

interface Detail {
  qtNo: string;
  statCd: string;
  version: number;
  ctrtNo: string | null;
  lines: { lineNo: number; itemCd: string | null }[];
  answers: { spCd: string; statCd: string; version: number; amount: number | null; prices: Record<number, number> }[];
}
interface Contract {
  ctrtNo: string;
  statCd: string;
  version: number;
  docClsCd: string;
  ctrtVer: number;
  amount: number;
  partyA: { cpCd: string; cpNm: string; contactNm: string | null; email: string | null };
  partyB: { cpCd: string; cpNm: string };
  latestCtrtNo: string;
  lines: { itemNm: string; unitPrice: number; itemCd: string | null }[];
}

const REQUEST = {
  title: '유압 호스 어셈블리 견적',
  noteCn: '라인 2 정비',
  spCds: ['SP001', 'SP002'],
  lines: [
    { itemNm: '유압 호스 어셈블리', specCn: '1/2", 3000 psi, 1.5 m', unitCd: 'EA', qty: 30, reqDt: '2026-12-10' },
    { itemNm: 'Catalogue item in bulk', unitCd: 'EA', qty: '500', reqDt: '20261215', itemCd: 'CI0000007' },
  ],
};
const ANSWER = { crncyCd: 'KRW', leadDays: 7, validDt: '2026-12-20', noteCn: '', prices: ['48,000', '900'] };

const unread = async (who: string) => data<{ unread: number }>(await call(who, '/notifications/unread-count')).unread;
const create = async (body: Record<string, unknown> = REQUEST) => {
  const res = await call('buyer01', '/by/quotes', body);
  expect(res.body.error).toBeNull();
  return data<{ qtNo: string }>(res).qtNo;
};

describe('quote requests', () => {
  it("starts a request from the company's own new-item request only", async () => {
    const own = await s.ctx.db
      .selectFrom('item_request')
      .select('req_no')
      .where('cp_cd', '=', 'BY001')
      .executeTakeFirstOrThrow();
    const other = await s.ctx.db
      .selectFrom('item_request')
      .select('req_no')
      .where('cp_cd', '<>', 'BY001')
      .executeTakeFirstOrThrow();
    const qtNo = await create({ ...REQUEST, itemReqNo: own.req_no });
    const lines = await s.ctx.db.selectFrom('quote_request_line').selectAll().where('qt_no', '=', qtNo).execute();
    expect(lines.map((l) => l.item_req_no)).toEqual([own.req_no, own.req_no]);
    expect((await call('buyer01', '/by/quotes', { ...REQUEST, itemReqNo: other.req_no })).status).toBe(404);
  });

  it('lists the supplier companies to ask', async () => {
    const list = data<{ cpCd: string }[]>(await call('buyer01', '/by/quotes/suppliers'));
    expect(list.map((c) => c.cpCd)).toEqual(expect.arrayContaining(['SP001', 'SP002']));
    expect(list.some((c) => c.cpCd.startsWith('BY'))).toBe(false);
  });

  it('refuses a bad request with its code and line', async () => {
    expect(fieldCode(await call('buyer01', '/by/quotes', { ...REQUEST, spCds: [] }))).toBe('MROQT0011');
    expect(fieldCode(await call('buyer01', '/by/quotes', { ...REQUEST, spCds: ['SP001', 'BY002'] }))).toBe('MROQT0011');
    expect(fieldCode(await call('buyer01', '/by/quotes', { ...REQUEST, lines: [] }))).toBe('MROQT0012');
    const pastLine = { ...REQUEST.lines[0], reqDt: '2026-11-20' };
    const res = await call('buyer01', '/by/quotes', { ...REQUEST, lines: [pastLine] });
    expect(res.status).toBe(400);
    expect(fieldCode(res)).toBe('MROQT0015');
    expect(
      fieldCode(
        await call('buyer01', '/by/quotes', { ...REQUEST, lines: [{ ...pastLine, reqDt: '20261210', qty: '１' }] }),
      ),
    ).toBe('MROQT0014');
    expect((await call('buyer01', '/by/quotes', { ...REQUEST, athFileId: 'F000000000000000000000000' })).status).toBe(
      400,
    );
  });

  it('runs a request to two suppliers through answers, a decline-free comparison, an award and both confirmations', async () => {
    const before = {
      sp01: await unread('supplier01'),
      sp02: await unread('supplier02'),
      by01: await unread('buyer01'),
    };
    const qtNo = await create();
    expect(qtNo).toMatch(/^QT\d{14}$/);
    expect(await unread('supplier01')).toBe(before.sp01 + 1);
    expect(await unread('supplier02')).toBe(before.sp02 + 1);
    const toAnswer = data<{ toAnswer: number }>(await call('supplier02', '/sp/quotes/summary')).toAnswer;
    expect(toAnswer).toBeGreaterThan(0);

    // Each supplier sees the request and only its own part.
    const sp1 = data<Detail>(await call('supplier01', `/sp/quotes/${qtNo}`));
    expect(sp1.answers.map((a) => a.spCd)).toEqual(['SP001']);
    const list = data<{ pages: { qtNo: string; spStatCd: string }[] }>(
      await call('supplier01', '/sp/quotes/page?pageSize=100'),
    );
    expect(list.pages.find((p) => p.qtNo === qtNo)?.spStatCd).toBe('WAIT');

    // Answers: the currency's decimals, a past validity, then a good answer.
    const url1 = `/sp/quotes/${qtNo}/answer`;
    expect(fieldCode(await call('supplier01', url1, { ...ANSWER, prices: ['48000.5', '900'], version: 1 }))).toBe(
      'MROQT0006',
    );
    expect(fieldCode(await call('supplier01', url1, { ...ANSWER, validDt: '2026-11-20', version: 1 }))).toBe(
      'MROQT0008',
    );
    expect(fieldCode(await call('supplier01', url1, { ...ANSWER, crncyCd: 'XXX', version: 1 }))).toBe('MROQT0005');
    const a1 = await call('supplier01', url1, { ...ANSWER, version: 1 });
    expect(a1.body.error).toBeNull();
    expect(data<{ version: number }>(a1).version).toBe(2);
    // The same version again (a second tab): 409 MROQT0017, nothing changed.
    const stale = await call('supplier01', url1, { ...ANSWER, prices: ['1', '1'], version: 1 });
    expect(stale.status).toBe(409);
    expect(code(stale)).toBe('MROQT0017');
    const a2 = await call('supplier02', `/sp/quotes/${qtNo}/answer`, {
      crncyCd: 'USD',
      leadDays: '14',
      validDt: '20261205',
      noteCn: 'FOB Busan',
      prices: ['35.50', '0.70'],
      version: 1,
    });
    expect(a2.body.error).toBeNull();
    expect(await unread('buyer01')).toBe(before.by01 + 2);

    // The buyer's comparison: both answers with their prices and totals.
    const cmp = data<Detail>(await call('buyer01', `/by/quotes/${qtNo}`));
    expect(cmp.answers.map((a) => [a.spCd, a.statCd, a.amount])).toEqual([
      ['SP001', 'ANSWERED', '1890000'],
      ['SP002', 'ANSWERED', '1415.00'],
    ]);
    expect(cmp.answers[0]!.prices).toEqual({ 1: '48000', 2: '900' });

    // Award with a stale version: 409 MROQT0017; then the award.
    expect(code(await call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP001', version: 0 }))).toBe('MROQT0017');
    const award = await call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP001', version: cmp.version });
    expect(award.body.error).toBeNull();
    const { ctrtNo } = data<{ ctrtNo: string }>(award);
    expect(ctrtNo).toMatch(/^EC\d{14}$/);
    // A second award (even with the new version): 409 MROQT0003; an answer now: MROQT0001.
    const again = await call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP002', version: cmp.version + 1 });
    expect([again.status, code(again)]).toEqual([409, 'MROQT0003']);
    const late = await call('supplier02', `/sp/quotes/${qtNo}/answer`, { ...ANSWER, version: 2 });
    expect([late.status, code(late)]).toEqual([409, 'MROQT0001']);
    const after = data<Detail>(await call('buyer01', `/by/quotes/${qtNo}`));
    expect([after.statCd, after.ctrtNo, after.answers.map((a) => a.statCd)]).toEqual([
      'AWARDED',
      ctrtNo,
      ['AWARDED', 'LOST'],
    ]);

    // The catalogue line got a contract price for the buyer's company until the validity.
    const price = await s.ctx.db
      .selectFrom('contract_price')
      .selectAll()
      .where('cp_cd', '=', 'BY001')
      .where('item_cd', '=', 'CI0000007')
      .where('valid_from', '=', '20261121')
      .executeTakeFirstOrThrow();
    expect([Number(price.price), price.valid_to]).toEqual([900, '20261220']);

    // The e-contract: the spec's data, waiting for the supplier.
    const c = data<Contract>(await call('buyer01', `/by/contracts/${ctrtNo}`));
    expect(c).toMatchObject({ statCd: 'WAIT_SP', docClsCd: 'MRO001', ctrtVer: 1, amount: '1890000' });
    expect(c.partyA).toMatchObject({ cpCd: 'BY001', contactNm: '김구매', email: 'buyer01@example.com' });
    expect(c.partyB.cpCd).toBe('SP001');
    expect(c.lines.map((l) => [l.unitPrice, l.itemCd])).toEqual([
      ['48000', null],
      ['900', 'CI0000007'],
    ]);

    // The buyer before the supplier: MROEC0002; the supplier confirms; a second time MROEC0001.
    const early = await call('buyer01', `/by/contracts/${ctrtNo}/confirm`, { version: c.version });
    expect([early.status, code(early)]).toEqual([409, 'MROEC0002']);
    const spBefore = await unread('buyer01');
    const spc = await call('supplier01', `/sp/contracts/${ctrtNo}/confirm`, { version: c.version });
    expect(data<{ statCd: string }>(spc).statCd).toBe('WAIT_BY');
    expect(await unread('buyer01')).toBe(spBefore + 1);
    const twice = await call('supplier01', `/sp/contracts/${ctrtNo}/confirm`, { version: c.version + 1 });
    expect([twice.status, code(twice)]).toEqual([409, 'MROEC0001']);
    const stale2 = await call('buyer01', `/by/contracts/${ctrtNo}/confirm`, { version: c.version });
    expect([stale2.status, code(stale2)]).toEqual([409, 'MROEC0005']);
    const byc = await call('buyer01', `/by/contracts/${ctrtNo}/confirm`, { version: c.version + 1 });
    expect(data<{ statCd: string }>(byc).statCd).toBe('CONFIRMED');
    const byTwice = await call('buyer01', `/by/contracts/${ctrtNo}/confirm`, { version: c.version + 2 });
    expect(code(byTwice)).toBe('MROEC0001');

    // A new version supersedes the confirmed one, which stays as it was.
    const revised = await call('buyer01', `/by/contracts/${ctrtNo}/revise`, {
      ctrtNm: '유압 호스 어셈블리 공급 (변경)',
      startDt: '2026-11-21',
      endDt: '2027-01-31',
      amount: '1890000',
      crncyCd: 'KRW',
      version: c.version + 2,
    });
    expect(revised.body.error).toBeNull();
    const v2 = data<{ ctrtNo: string; ctrtVer: number }>(revised);
    expect(v2.ctrtVer).toBe(2);
    const old = data<Contract>(await call('supplier01', `/sp/contracts/${ctrtNo}`));
    expect([old.statCd, old.amount, old.latestCtrtNo]).toEqual(['SUPERSEDED', c.amount, v2.ctrtNo]);
    expect(code(await call('supplier01', `/sp/contracts/${ctrtNo}/confirm`, { version: old.version }))).toBe(
      'MROEC0003',
    );
    expect(
      code(await call('buyer01', `/by/contracts/${ctrtNo}/revise`, { ...REQUEST, version: old.version })),
    ).not.toBeUndefined();
    const newer = data<Contract>(await call('supplier01', `/sp/contracts/${v2.ctrtNo}`));
    expect([newer.statCd, newer.ctrtVer, newer.lines.length]).toEqual(['WAIT_SP', 2, 2]);
    expect(data<Detail>(await call('buyer01', `/by/quotes/${qtNo}`)).ctrtNo).toBe(v2.ctrtNo);
  });

  it('lets one of two concurrent answers of one supplier win and one of two awards (409 to the other)', async () => {
    const qtNo = await create();
    const url = `/sp/quotes/${qtNo}/answer`;
    const both = await Promise.all([
      call('supplier01', url, { ...ANSWER, version: 1 }),
      call('supplier01', url, { ...ANSWER, prices: ['47000', '880'], version: 1 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.map(code).filter(Boolean)).toEqual(['MROQT0017']);
    await call('supplier02', `/sp/quotes/${qtNo}/answer`, { ...ANSWER, version: 1 });
    const d = data<Detail>(await call('buyer01', `/by/quotes/${qtNo}`));
    const awards = await Promise.all([
      call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP001', version: d.version }),
      call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP002', version: d.version }),
    ]);
    expect(awards.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['MROQT0003', 'MROQT0017']).toContain(awards.map(code).find(Boolean));
    const contracts = await s.ctx.db.selectFrom('e_contract').select('ctrt_no').where('qt_no', '=', qtNo).execute();
    expect(contracts).toHaveLength(1);
  });

  it('declines with a reason, refuses an award of a declined or expired answer, closes a request', async () => {
    const qtNo = await create();
    expect(fieldCode(await call('supplier02', `/sp/quotes/${qtNo}/decline`, { reason: ' ', version: 1 }))).toBe(
      'MROQT0016',
    );
    expect((await call('supplier02', `/sp/quotes/${qtNo}/decline`, { reason: '재고 없음', version: 1 })).status).toBe(
      200,
    );
    expect(code(await call('supplier02', `/sp/quotes/${qtNo}/answer`, { ...ANSWER, version: 2 }))).toBe('MROQT0002');
    await call('supplier01', `/sp/quotes/${qtNo}/answer`, { ...ANSWER, validDt: '2026-11-22', version: 1 });
    const d = data<Detail>(await call('buyer01', `/by/quotes/${qtNo}`));
    expect(code(await call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP002', version: d.version }))).toBe(
      'MROQT0004',
    );
    s.clock.advance(2 * 86_400_000);
    token.buyer01 = await s.login('buyer01', 'BY');
    try {
      const expired = await call('buyer01', `/by/quotes/${qtNo}/award`, { spCd: 'SP001', version: d.version });
      expect([expired.status, code(expired)]).toEqual([409, 'MROQT0008']);
    } finally {
      s.clock.advance(-2 * 86_400_000);
      token.buyer01 = await s.login('buyer01', 'BY');
    }
    const closed = await call('buyer01', `/by/quotes/${qtNo}/close`, { version: d.version });
    expect(data<{ statCd: string }>(closed).statCd).toBe('CLOSED');
    expect(code(await call('buyer01', `/by/quotes/${qtNo}/close`, { version: d.version + 1 }))).toBe('MROQT0001');
    expect(code(await call('supplier01', `/sp/quotes/${qtNo}/answer`, { ...ANSWER, version: 2 }))).toBe('MROQT0001');
  });

  it("keeps another company's requests and contracts invisible and refused", async () => {
    const qtNo = await create();
    expect((await call('buyer02', `/by/quotes/${qtNo}`)).status).toBe(404);
    expect((await call('buyer02', `/by/quotes/${qtNo}/award`, { spCd: 'SP001', version: 1 })).status).toBe(404);
    expect((await call('buyer02', `/by/quotes/${qtNo}/close`, { version: 1 })).status).toBe(404);
    const theirs = data<{ pages: { qtNo: string }[] }>(await call('buyer02', '/by/quotes/page?pageSize=100'));
    expect(theirs.pages.some((p) => p.qtNo === qtNo)).toBe(false);
    // Seeded: buyer02's request to SP001 and SP002 is never listed for buyer01.
    const mine = data<{ pages: { qtNo: string; title: string }[] }>(
      await call('buyer01', '/by/quotes/page?pageSize=100'),
    );
    expect(mine.pages.some((p) => p.title === '내화학 장갑 대량 구매 견적')).toBe(false);
    expect(mine.pages.some((p) => p.title === 'Explosion-proof LED floodlights for the paint shop')).toBe(true);
    // A supplier not asked: 404 on the request and its answer.
    const only1 = await call('buyer01', '/by/quotes', { ...REQUEST, spCds: ['SP001'] });
    const only = data<{ qtNo: string }>(only1).qtNo;
    expect((await call('supplier02', `/sp/quotes/${only}`)).status).toBe(404);
    expect((await call('supplier02', `/sp/quotes/${only}/answer`, { ...ANSWER, version: 1 })).status).toBe(404);
    // Contracts: the other buyer and the other supplier get 404.
    const seeded = data<{ pages: { ctrtNo: string; ctrtKindCd: string; statCd: string }[] }>(
      await call('buyer01', '/by/contracts/page'),
    ).pages;
    const supply = seeded.find((p) => p.ctrtKindCd === 'SUPPLY')!;
    expect(supply.statCd).toBe('CONFIRMED');
    expect((await call('buyer02', `/by/contracts/${supply.ctrtNo}`)).status).toBe(404);
    expect((await call('supplier02', `/sp/contracts/${supply.ctrtNo}`)).status).toBe(404);
    expect((await call('supplier02', `/sp/contracts/${supply.ctrtNo}/confirm`, { version: 3 })).status).toBe(404);
    expect(
      (await call('buyer02', '/token/report', { reportId: 'E_CONTRACT', params: { ctrtNo: supply.ctrtNo } })).status,
    ).toBe(404);
  });

  it("creates the staff's supply agreement (role A only) of document class MRO003", async () => {
    const terms = {
      cpCd: 'BY001',
      spCd: 'SP002',
      ctrtNm: 'Annual supply of safety gear',
      startDt: '2026-12-01',
      endDt: '2027-11-30',
      amount: '50000000',
      lgstRate: '2.5',
      lgstAmount: '1250000',
    };
    expect((await call('buyer01', '/by/contracts', terms)).status).toBe(403);
    expect(fieldCode(await call('admin01', '/by/contracts', { ...terms, endDt: '2026-11-30' }))).toBe('MROEC0007');
    expect(fieldCode(await call('admin01', '/by/contracts', { ...terms, lgstRate: '120' }))).toBe('MROEC0009');
    expect((await call('admin01', '/by/contracts', { ...terms, spCd: 'BY002' })).status).toBe(400);
    const made = await call('admin01', '/by/contracts', terms);
    expect(made.body.error).toBeNull();
    const { ctrtNo } = data<{ ctrtNo: string }>(made);
    const c = data<Contract>(await call('supplier02', `/sp/contracts/${ctrtNo}`));
    expect([c.statCd, c.docClsCd]).toEqual(['WAIT_SP', 'MRO003']);
    expect(data<{ toConfirm: number }>(await call('supplier02', '/sp/quotes/summary')).toConfirm).toBeGreaterThan(0);
  });

  it('renders the contract document once for a one-time token, escaped, in the form’s language', async () => {
    const seeded = data<{ pages: { ctrtNo: string; ctrtKindCd: string }[] }>(
      await call('supplier01', '/sp/contracts/page'),
    ).pages;
    const supply = seeded.find((p) => p.ctrtKindCd === 'SUPPLY')!;
    const issued = await call('supplier01', '/token/report', {
      reportId: 'E_CONTRACT',
      params: { ctrtNo: supply.ctrtNo },
    });
    expect(issued.body.error).toBeNull();
    const { token: t } = data<{ token: string }>(issued);
    const view = (locale: string) =>
      s.call({
        method: 'POST',
        url: '/anonymous/contract/view',
        system: null as unknown as string,
        payload: `token=${encodeURIComponent(t)}&locale=${locale}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const page = await view('EN');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('E-contract');
    expect(page.body).toContain(supply.ctrtNo);
    expect(page.body).toContain('Party A (buyer)');
    expect(page.body).toContain('2027년 MRO 소모품 연간 공급 계약');
    expect(page.body).toContain('MRO003');
    expect(page.body).toContain('3.5%');
    expect(page.body).not.toContain('<script');
    // Spent: the second read is the refusal page.
    const again = await view('KO');
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('role="alert"');
  });
});

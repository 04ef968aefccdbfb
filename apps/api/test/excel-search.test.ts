// Excel templates and bulk calls, searches, new-manufacturer request, corruption report, report
// token and card approval / cancel.
import * as XLSX from 'xlsx';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, ORIGIN, testServer, type TestServer } from './helpers.ts';
import { readSheet, workbook } from '../src/routes/excel.ts';

let server: TestServer;
let buyer: string;
let supplier: string;
beforeAll(async () => {
  server = await testServer();
  buyer = await server.login('buyer01', 'BY');
  supplier = await server.login('supplier01', 'SP');
});
afterAll(() => server.close());

const json = (res: { body: string }) => JSON.parse(res.body);
const sheetOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
};

describe('Excel templates', () => {
  it('serves the anonymous template in the caller locale and hides signed-in ones', async () => {
    const res = await server.call({ url: '/anonymous/excel-template/MANUFACTURER_REQ', locale: 'EN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(sheetOf(res.rawPayload)[0]).toEqual([
      'Manufacturer name',
      'English name',
      'Representative name',
      'Business number',
      'Brand',
      'Home page',
      'Main item',
    ]);
    expect((await server.call({ url: '/anonymous/excel-template/ORDER_LINES' })).statusCode).toBe(404);
    expect((await server.call({ url: '/excel-template/ORDER_LINES' })).statusCode).toBe(401);
    const signed = await server.call({ url: '/excel-template/ORDER_LINES', system: 'BY', token: buyer });
    expect(sheetOf(signed.rawPayload)[0]).toContain('수량');
  });
});

describe('bulk download', () => {
  it('gives the options row', async () => {
    const res = json(
      await server.call({ url: '/excel/bulk-download/BUSINESS_PLACE/options', system: 'BY', token: buyer }),
    );
    expect(res.data).toEqual({ fwdReqCd: 'BUSINESS_PLACE', usePsDefCn3: 'Y', usePsDefCn4: 'Y', usePsDefCn5: 'Y' });
  });

  it('downloads a file of the caller company only, on the bulk base path', async () => {
    const res = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      system: 'BY',
      token: buyer,
      payload: { fwdReqCd: 'BUSINESS_PLACE', fileNm: '사업장', params: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(['사업장 코드', '사업장명', '회사 코드']);
    expect(rows.slice(1).every((r) => r[2] === 'BY001')).toBe(true);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('사업장.xlsx'));
  });

  it('answers a mail request with PICMCM0065 and the request id, and mails the file', async () => {
    const res = json(
      await server.call({
        method: 'POST',
        url: '/bulk/imk/api/excel/bulk-download/mail',
        system: 'BY',
        token: buyer,
        payload: { fwdReqCd: 'MANUFACTURER', fileNm: 'makers' },
      }),
    );
    expect(res.data.messageCode).toBe('PICMCM0065');
    expect(res.data.message).toContain(res.data.fwdReqId);
    const mail = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('body')
      .orderBy('mail_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(res.data.fwdReqId);
    const kept = json(
      await server.call({
        method: 'POST',
        url: '/bulk/imk/api/excel/bulk-download/mail',
        system: 'BY',
        token: buyer,
        payload: { fwdReqCd: 'BUSINESS_PLACE' },
      }),
    );
    expect(kept.data.messageCode).toBe('PICMCM0066');
    const list = json(await server.call({ url: '/excel/bulk-requests', system: 'BY', token: buyer }));
    expect(list.data.requests.map((r: { fwdReqId: string }) => r.fwdReqId)).toContain(kept.data.fwdReqId);
  });

  it('refuses unknown codes and needs a session', async () => {
    const unknown = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      system: 'BY',
      token: buyer,
      payload: { fwdReqCd: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-download/file',
      payload: { fwdReqCd: 'MANUFACTURER' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bulk upload', () => {
  const header = ['제조사명', '영문명', '대표 제조사명', '사업자등록번호', '브랜드', '홈페이지', '대표 품목'];
  async function send(name: string, bytes: Buffer, fwdReqCd = 'MANUFACTURER_REQ') {
    const body = await multipart({ fwdReqCd, filenames: name }, [{ name, bytes }]);
    return server.call({
      method: 'POST',
      url: '/bulk/imk/api/excel/bulk-upload',
      system: 'SP',
      token: supplier,
      ...body,
    });
  }

  it('saves every row of a valid sheet', async () => {
    const bytes = workbook('x', header, [
      ['가나공업', 'Gana Industry', '가나공업', '124-81-00998', '', '', '밸브'],
      ['다라산업', 'Dara', 'Dara', '2208162517', 'DR', '', ''],
    ]);
    const res = await send('makers.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ totalCount: 2, successCount: 2 });
  });

  it('reports every bad cell with its row and code, and saves nothing', async () => {
    const before = await server.ctx.db
      .selectFrom('manufacturer_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const bytes = workbook('x', header, [
      ['가나공업', 'Gana Industry', '가나공업', '124-81-00998'],
      ['마바', 'Maba', '다른이름', '124-81-00999'],
    ]);
    const res = await send('makers.xlsx', bytes);
    expect(res.statusCode).toBe(400);
    expect(
      json(res).data.errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [3, 'bizRegNo', 'AHUCU0005'],
      [3, 'rpreMfcpCustNm', 'MROJN0007'],
    ]);
    const after = await server.ctx.db
      .selectFrom('manufacturer_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('reads CSV as EUC-KR (UHC syllables too) or UTF-8 with BOM', async () => {
    const text = `${header.join(',')}\n똠방각하,Ddom,똠방각하,124-81-00998,,,\n`;
    expect(readSheet('a.csv', iconv.encode(text, 'cp949'))?.[0]![0]).toBe('똠방각하');
    expect(readSheet('a.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))?.[0]![0]).toBe(
      '똠방각하',
    );
    const res = await send('makers.csv', iconv.encode(text, 'cp949'));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses other file types, renamed executables and unknown request codes', async () => {
    expect(json(await send('makers.pdf', Buffer.from('%PDF-1.4'))).error.errorCode).toBe('PICMCM0011');
    expect(json(await send('makers.xlsx', Buffer.from('MZ\x90\x00'))).error.errorCode).toBe('PICMCM0011');
    expect((await send('makers.xlsx', workbook('x', header, [['a']]), 'OTHER')).statusCode).toBe(404);
  });
});

describe('searches and requests', () => {
  it('finds companies of the caller role only', async () => {
    const res = json(await server.call({ url: '/search/companies?custRolCd=V', system: 'BY', token: buyer }));
    expect(res.data.pages.every((c: { custRolCd: string }) => c.custRolCd === 'B')).toBe(true);
    expect(res.data.totalCount).toBeGreaterThan(0);
  });

  it('finds departments of the caller company', async () => {
    const res = json(await server.call({ url: '/search/departments?cpCd=SP001', system: 'BY', token: buyer }));
    expect(res.data.pages.every((d: { cpCd: string }) => d.cpCd === 'BY001')).toBe(true);
  });

  it('finds manufacturers before login, and sourcing staff for buyers but not suppliers', async () => {
    const makers = json(
      await server.call({ url: `/anonymous/manufacturers?mfcpCustNm=${encodeURIComponent('정밀')}` }),
    );
    expect(makers.data.pages[0].mfcpCustId).toBe('MF0001');
    const persons = json(
      await server.call({ url: '/search/sourcing-persons?itmClsfCd=A01', system: 'BY', token: buyer }),
    );
    expect(persons.data.pages.length).toBe(1);
    const groups = json(
      await server.call({ url: '/search/sourcing-groups', system: 'BY', token: buyer, locale: 'EN' }),
    );
    expect(groups.data.pages.map((g: { srcGrpNm: string }) => g.srcGrpNm)).toEqual([
      'Tools sourcing',
      'Safety sourcing',
    ]);
    expect((await server.call({ url: '/search/sourcing-groups', system: 'SP', token: supplier })).statusCode).toBe(403);
  });

  it('takes a new-manufacturer request checked with the form rules', async () => {
    const bad = await server.call({
      method: 'POST',
      url: '/anonymous/manufacturers/requests',
      payload: { mfcpCustNm: '새제조', mfcpCustEngNm: 'New', rpreMfcpCustNm: 'Other', bizRegNo: '1' },
    });
    // The field's own rule is answered at the door (decision 0086); the form's cross-field check after it.
    expect(json(bad).error.fieldErros.map((f: { code: string }) => f.code)).toEqual(['AHUCU0005']);
    const other = await server.call({
      method: 'POST',
      url: '/anonymous/manufacturers/requests',
      payload: { mfcpCustNm: '새제조', mfcpCustEngNm: 'New', rpreMfcpCustNm: 'Other', bizRegNo: '124-81-00998' },
    });
    expect(json(other).error.fieldErros.map((f: { code: string }) => f.code)).toEqual(['MROJN0007']);
    const good = await server.call({
      method: 'POST',
      url: '/anonymous/manufacturers/requests',
      payload: { mfcpCustNm: '새제조', mfcpCustEngNm: 'New', rpreMfcpCustNm: 'New', bizRegNo: '124-81-00998' },
    });
    expect(json(good).data.status).toBe('REQUESTED');
  });

  it('takes an anonymous corruption report and keeps no reporter data', async () => {
    const res = json(
      await server.call({
        method: 'POST',
        url: '/anonymous/corruption-reports',
        payload: { categoryCd: 'BRIBE', titlCn: '제보', cntn: '<b>내용</b>', anonymousYn: 'Y', reporterNm: '누구' },
      }),
    );
    const row = await server.ctx.db
      .selectFrom('corruption_report')
      .selectAll()
      .where('report_no', '=', res.data.reportNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporter_nm: null, cntn: '<b>내용</b>' });
    const named = await server.call({
      method: 'POST',
      url: '/anonymous/corruption-reports',
      payload: { categoryCd: 'NOPE', titlCn: '제보', cntn: '내용', anonymousYn: 'N' },
    });
    expect(
      json(named)
        .error.fieldErros.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['categoryCd', 'reporterContact', 'reporterNm']);
  });
});

describe('report token', () => {
  it('is read once by the viewer within five minutes', async () => {
    // A report of something the caller's company holds: a seeded tax invoice of buyer01's company.
    const { inv_no: invNo } = await server.ctx.db
      .selectFrom('tax_invoice as t')
      .innerJoin('app_user as u', 'u.cp_cd', 't.cp_cd')
      .select('t.inv_no')
      .where('u.login_id', '=', 'buyer01')
      .orderBy('t.inv_no')
      .executeTakeFirstOrThrow();
    const res = json(
      await server.call({
        method: 'POST',
        url: '/token/report',
        system: 'BY',
        token: buyer,
        payload: { reportId: 'TAX_INVOICE', params: { invNo } },
      }),
    );
    const view = await server.call({ url: `/anonymous/report/${res.data.token}` });
    expect(json(view).data).toMatchObject({ reportId: 'TAX_INVOICE', params: { invNo }, loginId: 'buyer01' });
    expect((await server.call({ url: `/anonymous/report/${res.data.token}` })).statusCode).toBe(404);
    const late = json(
      await server.call({
        method: 'POST',
        url: '/token/report',
        system: 'BY',
        token: buyer,
        payload: { reportId: 'TAX_INVOICE', params: { invNo } },
      }),
    );
    server.clock.advance(6 * 60_000);
    expect((await server.call({ url: `/anonymous/report/${late.data.token}` })).statusCode).toBe(404);
    expect(
      (
        await server.call({
          method: 'POST',
          url: '/token/report',
          system: 'BY',
          token: buyer,
          payload: { reportId: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('card approval and cancel', () => {
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const card = (url: string, payload: string, headers: Record<string, string> = {}, token = buyer) =>
    server.call({
      method: 'POST',
      url,
      system: null,
      payload,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        cookie: `mro_at=${token}`,
        ...headers,
      },
    });
  const posted = (html: string) => JSON.parse(/postMessage\((.*), "http/.exec(html)![1]!.replace(/\\u003c/g, '<'));

  it('answers an HTML page that posts the envelope to the portal, with a nonce-only CSP (the flow: card-payments.test.ts)', async () => {
    const fresh = await server.login('buyer01', 'BY');
    const res = await card('/cards/approval', form({ ordNo: 'ORD-1', amount: '15000' }), {}, fresh);
    // No such order of the buyer's company: refused inside the page, as every card failure is.
    expect(res.statusCode, res.body).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain(`frame-ancestors ${ORIGIN}`);
    expect(posted(res.body)).toMatchObject({ isSuccess: false, data: null, error: { errorCode: 'MROCM0010' } });
    expect(res.body).toContain(`"${ORIGIN}"`);
    const cancel = await card('/cards/cancel', form({ ordNo: 'ORD-1' }), {}, fresh);
    expect(posted(cancel.body)).toMatchObject({ isSuccess: false, error: { errorCode: 'MROCM0010' } });
  });

  it('posts field errors back, refuses foreign origins and suppliers', async () => {
    const fresh = await server.login('buyer01', 'BY');
    const bad = await card(
      '/cards/approval',
      form({ ordNo: '</script><script>alert(1)</script>', amount: '-1' }),
      {},
      fresh,
    );
    expect(bad.body).not.toContain('</script><script>');
    expect(posted(bad.body).error.fieldErros.map((f: { field: string }) => f.field)).toEqual(['ordNo', 'amount']);
    const foreign = await card(
      '/cards/approval',
      form({ ordNo: 'X', amount: '1' }),
      { origin: 'https://evil.example' },
      fresh,
    );
    expect(foreign.statusCode).toBe(403);
    const sp = await server.login('supplier01', 'SP');
    const refused = await card('/cards/approval', form({ ordNo: 'X2', amount: '1' }), {}, sp);
    expect(posted(refused.body).error.errorType).toBe('FORBIDDEN');
  });
});

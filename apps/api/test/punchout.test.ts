// Punch-out setup over HTTP (decision 0050): a procurement system posts a cXML
// PunchOutSetupRequest and is answered a StartPage; the start page signs the user into PO once;
// every refusal (malformed, DOCTYPE/XXE, wrong secret, unknown identity, another request, a JSON
// body, a used or expired start token) is a cXML Status with its HTTP status and no session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml, at, textOf } from '../src/domains/punchout/xml.ts';
import { START_TOKEN_TTL_MS } from '../src/domains/punchout/repository.ts';
import { testServer, type TestServer } from './helpers.ts';
import { setupRequestXml } from './punchoutFixtures.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s.close());

const post = (payload: string, contentType = 'text/xml; charset=utf-8') =>
  s.call({ method: 'POST', url: '/punchout/setup', system: null, payload, headers: { 'content-type': contentType } });
const body = (xml: string) => parseXml(xml);
const status = (xml: string) => at(body(xml), 'Response', 'Status')!;
const sessions = async () =>
  Number(
    (
      await s.ctx.db
        .selectFrom('punchout_session')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PunchOutSetupRequest', () => {
  it('answers a StartPage that signs buyer01 into PO once', async () => {
    const res = await post(setupRequestXml());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(status(res.body).attrs.code).toBe('200');
    const url = new URL(textOf(at(body(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
    expect(url.pathname).toBe('/imk/api/punchout/start');
    const row = await s.ctx.db
      .selectFrom('punchout_session')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      buyer_cookie: 'COOKIE-1',
      form_post_url: 'http://127.0.0.1:9/return',
      operation: 'create',
    });
    expect(row.start_token_hash).not.toContain(url.searchParams.get('token'));

    const start = await s.call({ url: `/punchout/start?${url.searchParams}`, system: null });
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('url=/po/');
    const access = start.cookies.find((c) => c.name === 'mro_at');
    expect(access?.httpOnly).toBe(true);
    // The session is buyer01's, in PO.
    const session = await s.call({ url: '/auth/session', system: 'PO', cookies: { mro_at: access!.value } });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.userInfo.loginId).toBe('buyer01');
    // Once only.
    const again = await s.call({ url: `/punchout/start?${url.searchParams}`, system: null });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('펀치아웃 세션이 만료');
    expect(again.cookies.find((c) => c.name === 'mro_at')).toBeUndefined();
  });

  it('lets a start token expire after five minutes', async () => {
    const res = await post(setupRequestXml({ cookie: 'LATE' }));
    const url = new URL(textOf(at(body(res.body), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')));
    s.clock.advance(START_TOKEN_TTL_MS + 1000);
    const late = await s.call({ url: `/punchout/start?${url.searchParams}`, system: null, locale: 'EN' });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('expired');
    expect((await s.call({ url: '/punchout/start?token=short', system: null })).statusCode).toBe(410);
    expect((await s.call({ url: '/punchout/start', system: null })).statusCode).toBe(400);
  });

  it('refuses a wrong secret, an unknown identity, XXE, malformed XML, another request and JSON, opening nothing', async () => {
    const before = await sessions();
    const cases: [string, string, number, string][] = [
      ['wrong secret', setupRequestXml({ secret: 'guess' }), 401, 'MROPU0003'],
      ['unknown identity', setupRequestXml({ identity: 'OTHER-ERP' }), 401, 'MROPU0003'],
      [
        'XXE',
        setupRequestXml()
          .replace('<cXML', '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cXML')
          .replace('COOKIE-1', '&xxe;'),
        400,
        'MROPU0002',
      ],
      ['an undeclared entity', setupRequestXml().replace('COOKIE-1', '&xxe;'), 400, 'MROPU0002'],
      ['malformed', setupRequestXml().replace('</Header>', ''), 400, 'MROPU0001'],
      ['another request', setupRequestXml().replaceAll('PunchOutSetupRequest', 'OrderRequest'), 400, 'MROPU0004'],
    ];
    for (const [name, xml, httpStatus, code] of cases) {
      const res = await post(xml);
      expect([name, res.statusCode]).toEqual([name, httpStatus]);
      expect(status(res.body).attrs.code).toBe(String(httpStatus));
      expect(status(res.body).attrs.text).toContain(code);
      expect(res.body).not.toContain('root:');
    }
    const json = await s.call({ method: 'POST', url: '/punchout/setup', system: null, payload: { xml: 'no' } });
    expect(json.statusCode).toBe(400);
    expect(status(json.body).attrs.text).toContain('MROPU0001');
    expect(await sessions()).toBe(before);
  });
});

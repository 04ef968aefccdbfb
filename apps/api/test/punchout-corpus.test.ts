// The punch-out corpus over HTTP (issue 56 item 1, decision 0083): every document of
// test/fixtures/cxml-corpus is sent exactly as stored (bytes: BOM, CRLF, tabs, quotes) to the call
// it is written for, and has the outcome its entry names: a session with this credential,
// operation, BuyerCookie (kept exactly) and return address; an order recorded under the buyer's
// order id; or a refusal with this HTTP status and message code, opening and ordering nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, parseXml } from '../src/domains/punchout/xml.ts';
import { testServer, type TestServer } from './helpers.ts';
import { CORPUS, storeCorpusCredentials, type CorpusCase } from './fixtures/cxml-corpus/corpus.ts';

const DIR = join(import.meta.dirname, 'fixtures', 'cxml-corpus');
let s: TestServer;

beforeAll(async () => {
  s = await testServer();
  await storeCorpusCredentials(s.ctx.db);
});
afterAll(async () => s.close());

async function send(c: CorpusCase, bytes: Buffer) {
  if (c.call === 'oci-get') {
    return s.call({ url: `/punchout/oci?${bytes.toString('utf8').trim()}`, system: null });
  }
  const url = c.call === 'oci-post' ? '/punchout/oci' : c.call === 'setup' ? '/punchout/setup' : '/punchout/order';
  const type = c.call === 'oci-post' ? 'application/x-www-form-urlencoded' : 'text/xml; charset=utf-8';
  return s.call({ method: 'POST', url, system: null, payload: bytes, headers: { 'content-type': type } });
}

const latestSession = () =>
  s.ctx.db.selectFrom('punchout_session').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirst();

describe('the punch-out corpus', () => {
  it('holds at least 15 documents from each kind of sender, each file with an entry', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(15);
    const senders = new Set(CORPUS.map((c) => c.from));
    for (const who of ['SAP Ariba', 'Coupa', 'JAGGAER', 'Oracle iProcurement', 'Ivalua', 'SAP SRM (OCI)']) {
      expect(senders).toContain(who);
    }
    const bytes = CORPUS.map((c) => readFileSync(join(DIR, c.file)));
    // The variations are really in the files (git keeps them byte for byte).
    expect(bytes.some((b) => b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)).toBe(true);
    expect(bytes.some((b) => b.includes('\r\n'))).toBe(true);
    expect(bytes.some((b) => b.includes('<!DOCTYPE cXML PUBLIC'))).toBe(true);
    expect(bytes.filter((b) => b.includes('<!DOCTYPE cXML SYSTEM')).length).toBeGreaterThan(10);
  });

  for (const c of CORPUS) {
    it(`${c.file} (${c.from}): ${c.status}${c.code ? ` ${c.code}` : ''}`, async () => {
      s.clock.advance(1000);
      const bytes = readFileSync(join(DIR, c.file));
      const before = await latestSession();
      const ordersBefore = await s.ctx.db.selectFrom('punchout_order').select('payload_id').execute();
      const res = await send(c, bytes);
      expect(res.statusCode, res.body).toBe(c.status);
      if (c.call === 'setup' || c.call === 'order') {
        expect(res.headers['content-type']).toContain('text/xml');
        const status = at(parseXml(res.body), 'Response', 'Status')!;
        expect(status.attrs.code).toBe(String(c.status));
        if (c.code) expect(status.attrs.text).toContain(c.code);
      } else if (c.code) {
        expect(res.headers['content-type']).toContain('text/html');
      }
      expect(res.body).not.toContain('root:');
      const after = await latestSession();
      if (c.session) {
        expect(after?.session_id).not.toBe(before?.session_id);
        const cookie = c.session.buyerCookie;
        expect(after).toMatchObject({
          identity: c.session.identity,
          operation: c.session.operation,
          kind: c.session.kind,
        });
        if (typeof cookie === 'string') expect(after!.buyer_cookie).toBe(cookie);
        else expect(after!.buyer_cookie).toHaveLength(cookie.length);
        expect(new URL(after!.form_post_url).host).toBe(c.session.formPostHost);
      } else {
        expect(after?.session_id).toBe(before?.session_id);
      }
      const ordersAfter = await s.ctx.db.selectFrom('punchout_order').selectAll().execute();
      if (c.order) {
        const recorded = ordersAfter.find((o) => o.buyer_order_id === c.order!.buyerOrderId);
        expect(recorded).toMatchObject({ identity: c.order.identity });
        const lines = await s.ctx.db
          .selectFrom('purchase_order_line')
          .select('ord_no')
          .where('ord_no', 'in', recorded!.ord_nos)
          .execute();
        expect(lines).toHaveLength(c.order.lines);
      } else {
        expect(ordersAfter).toHaveLength(ordersBefore.length);
      }
    });
  }
});

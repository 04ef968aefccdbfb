// Punch-out's limits per credential (issue 56 item 5, decision 0085): one gateway address (the
// test server sees every call from the same address) serving several customers; one customer
// over its limit is refused with a cXML Status 429 and MROCM0014 (Retry-After), cXML and OCI
// alike, while another customer's documents from the same address go through; the per-address
// bound is 20 times the per-credential limit; the window resets after a minute.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, parseXml } from '../src/domains/punchout/xml.ts';
import { testServer, type TestServer } from './helpers.ts';
import { storeCorpusCredentials } from './fixtures/cxml-corpus/corpus.ts';

const DIR = join(import.meta.dirname, 'fixtures', 'cxml-corpus');
const PER_CREDENTIAL = 3;
let s: TestServer;

beforeAll(async () => {
  s = await testServer({ punchoutRatePerMinute: PER_CREDENTIAL });
  await storeCorpusCredentials(s.ctx.db);
});
afterAll(async () => s.close());

const file = (name: string) => readFileSync(join(DIR, name));
/** Setup calls this file made (the per-address window counts them all; its clock is the real one). */
let setupCalls = 0;
const setup = (payload: Buffer | string) => {
  setupCalls += 1;
  return s.call({
    method: 'POST',
    url: '/punchout/setup',
    system: null,
    payload,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  });
};
const statusOf = (xml: string) => at(parseXml(xml), 'Response', 'Status')!;

describe('punch-out limits per credential', () => {
  it("does not throttle one customer for another's traffic through the same gateway address", async () => {
    const ariba = file('01-ariba-setup-create.xml');
    const coupa = file('02-coupa-setup-create.xml');
    for (let i = 0; i < PER_CREDENTIAL; i += 1) expect((await setup(ariba)).statusCode).toBe(200);
    // Ariba's customer is over its limit: a cXML Status 429 with the code and when to come back.
    const limited = await setup(ariba);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/xml');
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(statusOf(limited.body).attrs).toMatchObject({ code: '429' });
    expect(statusOf(limited.body).attrs.text).toContain('MROCM0014');
    // Its wrong-secret guesses count too (the limit is counted before the secret is checked).
    const guess = ariba.toString('utf8').replace('ariba-hanbit-2026', 'guess');
    expect((await setup(guess)).statusCode).toBe(429);
    // Coupa's customer, from the same address, is not affected; the OCI customer neither.
    for (let i = 0; i < PER_CREDENTIAL; i += 1) expect((await setup(coupa)).statusCode).toBe(200);
    expect((await setup(coupa)).statusCode).toBe(429);
    const oci = () =>
      s.call({
        method: 'POST',
        url: '/punchout/oci',
        system: null,
        payload: file('16-sap-srm-oci-post.form'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < PER_CREDENTIAL; i += 1) expect((await oci()).statusCode).toBe(200);
    const ociLimited = await oci();
    expect(ociLimited.statusCode).toBe(429);
    expect(ociLimited.body).toContain('요청이 너무 많습니다');
    // A minute later the customer may come back.
    s.clock.advance(61_000);
    expect((await setup(ariba)).statusCode).toBe(200);
  });

  it('keeps the per-address limit only as an outer bound, 20 times the per-credential one', async () => {
    s.clock.advance(61_000);
    // Unknown identities are counted under the From they name, each its own key (so never over
    // the per-credential limit here): only the address bound refuses, once the address's window
    // (which also counted the first test's calls) passes 20 times the per-credential limit.
    const bound = PER_CREDENTIAL * 20;
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const xml = file('02-coupa-setup-create.xml').toString('utf8').replaceAll('688123456', `U${i}`);
      answers.push((await setup(xml)).statusCode);
    }
    while (setupCalls < bound + 2) {
      const xml = file('02-coupa-setup-create.xml').toString('utf8').replaceAll('688123456', `V${setupCalls}`);
      answers.push((await setup(xml)).statusCode);
    }
    expect(answers.filter((code) => code === 401).length).toBe(answers.length - 2);
    expect(answers.slice(-2)).toEqual([429, 429]);
  });
});

// A stand-in for a buyer's procurement system (issue 43 item 8, decision 0057) on loopback: it
// sends cXML requests to the server (PunchOutSetupRequest, OrderRequest) as an ERP does, and it
// is the BrowserFormPost / HOOK_URL address the user's browser posts the returned cart to: every
// form post it receives is recorded (path and fields) and answered with a small page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PUNCHOUT } from '../../apps/api/src/seeds/seedPunchout.ts';

export interface ReceivedForm {
  path: string;
  fields: [string, string][];
}

export interface FakeProcurement {
  origin: string;
  received: ReceivedForm[];
  /**
   * Sends a PunchOutSetupRequest; answers the StartPage URL. Edit and inspect carry the lines of a
   * cart the ERP received earlier (its PunchOutOrderMessage), as ERPs send them: each ItemIn
   * becomes an ItemOut with the same ItemID and ItemDetail (decision 0100).
   */
  setup(
    apiOrigin: string,
    buyerCookie: string,
    earlier?: { operation: 'edit' | 'inspect'; message: string },
  ): Promise<string>;
  /** Sends an OrderRequest; answers the cXML Status code and text (the order numbers). */
  order(
    apiOrigin: string,
    payloadId: string,
    lines: { itemCd: string; qty: number; price?: string }[],
  ): Promise<[string, string]>;
  close(): Promise<void>;
}

const credentials = (identity: string) =>
  `<Header><From><Credential domain="NetworkID"><Identity>${identity}</Identity></Credential></From>` +
  `<To><Credential domain="NetworkID"><Identity>MRO</Identity></Credential></To>` +
  `<Sender><Credential domain="NetworkID"><Identity>${identity}</Identity>` +
  `<SharedSecret>${DEMO_PUNCHOUT.sharedSecret}</SharedSecret></Credential><UserAgent>Fake ERP</UserAgent></Sender></Header>`;

/** The prolog every ERP writes: cXML requires the DOCTYPE naming its DTD (the server reads it and never fetches it). */
const PROLOG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n';

const post = async (url: string, xml: string) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body: xml });
  return res.text();
};

/** The ItemIn lines of a PunchOutOrderMessage as the ItemOut lines of a setup request, numbered. */
export function itemOutsOf(message: string): string {
  const lines = message.match(/<ItemIn\b[\s\S]*?<\/ItemIn>/g) ?? [];
  return lines
    .map((l, i) => l.replace(/^<ItemIn\b/, `<ItemOut lineNumber="${i + 1}"`).replace(/<\/ItemIn>$/, '</ItemOut>'))
    .join('');
}

/** The quantity of each returned line by SupplierPartID, as the ERP reads a PunchOutOrderMessage. */
export function quantitiesOf(message: string): Record<string, string> {
  const lines = message.match(/<ItemIn\b[\s\S]*?<\/ItemIn>/g) ?? [];
  return Object.fromEntries(
    lines.map((l) => [/<SupplierPartID>([^<]*)</.exec(l)?.[1] ?? '', /quantity="([^"]*)"/.exec(l)?.[1] ?? '']),
  );
}

export async function startFakeProcurement(port = 0): Promise<FakeProcurement> {
  const received: ReceivedForm[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST') {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        received.push({ path: url.pathname, fields: [...new URLSearchParams(body)] });
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html lang="en"><title>Fake ERP</title><h1>Fake ERP: cart received</h1></html>');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // Port 0: any free port.
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    async setup(apiOrigin, buyerCookie, earlier) {
      const items = earlier ? itemOutsOf(earlier.message) : '';
      const xml = await post(
        `${apiOrigin}/imk/api/punchout/setup`,
        `${PROLOG}<cXML payloadID="${Date.now()}.setup@fake" timestamp="${new Date().toISOString()}">` +
          credentials(DEMO_PUNCHOUT.identity) +
          `<Request><PunchOutSetupRequest operation="${earlier?.operation ?? 'create'}">` +
          `<BuyerCookie>${buyerCookie}</BuyerCookie>` +
          `<BrowserFormPost><URL>${origin}/cxml-return</URL></BrowserFormPost>${items}</PunchOutSetupRequest></Request></cXML>`,
      );
      const url = /<StartPage><URL>([^<]+)<\/URL>/.exec(xml)?.[1];
      if (!url) throw new Error(`no StartPage: ${xml}`);
      return url.replace(/&amp;/g, '&');
    },
    async order(apiOrigin, payloadId, lines) {
      const items = lines
        .map(
          (l, i) =>
            `<ItemOut quantity="${l.qty}" lineNumber="${i + 1}"><ItemID><SupplierPartID>${l.itemCd}</SupplierPartID></ItemID>` +
            (l.price === undefined
              ? ''
              : `<ItemDetail><UnitPrice><Money currency="KRW">${l.price}</Money></UnitPrice>` +
                `<Description xml:lang="ko">-</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>`) +
            `</ItemOut>`,
        )
        .join('');
      const xml = await post(
        `${apiOrigin}/imk/api/punchout/order`,
        `${PROLOG}<cXML payloadID="${payloadId}" timestamp="${new Date().toISOString()}">` +
          credentials(DEMO_PUNCHOUT.identity) +
          `<Request><OrderRequest><OrderRequestHeader orderID="FAKE-${payloadId}" type="new"/>${items}</OrderRequest></Request></cXML>`,
      );
      const status = /<Status code="(\d+)"[^>]*>([^<]*)<\/Status>/.exec(xml);
      return [status?.[1] ?? '', status?.[2] ?? xml];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

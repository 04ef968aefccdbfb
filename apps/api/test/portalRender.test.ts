// The login home rendered on the server (src/http/portalRender.ts, decision 0025), with a stand-in
// for the portal's renderer (dist-server/server.js beside dist/) that calls this server's routes
// through the injected fetch, as the real one does for the banners and notices.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CSP } from '../src/http/portal.ts';
import { fillTemplate, pageLocale } from '../src/http/portalRender.ts';
import { testServer, type TestServer } from './helpers.ts';

const INDEX = `<!doctype html>
<html lang="ko">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const RENDERER = `
export const SERVER_RENDERED_PATHS = ['/login'];
export async function renderPortalPage({ url, locale, fetch }) {
  if (new URL(url).searchParams.has('fail')) throw new Error('the render failed');
  const answer = await fetch(new URL('/imk/api/anonymous/system/xanners/WELCOME', url), {
    headers: { 'x-system': 'MAIN', locale: locale === 'en' ? 'EN' : 'KO' },
  });
  const banners = (await answer.json()).data;
  return {
    html: '<main data-locale="' + locale + '">' + banners.length + ' banners</main>',
    styles: '<style data-styled="true">.sc-x{color:red}</style>',
    stateScript: '<script type="application/json" id="mro-ssr">{"locale":"' + locale + '"}</script>',
  };
}`;

let s: TestServer;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'mro-portal-render-'));
  mkdirSync(join(base, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(base, 'dist-server'));
  writeFileSync(join(base, 'dist', 'index.html'), INDEX);
  writeFileSync(join(base, 'dist-server', 'server.js'), RENDERER);
  s = await testServer({ portalDir: join(base, 'dist') });
});
afterAll(async () => {
  await s.close();
  rmSync(base, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ url, headers: { 'accept-language': 'ko-KR,ko;q=0.9', ...headers } });

describe('the login home rendered on the server', () => {
  it("holds the page's markup, styles and state, its language and class on the root, no module preloads", async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ko" class="main">');
    // The stand-in asked the real banner route through the injected fetch: the seeded banners.
    expect(res.body).toMatch(/<div id="root"><main data-locale="ko">([1-9]\d*) banners<\/main><\/div>/);
    expect(res.body).toContain('<style data-styled="true">.sc-x{color:red}</style></head>');
    expect(res.body).toContain('<script type="application/json" id="mro-ssr">{"locale":"ko"}</script>');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(res.headers['content-security-policy']).toBe(PORTAL_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('cookie');
  });

  it('takes the language the page will: lo in the address, then its cookie, then Accept-Language', async () => {
    expect((await page('/login?lo=EN')).body).toContain('<main data-locale="en">');
    expect((await page('/login', { cookie: 'mro_locale=en' })).body).toContain('<main data-locale="en">');
    expect((await page('/login?lo=KO', { cookie: 'mro_locale=en' })).body).toContain('<main data-locale="ko">');
    expect((await page('/login', { 'accept-language': 'en-US,en;q=0.9' })).body).toContain('<main data-locale="en">');
    expect(pageLocale({ url: '/login', headers: {}, cookies: {} })).toBe('en');
  });

  it('is left to the page for a signed-in visitor, another path, or a failed render', async () => {
    for (const res of [
      await page('/login', { cookie: 'mro_session=1' }),
      await page('/notice/list'),
      await page('/login?fail=1'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it("inserts the page's text as it is, replacement patterns and all", () => {
    const page = { html: "<p>$& $' $` $$</p>", styles: '<style>$&</style>', stateScript: '<script>"$\'"</script>' };
    const html = fillTemplate(INDEX, page, 'ko');
    expect(html).toContain('<div id="root"><p>$& $\' $` $$</p></div><script>"$\'"</script>');
    expect(html).toContain('<style>$&</style></head>');
  });

  it('goes out compressed as the browser accepts', async () => {
    const res = await page('/login', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main data-locale="ko">');
  });
});

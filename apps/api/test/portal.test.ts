// What the portal needs of the server: the signed-in marker cookie, page-view analytics, the item
// categories of the link box, and the built portal served on the API's origin (npm run portal).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@mro/rules';
import { DEMO_PASSWORD } from '../src/config.ts';
import { PORTAL_CSP, pickEncoding } from '../src/http/portal.ts';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let portalDir: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'mro-portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(portalDir, 'assets', 'font-abc.woff2'), 'wOF2');
  mkdirSync(join(portalDir, 'images', 'banner'), { recursive: true });
  writeFileSync(join(portalDir, 'images', 'banner', 'slide-1.webp'), 'RIFF....WEBP');
  s = await testServer({ portalDir });
});
afterAll(async () => {
  await s.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe('the signed-in marker', () => {
  it('comes with the tokens, is readable and holds no secret, and goes with logout', async () => {
    const login = await s.call({ method: 'POST', url: '/login', payload: { loginId: 'buyer01', pwCn: DEMO_PASSWORD } });
    const marker = login.cookies.find((c) => c.name === 'mro_session')!;
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(marker.httpOnly).toBeFalsy();
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const out = await s.call({ url: '/logout', cookies });
    const cleared = out.cookies.find((c) => c.name === 'mro_session')!;
    expect(cleared.value).toBe('');
    // The tokens themselves stay HttpOnly.
    expect(login.cookies.filter((c) => c.name !== 'mro_session').every((c) => c.httpOnly)).toBe(true);
  });
});

describe('page views', () => {
  it('records a screen shown, with the signed-in user when there is one', async () => {
    const token = await s.login('buyer01', 'BY');
    const res = await s.call({
      method: 'POST',
      url: '/anonymous/analytics/page-views',
      system: 'BY',
      token,
      payload: { system: 'BY', path: '/by/notices', prgmId: 'BYNTC001', menuNm: '공지사항' },
    });
    expect(res.json()).toMatchObject({ isSuccess: true });
    const row = await s.ctx.db.selectFrom('page_view').selectAll().orderBy('view_id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sys_gb_cd: 'BY', path: '/by/notices', prgm_id: 'BYNTC001', menu_nm: '공지사항' });
    expect(row.user_id).not.toBeNull();
  });

  it('refuses an unknown system, a relative path and over-long values', async () => {
    const bad = async (payload: Record<string, string>) =>
      (await s.call({ method: 'POST', url: '/anonymous/analytics/page-views', payload })).statusCode;
    expect(await bad({ system: 'XX', path: '/x' })).toBe(400);
    expect(await bad({ system: 'BY', path: 'x' })).toBe(400);
    expect(await bad({ system: 'BY', path: `/${'a'.repeat(400)}` })).toBe(400);
    expect(await bad({ system: 'BY' })).toBe(400);
  });
});

describe('item categories', () => {
  it('lists the top level, or the children of one', async () => {
    const top = (await s.call({ url: '/anonymous/item-categories' })).json().data.categories as { itmClsfCd: string }[];
    expect(top.map((c) => c.itmClsfCd)).toContain('A');
    expect(top.every((c) => c.itmClsfCd.length === 1)).toBe(true);
    const tools = (await s.call({ url: '/anonymous/item-categories?upperItmClsfCd=A' })).json().data.categories;
    expect(tools[0]).toMatchObject({ itmClsfCd: 'A01', itmClsfKorNm: '수공구', itmClsfEngNm: 'Hand tools' });
  });
});

describe('the portal on the API origin', () => {
  it('answers history routes with index.html and its own CSP, never cached', async () => {
    for (const url of ['/login', '/by/notices/3', '/']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toBe(PORTAL_CSP);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives Internet Explorer a page without script naming the browser to use, or its fallback host', async () => {
    const ie11 = 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko';
    const page = await s.app.inject({ url: '/login?next=1', headers: { 'user-agent': ie11 } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(formatMessage('MROCM0018', 'ko'));
    expect(page.body).toContain(formatMessage('MROCM0018', 'en'));
    expect(page.body).toContain('href="https://www.google.com/chrome/"');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers.vary).toContain('user-agent');
    // Its assets are still files (a stale tab asking for one gets it), and Edge is not Internet Explorer.
    expect((await s.app.inject({ url: '/assets/main-abc123.js', headers: { 'user-agent': ie11 } })).statusCode).toBe(
      200,
    );
    const edge =
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';
    expect((await s.app.inject({ url: '/login', headers: { 'user-agent': edge } })).body).toContain('<div id="root">');

    const fallback = await testServer({ portalDir, legacyBrowserUrl: 'https://ie.mro.example' });
    try {
      const moved = await fallback.app.inject({ url: '/login?next=1', headers: { 'user-agent': ie11 } });
      expect(moved.statusCode).toBe(302);
      expect(moved.headers.location).toBe('https://ie.mro.example/login?next=1');
      const old = 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)';
      expect((await fallback.app.inject({ url: '/', headers: { 'user-agent': old } })).statusCode).toBe(302);
    } finally {
      await fallback.close();
    }
  });

  it('lets the page reach its own origin and the SSO agent on loopback, nothing else', () => {
    const connect = PORTAL_CSP.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://127.0.0.1:28092");
  });

  it('serves hashed assets for a year, refuses traversal and missing files', async () => {
    const asset = await s.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await s.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const traversal = await s.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
    expect((await s.app.inject({ url: '/assets/../../../../etc/passwd' })).body).not.toContain('root:');
  });

  it('sends text compressed as the browser accepts (brotli, else gzip), fonts and refusals as they are', async () => {
    const br = await s.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await s.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await s.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const font = await s.app.inject({ url: '/assets/font-abc.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.length).toBe(4);
  });

  it('serves the banner images with their type, as they are (WebP is compressed already)', async () => {
    const image = await s.app.inject({ url: '/images/banner/slide-1.webp', headers: { 'accept-encoding': 'br' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toBe('RIFF....WEBP');
  });

  it('compresses a file again when a new build replaced it', async () => {
    const file = join(portalDir, 'assets', 'changing.js');
    writeFileSync(file, 'first');
    const first = await s.app.inject({ url: '/assets/changing.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe('first');
    writeFileSync(file, 'second build');
    const second = await s.app.inject({ url: '/assets/changing.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe('second build');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
  });

  it('leaves the API to the API', async () => {
    const res = await s.app.inject({ url: '/imk/api/no-such-call', headers: { 'x-system': 'MAIN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false });
  });
});

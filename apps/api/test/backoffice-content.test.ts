// The back office's banners, code lists and menus (decision 0077): every call and refusal, role
// A only; an image is an image by its bytes (MROBO0011); two staff editing one record, the second
// told (409 MROBO0010); each change in the audit list; and the served banners, common codes and
// menus (kept in memory with their ETags, decision 0051) reflect a change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENUS } from '../src/seeds/seed-data.ts';
import { isMenuPath } from '@mro/rules';
import { multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  server = await testServer();
  admin = await server.login('admin01', 'BY');
  buyer = await server.login('buyer01', 'BY');
});
afterAll(() => server.close());

const json = (res: { body: string }) => JSON.parse(res.body);
/** The fields a refusal names, with their codes. */
const refused = (res: { body: string }) =>
  ((json(res).error?.fieldErros ?? []) as { field: string; code: string }[]).map((f) => f.field);
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  options: { token?: string; locale?: string } = {},
) =>
  server.call({
    method,
    url,
    system: 'BY',
    token: options.token ?? admin,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(payload ? { payload } : {}),
  });

async function lastAudit(action: string) {
  const rows = json(await call('GET', `/admin/audits?action=${action}`)).data.pages;
  return rows[0] as { actorLoginId: string; action: string; targetId: string; detail: string; at: string };
}

async function upload(name: string, bytes: Uint8Array, locale = 'en') {
  const body = await multipart({}, [{ name, bytes, type: 'image/png' }]);
  return server.call({
    method: 'POST',
    url: '/admin/banner-images',
    system: 'BY',
    token: admin,
    locale,
    payload: body.payload,
    headers: body.headers,
  });
}

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);

describe('banners', () => {
  it('uploads an image by its bytes, refuses what is not one whatever its name, and serves it', async () => {
    const refused = await upload('banner.png', SAMPLE.pdf);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error.errorMessage).toContain('PNG, JPEG, GIF or WebP');
    expect(json(refused).error.errorMessage).toContain('banner.png');
    const ko = await upload('배너.webp', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'ko');
    expect(json(ko).error.errorMessage).toContain('배너 이미지는');
    const webp = json(await upload('named-wrong.gif', WEBP)).data.imagePath as string;
    expect(webp).toMatch(/^\/imk\/api\/banner-images\/\d+\.webp$/);
    const served = await server.call({ url: webp.replace('/imk/api', ''), system: '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(new Uint8Array(served.rawPayload)).toEqual(WEBP);
    // Another extension for the id, an unknown id: not found.
    expect(
      (await server.call({ url: webp.replace('/imk/api', '').replace('.webp', '.png'), system: '' })).statusCode,
    ).toBe(404);
    expect((await server.call({ url: '/banner-images/999999.png', system: '' })).statusCode).toBe(404);
    expect((await upload('empty.png', new Uint8Array())).statusCode).toBe(400);
  });

  it('adds a BUYER_MAIN banner the buyer sees at once, changes it with its version, removes it', async () => {
    // The buyer's banners read first, so the answer is kept in memory with its ETag.
    const before = await call('GET', '/system/xanners/BUYER_MAIN', undefined, { token: buyer });
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    const imagePath = json(await upload('new.png', SAMPLE.png)).data.imagePath as string;
    const created = await call('POST', '/admin/banners', {
      bannerSet: 'BUYER_MAIN',
      position: '1',
      subPosition: '',
      linkUrl: '/by/order/list',
      imagePath,
      viewSeconds: 4,
      sortOrd: 5,
      bannerKey: 'BYM-TEST',
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = json(created).data;
    expect(banner).toMatchObject({ bannerSet: 'BUYER_MAIN', viewSeconds: 4, version: 1, bannerKey: 'BYM-TEST' });
    const after = await server.call({
      url: '/system/xanners/BUYER_MAIN',
      system: 'BY',
      token: buyer,
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(json(after).data).toContainEqual(
      expect.objectContaining({ imagePath, viewTime: 4000, key: 'BYM-TEST', linkUrl: '/by/order/list' }),
    );
    expect(await lastAudit('BANNER_CREATE')).toMatchObject({
      actorLoginId: 'admin01',
      targetId: String(banner.bannerId),
    });

    const listed = json(await call('GET', '/admin/banners?bannerSet=BUYER_MAIN')).data.banners;
    expect(listed.map((b: { bannerId: number }) => b.bannerId)).toContain(banner.bannerId);

    // Two staff edit it: the first wins, the second (the same version) is told.
    const change = { ...banner, linkUrl: 'https://example.com/sale', viewSeconds: 6 };
    const first = await call('PUT', `/admin/banners/${banner.bannerId}`, change);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toMatchObject({ version: 2, viewSeconds: 6 });
    const second = await call(
      'PUT',
      `/admin/banners/${banner.bannerId}`,
      { ...change, viewSeconds: 9 },
      { locale: 'en' },
    );
    expect(second.statusCode).toBe(409);
    expect(json(second).error.errorMessage).toContain('Another administrator changed this first');
    expect(await lastAudit('BANNER_UPDATE')).toMatchObject({ targetId: String(banner.bannerId) });
    const seen = json(await call('GET', '/system/xanners/BUYER_MAIN', undefined, { token: buyer })).data;
    expect(seen).toContainEqual(expect.objectContaining({ key: 'BYM-TEST', viewTime: 6000 }));

    expect((await call('DELETE', `/admin/banners/${banner.bannerId}?version=1`)).statusCode).toBe(409);
    const removed = await call('DELETE', `/admin/banners/${banner.bannerId}?version=2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('DELETE', `/admin/banners/${banner.bannerId}?version=2`)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/banners/${banner.bannerId}`, { ...change, version: 2 })).statusCode).toBe(404);
    const gone = json(await call('GET', '/system/xanners/BUYER_MAIN', undefined, { token: buyer })).data;
    expect(gone.map((b: { key?: string }) => b.key)).not.toContain('BYM-TEST');
    expect(await lastAudit('BANNER_DELETE')).toMatchObject({ targetId: String(banner.bannerId) });
  });

  it('changes a WELCOME banner that the login home (anonymous, kept) shows at once', async () => {
    const anonymous = () => server.call({ url: '/anonymous/system/xanners/WELCOME' });
    expect((await anonymous()).statusCode).toBe(200);
    const [first] = json(await call('GET', '/admin/banners?bannerSet=WELCOME')).data.banners;
    const res = await call('PUT', `/admin/banners/${first.bannerId}`, { ...first, linkUrl: '/login/notice-x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(await anonymous()).data).toContainEqual(expect.objectContaining({ linkUrl: '/login/notice-x' }));
  });

  it('refuses bad fields with their codes and writes nothing', async () => {
    const base = {
      bannerSet: 'WELCOME',
      position: '2',
      linkUrl: '',
      imagePath: '/images/banner/welcome-2.webp',
      viewSeconds: 3,
      sortOrd: 1,
    };
    const count = async () => json(await call('GET', '/admin/banners?bannerSet=WELCOME')).data.banners.length;
    const n = await count();
    const fields = async (payload: unknown) => refused(await call('POST', '/admin/banners', payload));
    expect(await fields({ ...base, viewSeconds: 0 })).toEqual(['viewSeconds']);
    expect(await fields({ ...base, viewSeconds: 61 })).toEqual(['viewSeconds']);
    expect(await fields({ ...base, position: '7' })).toEqual(['position']);
    expect(await fields({ ...base, bannerSet: 'OTHER' })).toEqual(['bannerSet']);
    expect(await fields({ ...base, linkUrl: 'javascript:alert(1)' })).toEqual(['linkUrl']);
    expect(await fields({ ...base, imagePath: '/imk/api/banner-images/999999.png' })).toEqual(['imagePath']);
    expect(await fields({ ...base, imagePath: 'https://evil.example/x.png' })).toEqual(['imagePath']);
    expect((await call('PUT', '/admin/banners/1', { ...base })).statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('is for staff only', async () => {
    const refused = await call('GET', '/admin/banners?bannerSet=WELCOME', undefined, { token: buyer });
    expect(refused.statusCode).toBe(403);
    const body = await multipart({}, [{ name: 'x.png', bytes: SAMPLE.png }]);
    const upload = await server.call({
      method: 'POST',
      url: '/admin/banner-images',
      system: 'BY',
      token: buyer,
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode).toBe(403);
  });
});

describe('code lists', () => {
  it('lists the groups and a list with both names, attributes and versions', async () => {
    const groups = json(await call('GET', '/admin/code-lists')).data.groups as { cdLstId: string; count: number }[];
    for (const id of ['CM031', 'CM057', 'PAY_TERM']) expect(groups.map((g) => g.cdLstId)).toContain(id);
    const codes = json(await call('GET', '/admin/code-lists/CM057')).data.codes;
    expect(codes[0]).toMatchObject({
      cd: 'UPGRADE_URL',
      cdNmKo: '브라우저 업그레이드',
      cdNmEn: 'Browser upgrade',
      usePsDefCn1: 'https://www.google.com/chrome/',
      useYn: 'Y',
      version: 1,
    });
    expect((await call('GET', '/admin/code-lists/NO_SUCH')).statusCode).toBe(404);
    expect((await call('GET', '/admin/code-lists/bad%20id')).statusCode).toBe(404);
  });

  it('changes a value that the common codes (kept) answer at once; the second editor is told', async () => {
    const read = async (locale: string) =>
      json(await server.call({ url: '/anonymous/common-codes/cache?cdLstIds=CM057', locale })).data.codes[0]
        .commonCodes;
    expect((await read('en'))[0].cdNm).toBe('Browser upgrade');
    const [code] = json(await call('GET', '/admin/code-lists/CM057')).data.codes;
    const change = { ...code, cdNmEn: 'Upgrade your browser', usePsDefCn1: 'https://www.mozilla.org/firefox/' };
    const res = await call('PUT', '/admin/code-lists/CM057/codes/UPGRADE_URL', change);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.version).toBe(2);
    expect((await read('en'))[0]).toMatchObject({
      cdNm: 'Upgrade your browser',
      usePsDefCn1: 'https://www.mozilla.org/firefox/',
    });
    const stale = await call('PUT', '/admin/code-lists/CM057/codes/UPGRADE_URL', { ...change, cdNmKo: '다른 이름' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error.errorCode).toBe('MROBO0010');
    expect(await lastAudit('CODE_UPDATE')).toMatchObject({ targetId: 'CM057.UPGRADE_URL', actorLoginId: 'admin01' });
    expect((await call('PUT', '/admin/code-lists/CM057/codes/NONE', { ...change, version: 1 })).statusCode).toBe(404);
  });

  it('adds a value (once), takes one out of use, and refuses bad fields', async () => {
    const value = {
      cd: 'VIDEO',
      cdNmKo: '화상',
      cdNmEn: 'Video',
      usePsDefCn1: 'https://meet.example.com',
      usePsDefCn2: '',
      sortOrd: 9,
      useYn: 'Y',
    };
    const created = await call('POST', '/admin/code-lists/CM031/codes', value);
    expect(created.statusCode, created.body).toBe(200);
    expect(json(created).data).toMatchObject({ cd: 'VIDEO', version: 1, usePsDefCn2: null });
    const again = await call('POST', '/admin/code-lists/CM031/codes', value, { locale: 'en' });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.errorMessage).toContain('VIDEO');
    expect(await lastAudit('CODE_CREATE')).toMatchObject({ targetId: 'CM031.VIDEO' });
    const served = async () =>
      json(await server.call({ url: '/anonymous/common-codes/cache?cdLstIds=CM031' })).data.codes[0].commonCodes.map(
        (c: { cd: string }) => c.cd,
      );
    expect(await served()).toContain('VIDEO');
    const off = await call('PUT', '/admin/code-lists/CM031/codes/VIDEO', { ...value, useYn: 'N', version: 1 });
    expect(off.statusCode, off.body).toBe(200);
    expect(await served()).not.toContain('VIDEO');

    const fields = async (payload: unknown) => refused(await call('POST', '/admin/code-lists/CM031/codes', payload));
    expect(await fields({ ...value, cd: 'bad code!' })).toEqual(['cd']);
    expect(await fields({ ...value, cd: 'X1', cdNmKo: '' })).toEqual(['cdNmKo']);
    expect(await fields({ ...value, cd: 'X2', sortOrd: 'abc' })).toEqual(['sortOrd']);
    expect(await fields({ ...value, cd: 'X3', usePsDefCn1: 'x'.repeat(201) })).toEqual(['usePsDefCn1']);
    expect((await call('PUT', '/admin/code-lists/CM031/codes/VIDEO', { ...value })).statusCode).toBe(400);
  });
});

describe('menus', () => {
  it('lists a system’s menus with roles and events; every seeded path keeps the path rule', async () => {
    const menus = json(await call('GET', '/admin/menus?sysGbCd=BY')).data.menus;
    const req = menus.find((m: { menuId: string }) => m.menuId === 'BY-ORD-01');
    expect(req).toMatchObject({ menuPid: 'BY-ORD', path: '/by/order/list', prgmId: 'BYORD001', useYn: 'Y' });
    expect(req.roles).toEqual(['A', 'B']);
    expect(req.events).toContainEqual({ picEvtNm: 'DELETE', custRolCd: 'B', authYn: 'N' });
    for (const [system, rows] of Object.entries(MENUS))
      for (const row of rows) expect(isMenuPath(system, row[4] ?? ''), `${row[0]} ${row[4]}`).toBe(true);
  });

  it('an edit takes effect in the users’ menus and events at once; a stale one is told', async () => {
    const mine = async () =>
      json(await call('GET', '/auth-menus', undefined, { token: buyer, locale: 'en' })).data.menus as {
        menuId: string;
        menuNm: string;
      }[];
    const events = async () =>
      json(await call('GET', '/auth-menus/BY-ORD-01/auth-events', undefined, { token: buyer })).data.menuEvents;
    expect((await mine()).find((m) => m.menuId === 'BY-ORD-01')?.menuNm).toBe('Order list');
    expect(await events()).toContainEqual({ picEvtNm: 'DELETE', authYn: 'N' });
    const menu = json(await call('GET', '/admin/menus?sysGbCd=BY')).data.menus.find(
      (m: { menuId: string }) => m.menuId === 'BY-ORD-01',
    );
    const change = {
      ...menu,
      menuNmEn: 'My orders',
      events: menu.events.map((e: { picEvtNm: string; custRolCd: string; authYn: string }) =>
        e.picEvtNm === 'DELETE' && e.custRolCd === 'B' ? { ...e, authYn: 'Y' } : e,
      ),
    };
    const res = await call('PUT', '/admin/menus/BY-ORD-01', change);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ menuNmEn: 'My orders', version: 2 });
    expect((await mine()).find((m) => m.menuId === 'BY-ORD-01')?.menuNm).toBe('My orders');
    expect(await events()).toContainEqual({ picEvtNm: 'DELETE', authYn: 'Y' });
    expect((await call('PUT', '/admin/menus/BY-ORD-01', change)).statusCode).toBe(409);
    expect(await lastAudit('MENU_UPDATE')).toMatchObject({ targetId: 'BY-ORD-01', actorLoginId: 'admin01' });

    // Out of use: gone from the buyer's menu, with everything under it.
    const group = json(await call('GET', '/admin/menus?sysGbCd=BY')).data.menus.find(
      (m: { menuId: string }) => m.menuId === 'BY-ORD',
    );
    expect((await call('PUT', '/admin/menus/BY-ORD', { ...group, useYn: 'N' })).statusCode).toBe(200);
    const ids = (await mine()).map((m) => m.menuId);
    expect(ids).not.toContain('BY-ORD');
    expect(ids).not.toContain('BY-ORD-01');
    expect(await events()).toEqual([]);
    // The buyer's role taken away from another menu: gone for buyers only.
    const req = json(await call('GET', '/admin/menus?sysGbCd=BY')).data.menus.find(
      (m: { menuId: string }) => m.menuId === 'BY-REQ',
    );
    expect((await call('PUT', '/admin/menus/BY-REQ', { ...req, roles: ['A'] })).statusCode).toBe(200);
    expect((await mine()).map((m) => m.menuId)).not.toContain('BY-REQ');
    expect(json(await call('GET', '/auth-menus')).data.menus.map((m: { menuId: string }) => m.menuId)).toContain(
      'BY-REQ',
    );
  });

  it('refuses a path no screen of the system can answer, and bad roles or events', async () => {
    const menu = json(await call('GET', '/admin/menus?sysGbCd=SP')).data.menus.find(
      (m: { menuId: string }) => m.menuId === 'SP-DLV',
    );
    const put = (body: unknown) => call('PUT', '/admin/menus/SP-DLV', body, { locale: 'en' });
    for (const path of [
      '/by/order/list',
      '/sp/Delivery',
      '/sp/delivery/',
      'sp/delivery',
      '/sp/a?b=1',
      'javascript:x',
    ]) {
      const res = await put({ ...menu, path });
      expect(res.statusCode, path).toBe(400);
      expect(json(res).error.errorCode).toBe('MROBO0012');
      expect(json(res).error.errorMessage).toContain('/sp/');
      expect(refused(res)).toEqual(['path']);
    }
    // The door names the entry that breaks its declared rule (decision 0103).
    expect(refused(await put({ ...menu, roles: ['X'] }))).toEqual(['roles[0]']);
    expect(refused(await put({ ...menu, events: [{ picEvtNm: 'SAVE', custRolCd: 'V', authYn: 'maybe' }] }))).toEqual([
      'events[0].authYn',
    ]);
    expect(refused(await put({ ...menu, events: [{ picEvtNm: 'SAVE!', custRolCd: 'V', authYn: 'Y' }] }))).toEqual([
      'events',
    ]);
    expect(refused(await put({ ...menu, menuNmKo: '' }))).toEqual(['menuNmKo']);
    const many = Array.from({ length: 101 }, (_, i) => ({ picEvtNm: `E${i}`, custRolCd: 'V', authYn: 'Y' }));
    expect(refused(await put({ ...menu, events: many }))).toEqual(['events']);
    const twice = [menu.events[0], menu.events[0]];
    expect(refused(await put({ ...menu, events: twice }))).toEqual(['events']);
    expect((await put({ ...menu, version: undefined })).statusCode).toBe(400);
    expect((await call('PUT', '/admin/menus/NO-MENU', menu)).statusCode).toBe(404);
    expect((await call('GET', '/admin/menus?sysGbCd=XX')).statusCode).toBe(400);
    // Nothing was written.
    const after = json(await call('GET', '/admin/menus?sysGbCd=SP')).data.menus.find(
      (m: { menuId: string }) => m.menuId === 'SP-DLV',
    );
    expect(after).toEqual(menu);
  });
});

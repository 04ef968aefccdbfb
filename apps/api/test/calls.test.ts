import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testServer, type TestServer } from './helpers.ts';
import * as bannerImagesWebp from '../src/db/migrations/0008_banner_images_webp.ts';
import { seedBuyerBanners } from '../src/seeds/seedBuyerBanners.ts';

let s: TestServer;
let buyer: string;
let supplier: string;
let admin: string;
beforeAll(async () => {
  s = await testServer();
  buyer = await s.login('buyer01', 'BY');
  supplier = await s.login('supplier01', 'SP');
  admin = await s.login('admin01', 'BY');
});
afterAll(async () => s.close());

describe('entry-site system calls', () => {
  it('health and cutover', async () => {
    expect((await s.call({ url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await s.call({ url: '/anonymous/system/cutover' })).json()).toMatchObject({ isSuccess: true, data: true });
    await s.ctx.db.updateTable('setting').set({ value: 'N' }).where('key', '=', 'cutover').execute();
    expect((await s.call({ url: '/anonymous/system/cutover' })).json().data).toBe(false);
    await s.ctx.db.updateTable('setting').set({ value: 'Y' }).where('key', '=', 'cutover').execute();
  });

  it('WELCOME banners before login (key only when clicks are recorded); BUYER_MAIN for buyers only', async () => {
    const welcome = (await s.call({ url: '/anonymous/system/xanners/WELCOME' })).json().data;
    expect(welcome.map((b: { position: string }) => b.position)).toEqual(['1', '2', '3', '3', '3', '4', '5', '6']);
    expect(welcome[4]).not.toHaveProperty('key');
    expect(welcome[2]).toMatchObject({ subPosition: '1', viewTime: 4000, key: 'WEL-3-1' });
    expect((await s.call({ url: '/anonymous/system/xanners/BUYER_MAIN' })).statusCode).toBe(404);
    expect((await s.call({ url: '/system/xanners/BUYER_MAIN' })).statusCode).toBe(401);
    const buyerMain = (await s.call({ url: '/system/xanners/BUYER_MAIN', token: buyer, system: 'BY' })).json().data;
    expect(buyerMain.map((b: { position: string; subPosition: string | null }) => [b.position, b.subPosition])).toEqual(
      [
        ['1', null],
        ['3', '1'],
        ['3', '2'],
      ],
    );
    expect(buyerMain[2]).toMatchObject({ viewTime: 5000, key: 'BYM-3-2', linkUrl: '/by/receipt/list' });
    expect((await s.call({ url: '/system/xanners/BUYER_MAIN', token: supplier, system: 'SP' })).statusCode).toBe(403);
  });

  it("the WELCOME banners' images are the portal's files; a data folder seeded with the old SVGs moves to them", async () => {
    const publicDir = fileURLToPath(new URL('../../portal/public', import.meta.url));
    const seeded = await s.ctx.db
      .selectFrom('banner')
      .select('image_path')
      .where('banner_set', '=', 'WELCOME')
      .execute();
    for (const { image_path } of seeded) expect(existsSync(publicDir + image_path), image_path).toBe(true);
    await s.ctx.db
      .updateTable('banner')
      .set({ image_path: '/images/banner/slide-1.svg' })
      .where('image_path', '=', '/images/banner/slide-1.webp')
      .execute();
    await s.ctx.db
      .updateTable('banner')
      .set({ image_path: '/images/banner/promo.svg' })
      .where('image_path', '=', '/images/banner/welcome-6.webp')
      .execute();
    await bannerImagesWebp.up(s.ctx.db as unknown as Kysely<unknown>);
    const paths = (await s.ctx.db.selectFrom('banner').select('image_path').execute()).map((r) => r.image_path);
    expect(paths).toContain('/images/banner/slide-1.webp');
    expect(paths).not.toContain('/images/banner/slide-1.svg');
    // Not one of the seeded images: left as it is.
    expect(paths).toContain('/images/banner/promo.svg');
    await s.ctx.db
      .updateTable('banner')
      .set({ image_path: '/images/banner/welcome-6.webp' })
      .where('image_path', '=', '/images/banner/promo.svg')
      .execute();
  });

  it("every seeded banner's image is the portal's file; a data folder seeded with the buyer's PNG rows gets the drawn set", async () => {
    const publicDir = fileURLToPath(new URL('../../portal/public', import.meta.url));
    const all = await s.ctx.db.selectFrom('banner').select('image_path').execute();
    for (const { image_path } of all) expect(existsSync(publicDir + image_path), image_path).toBe(true);
    // As a database seeded before the drawings: two BUYER_MAIN rows naming PNGs that never existed.
    await s.ctx.db.deleteFrom('banner').where('banner_set', '=', 'BUYER_MAIN').execute();
    await s.ctx.db
      .insertInto('banner')
      .values(
        ['/images/banner/buyer-1.png', '/images/banner/buyer-slide-1.png'].map((image_path, i) => ({
          banner_set: 'BUYER_MAIN',
          position: i ? '3' : '1',
          image_path,
          view_time: 3000,
          sort_ord: 1,
        })),
      )
      .execute();
    await s.ctx.db.deleteFrom('setting').where('key', '=', 'seed.buyerBanners').execute();
    await seedBuyerBanners(s.ctx.db);
    await seedBuyerBanners(s.ctx.db); // once only
    const rows = await s.ctx.db
      .selectFrom('banner')
      .select(['image_path', 'banner_key'])
      .where('banner_set', '=', 'BUYER_MAIN')
      .orderBy('banner_id')
      .execute();
    expect(rows).toEqual([
      { image_path: '/images/banner/buyer-1.webp', banner_key: 'BYM-1' },
      { image_path: '/images/banner/buyer-slide-1.webp', banner_key: 'BYM-3-1' },
      { image_path: '/images/banner/buyer-slide-2.webp', banner_key: 'BYM-3-2' },
    ]);
  });

  it('records a click on a banner with a key; refuses unknown keys and bad bodies', async () => {
    const click = await s.call({
      method: 'POST',
      url: '/anonymous/system/xanners/history',
      payload: { bannerPage: 'WELCOME', banner: { key: 'WEL-3-2', subPosition: '2' } },
    });
    expect(click.json().data).toBe(true);
    const rows = await s.ctx.db.selectFrom('banner_click').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ banner_key: 'WEL-3-2', sub_position: '2' });
    expect(
      (
        await s.call({
          method: 'POST',
          url: '/anonymous/system/xanners/history',
          payload: { bannerPage: 'WELCOME', banner: { key: 'NOPE' } },
        })
      ).statusCode,
    ).toBe(404);
    const invalid = await s.call({
      method: 'POST',
      url: '/anonymous/system/xanners/history',
      payload: { bannerPage: 'WELCOME' },
    });
    expect(invalid.json().error.fieldErros[0]).toMatchObject({ field: 'banner', code: 'ACMCM0002' });
    // The nested banner's members are checked at the door, named by their path.
    const keyless = await s.call({
      method: 'POST',
      url: '/anonymous/system/xanners/history',
      payload: { bannerPage: 'WELCOME', banner: { subPosition: '2'.repeat(21) } },
    });
    expect(keyless.json().error.fieldErros).toMatchObject([
      { field: 'banner.key', code: 'ACMCM0002' },
      { field: 'banner.subPosition', code: 'PICMCM0038' },
    ]);
  });

  it('holidays of a range: SA, SU and HO', async () => {
    const res = await s.call({ url: '/anonymous/holidays?fromYmd=20261001&toYmd=20261010' });
    expect(res.json().data).toEqual([
      { cldYmd: '20261003', holGbCd: 'HO', holNm: '개천절' },
      { cldYmd: '20261004', holGbCd: 'SU', holNm: null },
      { cldYmd: '20261005', holGbCd: 'HO', holNm: '대체공휴일(개천절)' },
      { cldYmd: '20261009', holGbCd: 'HO', holNm: '한글날' },
      { cldYmd: '20261010', holGbCd: 'SA', holNm: null },
    ]);
    const next = await s.call({ url: '/anonymous/holidays?fromYmd=20271225&toYmd=20271231' });
    expect(next.json().data.map((h: { holGbCd: string }) => h.holGbCd)).toEqual(['HO', 'SU', 'HO']);
    const bad = await s.call({ url: '/anonymous/holidays?fromYmd=20261301&toYmd=20261001' });
    expect(bad.json().error.fieldErros.map((e: { code: string }) => e.code)).toEqual(['PICMCM0058', 'PICMCM0002']);
  });
});

describe('codes', () => {
  it('common codes by repeated cdLstIds, per language, without retired codes', async () => {
    const ko = await s.call({ url: '/anonymous/common-codes/cache?cdLstIds=CM031&cdLstIds=PAY_TERM&langCd=KO' });
    const { codes } = ko.json().data;
    expect(codes.map((c: { cdLstId: string }) => c.cdLstId)).toEqual(['CM031', 'PAY_TERM']);
    expect(codes[0].commonCodes[0]).toMatchObject({
      cd: 'CHANNEL_DM_URL',
      usePsDefCn1: 'https://chat.example.com/mro-main',
      usePsDefCn2: 'Y',
    });
    expect(codes[1].commonCodes.map((c: { cd: string }) => c.cd)).toEqual(['CASH', 'BILL', 'CARD']);
    const en = await s.call({ url: '/anonymous/common-codes/cache?cdLstIds=CM057&langCd=EN' });
    expect(en.json().data.codes[0].commonCodes[0]).toMatchObject({ cd: 'UPGRADE_URL', cdNm: 'Browser upgrade' });
    const missing = await s.call({ url: '/anonymous/common-codes/cache' });
    expect(missing.json().error.fieldErros[0]).toMatchObject({ field: 'cdLstIds', code: 'ACMCM0002' });
  });

  it('customer codes: a buyer sees buyer companies only; asking for suppliers is refused; admins choose', async () => {
    const mine = (await s.call({ url: '/customer/codes?cpNm=%ED%95%9C%EB%B9%9B', token: buyer, system: 'BY' })).json()
      .data.cpCodes;
    expect(mine).toEqual([{ cpCd: 'BY001', cpNm: '한빛제조(주)', custRolCd: 'B', imkLockYn: 'N', rlcpYn: 'N' }]);
    expect((await s.call({ url: '/customer/codes?custRolCd=V', token: buyer, system: 'BY' })).statusCode).toBe(403);
    const suppliers = (
      await s.call({ url: '/customer/codes?custRolCd=V', token: admin, system: 'BY', locale: 'EN' })
    ).json().data.cpCodes;
    // The two demo suppliers with users, then the catalogue's four (issue 43, seedCatalog).
    expect(suppliers.map((c: { cpNm: string }) => c.cpNm)).toEqual([
      'Seongsil Tools',
      'Mirae Industrial Supply',
      'Sinsung Safety',
      'Woori Bearing Trading',
      'Taeyang Industrial Goods',
      'Green Consumables',
    ]);
    const literal = (await s.call({ url: '/customer/codes?cpNm=%25', token: admin, system: 'BY' })).json().data.cpCodes;
    expect(literal).toEqual([]);
    expect((await s.call({ url: '/customer/codes' })).statusCode).toBe(401);
    const tooLong = await s.call({ url: `/customer/codes?cpNm=${'a'.repeat(101)}`, token: buyer, system: 'BY' });
    expect(tooLong.json().error.fieldErros[0].code).toBe('PICMCM0038');
  });

  it("business places: one's own company (or any for an admin), filtered by histItmClsfCd, and from the session", async () => {
    const own = await s.call({
      url: '/customer/BY001/business-place/codes?histItmClsfCd=A',
      token: buyer,
      system: 'BY',
    });
    expect(own.json().data.bpCodes).toEqual([
      { cd: 'BY001-BP01', cdNm: '울산공장' },
      { cd: 'BY001-BP02', cdNm: '구미공장' },
    ]);
    expect((await s.call({ url: '/customer/BY002/business-place/codes', token: buyer, system: 'BY' })).statusCode).toBe(
      403,
    );
    expect(
      (await s.call({ url: '/customer/BY002/business-place/codes', token: admin, system: 'BY' })).json().data.bpCodes,
    ).toHaveLength(1);
    const session = await s.call({ url: '/customer/business-place/codes/session', token: buyer, system: 'BY' });
    expect(session.json().data.bpCodes).toHaveLength(3);
    expect((await s.call({ url: '/customer/business-place/codes/session' })).statusCode).toBe(401);
  });
});

describe('menus', () => {
  it("the user's menus of the session's system, by role", async () => {
    const mine = (await s.call({ url: '/auth-menus', token: buyer, system: 'BY', locale: 'EN' })).json().data.menus;
    expect(mine.map((m: { menuId: string }) => m.menuId)).not.toContain('BY-ADM');
    expect(mine.find((m: { menuId: string }) => m.menuId === 'BY-ORD-01')).toEqual({
      menuId: 'BY-ORD-01',
      menuPid: 'BY-ORD',
      menuLv: 2,
      menuNm: 'Order list',
      path: '/by/order/list',
      prgmId: 'BYORD001',
    });
    const adminMenus = (await s.call({ url: '/auth-menus', token: admin, system: 'BY' })).json().data.menus;
    expect(adminMenus.map((m: { menuId: string }) => m.menuId)).toContain('BY-ADM');
    const supplierMenus = (await s.call({ url: '/auth-menus', token: supplier, system: 'SP' })).json().data.menus;
    expect(supplierMenus.every((m: { path: string | null }) => !m.path || m.path.startsWith('/sp/'))).toBe(true);
  });

  it('menu auth events by role; a menu outside the user gives none', async () => {
    const events = (await s.call({ url: '/auth-menus/BY-ORD-01/auth-events', token: buyer, system: 'BY' })).json().data
      .menuEvents;
    expect(events).toEqual([
      { picEvtNm: 'DELETE', authYn: 'N' },
      { picEvtNm: 'EXCEL', authYn: 'Y' },
      { picEvtNm: 'SAVE', authYn: 'Y' },
      { picEvtNm: 'SEARCH', authYn: 'Y' },
    ]);
    const adminEvents = (await s.call({ url: '/auth-menus/BY-ORD-01/auth-events', token: admin, system: 'BY' })).json()
      .data.menuEvents;
    expect(adminEvents.every((e: { authYn: string }) => e.authYn === 'Y')).toBe(true);
    expect(
      (await s.call({ url: '/auth-menus/BY-ADM/auth-events', token: buyer, system: 'BY' })).json().data.menuEvents,
    ).toEqual([]);
    expect(
      (await s.call({ url: '/auth-menus/BY-ORD-01/auth-events', token: supplier, system: 'SP' })).json().data
        .menuEvents,
    ).toEqual([]);
  });
});

describe('boards', () => {
  const page = (query: string, token?: string, system = 'MAIN') =>
    s.call({ url: `/anonymous/boards/auth-posts/page?${query}`, ...(token ? { token } : {}), system });

  it('home notices: NOTICE before login for buyers and suppliers, one each, page as JSON', async () => {
    const q = (sys: string) =>
      `rpreBrdId=NOTICE&beforeLoginYn=Y&sysGbCd=${sys}&page=${encodeURIComponent('{"pageNo":1,"pageSize":1}')}`;
    const [by, sp] = await Promise.all([page(q('BY')), page(q('SP'))]);
    expect(by.json().data).toMatchObject({ pages: [{ titlCn: '[구매사] 연말 배송 일정 안내' }], totalCount: 3 });
    expect(sp.json().data).toMatchObject({ pages: [{ titlCn: '[공급사] 세금계산서 발행 일정 안내' }], totalCount: 3 });
    expect(by.json().data.pages[0].ntcnId).toEqual(expect.any(Number));
  });

  it('signed-in users see their audience, including posts after login; FAQ by role', async () => {
    const anonymous = (await page('rpreBrdId=NOTICE&sysGbCd=BY')).json().data;
    const signedIn = (
      await s.call({ url: '/boards/auth-posts/page?rpreBrdId=NOTICE', token: buyer, system: 'BY' })
    ).json().data;
    expect(signedIn.totalCount).toBe(anonymous.totalCount + 1);
    const faq = (
      await s.call({ url: '/boards/auth-posts/page?rpreBrdId=FAQ&sysGbCd=BY', token: supplier, system: 'SP' })
    ).json().data;
    expect(faq.pages.map((p: { titlCn: string }) => p.titlCn)).toEqual([
      '세금계산서는 언제 발행하나요?',
      '로그인 아이디는 어떻게 받나요?',
    ]);
    expect((await s.call({ url: '/boards/auth-posts/page?rpreBrdId=FAQ' })).statusCode).toBe(401);
  });

  it('paging and search; bad board or page is a validation error', async () => {
    const second = (await page(`rpreBrdId=NOTICE&sysGbCd=BY&page[pageNo]=2&page[pageSize]=2`)).json().data;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: 3 });
    expect(second.pages).toHaveLength(1);
    const found = (await page(`rpreBrdId=PDS&searchText=${encodeURIComponent('매뉴얼')}`)).json().data;
    expect(found.pages.map((p: { titlCn: string }) => p.titlCn)).toEqual(['구매사 이용 매뉴얼']);
    // A board outside the declared list is refused at the door, naming the field (decision 0086).
    expect((await page('rpreBrdId=BLOG')).json().error.fieldErros[0]).toMatchObject({
      field: 'rpreBrdId',
      code: 'MROCM0009',
    });
    expect((await page('sysGbCd=BY')).json().error.fieldErros[0]).toMatchObject({
      field: 'rpreBrdId',
      code: 'ACMCM0002',
    });
    expect((await page('rpreBrdId=NOTICE&page=%7Bbad')).statusCode).toBe(400);
    expect((await page('rpreBrdId=NOTICE&page[pageNo]=0')).statusCode).toBe(400);
  });

  it('a notice with its previous and next; posts outside the audience are not found', async () => {
    const list = (await page('rpreBrdId=NOTICE&sysGbCd=BY')).json().data.pages;
    const middle = list[1];
    const detail = (await s.call({ url: `/anonymous/boards/posts/${middle.ntcnId}?sysGbCd=BY` })).json().data;
    expect(detail).toMatchObject({
      titlCn: middle.titlCn,
      prev: { ntcnId: list[2].ntcnId },
      next: { ntcnId: list[0].ntcnId },
    });
    expect(detail.cntn).toContain('<p>');
    const spNotice = (await page('rpreBrdId=NOTICE&sysGbCd=SP')).json().data.pages[0];
    expect(
      (await s.call({ url: `/anonymous/boards/posts/${spNotice.ntcnId}`, token: buyer, system: 'BY' })).statusCode,
    ).toBe(404);
    expect((await s.call({ url: '/anonymous/boards/posts/../../etc/passwd' })).statusCode).toBe(404);
    expect((await s.call({ url: '/anonymous/boards/posts/abc' })).json().error.errorCode).toBe('MROCM0010');
  });

  it("a reference-room post lists its attachments, which a visitor downloads with the link's token", async () => {
    const guide = (await page(`rpreBrdId=PDS&searchText=${encodeURIComponent('소싱 가이드')}`)).json().data.pages[0];
    expect(guide.athFileYn).toBe('Y');
    const detail = (await s.call({ url: `/anonymous/boards/posts/${guide.ntcnId}` })).json().data;
    expect(detail.files).toEqual([
      expect.objectContaining({ orgnFileNm: '공급사 소싱 가이드.pdf', athFileSeq: 1, fileSizeNum: expect.any(Number) }),
    ]);
    const url: string = detail.files[0].downloadUrl;
    expect(url).toMatch(/^\/imk\/api\/anonymous\/file\/F[0-9A-F]{24}-1\?token=/);
    const file = await s.call({ url: url.replace('/imk/api', ''), system: null });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toContain('attachment');
    const forged = await s.call({ url: url.replace(/token=.*/, 'token=forged'), system: null });
    expect(forged.statusCode).not.toBe(200);
    // A post without attachments has an empty list.
    const notice = (await page('rpreBrdId=NOTICE&sysGbCd=BY')).json().data.pages[0];
    expect((await s.call({ url: `/anonymous/boards/posts/${notice.ntcnId}?sysGbCd=BY` })).json().data.files).toEqual(
      [],
    );
  });

  it('search by title or body, Korean text, and % and _ typed literally (issue 41)', async () => {
    const inserted = await s.ctx.db
      .insertInto('board_post')
      .values(
        [
          ['할인율 100% 안내', '<p>전 품목 대상</p>'],
          ['할인율 1000 안내', '<p>100 이상 주문</p>'],
          ['파일명 a_b 규칙', '<p>밑줄을 씁니다</p>'],
          ['파일명 axb 규칙', '<p>밑줄 없음</p>'],
          ['배송 안내', '<p>도서 산간 지역은 배송비가 추가됩니다.</p>'],
        ].map(([title, body]) => ({
          rpre_brd_id: 'FAQ' as const,
          sys_gb_cd: 'ALL',
          before_login_yn: 'Y' as const,
          titl_cn: title!,
          cntn: body!,
          ath_file_id: null,
          reg_dt: new Date(),
        })),
      )
      .returning('ntcn_id')
      .execute();
    try {
      const titles = async (searchText: string) =>
        (await page(`rpreBrdId=FAQ&sysGbCd=BY&searchText=${encodeURIComponent(searchText)}`))
          .json()
          .data.pages.map((p: { titlCn: string }) => p.titlCn);
      // % is a percent sign, not "anything": "100%" finds the post that says 100%, not "1000".
      expect(await titles('100%')).toEqual(['할인율 100% 안내']);
      // _ is an underscore, not "one character".
      expect(await titles('a_b')).toEqual(['파일명 a_b 규칙']);
      // Korean text in the body (not in the title) finds its post.
      expect(await titles('산간 지역')).toEqual(['배송 안내']);
      expect(await titles('승인됩니다')).toEqual(['회원가입 승인은 얼마나 걸리나요?']);
      // Longer than the rule's 100 characters: a field error.
      const tooLong = (await page(`rpreBrdId=FAQ&searchText=${'가'.repeat(101)}`)).json();
      expect(tooLong.error.fieldErros[0]).toMatchObject({ field: 'searchText' });
    } finally {
      await s.ctx.db
        .deleteFrom('board_post')
        .where(
          'ntcn_id',
          'in',
          inserted.map((r) => r.ntcn_id),
        )
        .execute();
    }
  });
});

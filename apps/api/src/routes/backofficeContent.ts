// The back office's reference content (decision 0077; role A): banners of both sets with their
// images (an image by its bytes, MROBO0011), code lists and their values, menus with their roles
// and events per role (the path rule, MROBO0012). Each change names the version it read (409
// MROBO0010), writes its audit row in its transaction, and is announced by the tables' triggers,
// so every instance's kept banners, codes and menus drop at once (decision 0051).
import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  contract,
  isSystem,
  type AdminBanner,
  type AdminCode,
  type AdminMenu,
  type MENU_FIELDS,
  type ParsedOf,
} from '@mro/contract';
import {
  BANNER_IMAGE_EXTENSIONS,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_POSITION_CODES,
  BANNER_SCHEMA,
  BANNER_SETS,
  CODE_SCHEMA,
  bannerImageType,
  isBannerLink,
  isMenuPath,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { badRequest, notFound, ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { check } from '../http/request.ts';
import { userOf } from '../auth/guard.ts';
import {
  backofficeContentRepository,
  type BannerValues,
  type CodeValues,
  type MenuValues,
} from '../domains/backofficeContent/repository.ts';
import { fail, multipartError } from '../files/uploadInput.ts';

const calls = contract.backofficeContent;
const IMAGE_PATH = /^\/imk\/api\/banner-images\/(\d{1,9})\.(png|jpg|gif|webp)$/;
/** The images shipped with the portal (the seed's banners). */
const SHIPPED_PATH = /^\/images\/banner\/[a-z0-9-]+\.(webp|png|jpg|svg)$/;
const CODE_LIST_ID = /^[A-Z0-9_]{1,30}$/;
const listed = (code = 'MROCM0009') => ({ rule: 'is' as const, code, params: {} });

/** An integer of the body (a number or its digits), or null. */
const intOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999_999_999 ? n : null;
};
const yn = (value: unknown): 'Y' | 'N' => (value === 'N' ? 'N' : 'Y');
const orNull = (value: string) => (value === '' ? null : value);
/** The version an edit read: required, a positive integer (MROCM0011 otherwise). */
const versionOf = (value: unknown) => {
  const v = intOf(value);
  if (!v) throw fail('MROCM0011');
  return v;
};
const idOf = (raw: string) => {
  const id = intOf(raw);
  if (!id) throw notFound();
  return id;
};

export function backofficeContentRoutes(ctx: AppContext) {
  const repo = backofficeContentRepository(ctx.db);

  const bannerOut = (b: Awaited<ReturnType<typeof repo.banners>>[number]): AdminBanner => ({
    bannerId: b.banner_id,
    bannerSet: b.banner_set,
    position: b.position,
    subPosition: b.sub_position,
    linkUrl: b.link_url,
    imagePath: b.image_path,
    viewSeconds: Math.round(b.view_time / 1000),
    sortOrd: b.sort_ord,
    bannerKey: b.banner_key,
    version: b.version,
  });

  const codeOut = (c: Awaited<ReturnType<typeof repo.codes>>[number]): AdminCode => ({
    cdLstId: c.cd_lst_id,
    cd: c.cd,
    cdNmKo: c.cd_nm_ko,
    cdNmEn: c.cd_nm_en,
    usePsDefCn1: c.use_ps_def_cn1,
    usePsDefCn2: c.use_ps_def_cn2,
    usePsDefCn3: c.use_ps_def_cn3,
    usePsDefCn4: c.use_ps_def_cn4,
    usePsDefCn5: c.use_ps_def_cn5,
    sortOrd: c.sort_ord,
    useYn: c.use_yn,
    version: c.version,
  });

  const menuOut = (m: Awaited<ReturnType<typeof repo.menus>>[number]): AdminMenu => ({
    menuId: m.menu_id,
    menuPid: m.menu_pid,
    menuLv: m.menu_lv,
    menuNmKo: m.menu_nm_ko,
    menuNmEn: m.menu_nm_en,
    path: m.path,
    prgmId: m.prgm_id,
    sysGbCd: m.sys_gb_cd,
    sortOrd: m.sort_ord,
    useYn: m.use_yn,
    roles: m.roles,
    events: m.events,
    version: m.version,
  });

  /** A banner's fields checked with the form's rules; its image uploaded here or shipped. */
  const bannerOf = async (body: Record<string, unknown>): Promise<BannerValues> => {
    const values = {
      bannerSet: String(body.bannerSet ?? ''),
      position: String(body.position ?? ''),
      subPosition: String(body.subPosition ?? ''),
      linkUrl: String(body.linkUrl ?? ''),
      imagePath: String(body.imagePath ?? ''),
      viewSeconds: body.viewSeconds === undefined || body.viewSeconds === null ? '' : String(body.viewSeconds),
      sortOrd: body.sortOrd === undefined || body.sortOrd === null ? '' : String(body.sortOrd),
      bannerKey: String(body.bannerKey ?? ''),
    };
    check({ ...BANNER_SCHEMA, bannerSet: 'required', imagePath: 'required|max:200' }, values);
    if (!(BANNER_SETS as readonly string[]).includes(values.bannerSet)) throw badRequest({ bannerSet: listed() });
    if (!(BANNER_POSITION_CODES as readonly string[]).includes(values.position))
      throw badRequest({ position: listed() });
    if (!isBannerLink(values.linkUrl)) throw badRequest({ linkUrl: listed() });
    const uploaded = IMAGE_PATH.exec(values.imagePath);
    const known = uploaded ? await repo.imageExists(Number(uploaded[1])) : SHIPPED_PATH.test(values.imagePath);
    if (!known) throw badRequest({ imagePath: listed('MROCM0010') });
    return {
      banner_set: values.bannerSet,
      position: values.position,
      sub_position: orNull(values.subPosition),
      link_url: orNull(values.linkUrl),
      image_path: values.imagePath,
      view_time: Number(values.viewSeconds) * 1000,
      sort_ord: Number(values.sortOrd),
      banner_key: orNull(values.bannerKey),
    };
  };

  const codeOf = (body: Record<string, unknown>): CodeValues => {
    const values = {
      cdNmKo: String(body.cdNmKo ?? ''),
      cdNmEn: String(body.cdNmEn ?? ''),
      usePsDefCn1: String(body.usePsDefCn1 ?? ''),
      usePsDefCn2: String(body.usePsDefCn2 ?? ''),
      usePsDefCn3: String(body.usePsDefCn3 ?? ''),
      usePsDefCn4: String(body.usePsDefCn4 ?? ''),
      usePsDefCn5: String(body.usePsDefCn5 ?? ''),
      sortOrd: body.sortOrd === undefined || body.sortOrd === null ? '' : String(body.sortOrd),
    };
    const { cd: _cd, useYn: _useYn, ...rules } = CODE_SCHEMA;
    check(rules, values);
    return {
      cd_nm_ko: values.cdNmKo,
      cd_nm_en: values.cdNmEn,
      use_ps_def_cn1: orNull(values.usePsDefCn1),
      use_ps_def_cn2: orNull(values.usePsDefCn2),
      use_ps_def_cn3: orNull(values.usePsDefCn3),
      use_ps_def_cn4: orNull(values.usePsDefCn4),
      use_ps_def_cn5: orNull(values.usePsDefCn5),
      sort_ord: Number(values.sortOrd),
      use_yn: yn(body.useYn),
    };
  };
  const listIdOf = (raw: string) => {
    if (!CODE_LIST_ID.test(raw)) throw notFound();
    return raw;
  };

  /**
   * A menu's fields (checked at the door: their rules, the roles and each event's role and flag),
   * its path by the path rule of its system, its events' names, one event per name and role.
   */
  const menuOf = (system: string, body: ParsedOf<typeof MENU_FIELDS>): MenuValues => {
    if (!isMenuPath(system, body.path))
      throw badRequest({
        path: { rule: 'is' as const, code: 'MROBO0012', params: { prefix: `/${system.toLowerCase()}` } },
      });
    if (!body.roles) throw badRequest({ roles: listed() });
    if (!body.events) throw badRequest({ events: listed() });
    const seen = new Set<string>();
    const events: MenuValues['events'] = [];
    for (const { picEvtNm, custRolCd, authYn } of body.events) {
      if (!/^[A-Za-z0-9_]{1,40}$/.test(picEvtNm)) throw badRequest({ events: listed() });
      const key = `${picEvtNm}|${custRolCd}`;
      if (seen.has(key)) throw badRequest({ events: listed() });
      seen.add(key);
      events.push({ picEvtNm, custRolCd, authYn });
    }
    return {
      menu_nm_ko: body.menuNmKo,
      menu_nm_en: body.menuNmEn,
      path: orNull(body.path),
      prgm_id: orNull(body.prgmId),
      sort_ord: body.sortOrd,
      use_yn: yn(body.useYn),
      roles: [...new Set(body.roles)].sort(),
      events,
    };
  };

  return async function routes(app: FastifyInstance) {
    route(app, calls.banners, async ({ query }) => {
      if (!(BANNER_SETS as readonly string[]).includes(query.bannerSet)) throw badRequest({ bannerSet: listed() });
      return ok({ banners: (await repo.banners(query.bannerSet)).map(bannerOut) });
    });

    // One file, read while limited; its kind from its first bytes, never from its name.
    route(app, calls.uploadBannerImage, async ({ request }) => {
      if (!request.isMultipart()) throw fail('MROCM0011');
      let file: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            const bytes = await (part as MultipartFile).toBuffer();
            if ((part as MultipartFile).file.truncated)
              throw fail('ACMCM0024', { max: { bytes: BANNER_IMAGE_MAX_BYTES } });
            file = { name: part.filename, bytes };
          }
        }
      } catch (error) {
        multipartError(error, BANNER_IMAGE_MAX_BYTES, 1);
      }
      if (!file) throw fail('ACMCM0002');
      if (!file.bytes.length) throw fail('ACMCM0119');
      const type = bannerImageType(file.bytes);
      if (!type) throw fail('MROBO0011', { fileName: file.name.slice(0, 100) });
      const id = await repo.saveImage(type, file.bytes, file.name.slice(0, 200), userOf(request), ctx.now());
      return ok({ imagePath: `/imk/api/banner-images/${id}.${BANNER_IMAGE_EXTENSIONS[type]}` });
    });

    // The image as stored, under its own type; an id never changes its bytes (cached a year).
    route(app, calls.bannerImage, async ({ params, reply }) => {
      const match = /^(\d{1,9})\.(png|jpg|gif|webp)$/.exec(params.name);
      const image = match ? await repo.image(Number(match[1])) : undefined;
      if (!image || BANNER_IMAGE_EXTENSIONS[image.content_type as keyof typeof BANNER_IMAGE_EXTENSIONS] !== match![2])
        throw notFound();
      return reply
        .header('content-type', image.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.bytes));
    });

    route(app, calls.createBanner, async ({ request, body }) => {
      const row = await repo.createBanner(await bannerOf(body), userOf(request), ctx.now());
      return ok(bannerOut(row));
    });
    route(app, calls.updateBanner, async ({ request, params, body }) => {
      const id = idOf(params.bannerId);
      const version = versionOf(body.version);
      const row = await repo.updateBanner(id, version, await bannerOf(body), userOf(request), ctx.now());
      return ok(bannerOut(row));
    });
    route(app, calls.deleteBanner, async ({ request, params, query }) => {
      const id = idOf(params.bannerId);
      await repo.deleteBanner(id, versionOf(query.version), userOf(request), ctx.now());
      return ok({ bannerId: id, deleted: true as const });
    });

    route(app, calls.codeGroups, async () => ok({ groups: await repo.codeGroups() }));
    route(app, calls.codes, async ({ params }) => {
      const rows = await repo.codes(listIdOf(params.cdLstId));
      if (!rows.length) throw notFound();
      return ok({ codes: rows.map(codeOut) });
    });
    route(app, calls.createCode, async ({ request, params, body }) => {
      const list = listIdOf(params.cdLstId);
      check({ cd: 'required|max:20|alpha_dash' }, { cd: body.cd });
      const row = await repo.createCode(list, body.cd, codeOf(body), userOf(request), ctx.now());
      return ok(codeOut(row));
    });
    route(app, calls.updateCode, async ({ request, params, body }) => {
      const list = listIdOf(params.cdLstId);
      const version = versionOf(body.version);
      const values = codeOf(body);
      const row = await repo.updateCode(list, params.cd, version, values, userOf(request), ctx.now());
      return ok(codeOut(row));
    });

    route(app, calls.menus, async ({ query }) => {
      check({ sysGbCd: 'required' }, { sysGbCd: query.sysGbCd });
      if (!isSystem(query.sysGbCd)) throw badRequest({ sysGbCd: listed() });
      return ok({ menus: (await repo.menus(query.sysGbCd)).map(menuOut) });
    });
    route(app, calls.updateMenu, async ({ request, params, body }) => {
      const menu = await repo.menu(params.menuId);
      if (!menu) throw notFound();
      const version = versionOf(body.version);
      const values = menuOf(menu.sys_gb_cd, body);
      const row = await repo.updateMenu(params.menuId, version, values, userOf(request), ctx.now());
      return ok(menuOut(row));
    });
  };
}

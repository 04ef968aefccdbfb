// Boards: notices (NOTICE), reference room (PDS) and FAQ. Posts are for buyers (BY), suppliers
// (SP) or everybody (ALL); before login only posts flagged beforeLoginYn Y are listed. Signed-in
// users see their own audience's posts (FAQ by role).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_IDS, BOARD_SEARCH_FIELDS, contract, rulesOf, type ParsedOf } from '@mro/contract';
import { DEFAULT_PAGE_SIZE } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { check, paging, text } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { escapeLike } from '../shared/like.ts';
import { fileInfos, groupRows } from '../files/listing.ts';

const BOARDS = BOARD_IDS;
type Board = (typeof BOARDS)[number];
const calls = contract.boards;

/** The audiences a caller may read: anonymous callers choose BY or SP; users get their role's. */
function audiences(request: FastifyRequest, asked: string): string[] {
  const user = request.user;
  if (!user) return asked === 'BY' || asked === 'SP' ? [asked, 'ALL'] : ['BY', 'SP', 'ALL'];
  if (user.custRolCd === 'B') return ['BY', 'ALL'];
  if (user.custRolCd === 'V') return ['SP', 'ALL'];
  return asked === 'BY' || asked === 'SP' ? [asked, 'ALL'] : ['BY', 'SP', 'ALL'];
}

export function boardRoutes(ctx: AppContext) {
  const { db } = ctx;

  async function page({ request, query }: { request: FastifyRequest; query: ParsedOf<typeof BOARD_SEARCH_FIELDS> }) {
    const values = { rpreBrdId: query.rpreBrdId, sysGbCd: query.sysGbCd, searchText: query.searchText };
    check(rulesOf(BOARD_SEARCH_FIELDS, ['rpreBrdId', 'sysGbCd', 'searchText']), values);
    if (!(BOARDS as readonly string[]).includes(values.rpreBrdId)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const signedIn = Boolean(request.user);
    let q = db
      .selectFrom('board_post')
      .where('rpre_brd_id', '=', values.rpreBrdId as Board)
      .where('sys_gb_cd', 'in', audiences(request, values.sysGbCd));
    if (!signedIn || text(query, 'beforeLoginYn') === 'Y') q = q.where('before_login_yn', '=', 'Y');
    if (values.searchText) q = q.where('titl_cn', 'ilike', `%${escapeLike(values.searchText)}%`);
    const { count } = await q.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await q
      .select(['ntcn_id', 'titl_cn', 'reg_dt', 'ath_file_id', 'sys_gb_cd', 'view_cnt'])
      .orderBy('reg_dt', 'desc')
      .orderBy('ntcn_id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return ok({
      pages: rows.map((r) => ({
        ntcnId: r.ntcn_id,
        titlCn: r.titl_cn,
        regDt: new Date(r.reg_dt).toISOString(),
        athFileYn: r.ath_file_id ? ('Y' as const) : ('N' as const),
        sysGbCd: r.sys_gb_cd,
        viewCnt: r.view_cnt,
      })),
      totalCount: Number(count),
      pageNo,
      pageSize,
    });
  }

  async function detail({ request, query, params }: RouteInput<typeof calls.post>) {
    const id = Number(params.ntcnId);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
    const who = audiences(request, query.sysGbCd);
    const base = () => {
      let q = db.selectFrom('board_post').where('sys_gb_cd', 'in', who);
      if (!request.user) q = q.where('before_login_yn', '=', 'Y');
      return q;
    };
    const post = await base().selectAll().where('ntcn_id', '=', id).executeTakeFirst();
    if (!post) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
    await db
      .updateTable('board_post')
      .set((eb) => ({ view_cnt: eb('view_cnt', '+', 1) }))
      .where('ntcn_id', '=', id)
      .execute();
    const neighbour = (direction: 'prev' | 'next') =>
      base()
        .select(['ntcn_id', 'titl_cn'])
        .where('rpre_brd_id', '=', post.rpre_brd_id)
        .where((eb) =>
          direction === 'prev'
            ? eb.or([eb('reg_dt', '<', post.reg_dt), eb.and([eb('reg_dt', '=', post.reg_dt), eb('ntcn_id', '<', id)])])
            : eb.or([eb('reg_dt', '>', post.reg_dt), eb.and([eb('reg_dt', '=', post.reg_dt), eb('ntcn_id', '>', id)])]),
        )
        .orderBy('reg_dt', direction === 'prev' ? 'desc' : 'asc')
        .orderBy('ntcn_id', direction === 'prev' ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
    const [prev, next, files] = await Promise.all([
      neighbour('prev'),
      neighbour('next'),
      post.ath_file_id ? groupRows(ctx, post.ath_file_id) : [],
    ]);
    const link = (r: { ntcn_id: number; titl_cn: string } | undefined) =>
      r ? { ntcnId: r.ntcn_id, titlCn: r.titl_cn } : null;
    return ok({
      ntcnId: post.ntcn_id,
      rpreBrdId: post.rpre_brd_id,
      titlCn: post.titl_cn,
      cntn: post.cntn,
      regDt: new Date(post.reg_dt).toISOString(),
      athFileId: post.ath_file_id,
      // Whoever may read the post may download its attachments (a token per file, 10 minutes).
      files: fileInfos(ctx, files, request.user ? '' : '/anonymous', request.locale),
      sysGbCd: post.sys_gb_cd,
      viewCnt: post.view_cnt + 1,
      prev: link(prev),
      next: link(next),
    });
  }

  return async function routes(app: FastifyInstance) {
    route(app, calls.anonymousPage, page);
    // Not shown: the same list for signed-in users (their audience, posts after login too).
    route(app, calls.page, page);
    // Not shown: one post with the previous and next post of the same board and audience.
    route(app, calls.post, detail);
  };
}

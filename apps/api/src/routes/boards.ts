// Boards: notices (NOTICE), reference room (PDS) and FAQ. Posts are for buyers (BY), suppliers
// (SP) or everybody (ALL); before login only posts flagged beforeLoginYn Y are listed. Signed-in
// users see their own audience's posts (FAQ by role). The data: domains/boards/repository.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_IDS, BOARD_SEARCH_FIELDS, contract, rulesOf, type ParsedOf } from '@mro/contract';
import { DEFAULT_PAGE_SIZE } from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { check, paging, text } from '../http/request.ts';
import { route, type RouteInput } from '../http/route.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { boardRepository } from '../domains/boards/repository.ts';

type Board = (typeof BOARD_IDS)[number];
const calls = contract.boards;

/** The audiences a caller may read: anonymous callers choose BY or SP; users get their role's. */
function audiences(request: FastifyRequest, asked: string): string[] {
  const user = request.user;
  if (!user) return asked === 'BY' || asked === 'SP' ? [asked, 'ALL'] : ['BY', 'SP', 'ALL'];
  if (user.custRolCd === 'B') return ['BY', 'ALL'];
  if (user.custRolCd === 'V') return ['SP', 'ALL'];
  return asked === 'BY' || asked === 'SP' ? [asked, 'ALL'] : ['BY', 'SP', 'ALL'];
}

const isBoard = (value: string): value is Board => (BOARD_IDS as readonly string[]).includes(value);

export function boardRoutes(ctx: AppContext) {
  const repo = boardRepository(ctx.db);

  async function page({ request, query }: { request: FastifyRequest; query: ParsedOf<typeof BOARD_SEARCH_FIELDS> }) {
    const values = { rpreBrdId: query.rpreBrdId, sysGbCd: query.sysGbCd, searchText: query.searchText };
    check(rulesOf(BOARD_SEARCH_FIELDS, ['rpreBrdId', 'sysGbCd', 'searchText']), values);
    if (!isBoard(values.rpreBrdId)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
    const { pageNo, pageSize } = paging(query, DEFAULT_PAGE_SIZE);
    const signedIn = Boolean(request.user);
    const scope = {
      audiences: audiences(request, values.sysGbCd),
      beforeLoginOnly: !signedIn || text(query, 'beforeLoginYn') === 'Y',
    };
    const { total, rows } = await repo.page(
      values.rpreBrdId,
      scope,
      values.searchText,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return ok({
      pages: rows.map((r) => ({
        ntcnId: r.ntcn_id,
        titlCn: r.titl_cn,
        regDt: new Date(r.reg_dt).toISOString(),
        athFileYn: r.ath_file_id ? ('Y' as const) : ('N' as const),
        sysGbCd: r.sys_gb_cd,
        viewCnt: r.view_cnt,
      })),
      totalCount: total,
      pageNo,
      pageSize,
    });
  }

  async function detail({ request, query, params }: RouteInput<typeof calls.post>) {
    const id = Number(params.ntcnId);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
    const scope = { audiences: audiences(request, query.sysGbCd), beforeLoginOnly: !request.user };
    const post = await repo.post(scope, id);
    if (!post) throw new ApiError(404, 'NOT_FOUND', 'MROCM0010');
    await repo.countView(id);
    const [prev, next, files] = await Promise.all([
      repo.neighbour(scope, post, 'prev'),
      repo.neighbour(scope, post, 'next'),
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
    route(app, calls.anonymousPage, page, { cache: ['board_post'] });
    // Not shown: the same list for signed-in users (their audience, posts after login too).
    route(app, calls.page, page, { cache: ['board_post'] });
    // Not shown: one post with the previous and next post of the same board and audience.
    route(app, calls.post, detail);
  };
}

// Boards' data: a board's posts for an audience (count, page; searched by title or body), one post, its view count, and the
// previous and next post of the same board and audience.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containing } from '../../shared/like.ts';

type Board = 'NOTICE' | 'PDS' | 'FAQ';

export interface PostScope {
  /** The audiences the caller may read (BY, SP, ALL). */
  audiences: string[];
  /** Only posts shown before login. */
  beforeLoginOnly: boolean;
}

export function boardRepository(db: Kysely<Database>) {
  const scoped = (scope: PostScope) => {
    let q = db.selectFrom('board_post').where('sys_gb_cd', 'in', scope.audiences);
    if (scope.beforeLoginOnly) q = q.where('before_login_yn', '=', 'Y');
    return q;
  };

  return {
    async page(board: Board, scope: PostScope, searchText: string, limit: number, offset: number) {
      let q = scoped(scope).where('rpre_brd_id', '=', board);
      // The title or the body (the body's HTML as stored), the text matched literally (% and _ too).
      if (searchText) {
        const pattern = containing(searchText);
        q = q.where((eb) => eb.or([eb('titl_cn', 'ilike', pattern), eb('cntn', 'ilike', pattern)]));
      }
      const { count } = await q.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['ntcn_id', 'titl_cn', 'reg_dt', 'ath_file_id', 'sys_gb_cd', 'view_cnt'])
        .orderBy('reg_dt', 'desc')
        .orderBy('ntcn_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(count), rows };
    },

    post(scope: PostScope, id: number) {
      return scoped(scope).selectAll().where('ntcn_id', '=', id).executeTakeFirst();
    },

    async countView(id: number) {
      await db
        .updateTable('board_post')
        .set((eb) => ({ view_cnt: eb('view_cnt', '+', 1) }))
        .where('ntcn_id', '=', id)
        .execute();
    },

    /** The post before (older) or after (newer) one, in the same board and scope. */
    neighbour(
      scope: PostScope,
      post: { ntcn_id: number; rpre_brd_id: Board; reg_dt: Date },
      direction: 'prev' | 'next',
    ) {
      const id = post.ntcn_id;
      return scoped(scope)
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
    },
  };
}

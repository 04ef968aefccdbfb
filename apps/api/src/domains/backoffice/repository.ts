// The provider back office's data (decision 0067): rejections of registrations, a supplier
// application with its documents' files, the users of the companies with their sign-in locks,
// the user actions (suspend, restore, unlock) and the audit of every change. Each change and its
// audit row are written in one transaction; a decided registration or a state that does not
// allow the action is refused (409) with nothing written.
import type { Kysely, Transaction } from 'kysely';
import { userActions, type AuditAction, type UserAction } from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse, type Refusal } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { loginKey } from '../../auth/lockout.ts';

/** A decision on a registration someone decided first (decision 0064). */
const REGISTRATION_DECIDED = 'MROAU0015';
/** A change of a post someone changed first (decision 0076). */
const POST_STALE = 'MROBO0021';
/** A user action the user's state does not allow (decision 0067). */
const STATE_REFUSED = 'MROBO0001';
/** The most rows a back-office search answers. */
export const BACKOFFICE_LIST_MAX = 200;

export interface Actor {
  userId: number;
  loginId: string;
}

/** A post as the server stores it (the HTML already sanitized). */
export interface PostValues {
  rpreBrdId: 'NOTICE' | 'PDS' | 'FAQ';
  titlCn: string;
  cntn: string;
  sysGbCd: string;
  beforeLoginYn: 'Y' | 'N';
  athFileId: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetId: string;
  cpCd: string | null;
  detail?: string | null;
}

/** Records one back-office change (in the caller's transaction). */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, actor: Actor, at: Date, e: AuditEntry) {
  await db
    .insertInto('backoffice_audit')
    .values({
      actor_user_id: actor.userId,
      actor_login_id: actor.loginId,
      action: e.action,
      target_id: e.targetId,
      cp_cd: e.cpCd,
      detail: e.detail ?? null,
      created_at: at,
    })
    .execute();
}

const lockedMinutesOf = (until: Date | string | null | undefined, now: Date) => {
  if (!until) return 0;
  const left = new Date(until).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
};

/**
 * Why a write naming a post's version touched no row: 404 when the post is gone, else 409
 * MROBO0021 with who changed it last.
 */
async function postStaleOrGone(tx: Transaction<Database>, id: number): Promise<Refusal> {
  const current = await tx
    .selectFrom('board_post')
    .select(['upd_login_id'])
    .where('ntcn_id', '=', id)
    .executeTakeFirst();
  if (!current) return refuse.notFound();
  return refuse.conflict(POST_STALE, { ntcnId: id, loginId: current.upd_login_id ?? '-' });
}

export function backofficeRepository(db: Kysely<Database>) {
  return {
    /** A waiting buyer rejected with a reason; 409 when decided already, 404 when unknown. */
    rejectBuyer(loginId: string, reason: string, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const user = await tx
          .selectFrom('app_user')
          .select(['user_id', 'status', 'email', 'cp_cd', 'user_lang_cd'])
          .where('login_id', '=', loginId)
          .where('cust_rol_cd', '=', 'B')
          .forUpdate()
          .executeTakeFirst();
        if (!user) throw refuse.notFound();
        if (user.status !== 'PENDING') throw refuse.conflict(REGISTRATION_DECIDED, { id: loginId });
        await tx.updateTable('app_user').set({ status: 'REJECTED' }).where('user_id', '=', user.user_id).execute();
        await recordAudit(tx, actor, now, {
          action: 'BUYER_REJECT',
          targetId: loginId,
          cpCd: user.cp_cd,
          detail: reason,
        });
        return user;
      });
    },

    /** A received application rejected with a reason; 409 when decided already, 404 when unknown. */
    rejectSupplier(applNo: string, reason: string, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const appl = await tx
          .selectFrom('supplier_application')
          .select(['status', 'email', 'cp_nm'])
          .where('appl_no', '=', applNo)
          .forUpdate()
          .executeTakeFirst();
        if (!appl) throw refuse.notFound();
        if (appl.status !== 'RECEIVED') throw refuse.conflict(REGISTRATION_DECIDED, { id: applNo });
        await tx
          .updateTable('supplier_application')
          .set({ status: 'REJECTED', decided_at: now, reject_reason: reason })
          .where('appl_no', '=', applNo)
          .execute();
        await recordAudit(tx, actor, now, { action: 'SUPPLIER_REJECT', targetId: applNo, cpCd: null, detail: reason });
        return appl;
      });
    },

    /** An application's row, or undefined. */
    application(applNo: string) {
      return db.selectFrom('supplier_application').selectAll().where('appl_no', '=', applNo).executeTakeFirst();
    },

    /** The live files of the groups (the application's documents), by group. */
    async filesOf(groupIds: string[]) {
      if (!groupIds.length) return [];
      return db
        .selectFrom('attach_file')
        .selectAll()
        .where('ath_file_id', 'in', groupIds)
        .where('deleted_at', 'is', null)
        .orderBy('ath_file_id')
        .orderBy('ath_file_seq')
        .execute();
    },

    /** Users by login id, name, e-mail or company (code or name), with their sign-in lock. */
    async users(q: string, status: string, now: Date) {
      let query = db
        .selectFrom('app_user as u')
        .innerJoin('company as c', 'c.cp_cd', 'u.cp_cd')
        .leftJoin('login_attempt as l', (join) =>
          join.on((eb) => eb('l.login_key', '=', eb.fn<string>('lower', ['u.login_id']))),
        )
        .select([
          'u.login_id',
          'u.user_nm',
          'u.cp_cd',
          'c.cp_nm',
          'u.cust_rol_cd',
          'u.email',
          'u.status',
          'u.created_at',
          'l.locked_until',
        ])
        .orderBy('c.cp_nm')
        .orderBy('u.login_id')
        .limit(BACKOFFICE_LIST_MAX + 1);
      if (q) {
        const like = containing(q);
        query = query.where((eb) =>
          eb.or([
            eb('u.login_id', 'ilike', like),
            eb('u.user_nm', 'ilike', like),
            eb('u.email', 'ilike', like),
            eb('c.cp_nm', 'ilike', like),
            eb('c.cp_cd', 'ilike', like),
          ]),
        );
      }
      if (status) query = query.where('u.status', '=', status as never);
      const rows = await query.execute();
      return rows.map((r) => ({ ...r, lockedMinutes: lockedMinutesOf(r.locked_until, now) }));
    },

    /**
     * Suspends, restores or unlocks a user when its state allows it (userActions of @mro/rules),
     * recording the change. 404 when unknown, 409 MROBO0001 when not allowed.
     */
    act(loginId: string, action: UserAction, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const user = await tx
          .selectFrom('app_user')
          .select(['user_id', 'status', 'cp_cd', 'login_id'])
          .where('login_id', '=', loginId)
          .forUpdate()
          .executeTakeFirst();
        if (!user) throw refuse.notFound();
        const lock = await tx
          .selectFrom('login_attempt')
          .select('locked_until')
          .where('login_key', '=', loginKey(loginId))
          .executeTakeFirst();
        const locked = lockedMinutesOf(lock?.locked_until, now) > 0;
        // Nobody suspends themselves (and locks the back office's last door).
        const self = action === 'suspend' && user.user_id === actor.userId;
        if (self || !userActions(user.status, locked).includes(action)) {
          throw refuse.conflict(STATE_REFUSED, { loginId });
        }
        let status = user.status;
        let lockedMinutes = lockedMinutesOf(lock?.locked_until, now);
        if (action === 'unlock') {
          await tx.deleteFrom('login_attempt').where('login_key', '=', loginKey(loginId)).execute();
          lockedMinutes = 0;
        } else {
          status = action === 'suspend' ? 'SUSPENDED' : 'ACTIVE';
          await tx.updateTable('app_user').set({ status }).where('user_id', '=', user.user_id).execute();
        }
        const audited = { suspend: 'USER_SUSPEND', restore: 'USER_RESTORE', unlock: 'USER_UNLOCK' } as const;
        await recordAudit(tx, actor, now, { action: audited[action], targetId: loginId, cpCd: user.cp_cd });
        return { userId: user.user_id, loginId: user.login_id, status, lockedMinutes };
      });
    },

    /** The recorded changes, newest first, by actor, target, company or reason. */
    async audits(q: string, action: string) {
      let query = db
        .selectFrom('backoffice_audit')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('audit_id', 'desc')
        .limit(BACKOFFICE_LIST_MAX + 1);
      if (q) {
        const like = containing(q);
        query = query.where((eb) =>
          eb.or([
            eb('actor_login_id', 'ilike', like),
            eb('target_id', 'ilike', like),
            eb('cp_cd', 'ilike', like),
            eb('detail', 'ilike', like),
          ]),
        );
      }
      if (action) query = query.where('action', '=', action);
      return query.execute();
    },

    /** A board's posts for staff, every audience, newest first (one more than the most: "more"). */
    posts(board: PostValues['rpreBrdId'], q: string) {
      let query = db
        .selectFrom('board_post')
        .select([
          'ntcn_id',
          'rpre_brd_id',
          'titl_cn',
          'sys_gb_cd',
          'before_login_yn',
          'ath_file_id',
          'reg_dt',
          'upd_dt',
          'upd_login_id',
          'view_cnt',
          'version',
        ])
        .where('rpre_brd_id', '=', board)
        .orderBy('reg_dt', 'desc')
        .orderBy('ntcn_id', 'desc')
        .limit(BACKOFFICE_LIST_MAX + 1);
      if (q) {
        const like = containing(q);
        query = query.where((eb) => eb.or([eb('titl_cn', 'ilike', like), eb('cntn', 'ilike', like)]));
      }
      return query.execute();
    },

    /** One post with everything staff edit (no view counted). */
    post(id: number) {
      return db.selectFrom('board_post').selectAll().where('ntcn_id', '=', id).executeTakeFirst();
    },

    /** Whether a file group has live files (a post's attachments must). */
    async fileGroupExists(athFileId: string) {
      const row = await db
        .selectFrom('attach_file')
        .select('ath_file_id')
        .where('ath_file_id', '=', athFileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * Writes a post (new when `id` is null), its attachments made readable by whoever may read
     * the post, and its audit row, in one transaction. 404 when the post to change is gone; 409
     * MROBO0021 (with who changed it) when it is not at `version` any more. Answers the id and
     * the version written.
     */
    savePost(id: number | null, post: PostValues, actor: Actor, now: Date, version = 0) {
      return db.transaction().execute(async (tx) => {
        const row = {
          rpre_brd_id: post.rpreBrdId,
          titl_cn: post.titlCn,
          cntn: post.cntn,
          sys_gb_cd: post.sysGbCd,
          before_login_yn: post.beforeLoginYn,
          ath_file_id: post.athFileId,
        };
        let saved: { ntcn_id: number; version: number };
        if (id === null) {
          saved = await tx
            .insertInto('board_post')
            .values({ ...row, reg_dt: now })
            .returning(['ntcn_id', 'version'])
            .executeTakeFirstOrThrow();
        } else {
          const updated = await tx
            .updateTable('board_post')
            .set((eb) => ({ ...row, version: eb('version', '+', 1), upd_dt: now, upd_login_id: actor.loginId }))
            .where('ntcn_id', '=', id)
            .where('version', '=', version)
            .returning(['ntcn_id', 'version'])
            .executeTakeFirst();
          if (!updated) throw await postStaleOrGone(tx, id);
          saved = updated;
        }
        const ntcnId = saved.ntcn_id;
        if (post.athFileId) {
          await tx
            .updateTable('attach_file')
            .set({ public_yn: 'Y' })
            .where('ath_file_id', '=', post.athFileId)
            .execute();
        }
        await recordAudit(tx, actor, now, {
          action: id === null ? 'POST_CREATE' : 'POST_UPDATE',
          targetId: String(ntcnId),
          cpCd: null,
          detail: `${post.rpreBrdId}: ${post.titlCn}`,
        });
        return { ntcnId, version: saved.version };
      });
    },

    /**
     * Deletes a post at `version` and its attachments (the files marked deleted); 404 when there
     * is none, 409 MROBO0021 (with who changed it) when someone changed it after it was read.
     */
    deletePost(id: number, version: number, actor: Actor, now: Date) {
      return db.transaction().execute(async (tx) => {
        const gone = await tx
          .deleteFrom('board_post')
          .where('ntcn_id', '=', id)
          .where('version', '=', version)
          .returning(['ath_file_id', 'rpre_brd_id', 'titl_cn'])
          .executeTakeFirst();
        if (!gone) throw await postStaleOrGone(tx, id);
        if (gone.ath_file_id) {
          await tx
            .updateTable('attach_file')
            .set({ deleted_at: now })
            .where('ath_file_id', '=', gone.ath_file_id)
            .execute();
        }
        await recordAudit(tx, actor, now, {
          action: 'POST_DELETE',
          targetId: String(id),
          cpCd: null,
          detail: `${gone.rpre_brd_id}: ${gone.titl_cn}`,
        });
      });
    },
  };
}

// Sign-in's data: users by login id, SSO subject or id, a dormant account restored, the systems'
// home paths and themes, and the session's user and company. (Tokens, lockout and OTP tickets
// have their own modules in src/auth.)
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function authRepository(db: Kysely<Database>) {
  return {
    userByLoginId(loginId: string) {
      return db.selectFrom('app_user').selectAll().where('login_id', '=', loginId).executeTakeFirst();
    },

    /** The user a corporate sign-on's subject names (Knox id or iOne id). */
    userBySsoSubject(issuer: 'knox' | 'ione', subject: string) {
      const column = issuer === 'knox' ? 'knox_id' : 'ione_id';
      return db.selectFrom('app_user').selectAll().where(column, '=', subject).executeTakeFirst();
    },

    userById(userId: number) {
      return db.selectFrom('app_user').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    /** The user's language (`user_lang_cd`): the header's language choice keeps it (decision 0041). */
    async setLanguage(userId: number, userLangCd: 'KO' | 'EN') {
      await db.updateTable('app_user').set({ user_lang_cd: userLangCd }).where('user_id', '=', userId).execute();
    },

    async restoreDormant(userId: number) {
      await db.updateTable('app_user').set({ status: 'ACTIVE' }).where('user_id', '=', userId).execute();
    },

    system(sysGbCd: string) {
      return db
        .selectFrom('system')
        .select(['home_path', 'theme_class'])
        .where('sys_gb_cd', '=', sysGbCd)
        .executeTakeFirst();
    },

    /** What the session call shows of the user and their company. */
    sessionUser(userId: number) {
      return db
        .selectFrom('app_user')
        .innerJoin('company', 'company.cp_cd', 'app_user.cp_cd')
        .select([
          'app_user.email',
          'company.cp_nm',
          'company.cp_eng_nm',
          'app_user.pw_change_next_yn',
          'app_user.pw_changed_at',
          'app_user.pw_remind_after',
        ])
        .where('app_user.user_id', '=', userId)
        .executeTakeFirstOrThrow();
    },
  };
}

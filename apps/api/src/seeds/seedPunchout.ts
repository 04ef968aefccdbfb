// Punch-out (decision 0050), run once per database (setting seed.punchout), demo data only: the
// procurement system of buyer01's company (cXML identity HANBIT-ERP in the NetworkID domain, the
// development shared secret below), which opens punch-out sessions for buyer01.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { secretHash } from '../domains/punchout/repository.ts';

export const DEMO_PUNCHOUT = {
  identity: 'HANBIT-ERP',
  domain: 'NetworkID',
  sharedSecret: 'hanbit-punchout-dev-secret',
  loginId: 'buyer01',
} as const;

export async function seedPunchout(db: Kysely<Database>, { demoRows }: { demoRows: boolean }) {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.punchout').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    const user = demoRows
      ? await tx
          .selectFrom('app_user')
          .select(['user_id', 'cp_cd'])
          .where('login_id', '=', DEMO_PUNCHOUT.loginId)
          .executeTakeFirst()
      : undefined;
    if (user) {
      await tx
        .insertInto('punchout_credential')
        .values({
          identity: DEMO_PUNCHOUT.identity,
          domain: DEMO_PUNCHOUT.domain,
          cp_cd: user.cp_cd,
          user_id: user.user_id,
          secret_hash: secretHash(DEMO_PUNCHOUT.sharedSecret),
        })
        .execute();
    }
    await tx.insertInto('setting').values({ key: 'seed.punchout', value: 'Y' }).execute();
  });
}
